import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { draftSchema } from "~/lib/contract/content";
import type { AppContext } from "~/server/context.server";
import { drafts } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";

type Ctx = Pick<AppContext, "db" | "now">;
type DraftInput = z.output<typeof draftSchema>;

export type Draft = Omit<typeof drafts.$inferSelect, "accountId" | "lastModified"> & { lastModified: string };

/** At most this many auto-saves are kept per account; older ones give way. */
const AUTO_SAVES_KEPT = 5;

function toDraft(row: typeof drafts.$inferSelect): Draft {
  const { accountId: _owner, lastModified, ...rest } = row;
  return { ...rest, lastModified: lastModified.toISOString() };
}

/** The account's drafts, newest first. */
export async function listDrafts(ctx: Pick<AppContext, "db">, accountId: string): Promise<Draft[]> {
  const rows = await ctx.db
    .select()
    .from(drafts)
    .where(eq(drafts.accountId, accountId))
    .orderBy(desc(drafts.lastModified))
    .limit(100);
  return rows.map(toDraft);
}

/**
 * Saves a draft. An auto-save replaces the account's previous auto-save of the same text being
 * written (there is one auto-save slot per title), so typing never piles up drafts.
 */
export async function saveDraft(ctx: Ctx, accountId: string, input: DraftInput): Promise<Draft> {
  const row = {
    id: crypto.randomUUID(),
    accountId,
    title: input.title,
    content: input.content,
    contentType: input.contentType,
    isAutoSave: input.isAutoSave ?? false,
    metadata: {
      ...input.metadata,
      wordCount: input.metadata?.wordCount ?? input.content.split(/\s+/).filter(Boolean).length,
    },
    lastModified: ctx.now(),
  };
  if (row.isAutoSave) {
    const [existing] = await ctx.db
      .select({ id: drafts.id })
      .from(drafts)
      .where(
        and(eq(drafts.accountId, accountId), eq(drafts.isAutoSave, true), eq(drafts.title, input.title)),
      );
    if (existing) {
      const [updated] = await ctx.db
        .update(drafts)
        .set({ content: row.content, metadata: row.metadata, lastModified: row.lastModified })
        .where(and(eq(drafts.id, existing.id), eq(drafts.accountId, accountId)))
        .returning();
      return toDraft(updated!);
    }
    await pruneAutoSaves(ctx, accountId);
  }
  const [inserted] = await ctx.db.insert(drafts).values(row).returning();
  return toDraft(inserted!);
}

async function pruneAutoSaves(ctx: Pick<AppContext, "db">, accountId: string) {
  const autoSaves = await ctx.db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.accountId, accountId), eq(drafts.isAutoSave, true)))
    .orderBy(desc(drafts.lastModified));
  for (const old of autoSaves.slice(AUTO_SAVES_KEPT - 1)) {
    await ctx.db.delete(drafts).where(and(eq(drafts.id, old.id), eq(drafts.accountId, accountId)));
  }
}

/** Deletes one of the account's drafts and answers it (so the page can offer Undo); another's id is 404. */
export async function deleteDraft(
  ctx: Pick<AppContext, "db">,
  accountId: string,
  id: string,
): Promise<Draft> {
  const [deleted] = await ctx.db
    .delete(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.accountId, accountId)))
    .returning();
  if (!deleted) throw errors.notFound("No such draft.");
  return toDraft(deleted);
}
