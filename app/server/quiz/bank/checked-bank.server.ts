/**
 * The one-right-answer checker's verdicts on every bank candidate, computed ahead of time
 * (scripts/build-quiz-bank-data.mjs writes data/checked.json) so a Worker isolate does not spend
 * seconds of CPU checking ~6,000 questions before its first quiz. Each verdict carries a fingerprint
 * of the candidate it was made for: a candidate the file does not know (data changed without the
 * script being run) sends the bank back to checking everything at load, so nothing unchecked is ever
 * served. tests/unit/quiz-checked-bank.test.ts fails while the file is stale.
 */
import type { CheckProblem } from "~/lib/quiz/checker";
import type { BankQuestion } from "./bank-question.server";

/** What data/checked.json holds. */
export interface CheckedBankFile {
  /** How to regenerate it; the file is written by a script, never by hand. */
  generatedBy: string;
  /** Every candidate's key and the fingerprint of the candidate the verdict was made for. */
  fingerprints: Record<string, string>;
  /** Kept questions whose accepted spellings differ from the ones they were written with. */
  aliases: Record<string, string[]>;
  /** Candidates the checker (or the duplicate rule) kept out, and why. */
  removed: Record<string, CheckProblem[]>;
}

export const CHECKED_BANK_COMMAND = "npx node scripts/build-quiz-bank-data.mjs checked";

/** FNV-1a, 32 bits, as hex: enough to notice that a candidate changed, cheap enough to run at load. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The fingerprint of a candidate as the builders make it (before aliases are filled and pruned). */
export function candidateFingerprint(q: BankQuestion): string {
  return fnv1a(JSON.stringify(q));
}

/** A verdict for the file from a candidate's check: its fingerprint, final aliases and problems. */
export function checkedBankFile(
  results: Array<{ candidate: BankQuestion; q: BankQuestion; problems: CheckProblem[] }>,
): CheckedBankFile {
  const file: CheckedBankFile = {
    generatedBy: CHECKED_BANK_COMMAND,
    fingerprints: {},
    aliases: {},
    removed: {},
  };
  for (const { candidate, q, problems } of results) {
    file.fingerprints[q.key] = candidateFingerprint(candidate);
    if (problems.length > 0) file.removed[q.key] = problems;
    else if (!sameList(candidate.aliases, q.aliases)) file.aliases[q.key] = q.aliases ?? [];
  }
  return file;
}

/**
 * The bank from the precomputed verdicts, or null when any candidate is missing from the file or has
 * changed since it was written (the caller then checks everything, as before).
 */
export function applyCheckedBankFile(
  candidates: readonly BankQuestion[],
  file: CheckedBankFile,
): Array<{ q: BankQuestion; problems: CheckProblem[] }> | null {
  const results: Array<{ q: BankQuestion; problems: CheckProblem[] }> = [];
  for (const candidate of candidates) {
    if (file.fingerprints[candidate.key] !== candidateFingerprint(candidate)) return null;
    const problems = file.removed[candidate.key];
    if (problems) {
      results.push({ q: candidate, problems });
      continue;
    }
    const aliases = file.aliases[candidate.key] ?? candidate.aliases ?? [];
    results.push({ q: { ...candidate, aliases }, problems: [] });
  }
  return results;
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  return x.length === y.length && x.every((value, index) => value === y[index]);
}
