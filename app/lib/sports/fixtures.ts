import type { FavouriteTeam, Fixture, NextMatch, ReminderStage } from "~/lib/contract/sports";
import type { FixtureFilter, Sport } from "~/lib/sports/constants";
import {
  classify,
  importanceScore,
  notificationDaysFor,
  UNKNOWN_COMPETITION_WEIGHT,
} from "~/lib/sports/importance";
import type { SportsReference } from "~/lib/sports/reference";
import { favouritesIn, findDerby, isLocalTeam, matchText, sameTeam } from "~/lib/sports/teams";
import { buildTimeline } from "~/lib/sports/timeline";
import { londonDate, londonDaysBetween, londonTime, longLondonDate } from "~/lib/time";
import type { SourceFixture } from "~/server/providers/fixtures/types";

export interface FixtureContext {
  reference: SportsReference;
  /** The account's favourite teams; [] for none. */
  favourites: ReadonlyArray<Pick<FavouriteTeam, "name" | "sport" | "notificationDays">>;
  pub: { address?: string | null } | null;
  /** Stages already e-mailed to this account for this fixture. */
  sentStages?: ReadonlySet<ReminderStage>;
  now: Date;
}

/**
 * A source fixture with every rule of §3 applied for one account: derby, local, favourite,
 * importance, classification, notice, days until and the timeline. When two favourites play each
 * other, the longer lead time wins, so the earlier reminder is not lost.
 */
export function buildFixture(id: string, source: SourceFixture, ctx: FixtureContext): Fixture {
  const { reference } = ctx;
  const teams = [source.homeTeam, source.awayTeam].filter((name) => name.trim() !== "");
  const favourites = favouritesIn(source, ctx.favourites, reference);
  const isFavourite = favourites.length > 0;
  const isDerby = findDerby(source.homeTeam, source.awayTeam, source.sport, reference) !== null;
  const isLocal = isLocalTeam(teams, source.sport, ctx.pub, reference);
  const score = importanceScore({
    source,
    competitionWeight:
      reference.competition(source.competition, source.sport)?.weight ?? UNKNOWN_COMPETITION_WEIGHT,
    isDerby,
    isFavourite,
    bigClubCount: teams.filter((name) => reference.team(name, source.sport)?.bigClub).length,
    isLocal,
  });
  const classification = classify(score, { isFavourite });
  const leadTime = isFavourite ? Math.max(...favourites.map((f) => f.notificationDays)) : null;
  const notificationDays = notificationDaysFor(classification, leadTime);
  return {
    id,
    sport: source.sport,
    homeTeam: source.homeTeam,
    awayTeam: source.awayTeam,
    competition: source.competition,
    date: londonDate(source.startsAt),
    kickOffTime: londonTime(source.startsAt),
    startsAt: new Date(source.startsAt).toISOString(),
    venue: source.venue,
    isTelevised: source.tvChannels.length > 0,
    tvChannels: source.tvChannels,
    tvChannelsExpected: source.tvChannelsExpected,
    highlights: source.highlights,
    status: source.status,
    classification,
    notificationDays,
    isLocalTeam: isLocal,
    isDerby,
    importanceScore: score,
    isFavourite,
    daysUntil: londonDaysBetween(ctx.now, source.startsAt),
    timeline: buildTimeline({
      startsAt: source.startsAt,
      classification,
      notificationDays,
      sentStages: ctx.sentStages,
    }),
  };
}

/** 'Sky Sports, TNT Sports', 'Sky Sports (expected)' when from the slot rules, or 'Not on UK TV'. */
export function tvInfo(fixture: Pick<Fixture, "tvChannels" | "tvChannelsExpected">): string {
  if (fixture.tvChannels.length === 0) return "Not on UK TV";
  const channels = fixture.tvChannels.join(", ");
  return fixture.tvChannelsExpected ? `${channels} (expected)` : channels;
}

/**
 * The soonest fixture not yet started (or live now) that involves one of the favourites, shaped for
 * the next-match card; null when there is none. When both sides are favourites, the home side is named.
 */
export function nextMatchFor(
  fixtures: readonly Fixture[],
  favourites: ReadonlyArray<{ name: string; sport: Sport }>,
  now: Date,
  reference?: SportsReference,
): NextMatch | null {
  const candidates = fixtures
    .filter(
      (f) => f.status === "live" || (f.status === "upcoming" && Date.parse(f.startsAt) >= now.getTime()),
    )
    .filter((f) => favouritesIn(f, favourites, reference).length > 0)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id));
  const fixture = candidates[0];
  if (!fixture) return null;
  const favourite = favouritesIn(fixture, favourites, reference)[0]!;
  const isHome = sameTeam(fixture.homeTeam, favourite.name, fixture.sport, reference);
  const date = londonDate(fixture.startsAt);
  return {
    favoriteTeam: isHome ? fixture.homeTeam : fixture.awayTeam,
    competition: fixture.competition,
    isHome,
    isTelevised: fixture.tvChannels.length > 0,
    matchText: matchText(fixture),
    dateFormatted: longLondonDate(date),
    timeFormatted: londonTime(fixture.startsAt),
    venue: fixture.venue,
    tvInfo: tvInfo(fixture),
    fixtureId: fixture.id,
  };
}

/**
 * The fixture-centre filter tabs: 'daily' is today or tomorrow in London (worked out from `now`,
 * not the possibly cached daysUntil), 'major' is classification 1-2, 'televised' has UK channels,
 * 'local' involves a local team.
 */
export function matchesFilter(
  fixture: Pick<Fixture, "startsAt" | "classification" | "tvChannels" | "isLocalTeam">,
  filter: FixtureFilter,
  now: Date,
): boolean {
  switch (filter) {
    case "all":
      return true;
    case "daily": {
      const days = londonDaysBetween(now, fixture.startsAt);
      return days === 0 || days === 1;
    }
    case "major":
      return fixture.classification <= 2;
    case "televised":
      return fixture.tvChannels.length > 0;
    case "local":
      return fixture.isLocalTeam;
  }
}

/** A fixture as the content writer's context lists it (ContentContext.upcomingSports). */
export function upcomingSportOf(fixture: Fixture) {
  return {
    id: fixture.id,
    sport: fixture.sport,
    matchText: matchText(fixture),
    competition: fixture.competition,
    date: fixture.date,
    kickOffTime: fixture.kickOffTime,
    tvChannels: fixture.tvChannels,
  };
}
