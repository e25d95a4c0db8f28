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

/** Lower case, accents, punctuation and a leading "the" set aside: how typed answers are compared. */
export function typedForm(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/^the /, "");
}

/**
 * True when a team's typed answer is the answer or one of its accepted spellings (the question's
 * aliases, checked by the one-right-answer checker never to accept a wrong option).
 */
export function typedAnswerMatches(
  typed: string,
  q: { answer: string; aliases?: readonly string[] },
): boolean {
  const wanted = typedForm(typed);
  if (!wanted) return false;
  return [q.answer, ...(q.aliases ?? [])].some((accepted) => typedForm(accepted) === wanted);
}

/** A question asking for a year ("In what year…", "Which year…"): its answer is a year, not an amount. */
const ASKS_FOR_A_YEAR = /\b(?:what|which) year\b|\byear (?:did|was|were)\b/i;

/**
 * A tiebreaker's answer as a host reads it out: a year as written ("1912", never "1,912"), any other
 * number with thousands separators and its unit ("1,345 m").
 */
export function formatTiebreakerAnswer(t: { question: string; answer: number; unit?: string }): string {
  if (t.unit === "year" || ASKS_FOR_A_YEAR.test(t.question)) return String(t.answer);
  return `${t.answer.toLocaleString("en-GB")}${t.unit ? ` ${t.unit}` : ""}`;
}
