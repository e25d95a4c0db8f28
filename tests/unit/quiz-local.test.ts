import { describe, expect, it } from "vitest";
import { type QuizGenerationInput, quizGenerationRequestSchema } from "~/lib/contract/quiz";
import { buildRoundPlan } from "~/lib/quiz/round-plan";
import { questionBank } from "~/server/quiz/bank/bank.server";
import {
  bankCapacity,
  generateBuiltinQuiz,
  resolvePlace,
  resolveTown,
} from "~/server/quiz/bank/builtin-generator.server";
import { localHome, NEAR_MILES, TIERS, tierOf } from "~/server/quiz/bank/local-round.server";
import {
  milesBetween,
  TOWNS,
  type TownEntry,
  townFacts,
  townsWithFacts,
} from "~/server/quiz/bank/towns.server";

/**
 * How many towns must have their facts written for the locality test to pass: the number that had
 * landed when this was last raised (161 on 25 November 2026), so a town file that goes missing fails
 * the build. Issue 19 asks for at least the 150 largest towns: this must never go below 150. The town
 * files are still landing; raise it as they do.
 */
const MIN_TOWNS_WITH_FACTS = 161;

const NOW = new Date("2026-11-22T20:00:00Z");

function request(overrides: Partial<QuizGenerationInput> = {}) {
  return quizGenerationRequestSchema.parse({ title: "Quiz Night", quizDate: "2026-11-26", ...overrides });
}

const LOCAL_ONLY = {
  local: 100,
  sports: 0,
  currentEvents: 0,
  entertainment: 0,
  music: 0,
  generalKnowledge: 0,
  pictureRound: false,
};

/** A quiz for a pub in `town`, planned as the built-in source plans it. */
function quizIn(
  town: TownEntry,
  overrides: Partial<QuizGenerationInput>,
  recentKeys = new Set<string>(),
  seed = "s",
) {
  const r = request(overrides);
  const input = {
    request: r,
    plan: buildRoundPlan(r),
    place: resolvePlace(town.name),
    town,
    recentKeys,
    now: NOW,
    seed: `${seed}:${town.id}`,
  };
  const { capacity, pictures } = bankCapacity(input);
  return generateBuiltinQuiz({ ...input, plan: buildRoundPlan(r, { capacity, pictures }) });
}

/** Miles from the town to where a local question's fact is; null for a county or region fact without a position. */
function milesAway(town: TownEntry, sourceKey: string | undefined): number | null {
  const q = questionBank().byKey.get(sourceKey ?? "");
  if (!q || q.lat === undefined || q.lon === undefined) return null;
  return milesBetween(town, { lat: q.lat, lon: q.lon });
}

describe("local rounds about the pub's town", () => {
  const towns = townsWithFacts();

  it(`asks a 10-question local round mostly about the town and within ${NEAR_MILES} miles, for every town with facts`, () => {
    const short: string[] = [];
    for (const town of towns) {
      const quiz = quizIn(town, { totalQuestions: 10, categories: LOCAL_ONLY });
      const local = quiz.questions.filter((q) => q.category === "local");
      const near = local.filter((q) => {
        const miles = milesAway(town, q.sourceKey);
        return miles !== null && miles <= NEAR_MILES;
      });
      if (local.length !== 10 || near.length < 8)
        short.push(`${town.name}: ${near.length} of ${local.length}`);
    }
    console.info(
      `locality: ${towns.length - short.length} of ${towns.length} towns with facts pass (${TOWNS.length} in the index)`,
    );
    expect(short).toEqual([]);
    expect(towns.length).toBeGreaterThanOrEqual(MIN_TOWNS_WITH_FACTS);
  }, 120_000);

  it("has at least 25 facts for every town whose file has landed", () => {
    for (const town of towns) expect(townFacts(town.id).length, town.name).toBeGreaterThanOrEqual(25);
  });

  it("names the round for what it covers: 'Local: Leeds & West Yorkshire'", () => {
    const leeds = TOWNS.find((t) => t.id === "leeds");
    if (!leeds || townFacts("leeds").length === 0) return;
    const quiz = quizIn(leeds, { totalQuestions: 10, categories: LOCAL_ONLY });
    expect(new Set(quiz.questions.map((q) => q.roundName))).toEqual(
      new Set(["Local: Leeds & West Yorkshire"]),
    );
  });

  it("runs 12 weekly quizzes without a local question repeating, the round's name true every week", () => {
    const sample = towns.slice(0, 4);
    for (const town of sample) {
      const recent = new Set<string>();
      const facts = new Set<string>();
      const home = localHome(town, questionBank().byCategory.get("local") ?? []);
      for (let week = 0; week < 12; week++) {
        const quiz = quizIn(
          town,
          { quizDate: `2026-12-${String(week + 1).padStart(2, "0")}` },
          recent,
          `week-${week}`,
        );
        expect(quiz.questions.length, `${town.name} week ${week + 1}`).toBe(40);
        for (const q of quiz.questions.filter((x) => x.category === "local")) {
          const bank = questionBank().byKey.get(q.sourceKey ?? "");
          expect(recent.has(q.sourceKey ?? ""), `${town.name} week ${week + 1}: ${q.question}`).toBe(false);
          expect(facts.has(bank?.fact ?? ""), `${town.name} week ${week + 1}: ${q.question}`).toBe(false);
          facts.add(bank?.fact ?? "");
          // The name says how far the round reached.
          const tier = bank ? tierOf(bank, home) : null;
          expect(tier, q.question).not.toBeNull();
          if (q.roundName.endsWith(`& ${town.county}`)) expect(tier ?? 9).toBeLessThanOrEqual(TIERS.county);
          if (q.roundName.includes("within")) expect(tier ?? 9).toBeLessThanOrEqual(TIERS.wider);
        }
        for (const q of quiz.questions) recent.add(q.sourceKey ?? "");
      }
    }
  }, 120_000);

  it("finds the pub's town from its address, postcode or local area", () => {
    if (!TOWNS.some((t) => t.id === "leeds")) return;
    expect(resolveTown("The Crown, 12 Briggate, Leeds LS1 6HD")?.id).toBe("leeds");
    expect(resolveTown("Leeds")?.id).toBe("leeds");
    expect(resolveTown("1 Market Street, LS1 5AA")?.id).toBe("leeds");
    expect(resolveTown("Atlantis")).toBeNull();
  });
});
