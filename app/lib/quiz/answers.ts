/**
 * How an option is compared with the answer everywhere (API checks, preview, host screen): trimmed
 * and case-insensitive, so "paris" typed in an edit still marks the option "Paris" as right.
 */
export function sameOption(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Four options that differ in more than letter case or spacing. */
export function optionsDistinct(options: readonly string[]): boolean {
  return new Set(options.map((option) => option.trim().toLowerCase())).size === options.length;
}
