/**
 * The seasonal calendar a pub trades on: the season, the occasions of the next six weeks (bank
 * holidays for the pub's nation from date-holidays, the dates pubs plan around, the big sporting
 * weekends) and one sentence a writer can lean on. Everything is reckoned in London dates.
 */
import type HolidaysClass from "date-holidays";
import type { ContentContext } from "~/lib/contract/content";
import { recentCache } from "~/lib/recent-cache";
import { addLondonDays, londonDate, londonDaysBetween, londonInstant } from "~/lib/time";
import type { UkNation } from "~/lib/uk-place";
import { type Candidate, dateOf, dayNumber, sportingOccasions } from "./sporting-dates.server";

export type SeasonalContext = ContentContext["seasonalContext"];
export type Occasion = SeasonalContext["occasions"][number];

/** "The next few weeks": far enough ahead to plan a Christmas party, near enough to matter. */
export const OCCASION_WINDOW_DAYS = 42;
/** How far the summary looks for the next big sporting date when none falls in the window. */
const SPORT_LOOKAHEAD_DAYS = 200;

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** Meteorological seasons (the Met Office's): December to February is winter. */
export function seasonOf(month: number): SeasonalContext["season"] {
  if (month === 12 || month <= 2) return "winter";
  if (month <= 5) return "spring";
  if (month <= 8) return "summer";
  return "autumn";
}

/** What each month feels like behind the bar, for the summary. */
const MONTH_CUES = [
  "cold, quiet weeks after Christmas, Dry January and payday at the month's end",
  "short days getting longer, rugby weekends and Valentine's",
  "lighter evenings, spring on the way and the clocks going forward",
  "spring sunshine, Easter and the first beer-garden days",
  "long evenings, two bank holidays and beer gardens waking up",
  "long light evenings, beer-garden season and summer sport",
  "peak beer-garden season, school holidays starting and summer sport",
  "summer holidays, the late-summer bank holiday and the new football season",
  "evenings drawing in, back-to-school routines and the football season in full swing",
  "darker evenings, the clocks going back, Halloween and cosy pub nights",
  "dark, cold evenings and Christmas party bookings opening",
  "Christmas party season and the busiest nights of the year",
];

const STATES: Record<UkNation, string> = {
  england: "ENG",
  wales: "WLS",
  scotland: "SCT",
  northern_ireland: "NIR",
};

// date-holidays carries every country's rules (~1.5 MB with its time-zone data): loaded on first use
// so it stays out of the start-up path of every other route.
let library: Promise<typeof HolidaysClass> | null = null;
const calendars = new Map<string, HolidaysClass>();

async function calendarFor(nation: UkNation): Promise<HolidaysClass> {
  library ??= import("date-holidays").then((module) => module.default);
  const Holidays = await library;
  const state = STATES[nation];
  let calendar = calendars.get(state);
  if (!calendar) {
    calendar = new Holidays("GB", state, { languages: ["en"], timezone: "Europe/London" });
    calendars.set(state, calendar);
  }
  return calendar;
}

const tidy = (name: string) => name.replace(/’/g, "'");

/** The nation's bank holidays in a year, named so a landlord sees they are bank holidays; and Easter Sunday. */
async function holidaysIn(nation: UkNation, year: number) {
  const all = (await calendarFor(nation)).getHolidays(year);
  const easter = all.find((holiday) => holiday.rule === "easter")?.date.slice(0, 10);
  if (!easter) throw new Error(`date-holidays knows no Easter for ${year}`);
  const bankHolidays: Candidate[] = all
    .filter((holiday) => holiday.type === "public" || holiday.type === "bank")
    .map((holiday) => {
      const base = tidy(holiday.name).replace(/\s*\(substitute day\)$/, "");
      const name = holiday.substitute
        ? `${base} (substitute bank holiday)`
        : /bank holiday/i.test(base)
          ? base
          : `${base} (bank holiday)`;
      const date = holiday.date.slice(0, 10);
      return { name, short: base, start: date, end: date };
    });
  return { easter, bankHolidays };
}

/** The last `weekday` (0 = Sunday) on or before a date. */
function lastWeekdayOnOrBefore(date: string, weekday: number): string {
  const day = dayNumber(date);
  const offset = (new Date(day * 86_400_000).getUTCDay() - weekday + 7) % 7;
  return dateOf(day - offset);
}

type TradingRule = {
  name: string;
  dates: (year: number, easter: string) => [start: string, end?: string];
  /** Only for these nations (a patron saint's own country); every nation when absent. */
  nations?: UkNation[];
};

/** The dates pubs plan and post around; bank holidays come from date-holidays instead. */
const TRADING_DATES: TradingRule[] = [
  { name: "Dry January", dates: (y) => [`${y}-01-01`, `${y}-01-31`] },
  { name: "Burns Night", dates: (y) => [`${y}-01-25`] },
  { name: "Valentine's Day", dates: (y) => [`${y}-02-14`] },
  { name: "Pancake Day", dates: (_, easter) => [addLondonDays(easter, -47)] },
  { name: "St David's Day", dates: (y) => [`${y}-03-01`], nations: ["wales"] },
  { name: "Mothering Sunday", dates: (_, easter) => [addLondonDays(easter, -21)] },
  { name: "St Patrick's Day", dates: (y) => [`${y}-03-17`] },
  { name: "Clocks go forward: lighter evenings", dates: (y) => [lastWeekdayOnOrBefore(`${y}-03-31`, 0)] },
  { name: "Easter weekend", dates: (_, easter) => [addLondonDays(easter, -2), addLondonDays(easter, 1)] },
  { name: "St George's Day", dates: (y) => [`${y}-04-23`], nations: ["england"] },
  { name: "Father's Day", dates: (y) => [addLondonDays(lastWeekdayOnOrBefore(`${y}-06-07`, 0), 14)] },
  { name: "Halloween", dates: (y) => [`${y}-10-31`] },
  { name: "Clocks go back: darker evenings", dates: (y) => [lastWeekdayOnOrBefore(`${y}-10-31`, 0)] },
  { name: "Bonfire Night", dates: (y) => [`${y}-11-05`] },
  { name: "Christmas party season", dates: (y) => [`${y}-12-01`, `${y}-12-23`] },
  // The last Friday before Christmas: the busiest night of the pub year.
  { name: "Mad Friday", dates: (y) => [lastWeekdayOnOrBefore(`${y}-12-23`, 5)] },
  { name: "Christmas Eve", dates: (y) => [`${y}-12-24`] },
  { name: "New Year's Eve", dates: (y) => [`${y}-12-31`] },
];

async function candidatesIn(year: number, nation: UkNation): Promise<Candidate[]> {
  const { easter, bankHolidays } = await holidaysIn(nation, year);
  // A bank holiday on a trading date (St Patrick's Day in Northern Ireland) is listed once, as the holiday.
  const taken = new Set(bankHolidays.map((holiday) => `${holiday.start}|${holiday.short}`));
  const trading = TRADING_DATES.filter((rule) => !rule.nations || rule.nations.includes(nation))
    .map((rule) => {
      const [start, end = start] = rule.dates(year, easter);
      return { name: rule.name, start, end };
    })
    .filter((candidate) => !taken.has(`${candidate.start}|${candidate.name}`));
  return [...bankHolidays, ...trading];
}

function dayAndMonth(date: string): string {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]}`;
}

function partOfMonth(day: number): string {
  return day <= 10 ? "Early" : day <= 20 ? "Mid" : "Late";
}

/**
 * The season, the occasions of the next six weeks (soonest first; one already under way, like Dry
 * January, has daysAway 0 and keeps its start date) and a one-line summary. The nation picks the
 * bank holidays and patron saints' days; without one, England and Wales's apply.
 */
export function seasonalContext(
  now: Date,
  options: { nation?: UkNation | null } = {},
): Promise<SeasonalContext> {
  const nation = options.nation ?? "england";
  const today = londonDate(now);
  // The answer depends only on the London day and the nation: worked out once per isolate and day,
  // not on every post written.
  const key = `${today}|${nation}`;
  return seasonalByDay.get(key, () => {
    const answer = buildSeasonalContext(now, today, nation);
    answer.catch(() => seasonalByDay.forget(key));
    return answer;
  });
}

const seasonalByDay = recentCache<Promise<SeasonalContext>>(8);

async function buildSeasonalContext(now: Date, today: string, nation: UkNation): Promise<SeasonalContext> {
  const until = addLondonDays(today, OCCASION_WINDOW_DAYS);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const years = [year, year + 1];
  const calendar = (await Promise.all(years.map((y) => candidatesIn(y, nation)))).flat();
  const sport = sportingOccasions(today, addLondonDays(today, SPORT_LOOKAHEAD_DAYS)).sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  const inWindow = [...calendar, ...sport]
    .filter((candidate) => candidate.start <= until && candidate.end >= today)
    .sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
  const occasions: Occasion[] = inWindow.map((candidate) => ({
    name: candidate.name,
    date: candidate.start,
    daysAway: Math.max(0, londonDaysBetween(now, londonInstant(candidate.start, "12:00"))),
  }));

  const soon = inWindow.slice(0, 3).map((candidate) => {
    const when =
      candidate.start > today
        ? dayAndMonth(candidate.start)
        : candidate.start < today
          ? "on now"
          : candidate.end === today
            ? "today"
            : "from today";
    return `${candidate.short ?? candidate.name} (${when})`;
  });
  const nextSport = sport.find((candidate) => candidate.start > until);
  const hasSport = inWindow.some((candidate) => sport.includes(candidate));
  const parts = [`${partOfMonth(day)} ${MONTHS[month - 1]}: ${MONTH_CUES[month - 1]}`];
  if (soon.length) parts.push(`coming up: ${soon.join(", ")}`);
  if (!hasSport && nextSport) {
    parts.push(
      `next big sporting date: ${nextSport.short ?? nextSport.name} from ${dayAndMonth(nextSport.start)}`,
    );
  }
  return { season: seasonOf(month), occasions, summary: `${parts.join("; ")}.` };
}
