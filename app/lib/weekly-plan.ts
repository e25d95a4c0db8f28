import { addLondonDays, londonDate, londonHour, londonWeekday, MON } from "~/lib/time";

/** The weekly plan is drafted in this London hour on Mondays (the hourly cron runs at :00). */
export const PLAN_HOUR = 7;

/** Whether `now` is the plan's Monday 07:xx in London: 07:00 UTC in GMT, 06:00 UTC in BST. */
export function isWeeklyPlanTime(now: Date): boolean {
  return londonWeekday(now) === MON && londonHour(now) === PLAN_HOUR;
}

/** The London date of the Monday after `now`'s London date: the week the plan covers. */
export function nextWeekStart(now: Date): string {
  return addLondonDays(londonDate(now), (8 - londonWeekday(now)) % 7 || 7);
}
