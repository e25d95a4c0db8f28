import {
  ANALYTICS_WINDOW_DAYS,
  averagePerUser,
  averageRevenuePerUser,
  churnRate,
  conversionRate,
  DAY_MS,
  estimatedAnnualRevenue,
  monthlyRecurringRevenue,
  recentMonths,
  weeklyExpectedRevenue,
} from "~/lib/admin/analytics";
import type { AdminAnalytics } from "~/lib/contract/admin";
import type { AppContext } from "~/server/context.server";

type Ctx = Pick<AppContext, "env" | "now">;

const CHART_MONTHS = 6;

// Each statement is one aggregate pass; customers only (role 'user'), staff accounts left out.
const ACCOUNTS_SQL = `SELECT COUNT(*) AS total,
    COALESCE(SUM(current_plan = 'trial'), 0) AS trial,
    COALESCE(SUM(current_plan = 'starter'), 0) AS starter,
    COALESCE(SUM(current_plan = 'pro'), 0) AS pro,
    COALESCE(SUM(subscription_status = 'past_due'), 0) AS past_due,
    COALESCE(SUM(subscription_status = 'cancelled'), 0) AS cancelled
  FROM accounts WHERE role = 'user'`;

const ACTIVE_BILLING_SQL = `SELECT
    COALESCE(SUM(CASE WHEN interval = 'month' THEN amount_pence END), 0) AS monthly,
    COALESCE(SUM(CASE WHEN interval = 'year' THEN amount_pence END), 0) AS annual,
    COUNT(DISTINCT account_id) AS subscribers
  FROM subscriptions WHERE status = 'active'`;

// "Pays now": an active subscription. A lapsed, cancelled or past-due one is not money coming in.
const COHORT_SQL = `SELECT COUNT(*) AS joined,
    COALESCE(SUM(EXISTS (SELECT 1 FROM subscriptions s
      WHERE s.account_id = a.id AND s.status = 'active')), 0) AS paying
  FROM accounts a WHERE a.role = 'user' AND a.created_at >= ?1`;

// Paying at any time in the window: started by its end, and still running or cancelled since it
// began (a cancelled row without a date ended long ago). Left in it: cancelled since the window
// began, or set to end at the period's end. No upper bound on the cancellation time: the local
// payment simulator's clock runs ahead of real time, and nothing real is dated in the future.
const CHURN_SQL = `SELECT COUNT(*) AS paying,
    COALESCE(SUM(cancelled_at >= ?1 OR (status != 'cancelled' AND cancel_at_period_end = 1)), 0) AS cancelled
  FROM subscriptions
  WHERE status != 'incomplete' AND provider_created_at <= ?2
    AND (status != 'cancelled' OR cancelled_at >= ?1)`;

const WEEK_RENEWALS_SQL = `SELECT amount_pence, current_period_end FROM subscriptions
  WHERE status = 'active' AND cancel_at_period_end = 0
    AND current_period_end >= ?1 AND current_period_end < ?2`;

const USAGE_SQL = `SELECT
    COALESCE(SUM(CASE WHEN meter = 'tokens' THEN used END), 0) AS tokens,
    COALESCE(SUM(CASE WHEN meter = 'images' THEN used END), 0) AS images,
    COALESCE(SUM(CASE WHEN meter = 'voice_minutes' THEN used END), 0) AS voice
  FROM usage_balances
  WHERE account_id NOT IN (SELECT id FROM accounts WHERE role = 'admin')`;

// Customers' paid invoices and top-ups, the same rows as the subscribers' "Total spent". Calendar
// months in UTC: at most an hour off London's at a month's edge, which a chart cannot show. A payment
// without its paid time falls in the month it was made.
const CUSTOMER_PAYMENTS = `FROM payments WHERE status = 'paid'
    AND account_id NOT IN (SELECT id FROM accounts WHERE role = 'admin')`;
const REVENUE_SQL = `SELECT strftime('%Y-%m', COALESCE(paid_at, provider_created_at) / 1000, 'unixepoch') AS month,
    SUM(amount_pence) AS pence
  ${CUSTOMER_PAYMENTS} AND COALESCE(paid_at, provider_created_at) >= ?1 GROUP BY month`;
const REVENUE_ALL_TIME_SQL = `SELECT COALESCE(SUM(amount_pence), 0) AS pence ${CUSTOMER_PAYMENTS}`;

type Num = Record<string, number>;

/** Every §3 analytics figure, from D1, through the formulas of app/lib/admin/analytics.ts. */
export async function getAnalytics(ctx: Ctx): Promise<AdminAnalytics> {
  const now = ctx.now();
  const windowStart = now.getTime() - ANALYTICS_WINDOW_DAYS * DAY_MS;
  const months = recentMonths(now, CHART_MONTHS);
  const chartStart = Date.parse(`${months[0]}-01T00:00:00Z`);
  const db = ctx.env.DB;
  const [accounts, billing, cohort, churn, week, usage, revenue, allTime] = await db.batch([
    db.prepare(ACCOUNTS_SQL),
    db.prepare(ACTIVE_BILLING_SQL),
    db.prepare(COHORT_SQL).bind(windowStart),
    db.prepare(CHURN_SQL).bind(windowStart, now.getTime()),
    db.prepare(WEEK_RENEWALS_SQL).bind(now.getTime(), now.getTime() + 7 * DAY_MS),
    db.prepare(USAGE_SQL),
    db.prepare(REVENUE_SQL).bind(chartStart),
    db.prepare(REVENUE_ALL_TIME_SQL),
  ]);
  const first = (result: D1Result | undefined) => (result?.results[0] ?? {}) as Num;
  const a = first(accounts);
  const b = first(billing);
  const c = first(cohort);
  const ch = first(churn);
  const u = first(usage);

  const mrr = monthlyRecurringRevenue({ monthlyPlansPence: b.monthly ?? 0, annualPlansPence: b.annual ?? 0 });
  const renewals = ((week?.results ?? []) as Array<{ amount_pence: number; current_period_end: number }>).map(
    (row) => ({ email: "", amountPence: row.amount_pence, renewsAt: new Date(row.current_period_end) }),
  );
  const thisWeek = weeklyExpectedRevenue(renewals, now);
  const byMonth = new Map(
    ((revenue?.results ?? []) as Array<{ month: string; pence: number }>).map((r) => [r.month, r.pence]),
  );
  const conversion = { joined: c.joined ?? 0, paying: c.paying ?? 0 };
  const churnCounts = { paying: ch.paying ?? 0, cancelled: ch.cancelled ?? 0 };
  const totalUsers = a.total ?? 0;
  const activeSubscribers = b.subscribers ?? 0;
  const totalTokensUsed = u.tokens ?? 0;

  return {
    monthlyRevenue: mrr,
    averageRevenuePerUser: averageRevenuePerUser(mrr, activeSubscribers),
    activeSubscribers,
    totalUsers,
    weeklyExpectedRevenue: thisWeek.pence,
    paymentsThisWeek: thisWeek.payments,
    conversionRate: conversionRate(conversion),
    conversion,
    churnRate: churnRate(churnCounts),
    churn: churnCounts,
    planDistribution: { trial: a.trial ?? 0, starter: a.starter ?? 0, pro: a.pro ?? 0 },
    pastDueUsers: a.past_due ?? 0,
    cancelledUsers: a.cancelled ?? 0,
    totalTokensUsed,
    totalImagesGenerated: u.images ?? 0,
    totalVoiceMinutes: u.voice ?? 0,
    averageTokensPerUser: averagePerUser(totalTokensUsed, totalUsers),
    estimatedAnnualRevenue: estimatedAnnualRevenue(mrr),
    revenueByMonth: months.map((month) => ({ month, pence: byMonth.get(month) ?? 0 })),
    revenueAllTime: first(allTime).pence ?? 0,
  };
}
