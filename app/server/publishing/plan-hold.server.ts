import { and, eq, gte, lt, not, type SQL, sql } from "drizzle-orm";
import { FEATURE_PLANS } from "~/lib/plans";
import type { AppContext } from "~/server/context.server";
import { scheduledPosts } from "~/server/db/schema.server";
import { heldPostLine, ownerEmail } from "./owner-mail.server";

/**
 * A lapsed plan stops publishing (issue 20: publishing is part of Starter and Pro). Scheduling checks
 * the plan when a post is written; these rules check it again when the post falls due, because a
 * subscription can end between the two. The hold is the record: the owner is e-mailed when the first
 * post of a lapse is held, and resubscribing puts the posts back (the every-minute cron does it, so
 * billing needs to know nothing about publishing).
 */

export const PLAN_ENDED_REASON = "plan_ended";
export const PLAN_ENDED_MESSAGE = "Your plan has ended: publishing is paused until you subscribe again.";
/** After resubscribing, a post whose time passed long ago is not sent late by itself: the owner chooses. */
export const PLAN_ENDED_MISSED_REASON = "plan_ended_missed";
export const PLAN_ENDED_MISSED_MESSAGE =
  "Its time passed while your plan had ended. Give it a new time, press Publish now, or cancel it.";
/**
 * A post held for at most this long goes out by itself on resubscribing (a card that failed and was
 * fixed within the hour); older ones could announce a night that is over ("Quiz night tonight").
 */
export const LATE_RELEASE_MS = 60 * 60_000;

const publishingPlans = sql.join(
  FEATURE_PLANS.publishing.map((plan) => sql`${plan}`),
  sql`, `,
);

/**
 * The post's account may publish: an admin, or a plan with publishing that is paid or in its grace
 * period (the same rule as publishingAllowed in schedule.server.ts, in SQL so a claim can hold it).
 */
export const accountMayPublish: SQL = sql`exists (select 1 from accounts a where a.id = scheduled_posts.account_id and (a.role = 'admin' or (a.subscription_status in ('active', 'past_due') and a.current_plan in (${publishingPlans}))))`;

type Post = typeof scheduledPosts.$inferSelect;

/**
 * Holds every post that would go out now (`ready`: due, approved, not paused) of an account whose
 * plan no longer includes publishing, and e-mails each such owner once per lapse: only when none of
 * their posts was already held for this reason before this run.
 */
export async function holdPostsOfEndedPlans(ctx: AppContext, ready: SQL) {
  const now = ctx.now();
  const held = await ctx.db
    .update(scheduledPosts)
    .set({
      status: "held",
      leaseUntil: null,
      lastErrorReason: PLAN_ENDED_REASON,
      lastErrorMessage: PLAN_ENDED_MESSAGE,
      updatedAt: now,
    })
    .where(and(ready, not(accountMayPublish)))
    .returning();
  const byAccount = new Map<string, Post[]>();
  for (const post of held) byAccount.set(post.accountId, [...(byAccount.get(post.accountId) ?? []), post]);
  for (const [accountId, posts] of byAccount) {
    const [earlier] = await ctx.db
      .select({ id: scheduledPosts.id })
      .from(scheduledPosts)
      .where(
        and(
          eq(scheduledPosts.accountId, accountId),
          eq(scheduledPosts.status, "held"),
          eq(scheduledPosts.lastErrorReason, PLAN_ENDED_REASON),
          lt(scheduledPosts.updatedAt, now),
        ),
      )
      .limit(1);
    if (earlier) continue;
    await tellOwnerPlanEnded(ctx, accountId, posts);
  }
  return { held: held.length };
}

async function tellOwnerPlanEnded(ctx: AppContext, accountId: string, posts: Post[]) {
  const to = await ownerEmail(ctx, accountId);
  if (!to) return;
  const lines = posts.map(heldPostLine);
  await ctx.providers.email
    .send({
      to,
      subject: "Your plan has ended: your scheduled posts are paused",
      text: [
        "Publishing is part of Starter and Pro, and your plan has ended, so these posts did not go out:",
        ...lines,
        "",
        "They are held, not lost, and so is every post that falls due until you subscribe again. If you subscribe within the hour they go out by themselves; after that, give each a new time or press Publish now on your calendar (a post for a night that is over is better cancelled). Posts planned for later go out at their times.",
        `Subscribe: ${ctx.config.appUrl}/subscribe`,
        `Your calendar: ${ctx.config.appUrl}/calendar`,
      ].join("\n"),
      tag: "publish-plan-ended",
      // The first held post names this lapse: a retried run never sends it twice.
      idempotencyKey: `publish-plan-ended:${accountId}:${posts[0]!.id}`,
    })
    .catch((error: unknown) => console.error(`Plan-ended e-mail for ${accountId} failed`, error));
}

/**
 * Once the account may publish again, posts held because the plan had ended go back to scheduled if
 * their time passed within LATE_RELEASE_MS; older ones stay held and say so, for the owner to move,
 * publish or cancel (once: their reason changes, so later runs leave them).
 */
export async function releasePostsOnResubscribe(ctx: AppContext) {
  const now = ctx.now();
  const heldForPlan = and(
    eq(scheduledPosts.status, "held"),
    eq(scheduledPosts.lastErrorReason, PLAN_ENDED_REASON),
    accountMayPublish,
  );
  const released = await ctx.db
    .update(scheduledPosts)
    .set({ status: "scheduled", lastErrorReason: null, lastErrorMessage: null, updatedAt: now })
    .where(and(heldForPlan, gte(scheduledPosts.publishAt, new Date(now.getTime() - LATE_RELEASE_MS))))
    .returning({ id: scheduledPosts.id });
  await ctx.db
    .update(scheduledPosts)
    .set({
      lastErrorReason: PLAN_ENDED_MISSED_REASON,
      lastErrorMessage: PLAN_ENDED_MISSED_MESSAGE,
      updatedAt: now,
    })
    .where(heldForPlan);
  return { released: released.length };
}
