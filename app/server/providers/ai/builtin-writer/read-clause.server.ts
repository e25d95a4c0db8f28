import { readTeams } from "~/lib/content/brief-facts";
import {
  BIG_RACES,
  CHANNELS,
  COMPETITIONS,
  punctuateShorthand,
  RUGBY_SIDES,
  titleCaseName,
} from "~/lib/content/brief-words";
import { properCase } from "~/lib/content/proper-case";
import { twelveHour } from "~/lib/time";
import { type Item, type Kind, lowerFirst, type SportKind } from "./analysis.server";
import { detailLines, PRICE_THEN_INSTRUCTION } from "./detail-lines.server";
import { kindsOf, ruleOf } from "./kinds.server";
import { dayAndTime, isOnlyWhen, type Token, tokenize, whenRuns } from "./when.server";

/** Reads one clause of a brief: its thing's name, kind, day, time and the details left over. */

/** Words before the name that say nothing themselves ("we're closed", "showing England v Wales"). */
const LEAD_IN =
  /^(?:we're|we|are|were|will|be|the|pub|is|it's|its|sorry|showing|watch|watching|catch|our|all|now|here's|it|at|so|guys|folks|hi|hey|reminder|psa|also|and|plus|live|looking|for|need|needs)$/i;
const QUALIFIER_STOP =
  /^(?:the|a|an|our|your|this|every|each|at|on|in|for|with|to|is|are|we|we're|were|come|join|us|all|it's|its|first|now|back|proper|tonight|today|tomorrow|next|live|watch|showing|and|&|plus|then|of|from|by|no|just|during|before|after|over|under|about|around|into|per|via|till|until|if|do|we'll|not|only)$/i;

/** Words before a fixture that only say which sport or competition it is ("rugby world cup england v…"). */
const SPORT_LEAD =
  /^(?:rugby|football|footy|cricket|darts|world|cup|six|6|nations|euro|qualifiers?|premier|league|champions|euros?|fa|ashes|carabao|super|international|friendly|final|semi|derby|big|match|game|live|the)$/i;

/** A day word between two words of a name ("darts tonight against the clock challenge"). */
const TIME_IN_NAME =
  /\s+(tonight|tonite|today|tomorrow|tmrw|this (?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?=\p{L})/iu;

const DAY_BEFORE_FORMAT =
  /\b(darts|pool|quiz|bingo|karaoke|poker|dominoes)\s+(tonight|tonite|today|tomorrow|tmrw|this (?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+((?:[\p{L}']+\s+){0,3}(?:challenge|killer|knockout|special|round|comp|competition|tournament|doubles|singles|league)(?: (?:challenge|special|night))?)\b/iu;

/** A thing called off: its name comes before the word ("quiz cancelled"). */
const CALLED_OFF = /^(?:cancelled|canceled|called|postponed)$/i;

/** Occasions that are days ("open from 11 on boxing day"). */
export const DAY_OCCASION =
  /\b(?:christmas eve|christmas day|boxing day|new year's eve|new year's day|new years eve|new years day|bonfire night|burns night|valentine'?s day|st patrick'?s day|halloween|mother'?s day|mothering sunday|father'?s day|easter (?:sunday|monday|weekend)|good friday|pancake day|shrove tuesday|bank holiday (?:monday|weekend))\b/i;

export function textOf(tokens: Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((token) => token.raw)
    .join(" ")
    .trim();
}

/** Leftover words, tidied: no dangling "and", "at", brackets or punctuation. */
export function tidyPart(text: string, keepWith = false): string {
  return (
    text
      .replace(/[()]/g, "")
      // "must be 18+": a plus after a number is part of it.
      .replace(/^[\s,;:.\-–—&+/]+|(?:[\s,;:\-–—&/]|(?<!\d)\+)+$/g, "")
      .replace(keepWith ? /^(?:and|plus|also|then|but|&)\s+/i : /^(?:and|plus|also|then|but|with|&)\s+/i, "")
      .replace(/\s+(?:and|&|with|at|from|the|a|of|to|plus|then|is|are|(?<!first )served)$/i, "")
      // "wakes catered for" keeps its "for"; "tickets for" loses it.
      .replace(
        /(?<!\b(?:catered|cared|paid|provided|sorted|asked|looked|waited|accounted|booked))\s+for$/i,
        "",
      )
      // "ale on" loses its hanging "on"; "while the darts is on" keeps it.
      .replace(/(?<!\b(?:now|is|are|was|be|still|back|it's|that's|(?!do's)\p{L}+'s))\s+on$/iu, "")
      // "on: hobgoblin ruby": what is on, without the "on:" left over from "guest ale on:".
      .replace(/^(?:now\s+)?on\s*:\s*/i, "")
      // "on now saltaire blonde £3.90": what is on now, said with a colon.
      .replace(/^on now\s+(?=\p{L})/iu, "On now: ")
      // "vs the plough" on a line of its own: the other side, said in words.
      .replace(/^(?:v|vs|versus)\.?\s+(?=\p{L})/iu, "against ")
      // "ruby 4.5% £4.20 a pint": the strength in brackets, then the price.
      .replace(
        /(?<=\p{L}) (\d{1,2}(?:\.\d)?%)(?! off\b)(?: (?=£))?/gu,
        (_, abv: string, at: number, all: string) =>
          all.slice(at + _.length).startsWith("£") ? ` (${abv}): ` : ` (${abv})`,
      )
      // "three swords (4.8%)": a beer named by its strength is a name, in capitals ("all ales (4%)" is not).
      .replace(/^((?:[a-z][a-z']*\s){0,2}[a-z][a-z']*)(?= \(\d{1,2}(?:\.\d)?%\))/, (name: string) =>
        /\b(?:all|any|our|every|each|ales?|beers?|cask|lagers?|bitters?|stouts?|ipas?|ciders?|pale|mild|golden|dark|best|guest|house|draught|pints?|bottles?)\b/i.test(
          name,
        )
          ? name
          : titleCaseName(name),
      )
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** "PRIZES!!" → "prizes!": a brief typed in capitals reads as lower case. */
export function unshout(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters.length > 3 && letters === letters.toUpperCase() ? text.toLowerCase() : text;
}

function teamSpan(tokens: Token[]): [number, number] | undefined {
  const v = tokens.findIndex((token) => token.bare === "v");
  if (v < 1) return undefined;
  const teams = readTeams(textOf(tokens, 0, tokens.length));
  if (teams.length < 2) return undefined;
  const end = Math.min(tokens.length, v + 1 + teams[1]!.split(" ").length);
  // "usyk v fury 3 sat nite": a rematch's number is the fight's name, not a time.
  const rematch =
    sportOf(textOf(tokens, 0, tokens.length)) === "boxing" &&
    /^[2-5]$/.test(tokens[end]?.raw ?? "") &&
    !/^(?:am|pm|o'clock|start|til|till|to|-)$/i.test(tokens[end + 1]?.bare ?? "");
  return [Math.max(0, v - teams[0]!.split(" ").length), rematch ? end + 1 : end];
}

/** A session of a race weekend or a tournament, said after its name. */
const SPORT_SESSION = /^(?:qualifying|practice)$/;

/** Where the clause names its thing: the kind's head word, with up to three words of its own before it. */
function nameIn(tokens: Token[], kind: Kind, acts: string[]): [number, number] | undefined {
  if (kind === "sport") {
    const span = teamSpan(tokens);
    if (span) return span;
  }
  const rule = ruleOf(kind);
  if (!rule) return undefined;
  const match = new RegExp(rule.head.source, "i").exec(textOf(tokens, 0, tokens.length));
  if (!match) return undefined;
  let offset = 0;
  let start = -1;
  let end = -1;
  for (const [index, token] of tokens.entries()) {
    const tokenEnd = offset + token.raw.length;
    if (start < 0 && tokenEnd > match.index) start = index;
    if (offset < match.index + match[0].length) end = index + 1;
    offset = tokenEnd + 1;
  }
  // "abu dhabi grand prix qualifying": the session is part of the name, not a word to lose.
  while (kind === "sport" && end > 0 && SPORT_SESSION.test(tokens[end]?.bare ?? "")) end++;
  let first = start;
  while (first > 0 && start - first < 3) {
    const before = tokens[first - 1]!;
    // "karaoke is cancelled": the thing called off is named before "is".
    if (CALLED_OFF.test(tokens[start]?.bare ?? "") && /^(?:is|are|has|have|been|was)$/.test(before.bare)) {
      first--;
      continue;
    }
    if (/[:;,.!?]$/.test(before.raw) || /\d|£/.test(before.bare) || QUALIFIER_STOP.test(before.bare)) {
      // "film and tv quiz": a small word between two qualifiers stays.
      const further = tokens[first - 2];
      if (
        /^(?:and|&)$/.test(before.bare) &&
        further &&
        start - first < 2 &&
        !QUALIFIER_STOP.test(further.bare) &&
        !/[:;,.!?]$/.test(further.raw)
      ) {
        first -= 2;
        continue;
      }
      break;
    }
    if (/^(?:(?:mon|tues|wednes|thurs|fri|satur)days?|tonight|today|tomorrow)$/.test(before.bare)) break;
    // "saturday 9th january acoustic night": the month is the date's, not the night's name.
    if (
      /^(?:january|february|march|april|june|july|august|september|october|november|december)$/.test(
        before.bare,
      ) &&
      /^\d{1,2}(?:st|nd|rd|th)$/.test(tokens[first - 2]?.bare ?? "")
    )
      break;
    // "christmas eve open": for opening and closing, the day stays the day, not part of the name.
    // "tonight's quiz cancelled": what is called off is named before the word, and is part of the name.
    if (
      (kind === "opening" || kind === "closure") &&
      !/^(?:kitchen|bar|garden|restaurant|pub|new|our|beer)$/i.test(before.bare) &&
      !CALLED_OFF.test(tokens[start]?.bare ?? "")
    )
      break;
    first--;
  }
  // "quiz night", "pie night": the word after the head that makes it a night is part of the name.
  if (/^(?:night|nite|party|session|club|special|deal|exhibition)$/.test(tokens[end]?.bare ?? "")) end++;
  // "garden open again after the refurb": the garden's news is its name.
  else if (
    kind !== "opening" &&
    /^(?:open|opens|reopens|reopened|reopening)$/.test(tokens[end]?.bare ?? "") &&
    /^(?:again|after|from|for)$/.test(tokens[end + 1]?.bare ?? "")
  )
    end += tokens[end + 1]?.bare === "again" ? 2 : 1;
  // "DJ Mike": an act named straight after the head is part of the name.
  for (const act of acts) {
    const words = act
      .toLowerCase()
      .replace(/^dj\s+/, "")
      .split(/\s+/);
    if (words.every((word, at) => tokens[end + at]?.bare === word)) end += words.length;
  }
  return [first, end];
}

/** Words that make a clause's opening words a sentence, not a name ("carling going up", "we lost"). */
const NOT_A_NAME =
  /^(?:is|are|was|were|be|been|being|going|goes|moving|moved|move|starts?|started|starting|raised|raising|need|needs|needed|got|get|getting|have|has|had|we|we're|our|us|i|i'm|me|my|you|your|they|their|he|his|him|she|her|it|it's|its|can|could|will|won't|would|please|pls|anyone|anybody|who|what|when|where|why|how|thank|thanks|u|so|sorry|if|otherwise|lost|flooded|back|down|up|takes|take|taking|over|handed|put|drawn|no|not|only|just|also|now|any|same|since|ex|new|last|first|all|every|each|this|next|there|here|hi|hey|welcome|closed|closing|open|opening|cancelled|canceled|postponed|off|out|still|sold|booked|free|due|after|before|until|till|v|vs|or|but|then|plus|sat|sun|mon|tue|wed|thu|fri)$/i;
/** Words a name never ends on ("pint for", "carols in the"). */
const NAME_NEVER_ENDS = /^(?:for|with|in|at|on|to|from|of|the|a|an|by|and|&|or|our|your|this|at|into)$/i;

/**
 * A name no kind knows ("tapas night", "family xmas film", "santa grotto", "pint for pete"): two
 * to five plain words opening the brief, straight before its first when, with nothing in them
 * that makes them a sentence instead ("carling going up to £4.60 from mon 7th" is news).
 */
function plainNameSpan(tokens: Token[], runs: Array<[number, number]>): [number, number] | undefined {
  // "new years day walk meet at pub 10am": the name ends where the meeting point starts.
  const meet = tokens.findIndex(
    (token, at) =>
      /^(?:meet|meets|meeting|leaves|leaving|departs)$/.test(token.bare) &&
      runs.some(([start]) => start > at && start <= at + 4),
  );
  const first = runs[0];
  const end = meet > 0 && (!first || meet < first[0]) ? meet : first?.[0];
  if (end === undefined || end < 1 || end > 5) return undefined;
  const occasion = DAY_OCCASION.exec(textOf(tokens, 0, end));
  const occasionWords = occasion && occasion.index === 0 ? occasion[0].split(/\s+/).length : 0;
  // "boxing day doors 11 racing from 12 …": the occasion is the day out, with its doors time.
  if (occasionWords > 0 && /^doors$/.test(tokens[occasionWords]?.bare ?? "")) return [0, occasionWords];
  // "boxing day 12-4": an occasion on its own is the day, not a name.
  if (occasionWords >= end) return undefined;
  const words = tokens.slice(0, end);
  if (
    words.some(
      (token, at) =>
        /\d|£|[:;!?]$|,$/.test(token.raw) ||
        (at >= occasionWords && NOT_A_NAME.test(token.bare)) ||
        /^(?:hrs|hours|doors|times|price|prices)$/.test(token.bare),
    )
  )
    return undefined;
  if (NAME_NEVER_ENDS.test(words.at(-1)!.bare) || /^(?:and|&)$/.test(words[0]!.bare)) return undefined;
  // A single word ("food 12-9", "jan sat") is too little to be sure it is a name.
  if (words.length === 1) return undefined;
  return [0, end];
}

interface ClauseReading {
  /** The whole clause, tidied, for when it is kept as one line. */
  text: string;
  kind?: Kind;
  /** True when the clause starts with its thing's name (after any day), so it can be split cleanly. */
  named: boolean;
  name?: string;
  /** The name with the words that go with it ("closed for refurbishment"). */
  title?: string;
  day?: string;
  time?: string;
  /** The clause without its name and when. */
  rest: string[];
  onlyWhen: boolean;
  /** True when the clause opens with its own day or time ("thursday 11pm on sky"). */
  opensWithWhen: boolean;
  /** The title a film night shows ("Elf"), said in brackets after its name. */
  showing?: string;
}

const PREPOSITION =
  /^(?:for|with|in|at|on|to|from|during|after|before|due|because|by|inside|outside|upstairs|downstairs|featuring|ft|feat|live)\b/i;
/** Words after a name that belong to it ("bar staff wanted", "open mic is back"). */
const NAME_TAIL =
  /^(?:earlier|earlier today|this morning|last night|wanted|needed|required|available|welcome|is back|are back|back|returns|only|launching|now booking|now open|open|is on|on|meets|served|serving|starts|is open|are open|(?:is |are )?(?:staying|stays|still on|not changing|unchanged)(?: though| tho| as (?:it is|normal))?|instead|asap|urgently|immediately)$/i;

const SAYS_CLOSED =
  /\b(?:is|are|will be|'s|has been|have been)\s+(?:now\s+|still\s+|currently\s+)?(?:closed|shut|cancelled|canceled|called off|postponed)\b/i;

export function readClause(clause: string, names: string[], acts: string[], opening = false): ClauseReading {
  // "darts tomorrow killer challenge 8pm": the day goes after the name, so the name is read whole.
  const text = unshout(clause).replace(DAY_BEFORE_FORMAT, "$1 $3 $2");
  const tokens = tokenize(text);
  const kinds = kindsOf(text);
  const runs = whenRuns(tokens);
  // The thing named first is the clause's thing: "carols in the beer garden … mulled wine £3.50" is carols.
  const first = kinds
    .map((candidate) => ({ candidate, span: nameIn(tokens, candidate, acts)! }))
    .filter((entry) => entry.span !== undefined)
    .sort((left, right) => left.span[0] - right.span[0])[0];
  // "tapas night fri 11th 6-9", "family xmas film sun 13th": a name no kind knows, said before its when
  // (and before any thing a kind knows: "… popcorn + hot choc £3" is not a hot chocolate post).
  const plainSpan = opening ? plainNameSpan(tokens, runs) : undefined;
  const plain = plainSpan && (!first || first.span[0] >= plainSpan[1]) ? plainSpan : undefined;
  // "the beer garden is shut till spring": the news is the closing, whatever is named first.
  const closedNews = kinds.includes("closure") && SAYS_CLOSED.test(text);
  const headed = plain ? undefined : closedNews ? "closure" : first?.candidate;
  const kind = plain ? (kindsOf(textOf(tokens, plain[0], plain[1]))[0] ?? "event") : (headed ?? kinds[0]);
  let span = plain ?? (kind ? nameIn(tokens, kind, acts) : undefined);
  const occasion = DAY_OCCASION.exec(text);
  const occasionStart = occasion ? tokens.findIndex((token) => token.index >= occasion.index) : -1;
  const occasionWords = occasion ? occasion[0].split(/\s+/).length : 0;
  const inOccasion = (index: number) =>
    occasionStart >= 0 && index >= occasionStart && index < occasionStart + occasionWords;
  const inRun = (index: number) =>
    runs.some(([start, end]) => index >= start && index < end) || inOccasion(index);
  // Only a clause that starts with its name (after a day, or words like "we're") is split up.
  const leadEnd = span ? span[0] : 0;
  let intro = 0;
  for (let index = 0; index < leadEnd; index++) if (/:$/.test(tokens[index]!.raw)) intro = index + 1;
  const named =
    span !== undefined &&
    tokens
      .slice(intro, leadEnd)
      .every(
        (token, at) =>
          inRun(at + intro) || LEAD_IN.test(token.bare) || (kind === "sport" && SPORT_LEAD.test(token.bare)),
      );
  // "garden's open and the play area is back": news in the landlord's own words, not a name to build on.
  const news =
    kind !== undefined &&
    new RegExp(
      `(?:${ruleOf(kind)?.head.source ?? "$^"})(?:'s\\s+(?:now\\s+)?(?:open|back|closed|shut)\\b|\\s+(?:is|are)\\s+(?:now\\s+)?(?:open|back)\\s+(?:and|&)\\s|\\s+(?:is\\s+|are\\s+)?(?:moving|moved|moves|switching|changing)\\b|\\s+(?:team\\s+|lads\\s+|ladies\\s+)?(?:beat|won|lost|drew|smashed|thrashed|raised)\\b)`,
      "i",
    ).test(text);
  // "thank u to everyone who came to our birthday bash": thanks are news, not a night to pencil in.
  const thanks =
    opening && /^(?:a )?(?:(?:big|huge|massive|special) )?(?:thank (?:you|u)|thanks|cheers|ta)\b/i.test(text);
  if (!named || news || thanks) span = undefined;
  const reading: ClauseReading = {
    text: properCase(punctuateShorthand(tidyPart(text, true)), names),
    kind: thanks ? "news" : kind,
    named: named && !news && !thanks,
    rest: [],
    onlyWhen: isOnlyWhen(tokens),
    opensWithWhen: runs[0]?.[0] === 0,
  };
  const taken = new Set<number>();
  if (span) for (let index = span[0]; index < span[1]; index++) taken.add(index);
  // Lead-ins and an intro ("this week:", "we're") go; an intro that names a competition stays for the sport line.
  if (span) {
    for (let index = 0; index < span[0]; index++) {
      if (inRun(index)) continue;
      const introWord = index < intro && !COMPETITIONS.some((entry) => entry.said.test(tokens[index]!.raw));
      if (
        introWord ||
        LEAD_IN.test(tokens[index]!.bare) ||
        (kind === "sport" && SPORT_LEAD.test(tokens[index]!.bare))
      )
        taken.add(index);
    }
  }
  // "book by 14th dec": a deadline, not when the thing is.
  // "fizz at midnight": the fizz's time, not the party's.
  const deadline = ([start]: [number, number]) => {
    const lead = /^(?:at|@)$/.test(tokens[start - 1]?.bare ?? "") ? start - 2 : start - 1;
    // ("fireworks tonight from 7pm" is the fireworks' own time when they are the thing.)
    const ownName = span !== undefined && lead >= span[0] && lead < span[1];
    return (
      /^(?:by|before|deadline)$/.test(tokens[start - 1]?.bare ?? "") ||
      (!ownName &&
        /^(?:fizz|toast|countdown|fireworks|bubbly|prosecco|champagne|bells)$/.test(tokens[lead]?.bare ?? ""))
    );
  };
  const own = span
    ? (runs.find((run) => run[0] >= span![1] && !deadline(run)) ?? runs.find(([, end]) => end <= span![0]))
    : undefined;
  if (own) {
    Object.assign(reading, dayAndTime(tokens, own));
    for (let index = own[0]; index < own[1]; index++) taken.add(index);
    // "live music sat with the rusty nails from 9pm": a later time (or an earlier day) is the thing's too.
    for (const run of runs) {
      if (run === own || deadline(run) || (span && run[0] < span[1] && span[0] < run[1])) continue;
      const found = dayAndTime(tokens, run);
      if (found.time && !found.day && !reading.time) reading.time = found.time;
      else if (found.day && !found.time && !reading.day) reading.day = found.day;
      else continue;
      for (let index = run[0]; index < run[1]; index++) taken.add(index);
    }
  }
  // "easter monday open 11am": the day read is the occasion's own weekday, so the day is the occasion.
  if (
    span &&
    occasion &&
    reading.day &&
    occasion[0].toLowerCase().endsWith(` ${reading.day.toLowerCase()}`) &&
    !/\b(?:for|before|after|until|till)\s*$/i.test(text.slice(0, occasion.index))
  ) {
    reading.day = undefined;
    for (let at = 0; at < occasionWords; at++) taken.delete(occasionStart + at);
  }
  // "open from 11 on boxing day": an occasion that is a day is the thing's day.
  if (
    span &&
    occasion &&
    !reading.day &&
    !/\b(?:for|before|after|until|till)\s*$/i.test(text.slice(0, occasion.index))
  ) {
    const startAt = tokens.findIndex((token) => token.index >= occasion.index);
    const words = occasion[0].split(/\s+/).length;
    if (
      startAt >= 0 &&
      ![...Array(words).keys()].some((at) => span![0] <= startAt + at && startAt + at < span![1])
    ) {
      reading.day = occasion[0];
      for (let at = 0; at < words; at++) taken.add(startAt + at);
      if (tokens[startAt - 1] && /^(?:on|for)$/.test(tokens[startAt - 1]!.bare)) taken.add(startAt - 1);
    }
  }
  if (span) reading.name = textOf(tokens, span[0], span[1]);
  // "boxing day doors 11": the time is when the doors open.
  if (plain && reading.time && /^doors$/i.test(tokens[span![1]]?.bare ?? ""))
    reading.time = `doors ${reading.time}`;
  // "darts tonight against the clock challenge": a when inside the name goes to the when.
  const inside = reading.name && TIME_IN_NAME.exec(reading.name);
  if (inside) {
    reading.name = reading.name!.replace(inside[0], " ");
    if (!reading.day) reading.day = inside[1]!.toLowerCase();
  }
  // "live music: the blue tones": the act named after the colon plays with the music, not after a colon.
  if (reading.name && kind === "music") reading.name = reading.name.replace(/:\s+(?=\S)/, " with ");
  const pieces: string[] = [];
  let current: string[] = [];
  for (const [index, token] of tokens.entries()) {
    if (taken.has(index)) {
      if (current.length) pieces.push(current.join(" "));
      current = [];
    } else current.push(token.raw);
  }
  if (current.length) pieces.push(current.join(" "));
  const parts = pieces
    .map((piece) => tidyPart(piece, true))
    .filter(
      (piece) =>
        /[\p{L}\p{N}£]/u.test(piece) && !/^(?:at|on|from|the|of|to|and|&|for|by|in|with)$/i.test(piece),
    );
  // "£16.95 booking recommended": the price goes with its thing, the instruction on a line of its own.
  for (let index = 0; index < parts.length; index++) {
    const glued = PRICE_THEN_INSTRUCTION.exec(parts[index]!);
    if (glued) parts.splice(index, 1, glued[1]!.trim(), glued[2]!.trim());
  }
  reading.title = reading.name;
  // "chef wanted full time": "wanted" is the chef's, the hours are a line of their own.
  if (reading.name && kind === "staff") {
    const wanted = /^(wanted|needed|required)\s+(\S.*)$/i.exec(parts[0] ?? "");
    if (wanted) {
      reading.title = `${reading.name} ${wanted[1]!.toLowerCase()}`;
      parts.splice(0, 1, wanted[2]!);
    }
  }
  if (reading.name) {
    // "quiz and curry night", "roast beef & yorkshire pud": a short "and" straight after the name is part of it.
    // "carols & mulled wine in the beer garden": the "and" takes its words up to where it is.
    const joined =
      /^((?:\S+\s){0,2}?\S+?)(?:\s+((?:in|at|on|from|with|by|outside|upstairs|downstairs)\s.*))?$/i.exec(
        parts[0] ?? "",
      );
    if (joined && /^(?:and|&)\s/i.test(pieces[0] ?? "") && !/£|\d/.test(joined[1]!)) {
      reading.name = reading.title = `${reading.name} and ${joined[1]}`;
      if (joined[2]) parts[0] = joined[2];
      else parts.shift();
    }
    // "no food just drinks": what there is instead goes with the name, after its comma.
    if (kind === "closure" && parts[0] && /^(?:just|only|but)\b/i.test(parts[0]) && !/£|\d/.test(parts[0]))
      reading.title = `${reading.title}, ${parts.shift()}`;
    // "with the rusty nails" names the act, part of the name; "for refurbishment" goes with it on its line.
    while (parts[0] && (PREPOSITION.test(parts[0]) || NAME_TAIL.test(parts[0])) && !/£|\d/.test(parts[0])) {
      // "with sharon instead": the act is Sharon; "instead" goes on after her name.
      const instead = /^(.+?)\s+(instead)$/i.exec(parts[0]);
      if (instead) parts.splice(0, 1, instead[1]!, instead[2]!);
      const piece = parts.shift()!;
      // Music names its act with "with"; an event only when the piece is an act the brief names.
      const named = acts.some((known) => piece.toLowerCase().includes(known.toLowerCase()));
      const act =
        /^(?:with|featuring|ft|feat)\b/i.test(piece) && (kind === "music" || (kind === "event" && named));
      if (act && reading.title === reading.name) reading.name = `${reading.name} ${piece}`;
      reading.title = `${reading.title} ${piece}`;
    }
    // "live music friday: the jukes 9pm": a short name straight after the colon is the act.
    const colon = /:\s*(\S.*)$/.exec(text)?.[1];
    if (
      kind === "music" &&
      colon &&
      parts[0] &&
      colon.toLowerCase().startsWith(parts[0].toLowerCase()) &&
      parts[0].split(" ").length <= 4 &&
      !/£|\d/.test(parts[0])
    ) {
      const act = titleCaseName(parts.shift()!);
      reading.name = `${reading.name} with ${act}`;
      reading.title = `${reading.title} with ${act}`;
    }
  }
  // "family xmas film sun 13th elf at 2pm": the film's own title is part of its name.
  if (reading.name && /\b(?:film|movie|screening|cinema)$/i.test(reading.name)) {
    const title = parts[0];
    if (title && !/£|\d/.test(title) && title.split(" ").length <= 4) {
      parts.shift();
      reading.showing = titleCaseName(title);
    }
  }
  // "back down to £13.95 … as meat prices have dropped": the reason goes with the news it explains.
  for (let index = parts.length - 1; index > 0; index--)
    if (/^(?:as|because|since|due to|cos|coz)\s/i.test(parts[index]!) && !/£|\d/.test(parts[index]!))
      parts.splice(index - 1, 2, `${parts[index - 1]}, ${parts[index]}`);
  reading.rest = parts.map((piece) => tidyPart(piece, true));
  return reading;
}

export function sportOf(text: string): SportKind | undefined {
  const table: Array<[SportKind, RegExp]> = [
    ["rugby", new RegExp(String.raw`\brugby\b|\bsix nations\b|\b6 nations\b|\b(?:${RUGBY_SIDES})\b`, "i")],
    ["cricket", /\bcricket\b|\bashes\b|\btest match\b|\bfirst test\b|\bt20\b/i],
    ["formula1", /\bf1\b|\bformula (?:1|one)\b|\bgrand prix\b|\bgp\b/i],
    ["darts", /\bdarts\b|\bally pally\b/i],
    [
      "boxing",
      /\bboxing\b(?! day)|\bfight night\b|\bring walks\b|\bmain event\b|\bundercard\b|🥊|\b(?:title|heavyweight|big) fight\b|\b(?:usyk|fury|joshua|dubois|canelo|parker|eubank|benn|wardley)\b/iu,
    ],
    [
      "horse_racing",
      new RegExp(
        String.raw`\b(?:${BIG_RACES})\b|\bascot\b|\bhorse racing\b|\bitv racing\b|\bracing on\b|\bsweepstake\b.*\bhorse\b|\b(?:boxing day|festive|jumps?|flat) racing\b|\bracing (?:at|from)\b|\bthe races\b|\bderby at epsom\b`,
        "i",
      ),
    ],
    ["tennis", /\btennis\b|\bwimbledon\b/i],
    ["golf", /\bgolf\b|\bryder cup\b|\bthe masters\b/i],
    ["snooker", /\bsnooker\b/i],
    ["athletics", /\bathletics\b|\bcross[- ]country\b/i],
    [
      "football",
      /\bfootball\b|\bfooty\b|\bpremier league\b|\bfa cup\b|\bcarabao\b|\bchampions league\b|\beuros?\b|\bworld cup\b|\bderby day\b|\bkick-off\b/i,
    ],
  ];
  // "f1 sun lights out 2pm … then the cricket highlights": the sport named first is the post's.
  let first: [SportKind, number] | undefined;
  for (const [sport, pattern] of table) {
    const at = text.search(pattern);
    if (at >= 0 && (!first || at < first[1])) first = [sport, at];
  }
  return first?.[0];
}

/** A sport item's competition goes in its name and its channel in a line of its own ("Live on ITV"). */
export function foldSport(item: Item, competition: string | undefined, channel: string | undefined): void {
  const filler = new RegExp(
    [
      ...CHANNELS.map((entry) => entry.said.source),
      ...COMPETITIONS.map((entry) => entry.said.source),
      // ("on the tv" says nothing a match on the telly needs.)
      "\\b(?:live|on|the|showing|sports?|tv|telly)\\b",
      "[()]",
    ].join("|"),
    "gi",
  );
  let onChannel = false;
  item.details = item.details.filter((line) => {
    if (line.replace(filler, "").replace(/[\s,.:;-]+/g, "")) return true;
    onChannel ||= CHANNELS.some((entry) => entry.said.test(line));
    return false;
  });
  const tail = CHANNELS.find((entry) => entry.said.test(item.title.slice(item.name.length)));
  if (tail) {
    item.title = item.name;
    onChannel = true;
  }
  if (competition && !item.title.toLowerCase().includes(competition.replace(/^the /i, "").toLowerCase())) {
    // "ashes test starts thurs" read as news has no title of its own: the competition is its name.
    // "darts" in "the World Darts" is said by the competition: "the World Darts", not "Darts (the World Darts)".
    const saidByIt =
      (item.title.trim() && competition.toLowerCase().includes(item.title.trim().toLowerCase())) ||
      // "F1" is the Grand Prix by its other name: never "F1 (the Grand Prix)".
      COMPETITIONS.some(
        (entry) =>
          entry.name === competition &&
          new RegExp(`^(?:the )?(?:${(entry.written ?? entry.said).source})$`, "i").test(item.title.trim()),
      );
    // "Leinster v Leicester (the Champions Cup) on TV": the competition goes with the match, before
    // where it is shown.
    const [, named = item.title, shown = ""] =
      /^(.*?)((?:\s+(?:on|live on)\s+(?:the\s+)?(?:tv|telly|big screens?|all (?:the )?screens|screens?|projector))?)$/i.exec(
        item.title,
      ) ?? [];
    item.title =
      item.title.trim() && !saidByIt
        ? `${named} (${competition})${shown}`
        : competition.replace(/^the /, "The ");
  }
  if (channel && onChannel) item.details.unshift(`Live on ${channel}`);
}

/** A name as it reads mid-sentence: "quiz night", but "Arsenal v Chelsea" and "World Cup final" keep their capitals. */
export function nameCase(text: string, names: string[]): string {
  const cased = properCase(tidyPart(text, true), names);
  const first = tidyPart(text, true).split(/\s+/)[0] ?? "";
  const kept =
    names.some((name) => name.toLowerCase().startsWith(first.toLowerCase())) || KEEP_CAPITAL.test(cased);
  if (/^The [A-Z]/.test(cased) && !names.some((name) => cased.startsWith(name)))
    return `the${cased.slice(3)}`;
  return kept ? cased : lowerFirst(cased);
}

const KEEP_CAPITAL =
  /^(?:World Cup|Champions League|Premier League|Carabao|FA Cup|Six Nations|Grand National|Grand Prix|Ryder Cup|Wimbledon|Cheltenham|Euros|Ashes|Super Saturday)/;

export function itemOf(reading: ClauseReading, names: string[]): Item {
  // "bingo postponed till next thursday": the new date is what the news says, not when bingo is on.
  if (
    reading.title &&
    reading.day &&
    /\bpostponed$/i.test(reading.title) &&
    /^(?:till|until|to)\b/i.test(reading.day)
  ) {
    reading = { ...reading, title: `${reading.title} ${reading.day}`, day: undefined };
  }
  const showing = reading.showing ? ` (${reading.showing})` : "";
  return {
    kind: reading.kind ?? "news",
    name: reading.name ? `${nameCase(reading.name, names).replace(/[!?.]+$/, "")}${showing}` : "",
    // "karaoke with sharon instead": the act's name is cased, "instead" is not part of it.
    title: reading.title
      ? `${nameCase(reading.title.replace(/\s+instead$/i, ""), names).replace(/[!?.]+$/, "")}${showing}${/\sinstead$/i.test(reading.title) ? " instead" : ""}`
      : "",
    // "tmrw wed 2nd": the weekday and date say it; the post works out "tomorrow" itself.
    day:
      reading.day &&
      properCase(
        reading.day
          .replace(/^all (?=this|next|\w+day)/i, "")
          .replace(/^(?:tomorrow|tonight|today)\s+(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day)/i, ""),
        names,
      ),
    time: reading.time && twelveHour(reading.time),
    details: reading.name ? reading.rest.flatMap((piece) => detailLines(piece, names)) : [],
  };
}
