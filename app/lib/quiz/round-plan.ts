/**
 * The round plan: how many questions of which category, in which rounds, at which difficulty.
 * Pure, so the built-in generator and the live OpenAI path plan a quiz the same way.
 */
import type { QuizGenerationRequest, QuizMatch } from "../contract/quiz";
import { CATEGORY_LABELS, MIX_CATEGORIES, type MixCategory, type QuestionCategory } from "./constants";

export interface PlannedRound {
  round: number;
  name: string;
  category: QuestionCategory;
  questionCount: number;
  /** A target difficulty 1-10 per question slot, easiest first. */
  difficulties: number[];
  specificArea?: string;
  /** A match round: built around this fixture. */
  fixtureId?: string;
  /** The match round's fixture, as resolved when the quiz was requested. */
  match?: QuizMatch;
}

export interface DifficultyMix {
  easy: number;
  medium: number;
  hard: number;
}

/** Plain round names, used for every mix round; a second round of one category gets "Part 2". */
export const ROUND_NAMES: Record<QuestionCategory, string> = { ...CATEGORY_LABELS, local: "Local Knowledge" };

/** The order a host would run the mix rounds in: warm up on home turf, news last. */
const ROUND_ORDER: MixCategory[] = [
  "local",
  "generalKnowledge",
  "sports",
  "entertainment",
  "music",
  "currentEvents",
];

/** A pub round holds up to this many questions; bigger shares split into equal rounds. */
export const MAX_ROUND_SIZE = 10;

/** Shares of easy/medium/hard at the slider's ends and middle; levels between are interpolated. */
const MIX_ANCHORS: Record<1 | 5 | 10, [number, number, number]> = {
  1: [0.7, 0.25, 0.05],
  5: [0.3, 0.4, 0.3],
  10: [0.05, 0.25, 0.7],
};

/** Target difficulties inside each band, cycled so a round is not all one number. */
const BAND_TARGETS = { easy: [2, 3, 1], medium: [5, 6, 4, 7], hard: [8, 9, 10] } as const;

/**
 * Splits `total` in proportion to `weights` with the largest-remainder method, so the parts are whole
 * numbers that add up to exactly `total`. Ties go to the earlier key; all-zero weights give nothing.
 */
export function apportion<K extends string>(total: number, weights: Record<K, number>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((acc, key) => acc + Math.max(0, weights[key]), 0);
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  if (sum <= 0 || total <= 0) return result;
  const remainders: Array<{ key: K; fraction: number; index: number }> = [];
  let assigned = 0;
  keys.forEach((key, index) => {
    const exact = (Math.max(0, weights[key]) * total) / sum;
    result[key] = Math.floor(exact);
    assigned += result[key];
    remainders.push({ key, fraction: exact - Math.floor(exact), index });
  });
  remainders.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let i = 0; i < total - assigned; i++) {
    const entry = remainders[i % remainders.length];
    if (entry) result[entry.key] += 1;
  }
  return result;
}

/** The difficulty slider (1-10) as a mix of easy, medium and hard questions that adds up to `count`. */
export function difficultyMix(level: number, count: number): DifficultyMix {
  const clamped = Math.min(10, Math.max(1, level));
  const [low, high, from, to] =
    clamped <= 5
      ? ([1, 5, MIX_ANCHORS[1], MIX_ANCHORS[5]] as const)
      : ([5, 10, MIX_ANCHORS[5], MIX_ANCHORS[10]] as const);
  const t = (clamped - low) / (high - low);
  const share = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * t;
  return apportion(count, { easy: share(0), medium: share(1), hard: share(2) });
}

/** One target difficulty per slot, following the mix, easiest first. */
export function slotDifficulties(level: number, count: number): number[] {
  const mix = difficultyMix(level, count);
  const slots: number[] = [];
  for (const band of ["easy", "medium", "hard"] as const) {
    const targets = BAND_TARGETS[band];
    for (let i = 0; i < mix[band]; i++) slots.push(targets[i % targets.length] ?? 5);
  }
  return slots.sort((a, b) => a - b);
}

/** Splits a category's share into rounds of at most MAX_ROUND_SIZE, as equal as whole numbers allow. */
function roundSizes(count: number): number[] {
  if (count <= 0) return [];
  const rounds = Math.ceil(count / MAX_ROUND_SIZE);
  const base = Math.floor(count / rounds);
  return Array.from({ length: rounds }, (_, i) => base + (i < count % rounds ? 1 : 0));
}

/** The picture round's size: a fifth of the quiz, 4 to 10 pictures, never more than is left. */
export function pictureRoundSize(totalQuestions: number, left: number): number {
  const size = Math.min(MAX_ROUND_SIZE, Math.max(4, Math.round(totalQuestions / 5)));
  return Math.max(0, Math.min(size, left));
}

/** How many questions each mix category gets from what is left after custom and picture rounds. */
export function mixCounts(request: QuizGenerationRequest, mixTotal: number): Record<MixCategory, number> {
  const weights = Object.fromEntries(MIX_CATEGORIES.map((c) => [c, request.categories[c]])) as Record<
    MixCategory,
    number
  >;
  const allZero = MIX_CATEGORIES.every((c) => weights[c] <= 0);
  // Every slider at zero still asks for a quiz: share it out evenly rather than refuse.
  if (allZero) for (const c of MIX_CATEGORIES) weights[c] = 1;

  // localContentWeight is the local slider as a fraction (spec §3: local percent / 100): it replaces
  // the local slider's weight in the proportional split, it is not a share of the whole quiz.
  if (request.localContentWeight !== undefined && !allZero) weights.local = request.localContentWeight * 100;
  return apportion(mixTotal, weights);
}

/**
 * Builds the rounds of a quiz: custom rounds take their counts first, then the picture round (when on),
 * then the rest of totalQuestions is split over the six mix categories by their slider weights.
 * Rounds are numbered in the order they are played: mix rounds with the picture round at half time,
 * custom rounds (a match round, say) at the end.
 */
export function buildRoundPlan(request: QuizGenerationRequest): PlannedRound[] {
  const customTotal = request.customRounds.reduce((acc, r) => acc + r.questionCount, 0);
  let left = Math.max(0, request.totalQuestions - customTotal);
  const picture = request.categories.pictureRound ? pictureRoundSize(request.totalQuestions, left) : 0;
  left -= picture;
  const counts = mixCounts(request, left);

  type Draft = Omit<PlannedRound, "round" | "difficulties">;
  const mixRounds: Draft[] = [];
  for (const category of ROUND_ORDER) {
    const sizes = roundSizes(counts[category]);
    sizes.forEach((questionCount, index) => {
      const name = index === 0 ? ROUND_NAMES[category] : `${ROUND_NAMES[category]} (Part ${index + 1})`;
      mixRounds.push({ name, category, questionCount });
    });
  }
  if (picture > 0) {
    mixRounds.splice(Math.ceil(mixRounds.length / 2), 0, {
      name: ROUND_NAMES.picture,
      category: "picture",
      questionCount: picture,
    });
  }
  const customRounds: Draft[] = request.customRounds.map((r) => ({
    name: r.name,
    category: r.category,
    questionCount: r.questionCount,
    ...(r.specificArea ? { specificArea: r.specificArea } : {}),
    ...(r.fixtureId ? { fixtureId: r.fixtureId } : {}),
    ...(r.fixtureId && r.match ? { match: r.match } : {}),
  }));

  return [...mixRounds, ...customRounds].map((draft, index) => ({
    ...draft,
    round: index + 1,
    difficulties: slotDifficulties(request.difficulty, draft.questionCount),
  }));
}
