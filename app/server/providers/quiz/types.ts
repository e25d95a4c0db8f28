import type { QuizGenerationRequest, QuizQuestion, Tiebreaker } from "~/lib/contract/quiz";
import type { PlannedRound } from "~/lib/quiz/round-plan";
import type { PlaceFacts } from "~/server/quiz/bank/builtin-generator.server";

/** Everything a question source needs to write one quiz for one pub. */
export interface QuizBuildInput {
  request: QuizGenerationRequest;
  plan: PlannedRound[];
  place: PlaceFacts | null;
  /** Bank keys of the pub's last 12 quizzes: never asked again. */
  recentKeys: ReadonlySet<string>;
  /** The normalised wording of every question in the pub's last 12 quizzes (written ones have no key). */
  recentTexts: readonly string[];
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
  /** Answers confirmed: by a fact check (live) or by the curated bank (built-in). */
  verifiedCount: number;
}

export interface QuizSource {
  kind: "builtin" | "live";
  /** What the page shows as the question source. */
  label: string;
  /** Fact checks one quiz of this plan costs (live: one per written question; built-in: none). */
  factChecksFor(plan: PlannedRound[]): number;
  generate(input: QuizBuildInput, progress: (percent: number) => Promise<void>): Promise<QuizDraft>;
  /** One new question for the target's round, under the same rules. */
  replace(input: QuizBuildInput, existing: QuizQuestion[], target: QuizQuestion): Promise<DraftQuestion>;
}
