/**
 * The built-in quiz generator (local mode): fills a round plan from the curated question bank under
 * the rules every generator obeys — fresh for the pub (none of its last 12 quizzes' questions),
 * excluded topics absent, no duplicates or near-duplicates, the answer once among four options.
 */
import type { QuizGenerationRequest, QuizQuestion, Tiebreaker } from "~/lib/contract/quiz";
import { givesAwayWithin } from "~/lib/quiz/checker";
import type { QuestionCategory } from "~/lib/quiz/constants";
import {
  contentTokens,
  excludedBy,
  normaliseText,
  shuffleOptions,
  tokensNearDuplicate,
} from "~/lib/quiz/question-rules";
import {
  type CategoryCapacity,
  MIX_CATEGORIES_FOR_CAPACITY,
  type PlannedRound,
  ROUND_NAMES,
} from "~/lib/quiz/round-plan";
import { seededRandom, seededShuffle } from "~/lib/seeded-random";
import { inDate, questionBank } from "./bank.server";
import type { BankQuestion } from "./bank-question.server";
import { suggestTeamNames, writeSocialTeasers } from "./extras.server";
import {
  type LocalHome,
  localHome,
  localRoundName,
  resolveTown,
  TIERS,
  type Tier,
  tierOf,
  townForPlace,
} from "./local-round.server";
import { findTeam, matchQuestions } from "./match-round.server";
import type { PlaceFacts } from "./places.server";
import { tiebreakerBank } from "./tiebreakers.server";
import type { TownEntry } from "./towns.server";

export interface BuiltinQuizInput {
  request: QuizGenerationRequest;
  plan: PlannedRound[];
  place: PlaceFacts | null;
  /** The pub's home town in the local index (from its address or local area); derived from `place` when absent. */
  town?: TownEntry | null;
  /** Bank keys of the pub's last 12 quizzes: never served again. */
  recentKeys: ReadonlySet<string>;
  /**
   * The wording of every question in those quizzes. Written questions have no bank key, so a bank
   * question that asks what one of them asked is caught by its words instead.
   */
  recentTexts?: readonly string[];
  /** Team names the pub was offered in its last 12 quizzes. */
  recentTeamNames?: readonly string[];
  now: Date;
  seed: string;
  /** Questions the quiz already holds (another source's rounds): never repeated, by key, fact or wording. */
  alreadyUsed?: ReadonlyArray<{ sourceKey?: string; question: string; answer?: string; picture?: string }>;
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
    readonly category: QuestionCategory | null,
  ) {
    super(
      category
        ? `The built-in question bank has no more fresh ${category} questions for "${round}" under your exclusions. Remove an excluded topic or shorten the round.`
        : `The built-in question bank has too few fresh questions for ${round} under your exclusions. Remove an excluded topic or ask for fewer questions.`,
    );
    this.name = "QuizBankExhaustedError";
  }
}

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
  /** This quiz's questions with their answers: none may give another's answer away. */
  readonly asked: Array<{ question: string; answer: string; wrong: readonly string[] }> = [];

  constructor(
    existing: ReadonlyArray<{ sourceKey?: string; question: string; answer?: string; picture?: string }> = [],
  ) {
    const { byKey } = questionBank();
    for (const q of existing)
      this.add(
        q.sourceKey ? byKey.get(q.sourceKey) : undefined,
        q.question,
        q.picture,
        q.sourceKey,
        q.answer,
      );
  }

  add(
    bankQuestion: BankQuestion | undefined,
    text: string,
    picture?: string,
    key?: string,
    answer?: string,
  ): void {
    if (key) this.keys.add(key);
    if (bankQuestion?.fact) this.facts.add(bankQuestion.fact);
    if (picture) this.pictures.add(picture);
    if (answer !== undefined) this.asked.push({ question: text, answer, wrong: [] });
    // Picture questions share their words ("Which country's flag is this?"): the picture tells them apart.
    if (!picture) this.tokens.push(contentTokens(text));
  }

  clashes(q: BankQuestion, tokens: Set<string>): boolean {
    if (this.keys.has(q.key) || (q.fact && this.facts.has(q.fact))) return true;
    // "Which river flows through Leeds?" would give away "Which city is home to the Royal Armouries?".
    if (this.asked.some((other) => givesAwayWithin(other, q))) return true;
    if (q.picture) return this.pictures.has(q.picture);
    return this.tokens.some((t) => tokensNearDuplicate(t, tokens));
  }
}

interface Rules {
  recentKeys: ReadonlySet<string>;
  /** Facts behind those keys: a fact asked in other words is still a repeat. */
  recentFacts: ReadonlySet<string>;
  recentWordings: ReadonlySet<string>;
  excludeTopics: readonly string[];
  now: Date;
  /** Each pool filtered once per quiz: exclusions and dates don't change between slots. */
  allowedPools: Map<BankQuestion[], BankQuestion[]>;
}

/**
 * The rules for one pub's quiz, kept while the same recent-keys set is in use: planning (the bank's
 * capacity) and writing the quiz then filter each pool once between them.
 */
const rulesCache = new WeakMap<ReadonlySet<string>, { signature: string; rules: Rules }>();

function rulesFor(input: BuiltinQuizInput): Rules {
  const signature = JSON.stringify([
    input.now.toISOString().slice(0, 10),
    input.request.excludeTopics,
    input.recentTexts?.length ?? 0,
    // A caller may add to the same set between quizzes (a week's keys after the week).
    input.recentKeys.size,
  ]);
  const cached = rulesCache.get(input.recentKeys);
  if (cached?.signature === signature) return cached.rules;
  const rules = freshRules(input);
  rulesCache.set(input.recentKeys, { signature, rules });
  return rules;
}

function freshRules(input: BuiltinQuizInput): Rules {
  const { byKey } = questionBank();
  const recentFacts = new Set<string>();
  for (const key of input.recentKeys) {
    const fact = byKey.get(key)?.fact;
    if (fact) recentFacts.add(fact);
  }
  return {
    recentKeys: input.recentKeys,
    recentFacts,
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

/** The rules no relaxation may break: fresh, in date, not excluded (the checker saw to well formed). */
function allowed(q: BankQuestion, rules: Rules): boolean {
  return (
    !rules.recentKeys.has(q.key) &&
    !(q.fact && rules.recentFacts.has(q.fact)) &&
    // Picture questions share one wording: their picture key alone tells them apart.
    (q.picture !== undefined ||
      rules.recentWordings.size === 0 ||
      !rules.recentWordings.has(questionBank().wordings.get(q.key) ?? normaliseText(q.question))) &&
    inDate(q, rules.now) &&
    !excludedBy(q, rules.excludeTopics)
  );
}

interface SlotContext {
  target: number;
  kindsInRound: Map<string, number>;
  random: () => number;
  /** The pub's own town (local rounds): its facts come before its neighbours' at a like difficulty. */
  home?: LocalHome | null;
}

/** How much nearer than its neighbours' facts the town's own facts rank (in difficulty points). */
const OWN_TOWN_PREFERENCE = 2.5;

/** Lower is better: difficulty first, then the pub's own town, family spread, then chance. */
function score(q: BankQuestion, slot: SlotContext): number {
  const own =
    slot.home && q.category === "local" && tierOf(q, slot.home) === TIERS.town ? OWN_TOWN_PREFERENCE : 0;
  return (
    Math.abs(q.difficulty - slot.target) -
    own +
    (slot.kindsInRound.get(q.kind) ?? 0) * 1.5 +
    slot.random() * 1.2
  );
}

/** The same difficulty band as the slot's target (1-3, 4-7, 8-10): what the slider promised. */
function sameBand(a: number, b: number): boolean {
  const band = (d: number) => (d <= 3 ? 0 : d <= 7 ? 1 : 2);
  return band(a) === band(b);
}

/**
 * The groups a round's candidates are tried in, nearest first. A local round tries the town and
 * 25 miles around before the county, the county before the wider radius, and so on; every other
 * round is one group per pool (a match round's own fixture first).
 */
function candidateGroups(pools: BankQuestion[][], home: LocalHome | null, local: boolean): BankQuestion[][] {
  if (!local) return pools;
  if (!home) return [];
  const groups: BankQuestion[][] = [[], [], [], [], []];
  const groupOf: Record<Tier, number> = { 0: 0, 1: 0, 2: 1, 3: 2, 4: 3, 5: 4 };
  for (const q of pools.flat()) {
    const tier = tierOf(q, home);
    if (tier !== null) groups[groupOf[tier]]?.push(q);
  }
  return groups;
}

function pickFor(
  groups: BankQuestion[][],
  slot: SlotContext,
  state: QuizState,
  rules: Rules,
): BankQuestion | null {
  const tokens = questionBank().tokens;
  // Relaxation order within each group: (1) the slot's difficulty band and family spread, (2) the band
  // alone, (3) within two of the target, (4) any difficulty with family spread, (5) anything. Only then the next group
  // (further from the pub, or the match's wider pool). Freshness, exclusions, duplicates and the
  // round's own category hold throughout.
  const spread = (q: BankQuestion) => (slot.kindsInRound.get(q.kind) ?? 0) < MAX_KIND_PER_ROUND;
  // The slider's band comes before family spread: a hard quiz keeps its hard questions even when
  // they share a family (three "which year" questions rather than an easy one).
  const stages: Array<(q: BankQuestion) => boolean> = [
    (q) => sameBand(q.difficulty, slot.target) && spread(q),
    (q) => sameBand(q.difficulty, slot.target),
    (q) => Math.abs(q.difficulty - slot.target) <= DIFFICULTY_TOLERANCE && spread(q),
    spread,
    () => true,
  ];
  for (const group of groups) {
    const scored = allowedIn(group, rules).map((q) => ({ q, s: score(q, slot) }));
    for (const stage of stages) {
      // The best-scored candidate that passes the stage and does not clash with the quiz so far:
      // picked by repeated minimum rather than a full sort, since the first few almost always fit.
      const passing = scored.filter(({ q }) => stage(q));
      while (passing.length > 0) {
        let best = 0;
        for (let i = 1; i < passing.length; i++) if ((passing[i]?.s ?? 0) < (passing[best]?.s ?? 0)) best = i;
        const { q } = passing[best] ?? { q: undefined };
        passing.splice(best, 1);
        if (!q) break;
        if (state.clashes(q, tokens.get(q.key) ?? contentTokens(q.question))) continue;
        return q;
      }
    }
  }
  return null;
}

/** Local relevance by tier: the town 10, 25 miles 8, the county 6, the wider radius 5, region 3, nation 2. */
const TIER_RELEVANCE: Record<Tier, number> = { 0: 10, 1: 8, 2: 6, 3: 5, 4: 3, 5: 2 };

/**
 * How relevant a question is to the pub: by its local tier; 5 for a question about a club from the
 * pub's own town; 0 for general knowledge.
 */
function localRelevance(q: BankQuestion, home: LocalHome | null): number {
  if (q.category === "local") {
    const tier = home ? tierOf(q, home) : null;
    return tier === null ? 1 : TIER_RELEVANCE[tier];
  }
  if (home && q.teams?.some((name) => clubTown(name) === home.town.name)) return 5;
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
  home: LocalHome | null,
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
    localRelevance: localRelevance(q, home),
    sources: q.sources.slice(0, 4),
    aliases: q.aliases ?? [],
    provenance: "curated-bank",
    tags: q.tags,
    sourceKey: q.key,
    ...(q.picture ? { picture: q.picture } : {}),
  };
}

/** A round's own category only (no sports clubs under Current Events); a match round's fixture first. */
function poolsFor(round: Pick<PlannedRound, "category" | "match">): BankQuestion[][] {
  const own = questionBank().byCategory.get(round.category) ?? [];
  if (round.match) {
    const { specific, related } = matchQuestions(round.match);
    return [specific, related, own];
  }
  return [own];
}

/** The pub's home for local questions: the round's own area, else the quiz's town. */
function homeFor(round: Pick<PlannedRound, "specificArea">, input: BuiltinQuizInput): LocalHome | null {
  const town = (round.specificArea ? resolveTown(round.specificArea) : null) ?? quizTown(input);
  return town ? localHome(town, questionBank().byCategory.get("local") ?? []) : null;
}

function quizTown(input: BuiltinQuizInput): TownEntry | null {
  return input.town !== undefined ? input.town : townForPlace(input.place);
}

/** A mix round called "Local Knowledge" (or its Part 2) is renamed for what it covers. */
function localMixPart(name: string): number | null {
  if (name === ROUND_NAMES.local) return 1;
  const part = new RegExp(`^${ROUND_NAMES.local} \\(Part (\\d+)\\)$`).exec(name);
  return part ? Number(part[1]) : null;
}

/** Fills one planned round, slot by slot. */
function fillRound(
  round: PlannedRound,
  input: BuiltinQuizInput,
  state: QuizState,
  rules: Rules,
  random: () => number,
): GeneratedQuestion[] {
  const local = round.category === "local";
  const home = homeFor(round, input);
  const groups = candidateGroups(poolsFor(round), home, local);
  const kindsInRound = new Map<string, number>();
  const chosen: BankQuestion[] = [];
  for (const target of round.difficulties) {
    const q = pickFor(groups, { target, kindsInRound, random, home: local ? home : null }, state, rules);
    if (!q) throw new QuizBankExhaustedError(round.name, round.category);
    state.add(q, q.question, q.picture, q.key, q.answer);
    kindsInRound.set(q.kind, (kindsInRound.get(q.kind) ?? 0) + 1);
    chosen.push(q);
  }
  const part = local && home ? localMixPart(round.name) : null;
  const deepest = home
    ? chosen.reduce<Tier>((deep, q) => Math.max(deep, tierOf(q, home) ?? TIERS.nation) as Tier, TIERS.town)
    : TIERS.town;
  const name = part !== null && home ? localRoundName(home, deepest, part) : round.name;
  return chosen.map((q, index) =>
    toQuizQuestion(
      q,
      { round: round.round, name },
      `r${round.round}q${index + 1}`,
      input.seed,
      homeFor({}, input),
    ),
  );
}

/**
 * What the bank can supply for this pub under the rules that never relax: per mix category the fresh,
 * in-date, not-excluded questions (local ones only when local to the pub), and the pictures. The
 * round plan never asks a category for more.
 */
export function bankCapacity(input: BuiltinQuizInput): { capacity: CategoryCapacity; pictures: number } {
  const rules = rulesFor(input);
  const { byCategory } = questionBank();
  const home = homeFor({}, input);
  const capacity: CategoryCapacity = {};
  for (const category of MIX_CATEGORIES_FOR_CAPACITY) {
    const pool = allowedIn(byCategory.get(category) ?? [], rules);
    // Facts share question families, so a pool counts by distinct fact.
    const facts = new Set(
      pool
        .filter((q) => category !== "local" || (home && tierOf(q, home) !== null))
        .map((q) => q.fact ?? q.key),
    );
    capacity[category] = facts.size;
  }
  const pictures = allowedIn(byCategory.get("picture") ?? [], rules).length;
  return { capacity, pictures };
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
  // A match round can only ask about its two teams, so it picks first: otherwise the local round
  // can take "Which club plays at Elland Road?" and leave the match round nothing to ask. The quiz
  // keeps the plan's order.
  const filled = new Map<PlannedRound, GeneratedQuestion[]>();
  const byConstraint = [...input.plan].sort((a, b) => Number(Boolean(b.match)) - Number(Boolean(a.match)));
  for (const round of byConstraint) filled.set(round, fillRound(round, input, state, rules, random));
  const questions = input.plan.flatMap((round) => filled.get(round) ?? []);
  return {
    questions,
    tiebreakers: pickTiebreakers(input, random),
    teamNames: input.request.includeTeamNames
      ? suggestTeamNames(input.request, input.place, input.seed, input.recentTeamNames)
      : [],
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

  // The plan a quiz is regenerated from may number its rounds differently from the stored quiz (the
  // bank's capacity shapes the plan), so the target's own round and category decide.
  const planned = input.plan.find((r) => r.round === target.round && r.category === target.category);
  const round: PlannedRound = {
    round: target.round,
    name: target.roundName,
    category: target.category,
    questionCount: 1,
    difficulties: [target.difficulty],
    ...(planned?.specificArea ? { specificArea: planned.specificArea } : {}),
    ...(planned?.match ? { match: planned.match } : {}),
  };
  const kindsInRound = new Map<string, number>();
  for (const q of others.filter((o) => o.round === target.round)) {
    const kind = q.sourceKey ? questionBank().byKey.get(q.sourceKey)?.kind : undefined;
    if (kind) kindsInRound.set(kind, (kindsInRound.get(kind) ?? 0) + 1);
  }
  const home = homeFor(round, input);
  const random = seededRandom(`${input.seed}:replace:${target.id}:${target.sourceKey ?? ""}`);
  const q = pickFor(
    candidateGroups(poolsFor(round), home, round.category === "local"),
    { target: target.difficulty, kindsInRound, random, home: round.category === "local" ? home : null },
    state,
    rules,
  );
  if (!q) throw new QuizBankExhaustedError(round.name, round.category);
  return toQuizQuestion(
    q,
    { round: target.round, name: target.roundName },
    target.id,
    `${input.seed}:${target.id}`,
    homeFor({}, input),
  );
}

export { questionBankSize } from "./bank.server";
export { writeSocialTeasers } from "./extras.server";
export { resolveTown } from "./local-round.server";
export { loadPictureBytes } from "./pictures.server";
export { type PlaceFacts, resolvePlace } from "./places.server";
