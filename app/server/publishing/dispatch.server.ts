import { and, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { PLATFORM_LABELS, PROVIDER_OF_PLATFORM } from "~/lib/contract/publishing";
import type { AppContext } from "~/server/context.server";
import { publishingConnections, scheduledPosts } from "~/server/db/schema.server";
import { PublishError, type PublishFailureReason } from "~/server/providers/publishing/types";
import {
  holdPostsWithoutConnection,
  NEEDS_RECONNECTING_MESSAGE,
  notConnectedMessage,
  tellOwnerPostsHeld,
} from "./connection-hold.server";
import { PLATFORMS_OF_PROVIDER, publishingTargetFor } from "./connections.server";
import { googleProblemsMessage, storedGooglePost } from "./google-post.server";
import {
  DAILY_LIMIT_REASON,
  dailyLimitMessage,
  holdInstagramOverDailyLimit,
  instagramSlotFree,
} from "./instagram-limit.server";
import { ownerEmail, postWhen } from "./owner-mail.server";
import { accountMayPublish, holdPostsOfEndedPlans, releasePostsOnResubscribe } from "./plan-hold.server";
import { publicImageFor } from "./public-image.server";
import { tiktokReminderMail } from "./tiktok-reminder.server";

/**
 * Publishing exactly once (docs/decisions/018). The every-minute cron hands due posts to the queue;
 * the consumer claims a post with a conditional UPDATE (scheduled → publishing, with a lease) before
 * it touches the platform, so a redelivered message, two overlapping cron runs or a second consumer
 * find nothing to claim. A consumer that dies leaves a lease that runs out; the cron puts the post
 * back and the retry carries the same idempotency key. A provider that cannot prove a key was used
 * before (the Graph API has no idempotency key) never gets a blind second attempt: the post is held
 * and the owner asked.
 */

export interface PublishMessage {
  scheduledPostId: string;
}

export function isPublishMessage(body: unknown): body is PublishMessage {
  return typeof body === "object" && body !== null && "scheduledPostId" in body;
}

/** How long one delivery holds a claimed post: Instagram's container wait fits well inside it. */
export const PUBLISH_LEASE_MS = 3 * 60_000;
/** A post handed to the queue is not handed again for this long (a lost message is re-sent after). */
export const QUEUE_HOLD_MS = 60_000;
/** Deliveries a post may use (claims, including rate-limit retries) before it fails for good. */
export const MAX_PUBLISH_ATTEMPTS = 6;
/** Per sweep, so one cron run stays short; the next minute takes the rest. */
const BATCH = 500;

export const UNCERTAIN_MESSAGE =
  "We could not confirm whether this post went out (the attempt stopped part-way). Check your page, then press Publish now if it is missing, or Cancel.";

type Post = typeof scheduledPosts.$inferSelect;

const notPaused = sql`not exists (select 1 from publishing_settings ps where ps.account_id = ${scheduledPosts.accountId} and ps.paused = 1)`;

/**
 * A match post whose match the fixture refresh has stored as postponed or cancelled never goes out,
 * even in the minutes before the hourly run holds it (follow-fixtures.server.ts). A post the owner
 * gave its own time after such a hold has no kick-off to follow any more (fixture_starts_at null).
 */
const matchNotCalledOff = sql`(${scheduledPosts.fixtureStartsAt} is null or not exists (select 1 from fixtures f where f.provider_id = ${scheduledPosts.fixtureId} and f.status in ('postponed', 'cancelled')))`;

/** Would go out now if the account's plan allows it: scheduled, approved, due, not paused or called off. */
function readyCondition(now: Date): SQL {
  return and(
    eq(scheduledPosts.status, "scheduled"),
    eq(scheduledPosts.approved, true),
    lte(scheduledPosts.publishAt, now),
    notPaused,
    matchNotCalledOff,
  ) as SQL;
}

/** Ready, and the account's plan still includes publishing (checked in the claim too: a lapse mid-queue). */
function dueCondition(now: Date): SQL {
  return and(readyCondition(now), accountMayPublish) as SQL;
}

/**
 * Whether a retry after an attempt that may have landed cannot post twice on the post's platform:
 * the Preview publisher answers a repeated idempotency key with the earlier post, and Google's
 * adapter finds the earlier attempt's post in the location's list (decision 028).
 */
function providerDeduplicates(ctx: AppContext, post: Post) {
  return ctx.providers.publishing.retriesSafely(post.platform);
}

/**
 * The cron task: posts whose lease ran out go back to scheduled (their consumer died), then every
 * due, approved post of an unpaused account is handed to the queue once per QUEUE_HOLD_MS.
 */
export async function dispatchDuePosts(ctx: AppContext) {
  const now = ctx.now();
  const released = await ctx.db
    .update(scheduledPosts)
    .set({ status: "scheduled", leaseUntil: null, updatedAt: now })
    .where(and(eq(scheduledPosts.status, "publishing"), lt(scheduledPosts.leaseUntil, now)))
    .returning({ id: scheduledPosts.id });
  // A lapsed plan holds what falls due (the owner told once); resubscribing puts it back.
  await releasePostsOnResubscribe(ctx);
  await holdPostsOfEndedPlans(ctx, readyCondition(now));
  // A post whose platform is not connected (or needs reconnecting) is held, and the owner told once per run.
  await holdPostsWithoutConnection(ctx, dueCondition(now));
  // Instagram's 50 a day: the rest wait for a free slot, using up no attempts.
  await holdInstagramOverDailyLimit(ctx, dueCondition(now), QUEUE_HOLD_MS);

  const due = await ctx.db
    .select({ id: scheduledPosts.id })
    .from(scheduledPosts)
    .where(and(dueCondition(now), or(isNull(scheduledPosts.leaseUntil), lt(scheduledPosts.leaseUntil, now))))
    // Posts that fell due together (after a pause, or a minute the cron missed) go out in their order.
    .orderBy(scheduledPosts.publishAt, scheduledPosts.id)
    .limit(BATCH);
  let queued = 0;
  for (const post of due) {
    // Conditional: of two overlapping cron runs, one marks the post and sends; the other sees the mark.
    const [marked] = await ctx.db
      .update(scheduledPosts)
      .set({ leaseUntil: new Date(now.getTime() + QUEUE_HOLD_MS) })
      .where(
        and(
          eq(scheduledPosts.id, post.id),
          dueCondition(now),
          or(isNull(scheduledPosts.leaseUntil), lt(scheduledPosts.leaseUntil, now)),
        ),
      )
      .returning({ id: scheduledPosts.id });
    if (!marked) continue;
    try {
      await ctx.env.JOBS.send({ scheduledPostId: post.id } satisfies PublishMessage);
      queued++;
    } catch (error) {
      // The mark runs out in a minute and the next run sends it again.
      console.error(`Scheduled post ${post.id}: could not be queued`, error);
    }
  }
  if (queued + released.length > 0) {
    console.log(`Publishing: ${queued} queued, ${released.length} released after a lost lease`);
  }
  return { queued, released: released.length };
}

/** Hands one post to the queue now (Publish now, Retry); the claim still guards against doubles. */
export async function queuePostNow(ctx: AppContext, postId: string) {
  await ctx.env.JOBS.send({ scheduledPostId: postId } satisfies PublishMessage);
}

/**
 * Claims the post: only one delivery can move it from scheduled to publishing. Null when it is not
 * due, not approved, paused, its plan has ended, Instagram's 50 daily slots are taken (counted in the
 * same statement, so two deliveries cannot both take the last), cancelled, already claimed or
 * published, or backing off: the cron's
 * queue mark is never more than QUEUE_HOLD_MS ahead, so a lease further out is a back-off after a
 * rate limit, which a duplicate or redelivered message must not cut short.
 */
async function claim(ctx: AppContext, postId: string): Promise<Post | null> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(scheduledPosts)
    .set({
      status: "publishing",
      leaseUntil: new Date(now.getTime() + PUBLISH_LEASE_MS),
      attempts: sql`${scheduledPosts.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(scheduledPosts.id, postId),
        dueCondition(now),
        or(
          isNull(scheduledPosts.leaseUntil),
          lte(scheduledPosts.leaseUntil, new Date(now.getTime() + QUEUE_HOLD_MS)),
        ),
        instagramSlotFree(now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Sets the post's outcome, only while this delivery still holds it: status publishing and the
 * attempt it claimed (a delivery taken for dead cannot overwrite the one that took over).
 */
async function settle(ctx: AppContext, post: Post, values: Partial<Post>) {
  const [settled] = await ctx.db
    .update(scheduledPosts)
    .set({ ...values, updatedAt: ctx.now() })
    .where(
      and(
        eq(scheduledPosts.id, post.id),
        eq(scheduledPosts.status, "publishing"),
        eq(scheduledPosts.attempts, post.attempts),
      ),
    )
    .returning();
  return settled ?? null;
}

function postText(post: Post) {
  const tags = post.hashtags.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" ");
  return tags ? `${post.content}\n\n${tags}` : post.content;
}

function when(post: Post) {
  return postWhen(post.publishAt);
}

async function tellOwner(ctx: AppContext, post: Post, subject: string, lines: string[], tag: string) {
  const to = await ownerEmail(ctx, post.accountId);
  if (!to) return;
  try {
    await ctx.providers.email.send({
      to,
      subject,
      text: [...lines, "", `Your calendar: ${ctx.config.appUrl}/calendar`].join("\n"),
      tag,
      idempotencyKey: `${tag}:${post.id}:${post.attempts}`,
    });
  } catch (error) {
    // The calendar shows the failure either way; an e-mail that cannot go is not worth a retry loop.
    console.error(`Publishing e-mail for ${post.id} failed`, error);
  }
}

async function fail(
  ctx: AppContext,
  post: Post,
  reason: PublishFailureReason | "not_connected",
  message: string,
  /** The platform's id of a post it made and turned down (Google): a Retry replaces that post. */
  externalId?: string,
) {
  const failed = await settle(ctx, post, {
    status: "failed",
    leaseUntil: null,
    lastErrorReason: reason,
    lastErrorMessage: message,
    ...(externalId ? { externalId } : {}),
  });
  if (!failed) return;
  await tellOwner(
    ctx,
    failed,
    `Your ${PLATFORM_LABELS[post.platform]} post did not go out`,
    [`The post planned for ${when(post)} did not go out:`, message, "", post.content],
    "publish-failed",
  );
}

/** Holds the post (and say why) until the owner acts: reconnects, or presses Publish now. */
async function hold(ctx: AppContext, post: Post, reason: string, message: string) {
  return settle(ctx, post, {
    status: "held",
    leaseUntil: null,
    lastErrorReason: reason,
    lastErrorMessage: message,
  });
}

/** The post may be live (an attempt reached the platform, no answer came): the owner checks and decides. */
async function holdUncertain(ctx: AppContext, post: Post) {
  if (!(await hold(ctx, post, "uncertain", UNCERTAIN_MESSAGE))) return;
  await tellOwner(
    ctx,
    post,
    "Please check one of your posts",
    [UNCERTAIN_MESSAGE, "", post.content],
    "publish-uncertain",
  );
}

/**
 * The platform says the token is dead: the connection needs reconnecting, this post and every
 * scheduled post on its platforms are held, and the owner is told once.
 */
async function connectionExpired(ctx: AppContext, post: Post, connectionId: string, message: string) {
  const platform = post.platform as keyof typeof PROVIDER_OF_PLATFORM;
  const provider = PROVIDER_OF_PLATFORM[platform];
  await ctx.db
    .update(publishingConnections)
    .set({ status: "needs_reconnecting" })
    .where(
      and(eq(publishingConnections.id, connectionId), eq(publishingConnections.accountId, post.accountId)),
    );
  // The platform refused the token, so this try sent nothing: the retry after reconnecting starts as
  // clean as this one did (set by this try, the retry would take it for an uncertain one and hold the
  // post again; an earlier attempt that may have landed is still looked for, decision 028).
  await settle(ctx, post, {
    status: "held",
    leaseUntil: null,
    publishStartedAt: post.publishStartedAt,
    lastErrorReason: "auth_expired",
    lastErrorMessage: message,
  });
  await ctx.db
    .update(scheduledPosts)
    .set({ status: "held", lastErrorReason: "auth_expired", lastErrorMessage: message, updatedAt: ctx.now() })
    .where(
      and(
        eq(scheduledPosts.accountId, post.accountId),
        eq(scheduledPosts.status, "scheduled"),
        inArray(scheduledPosts.platform, PLATFORMS_OF_PROVIDER[provider]),
      ),
    );
  const name = provider === "meta" ? "Facebook and Instagram" : "Google";
  await tellOwner(
    ctx,
    post,
    `Reconnect ${name} to keep your posts going out`,
    [
      `${name} stopped accepting Full House's connection (${message}).`,
      "Your scheduled posts there are held, not lost: reconnect on your account page and they go out again.",
      `${ctx.config.appUrl}/account#connections`,
    ],
    "publish-reconnect",
  );
}

/** A TikTok post is a reminder: the caption by e-mail at its time, to post from the phone. */
async function sendReminder(ctx: AppContext, post: Post) {
  const to = await ownerEmail(ctx, post.accountId);
  if (to) {
    // The caption, the poster's download link and a video idea (tiktok-reminder.server.ts).
    const mail = await tiktokReminderMail(ctx, post);
    await ctx.providers.email.send({
      to,
      subject: mail.subject,
      text: mail.text,
      tag: "tiktok-reminder",
      idempotencyKey: post.idempotencyKey,
    });
  }
  await settle(ctx, post, { status: "published", leaseUntil: null, publishedAt: ctx.now() });
}

function backoffMs(post: Post, retryAfterSeconds?: number) {
  const exponential = 60_000 * 2 ** Math.max(0, post.attempts - 1);
  return Math.min(60 * 60_000, Math.max(exponential, (retryAfterSeconds ?? 0) * 1000));
}

/**
 * Instagram says its 50 posts a day are used (posts made outside Full House count too): nothing went
 * out, and waiting is not failing, so the attempt this claim took is given back and the post waits
 * for the next look, with the reason on the calendar.
 */
async function waitForInstagramSlot(ctx: AppContext, post: Post, retryAfterSeconds = 3600) {
  const slotAt = new Date(ctx.now().getTime() + retryAfterSeconds * 1000);
  await settle(ctx, post, {
    status: "scheduled",
    attempts: post.attempts - 1,
    publishStartedAt: post.publishStartedAt,
    leaseUntil: slotAt,
    lastErrorReason: DAILY_LIMIT_REASON,
    lastErrorMessage: dailyLimitMessage(slotAt),
  });
}

export type DeliveryOutcome = "published" | "skipped" | "retrying" | "failed" | "held";

/** The queue consumer for one post. Safe to run for any message any number of times. */
export async function deliverScheduledPost(ctx: AppContext, postId: string): Promise<DeliveryOutcome> {
  const post = await claim(ctx, postId);
  if (!post) return "skipped";
  if (post.attempts > MAX_PUBLISH_ATTEMPTS) {
    await fail(
      ctx,
      post,
      (post.lastErrorReason as PublishFailureReason) ?? "unavailable",
      post.lastErrorMessage ?? "The platform did not take the post after several tries.",
    );
    return "failed";
  }
  // An earlier attempt reached the platform and stopped without an answer (decision 018).
  if (post.publishStartedAt && !providerDeduplicates(ctx, post)) {
    await holdUncertain(ctx, post);
    return "held";
  }
  if (post.platform === "tiktok") {
    await sendReminder(ctx, post);
    return "published";
  }

  const target = await publishingTargetFor(ctx, post.accountId, post.platform);
  // Disconnected since the cron looked (holdPostsWithoutConnection): held, and the owner told.
  if (target.state === "missing" || target.state === "needs_reconnecting") {
    const missing = target.state === "missing";
    const held = await hold(
      ctx,
      post,
      missing ? "not_connected" : "auth_expired",
      missing ? notConnectedMessage(post.platform) : NEEDS_RECONNECTING_MESSAGE,
    );
    if (held) await tellOwnerPostsHeld(ctx, post.accountId, [held]);
    return "held";
  }
  const image = post.imageId ? await publicImageFor(ctx, post.accountId, post.imageId) : null;
  if (post.imageId && !image) {
    await fail(ctx, post, "media_rejected", "The post's image has been deleted.");
    return "failed";
  }

  // A Google post goes in Google's format, and never if it fails Google's rules (decision 026).
  const google = post.platform === "google" ? await storedGooglePost(ctx, post) : null;
  if (google && google.problems.length > 0) {
    await fail(ctx, post, "rejected", googleProblemsMessage(google.problems));
    return "failed";
  }

  // The earliest attempt that may have landed is kept: a retry looks for its post from then on.
  const started = await settle(ctx, post, { publishStartedAt: post.publishStartedAt ?? ctx.now() });
  if (!started) return "skipped";
  try {
    const published = await ctx.providers.publishing.publish({
      platform: post.platform,
      targetId: target.targetId,
      accessToken: target.accessToken,
      text: google ? google.summary : postText(post),
      ...(image ? { image } : {}),
      ...(google ? { google: google.format } : {}),
      idempotencyKey: post.idempotencyKey,
      ...(post.publishStartedAt || post.externalId
        ? { earlierAttempt: { startedAt: post.publishStartedAt, externalId: post.externalId } }
        : {}),
    });
    await settle(ctx, post, {
      status: "published",
      leaseUntil: null,
      externalId: published.externalId,
      permalink: published.permalink,
      publishedAt: ctx.now(),
      lastErrorReason: null,
      lastErrorMessage: null,
    });
    return "published";
  } catch (error) {
    if (!(error instanceof PublishError)) {
      // Unknown: the request may have landed. publishStartedAt stays, so a retry follows decision 018.
      console.error(`Publishing ${post.id} stopped unexpectedly`, error);
      // A live platform has no key to deduplicate by: hold it now and ask, rather than wait for a retry.
      if (!providerDeduplicates(ctx, post)) {
        await holdUncertain(ctx, post);
        return "held";
      }
      await settle(ctx, post, {
        status: "scheduled",
        leaseUntil: new Date(ctx.now().getTime() + backoffMs(post)),
        lastErrorReason: "unavailable",
        lastErrorMessage: "Publishing stopped part-way; it will be checked and retried.",
      });
      return "retrying";
    }
    switch (error.reason) {
      case "rate_limited":
      case "unavailable": {
        if (error.details.dailyLimit) {
          await waitForInstagramSlot(ctx, post, error.details.retryAfterSeconds);
          return "retrying";
        }
        if (post.attempts >= MAX_PUBLISH_ATTEMPTS) {
          await fail(ctx, post, error.reason, error.message);
          return "failed";
        }
        // The platform answered with a refusal: this try sent nothing, so the next one starts as
        // clean as this one did (an earlier attempt that may have landed is still looked for).
        await settle(ctx, post, {
          status: "scheduled",
          publishStartedAt: post.publishStartedAt,
          leaseUntil: new Date(ctx.now().getTime() + backoffMs(post, error.details.retryAfterSeconds)),
          lastErrorReason: error.reason,
          lastErrorMessage: `${error.message} Trying again shortly.`,
        });
        return "retrying";
      }
      case "auth_expired":
        await connectionExpired(ctx, post, target.connection.id, error.message);
        return "held";
      default:
        await fail(ctx, post, error.reason, error.message, error.details.externalId);
        return "failed";
    }
  }
}
