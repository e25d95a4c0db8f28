import { TZDate, tzOffset } from "@date-fns/tz";
import { format } from "date-fns";

/** The product reasons in UK time: 'today', kick-offs, campaign hours and reminders. */
export const LONDON = "Europe/London";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** London's UTC offset (minutes) per UTC hour: its clocks only change on the hour. */
const offsetByHour = new Map<number, number>();
const OFFSETS_KEPT = 20_000;

/**
 * An instant's London wall clock as an ISO string ("2026-11-28T15:00:00.000Z" read as local time).
 * The time-zone rules come from @date-fns/tz; asking once per hour rather than once per call keeps
 * the fixture list, which formats hundreds of kick-offs per request, cheap.
 */
function londonWallClock(instant: Date | string | number): string {
  const ms = new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new RangeError("Invalid time value");
  return new Date(ms + londonOffsetMs(ms)).toISOString();
}

function londonOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    offset = tzOffset(LONDON, new Date(hour * HOUR_MS));
    offsetByHour.set(hour, offset);
  }
  return offset * 60_000;
}

/** The London calendar date of an instant, YYYY-MM-DD. */
export function londonDate(instant: Date | string | number): string {
  return londonWallClock(instant).slice(0, 10);
}

/** The London wall-clock time of an instant, HH:MM. */
export function londonTime(instant: Date | string | number): string {
  return londonWallClock(instant).slice(11, 16);
}

/** The instant at which London clocks show `date` (YYYY-MM-DD) and `time` (HH:MM); DST-safe. */
export function londonInstant(date: string, time = "00:00"): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const instant = wall - londonOffsetMs(wall);
  // Within two hours of a clock change a wall time may be missing or happen twice: date-fns decides.
  const settled = londonOffsetMs(instant - 2 * HOUR_MS) === londonOffsetMs(instant + 2 * HOUR_MS);
  if (settled && Number.isFinite(instant)) return new Date(instant);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, LONDON).getTime());
}

/** The London weekday of an instant, as Date#getUTCDay numbers them (0 = Sunday). */
export function londonWeekday(instant: Date | string | number): number {
  return new Date(`${londonDate(instant)}T12:00:00Z`).getUTCDay();
}

/** The London hour of an instant, 0-23. */
export function londonHour(instant: Date | string | number): number {
  return Number(londonTime(instant).slice(0, 2));
}

/** Whole London calendar days from `now` to `instant` (negative once it has passed). */
export function londonDaysBetween(now: Date, instant: Date | string): number {
  return Math.round((Date.parse(londonDate(instant)) - Date.parse(londonDate(now))) / DAY_MS);
}

/** The London date `days` after (or before) a London date. */
export function addLondonDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Pure calendar arithmetic in UTC, so the machine's own time zone can never shift the day.
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "2026-03-07" from its parts; undefined when the day does not exist in that month (30 February). */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : undefined;
}

/** The next date on or after `today` that falls on this day of this month (this year's, else next year's). */
export function nextDayOfMonth(today: string, day: number, month: number): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = calendarDate(year, month, day);
  return thisYear && thisYear >= today ? thisYear : calendarDate(year + 1, month, day);
}

/** The next "13th" on or after `today`: this month's, or next month's once it has passed. */
export function nextOrdinalDay(today: string, day: number): string | undefined {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const thisMonth = calendarDate(year, month, day);
  if (thisMonth && thisMonth >= today) return thisMonth;
  return month === 12 ? calendarDate(year + 1, 1, day) : calendarDate(year, month + 1, day);
}

/** "Saturday 28 November 2026" — the long en-GB date of a London date. */
const SHORT_LONDON_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: LONDON,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** "Sat 28 Nov, 19:30": an instant as London's wall clock shows it, in short British form. */
export function shortLondonDateTime(instant: Date | string | number): string {
  return SHORT_LONDON_DATE_TIME.format(new Date(instant));
}

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

/** 22 → "22nd": an English ordinal for a day of the month or a ceremony's number. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** "16:45" → "4:45pm", "20:00" → "8pm": 24-hour times in `text` as a pub writes them. */
export function twelveHour(text: string): string {
  return text
    .replace(/(am|pm)/gi, (half) => half.toLowerCase())
    .replace(/\b(1[3-9]|2[0-3])[:.]([0-5]\d)\b(?!\s*(?:am|pm))/g, (_, hours: string, minutes: string) =>
      minutes === "00" ? `${Number(hours) - 12}pm` : `${Number(hours) - 12}:${minutes}pm`,
    );
}
