import { describe, expect, it } from "vitest";
import { draftWhen, firstWords } from "~/components/content/draft-labels";
import { headerFigures } from "~/components/layout/header-figures";
import type { UsageResponse } from "~/lib/contract/usage";

function usage(partial: Partial<UsageResponse>): UsageResponse {
  return {
    subscriptionStatus: "active",
    currentPlan: "pro",
    trialCreditsRemaining: 0,
    allowances: {},
    ...partial,
  };
}

describe("the header's figures", () => {
  it("are the trial's credits", () => {
    const trial = usage({ subscriptionStatus: "trial", currentPlan: "trial", trialCreditsRemaining: 1 });
    expect(headerFigures(trial, false).map((figure) => figure.text)).toEqual(["1 credit left"]);
  });

  it("are a paid plan's images and voice minutes, never below zero", () => {
    const pro = usage({
      allowances: {
        images: { used: 81, limit: 80 },
        voice_minutes: { used: 1, limit: 100 },
        tokens: { used: 0, limit: 1 },
      },
    });
    expect(headerFigures(pro, false).map((figure) => figure.text)).toEqual([
      "0 images left",
      "99 voice minutes left",
    ]);
  });

  it("are none for an admin or an unlimited meter", () => {
    expect(headerFigures(usage({ allowances: { images: { used: 3, limit: null } } }), false)).toEqual([]);
    expect(headerFigures(usage({ allowances: { images: { used: 3, limit: 80 } } }), true)).toEqual([]);
  });
});

describe("a draft told apart from its neighbours", () => {
  const now = new Date("2026-12-03T15:00:00Z");

  it("says when it was saved the way a person does (London time)", () => {
    expect(draftWhen("2026-12-03T14:32:00Z", now)).toBe("today at 14:32");
    expect(draftWhen("2026-12-02T09:10:00Z", now)).toBe("yesterday at 09:10");
    expect(draftWhen("2026-11-28T18:05:00Z", now)).toBe("on Sat 28 Nov at 18:05");
    // British Summer Time: an evening save in July is an hour ahead of UTC.
    expect(draftWhen("2026-07-01T22:30:00Z", new Date("2026-07-01T22:45:00Z"))).toBe("today at 23:30");
  });

  it("is named by its first words", () => {
    expect(firstWords("Quiz Night - Thursday 8pm, £50 bar tab for the winners", 6)).toBe(
      "Quiz Night - Thursday 8pm, £50…",
    );
    expect(firstWords("  Curry night  ")).toBe("Curry night");
  });
});
