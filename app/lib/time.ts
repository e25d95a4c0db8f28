import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays, format } from "date-fns";

/** The product reasons in UK time: 'today', kick-offs, campaign hours and reminders. */
export const LONDON = "Europe/London";

/** The London calendar date of an instant, YYYY-MM-DD. */
export function londonDate(instant: Date | string | number): string {
  return format(new TZDate(new Date(instant).getTime(), LONDON), "yyyy-MM-dd");
}

/** The London wall-clock time of an instant, HH:MM. */
export function londonTime(instant: Date | string | number): string {
  return format(new TZDate(new Date(instant).getTime(), LONDON), "HH:mm");
}

/** The instant at which London clocks show `date` (YYYY-MM-DD) and `time` (HH:MM); DST-safe. */
export function londonInstant(date: string, time = "00:00"): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, LONDON).getTime());
}

/** Whole London calendar days from `now` to `instant` (negative once it has passed). */
export function londonDaysBetween(now: Date, instant: Date | string): number {
  return differenceInCalendarDays(
    new TZDate(new Date(instant).getTime(), LONDON),
    new TZDate(now.getTime(), LONDON),
  );
}

/** The London date `days` after (or before) a London date. */
export function addLondonDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Pure calendar arithmetic in UTC, so the machine's own time zone can never shift the day.
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "Saturday 28 November 2026" — the long en-GB date of a London date. */
export function longLondonDate(date: string): string {
  // date-fns formats the same everywhere; Intl's en-GB output varies between runtimes.
  return format(new TZDate(londonInstant(date, "12:00").getTime(), LONDON), "EEEE d MMMM yyyy");
}

/** Weekdays as Date#getUTCDay numbers them (used on London calendar days). */
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

/** Month names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
