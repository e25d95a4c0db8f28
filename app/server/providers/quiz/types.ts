import type { QuizFactChecks, QuizGenerationRequest, QuizQuestion, Tiebreaker } from "~/lib/contract/quiz";
import type { PlannedRound } from "~/lib/quiz/round-plan";
import type { PlaceFacts } from "~/server/quiz/bank/builtin-generator.server";
import type { TownEntry } from "~/server/quiz/bank/towns.server";

/** Everything a question source needs to write one quiz for one pub. */
export interface QuizBuildInput {
  request: QuizGenerationRequest;
  plan: PlannedRound[];
  place: PlaceFacts | null;
  /** The pub's home town in the local index (address or local area), or null when none matches. */
  town: TownEntry | null;
  /**
   * Debits `count` fact checks before they run (live mode): false when the plan's allowance cannot
   * cover them, and the questions they were for then come from the curated bank instead.
   */
  meterFactChecks?: (count: number, ref: string) => Promise<boolean>;
  /** Bank keys of the pub's last 12 quizzes: never asked again. */
  recentKeys: ReadonlySet<string>;
  /** The normalised wording of every question in the pub's last 12 quizzes (written ones have no key). */
  recentTexts: readonly string[];
  /** Team names suggested in the pub's last 12 quizzes: never suggested again. */
  recentTeamNames?: readonly string[];
  now: Date;
  seed: string;
}

/** A question before it is stored: a picture-round question names its shipped picture. */
export type DraftQuestion = QuizQuestion & { picture?: string };

export interface QuizDraft {
  questions: DraftQuestion[];
  tiebreakers: Tiebreaker[];
  teamNames: string[];
  socialTeasers: string[];
  /** Answers a fact check run for this quiz confirmed (live only; 0 for the built-in bank). */
  verifiedCount: number;
  factChecks: QuizFactChecks;
}

export interface QuizSource {
  kind: "builtin" | "live";
  /** What the page shows as the question source. */
  label: string;
  /** Fact checks one quiz of this plan may use at most (live: one per written question; built-in: none). */
  factChecksFor(plan: PlannedRound[]): number;
  generate(input: QuizBuildInput, progress: (percent: number) => Promise<void>): Promise<QuizDraft>;
  /** One new question for the target's round, under the same rules. */
  replace(input: QuizBuildInput, existing: QuizQuestion[], target: QuizQuestion): Promise<DraftQuestion>;
}
