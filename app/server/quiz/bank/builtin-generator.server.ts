/**
 * The built-in quiz generator (local mode): fills a round plan from the curated question bank under
 * the rules every generator obeys — fresh for the pub (none of its last 12 quizzes' questions),
 * excluded topics absent, no duplicates or near-duplicates, the answer once among four options.
 */
import type { QuizGenerationRequest, QuizQuestion, Tiebreaker } from "~/lib/contract/quiz";
import type { QuestionCategory } from "~/lib/quiz/constants";
import {
  answerConsistent,
  contentTokens,
  excludedBy,
  normaliseText,
  shuffleOptions,
  tokensNearDuplicate,
} from "~/lib/quiz/question-rules";
import type { PlannedRound } from "~/lib/quiz/round-plan";
import { seededRandom, seededShuffle } from "~/lib/seeded-random";
import { inDate, questionBank } from "./bank.server";
import type { BankQuestion } from "./bank-question.server";
import { suggestTeamNames, writeSocialTeasers } from "./extras.server";
import { findTeam, matchQuestions } from "./match-round.server";
import { closeness, type PlaceFacts, placeById, resolvePlace } from "./places.server";
import { tiebreakerBank } from "./tiebreakers.server";

export interface BuiltinQuizInput {
  request: QuizGenerationRequest;
  plan: PlannedRound[];
  place: PlaceFacts | null;
  /** Bank keys of the pub's last 12 quizzes: never served again. */
  recentKeys: ReadonlySet<string>;
  /**
   * The wording of every question in those quizzes. Written questions have no bank key, so a bank
   * question that asks what one of them asked is caught by its words instead.
   */
  recentTexts?: readonly string[];
  now: Date;
  seed: string;
  /** Questions the quiz already holds (another source's rounds): never repeated, by key, fact or wording. */
  alreadyUsed?: ReadonlyArray<{ sourceKey?: string; question: string; picture?: string }>;
}

export type GeneratedQuestion = QuizQuestion & { picture?: string };

export interface BuiltinQuiz {
  questions: GeneratedQuestion[];
  tiebreakers: Tiebreaker[];
  teamNames: string[];
  socialTeasers: string[];
}

/** The bank cannot fill a round without breaking freshness, exclusions or duplicates. */
export class QuizBankExhaustedError extends Error {
  constructor(
    readonly round: string,
    readonly category: QuestionCategory,
  ) {
    super(
      `The built-in question bank has no more fresh ${category} questions for "${round}" under your exclusions. Remove an excluded topic or shorten the round.`,
    );
    this.name = "QuizBankExhaustedError";
  }
}

/**
 * Where a round looks when its own category runs dry (relaxation step 3, after difficulty and
 * question-family spread): the nearest neighbours in a pub's mind.
 */
const NEARBY_CATEGORIES: Record<QuestionCategory, QuestionCategory[]> = {
  local: ["generalKnowledge"],
  sports: ["currentEvents", "generalKnowledge"],
  currentEvents: ["sports", "entertainment", "generalKnowledge"],
  entertainment: ["music", "generalKnowledge"],
  music: ["entertainment", "generalKnowledge"],
  generalKnowledge: ["entertainment", "sports"],
  picture: ["generalKnowledge"],
};

/** How far a question's difficulty may stray from its slot before the rule is relaxed. */
const DIFFICULTY_TOLERANCE = 2;
/** At most this many questions of one family (capitals, club grounds…) per round before relaxing. */
const MAX_KIND_PER_ROUND = 2;

/** What the quiz built so far has used: keys, facts and word sets of every chosen question. */
class QuizState {
  readonly keys = new Set<string>();
  readonly facts = new Set<string>();
  readonly tokens: Array<Set<string>> = [];
  readonly pictures = new Set<string>();

  constructor(existing: ReadonlyArray<{ sourceKey?: string; question: string; picture?: string }> = []) {
    const { byKey } = questionBank();
    for (const q of existing)
      this.add(q.sourceKey ? byKey.get(q.sourceKey) : undefined, q.question, q.picture, q.sourceKey);
  }

  add(bankQuestion: BankQuestion | undefined, text: string, picture?: string, key?: string): void {
    if (key) this.keys.add(key);
    if (bankQuestion?.fact) this.facts.add(bankQuestion.fact);
    if (picture) this.pictures.add(picture);
    // Picture questions share their words ("Which country's flag is this?"): the picture tells them apart.
    if (!picture) this.tokens.push(contentTokens(text));
  }

  clashes(q: BankQuestion, tokens: Set<string>): boolean {
    if (this.keys.has(q.key) || (q.fact && this.facts.has(q.fact))) return true;
    if (q.picture) return this.pictures.has(q.picture);
    return this.tokens.some((t) => tokensNearDuplicate(t, tokens));
  }
}

interface Rules {
  recentKeys: ReadonlySet<string>;
  recentWordings: ReadonlySet<string>;
  excludeTopics: readonly string[];
  now: Date;
  /** Each pool filtered once per quiz: exclusions and dates don't change between slots. */
  allowedPools: Map<BankQuestion[], BankQuestion[]>;
}

function rulesFor(input: BuiltinQuizInput): Rules {
  return {
    recentKeys: input.recentKeys,
    recentWordings: new Set(input.recentTexts),
    excludeTopics: input.request.excludeTopics,
    now: input.now,
    allowedPools: new Map(),
  };
}

function allowedIn(pool: BankQuestion[], rules: Rules): BankQuestion[] {
  let list = rules.allowedPools.get(pool);
  if (!list) {
    list = pool.filter((q) => allowed(q, rules));
    rules.allowedPools.set(pool, list);
  }
  return list;
}

/** The rules no relaxation may break: fresh, in date, not excluded, well formed. */
function allowed(q: BankQuestion, rules: Rules): boolean {
  return (
    !rules.recentKeys.has(q.key) &&
    // Picture questions share one wording: their picture key alone tells them apart.
    (q.picture !== undefined || !rules.recentWordings.has(normaliseText(q.question))) &&
    inDate(q, rules.now) &&
    !excludedBy(q, rules.excludeTopics) &&
    answerConsistent({ answer: q.answer, options: [q.answer, ...q.wrong] })
  );
}

interface SlotContext {
  target: number;
  place: PlaceFacts | null;
  kindsInRound: Map<string, number>;
  random: () => number;
}

/** Lower is better: nearness to the pub first (local), then difficulty, then family spread, then chance. */
function score(q: BankQuestion, slot: SlotContext): number {
  const near =
    q.category === "local" ? (3 - closeness(slot.place, q.place ? placeById(q.place) : undefined)) * 4 : 0;
  return (
    near +
    Math.abs(q.difficulty - slot.target) +
    (slot.kindsInRound.get(q.kind) ?? 0) * 1.5 +
    slot.random() * 1.2
  );
}

function pickFor(
  pools: BankQuestion[][],
  slot: SlotContext,
  state: QuizState,
  rules: Rules,
): BankQuestion | null {
  const tokens = questionBank().tokens;
  // Relaxation order: (1) strict difficulty and family spread, (2) any difficulty, (3) any family,
  // then the same in each nearby category. Freshness, exclusions and duplicates hold throughout.
  const stages: Array<(q: BankQuestion) => boolean> = [
    (q) =>
      Math.abs(q.difficulty - slot.target) <= DIFFICULTY_TOLERANCE &&
      (slot.kindsInRound.get(q.kind) ?? 0) < MAX_KIND_PER_ROUND,
    (q) => (slot.kindsInRound.get(q.kind) ?? 0) < MAX_KIND_PER_ROUND,
    () => true,
  ];
  for (const pool of pools) {
    const ranked = allowedIn(pool, rules)
      .map((q) => ({ q, s: score(q, slot) }))
      .sort((a, b) => a.s - b.s);
    for (const stage of stages) {
      for (const { q } of ranked) {
        if (!stage(q)) continue;
        if (state.clashes(q, tokens.get(q.key) ?? contentTokens(q.question))) continue;
        return q;
      }
    }
  }
  return null;
}

/**
 * How relevant a question is to the pub: 10 its own place, 7 its county, 4 its region, 1 elsewhere
 * in the UK; 5 for a question about a club from the pub's own town; 0 for general knowledge.
 */
function localRelevance(q: BankQuestion, place: PlaceFacts | null): number {
  if (q.place) return place ? ([1, 4, 7, 10][closeness(place, placeById(q.place))] ?? 1) : 1;
  if (place && q.teams?.some((name) => clubTown(name) === place.name)) return 5;
  return 0;
}

function clubTown(name: string): string | undefined {
  return findTeam(name, "")?.town;
}

function toQuizQuestion(
  q: BankQuestion,
  round: { round: number; name: string },
  id: string,
  seed: string,
  place: PlaceFacts | null,
): GeneratedQuestion {
  return {
    id,
    round: round.round,
    roundName: round.name,
    category: q.category,
    difficulty: q.difficulty,
    question: q.question,
    answer: q.answer,
    options: shuffleOptions(q.answer, q.wrong, `${seed}:${q.key}`),
    explanation: q.explanation,
    localRelevance: localRelevance(q, place),
    sources: q.sources.slice(0, 4),
    tags: q.tags,
    sourceKey: q.key,
    ...(q.picture ? { picture: q.picture } : {}),
  };
}

function poolsFor(round: PlannedRound): BankQuestion[][] {
  const { byCategory } = questionBank();
  const own = byCategory.get(round.category) ?? [];
  const nearby = NEARBY_CATEGORIES[round.category].map((c) => byCategory.get(c) ?? []);
  if (round.match) {
    const { specific, related } = matchQuestions(round.match);
    return [specific, related, own, ...nearby];
  }
  return [own, ...nearby];
}

/** Fills one planned round, slot by slot. */
function fillRound(
  round: PlannedRound,
  input: BuiltinQuizInput,
  state: QuizState,
  rules: Rules,
  random: () => number,
): GeneratedQuestion[] {
  const place = round.specificArea ? (resolvePlace(round.specificArea) ?? input.place) : input.place;
  const pools = poolsFor(round);
  const kindsInRound = new Map<string, number>();
  const out: GeneratedQuestion[] = [];
  round.difficulties.forEach((target, index) => {
    const q = pickFor(pools, { target, place, kindsInRound, random }, state, rules);
    if (!q) throw new QuizBankExhaustedError(round.name, round.category);
    state.add(q, q.question, q.picture, q.key);
    kindsInRound.set(q.kind, (kindsInRound.get(q.kind) ?? 0) + 1);
    out.push(toQuizQuestion(q, round, `r${round.round}q${index + 1}`, input.seed, input.place));
  });
  return out;
}

function pickTiebreakers(input: BuiltinQuizInput, random: () => number): Tiebreaker[] {
  if (!input.request.generateTiebreakers) return [];
  const usable = tiebreakerBank().filter(
    (t) =>
      !input.recentKeys.has(t.key) &&
      !excludedBy({ tags: t.tags, question: t.question, answer: "" }, input.request.excludeTopics),
  );
  const chosen = seededShuffle(usable, `${input.seed}:tiebreakers:${Math.floor(random() * 1e9)}`).slice(
    0,
    input.request.tiebreakerCount,
  );
  return chosen.map((t) => ({
    id: t.key,
    question: t.question,
    answer: t.answer,
    ...(t.unit ? { unit: t.unit } : {}),
    explanation: t.explanation,
    sources: t.sources,
  }));
}

/**
 * Builds a whole quiz from the bank. Throws QuizBankExhaustedError only when a round truly cannot
 * be filled without breaking freshness, exclusions or duplicates.
 */
export function generateBuiltinQuiz(input: BuiltinQuizInput): BuiltinQuiz {
  const random = seededRandom(input.seed);
  const rules = rulesFor(input);
  const state = new QuizState([
    ...(input.alreadyUsed ?? []),
    ...(input.recentTexts ?? []).map((question) => ({ question })),
  ]);
  const questions = input.plan.flatMap((round) => fillRound(round, input, state, rules, random));
  return {
    questions,
    tiebreakers: pickTiebreakers(input, random),
    teamNames: input.request.includeTeamNames ? suggestTeamNames(input.request, input.place, input.seed) : [],
    socialTeasers: input.request.createSocialTeasers
      ? writeSocialTeasers(input.request, questions, input.place, input.now)
      : [],
  };
}

/**
 * One new question to replace `target`: same round and category, as near its difficulty as the bank
 * allows, under the same rules, and neither the target nor any question already in the quiz.
 */
export function pickReplacement(
  input: BuiltinQuizInput,
  existing: ReadonlyArray<QuizQuestion & { picture?: string }>,
  target: QuizQuestion,
): GeneratedQuestion {
  const rules = rulesFor(input);
  const others = existing.filter((q) => q.id !== target.id);
  const state = new QuizState(others);
  if (target.sourceKey) state.keys.add(target.sourceKey);
  const targetBank = target.sourceKey ? questionBank().byKey.get(target.sourceKey) : undefined;
  if (targetBank?.fact) state.facts.add(targetBank.fact);
  if (targetBank?.picture) state.pictures.add(targetBank.picture);

  const planned = input.plan.find((r) => r.round === target.round);
  const round: PlannedRound = planned ?? {
    round: target.round,
    name: target.roundName,
    category: target.category,
    questionCount: 1,
    difficulties: [target.difficulty],
  };
  const kindsInRound = new Map<string, number>();
  for (const q of others.filter((o) => o.round === target.round)) {
    const kind = q.sourceKey ? questionBank().byKey.get(q.sourceKey)?.kind : undefined;
    if (kind) kindsInRound.set(kind, (kindsInRound.get(kind) ?? 0) + 1);
  }
  const place = round.specificArea ? (resolvePlace(round.specificArea) ?? input.place) : input.place;
  const random = seededRandom(`${input.seed}:replace:${target.id}:${target.sourceKey ?? ""}`);
  const q = pickFor(
    poolsFor(round),
    { target: target.difficulty, place, kindsInRound, random },
    state,
    rules,
  );
  if (!q) throw new QuizBankExhaustedError(round.name, round.category);
  return toQuizQuestion(
    q,
    { round: target.round, name: target.roundName },
    target.id,
    `${input.seed}:${target.id}`,
    input.place,
  );
}

export { questionBankSize } from "./bank.server";
export { writeSocialTeasers } from "./extras.server";
export { loadPictureBytes } from "./pictures.server";
export { type PlaceFacts, resolvePlace } from "./places.server";
