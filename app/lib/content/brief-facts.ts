/**
 * The facts in a piece of text — a landlord's brief or a written post: prices (with what each is
 * for), times, days, dates, and the names of events, teams, acts, dishes and drinks. The writing
 * check reads the brief with it (what must appear) and the post (what was said); the built-in
 * writer reads the brief with it too, so both agree on what "the facts" are.
 */
import { recentCache } from "../recent-cache";
import {
  CHANNELS,
  COMPETITIONS,
  DISHES,
  DRINKS,
  EVENTS,
  escapeRegExp,
  HAPPENING_STARTS,
  MONTH_NAMES,
  type Named,
  OCCASIONS,
  OFFERS,
  PERFORMANCE,
  SPORT_WORDS,
  TEAM_ALIASES,
  tidyBrief,
  titleCaseName,
  WEEKDAY_NAMES,
} from "./brief-words";
import { FIRST_NAMES } from "./first-names";

export interface PriceFact {
  /** The amount as written: "£5", "£14.95", "50p". */
  amount: string;
  /** Words next to it that say what it is for: ["pints", "guinness"]. */
  forWords: string[];
  /** The amount with its words, as the brief has it: "£5 pints of Guinness". */
  said: string;
}

export interface TimeFact {
  said: string;
  /** Minutes after midnight it may mean ("8" may be 8:00 or 20:00). */
  minutes: number[];
}

export interface DayFact {
  said: string;
  weekday?: number;
  relative?: "today" | "tomorrow" | "weekend" | "weekdays" | "daily";
  every?: boolean;
}

export interface DateFact {
  said: string;
  day: number;
  /** 1-12; undefined for "the 5th". */
  month?: number;
}

export type NameKind =
  | "team"
  | "act"
  | "person"
  | "dish"
  | "drink"
  | "event"
  | "occasion"
  | "competition"
  | "channel";

export interface NameFact {
  kind: NameKind;
  /** How a post writes it: "Arsenal", "The Rusty Nails", "Sunday roast". */
  name: string;
  /** What counts as a post naming it. */
  written: RegExp;
}

export interface TextFacts {
  prices: PriceFact[];
  times: TimeFact[];
  days: DayFact[];
  dates: DateFact[];
  names: NameFact[];
  /** Offers named ("half price", "something free"). */
  offers: string[];
  /** True when it is about sport: a fixture, a sport, a competition or a sports channel. */
  aboutSport: boolean;
}

const MONTH =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";

export function monthNumber(word: string): number | undefined {
  const index = MONTH_NAMES.findIndex((name) =>
    name.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)),
  );
  return index >= 0 ? index + 1 : undefined;
}

export function weekdayNumber(word: string): number | undefined {
  const index = WEEKDAY_NAMES.findIndex((name) =>
    name.toLowerCase().startsWith(word.toLowerCase().slice(0, 3)),
  );
  return index >= 0 ? index : undefined;
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/** A price token: "£5", "£14.95", "£1,000", "50p". */
export const PRICE = /£\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?(?!\d|\.\d)(?:k\b)?|\b\d{1,3}p\b/gi;

const CLAUSE_BREAK = /[,;!?\n()|]|\.(?=\s|$)|\s[-–—]\s/;

/** Words that never say what a price is for. */
const NOT_FOR = new Set(
  (
    "a an the and or but of for to at on in by from with only just all now per is are be was will it its it's " +
    "our your we you they just from every this that these those up down off out over under still also plus " +
    "get got grab come pop just whole day night week weekend tonight today tomorrow am pm price prices priced " +
    "cost costs costing just very really great amazing lovely cheap bargain deal deals offer offers special " +
    "available till until late then start starts starting from doors there their here any some including " +
    "during if plus extra proper booking bookings book booked recommended essential advised required " +
    "reservations reservation reserve"
  ).split(" "),
);

const WORD = /[a-z][a-z'’&-]*/gi;
const MONTH_WORD = new RegExp(`^(?:${MONTH})$`);

function contentWords(text: string): string[] {
  return (text.match(WORD) ?? [])
    .map((word) =>
      word
        .toLowerCase()
        .replace(/['’]s$/, "")
        .replace(/-+$/, ""),
    )
    .filter(
      (word) =>
        word.length >= 2 &&
        !NOT_FOR.has(word) &&
        weekdayNumber(word) === undefined &&
        !MONTH_WORD.test(word) &&
        !/^(?:am|pm|ish)$/.test(word),
    );
}

/** The clause of `text` around [start, end): from the last break before to the next break after. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const beforeText = text.slice(0, start);
  let from = 0;
  for (const match of beforeText.matchAll(new RegExp(CLAUSE_BREAK.source, "g")))
    from = match.index + match[0].length;
  const rest = text.slice(end);
  const next = rest.search(CLAUSE_BREAK);
  return { before: beforeText.slice(from), after: next >= 0 ? rest.slice(0, next) : rest };
}

/** "£5.00" and "£5" are different as written; spaces after £ are not. */
export function normaliseAmount(amount: string): string {
  return amount.replace(/\s+/g, "").toLowerCase();
}

export function readPrices(text: string): PriceFact[] {
  const facts: PriceFact[] = [];
  const tokensOf = (part: string) => part.trim().split(/\s+/).filter(Boolean);
  for (const match of text.matchAll(PRICE)) {
    const amount = match[0].replace(/\s+/g, "");
    const around = clauseAround(text, match.index, match.index + match[0].length);
    // Up to the next or previous price: "£12.50 adults £7 kids" gives each price its own words.
    const after = around.after.split(/£|\b\d{1,3}p\b/)[0]!;
    const before = around.before.split(/£\s?[\d,.]+k?|\b\d{1,3}p\b/).at(-1)!;
    // Two words either side, nearest first, within a short reach of the price.
    // "£5 a book": the unit is what the price is for. "£14.95 2 courses £18": the words straight
    // before the next price are that price's, not this one's.
    const unit =
      /^\s*(?:a|per|each)\s+(book|card|strip|ticket|go|game|board|sheet|team|child|kid|head|person)\b/i.exec(
        after,
      );
    // "£20 tickets or £25 on the door": words ending in "or" are this price's, the next is the other way to pay.
    const nextPriceClose =
      around.after.length > after.length && tokensOf(after).length <= 3 && !/\bor\s*$/i.test(after);
    const afterWords = unit
      ? [unit[1]!.toLowerCase()]
      : nextPriceClose
        ? []
        : contentWords(tokensOf(after).slice(0, 4).join(" ")).slice(0, 2);
    const beforeWords = contentWords(tokensOf(before).slice(-4).join(" ")).slice(-2);
    let forWords = [...afterWords, ...beforeWords];
    if (forWords.length === 0 && !around.before.trim()) {
      // "sunday roast, only £12.95": what came before says what it is for.
      const start = match.index - around.before.length;
      forWords = [...new Set(contentWords(text.slice(0, start)))].slice(-8);
    }
    const said = `${around.before.trim()} ${match[0]} ${around.after.trim()}`.replace(/\s+/g, " ").trim();
    facts.push({ amount, forWords, said });
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------

function minutesOf(hour: number, minute: number, suffix: string | undefined): number[] {
  const clock = (h: number) => h * 60 + minute;
  if (suffix) {
    const pm = suffix.toLowerCase() === "pm";
    const h = hour % 12;
    return [clock(pm ? h + 12 : h)];
  }
  if (hour >= 13 || hour === 0) return [clock(hour % 24)];
  return [clock(hour), clock(hour === 12 ? 0 : hour + 12)];
}

const NOT_A_TIME_AFTER =
  /^(?:[ \t]*(?:%|p\b|quid|people|persons?|players?|teams?|tables?|courses?|pints?|mins?|minutes|hours?|hrs?|days?|weeks?|months?|years?|yrs?|x\b|for\b|s\b|th\b|st\b|nd\b|rd\b|\/|-\s*\d+\s*(?:people|players|per|in))|\d|[.,:]\d)/i;
const PREFIX_TIME =
  /\b(from|at|@|till|until|kick-off(?: at| is)?|doors(?: open)?(?: at| from)?|starts?(?: at)?|starting(?: at)?|opens?(?: at| from)?|opening at|closing at|close at|closes at|last orders(?: at)?|back at|back from)\s+(\d{1,2})(?:\s*ish)?\b/gi;

/** Every time of day in the text, with the minutes it may mean. */
/**
 * "cheltenham trip sat 12th coach leaves 9am": a happening with a time of its own ("coach leaves
 * 9am") started inside a clause that already says when its thing is on. Split there, so the time
 * stays the coach's and the trip keeps its own day.
 */
export function splitAtHappenings(clause: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of clause.matchAll(HAPPENING_STARTS)) {
    const head = clause.slice(from, match.index);
    if (SAYS_WHEN.test(head) && readTimes(clause.slice(match.index)).length > 0) {
      pieces.push(head.trim());
      from = match.index;
    }
  }
  pieces.push(clause.slice(from).trim());
  return pieces.filter(Boolean);
}

const SAYS_WHEN =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|today|tomorrow|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm))\b/i;

export function readTimes(text: string): TimeFact[] {
  const facts: TimeFact[] = [];
  const taken: Array<[number, number]> = [];
  const free = (start: number, end: number) => !taken.some(([from, to]) => start < to && end > from);
  const add = (start: number, end: number, said: string, minutes: number[]) => {
    if (!free(start, end)) return;
    taken.push([start, end]);
    facts.push({ said, minutes });
  };
  // Ranges first: "5-7pm", "12-4", "11am till 11pm".
  for (const m of text.matchAll(
    /\b(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)?[ \t]*(?:-|–|to|till|until)[ \t]*(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)?\b/gi,
  )) {
    const [whole, h1, m1, s1, h2, m2, s2] = m;
    const startHour = Number(h1);
    const endHour = Number(h2);
    const before = text.slice(Math.max(0, m.index - 14), m.index);
    const after = text.slice(m.index + whole.length);
    const plainNumbers = !s1 && !s2 && !m1 && !m2;
    if (startHour > 23 || endHour > 24) continue;
    if (plainNumbers) {
      // "teams of 4-6", "won 2-1": bare ranges count only when they read as opening hours.
      // "beef or lamb £14.95 12-5": hours after a price are still hours.
      const afterPrice = /£\d[\d,]*(?:\.\d{2})?\s+$/.test(before);
      if (!afterPrice && /(?:teams? of|up to|score|won|lost|drew|beat|aged?|ages|£|\d)\s*$/i.test(before))
        continue;
      if (/^[ \t]*(?:%|p\b|people|players|per|in a|a side|teams?|courses|-|\d)/i.test(after)) continue;
      if (startHour > 12 || endHour > 12) continue;
    }
    const endMinutes = minutesOf(endHour, Number(m2 ?? 0), s2);
    // "12-4pm": the start borrows the end's am/pm when that makes the start earlier than the end.
    let startMinutes = minutesOf(startHour, Number(m1 ?? 0), s1);
    if (!s1 && s2) {
      const borrowed = minutesOf(startHour, Number(m1 ?? 0), s2)[0]!;
      startMinutes =
        borrowed < endMinutes[0]! ? [borrowed] : minutesOf(startHour, Number(m1 ?? 0), undefined);
    }
    const split = whole.search(/\s*(?:-|–|to|till|until)\s*\d/i);
    add(m.index, m.index + whole.length, whole.slice(0, split).trim(), startMinutes);
    facts.push({
      said: whole.slice(split).replace(/^\s*(?:-|–|to|till|until)\s*/i, ""),
      minutes: endMinutes,
    });
  }
  // "11-late", "9 till close": an opening time with no end hour; "11-midnight" ends on a word.
  for (const m of text.matchAll(
    /\b(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)?[ \t]*(?:-|–|till|until|til)[ \t]*(?:late|close|midnight|noon|midday)\b/gi,
  )) {
    if (Number(m[1]) > 23) continue;
    const said = m[0].replace(/[ \t]*(?:-|–|till|until|til)[ \t]*(?:late|close|midnight|noon|midday)$/i, "");
    add(m.index, m.index + said.length, said, minutesOf(Number(m[1]), Number(m[2] ?? 0), m[3]));
  }
  for (const m of text.matchAll(/\b(\d{1,2})(?:[:.](\d{2}))? ?(am|pm)\b/gi)) {
    if (Number(m[1]) > 12) continue;
    add(m.index, m.index + m[0].length, m[0], minutesOf(Number(m[1]), Number(m[2] ?? 0), m[3]));
  }
  for (const m of text.matchAll(/(?<![£\d.,:])\b([01]?\d|2[0-3])[:.]([0-5]\d)\b(?!\s*(?:am|pm|%|p\b))/gi)) {
    add(m.index, m.index + m[0].length, m[0], minutesOf(Number(m[1]), Number(m[2]), undefined));
  }
  for (const m of text.matchAll(PREFIX_TIME)) {
    const hour = Number(m[2]);
    const end = m.index + m[0].length;
    const after = text.slice(end);
    if (hour < 1 || hour > 23) continue;
    if (NOT_A_TIME_AFTER.test(after)) continue;
    if (new RegExp(`^\\s+(?:of\\s+)?(?:${MONTH})\\b`, "i").test(after)) continue;
    if (/\bup\s*$/i.test(text.slice(0, m.index))) continue;
    const start = end - m[2]!.length - (m[0].endsWith("ish") ? 3 : 0);
    add(start, end, m[2]!, minutesOf(hour, 0, undefined));
  }
  for (const m of text.matchAll(/\bhalf (\d{1,2})\b/gi)) {
    add(m.index, m.index + m[0].length, m[0], minutesOf(Number(m[1]), 30, undefined));
  }
  for (const m of text.matchAll(/\b(noon|midday|midnight)\b/gi)) {
    add(m.index, m.index + m[0].length, m[0], [m[1]!.toLowerCase() === "midnight" ? 0 : 720]);
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Days and dates
// ---------------------------------------------------------------------------------------------

export function readDays(text: string): DayFact[] {
  const facts: DayFact[] = [];
  for (const m of text.matchAll(
    new RegExp(`\\b(?:(every|each|this|next|last)\\s+)?(${WEEKDAY})(s)?\\b`, "gi"),
  )) {
    facts.push({
      said: m[0],
      weekday: weekdayNumber(m[2]!),
      every: Boolean((m[1] && /every|each/i.test(m[1])) || m[3]),
    });
  }
  for (const m of text.matchAll(
    /\b(tonight|today|this evening|tomorrow(?: night)?|(?:this |next |all |every )?weekends?|(?:every |all )?week ?days?|every day|everyday|daily|7 days a week|seven days a week|all week)\b/gi,
  )) {
    const word = m[1]!.toLowerCase();
    const relative = /tonight|today|evening/.test(word)
      ? "today"
      : word.startsWith("tomorrow")
        ? "tomorrow"
        : /weekend/.test(word)
          ? "weekend"
          : /week ?days?$/.test(word)
            ? "weekdays"
            : "daily";
    facts.push({ said: m[0], relative });
  }
  return facts;
}

export function readDates(text: string): DateFact[] {
  const facts: DateFact[] = [];
  const taken: number[] = [];
  const add = (index: number, fact: DateFact) => {
    if (taken.some((at) => Math.abs(at - index) < 4)) return;
    if (fact.day < 1 || fact.day > 31) return;
    taken.push(index);
    facts.push(fact);
  };
  for (const m of text.matchAll(
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[ \\t]+(?:of[ \\t]+)?(${MONTH})\\b\\.?`, "gi"),
  )) {
    add(m.index, { said: m[0], day: Number(m[1]), month: monthNumber(m[2]!) });
  }
  for (const m of text.matchAll(
    new RegExp(
      `\\b(${MONTH})\\.?[ \\t]+(\\d{1,2})(?:(?:st|nd|rd|th)\\b|\\b(?=[ \\t]*(?:$|[,.;!?)]|(?:at|from|@)\\b)))(?![ \\t]*(?:am|pm|:|\\.\\d|yrs?\\b|years?\\b|months?\\b|weeks?\\b))`,
      "gi",
    ),
  )) {
    if (/^may$/i.test(m[1]!) && !/^May$/.test(m[1]!)) continue;
    add(m.index, { said: m[0], day: Number(m[2]), month: monthNumber(m[1]!) });
  }
  for (const m of text.matchAll(/(?<![\d£.])\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b(?!\s*(?:\d|am|pm))/g)) {
    if (m[0] === "24/7" || Number(m[2]) > 12) continue;
    add(m.index, { said: m[0], day: Number(m[1]), month: Number(m[2]) });
  }
  for (const m of text.matchAll(/\b(the\s+)?(\d{1,2})(st|nd|rd|th)\b/gi)) {
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (new RegExp(`^\\s+(?:of\\s+)?(?:${MONTH})`, "i").test(after)) continue;
    // "every 2nd Wednesday", "10th coffee free": an ordinal, not a date.
    if (new RegExp(`^\\s+(?:${WEEKDAY})`, "i").test(after)) continue;
    const dated =
      m[1] ||
      new RegExp(`\\b(?:on|til|till|until|by|before|after|from|closed|open|back|${WEEKDAY})\\s*$`, "i").test(
        before,
      ) ||
      /^[ \t]*(?:$|\n|[,.;:!?)]|-|–|to\b|at\b|from\b|\d)/i.test(after);
    if (!dated) continue;
    add(m.index, { said: m[0], day: Number(m[2]) });
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/** Each table entry's pattern, made global once. */
const GLOBAL = new WeakMap<Named, RegExp>();
function globalOf(entry: Named): RegExp {
  let pattern = GLOBAL.get(entry);
  if (!pattern) {
    pattern = new RegExp(
      entry.said.source,
      entry.said.flags.includes("g") ? entry.said.flags : `${entry.said.flags}g`,
    );
    GLOBAL.set(entry, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function namesFrom(text: string, table: Named[], kind: NameKind, into: NameFact[]): void {
  let rest = text;
  for (const entry of table) {
    if (!entry.said.test(rest)) continue;
    const pattern = globalOf(entry);
    let found = false;
    rest = rest.replace(pattern, (whole) => {
      found = true;
      return " ".repeat(whole.length);
    });
    if (found && !into.some((fact) => fact.kind === kind && fact.name === entry.name)) {
      into.push({ kind, name: entry.name, written: entry.written ?? entry.said });
    }
  }
}

/** Words that end one side of a fixture ("Arsenal v Chelsea sunday 4pm on sky"). */
const SIDE_STOP = new RegExp(
  `^(?:${WEEKDAY}s?|on|at|from|live|kick-off|this|tonight|today|tomorrow|in|with|for|and|plus|&|the|showing|watch|watching|shown|screen|screens|big|match|game|football|footy|rugby|cricket|darts|boxing|sky|tnt|bbc|itv|premier|champions|six|nations|world|fa|league|cup|final|semi|euros?|qualifiers?|friendly|international|derby|clash|trophy|all|our|it's|its|is|are|will|be|come|catch|see|every|each|next|then|also|after|before|followed|by|day|eve|boxing|christmas|xmas|new|year's|years|\\d.*|£.*)$`,
  "i",
);

function side(words: string[]): string {
  const kept: string[] = [];
  for (const [index, word] of words.entries()) {
    const bare = word.replace(/[^\p{L}\p{N}'&.-]/gu, "");
    // "Millwall v Derby County": a derby that is a club's name, read either way round.
    const club =
      /^derby$/i.test(bare) && [words[index + 1], kept.at(-1)].some((next) => /^county\b/i.test(next ?? ""));
    // "sat 12th dec liverpool v man utd": a month before the team is the date's, not the team's.
    if (!club && (!/\p{L}/u.test(bare) || SIDE_STOP.test(bare) || MONTH_WORD.test(bare.toLowerCase()))) break;
    kept.push(bare.replace(/[.]$/, ""));
    if (kept.length === 3) break;
  }
  return kept.join(" ");
}

/** The two sides of every "X v Y" in the text, as typed ("man utd"). */
export function readTeams(text: string): string[] {
  const teams: string[] = [];
  for (const m of text.matchAll(/([^,;:!?()\n]{1,60}?)\s+v\s+([^,;:!?()\n]{1,60})/gi)) {
    // A full stop ends a sentence, and the side's name with it ("… v Swansea City. Championship, …"),
    // though not the one in "St. Helens".
    const sentence = /(?<!\bst)\.\s+/i;
    const leftText = m[1]!.split(sentence).pop() ?? "";
    const rightText = m[2]!.split(sentence)[0] ?? "";
    const left = side(leftText.trim().split(/\s+/).reverse()).split(" ").reverse().join(" ");
    const right = side(rightText.trim().split(/\s+/));
    if (left && right) teams.push(left, right);
  }
  return [...new Set(teams)];
}

const ACT_STOP = new RegExp(
  `^(?:${WEEKDAY}s?|on|at|from|this|tonight|today|tomorrow|till|until|playing|live|doors|free|entry|tickets?|in|for|all|every|each|night|nights|from|with|plus|and|£.*|\\d.*|music|set|from|bring|come|join|back|again|returns?|is|are|will|be|upstairs|downstairs|outside|inside|garden|here|collecting|singing|instead|too)$`,
  "i",
);
const NOT_AN_ACT =
  /^(?:us|our|your|his|her|their|my|fav|favourite|favorite|old|new|friends?|family|mates|a|an|some|free|live|music|food|drinks?|pints?|prizes?|special|guests?|loads|lots|plenty|everyone|all|the band|the lads|the girls|the crew|the team|the staff|the pub|the bar|the garden|the music|the quiz|the match|the game|the fight|the final|the racing|the darts|you|them|great|good|amazing|brilliant|fantastic|local|top|dj|band|quizmaster|quiz master|host|caller|compere|resident|landlord|landlady|chef|manager)\b/i;

function actName(words: string[]): string | undefined {
  const kept: string[] = [];
  for (const [index, word] of words.entries()) {
    const bare = word.replace(/[^\p{L}\p{N}'&.-]/gu, "");
    const nextIsName = words[index + 1] && !ACT_STOP.test(words[index + 1]!.replace(/[^\p{L}\p{N}]/gu, ""));
    // "dave and the dreamers": small words stay when a name word follows.
    if (/^(?:and|&|the|of)$/i.test(bare) && kept.length > 0 && nextIsName) {
      kept.push(bare);
      continue;
    }
    if (
      !bare ||
      ACT_STOP.test(bare) ||
      (kept.length > 0 && /[,;!?()]/.test(words[index - 1]?.slice(-1) ?? ""))
    )
      break;
    kept.push(bare);
    if (kept.length === 4) break;
  }
  while (kept.length && /^(?:and|&|the|of)$/i.test(kept.at(-1)!)) kept.pop();
  const name = kept.join(" ");
  if (!name || NOT_AN_ACT.test(name)) return undefined;
  // "beers from thornbridge brewery": a brewery, a club or a charity is not an act.
  if (
    /\b(?:brewery|brewing|brewers|distillery|fc|afc|united|rovers|hospice|trust|foundation|team|teams|side|squad|league|lads|girls)\b/i.test(
      name,
    )
  )
    return undefined;
  // "carol singers from st marys": a church or a school is where the singers come from, not their name.
  if (/^(?:st|saint)\b|\b(?:church|chapel|cathedral|school|primary|academy|college)\b/i.test(name))
    return undefined;
  if ([...OCCASIONS, ...EVENTS, ...DISHES, ...DRINKS].some((entry) => entry.said.test(name)))
    return undefined;
  if (/^(?:the )?\d/.test(name)) return undefined;
  return titleCaseName(name);
}

/** Acts named in a music or comedy brief: "live music with the rusty nails", "DJ Dave", "The Rusty Nails live". */
export function readActs(text: string): string[] {
  const acts: string[] = [];
  // "jazz trio (blue note three)", "live band sat (the hollow oaks)": the name in brackets is the act's.
  for (const bracketed of text.matchAll(
    /\b(?:band|trio|duo|quartet|choir|singer|act|DJ|live music|acoustic|tribute)\b[^(),;]{0,20}\(([^()]{3,40})\)/giu,
  )) {
    const name = actName(bracketed[1]!.trim().split(/\s+/));
    if (name) acts.push(name);
  }
  const clauses = text.split(/[,;!?\n()]|\.(?=\s|$)/);
  for (const clause of clauses) {
    // "acoustic set", but never "set of car keys".
    if (!PERFORMANCE.test(clause) && !/\b(?:playing|perform\w*|act|set(?! of))\b/i.test(clause)) continue;
    const dj = /\bDJ\s+(?!set\b|night\b|and\b)([\p{L}'-]+(?:\s+[\p{L}'-]+)?)/iu.exec(clause);
    if (dj) {
      const name = actName(dj[1]!.split(/\s+/));
      if (name) acts.push(`DJ ${name}`);
      continue;
    }
    let named: string | undefined;
    for (const lead of clause.matchAll(
      /\b(?:with|from|featuring|feat\.?|ft\.?|starring|by|headlined by)\s+(?=(\S.*)$)|\b(?:live music|live band|band|acoustic(?: set)?|singer|duo|trio|tribute(?: act| band)?|comedian|live)\s*[:-]\s*(?=(\S.*)$)|\s[-–—:]\s*(?=(the\s+\S.*)$)/gi,
    )) {
      named = actName((lead[1] ?? lead[2] ?? lead[3]!).trim().split(/\s+/));
      if (named) break;
    }
    if (named) {
      acts.push(named);
      continue;
    }
    const before =
      /((?:The\s+)?[A-Z][\p{L}'’&.-]*(?:\s+(?:[A-Z][\p{L}'’&.-]*|and|&|of|the)){0,3})\s+(?:live|are playing|is playing|playing live|play)\b/u.exec(
        clause,
      );
    // "the rusty nails live fri 9pm": typed in lower case, a "the …" at the start of the clause.
    const typed =
      before ??
      // "… 8-10 the velvet crows live sat", "saturday the nailers playing": after a time or a day too.
      /(?:^\s*|\b(?:then|and|plus|&|followed by)\s+|\b\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s+|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)(the\s+[\p{L}'’&.-]+(?:\s+[\p{L}'’&.-]+){0,3}?)\s+(?:live|are playing|is playing|playing live|playing|play)\b/iu.exec(
        clause,
      ) ??
      // "live music sat nite the stray dogs from 9pm", "live band sat the kirkstall shakers": a "the …"
      // straight after the day, up to its time or the clause's end.
      /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thurs?|fri|sat)(?:\s+(?:night|nite))?\s+(the\s+(?!(?:bar|pub|garden|back|front|big|function|match|usual|same)\b)[\p{L}'’&.-]+(?:\s+[\p{L}'’&.-]+){0,3}?)(?=\s+(?:from|at)\s+\d|\s+\d{1,2}(?:[.:]\d{2})?(?:am|pm)\b|\s*$)/iu.exec(
        clause,
      ) ??
      // "live band soul sisters from 8pm": the band's name straight after "live band", before its when.
      /\blive band\s+((?!(?:from|at|on|tonight|this|every|till|until|and)\b)[\p{L}'’&.-]+(?:\s+(?!(?:from|at|on|tonight|this|every|till|until|and)\b)[\p{L}'’&.-]+){0,3})(?:\s+(?:from|at|on|tonight|\d)|\s*$)/iu.exec(
        clause,
      ) ??
      // "his favourite band the dockers are doing a set": the "the …" after "band", before its verb.
      /\b(?:band|act|group)\s+(the\s+[\p{L}'’&.-]+(?:\s+[\p{L}'’&.-]+){0,2}?)\s+(?:are|is|will be)\s+(?:doing|playing|on)\b/iu.exec(
        clause,
      ) ??
      // "band is northern soul collective from 9": the name after "band is".
      /\b(?:band|act|singer|duo|trio|turn) (?:is|are|will be)\s+((?!(?:from|at|on|tonight|this|every|till|until|and|a|an|back|on|off)\b)[\p{L}'’&.-]+(?:\s+(?!(?:from|at|on|tonight|this|every|till|until|and|then)\b)[\p{L}'’&.-]+){0,3})/iu.exec(
        clause,
      ) ??
      // "live music sat 9pm the rusty nails": a "the …" that ends the clause, never a place in the pub.
      /(?:^|\s)(?<!\b(?:in|on|at|to|into|round|around|by|under|outside|inside|near|for|of|when|while|until|till|before|after|if|so|because|as)\s)(the\s+(?!(?:carol|carols|singers|choir|bar|pub|garden|beer|function|back|front|big|match|night|weekend|door|piano|green|car|snug|lounge|terrace|patio|courtyard|marquee|cellar|tap|main|public|conservatory|upstairs|downstairs|usual|same|last|first|next|whole|kids|family)\b)[\p{L}'’&.-]+(?:\s+[\p{L}'’&.-]+){0,2}?)\s*(?:(?:from|at)\s+\d\S*)?\s*$/iu.exec(
        clause,
      );
    if (typed) {
      const name = actName(typed[1]!.split(/\s+/));
      if (name && !/^(?:Live|Music)$/.test(name) && !SPORT_WORDS.test(name)) acts.push(name);
    }
  }
  return [...new Set(acts)];
}

/** Words after "ask for" or "quizmaster" that are not anyone's name ("ask for details"). */
const NOT_AFTER_IM =
  /^(?:sorry|pleased|happy|proud|glad|afraid|off|so|very|really|still|new|gonna|going|here|not|sure|told|aware|excited|delighted|thrilled|chuffed|back|only|just|now|on|in|out|at|the|a|an|your|our|over|up)$/i;
const NOT_A_PERSON = new RegExp(
  `^(?:${WEEKDAY}s?|\\p{L}+n't|cant|wont|dont|didnt|isnt|couldnt|wouldnt|aint|cos|because|a|an|the|us|me|him|mate|pal|buddy|lad|fella|bro|chap|mucker|off|sick|ill|poorly|away|holiday|leave|duty|her|them|it|you|your|our|my|his|their|this|that|more|details|detail|info|information|help|directions|one|any|anyone|someone|somebody|everyone|staff|bar|manager|landlord|landlady|chef|team|table|tables|menu|prices?|price|booking|bookings|tickets?|and|or|at|on|in|from|with|to|for|by|is|are|will|be|who|what|when|where|now|today|tonight|tomorrow|asap|please|thanks|cheers|back|again|here|there|sat|sun|mon|tue|wed|thu|fri|yourself|yourselves|whoever|free|food|drinks?|quiz|music|night|nights|every|each|all|round|rounds|questions?|answers?|dog|dogs|cash|card|cv|cvs|cards|change|water|bill|the bill|prize|prizes|raffle|about|behind|inside|outside|upstairs|downstairs|special|specials|recommends|out|over|up|ahead|early|direct|directly|via|whatsapp|facebook|instagram|messenger|mobile|number|office|reception|pub|in|round|through|if|so|not|only|just|anytime|anything|something|later|soon|first|early|last|late|times?|starts?|started|starting|joins|joined|arrives|arriving|says|makes|cooks|cooking|needed|wanted|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fiver|tenner|quid|pounds?|half)$`,
  "iu",
);

/** Words after a first name that are what the brief goes on to say, not a surname. */
const NOT_A_SURNAME =
  /^(?:instead|too|again|fight|fights|bout|match|game|night|nite|show|gig|party|fans|near|nearby|outside|inside|around|round|along|across|past|through|into|down|about|last|this|that|red|black|white|brown|blue|green|grey|regular|regulars|legend|returns|says|said|has|had|was|will|would|can|did|does|who|whose|and|or|but|wake|funeral|family|friends|retiring|retires|leaves|left|lost|passed|behind|tonight|today|tomorrow|again|too|as|the|our|his|her|their|x+|rip|mate|lad|lads|love|hosts|hosting|host|quiz|quizmaster|back|here|there|now|takes|took|over|starts|joins|on|off|up|in|out|yrs|years|year|please|pls|thanks|thank|cheers|at|for|with|from|to|by|is|are|be)$/i;

/** "our regular dave hughes passed away": a surname straight after a first name is part of it (" Hughes"). */
function surnameAfter(rest: string): string {
  const next = /^\s+([\p{L}][\p{L}'’-]{2,15})\b/u.exec(rest)?.[1];
  return next &&
    !NOT_A_PERSON.test(next) &&
    !NOT_A_SURNAME.test(next) &&
    !/(?:ing|ed|ly)$/i.test(next) &&
    weekdayNumber(next) === undefined &&
    !MONTH_WORD.test(next.toLowerCase()) &&
    ![...EVENTS, ...DISHES, ...DRINKS, ...OCCASIONS].some((entry) => entry.said.test(next))
    ? ` ${next}`
    : "";
}

/**
 * People the brief names in lower case where a post must write a capital: "ask for mike",
 * "speak to sarah", "quizmaster dave", "hosted by jo". A word is a name only after such a lead
 * and only when it is not an everyday word ("ask for details").
 */
export function readPeople(text: string): string[] {
  const people: string[] = [];
  const lead =
    /\b(?:ask for|speak to|speak with|talk to|chat to|chat with|(?:our|old|dear) (?:regular|friend|mate|pal)|rip|rest in peace|hosted by|run by|with (?:our )?(?:resident |new |very own )?(?:quizmaster|quiz master|host|caller|compere|chef|landlord|landlady|manager)|(?:quizmaster|quiz master|host|caller|compere|landlord|landlady|manager|chef|barman|barmaid)(?! wanted| needed)|i'm|i am|(?:my|our) (?:partner|husband|wife|other half|son|daughter)|(?:a )?(?:pint|drink|toast|glass|dram) (?:for|to)|in (?:loving )?memory of|remembering|(?:special )?thanks to|(?:big )?thank (?:you|u) to|(?:called|named))\s+((?:(?:big|little|young|old)\s+)?[\p{L}][\p{L}'’-]{1,15})(?!\s*(?:'s|’s))\b/giu;
  for (const match of text.matchAll(lead)) {
    // "rip big dave": a nickname is part of the name ("Big Dave").
    const whole = match[1]!;
    const word = whole.split(/\s+/).at(-1)!;
    // "i'm sarah", but "i'm looking", "i'm sorry", "i'm proud".
    if (/^i(?:'m| am)\b/i.test(match[0]) && (/(?:ing|ed|ly)$/i.test(word) || NOT_AFTER_IM.test(word)))
      continue;
    if (NOT_A_PERSON.test(word) || weekdayNumber(word) !== undefined || MONTH_WORD.test(word.toLowerCase()))
      continue;
    if ([...EVENTS, ...DISHES, ...DRINKS, ...OCCASIONS].some((entry) => entry.said.test(word))) continue;
    const surname = surnameAfter(text.slice(match.index + match[0].length));
    people.push(
      `${whole}${surname}`
        .split(/\s+/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
        .join(" "),
    );
  }
  // "sarah lane stepping in", "well done the crafty quizzers", "home to the crown": names said in passing.
  for (const pattern of [
    /(?:^|[,;.]\s*|\b(?:poorly|sick|ill|off|cancelled|but|so)\s+)([\p{L}]{2,15}\s+[\p{L}]{2,15})\s+(?:is\s+)?(?:stepping in|filling in|stepping up|covering)\b/giu,
    /\b(?:well done|congrats|congratulations|big shout out|shout out)\s+(?:to\s+)?(the\s+[\p{L}]{3,15}(?:\s+[\p{L}]{3,15})?)\s+(?:who\s+)?(?:on|for|won|winning|winners|champions)\b/giu,
    /\b(?:beat|beaten by|lost to|drew with|home to|away to|away at)\s+(the\s+[\p{L}]{3,15}(?:\s+(?!(?:away|home|last|at|on|in|by|from|tonight|next|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)[\p{L}]{3,15})?)\b/giu,
  ]) {
    for (const match of text.matchAll(pattern)) {
      const words = match[1]!.split(/\s+/);
      if (
        words
          .slice(words[0]!.toLowerCase() === "the" ? 1 : 0)
          .some((word) => NOT_A_PERSON.test(word) || weekdayNumber(word) !== undefined)
      )
        continue;
      people.push(
        words
          .map((part, at) =>
            at === 0 && part.toLowerCase() === "the"
              ? "The"
              : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase(),
          )
          .join(" "),
      );
    }
  }
  // "closed for dave hughes wake", "jim's leaving do": the person a do is for.
  for (const match of text.matchAll(
    /\bfor\s+([\p{L}]{2,15}(?:\s+[\p{L}]{2,15})?)(?:'s|’s)?\s+(?:wake|funeral|memorial|send[- ]off|leaving do|retirement do|birthday do)\b/giu,
  )) {
    const words = match[1]!.split(/\s+/);
    if (words.some((word) => NOT_A_PERSON.test(word) || NOT_A_SURNAME.test(word))) continue;
    people.push(words.map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join(" "));
  }
  // "quiz with pete as always", "jim will pick you up": a first name said anywhere, with its nickname.
  // "steve h": an initial after the name is its surname's.
  for (const match of text.matchAll(
    /(?<!\bopen\s|\b[Ss]t\.?\s)\b(?:(big|little|young|old)\s+)?([A-Za-z][a-z]{1,11})\b(?!['’]\p{L}{2})(?:\s+(?![ai]\b)[a-z]\b(?![.'’]))?/gu,
  )) {
    // "Derek Halliwell" typed with its capitals is a name as much as "derek" is.
    if (!FIRST_NAMES.has(match[2]!.toLowerCase())) continue;
    const initial = /\s[a-z]$/.test(match[0]!);
    const whole = `${match[0]}${initial ? "" : surnameAfter(text.slice(match.index + match[0].length))}`;
    const name = whole.split(/\s+/).map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase());
    if (!people.some((person) => person.toLowerCase().includes(match[2]!.toLowerCase())))
      people.push(name.join(" "));
  }
  // "Mick O'Hara", never "O'hara".
  return [
    ...new Set(
      people.map((person) =>
        person.replace(/\bO'(\p{Ll})/gu, (_, letter: string) => `O'${letter.toUpperCase()}`),
      ),
    ),
  ];
}

/** A name as a post may write it: case-insensitive, any spacing, and for teams any known alias. */
export function writtenPattern(name: string, kind: NameKind): RegExp {
  const forms = new Set([name.toLowerCase()]);
  if (kind === "team") {
    for (const group of TEAM_ALIASES)
      if (group.includes(name.toLowerCase())) for (const alias of group) forms.add(alias);
  }
  const alternatives = [...forms].map((form) => escapeRegExp(form).replace(/\s+/g, "\\s+"));
  return new RegExp(`(?<![\\p{L}])(?:${alternatives.join("|")})(?![\\p{L}])`, "iu");
}

const factsByText = recentCache<TextFacts>(64);

/**
 * Every fact a text gives. Read once per text: a brief is read for each of its posts and every
 * refinement, and the answer never changes (treat it as read-only).
 */
export function readFacts(text: string): TextFacts {
  return factsByText.get(text, () => readFactsNow(text));
}

function readFactsNow(text: string): TextFacts {
  const tidy = tidyBrief(text);
  const names: NameFact[] = [];
  const teams = readTeams(tidy);
  for (const team of teams)
    names.push({ kind: "team", name: titleCaseName(team), written: writtenPattern(team, "team") });
  const acts = PERFORMANCE.test(tidy) ? readActs(tidy) : [];
  for (const act of acts) names.push({ kind: "act", name: act, written: writtenPattern(act, "act") });
  for (const person of readPeople(tidy))
    if (!names.some((fact) => fact.name.toLowerCase().includes(person.toLowerCase())))
      names.push({ kind: "person", name: person, written: writtenPattern(person, "person") });
  namesFrom(tidy, EVENTS, "event", names);
  namesFrom(tidy, OCCASIONS, "occasion", names);
  namesFrom(tidy, DISHES, "dish", names);
  namesFrom(tidy, DRINKS, "drink", names);
  namesFrom(tidy, COMPETITIONS, "competition", names);
  namesFrom(tidy, CHANNELS, "channel", names);
  const offers = OFFERS.filter((offer) => offer.said.test(tidy)).map((offer) => offer.name);
  return {
    prices: readPrices(tidy),
    times: readTimes(tidy),
    days: readDays(tidy),
    dates: readDates(tidy),
    names,
    offers,
    aboutSport:
      teams.length > 0 ||
      SPORT_WORDS.test(tidy) ||
      names.some((fact) => fact.kind === "competition" || fact.kind === "channel"),
  };
}
