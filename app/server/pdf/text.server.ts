/** Text helpers for PDFs drawn with pdf-lib's standard fonts. */

export interface MeasuringFont {
  widthOfTextAtSize(text: string, size: number): number;
}

/**
 * Latin letters that are not an accent on a plain letter, so NFKD cannot take them apart: spelt the
 * way English writes them ("Łódź" → "Lodz", "Øresund" → "Oresund", "Straße" → "Strasse").
 */
const LATIN_LETTERS: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Ø: "O",
  ø: "o",
  ß: "ss",
  ẞ: "SS",
  Æ: "AE",
  æ: "ae",
  Œ: "OE",
  œ: "oe",
  Đ: "D",
  đ: "d",
  Ð: "D",
  ð: "d",
  Þ: "Th",
  þ: "th",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  Ŋ: "N",
  ŋ: "n",
  ſ: "s",
};
const LATIN_PATTERN = new RegExp(`[${Object.keys(LATIN_LETTERS).join("")}]`, "g");

/**
 * The standard PDF fonts cover Windows-1252 only: letters are transliterated, accents dropped, and
 * anything else (emoji, other scripts) is left out.
 */
export function printable(text: string): string {
  return text
    .replace(LATIN_PATTERN, (letter) => LATIN_LETTERS[letter] ?? letter)
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
