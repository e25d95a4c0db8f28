import { allTeams } from "~/server/sports/reference.server";
import { type Analysis, capitalise, emptyAnalysis, lowerFirst, titleCase } from "./analysis.server";
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
  type SportKind,
  STOP_WORDS,
  WEEKDAYS,
} from "./lexicon.server";

/**
 * Reads a brief the way a copywriter would: what it is about (the intent) and the facts to carry
 * over exactly (day, time, prices, prize, act, dishes, teams, extras). Facts are masked out of the
 * working text as they are found, so "Sunday roast" never also counts as the day "Sunday", and
 * whatever is left over in a clause with real words in it is kept as a detail of its own.
 */
class Masked {
  text: string;
  constructor(source: string) {
    this.text = source;
  }
  mask(start: number, end: number): void {
    this.text = this.text.slice(0, start) + " ".repeat(end - start) + this.text.slice(end);
  }
  /** The first match (non-global pattern), masked out. */
  take(pattern: RegExp): RegExpExecArray | null {
    const match = pattern.exec(this.text);
    if (match) this.mask(match.index, match.index + match[0].length);
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
const TIME_SINGLE = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:noon|midday|midnight)\b/i;
/** True when a fact segment is a time rather than a day (used when reading a post back). */
export const LOOKS_LIKE_TIME = /^(?:from |at |till |until )?\d|^(?:noon|midday|midnight)$/i;

function normaliseTime(raw: string): string {
  const lower = raw.toLowerCase().replace(/\s+(am|pm)\b/, "$1").replace(/\s+/g, " ").trim();
  const prefixed = /^(from|at|kick[- ]?off(?: at| is)?|ko|doors(?: open)?(?: at)?|starts?(?: at)?|starting(?: at)?)\s+(.+)$/.exec(
    lower,
  );
  if (!prefixed) return lower;
  return prefixed[1] === "from" ? `from ${prefixed[2]}` : prefixed[2]!;
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
    const after = /^\s*(bar tab|drinks? tab|voucher|gift card|cash prize|prize|jackpot|rollover(?: jackpot)?)\b/i.exec(
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
      const lead = match[1] ? `${match[1]} for ` : "";
      const per = match[3] ? ` a ${match[3].toLowerCase()}` : "";
      const tail = match[4] ? ` ${match[4].toLowerCase()}` : "";
      result.prices.push(`${lead}${amount}${per}${tail}`);
      masked.mask(start, end);
    }
  }
  if (!result.prize) {
    const best = masked.take(/\bprizes? for (?:the )?(best [a-z ]{3,25}?)(?=[,.;!]|$| and )/i);
    if (best) result.prize = `a prize for the ${best[1]!.trim()}`;
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

function takeList(masked: Masked, table: Array<[string, RegExp]>, limit: number): string[] {
  const found: string[] = [];
  for (const [name, pattern] of table) {
    if (found.length >= limit) break;
    if (masked.take(pattern) && !found.includes(name)) found.push(name);
  }
  return found;
}

// Team names the product knows, for trimming "Watch England v Wales Sunday" to the two sides.
// Aliases that are everyday words ("Reading", "Test", "Forest") are left out.
const AMBIGUOUS = new Set(
  "reading derby forest palace saints racing inter milan sale bath arc masters test friendly posh boro wimbledon tigers the blues the reds the lions the royals glasgow bristol exeter leicester newcastle"
    .split(" ")
    .concat(["the blues", "the reds", "the lions", "the royals"]),
);
let teamIndex: Map<string, { name: string; sports: Set<SportKind> }> | null = null;
function knownTeams(): Map<string, { name: string; sports: Set<SportKind> }> {
  if (teamIndex) return teamIndex;
  teamIndex = new Map();
  for (const team of allTeams()) {
    for (const label of [team.name, ...(team.aliases ?? [])]) {
      const key = label.toLowerCase();
      const entry = teamIndex.get(key) ?? { name: team.name, sports: new Set<SportKind>() };
      entry.sports.add(team.sport as SportKind);
      teamIndex.set(key, entry);
    }
  }
  return teamIndex;
}

const LEAD_IN = /^(?:watch|watching|showing|catch|see|live|cheer|come|the|big|match|game|on|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

function trimSide(words: string[], fromStart: boolean): string {
  const index = knownTeams();
  for (let size = words.length; size >= 1; size--) {
    const candidate = (fromStart ? words.slice(0, size) : words.slice(words.length - size)).join(" ");
    if (index.has(candidate.toLowerCase())) return candidate;
  }
  const kept = [...words];
  while (kept.length > 1 && LEAD_IN.test((fromStart ? kept[kept.length - 1] : kept[0])!)) {
    if (fromStart) kept.pop();
    else kept.shift();
  }
  return kept.join(" ");
}

function takeTeams(masked: Masked): string[] {
  const versus = masked.take(
    /((?:[A-Z][\w'’.&-]*\s+){0,3}[A-Z][\w'’.&-]*)\s+(?:v|vs|vs\.|versus|V|VS)\s+([A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,3})/,
  );
  if (versus) {
    return [trimSide(versus[1]!.split(/\s+/), false), trimSide(versus[2]!.split(/\s+/), true)];
  }
  const index = knownTeams();
  const single = [...masked.text.matchAll(/\b[A-Z][\w'’.&-]*(?:\s+[A-Z][\w'’.&-]*){0,2}/g)];
  for (const match of single) {
    const words = match[0].split(/\s+/);
    for (let size = words.length; size >= 1; size--) {
      const candidate = words.slice(0, size).join(" ");
      const key = candidate.toLowerCase();
      if (candidate.length >= 4 && !AMBIGUOUS.has(key) && index.has(key)) {
        masked.mask(match.index, match.index + candidate.length);
        return [candidate];
      }
    }
  }
  return [];
}

function sportOfTeams(teams: string[]): SportKind | undefined {
  const sports = teams.map((team) => knownTeams().get(team.toLowerCase())?.sports);
  if (sports.some((set) => !set)) return undefined;
  const common = [...(sports[0] ?? [])].filter((sport) => sports.every((set) => set!.has(sport)));
  return common.length === 1 ? common[0] : undefined;
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

function leftovers(masked: Masked): string[] {
  const kept: string[] = [];
  for (const clause of masked.text.split(/[,;!?\n]+|\.(?=\s|$)|\s[–—-]\s|\(|\)/)) {
    const text = tidy(clause.replace(/^(?:and|&|plus|also)\s+/i, "").replace(/\s+(?:and|&|with|on|at|from|for)$/i, ""));
    if (!text || text.length > 70 || CALL_TO_ACTION_CLAUSE.test(text)) continue;
    const words = (text.toLowerCase().match(/[a-z][a-z']+/g) ?? []).filter(
      (word) => word.length >= 4 && !STOP_WORDS.has(word) && !INTENT_WORDS.has(word),
    );
    if (words.length >= 1) kept.push(capitalise(text));
  }
  return kept;
}

function scoreIntents(text: string): Intent {
  let best: Intent = "general";
  let bestScore = 0;
  for (const intent of INTENTS) {
    const score = INTENT_KEYWORDS[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/** Reads a brief (what the landlord typed or said) into an intent and facts. */
export function detectBrief(brief: string): Analysis {
  const text = brief.replace(/\r?\n+/g, ". ").replace(/\s+/g, " ").trim();
  const intent = scoreIntents(text);
  const masked = new Masked(text);
  const analysis = emptyAnalysis(intent, "");
  const money = takeMoney(masked);
  analysis.prices = money.prices.slice(0, 3);
  analysis.prize = money.prize;
  analysis.food = takeList(masked, FOODS, 3);
  analysis.drinks = takeList(masked, DRINKS, 3);
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
    SPORT_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? competition?.[2] ?? sportOfTeams(analysis.teams);
  analysis.act = intent === "live_music" || intent === "event" ? takeAct(masked) : undefined;
  const extras = takeList(masked, EXTRAS, 4);
  if (channels.length > 0) extras.unshift(`Live on ${channels.join(" and ")}`);
  const teamsOf = /\bteams? of (?:up to )?(\d+)\b|\bmax(?:imum)? (?:of )?(\d+) (?:per|a) team\b|\b(\d+) per team\b/i;
  const team = masked.take(teamsOf);
  if (team) extras.push(`Teams of up to ${team[1] ?? team[2] ?? team[3]}`);
  // The remaining words, once the intent's own words are gone, are the landlord's extra details.
  for (const pattern of Object.values(INTENT_KEYWORDS).flat()) masked.take(new RegExp(pattern.source, "i"));
  analysis.extras = [...extras, ...leftovers(masked)].slice(0, 4);
  analysis.subject = subjectFor(analysis, text);
  return analysis;
}

/** The headline subject for an analysed brief. */
export function subjectFor(a: Analysis, text: string): string {
  const occasion = a.occasion && a.occasion !== "Bank Holiday" ? a.occasion : undefined;
  switch (a.intent) {
    case "quiz":
      if (/music bingo/i.test(text)) return "Music Bingo";
      if (/bingo/i.test(text)) return "Bingo Night";
      return occasion && !/Day$|Eve$/.test(occasion) ? `${occasion} Quiz` : "Quiz Night";
    case "live_music":
      if (/karaoke/i.test(text)) return "Karaoke Night";
      if (/open mic/i.test(text)) return "Open Mic Night";
      return a.act ? `Live Music: ${a.act}` : "Live Music";
    case "match":
      if (a.teams.length >= 2) return `${a.teams[0]} v ${a.teams[1]}`;
      if (a.teams.length === 1) return `${a.teams[0]} Match Day`;
      if (a.competition) return titleCase(a.competition.replace(/^the /, "The "));
      return a.sport ? (SPORT_SUBJECTS[a.sport] ?? "Live Sport") : "Live Sport";
    case "food": {
      const night = /\b(steak|curry|pie|burger|pizza|wing|fish) nights?\b/i.exec(text);
      if (night) return `${capitalise(night[1]!.toLowerCase())} Night`;
      return a.food[0] ? titleCase(a.food[0]) : "On the Menu";
    }
    case "drinks":
      return a.drinks[0] ? titleCase(a.drinks[0]) : "New on the Bar";
    case "opening_hours": {
      const when = a.day ? (/^(?:every|tonight|today|tomorrow|this|next)/i.test(a.day) ? a.day : `on ${a.day}`) : "";
      if (/\bclos(?:ed|ing)\b/i.test(text)) return when ? `Closed ${when}` : "Opening Hours Update";
      return when ? `Open ${when}` : "Opening Hours";
    }
    case "event": {
      const noun =
        /\b(party|celebration|bash|disco|ceilidh|fundraiser|comedy night|race night|murder mystery|charity night)\b/i.exec(
          text,
        )?.[1];
      const named = noun ? titleCase(noun.toLowerCase()) : "Night";
      if (occasion) return `${occasion} ${named === "Night" && /Night$/.test(occasion) ? "Party" : named}`;
      return noun ? named : "Special Event";
    }
    case "general": {
      const first = tidy(text.split(/[.!?,;\n]/)[0] ?? "");
      return first ? capitalise(lowerFirst(first.length > 48 ? `${first.slice(0, 45).trim()}…` : first)) : "News";
    }
  }
}

const SPORT_SUBJECTS: Partial<Record<SportKind, string>> = {
  football: "Live Football",
  rugby: "Live Rugby",
  cricket: "Live Cricket",
  formula1: "Grand Prix Day",
  darts: "Darts Night",
  boxing: "Fight Night",
  horse_racing: "Race Day",
  tennis: "Live Tennis",
  golf: "Live Golf",
};
