/**
 * What a poster's lines say, as a person reads them: event names spelt as they are known, the date
 * the brief gives drawn as its own badge, each event of a week's list with its day and time, and no
 * fact (a price, a time, a day) said twice, nor the brief typed out again under its own headline.
 */
import { describe, expect, it } from "vitest";
import { pricesFrom, TIME } from "~/lib/images/themes";
import { POSTER_BRIEFS, TALL_POSTER_BRIEFS } from "./fixtures/poster-briefs";
import { squarePosterContent } from "./poster-request";

const poster = squarePosterContent;

/** Every line the poster prints, in the order it prints them. */
const printed = (content: ReturnType<typeof poster>) =>
  [content.headline, ...content.when, ...content.offers, content.body, content.overlay].filter(
    (line): line is string => Boolean(line),
  );

const DAY_FORMS: Record<string, RegExp> = {
  Monday: /\bmon(?:day)?\b/gi,
  Tuesday: /\btue(?:s|sday)?\b/gi,
  Wednesday: /\bwed(?:s|nesday)?\b/gi,
  Thursday: /\bthu(?:r|rs|rsday)?\b/gi,
  Friday: /\bfri(?:day)?\b/gi,
  Saturday: /\bsat(?:urday)?\b/gi,
  Sunday: /\bsunday\b|\bsun\b(?= ·)/gi,
};

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("headlines spell well-known days and events as they are known", () => {
  it.each([
    ["new years eve party, dj from 9pm", "New Year's Eve Party"],
    ["new yrs eve bash", "New Year's Eve Bash"],
    ["valentines day dinner for two £45", "Valentine's Day Dinner"],
    ["st patricks day party", "St Patrick's Day Party"],
    ["st paddys day live irish band from 8pm", "St Paddy's Day Live Irish Band"],
    ["mothers day lunch sunday", "Mother's Day Lunch"],
    ["fathers day bbq", "Father's Day BBQ"],
    ["haloween party sat", "Halloween Party"],
    ["hallowe'en disco", "Hallowe'en Disco"],
    ["burns night supper", "Burns Night Supper"],
    ["boxing day brunch", "Boxing Day Brunch"],
    ["xmas eve party", "Christmas Eve Party"],
    ["six nations on the big screen", "Six Nations"],
    ["grand national sweepstake £2", "Grand National Sweepstake"],
  ])("%s → %s", (brief, headline) => {
    expect(poster(brief).headline).toBe(headline);
  });
});

describe("the date a brief gives is drawn as its own badge", () => {
  it.each([
    ["NYE bash 31st December, festive fizz £6 a glass", "31st December"],
    ["valentines dinner 14 feb, 3 courses £35", "14 February"],
    ["xmas eve party 24/12, mulled wine £4", "24 December"],
    ["horror film night fri 13th, popcorn free", "Friday · 13th"],
    // The year makes the weekday certain: it is worked out and shown.
    ["NYE party 31st December 2026, tickets £20", "Thursday · 31st December"],
    ["christmas jumper day 18/12/2026", "Friday · 18 December"],
  ])("%s → %s", (brief, when) => {
    expect(poster(brief).when).toEqual([when]);
  });

  it("never reads open all hours, a score or a price as a date", () => {
    expect(poster("open 24/7 over christmas").when).toEqual([]);
    expect(poster("2 margaritas £10 friday").when).toEqual(["Friday"]);
  });
});

describe("a brief with several events lists each with its day and time", () => {
  it("draws one line per event, in the brief's order", () => {
    const week = poster("quiz tues 8pm, live music sat 9pm, roast sun 12-4");
    expect(week.headline).toBe("What's On");
    expect(week.when).toEqual(["Tue · Quiz · 8pm", "Sat · Live Music · 9pm", "Sun · Roast · 12-4"]);
    expect(week.body).toBeNull();
  });

  it("keeps each event's price on its own line, said once", () => {
    const week = poster("karaoke friday 9pm, sunday roast 12-4pm £14.95");
    expect(week.when).toEqual(["Fri · Karaoke · 9pm", "Sun · Roast · 12-4pm · £14.95"]);
    expect(week.offers).toEqual([]);
  });

  it("keeps a single event's poster as it was", () => {
    expect(poster("quiz night thursday 8pm").when).toEqual(["Thursday · 8pm"]);
    expect(poster("Sunday roast £16.95").headline).toBe("Sunday Roast");
  });
});

describe("each fact is said once", () => {
  it("leaves the body only what the other lines do not say", () => {
    const nye = poster("new years eve party, dj from 9pm, tickets £15 inc fizz");
    expect(nye.headline).toBe("New Year's Eve Party");
    expect(nye.when).toEqual(["From 9pm"]);
    expect(nye.offers).toEqual(["Tickets £15 including fizz"]);
    expect(nye.body).toBe("DJ");
    expect(poster("Quiz night this Thursday at 8pm with a £50 bar tab").body).toBeNull();
    // A date's year is the badge's; a count of beers is a fact of its own.
    expect(poster("NYE party 31st December 2026, tickets £20").body).toBeNull();
    expect(poster("Real ale festival this weekend, 20 beers, £3 a half").body).toBe("20 beers");
    expect(poster("st patricks day, guinness £4.50 a pint, irish band from 8pm").body).toBe("Irish band");
  });

  it.each([
    ...POSTER_BRIEFS.map((brief) => [brief.brief, brief.overlay ?? null] as const),
    ...TALL_POSTER_BRIEFS.map((brief) => [brief.brief, brief.overlay ?? null] as const),
    ["new years eve party, dj from 9pm, tickets £15 inc fizz", null] as const,
    ["quiz tues 8pm, live music sat 9pm, roast sun 12-4", null] as const,
    ["NYE bash 31st December, festive fizz £6 a glass", null] as const,
    ["ufc fight night saturday, doors 9pm £10 entry", null] as const,
  ])("no price, time or day twice, and never the brief again: %s", (brief, overlay) => {
    const content = poster(brief, overlay);
    const lines = printed(content);
    const all = lines.join(" | ");
    for (const price of pricesFrom(brief)) {
      expect(
        count(all, new RegExp(`${literally(price)}(?![\\d.])`, "g")),
        `${price} in "${all}"`,
      ).toBeLessThanOrEqual(1);
    }
    // Two events at 8pm are two facts: a time is drawn as often as the brief gives it, no more.
    const times = (brief.match(new RegExp(TIME.source, "gi")) ?? []).map((time) =>
      time.replace(/\s+/g, "").toLowerCase(),
    );
    for (const said of new Set(times)) {
      expect(
        count(all.toLowerCase(), new RegExp(`(?<![\\d.:])${literally(said)}`, "g")),
        `${said} in "${all}"`,
      ).toBeLessThanOrEqual(times.filter((time) => time === said).length);
    }
    // A day, like a time, is drawn as often as the brief gives it: "fri 11th - sun 13th … fri the
    // dead ringers" names Friday for the festival's start and again for the night's band.
    for (const [day, forms] of Object.entries(DAY_FORMS)) {
      const given = count(brief, new RegExp(`\\b${day.slice(0, 3)}`, "gi"));
      expect(count(all, forms), `${day} in "${all}"`).toBeLessThanOrEqual(Math.max(1, given));
    }
    const typed = brief
      .toLowerCase()
      .replace(/[^a-z0-9£]+/g, " ")
      .trim();
    if (brief.length > content.headline.length) {
      expect(
        content.body
          ?.toLowerCase()
          .replace(/[^a-z0-9£]+/g, " ")
          .trim(),
      ).not.toBe(typed);
    }
  });
});

describe("what a landlord's everyday notices print", () => {
  it("a closure is headed by why, keeps the reopening date, and asks nobody to book", () => {
    const content = poster("Closed for refurb from Monday 6th January, reopening Friday 17th January");
    expect(content.headline).toBe("Closed for Refurb");
    expect(content.when).toEqual(["From Monday · 6th January"]);
    expect(content.body).toBe("Reopening Friday 17th January");
    expect(content.overlay).toBeNull();
    expect(poster("Closed for a private party saturday").overlay).toBeNull();
  });

  it("several facts typed in a row: each badge stops where the next fact starts", () => {
    const trip = poster("cheltenham trip sat 12th coach leaves 9am £35 inc entry seats left");
    expect(trip.offers).toEqual(["£35 including entry"]);
    expect(trip.body).toBe("Coach leaves, seats left");
    const quiz = poster("quiz tues 8pm £1 pp teams up to 6 cash jackpot £120 rolls over");
    expect(quiz.offers).toEqual(["£1 pp", "Cash jackpot £120 rolls over"]);
    expect(quiz.body).toBe("Teams up to 6");
    // A time no badge shows stays with its words.
    const fight = poster("fury fight sat night, doors open 10pm ring walks about 1am, no entry after 11");
    expect(fight.body).toContain("Ring walks about 1am");
  });

  it("an hour written without am or pm still reaches the poster", () => {
    const nye = poster("NYE party 31st dec, DJ from 9, £10 entry inc fizz");
    expect(nye.when).toEqual(["31st December · From 9"]);
    expect(nye.body).toMatch(/^DJ\b/);
    // What the entry includes stays with its price, so the body is not left saying "DJ, fizz".
    expect(nye.offers).toEqual(["£10 entry including fizz"]);
    expect(nye.body).toBe("DJ");
    expect(poster("Live band from 9, free entry").when).toEqual(["From 9"]);
    const roast = poster("Sunday roast with all the trimmings, £15.95, served 12-4");
    expect(roast.when).toEqual(["12-4"]);
    expect(roast.body).toBe("With all the trimmings");
  });

  it("a colon ends a clause: the body never repeats the match under its headline", () => {
    const rugby = poster("Six Nations: England v France rugby Saturday 4.45pm on the big screen");
    expect(rugby.headline).toBe("England v\u00a0France");
    // A two-word side never breaks across lines ("Man / City v Arsenal").
    expect(poster("Man City v Aston Villa sunday 4.30 on sky").headline).toBe(
      "Man\u00a0City v\u00a0Aston\u00a0Villa",
    );
    expect(rugby.body).not.toMatch(/England|France/);
    expect(rugby.body).toMatch(/^Six Nations\. /);
    expect(poster("Premier League: Liverpool v Man City Sunday 4.30pm").body).toBe("Premier League");
  });

  it("a staff-wanted notice names the job in full and asks people to enquire, not to book", () => {
    const staff = poster("Staff wanted: part-time bar staff, evenings and weekends, ask at the bar");
    expect(staff.headline).toBe("Staff Wanted");
    expect(staff.body).toBe("Part-time bar staff, evenings and weekends. Ask at the bar");
    expect(staff.overlay).toBe("Enquire within");
    expect(poster("Staff wanted: bar staff, evenings and weekends").body).toBe(
      "Bar staff, evenings and weekends",
    );
  });
});

describe("briefs typed in one breath (session 10)", () => {
  it("'sun' before a date is Sunday, on the badge and never in the headline", () => {
    const film = squarePosterContent("family xmas film sun 13th elf at 2pm popcorn + hot choc £3 kids free");
    expect(film.headline).toBe("Family Christmas Film");
    expect(film.when.join(" ")).toMatch(/Sunday/);
    expect(film.offers.join(" ")).toContain("£3");
  });

  it("Christmas hours are headed as hours, not with the first day's name", () => {
    const hours = squarePosterContent("xmas hrs xmas eve 11-11 xmas day 12-2 drinks only boxing day 12-10");
    expect(hours.headline).toBe("Christmas Hours");
  });
});

describe("the lines a poster prints, as the writer reads the brief (session 11)", () => {
  it("lists each day's hours on a line of its own, with what the day's hours come with", () => {
    const hours = squarePosterContent(
      "xmas hrs xmas eve 11-11 xmas day 12-2 drinks only boxing day 12-10 nye 12-1am nyd 12-8",
    );
    expect(hours.when).toEqual([
      "Christmas Eve · 11-11",
      "Christmas Day · 12-2 · Drinks only",
      "Boxing Day · 12-10",
      "New Year's Eve · 12-1am",
      "New Year's Day · 12-8",
    ]);
    // Nothing is left over for a body line or a price badge to repeat.
    expect(hours.offers).toEqual([]);
    expect(hours.body).toBeNull();
  });

  it("a price badge leaves the day, the date, the hours and a film's name to their own lines", () => {
    const tapas = squarePosterContent("tapas night fri 11th 6-9 any 3 plates £15");
    expect(tapas.offers).toEqual(["Any 3 plates £15"]);
    expect(tapas.when).toEqual(["Friday · 11th · 6-9"]);
    const film = squarePosterContent("family xmas film sun 13th 2pm (elf) popcorn + hot choc £3 kids free");
    expect(film.offers).toEqual(["Popcorn + hot chocolate £3"]);
    expect(film.body).toBe("Elf, kids free");
  });

  it("where to pay stays with the price; what to do next and where it is shown do not", () => {
    const darts = squarePosterContent("darts exhibition thurs 17th tickets £15 from the bar doors open 6.30");
    expect(darts.offers).toEqual(["Tickets £15 from the bar"]);
    expect(darts.body).toBeNull();
    const match = squarePosterContent(
      "liverpool v man utd sat 12th dec ko 5.30 big screen pie n pint deal £9 book a table",
    );
    expect(match.offers).toEqual(["Pie and pint deal £9"]);
    expect(match.overlay).toBe("Kick-off 5.30");
    expect(match.body).toBe("Big screen, book a table");
  });
});

describe("a poster for a notice says what the post says (session 11)", () => {
  it("a thing called off is headed as called off, and never drawn as if it were on", () => {
    const quiz = squarePosterContent(
      "quiz weds is cancelled this week cos of the boiler, back next week same time 8pm",
    );
    expect(quiz.headline).toBe("Quiz Cancelled");
    expect(quiz.when).toEqual(["This Wednesday"]);
    expect(quiz.body).toBe("Because of the boiler. Back next week same time 8pm.");
  });

  it("sad news and lost property are passed on a sentence at a time, with no badge for a night out", () => {
    const loss = squarePosterContent(
      "sad news, our regular ken passed away last wk. wake here thurs from 2, all welcome",
    );
    expect(loss.when).toEqual([]);
    expect(loss.body).toMatch(/^Our regular Ken passed away last week\. Wake here Thursday from 2\./);
    const found = squarePosterContent(
      "found a blue north face jacket after sat night, behind the bar if its urs",
    );
    expect(found.headline).toBe("Found a Blue North Face Jacket");
    expect(found.body).toMatch(/Behind the bar if it's yours\.$/);
  });

  it("the landlord's shorthand is written out on a poster as in a post", () => {
    const open = squarePosterContent("open mic tmrw 8pm, sign up at bar, acoustic only pls");
    expect(open.headline).toBe("Open Mic");
    expect(open.when).toEqual(["Tomorrow · 8pm"]);
    expect(open.body).toMatch(/Acoustic only please/);
  });
});

describe("a match typed in lower case, and a notice's last words (session 11)", () => {
  it("heads the poster with the match, and does not say it again below", () => {
    const fight = squarePosterContent(
      "boxing sat 19th dec joshua v fury, ring walks approx 10.30pm, big screen £5 entry",
    );
    expect(fight.headline).toBe("Joshua v\u00a0Fury");
    // The ring walks keep their own time, which is not when the night starts.
    expect(fight.body).toBe("Boxing. Ring walks approx 10.30pm. Big screen");
    expect(fight.signOff).toBe("See you there");
  });

  it("ends a cancellation or a loss with thanks, never 'See you there'", () => {
    expect(squarePosterContent("quiz weds is cancelled this week cos of the boiler").signOff).toBe(
      "Thank you",
    );
    expect(squarePosterContent("sad news, our regular ken passed away last wk").signOff).toBe("Thank you");
  });
});

describe("a poster's lines read whole (session 12)", () => {
  it("a body is never one stray word: the short clause is said whole, or nothing is", () => {
    expect(poster("quiz night thurs 8pm £50 bar tab for the winners").body).toBe("For the winners");
    expect(poster("bar staff wanted evenings and weekends ask for mike").body).toBe(
      "Evenings and weekends, ask for Mike",
    );
    expect(poster("karoke tonite 9pm til late, £3 doubles").body).not.toBe("Late");
    expect(poster("samaritans collection on the bar this weekend").body).toBeNull();
    // A thing that is on may stand alone below its headline.
    expect(poster("new years eve party, dj from 9pm, tickets £15 inc fizz").body).toBe("DJ");
  });

  it("a book of bingo tickets is the price's unit; what is asked for ends a job's headline", () => {
    const bingo = poster("bingo mon 14th dec 7pm £5 a book cash only");
    expect(bingo.offers).toEqual(["£5 a book"]);
    expect(bingo.body).toBe("Cash only");
    expect(poster("bar staff wanted evenings and weekends ask for mike").headline).toBe("Bar Staff Wanted");
    expect(poster("kitchen porter needed part time, apply within").headline).toBe("Kitchen Porter Needed");
  });
});

describe("a mixed brief's poster (session 12)", () => {
  it("a fallback day is no second event, and a time no badge shows stays in the body", () => {
    const dip = poster(
      "boxing day dip sat 26th 11am off the slipway for the RNLI, mulled wine n bacon butties after in the pub £4, if its too rough we'll do it sun 27th instead",
    );
    expect(dip.headline).toBe("Boxing Day Dip");
    expect(dip.when).toEqual(["Saturday · 26th · 11am"]);
    const gig = poster(
      "live music fri 11th the dirty lemons from 9pm free entry, kitchen shuts at 8 that nite so get ur food in early",
    );
    expect(gig.body).toMatch(/Kitchen shuts at 8 that night/);
  });

  it("the landlord's own sentence never heads the poster", () => {
    const away = poster(
      "me n barb r having a wk off for a rest, closed mon 4th jan til thurs 7th, back open fri 8th, happy new yr to all our lovely regulars x",
    );
    expect(away.headline).toBe("Closed");
  });
});
