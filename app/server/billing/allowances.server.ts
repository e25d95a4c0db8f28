import { sql } from "drizzle-orm";
import { METERS, PLANS, type PlanId } from "~/lib/plans";
import type { Db } from "~/server/db/client.server";
import { usageBalances } from "~/server/db/schema.server";

type Role = "user" | "admin";

/**
 * The balance rows a plan gives for a fresh period: one per meter the plan includes, `used` reset to 0.
 * Admins get every meter with no limit, so their use is still recorded.
 */
export function allowanceRows(accountId: string, planId: PlanId, role: Role, periodStart: Date) {
  if (role === "admin") {
    return METERS.map((meter) => ({ accountId, meter, used: 0, limitAmount: null, periodStart }));
  }
  return Object.entries(PLANS[planId].allowances).map(([meter, limit]) => ({
    accountId,
    meter,
    used: 0,
    limitAmount: limit,
    periodStart,
  }));
}

/** Statements that replace an account's balances with its plan's allowances (run them in one batch). */
export function resetAllowancesStatements(
  db: Db,
  accountId: string,
  planId: PlanId,
  role: Role,
  periodStart: Date,
) {
  const rows = allowanceRows(accountId, planId, role, periodStart);
  const remove = db.delete(usageBalances).where(sql`${usageBalances.accountId} = ${accountId}`);
  return rows.length === 0 ? ([remove] as const) : ([remove, db.insert(usageBalances).values(rows)] as const);
}
