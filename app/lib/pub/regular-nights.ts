import { addLondonDays, londonInstant } from "~/lib/time";

/**
 * The pub's regular nights, read from its profile's features ("Quiz night Thursdays", "Live music
 * Fridays & Saturdays 9pm", "Sunday roast"): a feature naming a weekday is a weekly event, one
 * naming none ("Beer garden") is not. The writer's context, the weekly plan and the calendar all
 * read them here, so they agree on what the pub's nights are.
 */

/** Weekday names as Date#getUTCDay numbers them (0 = Sunday). */
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const WEEKDAY_WORD = /\b(mon|tues|wednes|thurs|fri|satur|sun)days?\b/gi;
/** A trailing "Thursdays", "on Fridays & Saturdays" or "every Sunday": the schedule, not the name. */
const TRAILING_SCHEDULE =
  /\s*(?:on\s+|every\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:\s*(?:,|&|and)\s*)?)+$/i;
/** "8pm", "8.30pm", "from 7:30 pm", "at 19:30": when the night starts, if the feature says. */
const CLOCK_12 = /\s*(?:,\s*)?(?:at|from)?\s*\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\b/i;
const CLOCK_24 = /\s*(?:,\s*)?(?:at|from)?\s*\b([01]?\d|2[0-3]):([0-5]\d)\b/;

export interface RegularNight {
  /** "Quiz night": the feature without its schedule. */
  name: string;
  /** The weekdays it is on, Sunday = 0, in week order. */
  weekdays: number[];
  /** London wall-clock start (HH:MM) when the feature gives one, else null. */
  time: string | null;
  /** "Every Thursday" or "Every Friday and Saturday, 21:00". */
  detail: string;
}

/** One night on one date, as the calendar shows it beside the posts. */
export interface RegularNightOccurrence {
  /** Stable per night and date (a list key). */
  id: string;
  name: string;
  /** London date, YYYY-MM-DD. */
  londonDate: string;
  londonTime: string | null;
  /** The instant it starts (a clock change moves the UTC hour, not the London one), or null without a time. */
  startsAt: string | null;
  detail: string;
}

function startTime(feature: string): { time: string | null; rest: string } {
  const twelve = CLOCK_12.exec(feature);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour >= 1 && hour <= 12) {
      const pm = twelve[3]!.toLowerCase() === "pm";
      const hours = (hour % 12) + (pm ? 12 : 0);
      const time = `${String(hours).padStart(2, "0")}:${twelve[2] ?? "00"}`;
      return { time, rest: feature.replace(twelve[0], " ").replace(/\s+/g, " ").trim() };
    }
  }
  const twentyFour = CLOCK_24.exec(feature);
  if (twentyFour) {
    const time = `${twentyFour[1]!.padStart(2, "0")}:${twentyFour[2]}`;
    return { time, rest: feature.replace(twentyFour[0], " ").replace(/\s+/g, " ").trim() };
  }
  return { time: null, rest: feature };
}

function capitalised(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The features that name a weekday, as weekly nights; the others are left out. */
export function regularNights(features: readonly string[]): RegularNight[] {
  const nights: RegularNight[] = [];
  for (const feature of features) {
    const days = [...feature.matchAll(WEEKDAY_WORD)].map((match) =>
      WEEKDAYS.findIndex((name) => name.startsWith((match[1] ?? "").toLowerCase())),
    );
    const weekdays = [...new Set(days.filter((day) => day >= 0))].sort((a, b) => a - b);
    if (weekdays.length === 0) continue;
    const { time, rest } = startTime(feature);
    const name = rest.replace(TRAILING_SCHEDULE, "").trim() || rest || feature;
    // Listed Monday first, as a British week is read.
    const names = [...weekdays]
      .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
      .map((day) => capitalised(WEEKDAYS[day] ?? ""));
    const when = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    nights.push({ name, weekdays, time, detail: `Every ${when}${time ? `, ${time}` : ""}` });
  }
  return nights;
}

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Every occurrence of the pub's regular nights from `from` to `to` (London dates, both included). */
export function regularNightsBetween(
  features: readonly string[],
  from: string,
  to: string,
): RegularNightOccurrence[] {
  const nights = regularNights(features);
  const occurrences: RegularNightOccurrence[] = [];
  for (let date = from; date <= to; date = addLondonDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const night of nights) {
      if (!night.weekdays.includes(weekday)) continue;
      occurrences.push({
        id: `${night.name.toLowerCase().replace(/\W+/g, "-")}-${date}`,
        name: night.name,
        londonDate: date,
        londonTime: night.time,
        startsAt: night.time ? londonInstant(date, night.time).toISOString() : null,
        detail: night.detail,
      });
    }
  }
  return occurrences.sort(
    (a, b) =>
      a.londonDate.localeCompare(b.londonDate) || (a.londonTime ?? "").localeCompare(b.londonTime ?? ""),
  );
}

/** The next date (from `today`, included) each regular night falls on. */
export function nextRegularNights(features: readonly string[], today: string) {
  return regularNights(features).map((night) => {
    const date = night.weekdays
      .map((day) => addLondonDays(today, (day - weekdayOf(today) + 7) % 7))
      .sort()[0]!;
    return { night, date };
  });
}
