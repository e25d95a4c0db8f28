/**
 * The built-in question bank: structured questions built from data that is right by construction
 * (countries, elements, clubs, UK places, flags) plus hand-written ones, loaded once per isolate.
 */
import type { QuestionCategory } from "~/lib/quiz/constants";
import { contentTokens, normaliseText } from "~/lib/quiz/question-rules";
import type { BankQuestion, WrittenQuestion } from "./bank-question.server";
import { clubQuestions } from "./clubs.server";
import { countryQuestions } from "./countries.server";
import { cultureQuestions } from "./culture.server";
import currentEvents from "./data/written/current-events.json";
import entertainment from "./data/written/entertainment.json";
import general from "./data/written/general-knowledge.json";
import music from "./data/written/music.json";
import sports from "./data/written/sports.json";
import { elementQuestions } from "./elements.server";
import { localQuestions } from "./places.server";

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
}

let bank: QuestionBank | null = null;

/** A question whose text holds its own answer ("…the Chaser?" → "The Chase") gives itself away. */
export function answersItself(q: Pick<BankQuestion, "question" | "answer">): boolean {
  const answer = normaliseText(q.answer);
  return answer.length >= 4 && normaliseText(q.question).includes(answer);
}

/** The whole bank, built on first use and kept for the isolate's life. */
export function questionBank(): QuestionBank {
  if (bank) return bank;
  const all = [
    ...localQuestions(),
    ...clubQuestions(),
    ...countryQuestions(),
    ...elementQuestions(),
    ...cultureQuestions(),
    ...writtenQuestions(),
  ].filter((q) => !answersItself(q));
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
  };
  return bank;
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
