/**
 * Text helpers for PDFs drawn with pdf-lib and the embedded Noto Sans (fonts/, OFL): Latin with every
 * accent (Nîmes, Łódź, Straße), Latin Extended and the usual punctuation, so names print as written.
 *
 * The fonts are Noto Sans Regular and Bold from @expo-google-fonts/noto-sans 0.4.2, cut down to those
 * characters with fontTools: `pyftsubset NotoSans_400Regular.ttf --unicodes="U+0020-007E,U+00A0-024F,
 * U+0259,U+02BB-02BC,U+02C6-02C7,U+02DA,U+02DC,U+0300-0328,U+1E00-1EFF,U+2010-2027,U+2030,U+2032-2033,
 * U+2039-203A,U+2044,U+20AC,U+20A3-20A4,U+2116,U+2122,U+2190-2193,U+2212,U+2260,U+2264-2265,U+00D7,
 * U+00F7" --layout-features='kern,liga,ccmp,mark,mkmk'` (about 80 KB each).
 */

export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** The code points the embedded fonts carry (the subset above), as inclusive ranges. */
const COVERED: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x259, 0x259],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c7],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x300, 0x328],
  [0x1e00, 0x1eff],
  [0x2010, 0x2027],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20a3, 0x20a4],
  [0x20ac, 0x20ac],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2260, 0x2260],
  [0x2264, 0x2265],
];

function covered(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return COVERED.some(([from, to]) => code >= from && code <= to);
}

/**
 * Text the embedded fonts can draw: every covered character as written, anything else spelt with
 * its base letters where it has them (a rare accent), and left out where it has none (emoji, other
 * scripts, control characters) rather than printed as an empty box.
 */
export function printable(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (covered(char)) out += char;
    else out += [...char.normalize("NFKD")].filter((part) => part >= " " && part <= "~").join("");
  }
  return out;
}

/** The largest size up to `max` at which `text` fits `width`. */
export function fitSize(font: MeasuringFont, text: string, max: number, width: number) {
  let size = max;
  while (size > 8 && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

/** Breaks `text` into lines no wider than `width` at `size`. */
export function wrapText(font: MeasuringFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A measurer that remembers each character's advance: an embedded font measures a string by laying
 * it out (about 2 ms a call), and wrapping measures every line once per word. Kerning is left out of
 * the sum, which moves a line's width by a fraction of a point — nothing a wrap can see.
 */
export function cachedMeasurer(font: MeasuringFont): MeasuringFont {
  const advances = new Map<string, number>();
  return {
    widthOfTextAtSize(text: string, size: number) {
      let width = 0;
      for (const char of text) {
        let advance = advances.get(char);
        if (advance === undefined) {
          advance = font.widthOfTextAtSize(char, 1000) / 1000;
          advances.set(char, advance);
        }
        width += advance;
      }
      return width * size;
    },
  };
}
