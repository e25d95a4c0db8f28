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

/**
 * Shares of easy (1-3), medium (4-7) and hard (8-10) questions at each slider level, 1 to 10. Chosen
 * so the quiz follows the slider (decision 013): at 1-3 the mean target stays at or under 3.5, at
 * 8-10 it is 7 or more with at least half the questions hard.
 */
const LEVEL_MIX: Record<number, [number, number, number]> = {
  1: [0.9, 0.1, 0],
  2: [0.8, 0.2, 0],
  3: [0.65, 0.35, 0],
  4: [0.45, 0.45, 0.1],
  5: [0.3, 0.45, 0.25],
  6: [0.2, 0.45, 0.35],
  7: [0.1, 0.45, 0.45],
  8: [0.05, 0.3, 0.65],
  9: [0, 0.3, 0.7],
  10: [0, 0.2, 0.8],
};

/**
 * Target difficulties inside each band, cycled so a round is not all one number. Medium slots lean
 * towards the slider: an easy quiz's medium questions are 4s and 5s, a hard quiz's 6s and 7s.
 */
const BAND_TARGETS = {
  easy: [2, 3, 1],
  medium: { low: [4, 5], mid: [5, 6, 4, 7], high: [6, 7] },
  hard: [8, 9, 10],
} as const;

function mediumTargets(level: number): readonly number[] {
  if (level <= 3) return BAND_TARGETS.medium.low;
  if (level >= 8) return BAND_TARGETS.medium.high;
  return BAND_TARGETS.medium.mid;
}

/** The smallest round worth playing: fewer, fuller rounds rather than a round of two. */
export const MIN_ROUND_SIZE = 5;

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
  const clamped = Math.min(10, Math.max(1, Math.round(level)));
  const [easy, medium, hard] = LEVEL_MIX[clamped] ?? [0.3, 0.45, 0.25];
  return apportion(count, { easy, medium, hard });
}

/** One target difficulty per slot, following the mix, easiest first. */
export function slotDifficulties(level: number, count: number): number[] {
  const mix = difficultyMix(level, count);
  const slots: number[] = [];
  const targets = { easy: BAND_TARGETS.easy, medium: mediumTargets(level), hard: BAND_TARGETS.hard };
  for (const band of ["easy", "medium", "hard"] as const) {
    const list = targets[band];
    for (let i = 0; i < mix[band]; i++) slots.push(list[i % list.length] ?? 5);
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

/** The picture round's size: a fifth of the quiz, 5 to 10 pictures; none when fewer than 5 are left. */
export function pictureRoundSize(totalQuestions: number, left: number): number {
  const size = Math.min(MAX_ROUND_SIZE, Math.max(MIN_ROUND_SIZE, Math.round(totalQuestions / 5)));
  const fitted = Math.min(size, left);
  return fitted >= MIN_ROUND_SIZE ? fitted : 0;
}

/** The categories whose capacity a source reports (the picture round is counted on its own). */
export const MIX_CATEGORIES_FOR_CAPACITY = MIX_CATEGORIES;

/** How many questions a source can supply per category (the built-in bank's fresh, allowed ones). */
export type CategoryCapacity = Partial<Record<MixCategory, number>>;

/**
 * How many questions each mix category gets from what is left after custom and picture rounds: by
 * the sliders' weights, never more than `capacity` allows (the excess goes to the others by weight),
 * and never a share under MIN_ROUND_SIZE — the smallest such share is dropped and the split made
 * again, so the quiz has fewer, fuller rounds.
 */
export function mixCounts(
  request: QuizGenerationRequest,
  mixTotal: number,
  capacity: CategoryCapacity = {},
): Record<MixCategory, number> {
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
  const limit = (c: MixCategory) => capacity[c] ?? Number.POSITIVE_INFINITY;
  for (const c of MIX_CATEGORIES) if (limit(c) < MIN_ROUND_SIZE) weights[c] = 0;
  if (mixTotal < MIN_ROUND_SIZE)
    return Object.fromEntries(MIX_CATEGORIES.map((c) => [c, 0])) as Record<MixCategory, number>;

  for (;;) {
    const counts = splitWithin(mixTotal, weights, limit);
    const small = MIX_CATEGORIES.filter((c) => counts[c] > 0 && counts[c] < MIN_ROUND_SIZE);
    const live = MIX_CATEGORIES.filter((c) => counts[c] > 0);
    if (small.length === 0 || live.length <= 1) return counts;
    const drop = small.reduce((a, b) => (weights[b] < weights[a] ? b : a));
    weights[drop] = 0;
  }
}

/** Apportions `total` by weight, capping each category at its limit and re-sharing the excess. */
function splitWithin(
  total: number,
  weights: Record<MixCategory, number>,
  limit: (c: MixCategory) => number,
): Record<MixCategory, number> {
  const result = Object.fromEntries(MIX_CATEGORIES.map((c) => [c, 0])) as Record<MixCategory, number>;
  const open = { ...weights };
  let left = total;
  while (left > 0 && MIX_CATEGORIES.some((c) => open[c] > 0)) {
    const share = apportion(left, open);
    let capped = false;
    for (const c of MIX_CATEGORIES) {
      const room = limit(c) - result[c];
      if (share[c] > room) {
        result[c] += room;
        left -= room;
        open[c] = 0;
        capped = true;
      }
    }
    if (!capped) {
      for (const c of MIX_CATEGORIES) result[c] += share[c];
      left = 0;
    }
  }
  return result;
}

/**
 * Builds the rounds of a quiz: custom rounds take their counts first, then the picture round (when on),
 * then the rest of totalQuestions is split over the six mix categories by their slider weights.
 * Rounds are numbered in the order they are played: mix rounds with the picture round at half time,
 * custom rounds (a match round, say) at the end.
 */
export function buildRoundPlan(
  request: QuizGenerationRequest,
  options: { capacity?: CategoryCapacity; pictures?: number } = {},
): PlannedRound[] {
  const customTotal = request.customRounds.reduce((acc, r) => acc + r.questionCount, 0);
  let left = Math.max(0, request.totalQuestions - customTotal);
  let picture = request.categories.pictureRound
    ? Math.min(pictureRoundSize(request.totalQuestions, left), options.pictures ?? Number.POSITIVE_INFINITY)
    : 0;
  if (picture < MIN_ROUND_SIZE) picture = 0;
  // A stub of fewer than five after the pictures joins the picture round while it has room.
  if (picture > 0 && left - picture > 0 && left - picture < MIN_ROUND_SIZE)
    picture = Math.min(MAX_ROUND_SIZE, left, options.pictures ?? left);
  left -= picture;
  const counts = mixCounts(request, left, options.capacity);
  const planned = MIX_CATEGORIES.reduce((sum, c) => sum + counts[c], 0);
  // Fewer than five left over (custom rounds took nearly everything): they join the last custom round
  // rather than make a round of two.
  const overflow = left - planned;

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
  const customRounds: Draft[] = request.customRounds.map((r, index, all) => ({
    name: r.name,
    category: r.category,
    questionCount: r.questionCount + (index === all.length - 1 && planned === 0 ? overflow : 0),
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
