import { eq } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { accounts } from "~/server/db/schema.server";
import { disconnectAll } from "~/server/publishing/connections.server";

/**
 * Erases the account: publishing grants are revoked with the platforms first, rows go by cascade
 * (scheduled posts included), files under the account's prefixes are deleted from R2.
 */
export async function deleteAccount(ctx: AppContext, accountId: string) {
  await disconnectAll(ctx, accountId);
  for (const prefix of [`exports/${accountId}/`, `images/${accountId}/`]) {
    let cursor: string | undefined;
    do {
      const listing = await ctx.env.FILES.list({ prefix, cursor });
      if (listing.objects.length > 0) await ctx.env.FILES.delete(listing.objects.map((object) => object.key));
      cursor = listing.truncated ? listing.cursor : undefined;
    } while (cursor);
  }
  await ctx.db.delete(accounts).where(eq(accounts.id, accountId));
}
