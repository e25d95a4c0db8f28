import { and, eq } from "drizzle-orm";
import type { PubDetails } from "~/lib/contract/pub";
import {
  type FavouriteTeam,
  FIXTURES_CURSOR_PATTERN,
  type Fixture,
  type FixturesPage,
  type FixturesQuery,
  type FixturesResponse,
  type NextMatch,
  type ReminderStage,
} from "~/lib/contract/sports";
import { recentCache } from "~/lib/recent-cache";
import { buildFixture, matchesFilter, nextMatchFor } from "~/lib/sports/fixtures";
import { addLondonDays, londonDate } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { type Read, type ReadResults, read, readTogether } from "~/server/db/reads.server";
import { reminderSends } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { pubRead } from "~/server/pub/pub.server";
import { favouritesRead } from "./favourites.server";
import { readFixtureFeed } from "./fixture-store.server";
import { sportsReference } from "./reference.server";
import { renderWeekPoster } from "./week-poster.server";

type Ctx = Pick<AppContext, "db" | "env" | "now" | "providers">;

/** Which reminder stages this account has been sent, per fixture, as a read that can share a batch. */
function sentStagesRead(db: Db, accountId: string): Read<Map<string, Set<ReminderStage>>> {
  const query = db
    .select({ fixtureId: reminderSends.fixtureId, stage: reminderSends.stage })
    .from(reminderSends)
    .where(eq(reminderSends.accountId, accountId));
  return read(query, (rows) => {
    const byFixture = new Map<string, Set<ReminderStage>>();
    for (const row of rows) {
      const stages = byFixture.get(row.fixtureId) ?? new Set<ReminderStage>();
      stages.add(row.stage as ReminderStage);
      byFixture.set(row.fixtureId, stages);
    }
    return byFixture;
  });
}

/**
 * The rules applied to the whole feed, remembered per isolate for the last few (feed, day,
 * favourites, address) combinations: a page's repeated requests and the many people who follow
 * the same teams reuse the work. Small, because a Worker isolate has little memory.
 */
const enriched = recentCache<Fixture[]>(20);

function enrichFeed(
  feed: Awaited<ReturnType<typeof readFixtureFeed>>,
  favourites: readonly FavouriteTeam[],
  pub: PubDetails | null,
  now: Date,
): Fixture[] {
  const key = JSON.stringify([
    feed.refreshedAt,
    feed.fixtures.length,
    londonDate(now),
    favourites,
    pub?.address ?? null,
  ]);
  return enriched.get(key, () =>
    feed.fixtures
      .map((source) =>
        buildFixture(source.providerId, source, { reference: sportsReference, favourites, pub, now }),
      )
      // Kick-off, then id: the order the list's page cursors rely on.
      .sort(
        (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      ),
  );
}

/** What a view of the feed needs from the account before its reminders: its pub and favourites. */
export interface AccountProfile {
  pub: PubDetails | null;
  favourites: FavouriteTeam[];
}

/** The account's own rows its view of the feed depends on, for one batch: favourites, pub, reminders sent. */
export function accountViewReads(db: Db, accountId: string) {
  return [favouritesRead(db, accountId), pubRead(db, accountId), sentStagesRead(db, accountId)] as const;
}

export type AccountViewRows = ReadResults<ReturnType<typeof accountViewReads>>;

/** What this account's view of the feed depends on: the feed, its favourites, its pub and reminders sent. */
async function accountInputs(ctx: Ctx, accountId: string) {
  return inputsFrom(ctx, readTogether(ctx.db, accountViewReads(ctx.db, accountId)));
}

async function inputsFrom(ctx: Ctx, rows: Promise<AccountViewRows> | AccountViewRows) {
  const [feed, [favourites, pub, sent]] = await Promise.all([readFixtureFeed(ctx), rows]);
  return { feed, favourites, pub, sent, now: ctx.now() };
}

function applyRules({ feed, favourites, pub, sent, now }: Awaited<ReturnType<typeof accountInputs>>) {
  return enrichFeed(feed, favourites, pub, now).map((fixture) => {
    const stages = sent.get(fixture.id);
    if (!stages) return fixture;
    return {
      ...fixture,
      timeline: fixture.timeline.map((item) => ({ ...item, sent: stages.has(item.stage) })),
    };
  });
}

/** Every cached fixture with this account's rules applied (favourites, pub, reminders sent). */
export async function fixturesForAccount(ctx: Ctx, accountId: string) {
  const inputs = await accountInputs(ctx, accountId);
  return { ...inputs, fixtures: applyRules(inputs) };
}

/**
 * Every cached fixture through an account's favourites and pub, already read by the caller, without
 * the reminder timelines' sent flags (a post shows no timeline).
 */
export async function fixturesForProfile(ctx: Ctx, { pub, favourites }: AccountProfile) {
  return enrichFeed(await readFixtureFeed(ctx), favourites, pub, ctx.now());
}

/** One page of the account's list: these fixtures, where the page sits, and the feed's source. */
export interface FixturesPageAnswer extends FixturesResponse {
  page: FixturesPage;
}

function cursorOf(fixture: Fixture): string {
  return `${Date.parse(fixture.startsAt)}_${fixture.id}`;
}

/** True when `fixture` comes after the cursor's fixture in the list's order (kick-off, then id). */
function isAfter(fixture: Fixture, cursor: string): boolean {
  const [, at, id] = FIXTURES_CURSOR_PATTERN.exec(cursor) ?? [];
  const startsAt = Date.parse(fixture.startsAt);
  return startsAt > Number(at) || (startsAt === Number(at) && fixture.id > (id ?? ""));
}

/**
 * The window (`days` London days from today) through the filter and sport, then one page of it:
 * `limit` fixtures after the `after` cursor. A cursor keeps its place when the list above it changes
 * (an hourly refresh, a match kicking off), which an offset would not.
 */
function pageAnswer(
  inputs: Awaited<ReturnType<typeof accountInputs>>,
  query: FixturesQuery,
): FixturesPageAnswer {
  const { feed, now } = inputs;
  const matching = applyRules(inputs).filter(
    (fixture) =>
      fixture.status !== "finished" &&
      fixture.daysUntil < query.days &&
      (query.sport === "all" || fixture.sport === query.sport) &&
      matchesFilter(fixture, query.filter, now),
  );
  const after = query.after;
  const start = after ? matching.findIndex((fixture) => isAfter(fixture, after)) : 0;
  const fixtures = start < 0 ? [] : matching.slice(start, start + query.limit);
  const last = fixtures.at(-1);
  const more = start >= 0 && start + query.limit < matching.length;
  return {
    fixtures,
    source: { label: feed.label, builtIn: feed.builtIn, refreshedAt: feed.refreshedAt, stale: feed.stale },
    page: {
      total: matching.length,
      next: more && last ? cursorOf(last) : null,
      days: query.days,
      windowEnd: addLondonDays(londonDate(now), query.days - 1),
    },
  };
}

/** One page of the account's fixtures through a filter and sport, soonest first (the sports page's loader). */
export async function listFixtures(ctx: Ctx, accountId: string, query: FixturesQuery) {
  return pageAnswer(await accountInputs(ctx, accountId), query);
}

/**
 * Pages already written, by everything they depend on (to the minute, as 'live' and the daily
 * filter move with the clock): a page's repeated requests and accounts that follow the same teams
 * skip the rules and the serialising. Small, as an isolate has little memory.
 */
const answers = recentCache<{ body: string; page: FixturesPage }>(24);

/**
 * GET /api/sports/upcoming-fixtures: one page as its JSON text (`{ fixtures, source }`, the spec's
 * shape) and where it sits, for the headers. The caller's rows (`accountViewReads`) come read, so the
 * route can confirm the session in the same D1 batch (`readAsCaller`).
 */
export async function listFixturesJson(
  ctx: Ctx,
  rows: AccountViewRows,
  query: FixturesQuery,
): Promise<{ body: string; page: FixturesPage }> {
  const inputs = await inputsFrom(ctx, rows);
  const { feed, now } = inputs;
  const key = JSON.stringify([
    feed.refreshedAt,
    feed.stale,
    feed.fixtures.length,
    inputs.favourites,
    inputs.pub?.address ?? null,
    [...inputs.sent].map(([fixtureId, stages]) => [fixtureId, [...stages].sort()]),
    query,
    Math.floor(now.getTime() / 60_000),
  ]);
  return answers.get(key, () => {
    const { page, ...answer } = pageAnswer(inputs, query);
    return { body: JSON.stringify(answer), page };
  });
}

/** The soonest upcoming match of any of the account's favourite teams, or null. */
export async function nextMatchForAccount(ctx: Ctx, accountId: string): Promise<NextMatch | null> {
  const { fixtures, favourites, now } = await fixturesForAccount(ctx, accountId);
  return nextMatchFor(fixtures, favourites, now, sportsReference);
}

/** One fixture for this account by id (the hand-off link in a reminder uses it). */
export async function fixtureForAccount(ctx: Ctx, accountId: string, fixtureId: string): Promise<Fixture> {
  const { fixtures } = await fixturesForAccount(ctx, accountId);
  const fixture = fixtures.find((candidate) => candidate.id === fixtureId);
  if (!fixture) throw errors.notFound("That match is no longer in the fixture list.");
  return fixture;
}

/** The A4 'sport this week' poster for the chosen televised fixtures. */
export async function buildWeekPoster(
  ctx: Ctx,
  accountId: string,
  request: { fixtureIds: string[]; headline?: string },
) {
  const { fixtures, pub } = await fixturesForAccount(ctx, accountId);
  const wanted = new Set(request.fixtureIds);
  const chosen = fixtures.filter((fixture) => wanted.has(fixture.id) && fixture.isTelevised);
  if (chosen.length === 0) throw errors.invalid("fixtureIds: None of those matches are on TV this week");
  const contact = pub?.phone
    ? `Book a table: ${pub.phone}`
    : pub?.bookingLink
      ? `Book online: ${pub.bookingLink}`
      : null;
  return renderWeekPoster({
    pubName: pub?.name ?? "Live sport",
    headline: request.headline || "Live sport this week",
    footer: contact,
    fixtures: chosen,
  });
}

/** Whether the account has this reminder recorded (used by tests and the admin re-send tool). */
export async function reminderRecorded(ctx: Pick<AppContext, "db">, accountId: string, fixtureId: string) {
  return ctx.db
    .select()
    .from(reminderSends)
    .where(and(eq(reminderSends.accountId, accountId), eq(reminderSends.fixtureId, fixtureId)));
}
