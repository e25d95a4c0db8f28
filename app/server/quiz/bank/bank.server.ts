/**
 * The built-in question bank: structured questions built from data that is right by construction
 * (countries, elements, clubs, UK places, flags) plus hand-written ones, loaded once per isolate.
 */

import {
  badAliases,
  type CheckProblem,
  type CheckRegistry,
  checkQuestion,
  givesAway,
} from "~/lib/quiz/checker";
import type { QuestionCategory } from "~/lib/quiz/constants";
import { contentTokens, FILLER_WORDS, normaliseText } from "~/lib/quiz/question-rules";
import { obviousAliases } from "./aliases.server";
import type { BankQuestion, WrittenQuestion } from "./bank-question.server";
import {
  applyCheckedBankFile,
  CHECKED_BANK_COMMAND,
  type CheckedBankFile,
  checkedBankFile,
} from "./checked-bank.server";
import { clubQuestions } from "./clubs.server";
import { countryQuestions } from "./countries.server";
import { cultureQuestions } from "./culture.server";
import checkedBank from "./data/checked.json";
import currentEvents from "./data/written/current-events.json";
import entertainment from "./data/written/entertainment.json";
import general from "./data/written/general-knowledge.json";
import music from "./data/written/music.json";
import sports from "./data/written/sports.json";
import { elementQuestions } from "./elements.server";
import { buildRegistry } from "./registry.server";
import { asSource } from "./sources.server";
import { townQuestions } from "./towns.server";

const WRITTEN: Array<[QuestionCategory, string, WrittenQuestion[]]> = [
  ["currentEvents", "current-events", currentEvents as WrittenQuestion[]],
  ["entertainment", "entertainment", entertainment as WrittenQuestion[]],
  ["generalKnowledge", "general", general as WrittenQuestion[]],
  ["music", "music", music as WrittenQuestion[]],
  ["sports", "sports-history", sports as WrittenQuestion[]],
];

function writtenQuestions(): BankQuestion[] {
  return WRITTEN.flatMap(([category, kind, list]) =>
    list.map((q) => ({
      ...q,
      sources: q.sources.map(asSource),
      category,
      kind: q.kind ?? kind,
      wrong: [q.wrong[0] ?? "", q.wrong[1] ?? "", q.wrong[2] ?? ""] as [string, string, string],
    })),
  );
}

export interface QuestionBank {
  all: BankQuestion[];
  byCategory: Map<QuestionCategory, BankQuestion[]>;
  byKey: Map<string, BankQuestion>;
  /** Meaningful words of each question, for near-duplicate checks without re-tokenising. */
  tokens: Map<string, Set<string>>;
  /** Each question's normalised wording, for the freshness rule's wording check. */
  wordings: Map<string, string>;
}

let bank: QuestionBank | null = null;
let removed: RemovedQuestion[] = [];

/** A question the checker kept out of the bank, and why (for the decision record and the tests). */
export interface RemovedQuestion {
  key: string;
  question: string;
  answer: string;
  problems: CheckProblem[];
}

/** A question whose text holds its own answer ("…the Chaser?" → "The Chase") gives itself away. */
export function answersItself(q: Pick<BankQuestion, "question" | "answer">): boolean {
  return givesAway(q.question, q.answer);
}

/** Every candidate question, as the builders make it from the data (aliases not yet filled). */
function candidates(): BankQuestion[] {
  return [
    ...townQuestions(),
    ...clubQuestions(),
    ...countryQuestions(),
    ...elementQuestions(),
    ...cultureQuestions(),
    ...writtenQuestions(),
  ];
}

/**
 * Every candidate question with its aliases filled and pruned, and the checker's verdict on it.
 * Exported for the tests and the bench: the bank itself keeps only the passing ones.
 */
export function checkedCandidates(): Array<{
  candidate: BankQuestion;
  q: BankQuestion;
  problems: CheckProblem[];
  droppedAliases: string[];
}> {
  const all = candidates();
  const registry = buildRegistry(all);
  return all.map((candidate) => {
    const aliases = obviousAliases(candidate, registry);
    const droppedAliases = badAliases({ ...candidate, aliases });
    const q = { ...candidate, aliases: aliases.filter((a) => !droppedAliases.includes(a)) };
    return { candidate, q, problems: checkQuestion(q, registry), droppedAliases };
  });
}

/**
 * What data/checked.json should hold for the data as it stands: the checker and the duplicate rule
 * run over every candidate. The build script writes it; the staleness test compares it.
 */
export function computeCheckedBankFile(): CheckedBankFile {
  return checkedBankFile(withoutDuplicates(checkedCandidates()));
}

/**
 * Candidates with their verdicts: from data/checked.json when it matches the data (milliseconds),
 * otherwise by running the checker over everything (seconds on a busy machine), and saying so.
 */
function verdicts(): Array<{ q: BankQuestion; problems: CheckProblem[] }> {
  const precomputed = applyCheckedBankFile(candidates(), checkedBank as CheckedBankFile);
  if (precomputed) return precomputed;
  console.warn(
    `quiz bank: data/checked.json is stale, checking every question at load; run \`${CHECKED_BANK_COMMAND}\``,
  );
  return withoutDuplicates(checkedCandidates());
}

/**
 * The same question from two tables (a town's fact and the clubs table both ask who plays at Elland
 * Road) is kept once: the first, so a town's curated fact wins over the generated row.
 */
function withoutDuplicates<C extends { q: BankQuestion; problems: CheckProblem[] }>(checked: C[]): C[] {
  const seen = new Map<string, string>();
  return checked.map((c) => {
    if (c.q.picture || c.problems.length > 0) return c;
    const key = wordingKey(c.q.question);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, c.q.key);
      return c;
    }
    return { ...c, problems: [{ rule: "duplicate" as const, message: `Asks what ${first} already asks.` }] };
  });
}

/** The question's meaningful words, sorted, filler dropped: two wordings with one key are one question. */
function wordingKey(question: string): string {
  return [...contentTokens(question)]
    .filter((t) => !FILLER_WORDS.has(t))
    .sort()
    .join(" ");
}

/** The whole bank, built on first use and kept for the isolate's life: only questions that pass. */
export function questionBank(): QuestionBank {
  if (bank) return bank;
  const checked = verdicts();
  const all = checked.filter((c) => c.problems.length === 0).map((c) => c.q);
  removed = checked
    .filter((c) => c.problems.length > 0)
    .map(({ q, problems }) => ({ key: q.key, question: q.question, answer: q.answer, problems }));
  const byCategory = new Map<QuestionCategory, BankQuestion[]>();
  for (const q of all) {
    const list = byCategory.get(q.category) ?? [];
    list.push(q);
    byCategory.set(q.category, list);
  }
  bank = {
    all,
    byCategory,
    byKey: new Map(all.map((q) => [q.key, q])),
    tokens: new Map(all.map((q) => [q.key, contentTokens(q.question)])),
    wordings: new Map(all.map((q) => [q.key, normaliseText(q.question)])),
  };
  return bank;
}

let registry: CheckRegistry | null = null;

/** What the bank knows about names, for checking live questions with the same eyes as the bank. */
export function questionBankRegistry(): CheckRegistry {
  registry ??= buildRegistry(questionBank().all);
  return registry;
}

/** What the checker kept out of the bank. */
export function removedByChecker(): RemovedQuestion[] {
  questionBank();
  return removed;
}

/** How many questions the bank holds, in all and per category (for tests and the README). */
export function questionBankSize(): { total: number; byCategory: Record<string, number> } {
  const { all, byCategory } = questionBank();
  return {
    total: all.length,
    byCategory: Object.fromEntries([...byCategory].map(([category, list]) => [category, list.length])),
  };
}

/** Current-event questions are served only between asOf and validUntil (UTC dates). */
export function inDate(q: BankQuestion, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  if (q.asOf && today < q.asOf) return false;
  if (q.validUntil && today > q.validUntil) return false;
  return true;
}
