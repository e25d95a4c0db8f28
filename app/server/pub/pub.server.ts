import { eq } from "drizzle-orm";
import type { PubDetails } from "~/lib/contract/pub";
import type { AppContext } from "~/server/context.server";
import { pubs } from "~/server/db/schema.server";

type Ctx = Pick<AppContext, "db" | "now">;

/** The account's pub, or null before setup. */
export async function getPub(ctx: Pick<AppContext, "db">, accountId: string): Promise<PubDetails | null> {
  const [row] = await ctx.db.select().from(pubs).where(eq(pubs.accountId, accountId));
  if (!row) return null;
  const { accountId: _owner, updatedAt: _updated, ...details } = row;
  return details;
}

/** Creates or replaces the account's pub details. */
export async function savePub(ctx: Ctx, accountId: string, details: PubDetails): Promise<PubDetails> {
  const values = { ...details, accountId, updatedAt: ctx.now() };
  await ctx.db.insert(pubs).values(values).onConflictDoUpdate({ target: pubs.accountId, set: values });
  return details;
}

/** Clear All: forgets the pub's details. */
export async function deletePub(ctx: Pick<AppContext, "db">, accountId: string) {
  await ctx.db.delete(pubs).where(eq(pubs.accountId, accountId));
}
