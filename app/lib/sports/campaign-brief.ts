import { SPORT_WORDS } from "~/lib/content/brief-words";
import type { Fixture } from "~/lib/contract/sports";
import type { Sport } from "~/lib/sports/constants";
import { londonDaysBetween, londonInstant, longLondonDate, twelveHour } from "~/lib/time";

/**
 * The brief for a step's post, as a landlord would type it on the day it goes out: its title (which
 * already names the match), then only the facts the title leaves out. Saying the match or kick-off
 * twice makes the writer say it twice as well. The day is said as the post's readers will read it:
 * "tonight" on match day, "tomorrow" the day before, the date further ahead; times as a pub writes them.
 */
export function briefFor(title: string, fixture: Fixture, postedAt: Date): string {
  const channels = fixture.tvChannels.join(" and ");
  const daysAhead = londonDaysBetween(postedAt, londonInstant(fixture.date, "12:00"));
  const day =
    daysAhead === 0
      ? fixture.kickOffTime >= "17:00"
        ? "tonight"
        : "today"
      : daysAhead === 1
        ? "tomorrow"
        : longLondonDate(fixture.date).replace(/ \d{4}$/, "");
  const facts = [
    fixture.competition,
    /\b(?:today|tonight|tomorrow)\b/i.test(title) ||
    title.includes(longLondonDate(fixture.date).replace(/ \d{4}$/, ""))
      ? ""
      : day,
    title.includes(fixture.kickOffTime)
      ? ""
      : `${["football", "rugby"].includes(fixture.sport) ? "kick-off" : "from"} ${fixture.kickOffTime}`,
    // A title that says where it is on already says it ("… 2:50pm live on ITV Racing").
    channels && !/\blive on\b/i.test(title) ? `live on ${channels}` : "",
  ].filter(Boolean);
  // "Abu Dhabi Grand Prix: qualifying", "Hero World Challenge: first round": one name, not a label
  // and a value (the writer would keep the label and lose the session).
  const named = title.replace(/(?<=\p{L}): (?=\p{Ll})/gu, " ");
  const brief = `${named}. ${facts.join(", ")}.`;
  // "Sheffield Wednesday v Stoke City. Championship.": a pub names the sport when nothing else does.
  const withSport = SPORT_WORDS.test(brief)
    ? brief
    : `${brief.slice(0, -1)}, ${SPORT_NOUN[fixture.sport]} on the telly.`;
  return twelveHour(withSport);
}

/** How a pub names each sport in a line: "Championship football on the telly". */
const SPORT_NOUN: Record<Sport, string> = {
  football: "football",
  rugby: "rugby",
  cricket: "cricket",
  tennis: "tennis",
  golf: "golf",
  formula1: "F1",
  boxing: "boxing",
  horse_racing: "racing",
  athletics: "athletics",
};
