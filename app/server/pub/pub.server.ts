import { eq } from "drizzle-orm";
import type { PubDetails } from "~/lib/contract/pub";
import type { AppContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { type Read, read, readOne } from "~/server/db/reads.server";
import { pubs } from "~/server/db/schema.server";

type Ctx = Pick<AppContext, "db" | "now">;

/** The account's pub (null before setup), as a read that can share a batch. */
export function pubRead(db: Db, accountId: string): Read<PubDetails | null> {
  return read(db.select().from(pubs).where(eq(pubs.accountId, accountId)), ([row]) => {
    if (!row) return null;
    const { accountId: _owner, updatedAt: _updated, ...details } = row;
    return details;
  });
}

/** The account's pub, or null before setup. */
export function getPub(ctx: Pick<AppContext, "db">, accountId: string): Promise<PubDetails | null> {
  return readOne(pubRead(ctx.db, accountId));
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
