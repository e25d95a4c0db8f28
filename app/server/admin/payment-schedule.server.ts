import { buildPaymentSchedule, DAY_MS, SCHEDULE_DAYS } from "~/lib/admin/analytics";
import type { PaymentSchedule } from "~/lib/contract/admin";
import type { AppContext } from "~/server/context.server";

type Ctx = Pick<AppContext, "env" | "now">;

// Renewals the provider will charge: active, not cancelling, period ending within the window.
const RENEWALS_SQL = `SELECT a.email, s.amount_pence, s.current_period_end
  FROM subscriptions s JOIN accounts a ON a.id = s.account_id
  WHERE s.status = 'active' AND s.cancel_at_period_end = 0
    AND s.current_period_end >= ?1 AND s.current_period_end < ?2
  ORDER BY s.current_period_end`;

/** The next 30 days of expected subscription payments, day by day, from renewal dates and prices. */
export async function getPaymentSchedule(ctx: Ctx): Promise<PaymentSchedule> {
  const now = ctx.now();
  const { results } = await ctx.env.DB.prepare(RENEWALS_SQL)
    .bind(now.getTime(), now.getTime() + SCHEDULE_DAYS * DAY_MS)
    .all<{ email: string; amount_pence: number; current_period_end: number }>();
  return buildPaymentSchedule(
    results.map((row) => ({
      email: row.email,
      amountPence: row.amount_pence,
      renewsAt: new Date(row.current_period_end),
    })),
    now,
  );
}
