import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { z } from "zod";
import type {
  ScheduleAnswer,
  ScheduledPostView,
  schedulePostSchema,
  scheduleRangeSchema,
  updateScheduledPostSchema,
} from "~/lib/contract/publishing";
import { planIncludes } from "~/lib/plans";
import { addLondonDays, londonDate, londonInstant, londonTime } from "~/lib/time";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import {
  fixtures,
  images,
  publishingConnections,
  publishingTargets,
  scheduledPosts,
} from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { FIXTURE_HOLD_REASONS } from "./follow-fixtures.server";
import { googleDraftFor, googleProblemsMessage, matchEvent, storedGooglePost } from "./google-post.server";
import { instagramPictureFor } from "./instagram-image.server";
import { PLAN_ENDED_MISSED_REASON, PLAN_ENDED_REASON } from "./plan-hold.server";

/**
 * Scheduled posts: what the calendar and /api/schedule read and write. Publishing itself (the cron,
 * the queue and exactly-once) is in dispatch.server.ts; this module only records intentions.
 */

type Row = typeof scheduledPosts.$inferSelect;

const SUBSCRIPTION_REQUIRED = "Scheduled publishing is part of Starter and Pro. Please upgrade your plan.";

/** Publishing is Starter and Pro while active or in grace; the trial can connect and look. */
export function publishingAllowed(account: Pick<Account, "role" | "currentPlan" | "subscriptionStatus">) {
  if (account.role === "admin") return true;
  const current = account.subscriptionStatus === "active" || account.subscriptionStatus === "past_due";
  return current && planIncludes(account.currentPlan, "publishing");
}

export function assertPublishingAllowed(account: Account) {
  if (!publishingAllowed(account)) throw errors.subscriptionRequired(SUBSCRIPTION_REQUIRED);
}

/**
 * "2026-03-29T10:30" is London wall-clock time (clock changes resolved by app/lib/time); a value
 * with Z or an offset is already an instant.
 */
export function parsePublishAt(value: string): Date {
  const instant = /(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? new Date(value)
    : londonInstant(value.slice(0, 10), value.slice(11, 16));
  if (Number.isNaN(instant.getTime())) throw errors.invalid("publishAt: not a real date and time");
  return instant;
}

/** A minute's grace: "now" typed into the form is not "in the past" by the time it arrives. */
const PAST_GRACE_MS = 60_000;

function assertFuture(ctx: AppContext, at: Date) {
  if (at.getTime() < ctx.now().getTime() - PAST_GRACE_MS) {
    throw errors.invalid("publishAt: that time has already passed");
  }
}

export function toView(row: Row): ScheduledPostView {
  return {
    id: row.id,
    platform: row.platform,
    content: row.content,
    hashtags: row.hashtags,
    imageId: row.imageId,
    publishAt: row.publishAt.toISOString(),
    londonDate: londonDate(row.publishAt),
    londonTime: londonTime(row.publishAt),
    status: row.status,
    approved: row.approved,
    source: row.source,
    fixtureId: row.fixtureId,
    lastError:
      row.lastErrorReason && row.lastErrorMessage
        ? { reason: row.lastErrorReason, message: row.lastErrorMessage }
        : null,
    permalink: row.permalink,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    google: row.google ?? null,
  };
}

/** Whether the account has a live connection with a chosen target for the platform (TikTok needs none). */
async function assertConnected(ctx: AppContext, accountId: string, platform: Row["platform"]) {
  if (platform === "tiktok") return;
  const [target] = await ctx.db
    .select({ status: publishingConnections.status })
    .from(publishingTargets)
    .innerJoin(publishingConnections, eq(publishingConnections.id, publishingTargets.connectionId))
    .where(
      and(
        eq(publishingTargets.accountId, accountId),
        eq(publishingTargets.platform, platform),
        eq(publishingTargets.selected, true),
      ),
    );
  if (!target) {
    throw errors.conflict(
      `Connect ${platform === "google" ? "Google" : "Facebook and Instagram"} first (Account → Connections).`,
    );
  }
}

async function assertOwnImage(ctx: AppContext, accountId: string, imageId: string | null | undefined) {
  if (!imageId) return;
  const [image] = await ctx.db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.accountId, accountId)));
  if (!image) throw errors.notFound("No such image.");
}

/** The answer a post's first POST got, given again to a repeat of that request (its Idempotency-Key). */
function answerFor(row: typeof scheduledPosts.$inferSelect): ScheduleAnswer {
  return {
    id: row.id,
    status: "scheduled",
    imageId: row.imageId,
    imageResized: false,
    note: null,
    google: row.google ? { summary: row.content, format: row.google } : null,
  };
}

/**
 * A request sent again with the same Idempotency-Key (a second press, a retry after a lost answer)
 * gets the post the first one made; the key on a different post is refused, as Stripe does.
 */
async function earlierRequest(
  ctx: AppContext,
  accountId: string,
  requestKey: string,
  input: z.output<typeof schedulePostSchema>,
): Promise<ScheduleAnswer | null> {
  const [row] = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), eq(scheduledPosts.requestKey, requestKey)));
  if (!row) return null;
  const samePost =
    row.platform === input.platform &&
    row.publishAt.getTime() === parsePublishAt(input.publishAt).getTime() &&
    // A Google post is stored as its summary, so its words are not compared.
    (row.platform === "google" || row.content === input.content);
  if (!samePost) {
    throw errors.conflict("This Idempotency-Key was already used for a different post: send a new key.");
  }
  return answerFor(row);
}

export async function schedulePost(
  ctx: AppContext,
  account: Account,
  input: z.output<typeof schedulePostSchema>,
  requestKey: string | null = null,
): Promise<ScheduleAnswer> {
  if (requestKey) {
    const earlier = await earlierRequest(ctx, account.id, requestKey, input);
    if (earlier) return earlier;
  }
  assertPublishingAllowed(account);
  const publishAt = parsePublishAt(input.publishAt);
  assertFuture(ctx, publishAt);
  await assertConnected(ctx, account.id, input.platform);
  await assertOwnImage(ctx, account.id, input.imageId);
  if (input.platform === "instagram" && !input.imageId) {
    throw errors.invalid("imageId: Instagram posts need an image (Instagram does not take text-only posts)");
  }
  // Instagram's shapes and JPEG rule are met now (a poster is redrawn), or refused now with a 400.
  const picture =
    input.platform === "instagram" && input.imageId
      ? await instagramPictureFor(ctx, account.id, input.imageId)
      : { imageId: input.imageId ?? null, resized: false, note: null };
  const fixture = input.fixtureId
    ? (
        await ctx.db
          .select({ startsAt: fixtures.startsAt })
          .from(fixtures)
          .where(eq(fixtures.providerId, input.fixtureId))
      )[0]
    : undefined;
  // Google gets its own version now, so the calendar shows what will be posted (decision 026).
  const google =
    input.platform === "google"
      ? await googleDraftFor(
          ctx,
          account.id,
          { content: input.content, hashtags: input.hashtags },
          input.google,
          {
            parseTime: parsePublishAt,
            ...(fixture && input.google?.topicType === "EVENT" && !input.google.event
              ? { event: matchEvent(await fixtureTitle(ctx, input.fixtureId!), fixture.startsAt) }
              : {}),
          },
        )
      : null;
  if (google && google.problems.length > 0) {
    throw errors.invalid(`content: ${googleProblemsMessage(google.problems)}`);
  }
  const id = crypto.randomUUID();
  const inserted = await ctx.db
    .insert(scheduledPosts)
    .values({
      id,
      accountId: account.id,
      platform: input.platform,
      content: google ? google.summary : input.content,
      hashtags: google ? [] : input.hashtags,
      google: google?.format ?? null,
      imageId: picture.imageId,
      publishAt,
      // One key per post and platform: every attempt at this post sends the same one.
      idempotencyKey: `${id}:${input.platform}`,
      source: input.source,
      fixtureId: input.fixtureId ?? null,
      fixtureStartsAt: fixture?.startsAt ?? null,
      approved: true,
      requestKey,
      updatedAt: ctx.now(),
    })
    // Two requests with one key at the same instant: the unique index lets one in, the other
    // gets the post it made.
    .onConflictDoNothing({ target: [scheduledPosts.accountId, scheduledPosts.requestKey] })
    .returning({ id: scheduledPosts.id });
  if (inserted.length === 0 && requestKey) {
    const winner = await earlierRequest(ctx, account.id, requestKey, input);
    if (winner) return winner;
  }
  return {
    id,
    status: "scheduled",
    imageId: picture.imageId,
    imageResized: picture.resized,
    note: picture.note,
    google: google ? { summary: google.summary, format: google.format } : null,
  };
}

async function fixtureTitle(ctx: AppContext, fixtureId: string) {
  const [row] = await ctx.db
    .select({ home: fixtures.homeTeam, away: fixtures.awayTeam })
    .from(fixtures)
    .where(eq(fixtures.providerId, fixtureId));
  return row ? `${row.home} v ${row.away}` : "The match";
}

/** Posts whose London date falls in [from, to] (default: this week and the next four). */
export async function listSchedule(
  ctx: AppContext,
  accountId: string,
  range: z.output<typeof scheduleRangeSchema>,
) {
  const from = range.from ?? addLondonDays(londonDate(ctx.now()), -7);
  const to = range.to ?? addLondonDays(from, 35);
  if (to < from) throw errors.invalid("to: must not be before from");
  const rows = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(
      and(
        eq(scheduledPosts.accountId, accountId),
        gte(scheduledPosts.publishAt, londonInstant(from)),
        lt(scheduledPosts.publishAt, londonInstant(addLondonDays(to, 1))),
      ),
    )
    .orderBy(asc(scheduledPosts.publishAt));
  return { from, to, posts: rows.map(toView) };
}

async function ownPost(ctx: AppContext, accountId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.accountId, accountId)));
  if (!row) throw errors.notFound("No such scheduled post.");
  return row;
}

/** States a post can still be changed in: not yet out, not on its way. */
const EDITABLE: Row["status"][] = ["scheduled", "held", "failed", "cancelled"];

/**
 * Edits text, hashtags or time, or approves, until the post goes. A failed or cancelled post that is
 * given a new time is scheduled again (that is how Undo of a cancel works). The update is conditional
 * on the status read, so an edit never lands on a post the consumer has just claimed.
 */
export async function updateScheduledPost(
  ctx: AppContext,
  account: Account,
  id: string,
  input: z.output<typeof updateScheduledPostSchema>,
) {
  const row = await ownPost(ctx, account.id, id);
  if (!EDITABLE.includes(row.status)) {
    throw errors.conflict(
      row.status === "published" ? "This post is already out." : "This post is going out now.",
    );
  }
  const publishAt = input.publishAt ? parsePublishAt(input.publishAt) : undefined;
  if (publishAt) assertFuture(ctx, publishAt);
  // An edited Google post must still meet Google's rules (it would only fail when it is due).
  if (row.platform === "google" && (input.content !== undefined || input.hashtags !== undefined)) {
    const edited = await storedGooglePost(ctx, {
      ...row,
      content: input.content ?? row.content,
      hashtags: input.hashtags ?? row.hashtags,
    });
    if (edited.problems.length > 0)
      throw errors.invalid(`content: ${googleProblemsMessage(edited.problems)}`);
  }
  // A post held by its match (postponed, cancelled, or moved past its time) is released by a new
  // time from the owner, and keeps that time from then on instead of following the match.
  const releasesFixtureHold =
    publishAt !== undefined &&
    row.status === "held" &&
    FIXTURE_HOLD_REASONS.includes(row.lastErrorReason ?? "");
  // So is a post whose time passed while the plan had ended (the plan is checked below).
  const releasesPlanHold =
    publishAt !== undefined &&
    row.status === "held" &&
    [PLAN_ENDED_REASON, PLAN_ENDED_MISSED_REASON].includes(row.lastErrorReason ?? "");
  const reschedules =
    (publishAt !== undefined && (row.status === "failed" || row.status === "cancelled")) ||
    releasesFixtureHold ||
    releasesPlanHold;
  if (reschedules || input.approved) {
    assertPublishingAllowed(account);
    await assertConnected(ctx, account.id, row.platform);
  }
  const [updated] = await ctx.db
    .update(scheduledPosts)
    .set({
      ...(input.content !== undefined ? { content: input.content } : {}),
      ...(input.hashtags !== undefined ? { hashtags: input.hashtags } : {}),
      ...(input.approved !== undefined ? { approved: input.approved } : {}),
      ...(publishAt ? { publishAt, leaseUntil: null } : {}),
      ...(reschedules ? { status: "scheduled" as const, lastErrorReason: null, lastErrorMessage: null } : {}),
      ...(releasesFixtureHold ? { fixtureStartsAt: null } : {}),
      updatedAt: ctx.now(),
    })
    .where(and(eq(scheduledPosts.id, row.id), eq(scheduledPosts.status, row.status)))
    .returning();
  if (!updated) throw errors.conflict("This post changed meanwhile; reload and try again.");
  return toView(updated);
}

/** Cancels a post that has not gone; answers it so the page can offer Undo (a PATCH with a time). */
export async function cancelScheduledPost(ctx: AppContext, accountId: string, id: string) {
  const row = await ownPost(ctx, accountId, id);
  const [cancelled] = await ctx.db
    .update(scheduledPosts)
    .set({ status: "cancelled", leaseUntil: null, updatedAt: ctx.now() })
    .where(
      and(eq(scheduledPosts.id, row.id), inArray(scheduledPosts.status, ["scheduled", "held", "failed"])),
    )
    .returning();
  if (!cancelled) {
    throw errors.conflict(
      row.status === "published" ? "This post is already out." : "This post cannot be cancelled now.",
    );
  }
  return toView(cancelled);
}

/**
 * Publish now (or Retry a failed post): due this minute, approved, scheduled. The caller hands it to
 * the queue at once; the consumer's claim still decides, so a double click publishes once.
 */
export async function makeDueNow(ctx: AppContext, account: Account, id: string) {
  assertPublishingAllowed(account);
  const row = await ownPost(ctx, account.id, id);
  await assertConnected(ctx, account.id, row.platform);
  const [due] = await ctx.db
    .update(scheduledPosts)
    .set({
      status: "scheduled",
      approved: true,
      publishAt: ctx.now(),
      leaseUntil: null,
      // The owner pressing Publish now after an uncertain attempt has checked the page (decision 018).
      publishStartedAt: null,
      // A deliberate "now": a match post no longer waits on (or is held by) its match.
      fixtureStartsAt: null,
      lastErrorReason: null,
      lastErrorMessage: null,
      updatedAt: ctx.now(),
    })
    .where(
      and(eq(scheduledPosts.id, row.id), inArray(scheduledPosts.status, ["scheduled", "held", "failed"])),
    )
    .returning();
  if (!due)
    throw errors.conflict(
      row.status === "published" ? "This post is already out." : "This post is going out now.",
    );
  return due;
}

/** Every scheduled post of the account, for the data export. */
export async function exportScheduledPosts(ctx: Pick<AppContext, "db">, accountId: string) {
  return ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.accountId, accountId));
}
