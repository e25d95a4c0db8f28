import { and, eq } from "drizzle-orm";
import { createAccount } from "~/server/auth/accounts.server";
import { accounts, payments, subscriptions, usageBalances } from "~/server/db/schema.server";
import { db, services } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;

interface Sub {
  plan: "starter" | "pro";
  interval: "month" | "year";
  status: "active" | "past_due" | "cancelled";
  amountPence: number;
  /** Renewal from now, in ms. */
  renewsIn: number;
  cancelAtPeriodEnd?: boolean;
  createdAgo?: number;
  cancelledAgo?: number;
  paidPence?: number;
}

/** A customer with exactly the rows the admin figures read: account, balances, subscription, invoice. */
export async function seedCustomer(
  email: string,
  plan: "trial" | "starter" | "pro",
  options: {
    sub?: Sub;
    used?: Record<string, number>;
    status?: "trial" | "active" | "past_due" | "cancelled";
  } = {},
) {
  const account = await createAccount(services, { email, plan });
  const now = Date.now();
  if (options.status) {
    await db.update(accounts).set({ subscriptionStatus: options.status }).where(eq(accounts.id, account.id));
  }
  for (const [meter, used] of Object.entries(options.used ?? {})) {
    await db
      .update(usageBalances)
      .set({ used })
      .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, meter)));
  }
  const sub = options.sub;
  if (sub) {
    const subId = `sub_${crypto.randomUUID()}`;
    await db.insert(subscriptions).values({
      id: subId,
      accountId: account.id,
      provider: "simulator",
      customerId: `cus_${account.id}`,
      plan: sub.plan,
      interval: sub.interval,
      status: sub.status,
      amountPence: sub.amountPence,
      currentPeriodStart: new Date(now - 20 * DAY),
      currentPeriodEnd: new Date(now + sub.renewsIn),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd ?? false,
      cancelledAt: sub.cancelledAgo === undefined ? null : new Date(now - sub.cancelledAgo),
      providerCreatedAt: new Date(now - (sub.createdAgo ?? 20 * DAY)),
      providerUpdatedAt: new Date(now),
      updatedAt: new Date(now),
    });
    if (sub.paidPence) {
      await db.insert(payments).values({
        id: `in_${crypto.randomUUID()}`,
        accountId: account.id,
        subscriptionId: subId,
        kind: "subscription",
        status: "paid",
        amountPence: sub.paidPence,
        description: "Plan",
        providerCreatedAt: new Date(now - 20 * DAY),
        paidAt: new Date(now - 1000),
      });
    }
  }
  return account;
}

export { DAY };
