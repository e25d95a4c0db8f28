import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { quizGenerationRequestSchema } from "~/lib/contract/quiz";
import { buildRoundPlan } from "~/lib/quiz/round-plan";
import { checkedCandidates, questionBank, removedByChecker } from "~/server/quiz/bank/bank.server";
import { bankCapacity, generateBuiltinQuiz, resolvePlace } from "~/server/quiz/bank/builtin-generator.server";
import { localHome, TIERS, tierOf } from "~/server/quiz/bank/local-round.server";
import { townsWithFacts } from "~/server/quiz/bank/towns.server";

/**
 * The quiz bank's figures: how many local questions each town has within its reach, the checker's
 * pass rate, and the mean question difficulty the slider gives at 2, 5 and 9. `npm run bench` reads
 * them (QUIZ_FIGURES_OUT names the file it wants); here they must also make sense.
 */
function figures() {
  const local = questionBank().byCategory.get("local") ?? [];
  const perTown = townsWithFacts().map((town) => {
    const home = localHome(town, local);
    return local.filter((q) => {
      const tier = tierOf(q, home);
      return tier !== null && tier <= TIERS.county;
    }).length;
  });
  const sorted = [...perTown].sort((a, b) => a - b);
  const candidates = checkedCandidates().length;
  const removed = removedByChecker().length;
  const means: Record<string, number> = {};
  const hardShare: Record<string, number> = {};
  for (const level of [2, 5, 9]) {
    const difficulties: number[] = [];
    for (const town of townsWithFacts().slice(0, 10)) {
      const r = quizGenerationRequestSchema.parse({
        title: "Bench",
        quizDate: "2026-11-26",
        difficulty: level,
      });
      const input = {
        request: r,
        plan: buildRoundPlan(r),
        place: resolvePlace(town.name),
        town,
        recentKeys: new Set<string>(),
        now: new Date("2026-11-22T20:00:00Z"),
        seed: `figures-${level}-${town.id}`,
      };
      const plan = buildRoundPlan(r, bankCapacity(input));
      difficulties.push(...generateBuiltinQuiz({ ...input, plan }).questions.map((q) => q.difficulty));
    }
    means[level] = difficulties.reduce((a, b) => a + b, 0) / Math.max(1, difficulties.length);
    hardShare[level] = difficulties.filter((d) => d >= 8).length / Math.max(1, difficulties.length);
  }
  return {
    towns: perTown.length,
    localPerTownMin: sorted[0] ?? 0,
    localPerTownMedian: sorted[Math.floor(sorted.length / 2)] ?? 0,
    checkerPassRate: candidates === 0 ? 0 : (candidates - removed) / candidates,
    checkerRemoved: removed,
    candidates,
    difficultyMean: means,
    hardShare,
  };
}

describe("the quiz bank's figures", () => {
  it("are measured and sensible (and written out for the bench when asked)", () => {
    const result = figures();
    console.info(`quiz figures: ${JSON.stringify(result)}`);
    expect(result.localPerTownMin).toBeGreaterThanOrEqual(25);
    expect(result.checkerPassRate).toBeGreaterThan(0.9);
    expect(result.difficultyMean[2]).toBeLessThanOrEqual(3.5);
    expect(result.difficultyMean[9]).toBeGreaterThanOrEqual(7);
    const out = process.env.QUIZ_FIGURES_OUT;
    if (out) writeFileSync(out, JSON.stringify(result));
  }, 120_000);
});
