import type { CustomRound, QuizGenerationInput } from "~/lib/contract/quiz";
import { type MixCategory, QUIZ_DEFAULTS, QUIZ_LIMITS } from "~/lib/quiz/constants";
import { defaultQuizTitle, MY_PUB } from "../shared";

const { customRoundQuestions } = QUIZ_LIMITS;

export const QUESTION_COUNTS = [20, 30, 40, 50, 60] as const;
export const MAX_ROUNDS = 6;
export const MAX_TOPICS = 20;

export const NO_FIXTURE = "Choose the fixture for each match round, or untick 'Match round'.";

/** A custom round as typed: the count stays text until it is checked (spec §5: 5-20, else 10). */
export interface RoundDraft {
  key: string;
  name: string;
  category: MixCategory;
  questionCount: string;
  specificArea: string;
  /** null: not a match round; "": a match round without its fixture yet. */
  fixtureId: string | null;
}

/** The Generate form as typed: local to the page until it is sent. */
export interface QuizForm {
  title: string;
  /** True once the landlord types a title: until then it follows the date. */
  titleEdited: boolean;
  quizDate: string;
  localArea: string;
  expectedCrowd: number;
  difficulty: number;
  totalQuestions: number;
  mix: Record<MixCategory, number>;
  pictureRound: boolean;
  includeTeamNames: boolean;
  createSocialTeasers: boolean;
  generateTiebreakers: boolean;
  tiebreakerCount: number;
  customRounds: RoundDraft[];
  excludeTopics: string[];
}

/** The §9 defaults: 40 questions, crowd 45, difficulty 5, the content mix, switches, today's title. */
export function defaultQuizForm(today: string): QuizForm {
  return {
    title: defaultQuizTitle(today),
    titleEdited: false,
    quizDate: today,
    localArea: "",
    expectedCrowd: QUIZ_DEFAULTS.expectedCrowd,
    difficulty: QUIZ_DEFAULTS.difficulty,
    totalQuestions: QUIZ_DEFAULTS.totalQuestions,
    mix: { ...QUIZ_DEFAULTS.categories },
    pictureRound: QUIZ_DEFAULTS.pictureRound,
    includeTeamNames: QUIZ_DEFAULTS.includeTeamNames,
    createSocialTeasers: QUIZ_DEFAULTS.createSocialTeasers,
    generateTiebreakers: QUIZ_DEFAULTS.generateTiebreakers,
    tiebreakerCount: QUIZ_DEFAULTS.tiebreakerCount,
    customRounds: [],
    excludeTopics: [],
  };
}

let nextRoundKey = 1;

/** A new, empty custom round of the default size. */
export function newRound(): RoundDraft {
  return {
    key: `round-${nextRoundKey++}`,
    name: "",
    category: "generalKnowledge",
    questionCount: String(customRoundQuestions.fallback),
    specificArea: "",
    fixtureId: null,
  };
}

/** 5-20, and 10 when the box holds no number (spec §5). */
export function roundQuestionCount(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return customRoundQuestions.fallback;
  return Math.min(customRoundQuestions.max, Math.max(customRoundQuestions.min, value));
}

/** What stops the form being sent, as the toast says it; null when it can go. */
export function formProblem(form: QuizForm): { title: string; description: string; rounds?: true } | null {
  if (form.title.trim() === "") {
    return { title: "Title Required", description: "Please enter a title for your quiz" };
  }
  if (form.customRounds.some((round) => round.name.trim() === "")) {
    return { title: "Round name needed", description: "Each custom round needs a name", rounds: true };
  }
  if (form.customRounds.some((round) => round.fixtureId === "")) {
    return { title: "Match needed", description: NO_FIXTURE, rounds: true };
  }
  return null;
}

/** The form as the §3 generation request. */
export function toGenerationInput(form: QuizForm): QuizGenerationInput {
  const customRounds: CustomRound[] = form.customRounds.map((round) => ({
    name: round.name.trim(),
    category: round.category,
    questionCount: roundQuestionCount(round.questionCount),
    specificArea: round.specificArea.trim(),
    ...(round.fixtureId ? { fixtureId: round.fixtureId } : {}),
  }));
  return {
    title: form.title.trim(),
    quizDate: form.quizDate,
    expectedCrowd: form.expectedCrowd,
    difficulty: form.difficulty,
    totalQuestions: form.totalQuestions,
    localArea: form.localArea.trim(),
    categories: { ...form.mix, pictureRound: form.pictureRound },
    customRounds,
    excludeTopics: form.excludeTopics,
    includeTeamNames: form.includeTeamNames,
    createSocialTeasers: form.createSocialTeasers,
    generateTiebreakers: form.generateTiebreakers,
    tiebreakerCount: form.tiebreakerCount,
    pubProfileId: MY_PUB,
    localContentWeight: form.mix.local / 100,
  };
}
