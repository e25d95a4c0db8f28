import { formatPounds, PLANS, type PlanId } from "~/lib/plans";

/** Plans as the plans module names and prices them ("Starter £19"), not the spec's stale labels. */
export function planLabel(plan: PlanId): string {
  const { name, monthlyPence } = PLANS[plan];
  return monthlyPence > 0 ? `${name} ${formatPounds(monthlyPence)}` : name;
}

/** Money for figures: always with pence, thousands separated ("£1,234.50"). */
export function money(pence: number | null): string {
  return pence === null ? "—" : formatPounds(pence, { alwaysPence: true });
}

export function count(value: number): string {
  return value.toLocaleString("en-GB");
}

export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Europe/London",
  });
}

/** A London calendar date ("2026-11-23") as "Mon 23 Nov". */
export function scheduleDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Europe/London",
  });
}

export const STATUS_LABELS: Record<string, string> = {
  trial: "Trial",
  active: "Active",
  past_due: "Past due",
  cancelled: "Cancelled",
};
