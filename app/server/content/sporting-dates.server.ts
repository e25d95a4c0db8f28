/**
 * The big sporting dates pubs trade on (Six Nations weekends, Cheltenham, the Grand National,
 * Wimbledon, tournaments), read from the sports reference's dated events rather than listed again.
 * Beyond the years data/events.json covers, its annual events are replayed a year on (or back) in
 * whole weeks, exactly as the built-in fixture feed does, so the calendar and the fixtures agree.
 */
import { type SportsEvent, sportsEvents } from "~/server/sports/reference.server";

/** A dated occasion before it is measured against today: one day, or a span (start..end). */
export interface Candidate {
  name: string;
  /** A short form for the one-line summary ("the Six Nations"). */
  short?: string;
  start: string;
  end: string;
}

type Mode = "weekends" | "span" | "day" | "tournament";

/** Which competitions become occasions, and how. Anything not named here is not a trading date. */
const SPORTING_OCCASIONS: Array<{ competition: string; mode: Mode; name?: string }> = [
  { competition: "Six Nations", mode: "weekends" },
  { competition: "Cheltenham Festival", mode: "span" },
  { competition: "Grand National", mode: "day", name: "Grand National" },
  { competition: "Royal Ascot", mode: "span" },
  { competition: "Wimbledon", mode: "span" },
  { competition: "The Open", mode: "span" },
  { competition: "Ryder Cup", mode: "span" },
  { competition: "The Ashes", mode: "day" },
  { competition: "FIFA World Cup", mode: "tournament" },
  { competition: "World Cup", mode: "tournament" },
  { competition: "European Championship", mode: "tournament" },
  { competition: "Rugby World Cup", mode: "tournament" },
];

const DAY_MS = 86_400_000;
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const FIRST_DAY = dayNumber(sportsEvents[0]?.date ?? "2026-08-01");
const LAST_DAY = dayNumber(sportsEvents.at(-1)?.date ?? "2027-12-31");
/** Whole weeks closest to `years` calendar years, so a Saturday race stays on a Saturday when replayed. */
function yearsInWeeks(years: number): number {
  return 7 * Math.round((365.2425 * years) / 7);
}

/** The events (with the shift in days they are replayed by) whose main date falls in [from, to]. */
function eventsBetween(from: number, to: number): Array<{ event: SportsEvent; shift: number }> {
  const found: Array<{ event: SportsEvent; shift: number }> = [];
  const collect = (shift: number, base: (day: number) => boolean) => {
    for (const event of sportsEvents) {
      const day = dayNumber(event.date);
      // Replays come only from the file's first or last 52 weeks, and never for one-offs (a World Cup).
      if (shift !== 0 && (event.oneOff || !base(day))) continue;
      if (day + shift >= from && day + shift <= to) found.push({ event, shift });
    }
  };
  collect(0, () => true);
  for (let years = 1; LAST_DAY - 364 + yearsInWeeks(years) <= to; years++) {
    collect(yearsInWeeks(years), (day) => day > LAST_DAY - 364);
  }
  for (let years = 1; FIRST_DAY + 364 - yearsInWeeks(years) >= from; years++) {
    collect(-yearsInWeeks(years), (day) => day < FIRST_DAY + 364);
  }
  return found;
}

/** The first day of a multi-day event: its stated start, a festival's first day, a golf major's Thursday. */
function firstDay(event: SportsEvent, day: number): number {
  if (event.start) return dayNumber(event.start) + (day - dayNumber(event.date));
  if (event.format === "festival" && event.days?.length) {
    return day - (event.dayOffsets ? Math.max(...event.dayOffsets) : event.days.length - 1);
  }
  if (event.format === "golf") return day - 3;
  return day;
}

function matchName(event: SportsEvent): string {
  return event.title ?? (event.away ? `${event.home} v ${event.away}` : (event.home ?? event.competition));
}

/** The Saturday of the weekend a Friday, Saturday or Sunday match belongs to. */
function weekendOf(day: number): number {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday === 5 ? day + 1 : weekday === 0 ? day - 1 : day;
}

/**
 * The sporting occasions whose dates touch [from, to] (London dates). Tournaments and the Six
 * Nations are grouped over the whole year, so a round is numbered right even when the window only
 * shows the third one.
 */
export function sportingOccasions(from: string, to: string): Candidate[] {
  const low = dayNumber(from);
  const high = dayNumber(to);
  // Widen by a season either side so a tournament under way is seen whole.
  const events = eventsBetween(low - 120, high + 120);
  const candidates: Candidate[] = [];
  for (const rule of SPORTING_OCCASIONS) {
    const matching = events
      .filter(({ event }) => event.competition === rule.competition)
      .map(({ event, shift }) => ({ event, day: dayNumber(event.date) + shift }))
      .sort((a, b) => a.day - b.day);
    if (rule.mode === "span" || rule.mode === "day") {
      for (const { event, day } of matching) {
        const start = rule.mode === "span" ? firstDay(event, day) : day;
        const name =
          rule.name ?? (rule.mode === "span" ? rule.competition : `${rule.competition}: ${matchName(event)}`);
        candidates.push({
          name,
          short: rule.name ?? rule.competition,
          start: dateOf(start),
          end: dateOf(day),
        });
      }
      continue;
    }
    // Weekends and tournaments: group by calendar year of the event (a championship never spans New Year).
    const byYear = new Map<string, typeof matching>();
    for (const item of matching) {
      const year = dateOf(item.day).slice(0, 4);
      byYear.set(year, [...(byYear.get(year) ?? []), item]);
    }
    for (const group of byYear.values()) {
      if (rule.mode === "tournament") {
        const first = group[0];
        const last = group.at(-1);
        if (!first || !last) continue;
        candidates.push({ name: rule.competition, start: dateOf(first.day), end: dateOf(last.day) });
        if (/final$/i.test(matchName(last.event)) || last.event.stage === "final") {
          candidates.push({
            name: `${rule.competition} final`,
            start: dateOf(last.day),
            end: dateOf(last.day),
          });
        }
        continue;
      }
      const weekends = new Map<number, typeof group>();
      for (const item of group) {
        const saturday = weekendOf(item.day);
        weekends.set(saturday, [...(weekends.get(saturday) ?? []), item]);
      }
      [...weekends.values()].forEach((games, round) => {
        const start = games[0]?.day ?? 0;
        const end = games.at(-1)?.day ?? start;
        candidates.push({
          name: `${rule.competition} round ${round + 1}: ${games.map(({ event }) => matchName(event)).join(", ")}`,
          short: `the ${rule.competition}`,
          start: dateOf(start),
          end: dateOf(end),
        });
      });
    }
  }
  return candidates.filter((candidate) => candidate.start <= to && candidate.end >= from);
}
