import { describe, expect, it } from "vitest";
import { HIGH_PERFORMER_SCORE, performanceScore } from "~/lib/quiz/constants";

describe("performanceScore (spec §9, read as a score out of 10)", () => {
  it("weighs attendance 60% and the average score 40%, rounded", () => {
    // (45/100 × 0.6 + 7/10 × 0.4) × 10 = 5.5 → 6
    expect(performanceScore(45, 7)).toBe(6);
    // (80/100 × 0.6 + 8/10 × 0.4) × 10 = 8
    expect(performanceScore(80, 8)).toBe(8);
    expect(performanceScore(0, 0)).toBe(0);
    expect(performanceScore(100, 10)).toBe(10);
  });

  it("makes the high-performer star reachable for a busy, strong night", () => {
    expect(performanceScore(90, 7)).toBeGreaterThanOrEqual(HIGH_PERFORMER_SCORE);
    expect(performanceScore(40, 9)).toBeLessThan(HIGH_PERFORMER_SCORE);
  });

  it("counts a crowd above 100 as a full house, so the score stays out of 10", () => {
    expect(performanceScore(250, 10)).toBe(10);
  });
});
