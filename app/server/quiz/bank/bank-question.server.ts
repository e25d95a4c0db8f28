/** What one question in the built-in bank holds, and small helpers the builders share. */
import type { QuestionSource } from "~/lib/contract/quiz";
import type { QuestionCategory } from "~/lib/quiz/constants";
import { normaliseText } from "~/lib/quiz/question-rules";
import { seededShuffle } from "~/lib/seeded-random";

export interface BankQuestion {
  /** Stable and unique: the freshness rule remembers it across a pub's quizzes. */
  key: string;
  category: QuestionCategory;
  /** The template family ("capital", "element-symbol"…): a round mixes families instead of repeating one. */
  kind: string;
  /** Questions about one fact share this, so a quiz never asks the same thing twice in two ways. */
  fact?: string;
  question: string;
  answer: string;
  wrong: [string, string, string];
  explanation: string;
  /** 1-10, by the rule of docs/decisions/013-quiz-you-can-trust.md for the question's kind. */
  difficulty: number;
  /** References about this very fact: an article or page a person can open, or a named work. */
  sources: QuestionSource[];
  /** Other accepted spellings of the answer for typed answers; the bank adds the obvious ones. */
  aliases?: string[];
  tags: string[];
  /** Current events: the day the fact was checked and the last day it may be served. */
  asOf?: string;
  validUntil?: string;
  /** Local questions: the town (id in data/towns/index.json) whose file holds the fact. */
  place?: string;
  /** Local questions: where the fact is (the town's own position unless the fact is about elsewhere). */
  lat?: number;
  lon?: number;
  /** Local questions about a county, region or nation: that area's id in data/areas/. */
  area?: string;
  /** Picture round: the picture asset key (file name without .png). */
  picture?: string;
  /** Sports questions about particular teams: their names, for match rounds. */
  teams?: string[];
}

/** A question as hand-written in the JSON files (key, category and kind given by the file). */
export type WrittenQuestion = Omit<BankQuestion, "category" | "kind" | "wrong" | "sources"> & {
  kind?: string;
  wrong: string[];
  sources: Array<string | QuestionSource>;
};

/**
 * Three wrong options from a pool, deterministically per question key: never the answer (nor
 * anything listed as also right), never twice. Prefers the `near` pool (same region, same league…),
 * topping up from `far`. Returns null when fewer than three are available.
 */
export function pickWrong(
  key: string,
  answer: string,
  near: readonly string[],
  far: readonly string[] = [],
  alsoRight: readonly string[] = [],
): [string, string, string] | null {
  const blocked = new Set([answer, ...alsoRight].map(normaliseText));
  const picked: string[] = [];
  for (const pool of [seededShuffle(near, key), seededShuffle(far, `${key}:far`)]) {
    for (const option of pool) {
      const norm = normaliseText(option);
      if (picked.length === 3) break;
      if (!norm || blocked.has(norm)) continue;
      blocked.add(norm);
      picked.push(option);
    }
  }
  return picked.length === 3 ? (picked as [string, string, string]) : null;
}

/** "Newcastle upon Tyne" → "newcastle-upon-tyne": keys and tags. */
export function slug(text: string): string {
  return normaliseText(text).replace(/ /g, "-");
}

export function clampDifficulty(value: number): number {
  return Math.min(10, Math.max(1, Math.round(value)));
}
