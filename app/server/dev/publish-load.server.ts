import { like, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { AppContext } from "~/server/context.server";
import {
  accounts,
  publishingConnections,
  publishingTargets,
  scheduledPosts,
} from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { appTokenCipher } from "~/server/publishing/token-crypto.server";

/**
 * Local benchmarking only (`npm run bench`, the publishing row): accounts, each with a Facebook
 * Page connected (the Page tokens come from the bench's fake Graph API), and their posts all due at
 * the same instant. The cron and the queue consumer then publish them as they publish any post.
 */

const LOAD_DOMAIN = "@publish-load.fullhouse.test";

export const publishLoadSchema = z.object({
  /** One Page (and its Page token) per account. */
  pages: z
    .array(z.object({ pageId: z.string().min(1), token: z.string().min(1) }))
    .min(1)
    .max(1000),
  posts: z.number().int().min(1).max(5000),
  /** When every post is due (ISO instant). */
  dueAt: z.iso.datetime(),
});

export async function seedPublishLoad(ctx: AppContext, input: z.output<typeof publishLoadSchema>) {
  const [existing] = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(accounts)
    .where(like(accounts.email, `%${LOAD_DOMAIN}`));
  if ((existing?.n ?? 0) > 0) throw errors.conflict("The publishing load is already seeded on this install.");
  const cipher = await appTokenCipher(ctx);
  const now = ctx.now();
  const dueAt = new Date(input.dueAt);
  const statements: BatchItem<"sqlite">[] = [];
  const accountIds = input.pages.map((_, i) => `publish-load-${i}`);
  for (const [i, page] of input.pages.entries()) {
    const accountId = accountIds[i]!;
    const connectionId = `${accountId}-meta`;
    const sealed = await cipher.encrypt(page.token);
    // On a plan that includes publishing: the dispatch holds the posts of any other account.
    statements.push(
      ctx.db.insert(accounts).values({
        id: accountId,
        email: `landlord-${i}${LOAD_DOMAIN}`,
        currentPlan: "starter",
        subscriptionStatus: "active",
      }),
    );
    statements.push(
      ctx.db.insert(publishingConnections).values({
        id: connectionId,
        accountId,
        provider: "meta",
        displayName: `Landlord ${i}`,
        accessTokenEncrypted: sealed,
      }),
    );
    statements.push(
      ctx.db.insert(publishingTargets).values({
        id: `${connectionId}-page`,
        accountId,
        connectionId,
        platform: "facebook",
        targetId: page.pageId,
        name: `Pub ${i}`,
        accessTokenEncrypted: sealed,
        selected: true,
      }),
    );
  }
  const postIds: string[] = [];
  for (let n = 0; n < input.posts; n++) {
    const id = `publish-load-post-${n}`;
    postIds.push(id);
    statements.push(
      ctx.db.insert(scheduledPosts).values({
        id,
        accountId: accountIds[n % accountIds.length]!,
        platform: "facebook",
        // Unique text, so the fake's record shows which post went out how many times.
        content: `Quiz night tonight from 8pm (${id})`,
        publishAt: dueAt,
        idempotencyKey: `${id}:facebook`,
        updatedAt: now,
      }),
    );
  }
  for (let i = 0; i < statements.length; i += 100) {
    await ctx.db.batch(statements.slice(i, i + 100) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  return { accounts: accountIds.length, posts: postIds.length, dueAt: dueAt.toISOString() };
}

/** Where every load post stands: its status, attempts and when it was published. */
export async function publishLoadStatus(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: scheduledPosts.id,
      status: scheduledPosts.status,
      attempts: scheduledPosts.attempts,
      publishAt: scheduledPosts.publishAt,
      publishedAt: scheduledPosts.publishedAt,
      lastErrorMessage: scheduledPosts.lastErrorMessage,
    })
    .from(scheduledPosts)
    .where(like(scheduledPosts.id, "publish-load-post-%"));
  return {
    posts: rows.map((row) => ({
      id: row.id,
      status: row.status,
      attempts: row.attempts,
      dueAt: row.publishAt.getTime(),
      publishedAt: row.publishedAt?.getTime() ?? null,
      error: row.lastErrorMessage,
    })),
  };
}
