/**
 * The half-time quiz's questions (issue 21, point 7): ten from the checked bank about a televised
 * match's two sides and their grounds, filled from the competition, then the sport, then sport in
 * general when the bank knows too few, each shown under a round named for what it really covers: a
 * question is never presented as about the teams when it is not. Pure (no Worker bindings), so the
 * unit tests run it against the real bank and the built-in fixture feed.
 */

import type { QuizQuestion } from "~/lib/contract/quiz";
import type { Fixture } from "~/lib/contract/sports";
import { givesAwayWithin } from "~/lib/quiz/checker";
import { contentTokens, normaliseText, shuffleOptions, tokensNearDuplicate } from "~/lib/quiz/question-rules";
import { seededShuffle } from "~/lib/seeded-random";
import { SPORT_LABELS } from "~/lib/sports/constants";
import { inDate, questionBank } from "./bank/bank.server";
import { type BankQuestion, slug } from "./bank/bank-question.server";
import { findTeam } from "./bank/match-round.server";

export const HALF_TIME_QUESTIONS = 10;

/** What each question is about, nearest the match first: the order the quiz is filled in. */
export const HALF_TIME_TIERS = ["teams", "competition", "sport", "general"] as const;
export type HalfTimeTier = (typeof HALF_TIME_TIERS)[number];

export type HalfTimeMatch = Pick<Fixture, "id" | "homeTeam" | "awayTeam" | "sport" | "competition" | "venue">;

export interface HalfTimeSelection {
  questions: Array<{ q: BankQuestion; tier: HalfTimeTier }>;
  /** How many of the questions are about the two teams or their grounds. */
  aboutTeams: number;
  /** Said on the screen (and in the API's answer) when the teams could not fill the quiz. */
  note: string | null;
}

/**
 * Names that identify a team or its ground in a question's words: the sides' full names and the
 * grounds the sports reference data gives them, never a nickname like "City". The fixture's venue
 * text is not used: "The Green" would match a question about parsley sauce.
 */
function matchNames(match: HalfTimeMatch) {
  const teams = [match.homeTeam, match.awayTeam].filter((name) => name.trim() !== "");
  const records = teams.map((name) => findTeam(name, match.sport)).filter((t) => t !== undefined);
  const teamNames = new Set([...teams, ...records.map((t) => t.name)].map(normaliseText));
  const grounds = new Set(
    records.map((t) => normaliseText(t.ground ?? "")).filter((name) => name.length >= 4),
  );
  return { teamNames, grounds };
}

/** Whether `phrase` stands in `text` as whole words. */
function mentions(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

function tierOf(q: BankQuestion, match: HalfTimeMatch, names: ReturnType<typeof matchNames>): HalfTimeTier {
  const words = normaliseText(`${q.question} ${q.answer}`);
  // Another sport's question is never about these sides: "England" won football's 1966 World Cup,
  // not tonight's rugby.
  const sameSport = q.tags.includes(match.sport);
  if (!sameSport) return "general";
  const tagged = q.teams?.some((team) => names.teamNames.has(normaliseText(team))) ?? false;
  // Words alone count only in sports questions: "Reading" in a question about the Thames is the town.
  const named =
    q.category === "sports" && [...names.teamNames, ...names.grounds].some((name) => mentions(words, name));
  if (tagged || named) return "teams";
  const competition = normaliseText(match.competition);
  if (competition && (q.tags.includes(slug(match.competition)) || mentions(words, competition)))
    return "competition";
  return "sport";
}

/** The round each tier's questions are shown under: it says what they are about. */
export function tierRoundName(tier: HalfTimeTier, match: HalfTimeMatch): string {
  switch (tier) {
    case "teams":
      return match.awayTeam ? `${match.homeTeam} and ${match.awayTeam}` : match.homeTeam;
    case "competition":
      return `Around the ${match.competition}`;
    case "sport":
      return `${SPORT_LABELS[match.sport] ?? "Sport"} in general`;
    case "general":
      return "General sport";
  }
}

/**
 * Ten distinct questions for the match, nearest tier first, in a fixed order per fixture (the same
 * fixture gives the same quiz). Distinct by key, by fact, by wording, and none gives another's answer
 * away. Sports questions only.
 */
export function selectHalfTimeQuestions(match: HalfTimeMatch, now: Date): HalfTimeSelection {
  const names = matchNames(match);
  const byTier = new Map<HalfTimeTier, BankQuestion[]>(HALF_TIME_TIERS.map((tier) => [tier, []]));
  for (const q of questionBank().all) {
    if (q.picture || !inDate(q, now)) continue;
    const tier = tierOf(q, match, names);
    // Sport only: half-time is about the match, not the quiz's other rounds.
    if (q.category !== "sports") continue;
    byTier.get(tier)?.push(q);
  }
  const chosen: Array<{ q: BankQuestion; tier: HalfTimeTier }> = [];
  const facts = new Set<string>();
  const tokens: Array<Set<string>> = [];
  for (const tier of HALF_TIME_TIERS) {
    // Easier questions first within a tier: half-time is a quick, friendly round.
    const pool = seededShuffle(byTier.get(tier) ?? [], `${match.id}:${tier}`).sort(
      (a, b) => a.difficulty - b.difficulty,
    );
    for (const q of pool) {
      if (chosen.length === HALF_TIME_QUESTIONS) break;
      const words = contentTokens(q.question);
      if (q.fact && facts.has(q.fact)) continue;
      if (tokens.some((other) => tokensNearDuplicate(other, words))) continue;
      if (chosen.some((c) => givesAwayWithin(c.q, q) || givesAwayWithin(q, c.q))) continue;
      chosen.push({ q, tier });
      if (q.fact) facts.add(q.fact);
      tokens.push(words);
    }
  }
  const aboutTeams = chosen.filter((c) => c.tier === "teams").length;
  const note =
    aboutTeams >= HALF_TIME_QUESTIONS
      ? null
      : aboutTeams === 0
        ? `The question bank has nothing about ${tierRoundName("teams", match)} yet: these are ${match.competition} and sport questions.`
        : `${aboutTeams} of ${chosen.length} questions are about ${tierRoundName("teams", match)}; the rest are about the ${match.competition} and sport in general.`;
  return { questions: chosen, aboutTeams, note };
}

/** Bank questions as a saved quiz's questions: one round per tier, so the screen says what each is about. */
export function halfTimeQuizQuestions(selection: HalfTimeSelection, match: HalfTimeMatch): QuizQuestion[] {
  const tiers = HALF_TIME_TIERS.filter((tier) => selection.questions.some((c) => c.tier === tier));
  return selection.questions.map(({ q, tier }, index) => ({
    id: `h${index + 1}`,
    round: tiers.indexOf(tier) + 1,
    roundName: tierRoundName(tier, match),
    category: q.category,
    difficulty: q.difficulty,
    question: q.question,
    answer: q.answer,
    options: shuffleOptions(q.answer, q.wrong, `${match.id}:${q.key}`),
    explanation: q.explanation,
    localRelevance: 0,
    sources: q.sources.slice(0, 4),
    aliases: q.aliases ?? [],
    provenance: "curated-bank",
    tags: q.tags,
    sourceKey: q.key,
  }));
}
