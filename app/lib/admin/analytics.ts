/**
 * The admin dashboard's business formulas, each written down once. The server gathers small totals
 * with SQL (so 10,000 accounts cost one aggregate query, not 10,000 rows in JS) and passes them here.
 * Money is in pence throughout; rates are percentages rounded to one decimal place.
 */

import { londonDate } from "~/lib/time";

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Churn and conversion look back this far. */
export const ANALYTICS_WINDOW_DAYS = 30;
/** The payment schedule looks ahead this far (spec §9: up to 30 days). */
export const SCHEDULE_DAYS = 30;

/** Σ of what active subscriptions charge per interval, split by interval. */
export interface ActiveBillingTotals {
  monthlyPlansPence: number;
  annualPlansPence: number;
}

/**
 * Monthly recurring revenue: every active subscription's price per month. A monthly plan counts its
 * price; an annual plan a twelfth of its yearly price. Past-due subscriptions are left out (their
 * money is not coming in), cancel-at-period-end ones still count until they end.
 */
export function monthlyRecurringRevenue({
  monthlyPlansPence,
  annualPlansPence,
}: ActiveBillingTotals): number {
  return Math.round(monthlyPlansPence + annualPlansPence / 12);
}

/** Average revenue per paying user: MRR shared among the accounts with an active subscription. */
export function averageRevenuePerUser(mrrPence: number, activeSubscribers: number): number {
  return activeSubscribers > 0 ? Math.round(mrrPence / activeSubscribers) : 0;
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Conversion over the last 30 days, as a cohort: of the customer accounts that joined in the window,
 * the share with an active paid subscription now. Lapsed, cancelled and past-due payers are not
 * paying now and do not count; a cohort keeps the rate between 0 and 100 %.
 */
export function conversionRate({ joined, paying }: { joined: number; paying: number }): number {
  return percent(paying, joined);
}

/**
 * Churn over the last 30 days: of the subscriptions that were paying at any time in the window
 * (started before its end, not cancelled before its start), the share that was cancelled in it or
 * is set to end at its period's end. Both counts come from the same rows, so it stays within 100 %.
 */
export function churnRate({ paying, cancelled }: { paying: number; cancelled: number }): number {
  return percent(cancelled, paying);
}

/** What the conversion figure counts, in the words under it. */
export function conversionNote({ joined, paying }: { joined: number; paying: number }): string {
  return `${paying} of ${joined} who joined in the last ${ANALYTICS_WINDOW_DAYS} days are on an active paid plan now`;
}

/** What the churn figure counts, in the words under it. */
export function churnNote({ paying, cancelled }: { paying: number; cancelled: number }): string {
  return `${cancelled} of ${paying} subscriptions paying in the last ${ANALYTICS_WINDOW_DAYS} days were cancelled or set to end`;
}

/** MRR for a year: what the current subscriptions bring in over twelve months if nothing changes. */
export function estimatedAnnualRevenue(mrrPence: number): number {
  return mrrPence * 12;
}

/** A renewal the payment provider will attempt: when, how much, for whom. */
export interface Renewal {
  email: string;
  amountPence: number;
  /** The end of the current period, when the next charge is taken. */
  renewsAt: Date;
}

/** Renewals due in [now, now + days); a subscription set to cancel at period end is not a renewal. */
export function renewalsWithin(renewals: Renewal[], now: Date, days: number): Renewal[] {
  const end = now.getTime() + days * DAY_MS;
  return renewals.filter((r) => r.renewsAt.getTime() >= now.getTime() && r.renewsAt.getTime() < end);
}

/** Weekly expected revenue: the sum of renewals due in the next seven days, and how many there are. */
export function weeklyExpectedRevenue(renewals: Renewal[], now: Date) {
  const week = renewalsWithin(renewals, now, 7);
  return { pence: week.reduce((sum, r) => sum + r.amountPence, 0), payments: week.length };
}

/** One day of the payment schedule (a Europe/London calendar day). */
export interface ScheduleDay {
  date: string;
  userCount: number;
  expectedRevenue: number;
  users: Array<{ email: string; amountPence: number }>;
}

/** A day lists at most this many payers (its count and money still cover them all). */
export const SCHEDULE_USERS_PER_DAY = 50;

/**
 * The next 30 days of renewals, one entry per London calendar day (days without renewals included, so
 * the list is a calendar), with a summary: the next 7 days, the whole 30, and the daily average.
 */
export function buildPaymentSchedule(renewals: Renewal[], now: Date, days = SCHEDULE_DAYS) {
  const upcoming = renewalsWithin(renewals, now, days).sort(
    (a, b) => a.renewsAt.getTime() - b.renewsAt.getTime(),
  );
  const byDate = new Map<string, ScheduleDay>();
  for (let i = 0; i < days; i++) {
    const date = londonDate(new Date(now.getTime() + i * DAY_MS));
    if (!byDate.has(date)) byDate.set(date, { date, userCount: 0, expectedRevenue: 0, users: [] });
  }
  for (const renewal of upcoming) {
    const date = londonDate(renewal.renewsAt);
    const day = byDate.get(date) ?? { date, userCount: 0, expectedRevenue: 0, users: [] };
    day.userCount++;
    day.expectedRevenue += renewal.amountPence;
    if (day.users.length < SCHEDULE_USERS_PER_DAY) {
      day.users.push({ email: renewal.email, amountPence: renewal.amountPence });
    }
    byDate.set(date, day);
  }
  const schedule = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const monthly = upcoming.reduce((sum, r) => sum + r.amountPence, 0);
  return {
    summary: {
      weeklyExpectedRevenue: weeklyExpectedRevenue(upcoming, now).pence,
      monthlyExpectedRevenue: monthly,
      totalUpcomingPayments: upcoming.length,
      averageDailyRevenue: Math.round(monthly / days),
    },
    schedule,
  };
}

/** Whole days until an instant, rounded up (a renewal later today is 1 day away; past is 0). */
export function daysUntil(instant: Date, now: Date): number {
  return Math.max(0, Math.ceil((instant.getTime() - now.getTime()) / DAY_MS));
}

/** What a subscription costs per month: annual prices are spread over twelve months. */
export function monthlyEquivalent(amountPence: number, interval: "month" | "year"): number {
  return interval === "year" ? Math.round(amountPence / 12) : amountPence;
}

/** Per-user average of a usage total, rounded to a whole unit. */
export function averagePerUser(total: number, users: number): number {
  return users > 0 ? Math.round(total / users) : 0;
}

/** The last `count` calendar months up to and including now's, oldest first, as "YYYY-MM" (UTC). */
export function recentMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}
