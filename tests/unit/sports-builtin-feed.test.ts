import { describe, expect, it } from "vitest";
import { expectedChannels } from "~/lib/sports/broadcast-slots";
import { SPORTS, type Sport } from "~/lib/sports/constants";
import { londonDate, londonTime } from "~/lib/time";
import { createBuiltinFixtures } from "~/server/providers/fixtures/builtin.server";
import type { SourceFixture } from "~/server/providers/fixtures/types";
import competitions from "~/server/sports/data/competitions.json";
import derbies from "~/server/sports/data/derbies.json";
import events from "~/server/sports/data/events.json";
import {
  allTeams,
  normaliseName,
  sportsEvents,
  sportsReference,
  teamsInLeague,
} from "~/server/sports/reference.server";

// The clock is pinned to the evening this feed was written; windows pass `from` explicitly.
const NOW = new Date("2026-11-22T20:45:00Z");
const feed = createBuiltinFixtures({ now: () => NOW });

function fetchWindow(from: string, days: number): Promise<SourceFixture[]> {
  return feed.fetchFixtures({ from: new Date(from), days });
}

function weekday(fixture: SourceFixture): number {
  return new Date(`${londonDate(fixture.startsAt)}T12:00:00Z`).getUTCDay();
}

const premierLeague = (fixtures: SourceFixture[]) =>
  fixtures.filter((fixture) => fixture.competition === "Premier League");

describe("built-in sample feed", () => {
  it("is labelled as sample fixtures", () => {
    expect(feed.kind).toBe("builtin");
    expect(feed.label).toBe("Sample fixtures");
  });

  it("gives the same fixtures for the same window, even from a fresh provider", async () => {
    const first = await fetchWindow("2026-11-22T00:00:00Z", 60);
    const second = await createBuiltinFixtures({ now: () => NOW }).fetchFixtures({
      from: new Date("2026-11-22T00:00:00Z"),
      days: 60,
    });
    expect(second).toEqual(first);
  });

  it("returns only fixtures starting inside the window, in kick-off order", async () => {
    const from = new Date("2026-12-03T18:30:00Z");
    const fixtures = await feed.fetchFixtures({ from, days: 10 });
    const end = from.getTime() + 10 * 86_400_000;
    expect(fixtures.length).toBeGreaterThan(0);
    for (const fixture of fixtures) {
      const start = Date.parse(fixture.startsAt);
      expect(start).toBeGreaterThanOrEqual(from.getTime());
      expect(start).toBeLessThan(end);
    }
    const starts = fixtures.map((fixture) => fixture.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it("covers all nine sports over 60 days from 22 November 2026, at a useful size", async () => {
    const fixtures = await fetchWindow("2026-11-22T00:00:00Z", 60);
    expect(new Set(fixtures.map((fixture) => fixture.sport))).toEqual(new Set(SPORTS));
    expect(fixtures.length).toBeGreaterThanOrEqual(150);
    expect(fixtures.length).toBeLessThanOrEqual(600);
  });

  // How fast the window is built is the bench's fixture-refresh row, not a timed test.

  it("plays county cricket only in summer and the Six Nations only in February and March", async () => {
    const winter = await fetchWindow("2026-11-22T00:00:00Z", 60);
    const spring = await fetchWindow("2027-02-01T00:00:00Z", 50);
    const summer = await fetchWindow("2027-06-01T00:00:00Z", 30);
    const county = (fixtures: SourceFixture[]) =>
      fixtures.filter((fixture) => fixture.competition.startsWith("County Championship"));
    const sixNations = (fixtures: SourceFixture[]) =>
      fixtures.filter((fixture) => fixture.competition === "Six Nations");

    expect(county(winter)).toEqual([]);
    expect(county(summer).length).toBeGreaterThan(0);
    expect(county(summer).every((fixture) => fixture.tvChannels.length === 0)).toBe(true);
    expect(sixNations(winter)).toEqual([]);
    expect(sixNations(summer)).toEqual([]);
    expect(sixNations(spring)).toHaveLength(15);
    const englandFrance = sixNations(spring).find((f) => f.homeTeam === "England" && f.awayTeam === "France");
    expect(englandFrance?.highlights).toBe("England's first Six Nations home game");
    expect(englandFrance?.venue).toBe("Allianz Stadium, Twickenham");
  });

  it("never has a football club playing twice on one day", async () => {
    const fixtures = (await fetchWindow("2026-08-01T00:00:00Z", 330)).filter((f) => f.sport === "football");
    const seen = new Set<string>();
    for (const fixture of fixtures) {
      for (const team of [fixture.homeTeam, fixture.awayTeam].filter(Boolean)) {
        const key = `${team}@${londonDate(fixture.startsAt)}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it("has every Premier League club in a full round", async () => {
    const weekend = premierLeague(await fetchWindow("2026-11-27T00:00:00Z", 4));
    expect(weekend).toHaveLength(10);
    const clubs = new Set(weekend.flatMap((fixture) => [fixture.homeTeam, fixture.awayTeam]));
    expect(clubs).toEqual(new Set(teamsInLeague("Premier League").map((team) => team.name)));
  });

  it("plays a whole Premier League season: 38 rounds, everyone home and away against everyone", async () => {
    const season = premierLeague(await fetchWindow("2026-08-01T00:00:00Z", 320));
    expect(season).toHaveLength(380);
    const meetings = new Set(season.map((fixture) => `${fixture.homeTeam}>${fixture.awayTeam}`));
    expect(meetings.size).toBe(380);
    for (const club of teamsInLeague("Premier League")) {
      expect(season.filter((fixture) => fixture.homeTeam === club.name)).toHaveLength(19);
    }
    expect(londonDate(season[0]?.startsAt ?? "")).toBe("2026-08-14");
    const finalDay = season.filter((fixture) => fixture.highlights.startsWith("Final day"));
    expect(finalDay.length).toBeGreaterThan(0);
  });

  it("keeps Saturday 15:00 Premier League matches off UK television", async () => {
    const fixtures = premierLeague(await fetchWindow("2026-08-01T00:00:00Z", 320));
    const saturdayThree = fixtures.filter((f) => weekday(f) === 6 && londonTime(f.startsAt) === "15:00");
    expect(saturdayThree.length).toBeGreaterThan(100);
    expect(saturdayThree.every((fixture) => fixture.tvChannels.length === 0)).toBe(true);
    const others = fixtures.filter((fixture) => !saturdayThree.includes(fixture));
    expect(others.every((fixture) => fixture.tvChannels.length > 0 && fixture.tvChannelsExpected)).toBe(true);
  });

  it("names derbies in the highlights", async () => {
    const fixtures = (await fetchWindow("2026-08-01T00:00:00Z", 320)).filter((f) => f.stage === "league");
    const derbyFixtures = fixtures.flatMap((fixture) => {
      const derby = sportsReference.derby(fixture.homeTeam, fixture.awayTeam, fixture.sport);
      return derby ? [{ fixture, derby }] : [];
    });
    expect(derbyFixtures.map(({ derby }) => derby.name)).toContain("North London derby");
    expect(derbyFixtures.map(({ derby }) => derby.name)).toContain("Old Firm derby");
    for (const { fixture, derby } of derbyFixtures) {
      expect(fixture.highlights).toContain(derby.name);
    }
  });

  it("gives every fixture a unique, stable provider id, a venue and a highlight", async () => {
    const fixtures = await fetchWindow("2026-08-01T00:00:00Z", 365);
    expect(new Set(fixtures.map((fixture) => fixture.providerId)).size).toBe(fixtures.length);
    for (const fixture of fixtures) {
      expect(fixture.providerId).toMatch(/^builtin:[a-z0-9-]+:\d{4}-\d{2}-\d{2}:[a-z0-9-]+$/);
      expect(fixture.highlights.length).toBeGreaterThan(5);
      expect(fixture.venue, fixture.providerId).not.toBe("");
    }
    const nld = fixtures.find((f) => f.homeTeam === "Arsenal" && f.awayTeam === "Tottenham Hotspur");
    expect(nld?.providerId).toMatch(/^builtin:premier-league:\d{4}-\d{2}-\d{2}:arsenal-v-tottenham-hotspur$/);
    expect(nld?.venue).toBe("Emirates Stadium");
  });

  it("keeps London kick-off times right across the October and March clock changes", async () => {
    const autumn = premierLeague(await fetchWindow("2026-10-20T00:00:00Z", 14));
    const beforeChange = autumn.find(
      (f) => londonDate(f.startsAt) === "2026-10-24" && londonTime(f.startsAt) === "15:00",
    );
    const afterChange = autumn.find(
      (f) => londonDate(f.startsAt) === "2026-10-31" && londonTime(f.startsAt) === "15:00",
    );
    expect(beforeChange?.startsAt).toBe("2026-10-24T14:00:00.000Z");
    expect(afterChange?.startsAt).toBe("2026-10-31T15:00:00.000Z");

    const spring = premierLeague(await fetchWindow("2027-03-15T00:00:00Z", 30));
    const winterTime = spring.find(
      (f) => londonDate(f.startsAt) === "2027-03-20" && londonTime(f.startsAt) === "15:00",
    );
    const summerTime = spring.find(
      (f) => londonDate(f.startsAt) === "2027-04-10" && londonTime(f.startsAt) === "15:00",
    );
    expect(winterTime?.startsAt).toBe("2027-03-20T15:00:00.000Z");
    expect(summerTime?.startsAt).toBe("2027-04-10T14:00:00.000Z");

    const slots = new Set(["12:30", "14:00", "15:00", "16:30", "17:30", "19:30", "20:00", "16:00"]);
    for (const fixture of [...autumn, ...spring]) expect(slots).toContain(londonTime(fixture.startsAt));
  });

  it("marks fixtures upcoming, live or finished against the injected clock", async () => {
    const from = new Date("2026-11-28T00:00:00Z");
    const lunchtime = premierLeague(await fetchWindow(from.toISOString(), 1)).find(
      (fixture) => londonTime(fixture.startsAt) === "12:30",
    );
    if (!lunchtime) throw new Error("expected a Saturday 12:30 kick-off");
    const at = (iso: string) =>
      createBuiltinFixtures({ now: () => new Date(iso) })
        .fetchFixtures({ from, days: 1 })
        .then((fixtures) => fixtures.find((fixture) => fixture.providerId === lunchtime.providerId)?.status);
    expect(await at("2026-11-28T12:00:00Z")).toBe("upcoming");
    expect(await at("2026-11-28T13:15:00Z")).toBe("live");
    expect(await at("2026-11-28T15:00:00Z")).toBe("finished");
  });

  it("puts the big race meetings, Grands Prix and majors on their real days", async () => {
    const fixtures = await fetchWindow("2026-11-22T00:00:00Z", 60);
    const titled = (title: string) => fixtures.find((fixture) => fixture.homeTeam === title);
    expect(londonDate(titled("King George VI Chase")?.startsAt ?? "")).toBe("2026-12-26");
    expect(titled("King George VI Chase")?.venue).toBe("Kempton Park");
    expect(londonDate(titled("Welsh Grand National")?.startsAt ?? "")).toBe("2026-12-27");
    expect(londonDate(titled("Tingle Creek Chase")?.startsAt ?? "")).toBe("2026-12-05");
    expect(titled("Abu Dhabi Grand Prix")?.tvChannels).toContain("Sky Sports F1");
    expect(titled("Jack Draper")?.competition).toBe("Australian Open");
  });

  it("replays the calendar into years events.json does not cover, keeping the weekday", async () => {
    const spring2029 = await fetchWindow("2029-02-01T00:00:00Z", 75);
    const grandNational = spring2029.find((fixture) => fixture.homeTeam === "The Grand National");
    expect(grandNational && londonDate(grandNational.startsAt)).toMatch(/^2029-04-/);
    expect(grandNational && weekday(grandNational)).toBe(6);
    expect(spring2029.filter((fixture) => fixture.competition === "Six Nations")).toHaveLength(15);
    expect(spring2029.some((fixture) => fixture.homeTeam === "Gold Cup Day")).toBe(true);
    expect(spring2029.some((fixture) => fixture.competition === "Rugby World Cup")).toBe(false);
  });
});

describe("UK broadcast slots", () => {
  const slot = (sport: Sport, competition: string, startsAt: string, homeTeam = "A", awayTeam = "B") =>
    expectedChannels({ sport, competition, startsAt, homeTeam, awayTeam });

  it("follows the Premier League slots, including the 3pm blackout", () => {
    expect(slot("football", "Premier League", "2026-11-28T15:00:00Z")).toEqual([]);
    expect(slot("football", "Premier League", "2026-11-28T12:30:00Z")).toEqual(["TNT Sports"]);
    expect(slot("football", "Premier League", "2026-11-28T17:30:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "Premier League", "2026-11-29T14:00:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "Premier League", "2026-11-29T16:30:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "Premier League", "2026-11-27T20:00:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "Premier League", "2026-11-30T20:00:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "English Premier League", "2026-12-02T19:30:00Z")).toEqual(["TNT Sports"]);
    // Summer time: 15:00 in London is 14:00 UTC.
    expect(slot("football", "Premier League", "2027-04-10T14:00:00Z")).toEqual([]);
    // Before 2025-26 Amazon had Boxing Day and the December midweek round.
    expect(slot("football", "Premier League", "2024-12-26T15:00:00Z")).toEqual(["Amazon Prime Video"]);
    expect(slot("football", "Premier League", "2024-12-04T19:30:00Z")).toEqual(["Amazon Prime Video"]);
  });

  it("knows the other football competitions and the home nations", () => {
    expect(slot("football", "Championship", "2026-11-28T15:00:00Z")).toEqual([]);
    expect(slot("football", "Championship", "2026-12-01T19:45:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "Scottish Premiership", "2026-11-29T12:00:00Z")).toEqual(["Sky Sports"]);
    expect(slot("football", "FA Cup", "2027-05-15T15:00:00Z")).toEqual(["BBC One", "TNT Sports"]);
    expect(slot("football", "FA Cup", "2027-01-09T17:45:00Z")).toEqual(["BBC One"]);
    expect(
      expectedChannels({
        sport: "football",
        competition: "Champions League",
        startsAt: "2026-11-24T20:00:00Z",
        homeTeam: "Arsenal",
        awayTeam: "Real Madrid",
        firstPick: true,
      }),
    ).toEqual(["Amazon Prime Video"]);
    expect(slot("football", "UEFA Champions League", "2026-11-25T20:00:00Z")).toEqual(["TNT Sports"]);
    expect(slot("football", "UEFA Nations League", "2026-11-12T19:45:00Z", "England", "Netherlands")).toEqual(
      ["Channel 4"],
    );
    expect(slot("football", "International Friendly", "2027-06-05T16:00:00Z", "England", "Brazil")).toEqual([
      "ITV1",
    ]);
    expect(slot("football", "International Friendly", "2027-06-05T16:00:00Z", "Scotland", "Peru")).toEqual([
      "BBC Scotland",
    ]);
    expect(slot("football", "International Friendly", "2027-06-05T16:00:00Z", "Wales", "Peru")).toEqual([
      "S4C",
    ]);
  });

  it("knows rugby, cricket, tennis, golf, F1, boxing, racing and athletics", () => {
    expect(slot("rugby", "Six Nations", "2027-02-13T16:40:00Z", "England", "France")).toEqual(["ITV1"]);
    expect(slot("rugby", "Six Nations", "2027-02-27T14:10:00Z", "Wales", "Ireland")).toEqual(["BBC One"]);
    expect(slot("rugby", "Autumn Nations Series", "2026-11-28T15:10:00Z", "England", "South Africa")).toEqual(
      ["TNT Sports"],
    );
    expect(slot("rugby", "Gallagher Premiership", "2026-12-19T15:00:00Z")).toEqual(["TNT Sports"]);
    expect(slot("cricket", "Test Match", "2026-12-17T08:00:00Z", "South Africa", "England")).toEqual([
      "Sky Sports Cricket",
    ]);
    expect(slot("cricket", "County Championship Division One", "2027-06-06T10:00:00Z")).toEqual([]);
    expect(slot("tennis", "Wimbledon", "2027-07-11T15:00:00Z")).toEqual(["BBC One"]);
    expect(slot("tennis", "Australian Open", "2027-01-31T08:30:00Z")).toEqual(["TNT Sports"]);
    expect(slot("golf", "The Masters", "2027-04-11T18:00:00Z")).toEqual([
      "Sky Sports Golf",
      "BBC (highlights)",
    ]);
    expect(slot("formula1", "Formula 1", "2027-07-04T14:00:00Z", "British Grand Prix", "")).toEqual([
      "Sky Sports F1",
      "Channel 4",
    ]);
    expect(slot("boxing", "Matchroom Boxing", "2026-11-28T22:00:00Z")).toEqual(["DAZN"]);
    expect(slot("horse_racing", "Grand National", "2027-04-10T15:00:00Z")).toContain("ITV Racing");
    expect(slot("athletics", "London Marathon", "2027-04-25T08:00:00Z")).toEqual(["BBC One"]);
  });
});

describe("sports reference data", () => {
  it("finds teams by alias, case and club suffix", () => {
    expect(sportsReference.team("Man Utd", "football")?.name).toBe("Manchester United");
    expect(sportsReference.team("Manchester United FC", "football")?.name).toBe("Manchester United");
    expect(sportsReference.team("spurs", "football")?.name).toBe("Tottenham Hotspur");
    expect(sportsReference.team("AFC Bournemouth", "football")?.name).toBe("Bournemouth");
    expect(sportsReference.team("Brighton & Hove Albion FC", "football")?.name).toBe(
      "Brighton & Hove Albion",
    );
    expect(sportsReference.team("Wolverhampton Wanderers FC", "football")?.name).toBe(
      "Wolverhampton Wanderers",
    );
    expect(sportsReference.team("Yorkshire CCC", "cricket")?.ground).toBe("Headingley");
    expect(sportsReference.team("England", "rugby")?.ground).toBe("Allianz Stadium, Twickenham");
    expect(sportsReference.team("Newcastle", "rugby")?.name).toBe("Newcastle Red Bulls");
    expect(sportsReference.team("Nowhere Rovers", "football")).toBeUndefined();
  });

  it("finds competitions and derbies whichever way round and however spelt", () => {
    expect(sportsReference.competition("EPL", "football")?.name).toBe("Premier League");
    expect(sportsReference.competition("Gallagher PREM", "rugby")?.name).toBe("Premiership Rugby");
    expect(sportsReference.competition("Roland-Garros", "tennis")?.name).toBe("French Open");
    expect(sportsReference.derby("Arsenal FC", "Spurs", "football")?.name).toBe("North London derby");
    expect(sportsReference.derby("Rangers", "Celtic", "football")?.name).toBe("Old Firm derby");
    expect(sportsReference.derby("Lancashire", "Yorkshire", "cricket")?.name).toBe("Roses match");
    expect(sportsReference.derby("Arsenal", "Chelsea", "rugby")).toBeUndefined();
  });

  it("holds the 2025-26 league memberships", () => {
    expect(teamsInLeague("Premier League")).toHaveLength(20);
    expect(teamsInLeague("Championship")).toHaveLength(24);
    expect(teamsInLeague("Scottish Premiership")).toHaveLength(12);
    expect(teamsInLeague("Premiership Rugby")).toHaveLength(10);
    expect(allTeams("tennis").map((player) => player.name)).toContain("Jack Draper");
  });

  it("keeps the data files consistent", () => {
    const sports = new Set<string>(SPORTS);
    const keys = new Map<string, string>();
    for (const team of allTeams()) {
      expect(sports.has(team.sport), team.name).toBe(true);
      for (const name of [team.name, ...(team.aliases ?? [])]) {
        const key = `${team.sport}:${normaliseName(name)}`;
        // No alias may point at two different teams of one sport.
        expect(keys.get(key) ?? team.name, key).toBe(team.name);
        keys.set(key, team.name);
      }
    }
    for (const competition of competitions) {
      expect(sports.has(competition.sport), competition.name).toBe(true);
      expect(competition.weight).toBeGreaterThanOrEqual(0);
      expect(competition.weight).toBeLessThanOrEqual(40);
    }
    for (const derby of derbies) {
      for (const team of derby.teams) {
        expect(sportsReference.team(team, derby.sport as Sport)?.name, `${derby.name}: ${team}`).toBe(team);
      }
    }
    expect(sportsEvents).toHaveLength(events.length);
    for (const event of sportsEvents) {
      const label = `${event.date} ${event.title ?? event.home}`;
      expect(sports.has(event.sport), label).toBe(true);
      expect(event.date, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(event.time, label).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(event.highlights.length, label).toBeGreaterThan(5);
      expect(Boolean(event.title) !== Boolean(event.home && event.away) || event.format, label).toBeTruthy();
      expect(sportsReference.competition(event.competition, event.sport)?.name, label).toBe(
        event.competition,
      );
    }
  });
});
