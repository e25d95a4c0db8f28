import type { ReactNode } from "react";
import { type ArtStyle, MOTIF_RATIO, type Motif, motifUri } from "../art.server";

/** What every poster style lays out. */
export interface PosterContent {
  width: number;
  height: number;
  pubName: string;
  headline: string;
  /**
   * When, one badge a line: "Thursday · 8pm" when the description names a day, date or time, or the
   * week's events ("Tue · Quiz · 8pm", "Sat · Live Music · 9pm") when it lists several. Empty if none.
   */
  when: string[];
  /** Each price with what it is for, exactly as written: "Festive menu £29.95", "£16.95". */
  offers: string[];
  /** A short line from the description, when it says more than the headline. */
  body: string | null;
  /** The text overlay the landlord typed, or else the call to action the brief gives grounds for. */
  overlay: string | null;
  /** The poster's last words: "See you there" for a night out, never beside a notice. */
  signOff: string;
  /** A loss: no confetti, fairy lights or exclamation marks, whatever the style. */
  quiet: boolean;
  /** Hero motif first, then supporting motifs. */
  motifs: Motif[];
  variant: number;
}

export type PosterLayout = (content: PosterContent) => ReactNode;

/** Pixels scaled from a 1080-wide design. */
export const scale = (content: PosterContent) => (value: number) =>
  Math.round((value * content.width) / 1080);

/**
 * True for the tall sizes (stories and 4:7 posters). A 4:5 portrait (1080×1350) keeps the square
 * layout: the tall one's bigger art and margins need more height than it has, and squeezed the text.
 */
export const isTall = (content: PosterContent) => content.height > content.width * 1.5;

/**
 * The height a poster drawn in its square layout has beyond a square (270 px on a 1080×1350
 * portrait): the artwork grows into it, so the portrait is never a square with an empty band.
 */
export const spareHeight = (content: PosterContent) =>
  isTall(content) ? 0 : Math.max(0, content.height - content.width);

/**
 * Lines the headline may take: on a square or portrait poster with five badges or more (a week of
 * Christmas hours), one, drawn smaller, so the badges under it never run into its second line.
 */
// Four badges under a two-line headline ran the headline's capitals into the first badge.
export const headlineLines = (content: PosterContent, usual = 2) =>
  !isTall(content) && content.when.length + content.offers.length >= 4 ? 1 : usual;

export function Art({ motif, style, height }: { motif: Motif; style: ArtStyle; height: number }) {
  const width = Math.round(height * MOTIF_RATIO[motif]);
  // `data-art` marks the artwork for the layout checks (how much of a tall poster it fills).
  return <img src={motifUri(motif, style)} width={width} height={height} alt="" data-art={motif} />;
}

/**
 * Lines `text` takes when wrapped word by word into `width` px at `size` px, given the font's average
 * character width as a share of its size; Infinity when one word alone is wider than the line.
 */
export function wrappedLines(text: string, width: number, size: number, charRatio: number): number {
  const perLine = width / (size * charRatio);
  let used = 1;
  let current = 0;
  // A no-break space ("Arsenal v Chelsea") joins its words into one the line cannot break.
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    if (word.length > perLine) return Number.POSITIVE_INFINITY;
    const next = current === 0 ? word.length : current + 1 + word.length;
    if (next > perLine) {
      used += 1;
      current = word.length;
    } else current = next;
  }
  return used;
}

/**
 * Height the body line takes with the space above it (`gap`), when the poster has one: the artwork
 * gives up this much so the line poster-lines chose is always drawn.
 */
export function bodyHeight(
  content: PosterContent,
  {
    width,
    size,
    charRatio,
    lineHeight,
    gap,
  }: { width: number; size: number; charRatio: number; lineHeight: number; gap: number },
): number {
  if (!content.body) return 0;
  return Math.round(wrappedLines(content.body, width, size, charRatio) * size * lineHeight + gap);
}

/**
 * The height the offers' badges take beyond one line each: "£15 tickets including fizz at midnight"
 * wrapping onto a second line pushes everything under it down by a line.
 */
export function offersWrapHeight(
  content: PosterContent,
  {
    width,
    size,
    charRatio,
    lineHeight,
  }: { width: number; size: number; charRatio: number; lineHeight: number },
): number {
  const lines = content.offers.reduce(
    (sum, offer) => sum + wrappedLines(offer, width, size, charRatio) - 1,
    0,
  );
  return Math.round(lines * size * lineHeight);
}

/**
 * The largest font size (stepping down from `max`) at which `text` wraps into at most `lines` lines
 * of `width` px, given the font's average character width as a share of its size.
 */
export function fitText(text: string, width: number, max: number, lines: number, charRatio: number): number {
  for (let size = max; size > 20; size -= 4) {
    if (wrappedLines(text, width, size, charRatio) <= lines) return size;
  }
  return 20;
}

/**
 * On a tall poster the artwork takes what the words leave: `free` px of height, shared out so the art
 * fills it without crowding (a designer scales the picture, never the headline). Clamped to a range
 * that still reads as artwork and never dwarfs the lettering.
 */
export function artHeightFor(free: number, share: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(max, free * share)));
}

/**
 * Heights for a row of motifs shrunk together, if needed, so the row (with its gaps) fits `maxWidth`.
 */
export function fitRow(items: { motif: Motif; height: number }[], gap: number, maxWidth: number): number[] {
  const width =
    items.reduce((sum, item) => sum + item.height * MOTIF_RATIO[item.motif], 0) + gap * (items.length - 1);
  const factor = Math.min(1, maxWidth / width);
  return items.map((item) => Math.round(item.height * factor));
}

/** Lines a text needs at `size` px within `width`, for boxes drawn behind it. */
export function linesFor(text: string, width: number, size: number, charRatio = 0.55): number {
  return Math.max(1, Math.ceil((text.length * size * charRatio) / width));
}

/**
 * Heights for the usual row (a supporting piece, the hero, another supporting piece) shrunk together,
 * if needed, so the row with its gaps fits `maxWidth`.
 */
export function heroRowHeights(
  [left, hero, right]: [Motif, Motif, Motif],
  heights: { side: number; hero: number },
  gap: number,
  maxWidth: number,
): [left: number, hero: number, right: number] {
  const [leftHeight = 0, heroHeight = 0, rightHeight = 0] = fitRow(
    [
      { motif: left, height: heights.side },
      { motif: hero, height: heights.hero },
      { motif: right, height: heights.side },
    ],
    gap,
    maxWidth,
  );
  return [leftHeight, heroHeight, rightHeight];
}
