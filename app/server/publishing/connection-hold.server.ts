import { and, eq, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { PLATFORM_LABELS } from "~/lib/contract/publishing";
import type { AppContext } from "~/server/context.server";
import { scheduledPosts } from "~/server/db/schema.server";
import { heldPostLine, ownerEmail } from "./owner-mail.server";

/**
 * A post whose platform is not connected (never, or disconnected since it was scheduled), or whose
 * connection needs reconnecting, cannot go out. The cron holds such posts as they fall due and tells
 * the owner in one e-mail per account and run that lists them; connecting again releases them
 * (completeConnection). The consumer keeps its own check for a disconnect in the seconds between.
 */

type Post = typeof scheduledPosts.$inferSelect;

export function notConnectedMessage(platform: Post["platform"]) {
  return `Connect ${PLATFORM_LABELS[platform]} again to publish this post.`;
}
export const NEEDS_RECONNECTING_MESSAGE = "The connection needs reconnecting (Account → Connections).";

/**
 * The status of the connection behind the post's chosen Page, account or location; null when none.
 * The outer columns are named with their table in full: in a select list drizzle would leave the
 * table off, and account_id would be ambiguous inside the subquery.
 */
const connectionStatus = sql<
  string | null
>`(select c.status from publishing_targets t join publishing_connections c on c.id = t.connection_id where t.account_id = scheduled_posts.account_id and t.platform = scheduled_posts.platform and t.selected = 1 limit 1)`;

export async function holdPostsWithoutConnection(ctx: AppContext, due: SQL) {
  const now = ctx.now();
  const stuck = await ctx.db
    .select({ post: scheduledPosts, connection: connectionStatus })
    .from(scheduledPosts)
    .where(
      and(
        due,
        ne(scheduledPosts.platform, "tiktok"),
        or(isNull(scheduledPosts.leaseUntil), lt(scheduledPosts.leaseUntil, now)),
        sql`coalesce(${connectionStatus}, 'none') <> 'connected'`,
      ),
    )
    .limit(500);
  const byAccount = new Map<string, Post[]>();
  for (const { post, connection } of stuck) {
    const [held] = await ctx.db
      .update(scheduledPosts)
      .set({
        status: "held",
        leaseUntil: null,
        lastErrorReason: connection ? "auth_expired" : "not_connected",
        lastErrorMessage: connection ? NEEDS_RECONNECTING_MESSAGE : notConnectedMessage(post.platform),
        updatedAt: now,
      })
      .where(and(eq(scheduledPosts.id, post.id), eq(scheduledPosts.status, "scheduled")))
      .returning();
    if (held) byAccount.set(held.accountId, [...(byAccount.get(held.accountId) ?? []), held]);
  }
  for (const [accountId, posts] of byAccount) await tellOwnerPostsHeld(ctx, accountId, posts);
  return { held: stuck.length };
}

/** One e-mail listing the posts held in this run, worded like the failure e-mail. */
export async function tellOwnerPostsHeld(ctx: AppContext, accountId: string, posts: Post[]) {
  const to = posts.length > 0 ? await ownerEmail(ctx, accountId) : null;
  if (!to) return;
  const one = posts.length === 1;
  const lines = posts.map(
    (post) => `${heldPostLine(post)}: ${post.lastErrorMessage}\n  ${post.content.split("\n")[0]}`,
  );
  await ctx.providers.email
    .send({
      to,
      subject: one
        ? `Your ${PLATFORM_LABELS[posts[0]!.platform]} post did not go out`
        : `${posts.length} of your posts did not go out`,
      text: [
        one ? "The post planned for this time did not go out:" : "These posts did not go out:",
        ...lines,
        "",
        `${one ? "It is" : "They are"} held, not lost: connect again on your account page and ${one ? "it goes" : "they go"} out by ${one ? "itself" : "themselves"}, or cancel ${one ? "it" : "them"} on your calendar.`,
        `${ctx.config.appUrl}/account#connections`,
        "",
        `Your calendar: ${ctx.config.appUrl}/calendar`,
      ].join("\n"),
      tag: "publish-held",
      // Per post and attempt, as the failure e-mail: a retried run never sends the same list twice.
      idempotencyKey: `publish-held:${posts[0]!.id}:${posts[0]!.attempts}`,
    })
    .catch((error: unknown) => console.error(`Held-posts e-mail for ${accountId} failed`, error));
}
