import { describe, expect, it } from "vitest";
import { type Fixture, fixtureSchema, nextMatchSchema, type ReminderStage } from "~/lib/contract/sports";
import type { Sport } from "~/lib/sports/constants";
import type { CompetitionInfo, Derby, SportsReference, TeamInfo } from "~/lib/sports/reference";
import {
  buildFixture,
  buildTimeline,
  CLASSIFICATION_THRESHOLDS,
  classify,
  dueStages,
  findDerby,
  IMPORTANCE_WEIGHTS,
  type ImportanceInput,
  importanceScore,
  isLocalTeam,
  isPrimeSlot,
  matchesFilter,
  nextMatchFor,
  notificationDaysFor,
  relativeLabel,
  tvInfo,
} from "~/lib/sports/rules";
import type { SourceFixture } from "~/server/providers/fixtures/types";

// A hand-made reference, so these tests do not move when the real data files change. Its derby()
// only answers in the listed order, which is what proves findDerby tries both.
const TEAMS: TeamInfo[] = [
  {
    name: "Arsenal",
    sport: "football",
    aliases: ["Arsenal FC"],
    town: "London",
    county: "Greater London",
    nation: "england",
    ground: "Emirates Stadium",
    bigClub: true,
  },
  {
    name: "Tottenham Hotspur",
    sport: "football",
    aliases: ["Spurs"],
    town: "London",
    county: "Greater London",
    nation: "england",
    ground: "Tottenham Hotspur Stadium",
    bigClub: true,
  },
  {
    name: "Leeds United",
    sport: "football",
    town: "Leeds",
    county: "West Yorkshire",
    nation: "england",
    ground: "Elland Road",
  },
  {
    name: "Hull City",
    sport: "football",
    town: "Hull",
    county: "East Riding of Yorkshire",
    nation: "england",
    ground: "MKM Stadium",
  },
  {
    name: "England",
    sport: "football",
    town: "London",
    county: "Greater London",
    nation: "international",
    ground: "Wembley Stadium",
    bigClub: true,
  },
  {
    name: "Yorkshire",
    sport: "cricket",
    town: "Leeds",
    county: "Yorkshire",
    nation: "england",
    ground: "Headingley",
  },
  {
    name: "Lancashire",
    sport: "cricket",
    town: "Manchester",
    county: "Lancashire",
    nation: "england",
    ground: "Old Trafford",
  },
  {
    name: "Stoke City",
    sport: "football",
    town: "Stoke-on-Trent",
    county: "Staffordshire",
    nation: "england",
    ground: "bet365 Stadium",
  },
];
const COMPETITIONS: CompetitionInfo[] = [
  { name: "Premier League", sport: "football", weight: 35 },
  { name: "Championship", sport: "football", weight: 20 },
  { name: "County Championship", sport: "cricket", weight: 10 },
];
const DERBIES: Derby[] = [
  { name: "North London Derby", sport: "football", teams: ["Arsenal", "Tottenham Hotspur"] },
  { name: "Roses Match", sport: "cricket", teams: ["Yorkshire", "Lancashire"] },
];
const lower = (s: string) => s.toLowerCase();
const reference: SportsReference = {
  team: (name: string, sport: Sport) =>
    TEAMS.find((t) => t.sport === sport && [t.name, ...(t.aliases ?? [])].map(lower).includes(lower(name))),
  competition: (name: string, sport: Sport) =>
    COMPETITIONS.find((c) => c.sport === sport && lower(c.name) === lower(name)),
  derby: (home: string, away: string, sport: Sport) =>
    DERBIES.find((d) => d.sport === sport && d.teams[0] === home && d.teams[1] === away),
};

function source(overrides: Partial<SourceFixture> = {}): SourceFixture {
  return {
    providerId: "test:1",
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Tottenham Hotspur",
    competition: "Premier League",
    // Saturday 14 November 2026, 17:30 GMT.
    startsAt: "2026-11-14T17:30:00.000Z",
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: false,
    status: "upcoming",
    stage: "league",
    highlights: "North London Derby",
    ...overrides,
  };
}

describe("findDerby", () => {
  it("names a derby in either order", () => {
    expect(findDerby("Arsenal", "Tottenham Hotspur", "football", reference)).toBe("North London Derby");
    expect(findDerby("Tottenham Hotspur", "Arsenal", "football", reference)).toBe("North London Derby");
  });

  it("follows the reference's aliases", () => {
    expect(findDerby("Spurs", "Arsenal FC", "football", reference)).toBe("North London Derby");
  });

  it("is null for other pairings, the wrong sport and single events", () => {
    expect(findDerby("Arsenal", "Leeds United", "football", reference)).toBeNull();
    expect(findDerby("Yorkshire", "Lancashire", "football", reference)).toBeNull();
    expect(findDerby("Lancashire", "Yorkshire", "cricket", reference)).toBe("Roses Match");
    expect(findDerby("British Grand Prix", "", "formula1", reference)).toBeNull();
  });
});

describe("isLocalTeam", () => {
  const headingley = { address: "12 High St, Headingley, Leeds, West Yorkshire LS6 3AA" };

  it("matches the team's town in the pub's address, any case", () => {
    expect(isLocalTeam(["Leeds United", "Hull City"], "football", headingley, reference)).toBe(true);
    expect(
      isLocalTeam(["Arsenal"], "football", { address: "1 upper street, islington, LONDON N1" }, reference),
    ).toBe(true);
  });

  it("counts a county inside a longer county name: West Yorkshire is in Yorkshire", () => {
    const harrogate = { address: "3 Parliament St, Harrogate, North Yorkshire" };
    expect(isLocalTeam(["Yorkshire"], "cricket", harrogate, reference)).toBe(true);
    // ...but not the other way round: Leeds United's county is West Yorkshire.
    expect(isLocalTeam(["Leeds United"], "football", harrogate, reference)).toBe(false);
    expect(isLocalTeam(["Yorkshire"], "cricket", headingley, reference)).toBe(true);
  });

  it("matches whole words only, and ignores hyphens", () => {
    expect(isLocalTeam(["Hull City"], "football", { address: "5 Warwick Rd, Solihull" }, reference)).toBe(
      false,
    );
    expect(isLocalTeam(["Leeds United"], "football", { address: "Leedstown, Cornwall" }, reference)).toBe(
      false,
    );
    expect(
      isLocalTeam(["Stoke City"], "football", { address: "Hanley, Stoke on Trent ST1" }, reference),
    ).toBe(true);
  });

  it("is false without an address, for unknown teams and for the wrong sport", () => {
    expect(isLocalTeam(["Leeds United"], "football", null, reference)).toBe(false);
    expect(isLocalTeam(["Leeds United"], "football", { address: null }, reference)).toBe(false);
    expect(isLocalTeam(["Leeds United"], "football", { address: "  " }, reference)).toBe(false);
    expect(isLocalTeam(["Leeds Rhinos"], "rugby", headingley, reference)).toBe(false);
    expect(isLocalTeam(["Yorkshire"], "football", headingley, reference)).toBe(false);
  });
});

describe("isPrimeSlot (London time)", () => {
  it("is weekends from 12:00 and weekdays from 17:00, until 23:00", () => {
    expect(isPrimeSlot("2026-11-14T12:00:00Z")).toBe(true); // Sat 12:00 GMT
    expect(isPrimeSlot("2026-11-14T11:59:00Z")).toBe(false);
    expect(isPrimeSlot("2026-11-14T22:59:00Z")).toBe(true);
    expect(isPrimeSlot("2026-11-14T23:00:00Z")).toBe(false);
    expect(isPrimeSlot("2026-11-17T19:45:00Z")).toBe(true); // Tue 19:45 GMT
    expect(isPrimeSlot("2026-11-17T16:59:00Z")).toBe(false);
  });

  it("reads the London clock across the BST→GMT change", () => {
    expect(isPrimeSlot("2026-10-24T11:30:00Z")).toBe(true); // Sat 12:30 BST
    expect(isPrimeSlot("2026-10-25T11:30:00Z")).toBe(false); // Sun 11:30 GMT
    // Friday 23:30Z is 00:30 BST on Saturday: past 23:00 and before 12:00, not prime.
    expect(isPrimeSlot("2026-10-23T23:30:00Z")).toBe(false);
    expect(isPrimeSlot("2026-10-21T16:30:00Z")).toBe(true); // Wed 17:30 BST
  });
});

describe("importanceScore", () => {
  const base: ImportanceInput = {
    // A Tuesday 14:00 league game off TV: nothing but the competition counts.
    source: { startsAt: "2026-11-17T14:00:00Z", tvChannels: [], stage: "league" },
    competitionWeight: 20,
    isDerby: false,
    isFavourite: false,
    bigClubCount: 0,
    isLocal: false,
  };

  it("adds each part from the weights table", () => {
    const w = IMPORTANCE_WEIGHTS;
    expect(importanceScore(base)).toBe(20);
    expect(importanceScore({ ...base, isDerby: true })).toBe(20 + w.derby);
    expect(importanceScore({ ...base, source: { ...base.source, tvChannels: ["BBC One"] } })).toBe(
      20 + w.televised,
    );
    expect(importanceScore({ ...base, isFavourite: true })).toBe(20 + w.favourite);
    expect(importanceScore({ ...base, bigClubCount: 1 })).toBe(25);
    expect(importanceScore({ ...base, bigClubCount: 2 })).toBe(30);
    expect(importanceScore({ ...base, bigClubCount: 5 })).toBe(30);
    expect(importanceScore({ ...base, isLocal: true })).toBe(20 + w.local);
    expect(importanceScore({ ...base, source: { ...base.source, stage: "final" } })).toBe(35);
    expect(importanceScore({ ...base, source: { ...base.source, stage: "semi_final" } })).toBe(30);
    expect(importanceScore({ ...base, source: { ...base.source, stage: "quarter_final" } })).toBe(25);
    expect(importanceScore({ ...base, source: { ...base.source, startsAt: "2026-11-17T19:45:00Z" } })).toBe(
      20 + w.primeSlot,
    );
  });

  it("clamps the competition to 0-40 and the total to 0-100, as an integer", () => {
    expect(importanceScore({ ...base, competitionWeight: 90 })).toBe(40);
    expect(importanceScore({ ...base, competitionWeight: -10 })).toBe(0);
    expect(importanceScore({ ...base, competitionWeight: Number.NaN })).toBe(0);
    expect(importanceScore({ ...base, competitionWeight: 12.6 })).toBe(13);
    const everything: ImportanceInput = {
      source: { startsAt: "2026-11-14T17:30:00Z", tvChannels: ["Sky Sports"], stage: "final" },
      competitionWeight: 40,
      isDerby: true,
      isFavourite: true,
      bigClubCount: 2,
      isLocal: true,
    };
    expect(importanceScore(everything)).toBe(100);
  });
});

describe("classify", () => {
  it("uses the thresholds table", () => {
    expect(CLASSIFICATION_THRESHOLDS).toEqual({ 1: 70, 2: 50, 3: 25 });
    expect(classify(100)).toBe(1);
    expect(classify(70)).toBe(1);
    expect(classify(69)).toBe(2);
    expect(classify(50)).toBe(2);
    expect(classify(49)).toBe(3);
    expect(classify(25)).toBe(3);
    expect(classify(24)).toBe(4);
    expect(classify(0)).toBe(4);
  });

  it("makes a favourite's match at least High Interest", () => {
    expect(classify(0, { isFavourite: true })).toBe(2);
    expect(classify(49, { isFavourite: true })).toBe(2);
    expect(classify(75, { isFavourite: true })).toBe(1);
    expect(classify(49, { isFavourite: false })).toBe(3);
  });
});

describe("notificationDaysFor", () => {
  it("is 21, 14, 7 and 2 days by classification", () => {
    expect([1, 2, 3, 4].map((c) => notificationDaysFor(c as 1 | 2 | 3 | 4))).toEqual([21, 14, 7, 2]);
  });

  it("is the favourite's own lead time for a favourite's match", () => {
    expect(notificationDaysFor(2, 7)).toBe(7);
    expect(notificationDaysFor(1, 14)).toBe(14);
    expect(notificationDaysFor(2, 21)).toBe(21);
    expect(notificationDaysFor(3, null)).toBe(7);
  });
});

describe("relativeLabel", () => {
  it.each([
    [-1, "Past"],
    [-30, "Past"],
    [0, "Today"],
    [1, "Tomorrow"],
    [2, "2 days"],
    [6, "6 days"],
    [7, "7 days"],
    [8, "8 days"],
    [21, "21 days"],
  ])("%i days → %s", (days, label) => {
    expect(relativeLabel(days)).toBe(label);
  });
});

describe("buildTimeline", () => {
  // Saturday 14 November 2026, 15:00 GMT.
  const startsAt = "2026-11-14T15:00:00.000Z";

  it("gives a Major Event a first notice 21 days before, a 1-week, a final and a match-day alert", () => {
    expect(buildTimeline({ startsAt, classification: 1, notificationDays: 21 })).toEqual([
      { stage: "first_notice", label: "21 days before: first notice", dueDate: "2026-10-24", sent: false },
      { stage: "one_week", label: "7 days before: 1-week reminder", dueDate: "2026-11-07", sent: false },
      { stage: "final", label: "2 days before: final reminder", dueDate: "2026-11-12", sent: false },
      { stage: "match_day", label: "Match day: match-day alert", dueDate: "2026-11-14", sent: false },
    ]);
  });

  it("gives High Interest a first notice at 14 days and keeps the 1-week reminder", () => {
    const items = buildTimeline({ startsAt, classification: 2, notificationDays: 14 });
    expect(items.map((i) => [i.stage, i.dueDate])).toEqual([
      ["first_notice", "2026-10-31"],
      ["one_week", "2026-11-07"],
      ["final", "2026-11-12"],
      ["match_day", "2026-11-14"],
    ]);
  });

  it("gives a Regular Match no 1-week reminder, and Background only the 2-day notice and the day", () => {
    expect(buildTimeline({ startsAt, classification: 3, notificationDays: 7 }).map((i) => i.label)).toEqual([
      "7 days before: first notice",
      "2 days before: final reminder",
      "Match day: match-day alert",
    ]);
    expect(buildTimeline({ startsAt, classification: 4, notificationDays: 2 }).map((i) => i.stage)).toEqual([
      "first_notice",
      "match_day",
    ]);
  });

  it("follows a favourite's lead time: 7 days drops the 1-week reminder, 21 keeps it", () => {
    expect(buildTimeline({ startsAt, classification: 2, notificationDays: 7 }).map((i) => i.stage)).toEqual([
      "first_notice",
      "final",
      "match_day",
    ]);
    expect(buildTimeline({ startsAt, classification: 2, notificationDays: 21 }).map((i) => i.stage)).toEqual([
      "first_notice",
      "one_week",
      "final",
      "match_day",
    ]);
  });

  it("marks the stages already e-mailed as sent", () => {
    const sentStages = new Set<ReminderStage>(["first_notice", "one_week"]);
    const items = buildTimeline({ startsAt, classification: 1, notificationDays: 21, sentStages });
    expect(items.map((i) => i.sent)).toEqual([true, true, false, false]);
  });

  it("dates a late-evening match by its London day", () => {
    // 23:30Z on 24 October is 00:30 BST on the 25th: the match day is the 25th, not the 24th.
    expect(
      buildTimeline({ startsAt: "2026-10-24T23:30:00Z", classification: 4, notificationDays: 2 }),
    ).toEqual([
      { stage: "first_notice", label: "2 days before: first notice", dueDate: "2026-10-23", sent: false },
      { stage: "match_day", label: "Match day: match-day alert", dueDate: "2026-10-25", sent: false },
    ]);
  });
});

describe("dueStages", () => {
  const startsAt = "2026-11-14T15:00:00.000Z";
  const major = { startsAt, classification: 1 as const, notificationDays: 21 };

  it("is nothing before the first notice's London day, then the first notice", () => {
    // 22:59Z on 23 October is 23:59 BST: still the 23rd in London.
    expect(dueStages({ ...major, now: new Date("2026-10-23T22:59:00Z") })).toEqual([]);
    // 23:30Z on 23 October is 00:30 BST on the 24th: the first notice is due, though UTC says the 23rd.
    expect(dueStages({ ...major, now: new Date("2026-10-23T23:30:00Z") })).toEqual(["first_notice"]);
  });

  it("stops once a stage is sent, until the next one is due", () => {
    const sentStages = new Set<ReminderStage>(["first_notice"]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-06T12:00:00Z") })).toEqual([]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-07T00:00:00Z") })).toEqual(["one_week"]);
  });

  it("sends only the latest due stage when earlier ones were missed", () => {
    expect(dueStages({ ...major, now: new Date("2026-11-09T08:00:00Z") })).toEqual(["one_week"]);
    const sentStages = new Set<ReminderStage>(["one_week"]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-10T08:00:00Z") })).toEqual([]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-12T08:00:00Z") })).toEqual(["final"]);
  });

  it("sends the match-day alert on the day until kick-off, and nothing once it has started", () => {
    const sentStages = new Set<ReminderStage>(["first_notice", "one_week", "final"]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-14T14:59:00Z") })).toEqual(["match_day"]);
    expect(dueStages({ ...major, sentStages, now: new Date("2026-11-14T15:00:00Z") })).toEqual([]);
    expect(dueStages({ ...major, now: new Date("2026-11-15T08:00:00Z") })).toEqual([]);
  });
});

describe("buildFixture", () => {
  const now = new Date("2026-11-10T09:00:00Z");
  const none = { reference, favourites: [], pub: null, now };

  it("scores and classifies a televised derby between big clubs as a Major Event", () => {
    const fixture = buildFixture("fx-1", source(), none);
    expect(() => fixtureSchema.parse(fixture)).not.toThrow();
    // 35 competition + 15 derby + 10 TV + 10 two big clubs + 5 Saturday 17:30.
    expect(fixture).toMatchObject({
      id: "fx-1",
      date: "2026-11-14",
      kickOffTime: "17:30",
      isTelevised: true,
      isDerby: true,
      isLocalTeam: false,
      isFavourite: false,
      importanceScore: 75,
      classification: 1,
      notificationDays: 21,
      daysUntil: 4,
    });
    expect(fixture.timeline).toHaveLength(4);
  });

  it("adds local and favourite points, and takes a favourite's lead time", () => {
    const fixture = buildFixture("fx-1", source(), {
      ...none,
      pub: { address: "The Compton Arms, Canonbury, London N1" },
      favourites: [{ name: "Spurs", sport: "football", notificationDays: 7 }],
      sentStages: new Set<ReminderStage>(["first_notice"]),
    });
    expect(fixture).toMatchObject({
      isLocalTeam: true,
      isFavourite: true,
      importanceScore: 100,
      notificationDays: 7,
    });
    expect(fixture.timeline.map((i) => [i.stage, i.sent])).toEqual([
      ["first_notice", true],
      ["final", false],
      ["match_day", false],
    ]);
  });

  it("uses the longer lead time when two favourites meet", () => {
    const fixture = buildFixture("fx-1", source(), {
      ...none,
      favourites: [
        { name: "Arsenal", sport: "football", notificationDays: 7 },
        { name: "Tottenham Hotspur", sport: "football", notificationDays: 14 },
      ],
    });
    expect(fixture.notificationDays).toBe(14);
  });

  it("lifts a dull favourite's match to High Interest and leaves others as they score", () => {
    const dull = source({
      homeTeam: "Hull City",
      awayTeam: "Leeds United",
      competition: "Championship",
      startsAt: "2026-11-17T14:00:00Z",
      tvChannels: [],
    });
    expect(buildFixture("fx-2", dull, none)).toMatchObject({
      importanceScore: 20,
      classification: 4,
      notificationDays: 2,
    });
    expect(
      buildFixture("fx-2", dull, {
        ...none,
        favourites: [{ name: "Leeds United", sport: "football", notificationDays: 21 }],
      }),
    ).toMatchObject({ importanceScore: 35, classification: 2, notificationDays: 21, isFavourite: true });
    // England the cricket side is not England the football side.
    expect(
      buildFixture("fx-2", source({ homeTeam: "England", awayTeam: "Wales" }), {
        ...none,
        favourites: [{ name: "England", sport: "cricket", notificationDays: 21 }],
      }).isFavourite,
    ).toBe(false);
  });

  it("gives an unknown competition a small weight", () => {
    const fixture = buildFixture(
      "fx-3",
      source({ homeTeam: "Leeds United", awayTeam: "Hull City", competition: "Friendly", tvChannels: [] }),
      none,
    );
    // 10 unknown competition + 5 Saturday 17:30.
    expect(fixture.importanceScore).toBe(15);
  });
});

describe("nextMatchFor", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const ctx = { reference, favourites: [], pub: null, now };
  const make = (id: string, overrides: Partial<SourceFixture>): Fixture =>
    buildFixture(id, source(overrides), ctx);
  const fixtures = [
    make("later-home", { homeTeam: "Arsenal", awayTeam: "Leeds United", startsAt: "2026-12-05T15:00:00Z" }),
    make("finished", {
      homeTeam: "Arsenal",
      awayTeam: "Hull City",
      startsAt: "2026-11-19T19:45:00Z",
      status: "finished",
    }),
    make("started", { homeTeam: "Hull City", awayTeam: "Arsenal", startsAt: "2026-11-20T11:00:00Z" }),
    make("not-ours", { homeTeam: "Hull City", awayTeam: "Leeds United", startsAt: "2026-11-21T12:30:00Z" }),
    make("soonest-away", {
      homeTeam: "Tottenham Hotspur",
      awayTeam: "Arsenal",
      venue: "Tottenham Hotspur Stadium",
      startsAt: "2026-11-28T17:30:00Z",
      tvChannels: ["Sky Sports"],
      tvChannelsExpected: true,
    }),
  ];

  it("picks the soonest upcoming favourite's fixture and shapes it for the card", () => {
    const next = nextMatchFor(fixtures, [{ name: "Arsenal", sport: "football" }], now);
    // The long date comes from longLondonDate; whether ICU puts a comma after the weekday varies by
    // runtime (Node 24's ICU 78 does), so the comma is left open here.
    expect(next?.dateFormatted).toMatch(/^Saturday,? 28 November 2026$/);
    expect(nextMatchSchema.parse(next)).toEqual({
      favoriteTeam: "Arsenal",
      competition: "Premier League",
      isHome: false,
      isTelevised: true,
      matchText: "Tottenham Hotspur v Arsenal",
      dateFormatted: next?.dateFormatted,
      timeFormatted: "17:30",
      venue: "Tottenham Hotspur Stadium",
      tvInfo: "Sky Sports (expected)",
      fixtureId: "soonest-away",
    });
  });

  it("includes a favourite's match that is live now", () => {
    const live = { ...fixtures[2]!, status: "live" as const };
    expect(nextMatchFor([...fixtures, live], [{ name: "Arsenal", sport: "football" }], now)?.fixtureId).toBe(
      "started",
    );
  });

  it("follows aliases through the reference and respects the sport", () => {
    expect(nextMatchFor(fixtures, [{ name: "Spurs", sport: "football" }], now)).toBeNull();
    expect(nextMatchFor(fixtures, [{ name: "Spurs", sport: "football" }], now, reference)).toMatchObject({
      favoriteTeam: "Tottenham Hotspur",
      isHome: true,
    });
    expect(nextMatchFor(fixtures, [{ name: "Arsenal", sport: "cricket" }], now)).toBeNull();
    expect(nextMatchFor(fixtures, [], now)).toBeNull();
  });

  it("says when a match is not on UK TV", () => {
    expect(tvInfo({ tvChannels: [], tvChannelsExpected: false })).toBe("Not on UK TV");
    expect(tvInfo({ tvChannels: ["BBC One", "BBC iPlayer"], tvChannelsExpected: false })).toBe(
      "BBC One, BBC iPlayer",
    );
    expect(nextMatchFor(fixtures.slice(0, 1), [{ name: "Arsenal", sport: "football" }], now)).toMatchObject({
      isHome: true,
      dateFormatted: expect.stringMatching(/^Saturday,? 5 December 2026$/),
      timeFormatted: "15:00",
    });
  });
});

describe("matchesFilter", () => {
  const fixture = (startsAt: string, extra: Partial<Fixture> = {}) => ({
    startsAt,
    classification: 3 as const,
    tvChannels: [] as string[],
    isLocalTeam: false,
    ...extra,
  });

  it("'daily' is today or tomorrow on the London calendar, across the clock change", () => {
    // 22:30Z on Saturday 24 October is 23:30 BST; the clocks go back overnight.
    const now = new Date("2026-10-24T22:30:00Z");
    expect(matchesFilter(fixture("2026-10-24T12:00:00Z"), "daily", now)).toBe(true); // earlier today
    expect(matchesFilter(fixture("2026-10-24T23:30:00Z"), "daily", now)).toBe(true); // 00:30 BST Sunday
    expect(matchesFilter(fixture("2026-10-25T23:30:00Z"), "daily", now)).toBe(true); // 23:30 GMT Sunday
    expect(matchesFilter(fixture("2026-10-26T00:30:00Z"), "daily", now)).toBe(false); // Monday
    expect(matchesFilter(fixture("2026-10-23T22:00:00Z"), "daily", now)).toBe(false); // yesterday
  });

  it("'all', 'major', 'televised' and 'local' read the fixture", () => {
    const now = new Date("2026-10-24T12:00:00Z");
    const plain = fixture("2026-11-01T15:00:00Z");
    expect(matchesFilter(plain, "all", now)).toBe(true);
    expect(matchesFilter(plain, "major", now)).toBe(false);
    expect(matchesFilter({ ...plain, classification: 2 }, "major", now)).toBe(true);
    expect(matchesFilter({ ...plain, classification: 1 }, "major", now)).toBe(true);
    expect(matchesFilter(plain, "televised", now)).toBe(false);
    expect(matchesFilter({ ...plain, tvChannels: ["TNT Sports"] }, "televised", now)).toBe(true);
    expect(matchesFilter(plain, "local", now)).toBe(false);
    expect(matchesFilter({ ...plain, isLocalTeam: true }, "local", now)).toBe(true);
  });
});
