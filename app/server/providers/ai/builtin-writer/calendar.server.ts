import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from "~/lib/content/brief-words";
import type { ContentContext } from "~/lib/contract/content";
import {
  calendarDate,
  londonDate,
  londonDaysBetween,
  londonInstant,
  londonWeekday as londonWeekdayOf,
  nextDayOfMonth,
  nextOrdinalDay,
} from "~/lib/time";
import type { Item, SportKind } from "./analysis.server";

/** Occasions on a fixed date, so "Boxing Day" can be tonight, tomorrow or weeks away. */
const FIXED_OCCASIONS: Array<[RegExp, string]> = [
  [/christmas eve/i, "12-24"],
  [/christmas day/i, "12-25"],
  [/boxing day/i, "12-26"],
  [/new year'?s eve/i, "12-31"],
  [/new year'?s day/i, "01-01"],
  [/halloween/i, "10-31"],
  [/bonfire night/i, "11-05"],
  [/burns night/i, "01-25"],
  [/valentine'?s day/i, "02-14"],
  [/st patrick'?s day/i, "03-17"],
];

/**
 * Dates for the writer, always in London time: how far away the brief's day is from 'now' (so a
 * Thursday quiz written on a Thursday says 'tonight'), and the fixtures in the context worth a line.
 */
export type Relative = "today" | "tomorrow" | "soon" | "later" | "recurring" | "unknown";

export function londonWeekday(now: Date): string {
  return WEEKDAYS[londonWeekdayOf(now)] ?? "Monday";
}

/** "2026-11-28" from "Saturday 28 November 2026", "28 November" (next one on or after today) or a London date. */
export function dateFrom(text: string, now: Date): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const match = /(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)(?:\s+(\d{4}))?/.exec(text);
  if (!match) return undefined;
  const month = MONTHS.findIndex((name) =>
    name.toLowerCase().startsWith(match[2]!.toLowerCase().slice(0, 3)),
  );
  if (month < 0) return undefined;
  const day = Number(match[1]);
  return match[3]
    ? calendarDate(Number(match[3]), month + 1, day)
    : nextDayOfMonth(londonDate(now), day, month + 1);
}

/** Whole days from today to a London date. */
export function daysUntil(date: string, now: Date): number {
  return londonDaysBetween(now, londonInstant(date, "12:00"));
}

/** How far away the brief's day is: a number of days, or recurring ("every Thursday"). */
export function resolveDay(day: string | undefined, now: Date): { days?: number; recurring: boolean } {
  if (!day) return { recurring: false };
  const lower = day.toLowerCase();
  if (/^(?:every|each|all)\b| to |-|\bdaily\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/.test(lower))
    return { recurring: true };
  if (/^(?:tonight|today|this evening)/.test(lower)) return { days: 0, recurring: false };
  if (lower.startsWith("tomorrow")) return { days: 1, recurring: false };
  const todayIndex = WEEKDAYS.indexOf(londonWeekday(now) as (typeof WEEKDAYS)[number]);
  if (/weekend/.test(lower)) {
    const toSaturday = (6 - todayIndex + 7) % 7;
    return {
      days: lower.startsWith("next") ? toSaturday + 7 : todayIndex === 0 ? 0 : toSaturday,
      recurring: false,
    };
  }
  const date = dateFrom(day, now);
  if (date) return { days: daysUntil(date, now), recurring: false };
  // "Friday 13th" with no month: the next 13th from today, this month or the next, never the
  // coming Friday (on Tuesday 3rd, "Friday 13th" is ten days off, not three).
  const ordinal = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(lower);
  const date13th = ordinal && nextOrdinalDay(londonDate(now), Number(ordinal[1]));
  if (date13th) return { days: daysUntil(date13th, now), recurring: false };
  const weekday = WEEKDAYS.findIndex((name) => lower.includes(name.toLowerCase()));
  if (weekday >= 0) {
    const ahead = (weekday - todayIndex + 7) % 7;
    return { days: lower.startsWith("next") ? ahead + 7 : ahead, recurring: false };
  }
  const occasion = FIXED_OCCASIONS.find(([pattern]) => pattern.test(day))?.[1];
  if (occasion) {
    const today = londonDate(now);
    let date = `${today.slice(0, 4)}-${occasion}`;
    if (date < today) date = `${Number(today.slice(0, 4)) + 1}-${occasion}`;
    return { days: daysUntil(date, now), recurring: false };
  }
  return { recurring: false };
}

export function relativeOf(resolved: { days?: number; recurring: boolean }): Relative {
  if (resolved.recurring) return "recurring";
  if (resolved.days === undefined) return "unknown";
  if (resolved.days === 0) return "today";
  if (resolved.days === 1) return "tomorrow";
  return resolved.days <= 6 ? "soon" : "later";
}

/** "8pm", "4:45pm" from "20:00", "16:45". */
export function clock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "pm" : "am";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return match[2] === "00" ? `${twelve}${suffix}` : `${twelve}:${match[2]}${suffix}`;
}

/** The hour (0-23) a brief's time starts at, assuming an evening for bare numbers when `eveningish`. */
export function startHour(time: string | undefined, eveningish: boolean): number | undefined {
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/i.exec(time ?? "");
  if (!match) return /noon|midday/i.test(time ?? "") ? 12 : undefined;
  let hour = Number(match[1]);
  const suffix = match[3]?.toLowerCase() ?? (/(?:am|pm)/i.exec(time ?? "")?.[0] ?? "").toLowerCase();
  if (suffix === "pm" && hour < 12) hour += 12;
  if (!suffix && !match[2] && eveningish && hour >= 5 && hour <= 11) hour += 12;
  return hour;
}

/** A day phrase for something `days` away: "tonight", "tomorrow", "on Saturday", "on 28 November". */
export function dayWord(date: string, days: number, evening: boolean): string {
  if (days === 0) return evening ? "tonight" : "today";
  if (days === 1) return evening ? "tomorrow night" : "tomorrow";
  const weekday = WEEKDAYS[londonWeekdayOf(londonInstant(date, "12:00"))];
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return days <= 6 ? `on ${weekday}` : `on ${weekday} ${day} ${MONTHS[month - 1]}`;
}

export interface FixtureCue {
  /** "England v Wales". */
  text: string;
  /** "tonight", "tomorrow", "on Saturday". */
  when: string;
  kickoff?: string;
  channel?: string;
  competition?: string;
  sport?: SportKind;
  daysAway: number;
  /** The landlord's favourite team when the fixture came from their favourites. */
  team?: string;
}

function cue(
  text: string,
  date: string | undefined,
  time: string,
  channels: string[],
  competition: string,
  now: Date,
  sport?: string,
  team?: string,
): FixtureCue | undefined {
  if (!date) return undefined;
  const daysAway = daysUntil(date, now);
  if (daysAway < 0) return undefined;
  const hour = Number(time.split(":")[0]);
  const known = [
    "football",
    "rugby",
    "cricket",
    "formula1",
    "darts",
    "boxing",
    "horse_racing",
    "tennis",
    "golf",
    "athletics",
  ];
  return {
    text,
    when: dayWord(date, daysAway, hour >= 17),
    kickoff: /^\d{1,2}:\d{2}$/.test(time) ? clock(time) : undefined,
    channel: channels[0],
    competition: competition || undefined,
    sport: sport && known.includes(sport) ? (sport as SportKind) : undefined,
    daysAway,
    team,
  };
}

/** Every fixture the context offers, favourite first, soonest first. */
export function fixtureCues(context: ContentContext, now: Date): FixtureCue[] {
  const cues: FixtureCue[] = [];
  const favourite = context.nextFavoriteMatch;
  if (favourite) {
    const channels = favourite.isTelevised
      ? favourite.tvInfo
          .replace(/\s*\(expected\)/, "")
          .split(", ")
          .filter((channel) => channel && channel !== "Not on UK TV")
      : [];
    const found = cue(
      favourite.matchText,
      dateFrom(favourite.dateFormatted, now),
      favourite.timeFormatted,
      channels,
      favourite.competition,
      now,
      undefined,
      favourite.favoriteTeam,
    );
    if (found) cues.push(found);
  }
  const upcoming = context.upcomingSports
    .map((fixture) =>
      cue(
        fixture.matchText,
        dateFrom(fixture.date, now),
        fixture.kickOffTime,
        fixture.tvChannels,
        fixture.competition,
        now,
        fixture.sport,
      ),
    )
    .filter((found): found is FixtureCue => found !== undefined)
    .sort((left, right) => left.daysAway - right.daysAway);
  for (const found of upcoming) {
    const same = cues.find((existing) => existing.text === found.text);
    if (same) same.sport ??= found.sport;
    else cues.push(found);
  }
  return cues;
}

/** The context fixture a sport item is about (same teams, or the same competition), if any. */
export function fixtureFor(
  item: Item,
  teams: string[],
  competition: string | undefined,
  cues: FixtureCue[],
): FixtureCue | undefined {
  if (item.kind !== "sport") return undefined;
  const wanted = teams.map((team) => team.toLowerCase());
  return cues.find((found) => {
    const text = found.text.toLowerCase();
    if (wanted.length > 0) return wanted.every((team) => text.includes(team));
    return (
      !!competition &&
      !!found.competition?.toLowerCase().includes(competition.replace(/^the /i, "").toLowerCase())
    );
  });
}
