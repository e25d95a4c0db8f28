/**
 * Are the facts right? Every fact the brief gives must be in the post as given (the price with
 * what it is for, the time, the day or date, the names), and nothing may be stated as fact that no
 * source gave: no price, offer, time, day, event, occasion or fixture the brief did not mention,
 * sport only when the post is about sport, and weather only from a real forecast.
 */

import { addLondonDays, nextDayOfMonth, nextOrdinalDay, ordinal } from "~/lib/time";
import {
  type DateFact,
  type DayFact,
  normaliseAmount,
  PRICE,
  readDates,
  readDays,
  readFacts,
  readPrices,
  readTeams,
  readTimes,
  splitAtHappenings,
  type TextFacts,
  type TimeFact,
  weekdayNumber,
} from "./brief-facts";
import {
  anyOf,
  DISHES,
  DRINKS,
  EVENTS,
  escapeRegExp,
  MONTH_NAMES,
  OCCASIONS,
  OFFERS,
  ON_TV,
  OWN_HAPPENING,
  SPORT_HASHTAGS,
  SPORT_WORDS,
  TEAM_ALIASES,
  tidyBrief,
  WEEKDAY_NAMES,
} from "./brief-words";
import { quote, sentencesOf } from "./check-prose";
import type { CheckSources, QualityProblem } from "./writing-check";

/** The text with a match's span blanked out, so a later, less specific pattern cannot read it again. */
function blankedOut(text: string, match: RegExpExecArray): string {
  return text.slice(0, match.index) + " ".repeat(match[0].length) + text.slice(match.index + match[0].length);
}

/** Keeps the post apart from its headline and call to action through one tidy. */
const SPLIT = "\u2063§\u2063";

const weekdayOfDate = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The weekday of the next "12 December" from today (undefined for a day no month has, "31 June"). */
function weekdayOfNext(today: string, day: number, month: number): number | undefined {
  const date = nextDayOfMonth(today, day, month);
  return date === undefined ? undefined : weekdayOfDate(date);
}

/** "Monday 8th", "Sat 12 December": a weekday with the date it falls on (never "Friday 12-6"). */
const MONTH_WORD =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAY_THEN_DATE = new RegExp(
  `\\b((?:mon|tues|wednes|thurs|fri|satur|sun)day),? (?:the )?(\\d{1,2})(?:(?:st|nd|rd|th)\\b(?: (?:of )?(${MONTH_WORD})\\b)?| (?:of )?(${MONTH_WORD})\\b)`,
  "gi",
);

const OCCASION_DAYS =
  /\b(?:christmas eve|christmas day|boxing day|new year'?s eve|new year'?s day|good friday|easter (?:sunday|monday)|bank holiday monday)\b/gi;

const OLD_PRICE = /\b(?:was|previously|used to be|down from|up from|reduced from|instead of)\s+/i;

/** Occasions that fix the month of a date given without one ("halloween party sat 31st"). */
const OCCASION_MONTHS: Array<[RegExp, number]> = [
  [/\bburns\b/i, 1],
  [/\bvalentine/i, 2],
  [/\bst\.? ?patrick'?s? day\b|\bst\.? ?paddy'?s? day\b/i, 3],
  [/\bst\.? ?george'?s? day\b/i, 4],
  [/\bhalloween\b/i, 10],
  [/\b(?:bonfire|fireworks|guy fawkes|remembrance (?:sunday|day|service|parade))\b/i, 11],
  [/\b(?:christmas|xmas|boxing day|new year'?s eve|nye)\b/i, 12],
  [/\bnew year'?s day\b/i, 1],
];

function monthNumber(word: string): number {
  return MONTH_NAMES.findIndex((name) => name.toLowerCase().startsWith(word.toLowerCase().slice(0, 3))) + 1;
}

/** The date a "8th" (or "8th December") means from today: this month's, or the next one's once passed. */
function dateOfDay(today: string, day: number, month?: number): string | undefined {
  if (day < 1 || day > 31) return undefined;
  return month ? nextDayOfMonth(today, day, month) : nextOrdinalDay(today, day);
}

const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/(?:ies)$/, "y")
    .replace(/(?:es|s)$/, "");

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Synonyms that say what a price is for just as well ("£25pp" and "£25 per person"). */
const SAME_FOR: string[][] = [
  ["pp", "person", "head", "each", "people", "adult"],
  ["pint", "beer", "lager", "ale", "drink"],
  ["ticket", "entry", "entrance", "door", "admission"],
  ["kid", "child", "children", "under"],
  ["course", "menu"],
];

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []).map(stem);
}

/** True when a piece of the post names what the price is for. */
function saysWhatFor(text: string, forWords: string[]): boolean {
  const present = wordsOf(text);
  return forWords.some((word) => {
    const wanted = stem(word);
    const group = SAME_FOR.find((family) => family.some((member) => stem(member) === wanted));
    const forms = group ? group.map(stem) : [wanted];
    return present.some((have) =>
      forms.some((form) => have === form || (form.length >= 5 && editDistanceAtMostOne(have, form))),
    );
  });
}

/** True when the post names something the way the brief does, allowing a slip of one letter in a long word. */
function names(text: string, written: RegExp, name: string): boolean {
  if (written.test(text)) return true;
  const wanted = name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3 && !/^(?:the|and)$/.test(word));
  if (wanted.length === 0) return false;
  const present = text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  return wanted.every((word) =>
    present.some((have) => have === word || (word.length >= 5 && editDistanceAtMostOne(have, word))),
  );
}

/** "man utd" and "Manchester United", "arsnal" and "Arsenal": the same side. */
function sameTeam(left: string, right: string): boolean {
  if (left.includes(right) || right.includes(left)) return true;
  if (TEAM_ALIASES.some((group) => group.includes(left) && group.includes(right))) return true;
  const a = left.split(/\s+/);
  const b = right.split(/\s+/);
  return (
    a.length === b.length &&
    a.every((word, index) => word.length >= 5 && editDistanceAtMostOne(word, b[index]!))
  );
}

function minutesMatch(left: TimeFact, right: TimeFact): boolean {
  return left.minutes.some((minute) => right.minutes.includes(minute));
}

function sameDate(left: DateFact, right: DateFact): boolean {
  return (
    left.day === right.day &&
    (left.month === undefined || right.month === undefined || left.month === right.month)
  );
}

interface Allowed {
  weekdays: Set<number>;
  today: boolean;
  tomorrow: boolean;
  weekend: boolean;
  dates: DateFact[];
  times: TimeFact[];
}

/** What the post may say about when, from the brief (and the fixtures, when it may talk sport). */
function allowedWhen(brief: TextFacts, sources: CheckSources, sport: boolean): Allowed {
  const today = sources.today;
  const todayWeekday = today ? weekdayOfDate(today) : undefined;
  const tomorrowWeekday = todayWeekday === undefined ? undefined : (todayWeekday + 1) % 7;
  const allowed: Allowed = {
    weekdays: new Set(),
    today: false,
    tomorrow: false,
    weekend: false,
    dates: [...brief.dates],
    times: [...brief.times],
  };
  const allow = (weekday: number | undefined) => {
    if (weekday === undefined) return;
    allowed.weekdays.add(weekday);
    if (weekday === todayWeekday) allowed.today = true;
    if (weekday === tomorrowWeekday) allowed.tomorrow = true;
    if (weekday === 0 || weekday === 6 || weekday === 5) allowed.weekend = true;
  };
  for (const day of brief.days) {
    if (day.relative === "today") {
      allowed.today = true;
      allow(todayWeekday);
    } else if (day.relative === "tomorrow") {
      allowed.tomorrow = true;
      allow(tomorrowWeekday);
    } else if (day.relative === "weekend") {
      allowed.weekend = true;
      allow(5);
      allow(6);
      allow(0);
    } else if (day.relative === "weekdays") {
      for (let weekday = 1; weekday <= 5; weekday++) allow(weekday);
    } else if (day.relative === "daily") {
      for (let weekday = 0; weekday < 7; weekday++) allow(weekday);
      allowed.today = allowed.tomorrow = allowed.weekend = true;
    } else allow(day.weekday);
  }
  if (today) {
    for (const date of brief.dates) {
      if (date.month) allow(weekdayOfNext(today, date.day, date.month));
    }
  }
  if (sport) {
    for (const fixture of sources.fixtures ?? []) {
      if (fixture.date) {
        allow(weekdayOfDate(fixture.date));
        const [, month, day] = fixture.date.split("-").map(Number) as [number, number, number];
        allowed.dates.push({ said: fixture.date, day, month });
      }
      if (fixture.kickoff) allowed.times.push(...readTimes(fixture.kickoff));
    }
  }
  return allowed;
}

/** Does the post say the brief's day? */
function saysDay(day: DayFact, post: { days: DayFact[]; dates: DateFact[] }, today?: string): boolean {
  const todayWeekday = today ? weekdayOfDate(today) : undefined;
  const tomorrowWeekday = todayWeekday === undefined ? undefined : (todayWeekday + 1) % 7;
  const has = (relative: DayFact["relative"]) => post.days.some((said) => said.relative === relative);
  const hasWeekday = (weekday: number | undefined) =>
    weekday !== undefined &&
    (post.days.some((said) => said.weekday === weekday) ||
      (today !== undefined &&
        post.dates.some((date) => date.month && weekdayOfNext(today, date.day, date.month) === weekday)));
  switch (day.relative) {
    case "today":
      return has("today") || hasWeekday(todayWeekday);
    case "tomorrow":
      return has("tomorrow") || hasWeekday(tomorrowWeekday);
    case "weekend":
      return has("weekend") || hasWeekday(6) || hasWeekday(0);
    case "weekdays":
      return has("weekdays") || [1, 2, 3, 4, 5].every(hasWeekday);
    case "daily":
      return has("daily");
    default:
      return (
        hasWeekday(day.weekday) ||
        (day.weekday === todayWeekday && has("today")) ||
        (day.weekday === tomorrowWeekday && has("tomorrow"))
      );
  }
}

/** A side of "X v Y" that is a date or a day, not a team. */
const MONTH_OR_DAY =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Tonight|Today|Tomorrow)\b/;

const FIXTURE =
  /\b([A-Z][\p{L}'.&-]*(?:\s+[A-Z][\p{L}'.&-]*){0,3})\s+(?:v|vs\.?)\s+([A-Z][\p{L}'.&-]*(?:\s+[A-Z][\p{L}'.&-]*){0,3})/gu;

/** Weather said as today's weather: [family, pattern]. A conditional ("if the sun's out") is not a claim. */
const WEATHER: Array<[string, RegExp]> = [
  [
    "rain",
    /\b(?:rain(?:ing|y|s)?|drizzl\w*|downpour|pouring|chucking it down|showers|wet (?:one|day|weather|out|outside|night)|it'?s wet|umbrellas?)\b/i,
  ],
  ["sun", /\b(?:sun(?:'s| is) (?:out|shining)|sunshine|sunny|scorcher|heatwave|blue skies?)\b/i],
  [
    "hot",
    /\b(?:(?:hot|boiling|roasting|sweltering|warm) (?:out|outside|out there|today)|it'?s (?:hot|boiling|roasting|sweltering))\b/i,
  ],
  [
    "cold",
    /\b(?:(?:cold|chilly|freezing|baltic|nippy|frosty|icy) (?:out|outside|out there|today|tonight|snap)|it'?s (?:cold|chilly|freezing|baltic|nippy|frosty)|frost)\b/i,
  ],
  ["snow", /\bsnow(?:ing|y|'s| is)?\b/i],
  ["wind", /\b(?:windy|blowing a gale|gales?|gusts?|gusty|blustery)\b/i],
  ["cloud", /\b(?:cloudy|overcast|grey (?:skies|sky|day|old day|out))\b/i],
  ["temperature", /\b-?\d{1,2} ?(?:°C|°|degrees)/i],
];
const CONDITIONAL =
  /\b(?:if|whatever|whether|rain or shine|come rain|weather permitting|fingers crossed|hopefully|should|when the|in case|any weather|all weathers?)\b/i;
const FAMILY_OF: Record<string, string[]> = {
  rain: ["rain", "cloud", "wind"],
  sunny: ["sun", "hot"],
  hot: ["sun", "hot"],
  cold: ["cold", "cloud", "wind"],
  snow: ["snow", "cold", "cloud"],
  windy: ["wind", "cloud", "cold"],
  cloudy: ["cloud"],
};

function weatherProblems(
  post: string,
  briefFamilies: Set<string>,
  sources: CheckSources,
  problems: QualityProblem[],
): void {
  for (const line of post.split("\n")) {
    for (const sentence of sentencesOf(line)) {
      if (CONDITIONAL.test(sentence)) continue;
      const families = WEATHER.filter(([, pattern]) => pattern.test(sentence)).map(([family]) => family);
      const claimed = families.filter((family) => !briefFamilies.has(family));
      if (claimed.length === 0) continue;
      const weather = sources.weather;
      if (!weather?.isForecast) {
        problems.push({
          code: "weather_not_forecast",
          message: weather
            ? `${quote(sentence)} says what the weather is doing, but we only have climate averages for your area, not a forecast.`
            : `${quote(sentence)} says what the weather is doing, but there is no forecast to go on.`,
        });
        continue;
      }
      const fits = FAMILY_OF[weather.condition] ?? [];
      const wrong = claimed.find((family) => family !== "temperature" && !fits.includes(family));
      const degrees = /(-?\d{1,2}) ?(?:°C|°|degrees)/i.exec(sentence);
      if (wrong || (degrees && Math.abs(Number(degrees[1]) - weather.temperatureC) > 1)) {
        problems.push({
          code: "weather_mismatch",
          message: `${quote(sentence)} doesn't match the forecast (${weather.condition}, ${Math.round(weather.temperatureC)}°C).`,
        });
      }
    }
  }
}

/** Sports a pub may play itself or show: the brief says which by naming a screen or a channel. */
const PLAYED_OR_SHOWN = /\b(?:darts|snooker|boxing(?! day)|fight night)\b/i;
/** What says a match is on the telly, in a post. */
const BROADCAST =
  /\b(?:big screens?|screens?|telly|tv|(?<!\bthe )sky(?: sports)?|tnt(?: sports)?|bt sport|bbc|itv|dazn|live on|on the box|sound up)\b/i;

/**
 * What the check holds every post of one answer to, worked out from the sources alone: the tidied
 * brief and what it allows (times, days, dates, teams, weather, offers, events, occasions). The
 * three posts of an answer share it rather than each reading the brief again.
 */
export interface BriefAllowance {
  /** The brief with typos and shorthand put right. */
  briefText: string;
  /** The brief's words, stemmed, for dishes and drinks said in other words ("roast" for "Sunday roast"). */
  briefWords: Set<string>;
  sport: boolean;
  allowed: Allowed;
  amounts: Set<string>;
  teams: string[];
  listed: string[];
  weatherFamilies: Set<string>;
  offersGiven: Set<(typeof OFFERS)[number]>;
  namedGiven: Set<(typeof EVENTS)[number]>;
  /** Happenings with a time of their own inside the brief's event ("meet the brewer from 7"). */
  happenings: Array<{ name: string; words: string[]; minutes: number[] }>;
}

/** The brief's clauses that are a happening with its own time: "meet the brewer from 7". */
function happeningsOf(briefText: string): BriefAllowance["happenings"] {
  const clauses = briefText.split(/[,;\n]|\.(?:\s|$)|\s[-–]\s/).flatMap(splitAtHappenings);
  if (clauses.length < 2) return [];
  return clauses.flatMap((clause) => {
    const text = clause.trim();
    const times = readTimes(text);
    if (!OWN_HAPPENING.test(text) || times.length === 0) return [];
    const name = text.replace(/\s+(?:from|at|@|till|until)?\s*\d.*$/i, "").trim();
    const words = wordsOf(name).filter((word) => word.length > 3);
    return words.length > 0 ? [{ name, words, minutes: times.flatMap((time) => time.minutes) }] : [];
  });
}

export function briefAllowance(sources: CheckSources, brief: TextFacts): BriefAllowance {
  const briefText = tidyBrief(sources.brief);
  const sport = brief.aboutSport || sources.refinements?.angle === "match_day";
  const given = (entry: { said: RegExp; written?: RegExp }) =>
    entry.said.test(briefText) || (entry.written ?? entry.said).test(briefText);
  return {
    briefText,
    briefWords: new Set(wordsOf(briefText)),
    sport,
    allowed: allowedWhen(brief, sources, sport),
    amounts: new Set(brief.prices.map((price) => normaliseAmount(price.amount))),
    teams: sport ? readTeams(briefText).map((team) => team.toLowerCase()) : [],
    listed: (sources.fixtures ?? []).map((fixture) => fixture.text.toLowerCase()),
    weatherFamilies: new Set(
      WEATHER.filter(([, pattern]) => pattern.test(briefText)).map(([family]) => family),
    ),
    offersGiven: new Set(OFFERS.filter(given)),
    namedGiven: new Set([...OCCASIONS, ...EVENTS].filter(given)),
    happenings: happeningsOf(briefText),
  };
}

/** Every word of a name ("Sunday roast", "Timothy Taylor's Landlord") starts with a capital, small words aside. */
function hasCapitals(text: string): boolean {
  return text
    .split(/\s+/)
    .filter((word, index) => index === 0 || !/^(?:the|and|of|&|a|an|on|in|at|for|with|to|v)$/i.test(word))
    .every((word) => !/^\p{Ll}/u.test(word) || /^(?:the)$/.test(word));
}

/**
 * The news a post is for, which must survive into it: [what the brief says, what the post may write].
 * "Christmas party bookings now open" without "bookings now open" is a post about nothing new.
 */
const ANNOUNCEMENTS: Array<{ said: RegExp; written: RegExp }> = [
  {
    said: /\bbookings? (?:are |is )?(?:now )?open\b/i,
    written: /\bbookings? (?:are |is )?(?:now )?open\b|\btaking bookings\b/i,
  },
  {
    said: /\b(?:now )?taking bookings\b/i,
    written: /\btaking bookings\b|\bbookings? (?:are |is )?(?:now )?open\b/i,
  },
  { said: /\btickets? (?:are |now )*on sale\b/i, written: /\btickets? (?:are |now )*on sale\b/i },
  {
    said: /(?<!\b(?:booking|bookings|deposit|id|cash|card|experience|reservation|reservations|nothing|no|not) )\b(?:wanted|needed)\b/i,
    written: /\b(?:wanted|needed|required|hiring|looking for)\b/i,
  },
  { said: /\bre-?open(?:ing|s|ed)?\b/i, written: /\bre-?open/i },
];

/** A price run straight into a booking instruction. */
const PRICE_GLUED =
  /(?:£\s?\d[\d,]*(?:\.\d{1,2})?|\b\d{1,3}p\b)(?:\s?(?:pp|per person|per head|a head|each))?,?\s+(?:booking|bookings|book|reservations?|tables?)\s+(?:(?:is|are|now)\s+)?(?:recommended|essential|advised|required|needed|early|ahead|now|open)\b/i;

/** Lines that sell a week of different nights. */
const ROUND_UP =
  /\bpick (?:a|your) night\b|\bcome to them all\b|\byour week\b[^.!?\n]{0,40}\bsorted\b|\bevery night has\b/i;

/** Generic words a post may use for food and drink whatever the brief says. */
const ANY_FOOD = new Set(["pints"]);

/**
 * Dishes and drinks the post names that the brief did not ("crispy roast potatoes" on a Mother's
 * Day lunch): most specific first, each span read once, and a dish said in the brief's own words
 * in another order ("roast sunday" for "Sunday roast") is the brief's.
 */
function inventedFood(content: string, allowance: BriefAllowance, problems: QualityProblem[]): void {
  if (!FOOD_MAY_MATCH.some((pattern) => pattern.test(content))) return;
  // The address and contact lines are the pub's, not a menu.
  let unread = content
    .split("\n")
    .filter((line) => !/^\s*(?:📍|📞|🔗|🌐)/u.test(line))
    .join("\n");
  for (const entry of [...DISHES, ...DRINKS]) {
    if (ANY_FOOD.has(entry.name)) continue;
    const match = entry.said.exec(unread);
    if (!match) continue;
    unread = blankedOut(unread, match);
    const given =
      entry.said.test(allowance.briefText) ||
      (entry.written ?? entry.said).test(allowance.briefText) ||
      wordsOf(match[0]).every((word) => allowance.briefWords.has(word));
    if (!given)
      problems.push({
        code: "invented_food",
        message: `${quote(match[0])} isn't on your brief: say only the food and drink you gave.`,
      });
  }
}

const FOOD_MAY_MATCH = anyOf([...DISHES, ...DRINKS].map((entry) => entry.said));

/** Any event or occasion at all: most posts name none, and are then read once rather than per entry. */
const NAMED_MAY_MATCH = anyOf([...OCCASIONS, ...EVENTS].map((entry) => entry.said));

/** Problems with the facts of one post against its sources. */
export function factProblems(
  post: { content: string; headline: string; callToAction: string; hashtags: string[] },
  sources: CheckSources,
  brief: TextFacts,
  allowance: BriefAllowance = briefAllowance(sources, brief),
): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const { sport, allowed } = allowance;
  // One tidy for the three texts: the post, and its headline and call to action ("extra").
  const [content = "", extra = ""] = tidyBrief(
    `${post.content}\n${SPLIT}\n${post.headline}\n${post.callToAction}`,
  ).split(`\n${SPLIT}\n`);
  // A headline cut short ("…doing the Boxing…") ends on half a name: its last word is not read alone.
  const said = `${content}\n${extra.replace(/\s*[^\s…]+…/g, "…")}`;
  const sentences = content.split("\n").flatMap(sentencesOf);
  const amountsIn = sentences.map((sentence) =>
    [...sentence.matchAll(PRICE)].map((match) => normaliseAmount(match[0])),
  );

  // Every price as written, with what it is for.
  const postPrices = readPrices(content);
  for (const price of brief.prices) {
    const wanted = normaliseAmount(price.amount);
    const found = postPrices.filter((have) => normaliseAmount(have.amount) === wanted);
    if (found.length === 0) {
      const value = Number.parseFloat(wanted.replace(/[£,p]/g, ""));
      const changed = postPrices.find(
        (have) => Number.parseFloat(normaliseAmount(have.amount).replace(/[£,p]/g, "")) === value,
      );
      problems.push(
        changed
          ? {
              code: "price_changed",
              message: `Your price "${price.amount}" is written as "${changed.amount}": keep it as you wrote it.`,
            }
          : {
              code: "missing_price",
              message: `Your price "${price.amount}" isn't in the post (you wrote ${quote(price.said, 90)}).`,
            },
      );
      continue;
    }
    if (price.forWords.length === 0) continue;
    // "now £15.95 was £14.50": an old price is for the same thing as the new one beside it.
    if (new RegExp(`${OLD_PRICE.source}${escapeRegExp(price.amount)}`, "i").test(price.said)) continue;
    const pieces = sentences.filter((_, index) => amountsIn[index]!.includes(wanted));
    if (!pieces.some((piece) => saysWhatFor(piece, price.forWords))) {
      problems.push({
        code: "price_without_item",
        message: `"${price.amount}" doesn't say what it's for: you wrote ${quote(price.said, 90)}.`,
      });
    }
  }
  // A price sits with what it is for, never glued to an instruction ("£16.95 booking recommended").
  for (const line of content.split("\n")) {
    const glued = PRICE_GLUED.exec(line);
    if (glued)
      problems.push({
        code: "price_glued",
        message: `${quote(glued[0])} runs a price into a booking note: put the price with what it's for.`,
      });
  }
  const postTimes = readTimes(content);
  const saidTimes = [...postTimes, ...readTimes(extra)];
  for (const time of brief.times) {
    if (!postTimes.some((have) => minutesMatch(time, have))) {
      problems.push({ code: "missing_time", message: `Your time "${time.said}" isn't in the post.` });
    }
  }
  const postWhen = { days: readDays(content), dates: readDates(content) };
  const saidDays = [...postWhen.days, ...readDays(extra)];
  const saidDates = [...postWhen.dates, ...readDates(extra)];
  for (const day of brief.days) {
    if (!saysDay(day, postWhen, sources.today)) {
      problems.push({ code: "missing_day", message: `Your day "${day.said}" isn't in the post.` });
    }
  }
  for (const date of brief.dates) {
    if (!postWhen.dates.some((have) => sameDate(date, have))) {
      problems.push({ code: "missing_date", message: `Your date "${date.said}" isn't in the post.` });
    }
  }
  for (const name of brief.names) {
    if (!names(content, name.written, name.name)) {
      const what = {
        team: "team",
        act: "act",
        person: "person",
        dish: "dish",
        drink: "drink",
        event: "event",
        occasion: "occasion",
        competition: "competition",
        channel: "channel",
      }[name.kind];
      problems.push({
        code: "missing_name",
        message: `Your ${what} "${name.name}" isn't named in the post.`,
      });
    }
  }

  // Names of acts, people and brands with their capitals: "The Rusty Nails", "ask for Mike", "Landlord".
  for (const name of brief.names) {
    const proper = name.kind === "act" || name.kind === "person" || /^[A-Z]/.test(name.name);
    if (!proper || !["act", "person", "drink"].includes(name.kind)) continue;
    const pattern = new RegExp(name.written.source, `${name.written.flags.replace("g", "")}g`);
    const found = [...content.matchAll(pattern)].map((match) => match[0]);
    if (found.length > 0 && !found.some(hasCapitals)) {
      problems.push({
        code: "name_case",
        message: `${quote(found[0]!)} is a name: write it with capitals, as "${name.name}".`,
      });
    }
  }
  // One day's plans are not a week's round-up: "pick a night" needs two nights to pick from.
  const roundUp = ROUND_UP.exec(content);
  if (roundUp) {
    const days = new Set([
      ...brief.days.map((day) => day.relative ?? String(day.weekday)),
      ...brief.dates.map((date) => `${date.day}/${date.month ?? ""}`),
      // "christmas eve … xmas day …": days named by their occasion count too.
      ...[...allowance.briefText.matchAll(OCCASION_DAYS)].map((match) => match[0].toLowerCase()),
    ]);
    if (days.size < 2)
      problems.push({
        code: "round_up_of_one",
        message: `${quote(roundUp[0])} reads like a week of events, but your brief is about one day.`,
      });
  }
  // The brief's news, which is the reason for the post: "bookings now open", "chef wanted".
  for (const news of ANNOUNCEMENTS) {
    const match = news.said.exec(allowance.briefText);
    if (match && !news.written.test(content)) {
      problems.push({
        code: "missing_announcement",
        message: `Your news "${match[0]}" isn't in the post.`,
      });
    }
  }

  // Nothing stated that no source gave.
  inventedFood(content, allowance, problems);
  for (const match of said.matchAll(PRICE)) {
    if (!allowance.amounts.has(normaliseAmount(match[0]))) {
      problems.push({ code: "invented_price", message: `"${match[0]}" is a price you didn't give.` });
    }
  }
  for (const offer of OFFERS) {
    const written = offer.written ?? offer.said;
    const match = written.exec(said);
    if (match && !allowance.offersGiven.has(offer)) {
      problems.push({ code: "invented_offer", message: `"${match[0]}" is an offer you didn't mention.` });
    }
  }
  for (const time of saidTimes) {
    if (!allowed.times.some((have) => minutesMatch(time, have))) {
      problems.push({ code: "invented_time", message: `"${time.said}" is a time you didn't give.` });
    }
  }
  for (const day of saidDays) {
    const ok =
      day.relative === "today"
        ? allowed.today
        : day.relative === "tomorrow"
          ? allowed.tomorrow
          : day.relative === "weekend"
            ? allowed.weekend
            : day.relative === "daily"
              ? brief.days.some((given) => given.relative === "daily" || given.every)
              : day.relative === "weekdays"
                ? [1, 2, 3, 4, 5].every((weekday) => allowed.weekdays.has(weekday))
                : allowed.weekdays.has(day.weekday!);
    if (!ok) problems.push({ code: "invented_day", message: `"${day.said}" is a day you didn't give.` });
  }
  for (const date of saidDates) {
    if (!allowed.dates.some((have) => sameDate(date, have))) {
      problems.push({ code: "invented_day", message: `"${date.said}" is a date you didn't give.` });
    }
  }

  // Sport only when the post is about sport, a fixture only from the brief or the TV list, and once.
  // A date before the other side is no team ("12th January v The Bell"); a match the brief itself
  // names is the landlord's own ("home game v the bell" at a pool night).
  const briefSaid = tidyBrief(sources.brief).toLowerCase();
  const fixtures = [...said.matchAll(FIXTURE)]
    .filter((match) => !MONTH_OR_DAY.test(match[1]!) && !briefSaid.includes(` v ${match[2]!.toLowerCase()}`))
    .map((match) => match[0]);
  const sportTag = post.hashtags.find((tag) => SPORT_HASHTAGS.test(tag));
  if (!sport) {
    const word = SPORT_WORDS.exec(said)?.[0];
    const mention = fixtures[0] ?? word ?? sportTag;
    if (mention) {
      problems.push({
        code: "unasked_sport",
        message: `Brings in sport (${quote(mention)}) when your post isn't about sport.`,
      });
    }
  } else {
    const { teams: briefTeams, listed } = allowance;
    const counts = new Map<string, number>();
    for (const fixture of fixtures) {
      const sides = readTeams(fixture).map((team) => team.toLowerCase());
      const fromBrief =
        sides.length > 0 && sides.every((team) => briefTeams.some((known) => sameTeam(known, team)));
      if (fromBrief) continue;
      const fromList = listed.find((text) => sides.every((team) => text.includes(team)));
      if (!fromList) {
        problems.push({
          code: "invented_fixture",
          message: `"${fixture}" isn't a fixture you mentioned or one on the TV list.`,
        });
        continue;
      }
      counts.set(fromList, (counts.get(fromList) ?? 0) + 1);
    }
    for (const [fixture, count] of counts) {
      if (count > 1)
        problems.push({
          code: "sport_repeated",
          message: `"${fixture}" is mentioned ${count} times; once is enough.`,
        });
    }
  }

  // Darts, snooker or boxing may be played here or shown: a screen or a broadcaster only from a source.
  if (PLAYED_OR_SHOWN.test(allowance.briefText) && !ON_TV.test(allowance.briefText)) {
    const fromList = allowance.listed.some((fixture) => said.toLowerCase().includes(fixture));
    const broadcast = BROADCAST.exec(said);
    if (broadcast && !fromList)
      problems.push({
        code: "invented_broadcast",
        message: `${quote(broadcast[0])} says it's on the telly, which you didn't say.`,
      });
  }

  // "Monday 8th" when the 8th is a Tuesday: a reader cannot tell which the landlord meant.
  if (sources.today) {
    for (const match of content.matchAll(WEEKDAY_THEN_DATE)) {
      const named = weekdayNumber(match[1]!);
      const day = Number(match[2]);
      const monthWord = match[3] ?? match[4];
      // The month typed, else each the brief's occasions name ("st georges crypt" is no April), else none.
      const months: Array<number | undefined> = monthWord
        ? [monthNumber(monthWord)]
        : [
            ...OCCASION_MONTHS.filter(([said]) => said.test(allowance.briefText)).map(([, month]) => month),
            undefined,
          ];
      const dates = months.flatMap((month) => {
        const date = dateOfDay(sources.today!, day, month);
        if (!date) return [];
        // With a month, this year's may be meant (a Halloween post written late); with none, or one
        // taken from an occasion ("nye … back open sat 2nd"), the month after may be.
        const thisYear = month
          ? `${sources.today!.slice(0, 4)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
          : undefined;
        const following = monthWord ? undefined : dateOfDay(addLondonDays(date, 1), day);
        return [date, thisYear, following].filter((found): found is string => Boolean(found));
      });
      const first = dates[0];
      if (named === undefined || !first || dates.some((date) => weekdayOfDate(date) === named)) continue;
      problems.push({
        code: "weekday_date_mismatch",
        message: `${quote(match[0])}: the ${ordinal(day)} is a ${WEEKDAY_NAMES[weekdayOfDate(first)]}. Check the day or the date.`,
      });
    }
  }

  // "meet the brewer from 7": that time is the brewer's, not the takeover's ("Tap takeover: Friday, from 7").
  for (const happening of allowance.happenings) {
    for (const line of content.split("\n")) {
      const colon = line.indexOf(": ");
      if (colon < 0 || wordsOf(line).some((word) => happening.words.includes(word))) continue;
      // A listed fixture's own kick-off is the fixture's, whatever else happens at that hour.
      if (allowance.listed.some((fixture) => line.toLowerCase().includes(fixture))) continue;
      const when = readTimes(line.slice(colon + 2));
      if (when.some((time) => time.minutes.some((minute) => happening.minutes.includes(minute))))
        problems.push({
          code: "time_on_wrong_thing",
          message: `${quote(line)} gives ${happening.name}'s time to something else: keep the time with ${quote(happening.name)}.`,
        });
    }
  }

  // Events and occasions only when the brief (or the angle chosen) names them.
  // Most specific first, each span once: "Christmas party season" is one mention, not two.
  let unread = said;
  const mentioned = (table: typeof EVENTS, code: string, allowed: (name: string) => boolean) => {
    if (!NAMED_MAY_MATCH.some((pattern) => pattern.test(unread))) return;
    for (const entry of table) {
      const match = entry.said.exec(unread);
      if (!match) continue;
      unread = blankedOut(unread, match);
      if (allowance.namedGiven.has(entry) || allowed(entry.name)) continue;
      problems.push({ code, message: `Mentions ${quote(match[0])}, which you didn't ask for.` });
    }
  };
  mentioned(OCCASIONS, "unasked_occasion", () => false);
  mentioned(EVENTS, "unasked_event", (name) => name === "quiz" && sources.refinements?.angle === "quiz");
  weatherProblems(content, allowance.weatherFamilies, sources, problems);
  return problems;
}

export { readFacts, WEEKDAY_NAMES, weekdayNumber };
