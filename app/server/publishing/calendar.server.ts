import type { z } from "zod";
import type { CalendarDay, calendarQuerySchema } from "~/lib/contract/publishing";
import { regularNightsBetween } from "~/lib/pub/regular-nights";
import { addLondonDays, londonDate, londonWeekday } from "~/lib/time";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { getPub } from "~/server/pub/pub.server";
import { fixturesForAccount } from "~/server/sports/fixtures.server";
import { isAutoApproving, listConnections } from "./connections.server";
import { listSchedule, publishingAllowed } from "./schedule.server";

/** Fixtures shown per day beside the posts: the favourites' matches, most important first. */
const FIXTURES_PER_DAY = 3;

/** Monday of the London week holding `date`. */
export function weekStart(date: string) {
  const weekday = londonWeekday(new Date(`${date}T12:00:00Z`));
  return addLondonDays(date, -((weekday + 6) % 7));
}

/** The days a view shows: a Monday-to-Sunday week, or the whole weeks covering a month. */
export function calendarRange(view: "week" | "month", date: string) {
  if (view === "week") {
    const from = weekStart(date);
    return { from, to: addLondonDays(from, 6) };
  }
  const first = `${date.slice(0, 7)}-01`;
  const nextMonth = addLondonDays(first, 32).slice(0, 7);
  const last = addLondonDays(`${nextMonth}-01`, -1);
  const from = weekStart(first);
  const to = addLondonDays(weekStart(last), 6);
  return { from, to };
}

function datesBetween(from: string, to: string) {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addLondonDays(day, 1)) dates.push(day);
  return dates;
}

/**
 * Everything /calendar shows: the days with their posts, the favourites' fixtures and the pub's
 * regular nights, the connections and the pause switch.
 */
export async function calendarPage(
  ctx: AppContext,
  account: Account,
  query: z.output<typeof calendarQuerySchema>,
) {
  const today = londonDate(ctx.now());
  const anchor = query.date ?? today;
  const { from, to } = calendarRange(query.view, anchor);
  const [schedule, connections, pub, fixtures] = await Promise.all([
    listSchedule(ctx, account.id, { from, to }),
    listConnections(ctx, account.id),
    getPub(ctx, account.id),
    fixturesForAccount(ctx, account.id)
      .then((answer) => answer.fixtures)
      .catch((error) => {
        // The posts matter more than the fixtures beside them: the calendar still opens.
        console.error("Calendar: fixtures could not be read", error);
        return [];
      }),
  ]);
  const nights = regularNightsBetween(pub?.features ?? [], from, to);
  const days: CalendarDay[] = datesBetween(from, to).map((date) => ({
    date,
    posts: schedule.posts.filter((post) => post.londonDate === date),
    fixtures: fixtures
      .filter((fixture) => fixture.date === date && fixture.isFavourite)
      .sort((a, b) => b.importanceScore - a.importanceScore)
      .slice(0, FIXTURES_PER_DAY)
      .map((fixture) => ({
        id: fixture.id,
        title: `${fixture.homeTeam} v ${fixture.awayTeam}`,
        londonDate: fixture.date,
        londonTime: fixture.kickOffTime,
        tv: fixture.tvChannels[0] ?? null,
      })),
    events: nights
      .filter((night) => night.londonDate === date)
      .map(({ id, name, londonTime, detail }) => ({ id, name, londonTime, detail })),
  }));
  const step = query.view === "week" ? 7 : 0;
  const previous = step ? addLondonDays(anchor, -step) : addLondonDays(`${anchor.slice(0, 7)}-01`, -1);
  const next = step ? addLondonDays(anchor, step) : addLondonDays(`${anchor.slice(0, 7)}-01`, 32);
  return {
    view: query.view,
    anchor,
    today,
    from,
    to,
    previous,
    next,
    days,
    paused: connections.paused,
    autoApprove: await isAutoApproving(ctx, account.id),
    publisher: connections.publisher,
    connected: connections.connections.map((connection) => ({
      provider: connection.provider,
      status: connection.status,
      displayName: connection.displayName,
    })),
    canPublish: publishingAllowed(account),
  };
}
