import { getTableColumns, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { DAY_MS } from "~/lib/admin/analytics";
import { PLANS, planPricePence } from "~/lib/plans";
import type { AppContext } from "~/server/context.server";
import { accounts, payments, subscriptions, usageBalances } from "~/server/db/schema.server";

export const LOAD_DOMAIN = "@admin-load.fullhouse.test";
// D1 binds at most 100 parameters per statement.
const MAX_PARAMS = 100;

/**
 * Local benchmarking only: tops the database up to `count` customer accounts shaped like a real
 * book of business (trials, Starter and Pro, monthly and annual, some past due or cancelled), each
 * with usage and paid invoices, so the admin calls can be timed over thousands of accounts.
 * Deterministic by index, and idempotent: running it again adds only what is missing.
 */
export async function seedAdminLoad(ctx: AppContext, count: number) {
  const [existing] = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(accounts)
    .where(sql`${accounts.email} LIKE ${`%${LOAD_DOMAIN}`}`);
  const have = existing?.n ?? 0;
  const now = ctx.now().getTime();
  const accountRows: Array<typeof accounts.$inferInsert> = [];
  const balanceRows: Array<typeof usageBalances.$inferInsert> = [];
  const subscriptionRows: Array<typeof subscriptions.$inferInsert> = [];
  const paymentRows: Array<typeof payments.$inferInsert> = [];
  for (let i = have; i < count; i++) {
    const id = `admin-load-${i}`;
    const kind = i % 10; // 0-3 trial, 4-6 starter, 7-9 pro
    const plan = kind < 4 ? "trial" : kind < 7 ? "starter" : "pro";
    const paid = i % 23 === 0 ? "past_due" : i % 29 === 0 ? "cancelled" : "active";
    const status = plan === "trial" ? "trial" : paid;
    const joined = now - ((i * 7919) % 400) * DAY_MS;
    accountRows.push({
      id,
      email: `landlord-${i}${LOAD_DOMAIN}`,
      currentPlan: status === "cancelled" ? "trial" : plan,
      subscriptionStatus: status,
      createdAt: new Date(joined),
    });
    const periodStart = new Date(now - ((i * 13) % 28) * DAY_MS);
    for (const [meter, limit] of Object.entries(PLANS[plan].allowances)) {
      balanceRows.push({
        accountId: id,
        meter,
        used: (i * 31) % (limit + 1),
        limitAmount: limit,
        periodStart,
      });
    }
    if (plan === "trial") continue;
    const annual = i % 4 === 0;
    const amount = planPricePence(plan, annual);
    const periodEnd = periodStart.getTime() + (annual ? 365 : 30) * DAY_MS;
    subscriptionRows.push({
      id: `sub_load_${i}`,
      accountId: id,
      provider: "simulator",
      customerId: `cus_load_${i}`,
      plan,
      interval: annual ? "year" : "month",
      status: paid,
      amountPence: amount,
      currentPeriodStart: periodStart,
      currentPeriodEnd: new Date(periodEnd),
      cancelAtPeriodEnd: i % 17 === 0,
      cancelledAt: paid === "cancelled" ? new Date(now - (i % 40) * DAY_MS) : null,
      providerCreatedAt: new Date(joined),
      providerUpdatedAt: new Date(now),
      updatedAt: new Date(now),
    });
    paymentRows.push({
      id: `in_load_${i}`,
      accountId: id,
      subscriptionId: `sub_load_${i}`,
      kind: "subscription",
      status: "paid",
      amountPence: amount,
      description: `${PLANS[plan].name} plan`,
      periodStart,
      periodEnd: new Date(periodEnd),
      providerCreatedAt: periodStart,
      paidAt: periodStart,
    });
  }
  const statements: BatchItem<"sqlite">[] = [];
  // drizzle binds every column of the table (defaults included), so size chunks by the table.
  const chunked = <T>(table: SQLiteTable, rows: T[], insert: (chunk: T[]) => BatchItem<"sqlite">) => {
    const perInsert = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
    for (let i = 0; i < rows.length; i += perInsert) statements.push(insert(rows.slice(i, i + perInsert)));
  };
  // Accounts first: the other rows reference them.
  chunked(accounts, accountRows, (chunk) => ctx.db.insert(accounts).values(chunk));
  chunked(usageBalances, balanceRows, (chunk) => ctx.db.insert(usageBalances).values(chunk));
  chunked(subscriptions, subscriptionRows, (chunk) => ctx.db.insert(subscriptions).values(chunk));
  chunked(payments, paymentRows, (chunk) => ctx.db.insert(payments).values(chunk));
  for (let i = 0; i < statements.length; i += 100) {
    await ctx.db.batch(statements.slice(i, i + 100) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  const [total] = await ctx.db.select({ n: sql<number>`count(*)` }).from(accounts);
  return { added: accountRows.length, accounts: total?.n ?? 0 };
}
