import { and, asc, eq, gt, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { londonTime } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import { scheduledPosts } from "~/server/db/schema.server";

/**
 * Instagram allows 50 API-published posts per account in a moving 24 hours (content-publishing
 * limits). The scheduler counts its own, so the 51st post waits for a free slot instead of being
 * refused, retried and failed: it stays scheduled with a reason and a next-try time (its queue mark,
 * lease_until, set to when the oldest of the last 50 leaves the window) and uses up no attempts.
 */

export const INSTAGRAM_POSTS_PER_DAY = 50;
export const DAILY_LIMIT_REASON = "daily_limit";
const DAY_MS = 24 * 60 * 60_000;
/** After the slot frees, a little slack so the platform's own count has let go of it too. */
const SLOT_MARGIN_MS = 60_000;

/**
 * Instagram posts of this post's account that use a slot now: published in the last 24 hours, or
 * going out. In the claim, so two deliveries at the same moment can never take the 50th slot twice.
 */
export function instagramSlotFree(now: Date): SQL {
  const since = now.getTime() - DAY_MS;
  return sql`(scheduled_posts.platform <> 'instagram' or (select count(*) from scheduled_posts used where used.account_id = scheduled_posts.account_id and used.platform = 'instagram' and (used.status = 'publishing' or (used.status = 'published' and used.published_at > ${since}))) < ${INSTAGRAM_POSTS_PER_DAY})`;
}

export function dailyLimitMessage(slotAt: Date) {
  return `Instagram allows ${INSTAGRAM_POSTS_PER_DAY} posts a day from apps and this account has used them: this one goes out when a slot frees, at about ${londonTime(slotAt)}.`;
}

/**
 * Before the cron queues due posts: per account, the due Instagram posts beyond the free slots are
 * held back (still scheduled) until their slot frees. `due` is the dispatch's due condition.
 */
export async function holdInstagramOverDailyLimit(ctx: AppContext, due: SQL, queueHoldMs: number) {
  const now = ctx.now();
  const waiting = await ctx.db
    .select({ id: scheduledPosts.id, accountId: scheduledPosts.accountId })
    .from(scheduledPosts)
    .where(
      and(
        due,
        eq(scheduledPosts.platform, "instagram"),
        or(isNull(scheduledPosts.leaseUntil), lt(scheduledPosts.leaseUntil, now)),
      ),
    )
    .orderBy(asc(scheduledPosts.publishAt), asc(scheduledPosts.createdAt))
    .limit(1000);
  const byAccount = new Map<string, string[]>();
  for (const post of waiting)
    byAccount.set(post.accountId, [...(byAccount.get(post.accountId) ?? []), post.id]);

  let held = 0;
  for (const [accountId, ids] of byAccount) {
    const instagram = and(eq(scheduledPosts.accountId, accountId), eq(scheduledPosts.platform, "instagram"));
    const published = await ctx.db
      .select({ at: scheduledPosts.publishedAt })
      .from(scheduledPosts)
      .where(
        and(
          instagram,
          eq(scheduledPosts.status, "published"),
          gt(scheduledPosts.publishedAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(scheduledPosts.publishedAt));
    // Going out now, or already handed to the queue: they take a slot before these do.
    const [inFlight] = await ctx.db
      .select({ count: sql<number>`count(*)` })
      .from(scheduledPosts)
      .where(
        and(
          instagram,
          or(
            eq(scheduledPosts.status, "publishing"),
            and(
              eq(scheduledPosts.status, "scheduled"),
              gt(scheduledPosts.leaseUntil, now),
              lt(scheduledPosts.leaseUntil, new Date(now.getTime() + queueHoldMs + 1)),
            ),
          ),
        ),
      );
    const free = INSTAGRAM_POSTS_PER_DAY - published.length - (inFlight?.count ?? 0);
    const over = ids.slice(Math.max(0, free));
    // The k-th post over the limit takes the slot of the k-th oldest publish (a day later).
    for (const [k, id] of over.entries()) {
      const oldest = published[k]?.at;
      const slotAt = new Date((oldest ? oldest.getTime() : now.getTime()) + DAY_MS + SLOT_MARGIN_MS);
      await ctx.db
        .update(scheduledPosts)
        .set({
          leaseUntil: slotAt,
          lastErrorReason: DAILY_LIMIT_REASON,
          lastErrorMessage: dailyLimitMessage(slotAt),
          updatedAt: now,
        })
        .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.status, "scheduled")));
      held++;
    }
  }
  return { held };
}
