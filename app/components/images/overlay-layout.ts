/**
 * The overlay text's layout, shared by the editor's preview and the downloaded JPEG: one wrap,
 * measured once, drawn twice. The preview renders exactly these lines (no CSS wrapping) and the
 * download draws the same lines scaled to the image, so both break in the same places.
 */

/** The font both draw with: system fonts only (the app ships no web font), so both find the same one. */
export const OVERLAY_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const LINE_HEIGHT = 1.2;
const PADDING = 0.5;
const RADIUS = 0.3;
/** The box, padding included, never takes more than this share of the image's width. */
const MAX_BOX_SHARE = 0.8;

export type MeasureText = (text: string) => number;

export interface OverlayLayout {
  lines: string[];
  fontPx: number;
  lineHeight: number;
  padding: number;
  radius: number;
  boxWidth: number;
  boxHeight: number;
}

export function overlayFont(fontPx: number): string {
  return `800 ${fontPx}px ${OVERLAY_FONT_FAMILY}`;
}

/** A word wider than the line is cut where it must be, so nothing runs off the box. */
function splitLongWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const character of word) {
    if (piece && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = character;
    } else piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy wrap by words, paragraph by paragraph. */
export function wrapOverlayText(text: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const pieces = measure(word) > maxWidth ? splitLongWord(word, maxWidth, measure) : [word];
      for (const piece of pieces) {
        const next = line ? `${line} ${piece}` : piece;
        if (line && measure(next) > maxWidth) {
          lines.push(line);
          line = piece;
        } else line = next;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Lays `text` out at `fontPx` on an image shown `width` px wide; `measure` uses the same font. */
export function layoutOverlay(
  text: string,
  { width, fontPx, measure }: { width: number; fontPx: number; measure: MeasureText },
): OverlayLayout {
  const padding = fontPx * PADDING;
  const lines = wrapOverlayText(text, Math.max(fontPx, width * MAX_BOX_SHARE - 2 * padding), measure);
  return boxAround(lines, fontPx, measure);
}

/** The box around lines already chosen (the download keeps the editor's lines, at its own scale). */
export function boxAround(lines: string[], fontPx: number, measure: MeasureText): OverlayLayout {
  const padding = fontPx * PADDING;
  const lineHeight = fontPx * LINE_HEIGHT;
  const widest = lines.reduce((most, line) => Math.max(most, measure(line)), 0);
  return {
    lines,
    fontPx,
    lineHeight,
    padding,
    radius: fontPx * RADIUS,
    boxWidth: widest + 2 * padding,
    boxHeight: lines.length * lineHeight + 2 * padding,
  };
}

/** A measuring function for `fontPx` from a 2D canvas context (the browser's own text metrics). */
export function canvasMeasure(context: CanvasRenderingContext2D, fontPx: number): MeasureText {
  context.font = overlayFont(fontPx);
  return (text) => context.measureText(text).width;
}
