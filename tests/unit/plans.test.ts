import { describe, expect, it } from "vitest";
import {
  FEATURE_PLANS,
  formatPounds,
  LOCKED_FEATURES,
  PLANS,
  planAllows,
  planIncludes,
  planPricePence,
  planStanding,
  plansWith,
  proOfferFor,
  TOP_UP_MAX_QUANTITY,
  TOP_UPS,
  topUpTotalPence,
  trialCreditsCarried,
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

  it("says once who gets the quiz generator: Starter and Pro, from £19 a month as the quiz landing says", () => {
    expect(FEATURE_PLANS.quiz_generator).toEqual(["starter", "pro"]);
    expect(planIncludes("trial", "quiz_generator")).toBe(false);
    expect(planIncludes("starter", "quiz_generator")).toBe(true);
    expect(planIncludes("pro", "quiz_generator")).toBe(true);
    expect(plansWith("quiz_generator").map((plan) => plan.id)).toEqual(["starter", "pro"]);
    expect(formatPounds(plansWith("quiz_generator")[0]!.monthlyPence)).toBe("£19");
    // The pricing page's feature lists read the same statement.
    expect(PLANS.starter.features).toContain("AI pub quiz generator");
    expect(PLANS.pro.features).toContain("AI pub quiz generator");
    expect(PLANS.trial.features).not.toContain("AI pub quiz generator");
    // No tool is locked on every paid plan by accident.
    for (const feature of LOCKED_FEATURES) expect(plansWith(feature).length).toBeGreaterThan(0);
  });
});

describe("where an account stands", () => {
  it("names the trial with the credits actually left", () => {
    const trial = { currentPlan: "trial", subscriptionStatus: "trial" } as const;
    expect(planStanding({ ...trial, trialCreditsRemaining: 7 }).sentence).toBe(
      "You're on the Free Trial with 7 free credits left.",
    );
    expect(planStanding({ ...trial, trialCreditsRemaining: 1 }).sentence).toBe(
      "You're on the Free Trial with 1 free credit left.",
    );
    expect(planStanding({ ...trial, trialCreditsRemaining: 0 }).sentence).toBe(
      "You've used all 10 free credits of the Free Trial.",
    );
  });

  it("never tells a lapsed or cancelled payer they are on the free trial", () => {
    const ended = planStanding({
      currentPlan: "trial",
      subscriptionStatus: "cancelled",
      trialCreditsRemaining: 0,
    });
    expect(ended.label).toBe("No current plan");
    expect(ended.sentence).toBe("Your paid plan has ended. Choose a plan to pick up where you left off.");
    expect(`${ended.label} ${ended.sentence}`).not.toMatch(/trial/i);
    expect(
      planStanding({ currentPlan: "pro", subscriptionStatus: "past_due", trialCreditsRemaining: 0 }).sentence,
    ).toBe("You're on Pro, but the last payment failed.");
    expect(
      planStanding({ currentPlan: "starter", subscriptionStatus: "active", trialCreditsRemaining: 0 })
        .sentence,
    ).toBe("You're on Starter.");
  });

  it("says before payment what upgrading does with the trial's credits", () => {
    expect(trialCreditsCarried(7)).toBe(
      "Upgrade and your 7 unused free credits come with you: 10,500 extra writing tokens on top of the plan's allowance, kept until you use them.",
    );
    expect(trialCreditsCarried(1)).toMatch(
      /^Upgrade and your 1 unused free credit comes with you: 1,500 extra/,
    );
    expect(trialCreditsCarried(0)).toBeNull();
  });

  it("offers /subscribe's visitors what fits: Pro's card form, the move up from Starter, a card to fix", () => {
    expect(proOfferFor({ currentPlan: "trial", subscriptionStatus: "trial" })).toBe("subscribe");
    expect(proOfferFor({ currentPlan: "trial", subscriptionStatus: "cancelled" })).toBe("subscribe");
    expect(proOfferFor({ currentPlan: "starter", subscriptionStatus: "active" })).toBe("move-to-pro");
    expect(proOfferFor({ currentPlan: "starter", subscriptionStatus: "past_due" })).toBe("fix-payment");
    expect(proOfferFor({ currentPlan: "pro", subscriptionStatus: "active" })).toBe("on-pro");
  });
});
