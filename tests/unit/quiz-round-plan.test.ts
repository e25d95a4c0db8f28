import { describe, expect, it } from "vitest";
import { type QuizGenerationInput, quizGenerationRequestSchema } from "~/lib/contract/quiz";
import { MIX_CATEGORIES, QUIZ_DEFAULTS } from "~/lib/quiz/constants";
import {
  apportion,
  buildRoundPlan,
  difficultyMix,
  MAX_ROUND_SIZE,
  MIN_ROUND_SIZE,
  slotDifficulties,
} from "~/lib/quiz/round-plan";

function request(overrides: Partial<QuizGenerationInput> = {}) {
  return quizGenerationRequestSchema.parse({ title: "Quiz Night", quizDate: "2026-11-26", ...overrides });
}

const countOf = (plan: ReturnType<typeof buildRoundPlan>, category: string) =>
  plan.filter((r) => r.category === category).reduce((acc, r) => acc + r.questionCount, 0);
const total = (plan: ReturnType<typeof buildRoundPlan>) => plan.reduce((acc, r) => acc + r.questionCount, 0);

describe("buildRoundPlan", () => {
  it("plans the default quiz: 40 questions, a picture round, rounds numbered in order", () => {
    const plan = buildRoundPlan(request());
    expect(total(plan)).toBe(40);
    expect(plan.map((r) => r.round)).toEqual(plan.map((_, i) => i + 1));
    const picture = plan.filter((r) => r.category === "picture");
    expect(picture).toHaveLength(1);
    expect(picture[0]?.questionCount).toBe(8);
    expect(picture[0]?.name).toBe("Picture Round");
    for (const round of plan) {
      expect(round.difficulties).toHaveLength(round.questionCount);
      expect(round.questionCount).toBeLessThanOrEqual(MAX_ROUND_SIZE);
      expect(round.questionCount).toBeGreaterThan(0);
    }
    expect(plan[0]?.name).toBe("Local Knowledge");
  });

  it("splits the rest in proportion to the sliders, summing exactly, with no round under five", () => {
    // Default weights 80/60/40/50/60/70 over 32: Current Events' 3.6 is too small for a round, so its
    // share goes to the others by weight (fewer, fuller rounds).
    const plan = buildRoundPlan(request());
    const counts = Object.fromEntries(MIX_CATEGORIES.map((c) => [c, countOf(plan, c)]));
    expect(counts).toEqual({
      local: 8,
      sports: 6,
      currentEvents: 0,
      entertainment: 5,
      music: 6,
      generalKnowledge: 7,
    });
    for (const totalQuestions of [10, 17, 33, 40, 59, 80]) {
      const sized = buildRoundPlan(request({ totalQuestions }));
      expect(total(sized)).toBe(totalQuestions);
      for (const round of sized)
        expect(round.questionCount, `${totalQuestions}: ${round.name}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("keeps the other rounds even after custom rounds: none under five, fewer rounds instead", () => {
    // The case: one custom round of 10 left the other rounds at 2-5 questions.
    const plan = buildRoundPlan(
      request({ customRounds: [{ name: "Pub Legends", category: "generalKnowledge", questionCount: 10 }] }),
    );
    expect(total(plan)).toBe(40);
    for (const round of plan) expect(round.questionCount, round.name).toBeGreaterThanOrEqual(MIN_ROUND_SIZE);
    // Custom rounds that take nearly everything: the two left over join the last one.
    const crowded = buildRoundPlan(
      request({
        customRounds: [
          { name: "A", category: "music", questionCount: 20 },
          { name: "B", category: "sports", questionCount: 18 },
        ],
        categories: { ...QUIZ_DEFAULTS.categories, pictureRound: false },
      }),
    );
    expect(crowded.map((r) => [r.name, r.questionCount])).toEqual([
      ["A", 20],
      ["B", 20],
    ]);
  });

  it("never asks a category for more than its source can supply, sharing the rest by weight", () => {
    const plan = buildRoundPlan(request(), { capacity: { currentEvents: 0, local: 6 } });
    expect(countOf(plan, "currentEvents")).toBe(0);
    expect(countOf(plan, "local")).toBe(6);
    expect(total(plan)).toBe(40);
  });

  it("gives a zero slider no questions and splits big shares into rounds of ten or fewer", () => {
    const plan = buildRoundPlan(
      request({
        totalQuestions: 60,
        categories: {
          local: 0,
          sports: 100,
          currentEvents: 0,
          entertainment: 0,
          music: 0,
          generalKnowledge: 100,
          pictureRound: false,
        },
      }),
    );
    expect(countOf(plan, "local")).toBe(0);
    expect(countOf(plan, "picture")).toBe(0);
    expect(countOf(plan, "sports")).toBe(30);
    expect(plan.filter((r) => r.category === "sports").map((r) => r.questionCount)).toEqual([10, 10, 10]);
    expect(plan.map((r) => r.name)).toContain("Sports (Part 2)");
  });

  it("lets custom rounds take their counts first and keeps their names, area and fixture", () => {
    const plan = buildRoundPlan(
      request({
        customRounds: [
          { name: "Match Night: Leeds v York", category: "sports", questionCount: 10, fixtureId: "fx-1" },
          { name: "Yorkshire Dales", category: "local", questionCount: 5, specificArea: "Wensleydale" },
        ],
      }),
    );
    expect(total(plan)).toBe(40);
    const match = plan.find((r) => r.fixtureId === "fx-1");
    expect(match).toMatchObject({ name: "Match Night: Leeds v York", questionCount: 10, category: "sports" });
    expect(plan.find((r) => r.name === "Yorkshire Dales")?.specificArea).toBe("Wensleydale");
    expect(plan.at(-1)?.name).toBe("Yorkshire Dales");
  });

  it("turns the picture round off when asked", () => {
    const plan = buildRoundPlan(
      request({
        categories: {
          local: 50,
          sports: 50,
          currentEvents: 50,
          entertainment: 50,
          music: 50,
          generalKnowledge: 50,
          pictureRound: false,
        },
      }),
    );
    expect(countOf(plan, "picture")).toBe(0);
    expect(total(plan)).toBe(40);
  });

  it("reads localContentWeight as the local slider's weight (local percent / 100), not a share of the quiz", () => {
    // What the page sends by default: the sliders and localContentWeight = 80 / 100.
    const withWeight = buildRoundPlan(request({ localContentWeight: 0.8 }));
    const withoutWeight = buildRoundPlan(request());
    for (const category of [...MIX_CATEGORIES, "picture"]) {
      expect(countOf(withWeight, category)).toBe(countOf(withoutWeight, category));
    }
    expect(countOf(withWeight, "local")).toBe(8);
    // A different weight replaces the local slider: 0.2 is the weight 20 against the other five, too
    // small for a round of its own at 40 questions.
    const light = buildRoundPlan(request({ localContentWeight: 0.2 }));
    expect(countOf(light, "local")).toBe(0);
    expect(countOf(buildRoundPlan(request({ localContentWeight: 0.2, totalQuestions: 80 })), "local")).toBe(
      5,
    );
    expect(total(light)).toBe(40);
    expect(countOf(buildRoundPlan(request({ localContentWeight: 0 })), "local")).toBe(0);
  });
});

describe("difficultyMix", () => {
  it("is mostly easy at 1, balanced at 5 and mostly hard at 10, always summing to the count", () => {
    const easy = difficultyMix(1, 40);
    expect(easy.easy).toBeGreaterThan(30);
    expect(easy.hard).toBe(0);
    const balanced = difficultyMix(5, 40);
    expect(balanced.medium).toBeGreaterThanOrEqual(balanced.easy);
    const hard = difficultyMix(10, 40);
    expect(hard.hard).toBeGreaterThan(30);
    expect(hard.easy).toBe(0);
    for (let level = 1; level <= 10; level++) {
      for (const count of [1, 5, 7, 10]) {
        const mix = difficultyMix(level, count);
        expect(mix.easy + mix.medium + mix.hard).toBe(count);
      }
    }
  });

  it("targets a mean of 3.5 or less at 1-3, and 7 or more with half hard at 8-10", () => {
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    for (const level of [1, 2, 3]) {
      const slots = slotDifficulties(level, 40);
      expect(mean(slots), `level ${level}`).toBeLessThanOrEqual(3.5);
    }
    for (const level of [8, 9, 10]) {
      const slots = slotDifficulties(level, 40);
      expect(mean(slots), `level ${level}`).toBeGreaterThanOrEqual(7);
      expect(slots.filter((d) => d >= 8).length, `level ${level}`).toBeGreaterThanOrEqual(20);
    }
  });

  it("sets slot targets from the mix, easiest first", () => {
    const [round] = buildRoundPlan(request({ difficulty: 10 }));
    expect(round?.difficulties).toEqual([...(round?.difficulties ?? [])].sort((a, b) => a - b));
    expect(round?.difficulties.filter((d) => d >= 8).length).toBeGreaterThan((round?.questionCount ?? 0) / 2);
    const [gentle] = buildRoundPlan(request({ difficulty: 1 }));
    expect(gentle?.difficulties.filter((d) => d <= 3).length).toBeGreaterThan(
      (gentle?.questionCount ?? 0) / 2,
    );
  });

  it("apportions by largest remainder", () => {
    expect(apportion(10, { a: 1, b: 1, c: 1 })).toEqual({ a: 4, b: 3, c: 3 });
    expect(apportion(7, { a: 0, b: 2, c: 5 })).toEqual({ a: 0, b: 2, c: 5 });
  });
});
