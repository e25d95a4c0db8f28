import { type Analysis, capitalise, emptyAnalysis } from "./analysis.server";
import { clock } from "./calendar.server";
import {
  CALL_TO_ACTION_CLAUSE,
  CHANNELS,
  COMPETITIONS,
  DRINKS,
  EXTRAS,
  FOODS,
  INTENT_KEYWORDS,
  INTENTS,
  type Intent,
  MONTHS,
  OCCASIONS,
  SPORT_WORDS,
  STOP_WORDS,
  WEEKDAYS,
} from "./lexicon.server";
import { subjectFor } from "./subject.server";
import { sportOfTeams, takeTeams } from "./teams.server";

/**
 * Reads a brief the way a copywriter would: what it is about (the intent) and the facts to carry
 * over exactly (day, time, prices, prize, act, dishes, teams, extras). Facts are masked out of the
 * working text as they are found, so "Sunday roast" never also counts as the day "Sunday", and
 * whatever is left over in a clause with real words in it is kept as a detail of its own.
 */
class Masked {
  /** Everything understood so far blanked out. */
  text: string;
  /** Only the facts that get a line of their own blanked out (dishes and intent words stay). */
  facts: string;
  constructor(source: string) {
    this.text = source;
    this.facts = source;
  }
  mask(start: number, end: number, isFact = true): void {
    const blank = (text: string) => text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
    this.text = blank(this.text);
    if (isFact) this.facts = blank(this.facts);
  }
  /** The first match (non-global pattern), masked out. */
  take(pattern: RegExp, isFact = true): RegExpExecArray | null {
    const match = pattern.exec(this.text);
    if (match) this.mask(match.index, match.index + match[0].length, isFact);
    return match;
  }
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, "")
    .trim();

const TIME_RANGE =
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|till|til|until)\s*(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|late|close|midnight)\b/i;
const TIME_PREFIXED =
  /\b(from|at|kick[- ]?off(?: at| is)?|ko|doors(?: open)?(?: at)?|starts?(?: at)?|starting(?: at)?)\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday)(?![\d£%])/i;
const TIME_SINGLE =
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:noon|midday|midnight)\b/i;
/** True when a fact segment is a time rather than a day (used when reading a post back). */
export const LOOKS_LIKE_TIME = /^(?:from |at |till |until )?\d|^(?:noon|midday|midnight)$/i;

function normaliseTime(raw: string): string {
  const lower = raw
    .toLowerCase()
    .replace(/\s+(am|pm)\b/, "$1")
    .replace(/\s+/g, " ")
    .trim();
  const prefixed =
    /^(from|at|kick[- ]?off(?: at| is)?|ko|doors(?: open)?(?: at)?|starts?(?: at)?|starting(?: at)?)\s+(.+)$/.exec(
      lower,
    );
  const time = prefixed ? (prefixed[1] === "from" ? `from ${prefixed[2]}` : prefixed[2]!) : lower;
  // "16:45" reads as "4:45pm" in a post; "8:30" stays as written (morning or evening, who knows).
  return time.replace(/\b(\d{1,2}):(\d{2})\b(?!\s*(?:am|pm))/g, (whole, hours: string) =>
    Number(hours) >= 12 || Number(hours) === 0 ? clock(whole) : whole,
  );
}

const WEEKDAY_PATTERN =
  /\b(?:(every|each|this|next)\s+)?(mon|tues|wednes|thurs|fri|satur|sun)day(s)?\b(?:\s+(night|afternoon|evening|lunchtime|morning))?(?:\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*)?)?/i;
const DATE_PATTERN =
  /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\b/i;
const RELATIVE_DAY = /\b(tonight|today|tomorrow(?: night)?|this weekend|all weekend|next weekend)\b/i;

function monthName(prefix: string): string {
  return MONTHS.find((month) => month.toLowerCase().startsWith(prefix.toLowerCase().slice(0, 3))) ?? prefix;
}

function takeDay(masked: Masked): string | undefined {
  const range = masked.take(
    /\b(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\s*(?:-|–|to|till|until)\s*(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b/i,
  );
  if (range) {
    const name = (prefix: string) =>
      WEEKDAYS.find((day) => day.toLowerCase().startsWith(prefix.toLowerCase().slice(0, 3)))!;
    return `${name(range[1]!)} to ${name(range[2]!)}`;
  }
  const weekday = masked.take(WEEKDAY_PATTERN);
  if (weekday) {
    const name = WEEKDAYS.find((day) => day.toLowerCase().startsWith(weekday[2]!.toLowerCase().slice(0, 3)))!;
    const every = weekday[1] && /every|each/i.test(weekday[1]) ? "every " : weekday[3] ? "every " : "";
    const next = weekday[1] && /next/i.test(weekday[1]) ? "next " : "";
    const part = weekday[4] ? ` ${weekday[4].toLowerCase()}` : "";
    const date = weekday[5] ? ` ${weekday[5]}${weekday[6] ? ` ${monthName(weekday[6])}` : ""}` : "";
    return `${every}${next}${name}${part}${date}`;
  }
  const date = masked.take(DATE_PATTERN);
  if (date) return `${date[1]} ${monthName(date[2]!)}`;
  const relative = masked.take(RELATIVE_DAY);
  return relative ? relative[1]!.toLowerCase() : undefined;
}

interface PriceFacts {
  prices: string[];
  prize?: string;
}

function takeMoney(masked: Masked): PriceFacts {
  const result: PriceFacts = { prices: [] };
  const money =
    /(?:\b(\d+)\s+for\s+)?£\s?(\d+(?:\.\d{1,2})?)(?:\s*(?:a|per)\s+(head|person|pint|plate|ticket|team|player|glass|bottle|card))?(?:\s+(entry|pp|each|on the door))?/gi;
  for (const match of [...masked.text.matchAll(money)]) {
    const start = match.index;
    const end = start + match[0].length;
    const after =
      /^\s*(bar tab|drinks? tab|voucher|gift card|cash prize|prize|jackpot|rollover(?: jackpot)?)\b/i.exec(
        masked.text.slice(end, end + 30),
      );
    const before = /(?:win|prize|prizes|worth|jackpot)\s*(?:of|:|is)?\s*(?:a|an)?\s*$/i.test(
      masked.text.slice(Math.max(0, start - 20), start),
    );
    const amount = `£${match[2]}`;
    if (after && !result.prize) {
      result.prize = `${amount} ${after[1]!.toLowerCase()}`;
      masked.mask(start, end + after[0].length);
    } else if (before && !result.prize) {
      result.prize = amount;
      masked.mask(start, end);
    } else {
      const ticket = /\b(tickets?|entry|entrance)\s*(?:are|is|:)?\s*$/i.exec(
        masked.text.slice(Math.max(0, start - 20), start),
      );
      const lead = match[1] ? `${match[1]} for ` : ticket ? `${ticket[1]!.toLowerCase()} ` : "";
      const per = match[3] ? ` a ${match[3].toLowerCase()}` : "";
      const tail = match[4] ? ` ${match[4].toLowerCase()}` : "";
      result.prices.push(`${lead}${amount}${per}${tail}`);
      masked.mask(start, end);
    }
  }
  if (!result.prize) {
    const best = masked.take(
      /\b(prizes?) for (?:the )?((?:best|top|winning|first|overall)\b[a-z0-9 ]{0,25}?)(?=[,.;!]|$| and )/i,
    );
    if (best)
      result.prize = `${best[1]!.toLowerCase() === "prize" ? "a prize" : "prizes"} for the ${best[2]!.trim()}`;
  }
  if (!result.prize) {
    const win = masked.take(
      /\b(?:win|winners? (?:get|take home|receive)|prizes?(?:\s+is)?\s*:?)\s+(?:(?:a|an|the)\s+)?([a-z0-9][^,.;!\n]{2,40})/i,
    );
    if (win && !/^for\b/i.test(win[1]!)) {
      result.prize = tidy(win[1]!.replace(/\s+(?:for the winners?|on offer|up for grabs)$/i, ""));
    }
  }
  return result;
}

function takeList(masked: Masked, table: Array<[string, RegExp]>, limit: number, isFact = true): string[] {
  const found: string[] = [];
  for (const [name, pattern] of table) {
    if (found.length >= limit) break;
    if (masked.take(pattern, isFact) && !found.includes(name)) found.push(name);
  }
  return found;
}

const ACT_REJECT =
  /^(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|march|april|may|june|july|aug|sept|oct|nov|dec|christmas|xmas|new year|halloween|easter|live|music|us|our|friends?|family|sky|tnt|bbc|itv|england|scotland|wales|ireland)\b/i;

function takeAct(masked: Masked): string | undefined {
  const patterns = [
    /\blive(?: music)?\s*:\s*((?:the\s+)?[A-Z][\w'’&.-]*(?:\s+(?:[A-Z][\w'’&.-]*|&|and|of|the)){0,4})/i,
    /\b(?:from|with|featuring|feat\.?|ft\.?|starring|by)\s+((?:[Tt]he\s+)?(?:DJ\s+)?[A-Z][\w'’&.-]*(?:\s+(?:[A-Z][\w'’&.-]*|&|and|of|the)){0,4})/,
    /\b(DJ\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)/,
    /((?:The\s+)?[A-Z][\w'’&.-]*(?:\s+[A-Z][\w'’&.-]*){0,3})\s+(?:live|are playing|is playing|playing live)\b/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(masked.text);
    if (!match) continue;
    const name = tidy(match[1]!.replace(/\s+(?:and|of|the|&)$/i, ""));
    if (!name || ACT_REJECT.test(name)) continue;
    const at = match.index + match[0].indexOf(match[1]!);
    masked.mask(at, at + match[1]!.length);
    return capitalise(name);
  }
  return undefined;
}

const INTENT_WORDS = new Set(
  (
    "quiz quizzes trivia bingo music band gig acoustic karaoke mic open opening closed closing hours match game " +
    "football rugby cricket darts screen screens showing watch watching sport sports party celebration celebrate " +
    "menu food kitchen served serving dinner lunch drinks drink pint pints roast event special specials fixture " +
    "kick kickoff doors start starts starting evening afternoon morning usual normal happy hour master team teams"
  ).split(" "),
);

/**
 * Clauses with real words left once everything understood is blanked out. The kept text runs from
 * the first to the last leftover word, with dishes and drinks inside that stretch put back, so
 * "pint and burger deal" stays whole while "Christmas menu now booking" keeps only "Now booking".
 */
function leftovers(masked: Masked, original: string): string[] {
  const kept: string[] = [];
  const splitter = /[,;!?]+|\.(?=\s|$)|\s[–—-]\s|[()]/g;
  let start = 0;
  for (const end of [...[...original.matchAll(splitter)].map((match) => match.index), original.length]) {
    const clause = masked.text.slice(start, end);
    const facts = masked.facts.slice(start, end);
    const said = original.slice(start, end).trim();
    start = end + 1;
    if (CALL_TO_ACTION_CLAUSE.test(said)) continue;
    let first = clause.search(/\S/);
    if (first < 0) continue;
    const last = facts.trimEnd().length;
    // "pint and burger deal": a clause whose first kept word joins on to a dish keeps the dish.
    if (/^(?:and|&|plus)\b/i.test(clause.slice(first))) {
      const before = /(\S+)\s+$/.exec(facts.slice(0, first));
      if (before) first = before.index;
    }
    const text = tidy(
      facts
        .slice(first, last)
        .replace(/^(?:and|&|plus|also)\s+/i, "")
        .replace(/\s+(?:and|&|with|on|at|from|for)$/i, ""),
    );
    if (!text || text.length > 70 || CALL_TO_ACTION_CLAUSE.test(text)) continue;
    const words = (clause.toLowerCase().match(/[a-z][a-z']+/g) ?? []).filter(
      (word) => word.length >= 4 && !STOP_WORDS.has(word) && !INTENT_WORDS.has(word),
    );
    if (words.length >= 1) kept.push(capitalise(text));
  }
  return kept;
}

/** The intent whose keywords weigh most in the text (general when none match). */
export function scoreIntents(text: string): Intent {
  let best: Intent = "general";
  let bestScore = 0;
  for (const intent of INTENTS) {
    const score = INTENT_KEYWORDS[intent].reduce(
      (sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0),
      0,
    );
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/** Reads a brief (what the landlord typed or said) into an intent and facts. */
export function detectBrief(brief: string): Analysis {
  const text = brief
    .replace(/\r?\n+/g, ". ")
    .replace(/\s+/g, " ")
    .trim();
  const intent = scoreIntents(text);
  const masked = new Masked(text);
  const analysis = emptyAnalysis(intent, "");
  const money = takeMoney(masked);
  analysis.prices = money.prices.slice(0, 3);
  analysis.prize = money.prize;
  analysis.food = takeList(masked, FOODS, 3, false);
  analysis.drinks = takeList(masked, DRINKS, 3, false);
  const time = masked.take(TIME_RANGE) ?? masked.take(TIME_PREFIXED) ?? masked.take(TIME_SINGLE);
  if (time) analysis.time = normaliseTime(time[0]);
  analysis.day = takeDay(masked);
  const occasion = OCCASIONS.find((entry) => entry.pattern.test(text));
  if (occasion) {
    analysis.occasion = occasion.name;
    if (!analysis.day && occasion.isDay) analysis.day = occasion.name;
    masked.take(occasion.pattern);
  }
  const competition = COMPETITIONS.find(([, pattern]) => masked.take(pattern));
  analysis.competition = competition?.[0];
  const channels = takeList(masked, CHANNELS, 2);
  analysis.teams = intent === "match" || competition ? takeTeams(masked) : [];
  analysis.sport =
    SPORT_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ??
    competition?.[2] ??
    sportOfTeams(analysis.teams);
  analysis.act = intent === "live_music" || intent === "event" ? takeAct(masked) : undefined;
  const extras = takeList(masked, EXTRAS, 4);
  if (channels.length > 0) extras.unshift(`Live on ${channels.join(" and ")}`);
  const teamsOf =
    /\bteams? of (?:up to )?(\d+)\b|\bmax(?:imum)? (?:of )?(\d+) (?:per|a) team\b|\b(\d+) per team\b/i;
  const team = masked.take(teamsOf);
  if (team) extras.push(`Teams of up to ${team[1] ?? team[2] ?? team[3]}`);
  // The remaining words, once the intent's own words are gone, are the landlord's extra details.
  for (const [pattern] of Object.values(INTENT_KEYWORDS).flat()) {
    while (masked.take(new RegExp(pattern.source, "i"), false));
  }
  analysis.subject = subjectFor(analysis, text);
  const subject = analysis.subject.toLowerCase();
  analysis.extras = [...extras, ...leftovers(masked, text)]
    .filter((extra) => !subject.includes(extra.toLowerCase()) && !extra.toLowerCase().includes(subject))
    .slice(0, 4);
  return analysis;
}
