import { desc } from "drizzle-orm";
import type { AuditEntry } from "~/lib/contract/admin";
import type { AppContext } from "~/server/context.server";
import { adminAuditLog } from "~/server/db/schema.server";
import type { AdminIdentity } from "./access.server";

type Ctx = Pick<AppContext, "db" | "now">;

interface AuditRecord {
  action: AuditEntry["action"];
  summary: string;
  target?: { accountId: string; email: string } | null;
}

/** The row for one admin action; returned as a statement so it can share a batch with the change. */
export function auditStatement(ctx: Ctx, admin: AdminIdentity, record: AuditRecord) {
  return ctx.db.insert(adminAuditLog).values({
    id: crypto.randomUUID(),
    actorEmail: admin.email,
    action: record.action,
    targetAccountId: record.target?.accountId ?? null,
    targetEmail: record.target?.email ?? null,
    summary: record.summary,
    createdAt: ctx.now(),
  });
}

/** Writes one admin action to the audit log. */
export async function recordAdminAction(ctx: Ctx, admin: AdminIdentity, record: AuditRecord) {
  await auditStatement(ctx, admin, record);
}

/** The latest admin actions, newest first (Admin Tools shows them). */
export async function listAuditLog(ctx: Pick<AppContext, "db">, limit = 50): Promise<AuditEntry[]> {
  const rows = await ctx.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetEmail: row.targetEmail,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  }));
}
