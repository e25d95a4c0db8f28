/**
 * The context a post is written around (GET /api/context, and the writer's prompt): the next
 * favourite match, what is on the telly this week, the pub's own nights and the dates coming up, the
 * season, the weather where the pub is and its features. A wet Tuesday in November and a hot
 * Saturday with England playing should read differently, and this is where the writer learns which.
 */
import type { ContentContext, Weather } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { FavouriteTeam, Fixture } from "~/lib/contract/sports";
import { nextRegularNights } from "~/lib/pub/regular-nights";
import { nextMatchFor, upcomingSportOf } from "~/lib/sports/fixtures";
import { addLondonDays, londonDate, SUN } from "~/lib/time";
import { placeFromAddress } from "~/lib/uk-place";
import type { AppContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { readTogether } from "~/server/db/reads.server";
import { pubRead } from "~/server/pub/pub.server";
import { favouritesRead } from "~/server/sports/favourites.server";
import { type AccountProfile, fixturesForProfile } from "~/server/sports/fixtures.server";
import { sportsReference } from "~/server/sports/reference.server";
import { type Occasion, seasonalContext } from "./seasonal.server";

type Ctx = Pick<AppContext, "db" | "env" | "now" | "providers">;
type LocalEvent = ContentContext["localEvents"][number];
type UpcomingSport = ContentContext["upcomingSports"][number];

/** The card shows five; the writer gets the same five, so the post and the page agree. */
export const MAX_UPCOMING_SPORTS = 5;
const SPORTS_WINDOW_DAYS = 7;
/** Occasions this close also count as local events: near enough to post about this week. */
const NEARBY_OCCASION_DAYS = 14;

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The next date (today included) that falls on `weekday`. */
function nextWeekday(today: string, weekday: number): string {
  return addLondonDays(today, (weekday - weekdayOf(today) + 7) % 7);
}

/** "Quiz night Thursdays" → Quiz night on the next Thursday; features naming no weekday are not events. */
export function recurringEvents(features: readonly string[], today: string): LocalEvent[] {
  return nextRegularNights(features, today).map(({ night, date }) => ({
    name: night.name,
    date,
    detail: night.detail,
  }));
}

function whenText(occasion: Occasion, today: string): string {
  if (occasion.date < today) return "On now";
  if (occasion.daysAway === 0) return "Today";
  return occasion.daysAway === 1 ? "Tomorrow" : `In ${occasion.daysAway} days`;
}

function nearbyOccasions(occasions: readonly Occasion[], today: string): LocalEvent[] {
  return occasions
    .filter((occasion) => occasion.daysAway <= NEARBY_OCCASION_DAYS)
    .map((occasion) => ({ name: occasion.name, date: occasion.date, detail: whenText(occasion, today) }));
}

/** Televised, not yet started, within the week: favourites first, then the biggest, then the soonest. */
export function upcomingTelevised(fixtures: readonly Fixture[], now: Date): UpcomingSport[] {
  const until = now.getTime() + SPORTS_WINDOW_DAYS * 86_400_000;
  return fixtures
    .filter((fixture) => {
      const at = Date.parse(fixture.startsAt);
      return (
        fixture.status === "upcoming" && fixture.tvChannels.length > 0 && at >= now.getTime() && at < until
      );
    })
    .sort(
      (a, b) =>
        Number(b.isFavourite) - Number(a.isFavourite) ||
        b.importanceScore - a.importanceScore ||
        a.startsAt.localeCompare(b.startsAt),
    )
    .slice(0, MAX_UPCOMING_SPORTS)
    .map(upcomingSportOf);
}

/**
 * Today to the coming Sunday: the first day says what it is like now, the weekend says whether the
 * beer garden is worth a mention. Never throws: a post can be written without the weather.
 * Only the live provider forecasts; the built-in one gives climate averages, marked as such so no
 * writer presents "usually wet in December" as "it's chucking it down".
 */
async function weatherFor(ctx: Ctx, address: string | null, now: Date): Promise<Weather | null> {
  const today = londonDate(now);
  const sunday = nextWeekday(today, SUN);
  const provider = ctx.providers.weather;
  try {
    const weather = await provider.forecast({ address, window: { from: today, to: sunday } });
    return weather && { ...weather, isForecast: provider.kind === "live" };
  } catch (cause) {
    console.error("Weather provider failed; writing without the weather", cause);
    return null;
  }
}

/**
 * The two sports cards, worked out once a minute per enriched feed: the fixtures cache hands back
 * the same array for the same feed, day, favourites and pub, so a run of posts from one pub (or
 * many pubs following the same teams) skips two passes over hundreds of fixtures.
 */
const sportsCardsByFeed = new WeakMap<
  readonly Fixture[],
  { minute: number; cards: Pick<ContentContext, "nextFavoriteMatch" | "upcomingSports"> }
>();

function sportsCards(fixtures: readonly Fixture[], favourites: readonly FavouriteTeam[], now: Date) {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = sportsCardsByFeed.get(fixtures);
  if (known?.minute === minute) return known.cards;
  const cards = {
    nextFavoriteMatch: nextMatchFor(fixtures, favourites, now, sportsReference),
    upcomingSports: upcomingTelevised(fixtures, now),
  };
  sportsCardsByFeed.set(fixtures, { minute, cards });
  return cards;
}

/** The pub and favourite teams a post is written around, as reads that can share one batch. */
export function profileReads(db: Db, accountId: string) {
  return [pubRead(db, accountId), favouritesRead(db, accountId)] as const;
}

/**
 * The content context for an account. The profile (pub and favourites) is one D1 batch, unless the
 * caller read it already; the rest runs in parallel: the weather and the calendar need the pub's
 * address (where, and which nation's bank holidays), and one pass over the fixtures feeds both the
 * next favourite match and the week's TV list.
 */
export async function buildContentContext(
  ctx: Ctx,
  accountId: string,
  profile?: AccountProfile,
): Promise<ContentContext> {
  const now = ctx.now();
  const { pub, favourites } = profile ?? (await readProfile(ctx.db, accountId));
  const { nation } = placeFromAddress(pub?.address);
  const [fixtures, weather, seasonal] = await Promise.all([
    fixturesForProfile(ctx, { pub, favourites }),
    weatherFor(ctx, pub?.address ?? null, now),
    seasonalContext(now, { nation }),
  ]);
  const features = pub?.features ?? [];
  const today = londonDate(now);
  const localEvents = [
    ...recurringEvents(features, today),
    ...nearbyOccasions(seasonal.occasions, today),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return {
    ...sportsCards(fixtures, favourites, now),
    localEvents,
    seasonalContext: seasonal,
    weather,
    pubFeatures: features,
  };
}

/** The results of profileReads as a profile. */
export function toProfile([pub, favourites]: [PubDetails | null, FavouriteTeam[]]): AccountProfile {
  return { pub, favourites };
}

/** The account's pub and favourites, in one batch. */
export async function readProfile(db: Db, accountId: string): Promise<AccountProfile> {
  return toProfile(await readTogether(db, profileReads(db, accountId)));
}
