import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { SportsReference, TeamInfo } from "~/lib/sports/reference";
import { readConfig } from "~/server/env.server";
import { createFootballDataFixtures } from "~/server/providers/fixtures/football-data.server";
import { createLiveFixtures } from "~/server/providers/fixtures/live.server";
import {
  createTheSportsDbFixtures,
  THESPORTSDB_LEAGUES,
} from "~/server/providers/fixtures/thesportsdb.server";
import type { ReportedFixture } from "~/server/providers/fixtures/types";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);
// The fake's data sit in late November 2026 (GMT, so London time equals UTC).
const WINDOW = { from: new Date("2026-11-20T00:00:00Z"), days: 30 };

interface RecordedRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
}

async function recorded(service: string): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/__control/requests?service=${service}`)).json<Json>();
}

async function control(path: string, body: unknown) {
  const response = await fetch(`${fake}/__control/${path}`, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

function footballData(
  options: { token?: string; baseUrl?: string; reference?: Pick<SportsReference, "team"> } = {},
) {
  return createFootballDataFixtures({
    token: options.token ?? config.FOOTBALL_DATA_TOKEN!,
    baseUrl: options.baseUrl ?? config.FOOTBALL_DATA_URL,
    reference: options.reference,
  });
}

function theSportsDb(options: { key?: string; leagues?: typeof THESPORTSDB_LEAGUES } = {}) {
  return createTheSportsDbFixtures({
    key: options.key ?? config.THESPORTSDB_KEY!,
    baseUrl: config.THESPORTSDB_URL,
    leagues: options.leagues,
  });
}

function byId(fixtures: ReportedFixture[], providerId: string) {
  const found = fixtures.find((fixture) => fixture.providerId === providerId);
  if (!found) throw new Error(`no fixture ${providerId} in ${fixtures.map((f) => f.providerId).join(", ")}`);
  return found;
}

/** A few clubs as the sports reference knows them: canonical names, grounds and nations. */
const reference: Pick<SportsReference, "team"> = {
  team(name) {
    const teams: Array<Pick<TeamInfo, "name" | "ground" | "nation"> & { aliases?: string[] }> = [
      { name: "Liverpool", ground: "Anfield", nation: "england" },
      { name: "Manchester United", ground: "Old Trafford", nation: "england", aliases: ["Man Utd"] },
      { name: "Manchester City", ground: "Etihad Stadium", nation: "england" },
      { name: "Arsenal", ground: "Emirates Stadium", nation: "england" },
      { name: "Hull City", ground: "MKM Stadium", nation: "england" },
    ];
    const found = teams.find((team) => team.name === name || team.aliases?.includes(name));
    return found ? ({ ...found, sport: "football", town: "", county: "" } as TeamInfo) : undefined;
  },
};

beforeEach(async () => {
  await fetch(`${fake}/__control/requests?service=football-data`, { method: "DELETE" });
  await fetch(`${fake}/__control/requests?service=thesportsdb`, { method: "DELETE" });
});

describe("football-data.org adapter", () => {
  it("asks /v4/matches with the token, for our competitions, in ranges at most 10 days apart", async () => {
    await footballData().fetchFixtures(WINDOW);
    const requests = await recorded("football-data");
    expect(requests.map((request) => request.path)).toEqual(Array(3).fill("/football-data/v4/matches"));
    expect(requests.every((request) => request.headers["x-auth-token"] === "fd-test-token")).toBe(true);
    const queries = requests.map((request) => Object.fromEntries(new URLSearchParams(request.query)));
    expect(queries).toEqual([
      { competitions: "PL,ELC,CL,EC,WC", dateFrom: "2026-11-20", dateTo: "2026-11-30" },
      { competitions: "PL,ELC,CL,EC,WC", dateFrom: "2026-12-01", dateTo: "2026-12-11" },
      { competitions: "PL,ELC,CL,EC,WC", dateFrom: "2026-12-12", dateTo: "2026-12-20" },
    ]);
  });

  it("maps matches: tidy names, UTC kick-offs, status and stage, and the expected UK channels", async () => {
    const fixtures = await footballData().fetchFixtures(WINDOW);

    expect(byId(fixtures, "football-data:541004")).toMatchObject({
      sport: "football",
      homeTeam: "Arsenal",
      awayTeam: "Chelsea",
      competition: "Premier League",
      startsAt: "2026-11-28T17:30:00.000Z",
      venue: "Emirates Stadium",
      status: "upcoming",
      stage: "league",
      tvChannelsExpected: true,
      highlights: "",
    });
    // Saturday 17:30 is Sky's Premier League slot; Saturday 15:00 is the UK blackout.
    expect(byId(fixtures, "football-data:541004").tvChannels).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Sky Sports/)]),
    );
    expect(byId(fixtures, "football-data:541003").tvChannels).toEqual([]);

    expect(byId(fixtures, "football-data:541002")).toMatchObject({
      homeTeam: "Tottenham Hotspur",
      awayTeam: "Newcastle United",
      status: "live",
    });
    expect(byId(fixtures, "football-data:541001")).toMatchObject({
      homeTeam: "Wolverhampton Wanderers",
      status: "finished",
    });
    expect(byId(fixtures, "football-data:542001")).toMatchObject({
      homeTeam: "Sheffield Wednesday",
      awayTeam: "Hull City",
      competition: "Championship",
    });
    expect(byId(fixtures, "football-data:543001")).toMatchObject({
      competition: "UEFA Champions League",
      stage: "group",
    });
    // A postponed match is carried with its status (its posts are held; the lists leave it out);
    // everything comes in kick-off order, each once.
    expect(byId(fixtures, "football-data:541006")).toMatchObject({
      homeTeam: "Chelsea",
      awayTeam: "Burnley",
      status: "postponed",
    });
    const starts = fixtures.map((fixture) => fixture.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(fixtures.map((fixture) => fixture.providerId)).size).toBe(fixtures.length);
    expect(fixtures.at(-1)?.providerId).toBe("football-data:541007");
  });

  it("takes names and grounds from the sports reference and keeps only British Champions League nights", async () => {
    const fixtures = await footballData({ reference }).fetchFixtures(WINDOW);
    expect(byId(fixtures, "football-data:541005")).toMatchObject({
      homeTeam: "Liverpool",
      awayTeam: "Manchester United",
      venue: "Anfield",
    });
    expect(byId(fixtures, "football-data:543001")).toMatchObject({ awayTeam: "Manchester City" });
    expect(fixtures.some((fixture) => fixture.providerId === "football-data:543002")).toBe(false);
  });

  it("maps knockout stages, keeps neutral finals off the home ground, and skips ties still to be drawn", async () => {
    await control("football-data/matches", [
      {
        id: 549001,
        competition: "CL",
        utcDate: "2027-03-10T20:00:00Z",
        home: "Arsenal FC",
        away: "Real Madrid CF",
        stage: "LAST_16",
      },
      {
        id: 549002,
        competition: "CL",
        utcDate: "2027-04-07T19:00:00Z",
        home: "Liverpool FC",
        away: "FC Bayern München",
        stage: "QUARTER_FINALS",
      },
      {
        id: 549003,
        competition: "CL",
        utcDate: "2027-04-28T19:00:00Z",
        home: "Manchester City FC",
        away: "FC Barcelona",
        stage: "SEMI_FINALS",
      },
      {
        id: 549004,
        competition: "CL",
        utcDate: "2027-05-29T19:00:00Z",
        home: "Manchester City FC",
        away: "Arsenal FC",
        stage: "FINAL",
      },
      {
        id: 549005,
        competition: "CL",
        utcDate: "2027-05-30T19:00:00Z",
        home: null,
        away: null,
        stage: "FINAL",
      },
    ]);
    const fixtures = await footballData({ reference }).fetchFixtures({
      from: new Date("2027-03-01T00:00:00Z"),
      days: 91,
    });
    expect((await recorded("football-data")).length).toBe(9);
    expect(fixtures.map((fixture) => [fixture.providerId, fixture.stage])).toEqual([
      ["football-data:549001", "round"],
      ["football-data:549002", "quarter_final"],
      ["football-data:549003", "semi_final"],
      ["football-data:549004", "final"],
    ]);
    // BST: 20:00 in London is 19:00 UTC, stored as such.
    expect(byId(fixtures, "football-data:549002")).toMatchObject({
      startsAt: "2027-04-07T19:00:00.000Z",
      venue: "Anfield",
    });
    expect(byId(fixtures, "football-data:549004").venue).toBe("");
  });

  it("turns a 429 into a 503 that says the football feed is rate limited, and fails the whole fetch", async () => {
    // The first range is answered; the second hits the limit: nothing partial comes back.
    await control("football-data/next-error", { status: 429, after: 1 });
    await expect(footballData().fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      code: "provider_unavailable",
      message: expect.stringMatching(/football feed \(football-data\.org\) is rate limited for 60 seconds/),
    });
    expect((await recorded("football-data")).length).toBe(2);
  });

  it("turns a 403 into a 503 that says the token is not allowed the competitions", async () => {
    await control("football-data/next-error", { status: 403 });
    await expect(footballData().fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/token is not allowed .*\(PL, ELC, CL, EC, WC\)/),
    });
  });

  it("turns a wrong token and an unreachable API into 503s", async () => {
    await expect(footballData({ token: "wrong" }).fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("FOOTBALL_DATA_TOKEN"),
    });
    await expect(
      footballData({ baseUrl: "http://127.0.0.1:9/v4" }).fetchFixtures(WINDOW),
    ).rejects.toMatchObject({ status: 503, message: expect.stringContaining("could not be reached") });
  });
});

describe("TheSportsDB adapter", () => {
  it("asks each league's next events with the key in the path", async () => {
    await theSportsDb().fetchFixtures(WINDOW);
    const requests = await recorded("thesportsdb");
    expect(new Set(requests.map((request) => request.path))).toEqual(
      new Set(["/thesportsdb/api/v1/json/123/eventsnextleague.php"]),
    );
    expect(requests.map((request) => new URLSearchParams(request.query).get("id")).sort()).toEqual(
      THESPORTSDB_LEAGUES.map((league) => league.id).sort(),
    );
  });

  it("maps events: UTC times, single events, UK channels from the source or the slot rules", async () => {
    const fixtures = await theSportsDb().fetchFixtures(WINDOW);

    expect(byId(fixtures, "thesportsdb:2401001")).toMatchObject({
      sport: "rugby",
      homeTeam: "Saracens",
      awayTeam: "Harlequins",
      competition: "Premiership Rugby",
      startsAt: "2026-11-28T15:00:00.000Z",
      venue: "StoneX Stadium",
      // Only the UK channel of "TNT Sports 1, Premier Sports 2 Ireland, Stan Sport".
      tvChannels: ["TNT Sports 1"],
      tvChannelsExpected: false,
      status: "upcoming",
      stage: "league",
    });
    expect(byId(fixtures, "thesportsdb:2401002")).toMatchObject({
      homeTeam: "Bath Rugby",
      tvChannelsExpected: true,
    });
    expect(byId(fixtures, "thesportsdb:2401000").status).toBe("live");
    expect(byId(fixtures, "thesportsdb:2401101")).toMatchObject({
      homeTeam: "England",
      awayTeam: "Argentina",
      competition: "Autumn Nations Series",
    });

    // Formula 1: qualifying and the race, not practice; the race is the fixture's name.
    expect(byId(fixtures, "thesportsdb:2402002")).toMatchObject({
      sport: "formula1",
      homeTeam: "Qatar Grand Prix Qualifying",
      awayTeam: "",
      startsAt: "2026-11-28T18:00:00.000Z",
      stage: "event",
    });
    expect(byId(fixtures, "thesportsdb:2402003").startsAt).toBe("2026-11-29T16:00:00.000Z");
    expect(byId(fixtures, "thesportsdb:2402004")).toMatchObject({
      tvChannels: ["Sky Sports F1", "Sky Sports Main Event"],
      tvChannelsExpected: false,
    });
    expect(byId(fixtures, "thesportsdb:2403001")).toMatchObject({
      sport: "boxing",
      homeTeam: "Dubois vs Parker",
    });
    expect(byId(fixtures, "thesportsdb:2404001")).toMatchObject({
      sport: "tennis",
      competition: "ATP Finals",
      status: "finished",
      stage: "final",
    });

    // A postponed match is carried with its status, so the posts planned around it can be held.
    expect(byId(fixtures, "thesportsdb:2401003")).toMatchObject({
      homeTeam: expect.stringContaining("Gloucester"),
      status: "postponed",
    });
    const ids = fixtures.map((fixture) => fixture.providerId);
    // Practice and a minor tennis tournament are left out.
    for (const left of ["thesportsdb:2402001", "thesportsdb:2404002"]) {
      expect(ids).not.toContain(left);
    }
    // The April County Championship match is outside the window.
    expect(ids).not.toContain("thesportsdb:2405001");
  });

  it("reads county cricket in its season", async () => {
    const fixtures = await theSportsDb().fetchFixtures({ from: new Date("2027-04-01T00:00:00Z"), days: 14 });
    expect(fixtures).toEqual([
      expect.objectContaining({
        providerId: "thesportsdb:2405001",
        sport: "cricket",
        homeTeam: "Surrey",
        awayTeam: "Yorkshire",
        competition: "County Championship",
        startsAt: "2027-04-03T10:30:00.000Z",
      }),
    ]);
  });

  it('treats {"events": null} as nothing coming up, not as an error', async () => {
    const quiet = [
      { id: "9999", league: "Nothing On", sport: "golf", competition: "Nothing On", single: true },
    ] as const;
    await expect(theSportsDb({ leagues: quiet }).fetchFixtures(WINDOW)).resolves.toEqual([]);
  });

  it("turns its plain-text 429 and a refused key into 503s", async () => {
    await control("thesportsdb/next-error", { status: 429 });
    await expect(theSportsDb().fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/sports feed \(TheSportsDB\) is rate limited/),
    });
    await expect(theSportsDb({ key: "999" }).fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("THESPORTSDB_KEY"),
    });
  });
});

describe("the live fixtures provider", () => {
  const live = () => createLiveFixtures({ footballData: footballData(), theSportsDb: theSportsDb() });

  it("merges both feeds in kick-off order", async () => {
    const provider = live();
    expect(provider).toMatchObject({ kind: "live", label: "football-data.org and TheSportsDB" });
    const fixtures = await provider.fetchFixtures(WINDOW);
    expect(fixtures.some((fixture) => fixture.providerId.startsWith("football-data:"))).toBe(true);
    expect(fixtures.some((fixture) => fixture.providerId.startsWith("thesportsdb:"))).toBe(true);
    const starts = fixtures.map((fixture) => fixture.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it("fails as a whole when either feed fails, so the last good data stay", async () => {
    await control("thesportsdb/next-error", { status: 429 });
    await expect(live().fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("TheSportsDB"),
    });
    // A refused token rather than a queued error: the first fetch's requests may still be in flight.
    const refused = createLiveFixtures({
      footballData: footballData({ token: "wrong" }),
      theSportsDb: theSportsDb(),
    });
    await expect(refused.fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("FOOTBALL_DATA_TOKEN"),
    });
  });
});

describe("the football-data.org fake refuses what the real API refuses", () => {
  const matchesUrl = `${config.FOOTBALL_DATA_URL}/matches?dateFrom=2026-11-27&dateTo=2026-11-29`;

  it("answers no token with the 403 'restricted' body and a wrong one with the 400 'invalid' body", async () => {
    const none = await fetch(matchesUrl);
    expect(none.status).toBe(403);
    expect(await none.json<Json>()).toEqual({
      message:
        "The resource you are looking for is restricted and apparently not within your permissions. Please check your subscription.",
      errorCode: 403,
    });
    const wrong = await fetch(matchesUrl, { headers: { "X-Auth-Token": "wrong" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json<Json>()).toEqual({ message: "Your API token is invalid.", errorCode: 400 });
  });

  it("refuses a competition outside the free plan with a 403, which the adapter reports as the token's plan", async () => {
    const cup = await fetch(`${matchesUrl}&competitions=PL,FAC`, {
      headers: { "X-Auth-Token": config.FOOTBALL_DATA_TOKEN! },
    });
    expect(cup.status).toBe(403);
    expect(await cup.json<Json>()).toMatchObject({ errorCode: 403 });
    const withCup = createFootballDataFixtures({
      token: config.FOOTBALL_DATA_TOKEN!,
      baseUrl: config.FOOTBALL_DATA_URL,
      competitions: ["PL", "FAC"],
    });
    await expect(withCup.fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/token is not allowed .*\(PL, FAC\).*plan/),
    });
  });

  it("counts the free plan's 10 requests a minute: the eleventh gets the real 429 and its headers", async () => {
    const token = { "X-Auth-Token": config.FOOTBALL_DATA_TOKEN! };
    const first = await fetch(matchesUrl, { headers: token });
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Requests-Available-Minute")).toBe("9");
    for (let used = 2; used <= 10; used += 1) {
      expect((await fetch(matchesUrl, { headers: token })).status).toBe(200);
    }
    const over = await fetch(matchesUrl, { headers: token });
    expect(over.status).toBe(429);
    expect(over.headers.get("X-Requests-Available-Minute")).toBe("0");
    const reset = Number(over.headers.get("X-RequestCounter-Reset"));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    expect(await over.json<Json>()).toEqual({
      message: `You reached your request limit. Wait ${reset} seconds.`,
      errorCode: 429,
    });
  });

  it("lets a 30-day refresh through the limit, and reports the limit, not a broken feed, when a minute is used up", async () => {
    // Three refreshes of a 30-day window are nine requests: all inside the free plan's minute.
    for (let refresh = 0; refresh < 3; refresh += 1) {
      await expect(footballData().fetchFixtures(WINDOW)).resolves.not.toHaveLength(0);
    }
    // The fourth gets one answer, then the real 429: nothing partial, and the wait is the vendor's.
    await expect(footballData().fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      code: "provider_unavailable",
      message: expect.stringMatching(/football feed \(football-data\.org\) is rate limited for \d+ seconds/),
    });
    expect((await recorded("football-data")).length).toBe(11);
  });
});

describe("the TheSportsDB fake answers as the real v1 API does", () => {
  it('answers a league id it does not know with {"events": null}, which the adapter reads as nothing on', async () => {
    const response = await fetch(`${config.THESPORTSDB_URL}/123/eventsnextleague.php?id=0`);
    expect(response.status).toBe(200);
    expect(await response.json<Json>()).toEqual({ events: null });
  });

  it("refuses a key that is not the free 123 or a premium key, and the adapter names the setting to fix", async () => {
    const response = await fetch(`${config.THESPORTSDB_URL}/999/eventsnextleague.php?id=4414`);
    expect(response.status).toBe(401);
    await expect(theSportsDb({ key: "999" }).fetchFixtures(WINDOW)).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining("THESPORTSDB_KEY"),
    });
  });
});
