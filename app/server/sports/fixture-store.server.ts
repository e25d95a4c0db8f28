import { and, gte, lt, lte, notInArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { CALLED_OFF_STATUSES } from "~/lib/sports/constants";
import type { AppContext } from "~/server/context.server";
import { fixtures } from "~/server/db/schema.server";
import type { ReportedFixture, SourceFixture } from "~/server/providers/fixtures/types";

/** How far ahead the fixture centre looks. */
export const FIXTURE_WINDOW_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixtures stay readable for a day after they start, so 'live' and 'Past' still show. */
const KEEP_PAST_MS = DAY_MS;
const CACHE_KEY = "fixtures:upcoming:v1";
/** A few bytes that change with every write of CACHE_KEY, so isolates can keep their parsed copy. */
const VERSION_KEY = "fixtures:upcoming:v1:version";
// D1 binds at most 100 parameters per statement; a fixture row has 13 columns.
const ROWS_PER_STATEMENT = 7;

export interface FixtureFeed {
  fixtures: SourceFixture[];
  label: string;
  builtIn: boolean;
  refreshedAt: string | null;
  /** Set when the last refresh failed: these are the last good data. */
  stale: boolean;
}

type Ctx = Pick<AppContext, "db" | "env" | "now" | "providers">;

function toRow(fixture: ReportedFixture, updatedAt: Date) {
  return { ...fixture, startsAt: new Date(fixture.startsAt), updatedAt };
}

function fromRow(row: typeof fixtures.$inferSelect): SourceFixture {
  return {
    providerId: row.providerId,
    sport: row.sport as SourceFixture["sport"],
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    competition: row.competition,
    startsAt: row.startsAt.toISOString(),
    venue: row.venue,
    tvChannels: row.tvChannels,
    tvChannelsExpected: row.tvChannelsExpected,
    // The feed is read with postponed and cancelled matches left out (loadFeedFromDb).
    status: row.status as SourceFixture["status"],
    stage: row.stage as SourceFixture["stage"],
    highlights: row.highlights,
  };
}

/**
 * Cron: pulls the next 60 days from the fixtures provider into D1 (upsert by the source's id, so a
 * re-run duplicates nothing), drops what the source no longer lists, and warms the KV cache. If
 * the provider fails, the last good data stay and the cache says they are stale.
 */
export async function refreshFixtures(ctx: Ctx): Promise<{ ok: boolean; count: number; error?: string }> {
  const { feed: _feed, ...result } = await refreshFeed(ctx);
  return result;
}

async function refreshFeed(
  ctx: Ctx,
): Promise<{ ok: boolean; count: number; error?: string; feed: FixtureFeed }> {
  const startedAt = ctx.now();
  const provider = ctx.providers.fixtures;
  let fetched: ReportedFixture[];
  try {
    fetched = await provider.fetchFixtures({ from: startedAt, days: FIXTURE_WINDOW_DAYS });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error("Fixture refresh failed; keeping the last good data", message);
    const feed = await loadFeedFromDb(ctx, { stale: true, refreshedAt: await lastRefreshedAt(ctx) });
    await cacheFeed(ctx, feed);
    return { ok: false, count: feed.fixtures.length, error: message, feed };
  }

  const rows = fetched.map((fixture) => toRow(fixture, startedAt));
  const statements: BatchItem<"sqlite">[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(
      ctx.db
        .insert(fixtures)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoUpdate({
          target: fixtures.providerId,
          set: {
            sport: sql`excluded.sport`,
            homeTeam: sql`excluded.home_team`,
            awayTeam: sql`excluded.away_team`,
            competition: sql`excluded.competition`,
            startsAt: sql`excluded.starts_at`,
            venue: sql`excluded.venue`,
            tvChannels: sql`excluded.tv_channels`,
            tvChannelsExpected: sql`excluded.tv_channels_expected`,
            status: sql`excluded.status`,
            stage: sql`excluded.stage`,
            highlights: sql`excluded.highlights`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    );
  }
  const windowEnd = new Date(startedAt.getTime() + FIXTURE_WINDOW_DAYS * DAY_MS);
  // Inside the window, anything this refresh did not touch was cancelled or moved out by the source.
  const dropUnlisted = ctx.db
    .delete(fixtures)
    .where(
      and(
        gte(fixtures.startsAt, startedAt),
        lte(fixtures.startsAt, windowEnd),
        lt(fixtures.updatedAt, startedAt),
      ),
    );
  const dropOld = ctx.db
    .delete(fixtures)
    .where(lt(fixtures.startsAt, new Date(startedAt.getTime() - 7 * DAY_MS)));
  await ctx.db.batch([dropOld, ...statements, dropUnlisted]);

  const feed = await loadFeedFromDb(ctx, { stale: false, refreshedAt: startedAt.toISOString() });
  await cacheFeed(ctx, feed);
  return { ok: true, count: fetched.length, feed };
}

async function lastRefreshedAt(ctx: Ctx): Promise<string | null> {
  const [row] = await ctx.db.select({ latest: sql<number>`max(${fixtures.updatedAt})` }).from(fixtures);
  return row?.latest ? new Date(row.latest).toISOString() : null;
}

async function loadFeedFromDb(
  ctx: Ctx,
  meta: { stale: boolean; refreshedAt: string | null },
): Promise<FixtureFeed> {
  const now = ctx.now().getTime();
  const rows = await ctx.db
    .select()
    .from(fixtures)
    .where(
      and(
        gte(fixtures.startsAt, new Date(now - KEEP_PAST_MS)),
        lte(fixtures.startsAt, new Date(now + FIXTURE_WINDOW_DAYS * DAY_MS)),
        // Kept in D1 so the posts planned around them are held; never in a list, reminder or plan.
        notInArray(fixtures.status, [...CALLED_OFF_STATUSES]),
      ),
    )
    .orderBy(fixtures.startsAt);
  return {
    fixtures: rows.map(fromRow),
    label: ctx.providers.fixtures.label,
    builtIn: ctx.providers.fixtures.kind === "builtin",
    ...meta,
  };
}

/**
 * The fixture feed for a request: from the KV cache, never from the provider — except when there is
 * nothing to show because no refresh has worked yet (a fresh install before its first cron, or a first
 * refresh that failed): then this request refreshes on demand, so a newcomer's first look is never an
 * empty list by accident. A cold cache is otherwise filled from D1.
 */
export async function readFixtureFeed(ctx: Ctx): Promise<FixtureFeed> {
  if (remembered && remembered.until > Date.now()) return remembered.feed;
  // One look at KV for all the requests that find the remembered feed out of date at once.
  revalidating ??= revalidateFeed(ctx).finally(() => {
    revalidating = null;
  });
  return revalidating;
}

let revalidating: Promise<FixtureFeed> | null = null;

/**
 * The remembered feed is kept when KV's small version key says no refresh has happened since (a
 * read of a few bytes); otherwise, or with nothing remembered, the whole feed is read and parsed.
 */
async function revalidateFeed(ctx: Ctx): Promise<FixtureFeed> {
  if (remembered) {
    const version = await ctx.env.CACHE.get(VERSION_KEY, { cacheTtl: 60 });
    if (version !== null && version === versionOf(remembered.feed)) return remember(remembered.feed);
  }
  const cached = await ctx.env.CACHE.get<FixtureFeed>(CACHE_KEY, { type: "json", cacheTtl: 60 });
  if (cached && !isEmptyAndStale(cached)) return remember(cached);
  const refreshedAt = await lastRefreshedAt(ctx);
  const feed = await loadFeedFromDb(ctx, { stale: cached?.stale ?? refreshedAt === null, refreshedAt });
  if (!isEmptyAndStale(feed)) {
    if (refreshedAt) await cacheFeed(ctx, feed);
    return feed;
  }
  return refreshOnDemand(ctx, feed);
}

/** Nothing to show and no good refresh behind it: the case a refresh on demand is for. */
function isEmptyAndStale(feed: FixtureFeed) {
  return feed.fixtures.length === 0 && feed.stale;
}

/** A provider that is down is asked again at most this often by on-demand refreshes (per isolate). */
const ON_DEMAND_RETRY_MS = 60_000;
let onDemand: { attempt: Promise<FixtureFeed>; at: number } | null = null;

/**
 * One refresh for all the requests of this isolate that find the feed empty (they wait for it);
 * if it fails, the empty, stale feed is answered and the next try waits a minute. Refreshes are
 * upserts, so two isolates refreshing at once duplicate nothing.
 */
function refreshOnDemand(ctx: Ctx, empty: FixtureFeed): Promise<FixtureFeed> {
  if (!onDemand || Date.now() - onDemand.at > ON_DEMAND_RETRY_MS) {
    const started = { attempt: Promise.resolve(empty), at: Date.now() };
    started.attempt = refreshFeed(ctx).then(
      (result) => {
        // A good refresh is not remembered as an answer: once stored, the feed is read like any
        // other, and if the store is emptied again (a new install on the same isolate) it refreshes.
        if (result.ok && onDemand === started) onDemand = null;
        return result.ok ? result.feed : empty;
      },
      (error: unknown) => {
        console.error("On-demand fixture refresh failed", error);
        return empty;
      },
    );
    onDemand = started;
  }
  return onDemand.attempt;
}

/**
 * The parsed feed, kept by this isolate for a few seconds, then checked against KV's version key:
 * reading and parsing the whole feed from KV was most of a fixtures request's work, and at 32 in
 * flight every request that found it expired parsed it again. The feed changes once an hour. (KV's
 * own edge cache already allows a minute of staleness; a refresh in this isolate replaces it at once.)
 */
const REMEMBER_MS = 15_000;
let remembered: { feed: FixtureFeed; until: number } | null = null;

/**
 * Forgets what this isolate read: for the worker tests, whose one runtime sees its storage emptied
 * between files (in production storage is never emptied under a running isolate).
 */
export function forgetRememberedFeed() {
  remembered = null;
  revalidating = null;
  onDemand = null;
}

function remember(feed: FixtureFeed) {
  remembered = { feed, until: Date.now() + REMEMBER_MS };
  return feed;
}

async function cacheFeed(ctx: Ctx, feed: FixtureFeed) {
  await ctx.env.CACHE.put(CACHE_KEY, JSON.stringify(feed));
  // Written after the feed: an isolate that sees the new version reads the new feed.
  await ctx.env.CACHE.put(VERSION_KEY, versionOf(feed));
  remember(feed);
}

/** What tells one cached feed from the next: when it was refreshed, whether it is stale, its size. */
function versionOf(feed: FixtureFeed): string {
  return `${feed.refreshedAt ?? "never"}|${feed.stale}|${feed.fixtures.length}`;
}
