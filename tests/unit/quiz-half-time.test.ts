import { describe, expect, it } from "vitest";
import { normaliseText } from "~/lib/quiz/question-rules";
import { createBuiltinFixtures } from "~/server/providers/fixtures/builtin.server";
import type { SourceFixture } from "~/server/providers/fixtures/types";
import { questionBank, removedByChecker } from "~/server/quiz/bank/bank.server";
import { findTeam } from "~/server/quiz/bank/match-round.server";
import {
  HALF_TIME_QUESTIONS,
  type HalfTimeMatch,
  halfTimeQuizQuestions,
  selectHalfTimeQuestions,
  tierRoundName,
} from "~/server/quiz/half-time-questions.server";

const NOW = new Date("2026-11-22T20:45:00Z");

function asMatch(fixture: SourceFixture): HalfTimeMatch {
  return { ...fixture, id: fixture.providerId };
}

/** Televised matches of two sides from the built-in feed: two per competition, as the sports centre lists them. */
async function televisedMatches(): Promise<HalfTimeMatch[]> {
  const feed = createBuiltinFixtures({ now: () => NOW });
  const fixtures = await feed.fetchFixtures({ from: NOW, days: 28 });
  const twoSided = fixtures.filter((f) => f.tvChannels.length > 0 && f.awayTeam.trim() !== "");
  const perCompetition = new Map<string, SourceFixture[]>();
  for (const fixture of twoSided) {
    const list = perCompetition.get(fixture.competition) ?? [];
    if (list.length < 2) list.push(fixture);
    perCompetition.set(fixture.competition, list);
  }
  return [...perCompetition.values()].flat().map(asMatch);
}

/** Whether a question's words or its team tags name one of the match's sides or their grounds. */
function namesTheMatch(
  question: { question: string; answer: string },
  teams: string[],
  match: HalfTimeMatch,
) {
  const words = ` ${normaliseText(`${question.question} ${question.answer}`)} `;
  const records = [match.homeTeam, match.awayTeam].map((name) => findTeam(name, match.sport));
  const names = [match.homeTeam, match.awayTeam, ...records.flatMap((t) => [t?.name, t?.ground])]
    .filter((name): name is string => Boolean(name && name.length >= 3))
    .map(normaliseText);
  const tagged = teams.some((team) => names.includes(normaliseText(team)));
  return tagged || names.some((name) => words.includes(` ${name} `));
}

// The first selection loads the whole checked bank (about 3 s on a quiet machine, more on a busy one):
// a bound above vitest's 5 s default, so a shared machine does not fail a correct run.
describe("the half-time quiz's questions", { timeout: 20_000 }, () => {
  it("are ten distinct checked bank questions for real televised fixtures, the teams' share reported", async () => {
    const matches = await televisedMatches();
    expect(matches.length).toBeGreaterThanOrEqual(4);
    const { byKey } = questionBank();
    const removed = new Set(removedByChecker().map((r) => r.key));
    const shares: string[] = [];
    for (const match of matches) {
      const selection = selectHalfTimeQuestions(match, NOW);
      const questions = selection.questions;
      expect(questions, `${match.homeTeam} v ${match.awayTeam}`).toHaveLength(HALF_TIME_QUESTIONS);
      expect(new Set(questions.map((c) => c.q.key)).size).toBe(HALF_TIME_QUESTIONS);
      expect(new Set(questions.map((c) => normaliseText(c.q.question))).size).toBe(HALF_TIME_QUESTIONS);
      for (const { q, tier } of questions) {
        // The very question the checker passed, with its sources; none it kept out.
        expect(byKey.get(q.key)).toBe(q);
        expect(removed.has(q.key)).toBe(false);
        expect(q.sources.length).toBeGreaterThan(0);
        // "About the teams" only when it names a side or its ground; everything else is sport.
        if (tier === "teams" || tier === "competition" || tier === "sport")
          expect(q.tags).toContain(match.sport);
        if (tier === "teams") expect(namesTheMatch(q, q.teams ?? [], match), q.question).toBe(true);
        expect(q.category).toBe("sports");
      }
      const aboutTeams = questions.filter((c) => c.tier === "teams").length;
      expect(selection.aboutTeams).toBe(aboutTeams);
      // The nearest tier fills first: a team question never comes after a fallback one.
      const firstFallback = questions.findIndex((c) => c.tier !== "teams");
      if (firstFallback >= 0)
        expect(questions.slice(firstFallback).every((c) => c.tier !== "teams")).toBe(true);
      if (aboutTeams < HALF_TIME_QUESTIONS) expect(selection.note).toContain(String(aboutTeams || "nothing"));
      else expect(selection.note).toBeNull();
      shares.push(`${match.homeTeam} v ${match.awayTeam}: ${aboutTeams}`);
    }
    // The bank knows the big clubs: at least one fixture's quiz is mostly about its own two sides.
    expect(
      matches.some((m) => selectHalfTimeQuestions(m, NOW).aboutTeams >= HALF_TIME_QUESTIONS / 2),
      shares.join("; "),
    ).toBe(true);
  });

  it("says so when the bank knows nothing about the teams, and never calls a question theirs", () => {
    const match: HalfTimeMatch = {
      id: "test:unknowns",
      homeTeam: "Ambridge Rovers",
      awayTeam: "Borchester Athletic",
      sport: "football",
      competition: "Borsetshire Sunday League",
      venue: "The Green",
    };
    const selection = selectHalfTimeQuestions(match, NOW);
    expect(selection.questions).toHaveLength(HALF_TIME_QUESTIONS);
    expect(selection.aboutTeams).toBe(0);
    expect(selection.note).toBe(
      "The question bank has nothing about Ambridge Rovers and Borchester Athletic yet: these are Borsetshire Sunday League and sport questions.",
    );
    const stored = halfTimeQuizQuestions(selection, match);
    expect(stored.every((q) => q.category === "sports")).toBe(true);
    expect(new Set(stored.map((q) => q.roundName))).not.toContain(tierRoundName("teams", match));
    expect(stored.map((q) => q.roundName)).toContain("Football in general");
  });

  it("names each round for what it covers, and keeps every question's answer among its options", async () => {
    const [match] = await televisedMatches();
    const selection = selectHalfTimeQuestions(match!, NOW);
    const stored = halfTimeQuizQuestions(selection, match!);
    expect(stored.map((q) => q.id)).toEqual(Array.from({ length: 10 }, (_, i) => `h${i + 1}`));
    for (const [index, q] of stored.entries()) {
      expect(q.roundName).toBe(tierRoundName(selection.questions[index]!.tier, match!));
      expect(q.options).toContain(q.answer);
      expect(q.options).toHaveLength(4);
      expect(q.provenance).toBe("curated-bank");
    }
    // Rounds are numbered in order of appearance from 1.
    const rounds = [...new Set(stored.map((q) => q.round))];
    expect(rounds).toEqual(Array.from({ length: rounds.length }, (_, i) => i + 1));
  });
});
