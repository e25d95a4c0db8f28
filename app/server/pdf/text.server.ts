/** Text helpers for PDFs drawn with pdf-lib's standard fonts. */

export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/** The standard PDF fonts cover Windows-1252 only: anything else (emoji, some accents) is replaced. */
export function printable(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[^\x20-\x7e£€]/g, "");
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
