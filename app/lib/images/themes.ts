import { readTeams } from "~/lib/content/brief-facts";
import { BIG_RACES, RUGBY_SIDES, WEEKDAY_NAMES, WHO_PAYS } from "~/lib/content/brief-words";
import { properCase } from "~/lib/content/proper-case";
import { MONTHS, ordinal } from "~/lib/time";

/** What a description is about, read from its words: drives headlines, artwork, prompts and captions. */

/** The sports, in the order a poster leads with them. */
const SPORT_THEMES = [
  "football",
  "rugby",
  "cricket",
  "racing",
  "f1",
  "boxing",
  "darts",
  "golf",
  "tennis",
  "snooker",
] as const;

/**
 * In the order a poster leads with them: the occasion first (a New Year's Eve quiz is a New Year's
 * poster), then the sport, the night's entertainment, the food and last the drink.
 */
export const THEMES = [
  "newyear",
  "christmas",
  "halloween",
  "bonfire",
  "burns",
  "stpatricks",
  "valentines",
  "easter",
  ...SPORT_THEMES,
  "bingo",
  "quiz",
  "music",
  "karaoke",
  "comedy",
  "roast",
  "food",
  "cocktails",
  "wine",
  "drinks",
  "garden",
] as const;
export type Theme = (typeof THEMES)[number] | "pub";

/** The occasions: their decoration follows the brief's event, never the month it is drawn in. */
export const OCCASIONS = new Set<Theme>([
  "newyear",
  "christmas",
  "halloween",
  "bonfire",
  "burns",
  "stpatricks",
  "valentines",
  "easter",
]);

/** The sports: a match is never dressed for the month it is on (a December fight has no tree). */
export const SPORTS = new Set<Theme>(SPORT_THEMES);

const KEYWORDS: Record<(typeof THEMES)[number], RegExp> = {
  newyear: /new year|\bnye\b|hogmanay|\b31(?:st)? dec|\bdec(?:ember)? 31/i,
  christmas: /christmas|xmas|festive|mulled|\bsanta\b|\bcarols?\b|\bcarol singers?\b|mince pies?/i,
  halloween: /halloween|spooky|trick or treat|\b31(?:st)? oct|\boct(?:ober)? 31/i,
  bonfire: /bonfire|guy fawkes|fireworks|\b5(?:th)? nov|\bnov(?:ember)? 5(?:th)?\b/i,
  burns: /\bburns (?:night|supper)|haggis|\b25(?:th)? jan/i,
  stpatricks: /st\.? ?patrick|paddy'?s day|st\.? paddy|\b17(?:th)? mar/i,
  valentines: /valentine|\b14(?:th)? feb/i,
  easter: /\beaster\b/i,
  football:
    /football|\bfooty|premier league|(?<!\bnot on )\bmatch\b|derby|kick[- ]?off|world cup|euros|\bfa cup|champions league|\bvs?\.?\s/i,
  rugby: new RegExp(String.raw`rugby|six nations|\btry\b|\b(?:${RUGBY_SIDES})\b`, "i"),
  cricket: /cricket|\bashes\b|wicket/i,
  racing: new RegExp(
    String.raw`${BIG_RACES}|horse racing|royal ascot|\bascot\b|\bthe races\b|race day|\bepsom\b|\bkempton\b|\bsandown\b|\baintree\b|boxing day racing|itv racing`,
    "i",
  ),
  f1: /\bf1\b|formula (?:1|one)|grand prix|\bgp\b/i,
  boxing:
    /boxing(?! day)|\bboxers?\b|fight night|title fight|heavyweight|\bufc\b|\bmma\b|\b(?:big|fury|joshua|usyk|dubois|canelo) fight\b|\bring ?walks?\b/i,
  darts: /\bdarts?\b|\boche\b/i,
  golf: /\bgolf|ryder cup|the open\b(?! mic)|the masters\b/i,
  tennis: /tennis|wimbledon/i,
  snooker: /snooker|\bpool (?:night|league|table|comp|competition|tournament)|\bcrucible\b/i,
  bingo: /\bbingo\b|\beyes down\b|\bdabbers?\b/i,
  quiz: /\bquiz|trivia|questions?\b/i,
  music: /live music|\bband\b|\bgig\b|acoustic|\bdj\b|open mic|jazz|\bfolk\b/i,
  karaoke: /karaoke|sing[- ]?along/i,
  comedy: /comedy|stand[- ]?up|comedian/i,
  roast: /\broast|sunday lunch|yorkshire pudding/i,
  food: /(?<!\bno )food|menu|burger|curry|\bpies?\b|steak|fish and chips|chef|dinner|lunch|brunch|breakfast|pizza|wings|tapas|kitchen|supper|nachos|sandwich|\bgrub\b|\bcod\b|\bchips\b|\bmash\b|scampi|fish fri(?:day)?\b|tacos?\b/i,
  cocktails: /cocktail|mojito|margarita|martini|spritz|\bgin\b/i,
  wine: /\bwines?\b|prosecco|champagne|\bfizz\b|bubbly/i,
  drinks: /happy hour|\bale\b|\bales\b|lager|cider|\bbeers?\b|\bpints?\b|brewery|stout|guinness|\bbitter\b/i,
  garden: /beer garden|sunshine|summer|\bbbq\b|barbecue|terrace/i,
};

/** Put on for children: "kids xmas party", "santa's grotto", "family film afternoon", "kids eat free". */
export const FOR_CHILDREN =
  /\b(?:kids'?|children'?s|family)\s+(?:(?:xmas|christmas|halloween|easter)\s+)?(?:party|parties|disco|club|craft|crafts|film|movie|quiz|fun|afternoon|magic show)\b|\bgrotto\b|\bbreakfast with santa\b|\bkids (?:eat|go) free\b/i;
/** Themes in the order they are named in `text`, most specific first; "pub" when none are. */
export function detectThemes(text: string): Theme[] {
  let found: Theme[] = THEMES.filter((theme) => KEYWORDS[theme].test(text));
  // A roast is food, but the roast is the better picture.
  if (found.includes("roast")) found = found.filter((theme) => theme !== "food");
  // "Festive fizz" on New Year's Eve, "mulled cider" on bonfire night: those words are only
  // Christmas when no other occasion is named.
  if (
    found.includes("christmas") &&
    !CHRISTMAS_NAMED.test(text) &&
    found.some((theme) => theme !== "christmas" && OCCASIONS.has(theme))
  ) {
    found = found.filter((theme) => theme !== "christmas");
  }
  // "England v South Africa" is a match in any sport: a named sport wins over football's "v".
  if (found.includes("football") && !FOOTBALL_NAMED.test(text) && found.some((t) => OTHER_SPORTS.has(t))) {
    found = found.filter((theme) => theme !== "football");
  }
  // "rugby sat saints v tigers 3pm then footy at 5.30": of two sports, the one named first leads.
  const sports = found.filter((theme) => SPORTS.has(theme));
  if (sports.length > 1) {
    const at = new Map(
      sports.map((theme) => [theme, text.search(KEYWORDS[theme as (typeof THEMES)[number]])]),
    );
    const ordered = [...sports].sort((a, b) => at.get(a)! - at.get(b)!);
    found = found.map((theme) => (SPORTS.has(theme) ? ordered.shift()! : theme));
  }
  // "beer festival … folk session sun": the beer is the festival, the bands are its entertainment.
  if (DRINKS_FESTIVAL.test(text)) found = ["drinks", ...found.filter((theme) => theme !== "drinks")];
  return found.length > 0 ? found : ["pub"];
}

const DRINKS_FESTIVAL = /\b(?:beer|ale|real ale|cider|beer and cider|ale and cider) (?:festival|fest)\b/i;

const CHRISTMAS_NAMED = /christmas|xmas|\bsanta\b/i;
const FOOTBALL_NAMED = /football|\bfooty|premier league|\bfa cup|champions league|world cup|euros/i;
const OTHER_SPORTS = new Set<Theme>(SPORT_THEMES.filter((theme) => theme !== "football"));

export const THEME_HEADLINES: Record<Theme, string> = {
  newyear: "New Year's Eve",
  bonfire: "Bonfire Night",
  burns: "Burns Night",
  stpatricks: "St Patrick's Day",
  valentines: "Valentine's Night",
  easter: "Easter At The Pub",
  golf: "Golf On The Telly",
  tennis: "Tennis On The Telly",
  snooker: "Snooker On The Telly",
  cocktails: "Cocktail Hour",
  wine: "Wine Night",
  bingo: "Bingo Night",
  quiz: "Quiz Night",
  football: "Live Football",
  rugby: "Live Rugby",
  cricket: "Cricket On The Telly",
  racing: "Race Day",
  f1: "Grand Prix Live",
  boxing: "Fight Night",
  food: "Proper Pub Grub",
  roast: "Sunday Roast",
  music: "Live Music",
  karaoke: "Karaoke Night",
  christmas: "Christmas At The Pub",
  halloween: "Halloween Party",
  garden: "Beer Garden Open",
  darts: "Darts Night",
  comedy: "Comedy Night",
  drinks: "Happy Hour",
  pub: "Tonight At The Pub",
};

export const DAYS = /\b(mon|tues|wednes|thurs|fri|satur|sun)day(s)?\b/i;
/**
 * The short days landlords type ("quiz tues", "curry night weds", "live band sat"). "Sun" is left
 * out: it is the weather as often as the day.
 */
export const SHORT_DAYS = /\b(mon|tues?|weds?|thu|thur|thurs|fri|sat)\b\.?/i;
export const SHORT_DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  wed: "Wednesday",
  weds: "Wednesday",
  thu: "Thursday",
  thur: "Thursday",
  thurs: "Thursday",
  fri: "Friday",
  sat: "Saturday",
};
const DATE =
  /\b(\d{1,2})(st|nd|rd|th)?(?:\s+of)?\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?(?:,?\s+(20\d\d)\b)?/i;
/** "24/12", "24/12/26", "24/12/2026": day first, as the UK writes it. "Open 24/7" is not a date. */
const NUMERIC_DATE = /\b(?<!£)(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b(?!\/)/;
/** "fri 13th", "friday the 13th": a day of the month after the day's name, month unsaid. */
const ORDINAL_AFTER_DAY =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)\.?\s+(?:the\s+)?(\d{1,2})(st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;

export interface BriefDate {
  /** "31st December", "24 December", "13th": as the brief gives it, its month written out. */
  text: string;
  /** The weekday the date falls on, only when the brief gives the year (so it is certain). */
  weekday: string | null;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function weekdayOf(year: number, monthIndex: number, day: number): string | null {
  const date = new Date(Date.UTC(year, monthIndex, day));
  // 31 February is no date at all: no weekday for it.
  if (date.getUTCMonth() !== monthIndex) return null;
  return WEEKDAYS[date.getUTCDay()] ?? null;
}

const fullYear = (year: string | undefined) =>
  year ? (year.length === 2 ? 2000 + Number(year) : Number(year)) : null;

/** The date a brief gives ("nye 31st dec", "24/12", "fri 13th", "14 feb 2027"), or null. */
export function briefDateIn(text: string): BriefDate | null {
  const match = text.match(DATE);
  if (match?.[1] && match[3]) {
    const monthIndex = MONTHS.findIndex((name) =>
      name.toLowerCase().startsWith(match[3]?.toLowerCase().slice(0, 3) ?? ""),
    );
    const number = Number(match[1]);
    const month = MONTHS[monthIndex];
    if (month && number >= 1 && number <= 31) {
      const year = fullYear(match[4]);
      return {
        text: `${number}${(match[2] ?? "").toLowerCase()} ${month}`,
        weekday: year ? weekdayOf(year, monthIndex, number) : null,
      };
    }
  }
  const numeric = text.match(NUMERIC_DATE);
  if (numeric?.[1] && numeric[2]) {
    const day = Number(numeric[1]);
    const monthIndex = Number(numeric[2]) - 1;
    const month = MONTHS[monthIndex];
    if (month && day >= 1 && day <= 31 && !(day === 24 && monthIndex === 6 && !numeric[3])) {
      const year = fullYear(numeric[3]);
      return { text: `${day} ${month}`, weekday: year ? weekdayOf(year, monthIndex, day) : null };
    }
  }
  const ordinal = text.match(ORDINAL_AFTER_DAY);
  if (ordinal?.[1] && Number(ordinal[1]) >= 1 && Number(ordinal[1]) <= 31) {
    return { text: `${Number(ordinal[1])}${(ordinal[2] ?? "").toLowerCase()}`, weekday: null };
  }
  return null;
}

/** A day as the brief names it, written out in full: "Thursday", and "tues" as "Tuesday". */
function dayIn(text: string): string | null {
  const day = text.match(DAYS)?.[0];
  if (day) return capitalise(day);
  const short = text.match(SHORT_DAYS)?.[1];
  return short ? (SHORT_DAY_NAMES[short.toLowerCase()] ?? null) : null;
}
// A time ("8pm", "7.30pm", "19:30") or a range ending in one ("12-4pm", "12pm–4pm"); a 24-hour time
// needs a real hour and minutes, so a price's "16.95" is never read as one.
export const TIME =
  /\b(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s?[-–]\s?)?(\d{1,2})(?:[:.]([0-5]\d))?\s?(am|pm)\b|\b(?:\d{1,2}(?:[:.]\d{2})?\s?[-–]\s?)?([01]?\d|2[0-3])[:.]([0-5]\d)\b/i;
/** "from 9", "12-4": hours a landlord writes without am or pm (never a date, a score or a price). */
const BARE_TIME =
  /\bfrom (?:1[0-2]|[1-9])(?![\d:.%/]|\s?(?:am|pm|st|nd|rd|th)\b)|\b(?:1[0-2]|[1-9])\s?[-–]\s?(?:1[0-2]|[1-9])\b(?![\d.%/]|:\d|\s?(?:am|pm)\b)/i;
/** The second span of hours straight after the first: "12-2 & 5-8", "12-3 and 6-9". */
const SECOND_SITTING =
  /^\s*(?:&|and)\s*((?:1[0-2]|[1-9])\s?[-–]\s?(?:1[0-2]|[1-9]))\b(?![\d:.%/]|\s?(?:am|pm)\b)/i;
const WHEN_WORDS = /\b(tonight|tomorrow|(?:this|all|every) weekend|every (?:\w+day)|all day)\b/i;
/** Money as the landlord wrote it: "£16.95", "£5", "£1,000", "£2.50". */
export const MONEY = /£\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?!\d)|£\s?\d+(?:\.\d{2})?(?!\d)/g;

/** Every price in the description, exactly as written ("£16.95", never "16.95"). */
export function pricesFrom(text: string): string[] {
  return [...new Set(text.match(MONEY) ?? [])].map((price) => price.replace(/\s+/g, ""));
}

const DEADLINE =
  /\b(?:by|before|deadline)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)?/gi;
/** A later clause that gives another thing's hours: "happy hour 5-7", "kitchen 12-9". */
const OTHER_THINGS_HOURS =
  /(?:,\s*|\s+(?:\+|&|plus)\s+)(?:happy hour|kitchen|food (?:served|from)|(?:bacon|sausage) (?:baps?|rolls?|butties|sarnies)|breakfasts?|brekkie|ring ?walks?|carols?|carol singing|(?:then |plus )?quiz|bingo|raffle(?: draw)?)\b[^,]*/gi;

/** "moved from tues to weds (this week)": the day it is on now. */
export const MOVED_TO =
  /\b(?:moved|moving|switched|changed|swapped)\s+(?:from\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+to\s+((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b(?:\s+this\s+(?:week|wk)\b)?/i;

/** "fri 11th - sun 13th", "mon-thurs", "tues & wed": two days the thing runs over or across. */
const DAY_SPAN =
  /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: (\d{1,2}(?:st|nd|rd|th)))?\s*(-|–|to|till|until|thru|&|and|n)\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: (\d{1,2}(?:st|nd|rd|th)))?\b/i;

/** "11-13 dec", "11th - 13th december": a run of dates in one month. */
const DATE_SPAN =
  /\b(\d{1,2})(?:st|nd|rd|th)?\s*[-–]\s*(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** "Thursday · 8pm" from the description, or null when it names no day or time. */
export function whenFrom(description: string): string | null {
  // Prices are taken out first: "£16.95" is money, not a time. A deadline ("deposit by 12th dec")
  // is not when the thing is on, and a time said for another thing in a later clause ("darts from
  // thurs 10th, happy hour 5-7") is that thing's.
  // "every session live til 3rd jan": the last day, said as such, never the first day's date.
  const until = UNTIL_DATE.exec(description);
  const text = description
    // "curry n a pint £12 all day": how long the deal runs is the deal's, not when the thing is on.
    .replace(/£\s?\d+(?:\.\d{2})?\s+all day\b/gi, " ")
    .replace(MONEY, " ")
    .replace(UNTIL_DATE, " ")
    .replace(DEADLINE, " ")
    .replace(OTHER_THINGS_HOURS, (clause, at: number) => (at > 0 ? " " : clause));
  const parts: string[] = [];
  // "quiz moved from tues to weds this wk": the new day, never "Tuesday – Wednesday".
  const moved = MOVED_TO.exec(text)?.[1];
  if (moved) return `Now on ${capitalise(moved)}${/\bthis (?:week|wk)\b/i.test(text) ? " this week" : ""}`;
  // "fri 11th - sun 13th": a festival's days are both said, never the first alone.
  // So do "mon-thurs" (every day between) and "tues & wed" (both nights).
  const range = DAY_SPAN.exec(text);
  if (range) {
    const [, fromDay = "", fromDate, joint = "", toDay = "", toDate] = range;
    const day = (name: string, date?: string) => `${capitalise(name)}${date ? ` ${date.toLowerCase()}` : ""}`;
    const both = /^(?:&|and|n)$/i.test(joint);
    parts.push(`${day(fromDay, fromDate)} ${both ? "&" : "–"} ${day(toDay, toDate)}`);
  }
  // "beer fest 11-13 dec": the festival's dates, both of them, with their month.
  const dates = range ? null : DATE_SPAN.exec(text);
  if (dates) {
    const [, from = "", to = "", month = ""] = dates;
    const monthName = MONTHS.find((name) => name.toLowerCase().startsWith(month.toLowerCase().slice(0, 3)));
    parts.push(`${ordinal(Number(from))} – ${ordinal(Number(to))} ${monthName ?? month}`);
  }
  const day = range || dates ? null : dayIn(text);
  const words = text.match(WHEN_WORDS);
  if (words?.[1] && !(day && /^every \w+day/i.test(words[1]))) parts.push(capitalise(words[1]));
  // "world darts from fri 11th": the first of several days, not one night.
  // "boxing sat nite": the night is part of the day ("Saturday night").
  if (day) {
    const night = new RegExp(`\\b${day}\\s+night\\b`, "i").test(text) ? `${day} night` : day;
    // "open mic every thurs": a weekly night says so ("Every Thursday").
    const weekly = words?.[1] && /^every \w+day/i.test(words[1]) ? `Every ${night}` : null;
    parts.push(
      weekly ?? (new RegExp(`\\bfrom\\s+${day.slice(0, 3)}`, "i").test(text) ? `From ${night}` : night),
    );
  }
  const date = range || dates ? null : briefDateIn(text);
  // The weekday of a dated brief ("31st December 2026") is worked out only when its year is given.
  if (date?.weekday && !day) parts.push(date.weekday);
  // "darts worlds from 11th dec": the first of several days, not one night.
  const fromDate = !day && date && /\bfrom\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b/i.test(text);
  if (date) parts.push(fromDate ? `From ${date.text}` : date.text);
  // "racing from 12, tipster in 1pm": the thing's own "from 12" comes first; a later clause's 1pm is
  // another thing's.
  const earlierBare = text.match(BARE_TIME);
  const matched = text.match(TIME);
  const time =
    matched?.index !== undefined &&
    earlierBare?.index !== undefined &&
    earlierBare.index < matched.index &&
    /^from\b/i.test(earlierBare[0]) &&
    /,/.test(text.slice(earlierBare.index, matched.index))
      ? null
      : matched;
  // "ring walks approx 10pm": the ring walks' time, not when the night starts.
  const ringWalks =
    time?.index !== undefined &&
    /\bring ?walks?\s+(?:(?:are|at|approx\.?|approximately|around|about|roughly)\s+)*$/i.test(
      text.slice(0, time.index),
    );
  if (time?.[0] && !ringWalks) {
    const hour = time[0].replace(/\s+/g, "").replace("–", "-").toLowerCase();
    // "DJ from 9pm": the night starts then, not at it; the badge keeps the "From".
    const from = /\bfrom\s+$/i.test(text.slice(0, time.index));
    // "8pm till late": how late it goes is part of the time.
    const late = /^\s*(?:till|til|'til|until) late\b/i.test(text.slice((time.index ?? 0) + time[0].length));
    // "dj til 1am": the night runs till then; it does not start at it.
    const till = /\b(?:till|til|'til|until)\s+$/i.test(text.slice(0, time.index));
    const before = text.slice(0, time.index);
    // "main event approx 10pm": a time nobody can promise keeps its "approx".
    const approx = /\b(?:approx\.?|approximately|around|roughly)\s+$/i.test(before);
    // "sittings 12.30 n 3pm": both sittings are the times to come.
    const sitting = /\bsittings?\s+(?:at\s+)?$/i.test(before)
      ? /^\s*(?:and|&)\s*(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?)(?![\d:.])/i.exec(
          text.slice((time.index ?? 0) + time[0].length),
        )?.[1]
      : undefined;
    const said = sitting
      ? `Sittings ${hour} & ${sitting.replace(/\s+/g, "").toLowerCase()}`
      : from && !hour.includes("-")
        ? `From ${hour}`
        : till
          ? `Till ${hour}`
          : approx
            ? `Approx ${hour}`
            : hour;
    parts.push(`${said}${late ? " till late" : ""}`);
  } else {
    // "DJ from 9", "roast served 12-4": an hour without am or pm is still the time to come.
    const bare = text.match(BARE_TIME);
    if (bare?.[0]) {
      // "12-2 & 5-8": lunch and evening sittings are both the time to come.
      const second = SECOND_SITTING.exec(text.slice((bare.index ?? 0) + bare[0].length))?.[1];
      const span = (hours: string) => hours.replace(/\s*[-–]\s*/, "-");
      // "open 12-11": the pub's hours say so, never a bare "12-11" that reads as a date.
      const open = /\bopen(?:ing)?\s+(?:from\s+)?$/i.test(text.slice(0, bare.index));
      const hours = open ? `Open ${span(bare[0]).toLowerCase()}` : capitalise(span(bare[0]));
      parts.push(hours + (second && /[-–]/.test(bare[0]) ? ` & ${span(second)}` : ""));
    }
  }
  if (until) {
    const month = MONTHS.find((name) => name.toLowerCase().startsWith(until[2]!.toLowerCase().slice(0, 3)));
    parts.push(`Till ${ordinal(Number(until[1]))} ${month ?? until[2]}`);
  }
  return parts.length > 0 ? [...new Set(parts)].join(" · ") : null;
}

const UNTIL_DATE =
  /\b(?:til|till|until)\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/i;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Title Case for a short headline, leaving small joining words lower-case. */
export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "v", "vs"]);
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (ACRONYMS.has(word.toLowerCase())) return word.toUpperCase();
      return index > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** Names typed in lower case that are written in capitals: "ufc fight night" → "UFC Fight Night". */
const ACRONYMS = new Set([
  "uk",
  "ufc",
  "mma",
  "f1",
  "gp",
  "nye",
  "aj",
  "dj",
  "djs",
  "bbq",
  "tv",
  "fa",
  "nfl",
  "nba",
  "pga",
  "afc",
  "fc",
]);

const NOT_TEAM_WORDS =
  /^(mon|tues|wednes|thurs|fri|satur|sun)day$|^(tonight|today|tomorrow|live|on|at|from|kick|ko|this|next)$/i;

/** "Arsenal v Chelsea" when the description names a match as "X vs Y" or "X v Y". */
export function matchupFrom(text: string): string | null {
  const match = text.match(
    /\b([A-Z][\w'&.]*(?:\s[A-Z][\w'&.]*){0,2})\s+(?:vs?\.?|versus)\s+([A-Z][\w'&.]*(?:\s[A-Z][\w'&.]*){0,2})/,
  );
  if (!match?.[1] || !match[2]) return null;
  // "England v Scotland Saturday": capitalised words after the teams are the when, not the team.
  const team = (words: string) =>
    words
      .split(" ")
      .filter((word, index) => index === 0 || !NOT_TEAM_WORDS.test(word))
      .join(" ");
  return `${team(match[1])} v ${team(match[2])}`;
}

// Words that end the subject of a brief: what follows is when, where, how much or with what.
const SUBJECT_ENDS = new RegExp(
  [
    "^(?:this|next|every|on|at|from|with|tonight|tomorrow|today|til|till|until|starts?|starting|only|just|for|kicks?|ko|doors|served|serving|all|plus|inc|incl|including|w/)$",
    "^(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:[-–](?:mon|tues|wednes|thurs|fri|satur|sun)days?)?$",
    "^(?:mon|tues?|weds?|thu|thur|thurs|fri|sat)\\.?$",
    "^\\d",
    "^£",
  ].join("|"),
  "i",
);
const PRICE_UNIT = /^(?:pp|pppn|each|ea)$/i;
const SHORT_DAY_WORD = /^(?:mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)\.?$/i;
const OFFER_ENDS = /^(?:seats|spaces|places|tickets|limited|booking|bookings|book|call|ring|names)$/i;
const WHO_PAYS_WORD = new RegExp(`^(?:${WHO_PAYS})$`, "i");
const SMALL_TAIL = /^(?:a|an|and|the|of|to|in|our|your|after|before|during|since|left|&|-|–|—)$/i;
const LEADING_FILLER =
  /^(?:(?:come|pop) (?:down|along|in) (?:and|for|to) (?:our |the )?|join us (?:for|at) |don'?t miss (?:our |the )?|we(?:'ve| have) got |we(?:'re| are) (?:having|hosting|showing|doing) |it'?s |there'?s (?:a |an )?|big (?!fight|match|game|screen|night|quiz|breakfast|band))/i;

/**
 * The subject of a brief as a headline: its first clause, up to where it starts saying when, how much
 * or with what ("Christmas party bookings now open — festive menu £29.95" → "Christmas Party Bookings
 * Now Open"; "Sunday roast £16.95" → "Sunday Roast"). Empty when the brief opens with no subject.
 */
export function subjectFrom(description: string): string {
  const clause = description
    .replace(/\s+/g, " ")
    .trim()
    .replace(LEADING_FILLER, "")
    .split(/\s[-–—]\s|[—–:;,!?.(]\s?|\s\/\s/)[0]
    ?.trim();
  const words: string[] = [];
  const list = (clause ?? "").split(" ").filter(Boolean);
  for (const [index, word] of list.entries()) {
    // "Sunday roast", "Friday night live music": a day that opens the brief is part of its subject.
    const opensWithDay = index === 0 && DAYS.test(word);
    // "Closed Monday": a lone word's day is its subject too.
    const closesWithDay = index === 1 && DAYS.test(word) && /^(?:closed|open|opening)$/i.test(words[0] ?? "");
    // "Fish Friday", "Taco Tuesday": a night named with its day keeps the day in its name.
    const namedNight = index === 1 && NAMED_NIGHT.test(`${words[0] ?? ""} ${word}`);
    // "Closed for refurb": why the pub is shut is the subject, not a clause after it.
    const closedFor = index === 1 && /^for$/i.test(word) && /^(?:closed|shut)$/i.test(words[0] ?? "");
    // "charity quiz for macmillan": who the night raises money for is part of its name.
    const charityFor =
      /^for$/i.test(word) &&
      words.some((taken) => /^charity$/i.test(taken)) &&
      /^\p{L}{3,}$/u.test(list[index + 1] ?? "") &&
      !DAYS.test(list[index + 1] ?? "") &&
      !SHORT_DAY_WORD.test(list[index + 1] ?? "") &&
      !/^(?:the|a|an|tonight|tomorrow|this|next|every)$/i.test(list[index + 1] ?? "");
    if (
      !opensWithDay &&
      !closesWithDay &&
      !closedFor &&
      !namedNight &&
      !charityFor &&
      SUBJECT_ENDS.test(word)
    )
      break;
    // "family xmas film sun 13th": "sun" before a date is Sunday, not the sun.
    if (/^sun$/i.test(word) && /^\d/.test(list[index + 1] ?? "")) break;
    // "xmas hrs xmas eve 11-11 …": the hours are the subject; the days come after it.
    if (/^(?:hrs|hours)$/i.test(words.at(-1) ?? "")) break;
    // "bar staff wanted evenings and weekends ask for mike": what is asked for ends it, and what to
    // do about it ("ask", "apply", "ring") is never part of it.
    if (words.length > 0 && /^(?:ask|apply|call|ring|dm|message|email|pls|please|contact)$/i.test(word))
      break;
    words.push(namedNight ? fullDay(word) : word);
    if (words.length === 7 || /^(?:wanted|needed|required)$/i.test(word)) break;
  }
  while (words.length > 0 && SMALL_TAIL.test(words[words.length - 1] ?? "")) words.pop();
  return headlineNames(titleCase(words.join(" ")));
}

/** Nights named with their day: "fish fri", "taco tues", "wing weds", "thirsty thursday". */
const NAMED_NIGHT =
  /^(?:fish|pizza|burger|wings?|taco|tapas|steak|curry|pie|pasta|thirsty|super|cocktail|fizz|mussel|sausage) (?:mon|tues?|wed|weds|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?$/i;

/** "fri" → "Friday", "weds" → "Wednesday": a named night's day written in full. */
function fullDay(word: string): string {
  // Two letters tell the seven days apart.
  const stem = word.toLowerCase().slice(0, 2);
  const day = WEEKDAY_NAMES.find((name) => name.toLowerCase().startsWith(stem));
  return day && !/day$/i.test(word) ? day : word;
}

/**
 * Typings of well-known days and events a headline writes the proper way, on top of the names every
 * post prints with their capitals and apostrophes ("new years eve" → "New Year's Eve"). "Xmas" is
 * written out on a headline only: it is the same word, and it reads better large.
 */
const HEADLINE_NAMES: Array<[RegExp, string]> = [
  [/\bx-?mas\b/gi, "Christmas"],
  [/\bhrs\b/gi, "Hours"],
  [/\bhal+oween\b/gi, "Halloween"],
  [/\bhallowe['’]en\b/gi, "Hallowe'en"],
  [/\bnew (?:yrs|years|year)['’]?s? eve\b/gi, "New Year's Eve"],
  [/\bst\.? ?paddy['’]?s day\b/gi, "St Paddy's Day"],
  [/\bpaddy['’]?s day\b/gi, "Paddy's Day"],
  [/\bst\.? ?patty['’]?s day\b/gi, "St Patrick's Day"],
  [/\bvalentine['’]?s night\b/gi, "Valentine's Night"],
  [/\bgrand national\b/gi, "Grand National"],
  [/\bhogmanay\b/gi, "Hogmanay"],
  [/\bguy fawkes\b/gi, "Guy Fawkes"],
  [/\bburns['’] night\b/gi, "Burns Night"],
];

/** `text` with the names of days and events spelt as they are known ("xmas eve" → "Christmas Eve"). */
export function spellNames(text: string): string {
  let out = text;
  for (const [pattern, name] of HEADLINE_NAMES) out = out.replace(pattern, name);
  return properCase(out);
}

/** A headline with the names of days and events spelt as they are known, in Title Case. */
export function headlineNames(headline: string): string {
  return titleCase(spellNames(headline));
}

/**
 * A poster headline drawn from the description: a match-up when one is named, otherwise the brief's
 * own subject, and the main theme's headline only when the brief opens with no subject at all.
 */
export function headlineFrom(description: string): string {
  const clean = description
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "");
  const matchup = matchupFrom(clean);
  if (matchup) return matchup;
  const subject = subjectFrom(clean);
  // "boxing sat 19th dec joshua v fury": the match typed in lower case is still the headline, unless
  // the subject already names it ("Six Nations Wales v England").
  const [home, away] = readTeams(clean);
  if (home && away && /\s(?:v|vs)\.?\s/i.test(clean) && !/\sv\s/i.test(subject))
    return titleCase(`${home} v ${away}`);
  if (subject.length > 0) return subject;
  // "£5 pints all day", "2 for £10 cocktails": the offer is the subject.
  const [offer] = offersFrom(clean, "");
  if (offer && clean.toLowerCase().startsWith(offer.toLowerCase())) return titleCase(offer);
  return THEME_HEADLINES[detectThemes(clean)[0] ?? "pub"];
}

/** Dishes named as a pair ("cod & chips", "pie and mash", "steak and ale pie"): one thing a price buys. */
const DISH =
  /^(?:cod|fish|haddock|scampi|pie|pies|sausage|sausages|bangers|steak|ham|egg|eggs|gammon|chicken|curry|rice|chips|mash|peas|ale|chilli|burger|fries|wings|beer|cheese|wine|mushroom|onion|liver|bacon)$/i;
function dishPair(before: string | undefined, after: string | undefined): boolean {
  return DISH.test(before ?? "") && DISH.test(after ?? "");
}

/**
 * What each price is for, as short lines with the price exactly as written: "Festive menu £29.95",
 * "£5 pints", "2 for £10 cocktails"; a price whose words are the headline's stands alone ("£16.95").
 */
/** A month after a deadline's day ("by 10th December"). */
const DATE_WORD_AFTER = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[.,]?$/i;

export function offersFrom(description: string, headline: string): string[] {
  const text = description.replace(/\s+/g, " ").trim();
  // "Valentine's" on the headline is the brief's "valentines": apostrophes are not compared.
  const plain = (word: string) => word.toLowerCase().replace(/['’]/g, "");
  const headlineWords = new Set(headline.split(/\s+/).map(plain));
  const offers: string[] = [];
  // "£65 adults £30 kids": each price's label comes after it, not before the next.
  const labelsAfter = new RegExp(
    `£[\\d.,]+(?:pp)? (?:${WHO_PAYS}),? £[\\d.,]+(?:pp)? (?:${WHO_PAYS})\\b`,
    "i",
  ).test(text);
  for (const match of text.matchAll(MONEY)) {
    const price = match[0].replace(/\s+/g, "");
    const start = match.index ?? 0;
    const before =
      text
        .slice(0, start)
        .split(/\s[-–—]\s|[—–:;,!?(]\s?|\.(?:\s|$)/)
        .pop() ?? "";
    const after = text.slice(start + match[0].length).split(/\s[-–—]\s|[—–:;,!?(]|\.(?:\s|$)/)[0] ?? "";
    const following: string[] = [];
    // "glass of fizz at midnight": when the fizz is poured is part of the fizz, and "£20 a team of 4"
    // says how big the team is: each is read as one word.
    const afterWords = after
      .trim()
      .replace(/ at midnight\b/gi, "\u00a0at\u00a0midnight")
      .replace(/\b(team|table|group) of (\d+)\b/gi, "$1\u00a0of\u00a0$2")
      .split(" ")
      .filter(Boolean);
    // "Tickets £15 from the bar", "£5 on the door": where to pay is part of the offer.
    // "£5 entry on the door includes a bottle of bud": what it includes is said with it too.
    const payAt =
      /^(?:(?:entry|in|pp|a head) )?(?:(?:from|at|on) the (?:bar|door))(?: (?:includes|including|inc|incl)(?: an?)? [\p{L}-]+(?: (?:of|and|&) [\p{L}-]+)?)?/iu.exec(
        afterWords.join(" "),
      );
    if (payAt) following.push(...payAt[0].split(" "));
    for (const [index, word] of afterWords.entries()) {
      if (payAt) break;
      // "wings n fries £9 till ko": how long the price holds is said with it, and ends it.
      if (
        /^(?:till|til|until|before)$/i.test(word) &&
        /^(?:ko|kick-off|kick|close|midnight|late|half-time|\d{1,2}(?:[.:]\d{2})?(?:am|pm)?)$/i.test(
          afterWords[index + 1] ?? "",
        )
      ) {
        following.push(word, afterWords[index + 1]!.replace(/^ko$/i, "kick-off"));
        break;
      }
      // "mulled wine £4 all wk": how long the offer runs is said with it, and ends it.
      // ("all day" and "all weekend" are the badge's, as when the thing is on.)
      if (
        /^all$/i.test(word) &&
        /^(?:week|month|day|night|nite)$/i.test(afterWords[index + 1] ?? "") &&
        // "£4 a pint all nite": after the price's unit too.
        (following.length === 0 || (following.length === 2 && /^(?:a|per)$/i.test(following[0] ?? "")))
      ) {
        following.push(word, afterWords[index + 1]!.replace(/^nite$/i, "night"));
        break;
      }
      // "deposit £20pp needed by 10th dec": when the deposit is due is said with it.
      if (
        /^(?:needed|due|payable|required)$/i.test(word) &&
        /^by$/i.test(afterWords[index + 1] ?? "") &&
        /\bdeposits?\s*$/i.test(before)
      ) {
        following.push(
          word,
          ...afterWords
            .slice(index + 1, index + 4)
            .filter((next, at) => at < 2 || DATE_WORD_AFTER.test(next)),
        );
        break;
      }
      // "£3 kids free": what goes free is a fact of its own, not what the £3 buys.
      if (/^(?:free|go free)$/i.test(afterWords[index + 1] ?? "")) break;
      // "Tickets £15 inc fizz": what the price includes belongs with it.
      // So it does after a price's unit: "£10 entry inc fizz".
      const includes =
        /^(?:inc|incl|including)\.?$/i.test(word) &&
        (following.length === 0 ||
          (following.length === 1 &&
            /^(?:entry|each|pp|tickets?|per person|a head)$/i.test(following[0] ?? "")) ||
          // "£6 per child inc a present", "£20 a head incl. fizz".
          (following.length === 2 && /^(?:a|per)$/i.test(following[0] ?? "")));
      // "£35 inc entry seats left": a new fact ("seats left", "booking essential") ends the offer.
      // "£5 a book" of bingo tickets: "book" is the price's unit, not an instruction.
      const unitBook = /^book$/i.test(word) && /^(?:a|per)$/i.test(afterWords[index - 1] ?? "");
      const newFact =
        (following.length > 0 && OFFER_ENDS.test(word) && !unitBook) ||
        // "roast £14.95 kids £8": the children's price is a fact of its own, not who the £14.95 is for.
        (WHO_PAYS_WORD.test(word) && /^£/.test(afterWords[index + 1] ?? "") && !labelsAfter) ||
        // "deal £9 book a table": what to do next is never what the price buys.
        (/^(?:book|call|ring)$/i.test(word) && !unitBook) ||
        // "£1 pp teams up to 6": after the price's unit, the next words are another fact.
        // ("£10pp deposit to book": the deposit is what the £10 a head is.)
        (following.length === 1 &&
          PRICE_UNIT.test(following[0] ?? "") &&
          !includes &&
          !/^deposits?$/i.test(word) &&
          // "deposit £10pp by 1st dec": when the deposit is due goes with it.
          !(/^by$/i.test(word) && /\bdeposits?\s*$/i.test(before))) ||
        // "£5 a book cash only": after "a book", "a head", "per team", the next words are another fact.
        (following.length === 2 && /^(?:a|per)$/i.test(following[0] ?? "") && !includes);
      // "inc a present" carries its words with it.
      // "while the game's on", "during the match": when the price holds, said whole.
      // So does a deadline: "£10 deposit pp by 12th December".
      const said = following.some((taken) => /^(?:inc|incl|including|by)\.?$/i.test(taken))
        ? following.some((taken) => /^(?:and|&|\+)$/i.test(taken))
          ? 8
          : 6
        : // "while you watch the footy" is five words; "while the game's on", four.
          /^(?:while|whilst|during)$/i.test(following[0] ?? "")
          ? 5
          : // "£15 if you wear your shirt": the condition is said whole.
            /^(?:if|when)$/i.test(following[0] ?? "")
            ? 5
            : 3;
      // "£10 gets 4 thirds + souvenir glass": what the money gets is said whole, numbers and all.
      const gets = /^(?:gets?|buys?)$/i.test(following[0] ?? "");
      if (
        following.length === (gets ? 6 : said) ||
        (newFact && !(gets && /^\d/.test(word))) ||
        (!includes &&
          !(gets && /^(?:\d+|\+|&)$/.test(word)) &&
          SUBJECT_ENDS.test(word) &&
          !(/^on$/i.test(word) && /'s$/.test(following.at(-1) ?? "")) &&
          // "by 12th December": the deadline's date goes with it.
          !(/^by$/i.test(following.at(-1) ?? "") && /^\d{1,2}(?:st|nd|rd|th)$/i.test(word))) ||
        (/^(?:and|or|&)$/i.test(word) &&
          !dishPair(following.at(-1), afterWords[index + 1]) &&
          // "£25pp incl buffet n glass of fizz": everything it includes is said with it.
          !following.some((taken) => /^(?:inc|incl|including)\.?$/i.test(taken)))
      ) {
        break;
      }
      following.push(word);
      if (labelsAfter && WHO_PAYS_WORD.test(word)) break;
    }
    while (
      following.length > 0 &&
      (SMALL_TAIL.test(following[following.length - 1] ?? "") ||
        /^(?:inc|incl|including)\.?$/i.test(following[following.length - 1] ?? ""))
    ) {
      following.pop();
    }
    const leading: string[] = [];
    const priorWords = before.trim().split(" ").filter(Boolean);
    // What the price is for often comes first: "festive menu £29.95", "2 for £10", "entry £3".
    for (let i = priorWords.length - 1; i >= 0 && leading.length < 7; i--) {
      const word = priorWords[i] ?? "";
      // "thirds from £1.50": what the price is for, with its "from".
      if (
        /^from$/i.test(word) &&
        i === priorWords.length - 1 &&
        /^\p{L}{3,}$/u.test(priorWords[i - 1] ?? "") &&
        !DAYS.test(priorWords[i - 1] ?? "") &&
        !SUBJECT_ENDS.test(priorWords[i - 1] ?? "")
      ) {
        leading.unshift(word);
        continue;
      }
      if (/^(?:with|at|on|from|every|this|next|tonight|tomorrow|is|are|costs?)$/i.test(word)) break;
      // "santa visiting £6 per child": who is coming is a fact of its own, not what the price buys.
      if (/^(?:visiting|coming|playing|performing|appearing|here)$/i.test(word)) break;
      // "plus curry club weds £10": a second thing, named with its own day, is what this price buys.
      const plusAt = priorWords.findIndex((other) => /^(?:plus|also|\+)$/i.test(other));
      if (
        leading.length === 0 &&
        (DAYS.test(word) || SHORT_DAY_WORD.test(word)) &&
        plusAt >= 0 &&
        i - plusAt >= 2 &&
        i - plusAt <= 4 &&
        priorWords.slice(plusAt + 1, i).every((other) => /^\p{L}+$/u.test(other) && !DAYS.test(other))
      ) {
        leading.unshift(...priorWords.slice(plusAt + 1, i + 1));
        break;
      }
      if (DAYS.test(word) || /\d(?:am|pm)$/i.test(word) || /^\d{1,2}[:.]\d{2}$/.test(word)) break;
      // "tapas fri 11th 6-9 any 3 plates £15": the day, the date and the hours are the badge's, and
      // "(elf)" is the film's name, not what the price buys.
      if (SHORT_DAY_WORD.test(word) || /^\d{1,2}(?:st|nd|rd|th)$/i.test(word) || /[()]/.test(word)) break;
      // "31st dec tickets £25": the month is the date's, not what the price buys.
      if (DATE_WORD_AFTER.test(word)) break;
      // "max 6 per team, + wings 2 for £8": the "+" only joins the deal on; it is not part of it.
      if (/^[+&]$/.test(word) && i === 0) break;
      // "sunday roast 12-4 £14.95": hours just before the price are the dish's; its name comes first.
      if (/^\d{1,2}(?:[:.]\d{2})?[-–]\d{1,2}(?:[:.]\d{2})?(?:am|pm)?$/i.test(word)) {
        if (i === priorWords.length - 1 && leading.length === 0) {
          leading.unshift(word);
          continue;
        }
        break;
      }
      // "£16.95 or 2 courses £21.50": the words after another price are this one's, not that one's.
      if (word.includes("£")) break;
      // "£3.50 pints & £5 cocktails": an "&" right before the price joins two deals; the words before it are the other's.
      if (i === priorWords.length - 1 && /^(?:&|and|\+|n)$/i.test(word)) break;
      // "£65 adults £30 kids": "adults" is the £65's.
      if (labelsAfter && WHO_PAYS_WORD.test(word) && /£/.test(priorWords[i - 1] ?? "")) break;
      // "big screen pie n pint deal £9": where the match is shown is not what the price buys.
      if (/^(?:screens?|telly|tv|projector)$/i.test(word)) break;
      // "teams up to 6 cash jackpot £120": a limit ends another fact ("2 courses £21.50" keeps its "2").
      if (/^\d+$/.test(word) && /^(?:to|max|min|under|over)$/i.test(priorWords[i - 1] ?? "")) break;
      if (PRICE_UNIT.test(word)) break;
      leading.unshift(word);
    }
    while (leading.length > 0 && /^(?:a|an|the|and|or|&|\+)$/i.test(leading[0] ?? "")) leading.shift();
    // "happy hour 6-8 all pints £3" under another headline: the deal is the happy hour's, and holds
    // only in its hours.
    const happyHour =
      /\bhappy (?:hours?|hrs?)\s+(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?[-–]\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?):?\s+((?:\S+\s+){1,4})$/i.exec(
        text.slice(0, start),
      );
    if (
      happyHour &&
      leading.length > 0 &&
      happyHour[2]!.trim().split(/\s+/).length === leading.length &&
      !headlineWords.has("happy")
    )
      leading.unshift("Happy", "hour", `${happyHour[1]!.replace(/\s/g, "")}:`);
    // Hours with nothing named before them stay the badge's: "thurs 8-10 £2" is "£2", and so is
    // "roast 12-3 and 6-8 £14.95" (the badge has both sittings).
    if (leading.length === 1 && /^\d/.test(leading[0] ?? "")) leading.length = 0;
    // Words the headline already says are not repeated beside the price ("Sunday roast £16.95" →
    // "£16.95", "Valentine's dinner for two £45" → "For two £45").
    while (leading.length > 0 && headlineWords.has(plain(leading[0] ?? ""))) leading.shift();
    // ("Sunday roast is back 12-4 £15.50": once the headline's words go, the hours are the badge's too.)
    if (leading.length === 1 && /^\d/.test(leading[0] ?? "")) leading.length = 0;
    const line = [...leading, price, ...following].join(" ").trim();
    offers.push((line.charAt(0).toUpperCase() + line.slice(1)).replace(/\u00a0/g, " "));
  }
  return [...new Set(offers)];
}
