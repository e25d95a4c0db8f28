import { distance } from "fastest-levenshtein";
import { typedForm as bankTypedForm, sameOption } from "~/lib/quiz/answers";

/**
 * How a typed answer is read before comparing: the bank's typed form (accents, case, punctuation and
 * "the" set aside), and on a live night "a" and "an" too ("The Beatles", "beatles" and "Béatles."
 * are one answer).
 */
export function typedForm(text: string): string {
  return bankTypedForm(text).replace(/^(?:a|an) /, "");
}

/**
 * Letters a typo may cost: none in short answers (where one letter makes another word: "cat" and
 * "hat"), one up to eight letters, two beyond.
 */
function typosAllowed(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

/** Two neighbouring letters swapped ("Beatels"): the commonest slip, counted as one, not two. */
function oneSwapApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, index) => (letter === b[index] ? [] : [index]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
}

/** One accepted spelling against what a team typed: numbers exactly, words with small typos. */
function closeEnough(typed: string, accepted: string): boolean {
  if (typed === accepted) return true;
  // "1966" and "1967" are one letter apart and a different answer: digits are never a typo.
  if (/\d/.test(typed) || /\d/.test(accepted)) return false;
  const allowed = typosAllowed(accepted.length);
  if (allowed > 0 && oneSwapApart(typed, accepted)) return true;
  return distance(typed, accepted) <= allowed;
}

/** A typed answer: the answer or one of its aliases, allowing case, accents, articles and small typos. */
export function markTyped(typed: string, question: { answer: string; aliases?: readonly string[] }): boolean {
  const wanted = typedForm(typed);
  if (!wanted) return false;
  return [question.answer, ...(question.aliases ?? [])].some((accepted) => {
    const form = typedForm(accepted);
    return form.length > 0 && closeEnough(wanted, form);
  });
}

/** Multiple choice: the option picked is the answer, exactly (letter case and spacing aside). */
export function markOption(
  picked: string,
  question: { answer: string; options: readonly string[] },
): boolean {
  return sameOption(picked, question.answer);
}

/** Whether `picked` is one of the options shown (anything else is refused, not marked wrong). */
export function isOffered(picked: string, options: readonly string[]): boolean {
  return options.some((option) => sameOption(option, picked));
}

/** A tiebreaker's answer read from a phone: "1,345" and "1345 m" are 1345; anything else is null. */
export function readNumber(text: string): number | null {
  const match = text.replace(/,/g, "").match(/-?\d+(?:\.\d+)?/);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}
