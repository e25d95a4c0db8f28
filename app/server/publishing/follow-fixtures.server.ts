import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { PLATFORM_LABELS } from "~/lib/contract/publishing";
import { CALLED_OFF_STATUSES, type CalledOffStatus } from "~/lib/sports/constants";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import { fixtures, scheduledPosts } from "~/server/db/schema.server";
import { heldPostLine, ownerEmail, postWhen } from "./owner-mail.server";

/** Why a match post is held, as the calendar and the e-mail say it. */
export const CALLED_OFF_HOLDS: Record<CalledOffStatus, { reason: string; message: string }> = {
  postponed: {
    reason: "fixture_postponed",
    message: "The match was postponed: reschedule this post or cancel it.",
  },
  cancelled: {
    reason: "fixture_cancelled",
    message: "The match was cancelled: reschedule this post or cancel it.",
  },
};

/**
 * Holds a fixture puts on its posts: a new time from the owner releases them (schedule.server.ts),
 * and the post then keeps that time instead of following the match.
 */
export const FIXTURE_HOLD_REASONS = ["fixture_moved", "fixture_postponed", "fixture_cancelled"];

/**
 * The hourly fixture work for scheduled match posts: first the posts of a match the source now
 * calls postponed or cancelled are held and the owner asked, then posts follow moved kick-offs.
 */
export async function followMovedFixtures(ctx: AppContext) {
  const { held } = await holdPostsOfCalledOffMatches(ctx);
  const { followed } = await followKickOffs(ctx);
  return { held, followed };
}

/**
 * A match the fixture refresh stored as postponed or cancelled holds its scheduled posts (status
 * held, with the reason) and the owner is e-mailed once per match: the hold itself is the record,
 * so the next hourly run finds nothing left to hold and sends nothing. (The dispatch also refuses
 * a post of a called-off match in the minutes before this runs.)
 *
 * A fixture that is no longer in the feed at all is not taken for postponed: a source drops matches
 * for harmless reasons (the kick-off moved beyond the 60-day window, the plan no longer covers the
 * competition, the local sample feed was swapped for the live one, whose ids differ), and holding
 * every post then would stop a pub's week for nothing. Only a status the source states holds posts.
 */
async function holdPostsOfCalledOffMatches(ctx: AppContext) {
  const due = await ctx.db
    .select({
      post: scheduledPosts,
      status: fixtures.status,
      home: fixtures.homeTeam,
      away: fixtures.awayTeam,
    })
    .from(scheduledPosts)
    .innerJoin(fixtures, eq(fixtures.providerId, scheduledPosts.fixtureId))
    .where(
      and(
        eq(scheduledPosts.status, "scheduled"),
        // A post the owner gave its own time after a hold no longer follows the match.
        isNotNull(scheduledPosts.fixtureStartsAt),
        inArray(fixtures.status, [...CALLED_OFF_STATUSES]),
      ),
    )
    .limit(500);
  // One e-mail per account and match, listing its posts.
  const told = new Map<
    string,
    { accountId: string; match: string; status: CalledOffStatus; posts: Post[] }
  >();
  for (const { post, status, home, away } of due) {
    const off = status as CalledOffStatus;
    const [held] = await ctx.db
      .update(scheduledPosts)
      .set({
        status: "held",
        leaseUntil: null,
        lastErrorReason: CALLED_OFF_HOLDS[off].reason,
        lastErrorMessage: CALLED_OFF_HOLDS[off].message,
        updatedAt: ctx.now(),
      })
      .where(and(eq(scheduledPosts.id, post.id), eq(scheduledPosts.status, "scheduled")))
      .returning();
    if (!held) continue;
    const key = `${post.accountId}:${post.fixtureId}`;
    const entry = told.get(key) ?? {
      accountId: post.accountId,
      match: away ? `${home} v ${away}` : home,
      status: off,
      posts: [],
    };
    entry.posts.push(held);
    told.set(key, entry);
  }
  for (const [key, { accountId, match, status, posts }] of told) {
    const to = await ownerEmail(ctx, accountId);
    if (!to) continue;
    const lines = posts.map(heldPostLine);
    await ctx.providers.email
      .send({
        to,
        subject: `${match} was ${status}: your posts about it are held`,
        text: [
          `${match} has been ${status}, so your posts about it will not go out as planned:`,
          ...lines,
          "",
          "Nothing is published while they are held. Reschedule them (give each a new time) or cancel them on your calendar:",
          `${ctx.config.appUrl}/calendar?date=${londonDate(posts[0]!.publishAt)}`,
        ].join("\n"),
        tag: "fixture-called-off",
        // Once per account, match and status, whatever happens to the hourly runs.
        idempotencyKey: `fixture-called-off:${key}:${status}`,
      })
      .catch((error: unknown) => console.error(`Called-off e-mail for ${key} failed`, error));
  }
  return { held: [...told.values()].reduce((sum, entry) => sum + entry.posts.length, 0) };
}

type Post = typeof scheduledPosts.$inferSelect;

/**
 * Scheduled match posts follow their fixture: when the fixture refresh has moved a kick-off, each
 * post planned around it moves by the same amount and the owner is told. A post whose new time has
 * already passed is held instead (going out late could announce the wrong time).
 */
async function followKickOffs(ctx: AppContext) {
  const moved = await ctx.db
    .select({
      post: scheduledPosts,
      startsAt: fixtures.startsAt,
      title: fixtures.homeTeam,
      away: fixtures.awayTeam,
    })
    .from(scheduledPosts)
    .innerJoin(fixtures, eq(fixtures.providerId, scheduledPosts.fixtureId))
    .where(
      and(
        inArray(scheduledPosts.status, ["scheduled", "held"]),
        isNotNull(scheduledPosts.fixtureStartsAt),
        ne(fixtures.startsAt, scheduledPosts.fixtureStartsAt),
      ),
    )
    .limit(500);
  let followed = 0;
  for (const { post, startsAt, title, away } of moved) {
    const shift = startsAt.getTime() - post.fixtureStartsAt!.getTime();
    const publishAt = new Date(post.publishAt.getTime() + shift);
    const late = publishAt.getTime() < ctx.now().getTime();
    const [updated] = await ctx.db
      .update(scheduledPosts)
      .set({
        publishAt,
        fixtureStartsAt: startsAt,
        leaseUntil: null,
        updatedAt: ctx.now(),
        ...(late
          ? {
              status: "held" as const,
              lastErrorReason: "fixture_moved",
              lastErrorMessage:
                "The kick-off moved and this post's new time has passed: edit it or cancel it.",
            }
          : {}),
      })
      .where(
        and(
          eq(scheduledPosts.id, post.id),
          eq(scheduledPosts.status, post.status),
          eq(scheduledPosts.fixtureStartsAt, post.fixtureStartsAt!),
        ),
      )
      .returning();
    if (!updated) continue;
    followed++;
    const to = await ownerEmail(ctx, post.accountId);
    if (!to) continue;
    const when = postWhen(publishAt);
    await ctx.providers.email
      .send({
        to,
        subject: `${title} v ${away} has moved: your post moved with it`,
        text: [
          `${title} v ${away} now kicks off ${longLondonDate(londonDate(startsAt))} at ${londonTime(startsAt)}.`,
          late
            ? `Your ${PLATFORM_LABELS[post.platform]} post would now be late, so it is held: edit or cancel it on your calendar.`
            : post.status === "held"
              ? `Your ${PLATFORM_LABELS[post.platform]} post moved with it to ${when}, and is still held: reschedule or cancel it on your calendar.`
              : `Your ${PLATFORM_LABELS[post.platform]} post now goes out ${when}.`,
          "",
          `${ctx.config.appUrl}/calendar`,
        ].join("\n"),
        tag: "fixture-moved",
        idempotencyKey: `fixture-moved:${post.id}:${startsAt.getTime()}`,
      })
      .catch((error: unknown) => console.error(`Fixture-moved e-mail for ${post.id} failed`, error));
  }
  return { followed };
}
