import { and, desc, eq, inArray } from "drizzle-orm";
import type { PaymentSummary, SubscriptionSummary } from "~/lib/contract/billing";
import type { AppContext } from "~/server/context.server";
import { payments, subscriptions } from "~/server/db/schema.server";

type Ctx = Pick<AppContext, "db">;

/** The subscription that decides the account's plan: a paying one first, else the latest. */
export async function currentSubscription(ctx: Ctx, accountId: string) {
  const [paying] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, ["active", "past_due"])))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (paying) return paying;
  const [latest] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.providerUpdatedAt))
    .limit(1);
  return latest ?? null;
}

export function toSubscriptionSummary(row: typeof subscriptions.$inferSelect): SubscriptionSummary {
  return {
    id: row.id,
    plan: row.plan,
    interval: row.interval,
    status: row.status,
    amountPence: row.amountPence,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceUntil: row.graceUntil?.toISOString() ?? null,
  };
}

/** What the account page shows: the subscription and the last charges, newest first. */
export async function getBillingSummary(ctx: Ctx, accountId: string) {
  const current = await currentSubscription(ctx, accountId);
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.providerCreatedAt))
    .limit(12);
  const history: PaymentSummary[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountPence: row.amountPence,
    description: row.description,
    date: (row.paidAt ?? row.providerCreatedAt).toISOString(),
    invoiceUrl: row.invoiceUrl,
  }));
  return { subscription: current ? toSubscriptionSummary(current) : null, payments: history };
}
