import { describe, expect, it } from "vitest";
import { type Fixture, marketingStrategySchema, sportsMatchContextSchema } from "~/lib/contract/sports";
import { SPORTS } from "~/lib/sports/constants";
import {
  buildCampaignPlan,
  buildMatchContext,
  type CampaignFixture,
  postsRequiredFor,
  SPECIAL_OFFERS,
} from "~/lib/sports/rules";

function fixture(startsAt: string, overrides: Partial<CampaignFixture> = {}): CampaignFixture {
  return {
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    startsAt,
    classification: 1,
    tvChannels: ["Sky Sports"],
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);
const summary = (plan: ReturnType<typeof buildCampaignPlan>) =>
  plan.timeline.map((s) => [s.stage, s.days, s.optimalTime, s.postAt]);

describe("postsRequiredFor", () => {
  it("is days ÷ 3 rounded down, clamped to 2-4", () => {
    expect([-3, 0, 1, 2, 5, 6, 7, 8].map(postsRequiredFor)).toEqual([2, 2, 2, 2, 2, 2, 2, 2]);
    expect([9, 11].map(postsRequiredFor)).toEqual([3, 3]);
    expect([12, 14, 21, 60].map(postsRequiredFor)).toEqual([4, 4, 4, 4]);
  });
});

describe("buildCampaignPlan: major event", () => {
  it("keeps London times across the GMT→BST change (clocks go forward 28 March 2027)", () => {
    // Wednesday 31 March 2027, 20:00 BST = 19:00Z; planned on Monday 22 March: 9 days, 3 posts.
    const plan = buildCampaignPlan({
      fixture: fixture("2027-03-31T19:00:00Z"),
      isFavourite: false,
      now: at("2027-03-22T12:00:00Z"),
    });
    expect(plan.postsRequired).toBe(3);
    expect(summary(plan)).toEqual([
      ["Early Announcement", 7, "17:00", "2027-03-24T17:00:00.000Z"], // 17:00 GMT
      ["Build Hype", 4, "12:00", "2027-03-27T12:00:00.000Z"], // 12:00 GMT
      ["Day of Event", 0, "10:00", "2027-03-31T09:00:00.000Z"], // 10:00 BST
    ]);
  });

  it("uses all four stages from 12 days out, with the Final Push two hours before kick-off", () => {
    const plan = buildCampaignPlan({
      fixture: fixture("2027-03-31T19:00:00Z"),
      isFavourite: false,
      now: at("2027-03-19T12:00:00Z"),
    });
    expect(plan.postsRequired).toBe(4);
    expect(summary(plan)).toEqual([
      ["Early Announcement", 10, "17:00", "2027-03-21T17:00:00.000Z"],
      ["Build Hype", 6, "12:00", "2027-03-25T12:00:00.000Z"],
      ["Day of Event", 0, "10:00", "2027-03-31T09:00:00.000Z"],
      ["Final Push", 0, "18:00", "2027-03-31T17:00:00.000Z"],
    ]);
    expect(plan.timeline[3]).toMatchObject({ hours: 2 });
    expect(plan.timeline.slice(0, 3).every((s) => s.hours === undefined)).toBe(true);
  });

  it("keeps London times across the BST→GMT change (clocks go back 25 October 2026)", () => {
    // Saturday 31 October 2026, 12:30 GMT; planned on Monday 19 October: 12 days.
    const plan = buildCampaignPlan({
      fixture: fixture("2026-10-31T12:30:00Z"),
      isFavourite: false,
      now: at("2026-10-19T08:00:00Z"),
    });
    expect(summary(plan)).toEqual([
      ["Early Announcement", 10, "17:00", "2026-10-21T16:00:00.000Z"], // 17:00 BST
      ["Build Hype", 6, "12:00", "2026-10-25T12:00:00.000Z"], // 12:00 GMT, the day the clocks change
      ["Day of Event", 0, "10:00", "2026-10-31T10:00:00.000Z"],
      ["Final Push", 0, "10:30", "2026-10-31T10:30:00.000Z"],
    ]);
  });

  it("sets platforms, tones, titles and calls to action per stage, and the aida framework", () => {
    const plan = buildCampaignPlan({
      fixture: fixture("2027-03-31T19:00:00Z"),
      isFavourite: false,
      now: at("2027-03-10T12:00:00Z"),
    });
    expect(() => marketingStrategySchema.parse(plan)).not.toThrow();
    expect(plan).toMatchObject({ campaignType: "major_event", framework: "aida" });
    expect(plan.callToAction).toBe("Book your table for Arsenal v Chelsea");
    expect(plan.specialOffers).toContain("Pint and pie deal at half-time");
    expect(plan.timeline.map((s) => [s.stage, s.platforms])).toEqual([
      ["Early Announcement", ["facebook", "instagram"]],
      ["Build Hype", ["instagram_stories", "tiktok"]],
      ["Day of Event", ["facebook", "instagram", "tiktok"]],
      ["Final Push", ["facebook", "instagram_stories"]],
    ]);
    for (const s of plan.timeline) {
      expect(s.postTitle).toContain("Arsenal v Chelsea");
      expect(s.tone).not.toBe("");
      expect(s.callToAction).not.toBe("");
    }
    expect(plan.timeline[0]!.postTitle).toMatch(
      /^Arsenal v Chelsea — Wednesday,? 31 March, 20:00 live on Sky Sports$/,
    );
    expect(plan.timeline[2]!.postTitle).toBe("Match day: Arsenal v Chelsea at 20:00");
  });

  it("is used for classification 1 and 2 and for any favourite's match", () => {
    const now = at("2027-03-22T12:00:00Z");
    const startsAt = "2027-03-31T19:00:00Z";
    expect(
      buildCampaignPlan({ fixture: fixture(startsAt, { classification: 2 }), isFavourite: false, now })
        .campaignType,
    ).toBe("major_event");
    expect(
      buildCampaignPlan({ fixture: fixture(startsAt, { classification: 4 }), isFavourite: true, now })
        .campaignType,
    ).toBe("major_event");
    expect(
      buildCampaignPlan({ fixture: fixture(startsAt, { classification: 3 }), isFavourite: false, now })
        .campaignType,
    ).toBe("single_post");
  });
});

describe("buildCampaignPlan: which stages when fewer posts are needed", () => {
  // Match on Saturday 14 November 2026 at 20:00 GMT; planned at 09:00 GMT on earlier days.
  const startsAt = "2026-11-14T20:00:00Z";
  const stagesOn = (now: string) =>
    buildCampaignPlan({ fixture: fixture(startsAt), isFavourite: false, now: at(now) }).timeline.map(
      (s) => s.stage,
    );

  it("8 days out: Day of Event and the Early Announcement (tomorrow 17:00)", () => {
    expect(stagesOn("2026-11-06T09:00:00Z")).toEqual(["Early Announcement", "Day of Event"]);
  });

  it("7 days out: the Early Announcement is still today at 17:00", () => {
    expect(stagesOn("2026-11-07T09:00:00Z")).toEqual(["Early Announcement", "Day of Event"]);
  });

  it("6 days out: the Early Announcement has passed, so Build Hype takes its place", () => {
    expect(stagesOn("2026-11-08T09:00:00Z")).toEqual(["Build Hype", "Day of Event"]);
  });

  it("2 days out: Day of Event and the Final Push", () => {
    expect(stagesOn("2026-11-12T09:00:00Z")).toEqual(["Day of Event", "Final Push"]);
  });

  it("on the day after 10:00, a past Day of Event still fills the second post", () => {
    const plan = buildCampaignPlan({
      fixture: fixture(startsAt),
      isFavourite: false,
      now: at("2026-11-14T14:00:00Z"),
    });
    expect(plan.postsRequired).toBe(2);
    expect(plan.timeline.map((s) => [s.stage, s.postAt])).toEqual([
      ["Day of Event", "2026-11-14T10:00:00.000Z"],
      ["Final Push", "2026-11-14T18:00:00.000Z"],
    ]);
  });

  it("always lists exactly postsRequired steps in posting order", () => {
    for (let day = 1; day <= 30; day++) {
      const now = new Date(Date.parse(startsAt) - day * 86_400_000);
      const plan = buildCampaignPlan({ fixture: fixture(startsAt), isFavourite: false, now });
      expect(plan.timeline).toHaveLength(plan.postsRequired);
      const times = plan.timeline.map((s) => s.postAt);
      expect([...times].sort()).toEqual(times);
    }
  });
});

describe("buildCampaignPlan: single post", () => {
  it("is one Match Announcement on Facebook at 19:00 London the day before, problem_solution", () => {
    // Monday 26 October 2026, 19:45 GMT: the post goes out Sunday 25th, 19:00 GMT.
    const plan = buildCampaignPlan({
      fixture: fixture("2026-10-26T19:45:00Z", { classification: 3, awayTeam: "Hull City" }),
      isFavourite: false,
      now: at("2026-10-20T09:00:00Z"),
    });
    expect(() => marketingStrategySchema.parse(plan)).not.toThrow();
    expect(plan).toMatchObject({
      campaignType: "single_post",
      postsRequired: 1,
      framework: "problem_solution",
    });
    expect(plan.timeline).toEqual([
      {
        stage: "Match Announcement",
        days: 1,
        tone: "warmer",
        postTitle: "Arsenal v Hull City — tomorrow at 19:45",
        optimalTime: "19:00",
        platforms: ["facebook"],
        callToAction: "Join us to watch it",
        postAt: "2026-10-25T19:00:00.000Z",
      },
    ]);
  });

  it("posts at 19:00 BST the evening before a match on the day the clocks go back", () => {
    const plan = buildCampaignPlan({
      fixture: fixture("2026-10-25T14:00:00Z", { classification: 4 }),
      isFavourite: false,
      now: at("2026-10-20T09:00:00Z"),
    });
    expect(plan.timeline[0]!.postAt).toBe("2026-10-24T18:00:00.000Z");
  });

  it("names a single event by itself and offers something for every sport", () => {
    const plan = buildCampaignPlan({
      fixture: fixture("2026-11-01T13:00:00Z", {
        sport: "formula1",
        homeTeam: "Brazilian Grand Prix",
        awayTeam: "",
        classification: 3,
      }),
      isFavourite: false,
      now: at("2026-10-20T09:00:00Z"),
    });
    expect(plan.timeline[0]!.postTitle).toBe("Brazilian Grand Prix — tomorrow at 13:00");
    expect(plan.callToAction).toBe("Come and watch Brazilian Grand Prix with us");
    for (const sport of SPORTS) expect(SPECIAL_OFFERS[sport].length).toBeGreaterThanOrEqual(2);
  });
});

describe("buildMatchContext", () => {
  it("builds the hand-off context for the dashboard", () => {
    const full: Fixture = {
      id: "fx-9",
      sport: "football",
      homeTeam: "Arsenal",
      awayTeam: "Chelsea",
      competition: "Premier League",
      date: "2027-03-31",
      kickOffTime: "20:00",
      startsAt: "2027-03-31T19:00:00.000Z",
      venue: "Emirates Stadium",
      isTelevised: true,
      tvChannels: ["Sky Sports"],
      tvChannelsExpected: false,
      highlights: "London derby",
      status: "upcoming",
      classification: 3,
      notificationDays: 7,
      isLocalTeam: false,
      isDerby: false,
      importanceScore: 40,
      isFavourite: true,
      daysUntil: 9,
      timeline: [],
    };
    const now = at("2027-03-22T12:00:00Z");
    const context = buildMatchContext({ fixture: full, now });
    expect(() => sportsMatchContextSchema.parse(context)).not.toThrow();
    expect(context).toMatchObject({
      generatedFromSports: true,
      daysUntilEvent: 9,
      isFavoriteMatch: true,
      timestamp: now.getTime(),
      marketingStrategy: { campaignType: "major_event", postsRequired: 3 },
    });
  });
});
