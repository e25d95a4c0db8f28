import { describe, expect, it } from "vitest";
import {
  formatPounds,
  PLANS,
  planAllows,
  planPricePence,
  TOP_UP_MAX_QUANTITY,
  TOP_UPS,
  topUpTotalPence,
} from "~/lib/plans";

describe("plans", () => {
  it("settles the spec's conflicting figures once: Starter £19, Pro £29, Pro 80 images and 100 voice minutes", () => {
    expect(PLANS.starter.monthlyPence).toBe(1900);
    expect(PLANS.pro.monthlyPence).toBe(2900);
    expect(PLANS.pro.allowances).toEqual({
      tokens: 200_000,
      images: 80,
      voice_minutes: 100,
      fact_checks: 200,
    });
    expect(PLANS.starter.allowances).toEqual({
      tokens: 75_000,
      images: 30,
      voice_minutes: 50,
      fact_checks: 85,
    });
  });

  it("gives the trial 10 content credits and nothing else", () => {
    expect(PLANS.trial.allowances).toEqual({ credits: 10 });
    for (const meter of ["tokens", "images", "voice_minutes", "fact_checks"] as const) {
      expect(planAllows("trial", meter)).toBe(false);
    }
  });

  it("prices a year at ten months ('2 months free')", () => {
    expect(planPricePence("starter", true)).toBe(19_000);
    expect(planPricePence("pro", true)).toBe(29_000);
    expect(planPricePence("pro", false)).toBe(2900);
    expect(planPricePence("trial", true)).toBe(0);
  });

  it("adds up top-ups in pence, with no rounding drift", () => {
    expect(topUpTotalPence({})).toBe(0);
    expect(topUpTotalPence({ tokens: 3, images: 10, fact_checks: 50 })).toBe(3 * 167 + 10 * 17 + 50 * 7);
    expect(TOP_UPS.map((item) => item.pricePence)).toEqual([167, 17, 167, 7]);
    expect(TOP_UP_MAX_QUANTITY).toBe(50);
  });

  it("formats pounds the British way", () => {
    expect(formatPounds(1900)).toBe("£19");
    expect(formatPounds(1450)).toBe("£14.50");
    expect(formatPounds(0, { alwaysPence: true })).toBe("£0.00");
    expect(formatPounds(2_900_000)).toBe("£29,000");
  });

  it("marks only Pro as popular and as allowing top-ups", () => {
    expect(
      Object.values(PLANS)
        .filter((plan) => plan.popular)
        .map((plan) => plan.id),
    ).toEqual(["pro"]);
    expect(
      Object.values(PLANS)
        .filter((plan) => plan.topUpsAllowed)
        .map((plan) => plan.id),
    ).toEqual(["pro"]);
  });
});
