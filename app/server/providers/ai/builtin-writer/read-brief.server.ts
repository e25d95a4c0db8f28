import { readActs, readFacts, readPrices, readTeams, splitAtHappenings } from "~/lib/content/brief-facts";
import {
  A_LOSS,
  BIG_RACES,
  CALLED_OFF as CALLED_OFF_NAME,
  CHANNELS,
  COMPETITIONS,
  COUNTDOWN_LEAD,
  DISHES,
  DRINKS,
  OCCASIONS,
  OWN_HAPPENING,
  PRICE_GOING_UP,
  punctuateShorthand,
  RACE_MEETINGS,
  RUGBY_SIDES,
  tidyBrief,
  titleCaseName,
  WHO_PAYS,
} from "~/lib/content/brief-words";
import { askGluedOn, timeThenNewFact } from "~/lib/content/check-run-on";
import { isGreetingOrApology } from "~/lib/content/check-voice";
import { properCase } from "~/lib/content/proper-case";
import { dartsShown } from "~/lib/content/pub-games";
import { recentCache } from "~/lib/recent-cache";
import { twelveHour } from "~/lib/time";
import { type Brief, capitalise, type Item, type Kind, lowerFirst, type SportKind } from "./analysis.server";
import { headsIn, kindsOf, ruleOf } from "./kinds.server";
import { dayAndTime, isOnlyWhen, startsAt, type Token, tokenize, whenRuns } from "./when.server";

/**
 * Reads a brief the way a landlord means it: one thing that is on with its details, or several
 * ("quiz tues, karaoke fri, roast sun £12.95"). Each thing keeps the landlord's own words: the name
 * as typed ("steak night"), the day and time lifted out only where that leaves whole words behind,
 * and every other clause kept as a line of its own, tidied ("£50 bar tab for the winners").
 */

// "… boiler repair sorry folks back tues as normal": an apology, and what happens next, end a thought.
const CLAUSE_BREAK =
  /,(?!\d{3}\b)|[;\n|()]+|(?<=[!?])\s+|\.(?=\s|$)|\s[-–—]\s|\s\+\s|\s\/\s|(?<=\s)then\s(?!£)|(?<=\bon (?:the )?(?:big screens?|telly|tv|projector))\s+(?!(?:all|every|from|at|till|until|tonight|today|this|next|on|and|with|in)\b)(?=\p{L}{3,}\s)|\s(?=also\s)|\s(?=and we(?:'re| are| will|'ll) (?:opening|open|staying|closing|closed|showing|doing|having)\b)|(?<=\b(?:can|could) (?:anyone|anybody|you) help)\s+|(?<!\b(?:are|am|is|we're|i'm|was|were|be|been|so|very|really|truly))\s(?=(?:so |very |really )?sorry\b(?! (?:to|for|if|that|about)\b))|\s(?:and\s)?(?=(?:we(?:'re| are)|i(?:'m| am)) (?:so |very |really |truly )?sorry\b)|(?<=\bsorry)\s+(?!(?:to|for|if|that|about|folks|all|everyone|everybody|guys|people|peeps|again|x+|lads|ladies|mate|mates|not|no|but|we|we're|it|it's|i|i'm)\b)(?=\p{L}{3,}\s\p{L})|(?<!\b(?:cask|ales?|beers?|lager|food|kitchen|quiz|bar|pool|darts|karaoke|bingo|music|band|menu|garden|it|we|we're|we'll|they're|they'll|be|been)\b)\s(?=back (?:on |open )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next \w+|as normal|to normal)\b)/iu;

/** A " + " with no price before it (since the last comma) and a price after it (before the next). */
const DEAL_PLUS =
  /(?<=(?:^|[,;\n])[^,;\n£]*\p{L}[^,;\n£]*)(?<!\b(?:screens?|telly|tv|projector|sky|tnt))\s\+\s(?=[^,;\n]*£)/gu;

/** Emoji a landlord puts between two thoughts ("kittens 😻 not for sale") read as a comma. */
const EMOJI_BREAK =
  /(?<=[\p{L}\p{N}])\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}])+\s+(?=[\p{L}\p{N}£])/gu;

/** A comma inside a short list of words ("birthdays, christenings and wakes"). */
const LIST_COMMA =
  /(?<=\b(?<before>[\p{L}']{3,})),(?=\s+(?<items>[\p{L}']+(?:\s+[\p{L}']+)?\s+(?:and|or|&)\s+[\p{L}']+(?:\s+[\p{L}']+)?)(?:[,.!?;:]|$))/gu;
/** Days, times and prices: a list item with one of its own is a thing of its own. */
const SAYS_WHEN =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tues?|weds?|thurs?|fri|sat|sun|tonight|today|tomorrow|weekend|night|nights|am|pm)\b|\d|£/i;

/**
 * A clause typed with no commas ("bank hol mon open 12-10 food 12-4 only roast menu") is several
 * facts: it ends where a second time starts a fact of its own, and before words that always open
 * one ("free entry", "all welcome", "must be 18+", "only roast menu").
 */
function splitRunOn(part: string): string[] {
  const words = part.split(/\s+/);
  if (words.length < 6) return [part];
  const pieces: string[] = [];
  let rest = part;
  for (const found of [...rest.matchAll(FACT_STARTS)].map((match) => match.index).reverse()) {
    // "… at 4pm and the mince pies are free": "the" opens the new fact, and the "and" goes.
    const article = /(?<=\b(?:and|&|plus)\s+)the\s+$/i.exec(rest.slice(0, found));
    const cut = article ? article.index : found;
    const before = rest
      .slice(0, cut)
      .replace(/\s+(?:and|&|plus)\s*$/i, "")
      .trim();
    if (before.split(/\s+/).length < 2) continue;
    pieces.unshift(rest.slice(cut).trim());
    rest = before;
  }
  return [...splitAtSecondTime(rest).flatMap(splitAfterDate), ...pieces];
}

/**
 * "carling going up to £4.60 from mon 7th brewery put prices up": a date in the middle of a clause
 * ends its fact when a new one starts straight after it.
 */
function splitAfterDate(part: string): string[] {
  const tokens = tokenize(part);
  const run = whenRuns(tokens).find(
    ([start, end]) =>
      start > 0 &&
      tokens.length - end >= 3 &&
      tokens.slice(start, end).some((token) => /^\d{1,2}(?:st|nd|rd|th)$/.test(token.bare)),
  );
  const next = run && tokens[run[1]];
  if (!next || !/^\p{L}{3,}$/u.test(next.bare) || RUN_ON_CONNECTOR.test(next.bare)) return [part];
  // "football sat 12th dec liverpool v man utd": the fixture after the date is the thing itself.
  if (tokens.slice(run[1], run[1] + 5).some((token) => /^(?:v|vs)$/.test(token.bare))) return [part];
  // "film sun 13th elf at 2pm": a title and its time straight after the date are the thing's own.
  const after = tokens.slice(run[1], run[1] + 5).map((token) => token.bare);
  const at = after.findIndex((word) => /^(?:at|from)$/.test(word));
  if (at > 0 && at <= 3 && /^\d/.test(after[at + 1] ?? "")) return [part];
  return [part.slice(0, next.index).trim(), ...splitAfterDate(part.slice(next.index).trim())];
}

/** "live music sat 9pm pie and peas from 7pm £5": a fact with its own time after the first one's. */
function splitAtSecondTime(part: string): string[] {
  const tokens = tokenize(part);
  const timed = whenRuns(tokens).filter((run) => dayAndTime(tokens, run).time);
  if (timed.length < 2) return [part];
  const first = timed[0]!;
  const next = tokens[first[1]];
  if (!next || first[1] < 2 || !/^\p{L}{3,}$/u.test(next.bare) || RUN_ON_CONNECTOR.test(next.bare))
    return [part];
  return [part.slice(0, next.index).trim(), ...splitAtSecondTime(part.slice(next.index).trim())];
}

const RUN_ON_CONNECTOR =
  /^(?:and|till|until|to|on|every|from|at|with|for|then|plus|start|starts|sharp|onwards|late|only|each|per|including|inc|inside|outside|indoors|upstairs|downstairs|into|instead)$/i;

/** Words that always open a fact of their own in a brief typed without commas. */
const FACT_STARTS =
  /(?<=\s)(?<!(?:\b(?:and|with|plus|or|n|inc|incl|including|be|been|so|need|needs|require|requires|pay|because|cos|as)|&)\s)(?<!\b(?:with|w) (?:a|an|the|our) )(?:thank (?:you|u)|thanks|(?:pub|bar|we're) open|still (?:inc|including|with|comes)|(?:still )?free entry|entry free|all welcome|everyone welcome|all ages|sign up|must be|must stay|adults must|(?<!\bif [^,.;]{1,40})(?:please|pls)(?!\s*(?:[,.;!?)]|$))|pop in with|drop (?:in|off) (?:a |your )?cvs?|bring (?:in )?your cv|drop (?:a |your |off )?cvs?|limited (?:seats|spaces|places|numbers|tickets)|(?<!£[\d.,]+(?:pp| pp| per person)?\s)(?<!\bpay (?:a |your |the )?)(?<!\b(?:get|put|send|bring|your|the|our|with)\s)deposits?|names (?:behind|at|on|in)|veggie options?|vegan options?|excl|excluding|only \w+ menu|drinks only|under \d+s only|last food|kitchen (?:closed|open)|money raised|all money|all proceeds|all (?:of it )?(?:goes|going) to|(?:it |we )?sold out every|should be (?:sorted|fixed|back|open|ok|done)|need (?:numbers|to know numbers)|must book|booking (?:essential|advised|recommended)|(?<!\b(?:a|an|have|get|order)\s)buffet (?:after|to follow|from)|mince pies|free drinks?|come (?:and )?say hello|(?<!\bif [^,.;!?]{1,40})let us know|while (?:it|stocks) lasts?|try something new|donations (?:to|for|in aid)|new menu|(?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:is|are) now|(?<!\b(?:a|of|hot|every|each|per|the|your|with|and)\s)mulled wine|special thanks|(?:cask|real ale|draught|food|kitchen) back|live (?:band|music|DJ)|hog roast|midnight (?:fizz|toast|countdown)|(?:family |pub |boxing day )?walk (?:meets|leaves|starts)|face paint\w*|(?<!\bwith (?:a )?)present for (?:each|every)|only \d+ (?:tickets|tix|places|spaces|tables|seats)(?: left)?|only \d+ left|parents (?:must|to stay)|still (?:a few|some|\d+) (?:tables|spaces|places|seats|tickets)|memorial (?:night|nite|do|service|evening)|celebration of life|experience (?:preferred|needed|essential|not)|no experience|over \d+s only|first (?:game|pint|drink|round) (?:free|on us)|reopening|back open|roasts? (?=sunday\b)|\d+ courses? (?:menu|meal|dinner|lunch)|(?<=\b(?:left|available|remaining)\s)\d+ courses?|£[\d.]+(?: ?pp| per person)? deposit|dogs (?:welcome|allowed)|\d+ ?(?:mile|k|km) (?:loop|walk|route|circular)|back (?:for|by) \d|free (?:samples|tasters)|(?<!\b(?:can't|cant|cannot|couldn't|won't|to|can|could)\s)get in|dress up|dress code|fancy dress|free (?:sarnies|sandwiches|food|buffet|chips|nibbles|pies?|mince pies|pint|bacon butties|hot dogs)|leaving do|new landlord|new landlady|last shift|cheque (?:handed|presented|going|to be)|(?:kids|children|under \d+s) £|kids (?:go |eat )?free|it's going to be|it'll be|(?<=\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\s)\d+ (?:cask |real |craft |guest )?(?:ales|beers|ciders|gins|wines)|(?:come|pop) (?:and |down and |in and )?(?:support|celebrate|cheer)|describe it|(?<!\b(?:before|b4|till|until|after|when|once)\s)it (?:starts|begins|kicks off|finishes|runs from))\b/gi;

const HAPPENING_THEN_PRICE = /^(.*?\b\d{1,2}(?:[:.]\d{2})?(?:am|pm)?)\s+(£.*)$/i;

/** Clauses: split at punctuation, " - ", and where a second thing starts after a day ("quiz tues karaoke fri"). */
function clausesOf(text: string): string[] {
  // "Birthday? Christening? Wake?" is one line, not three words on their own.
  const protectedText = text
    // "20 ales inc Timothy Taylor, Ilkley, Northern Monk & Roosters": one list of names.
    .replace(
      /\b(?:including|with|from|featuring)\s+(?:[A-Z][\p{L}']*(?:\s[A-Z][\p{L}']*)*,\s)+[A-Z][\p{L}']*(?:\s[A-Z][\p{L}']*)*\s(?:&|and)\s[A-Z][\p{L}']*(?:\s[A-Z][\p{L}']*)*/gu,
      (list) => list.replaceAll(",", "\uE001"),
    )
    // "fri 14th - sun 16th": one stretch of days, not two facts.
    .replace(
      /\b((?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:st|nd|rd|th)?)\s+[-–]\s+(?=(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:(?:st|nd|rd|th)\b|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))/gi,
      "$1 to ",
    )
    // "2 steaks + bottle of wine £40": a "+" inside a priced deal joins its parts; so it does two days.
    .replace(DEAL_PLUS, " and ")
    // "family + friends only", "scarf + set of keys", "gift + hot choc": two words joined, one thought.
    // "free entry + sat 5th acoustic": a "+" before a day and its date starts a thing of its own.
    // ("mon 7th + tues 8th" is still two days of one thing).
    .replace(
      /(?<=\p{L}{2})\s\+\s(?=\p{L})(?:(?<=(?:\d(?:st|nd|rd|th)|day|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\s\+\s)|(?!(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*\s+\d))/giu,
      " and ",
    )
    .replace(
      /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s\+\s(?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/gi,
      "$1 and ",
    )
    .replace(/(?:\b[\p{L}']+\?\s+){2,}[\p{L}']+\?/gu, (run) => run.replace(/\?/g, "\uE000"))
    // "if you can donate a prize, drop it at the bar": the condition and what to do are one line.
    .replace(/\b(if (?:you|u) can [^,.;!?]{3,40}),\s/gi, "$1\uE001 ")
    // "for birthdays, christenings and wakes" is one list, not two lines; "quiz tues, karaoke fri" is two.
    .replace(LIST_COMMA, (comma, ...rest) => {
      const groups = rest.at(-1) as { before: string; items: string };
      return SAYS_WHEN.test(`${groups.before} ${groups.items}`) ? comma : "\uE001";
    });
  const parts = protectedText
    .split(CLAUSE_BREAK)
    .map(
      (part) =>
        part
          ?.replace(/\uE000/g, "?")
          .replace(/\uE001/g, ",")
          .trim() ?? "",
    )
    .filter((part) => /[\p{L}\p{N}£]/u.test(part))
    .flatMap(splitAtHappenings)
    // "coach leaves 9am £35 inc entry": the happening's time ends it; the price is the trip's.
    .flatMap((part) => {
      const priced = OWN_HAPPENING.test(part) ? HAPPENING_THEN_PRICE.exec(part) : null;
      return priced ? [priced[1]!, priced[2]!] : [part];
    })
    .flatMap(splitRunOn);
  const split: string[] = [];
  for (const part of parts) {
    let start = 0;
    for (const head of headsIn(part).slice(1)) {
      if (head.index <= start) continue;
      // A new thing starts where a head follows straight on from a day or time ("tues karaoke fri").
      const between = part.slice(start, head.index).replace(/\s+(?:and|&|plus|then)\s*$/i, "");
      const tokens = tokenize(between);
      const runs = whenRuns(tokens);
      const last = runs.at(-1);
      // So does one after a thing's day and price: "pie n pint mon-thurs £12.95 quiz weds 8pm".
      // The next thing then has a when of its own; "2 for £8 cocktails" is what the £8 buys.
      const pricedAfterWhen =
        runs.length > 0 &&
        /^£[\d.,]+(?:pp)?$/i.test(tokens.at(-1)?.raw ?? "") &&
        whenRuns(tokenize(part.slice(head.index))).length > 0;
      if (((last && last[1] === tokens.length) || pricedAfterWhen) && headsIn(between).length > 0) {
        split.push(between.trim());
        start = head.index;
      }
    }
    split.push(part.slice(start).trim());
  }
  // A clause that is only a day ("fri - dj from 9") belongs with the next one.
  const merged: string[] = [];
  for (const clause of split) {
    const previous = merged.at(-1);
    const tokens = tokenize(previous ?? "");
    const dayOnly =
      previous !== undefined && isOnlyWhen(tokens) && !dayAndTime(tokens, [0, tokens.length]).time;
    if (dayOnly && kindsOf(clause).length > 0 && kindsOf(previous!).length === 0) {
      merged[merged.length - 1] = `${previous} ${clause}`;
    } else merged.push(clause);
  }
  return merged.filter(Boolean);
}

/** Clauses the post says in its own way. */
const CALL_TO_ACTION =
  /^(?:book (?:now|early|a table|your table|in|ahead|online now)|come (?:down|along|on down|and see us|see us|and try it|and say hi)|come (?:and )?(?:watch|join)\b.*|see you(?: there| soon| all| this week| then)?|don'?t miss (?:it|out)|pop in|pop down|get (?:down|here|in) early(?: lads)?|be there|join us|let'?s go|who'?s in|what more do you want|big night|all this|bring your mates|it's going to be a good one|will update asap|(?:email|message|dm|inbox|pm|call|ring|phone) us|give us a (?:call|ring|bell)|get in touch)$/i;
const SIGN_OFF =
  /^(?:sorry|lol|x+|thanks|thank you|cheers|ta|enjoy|yay|woo+|haha|ha|showing|watch|catch|as always|as usual|same as always|same as usual|tidy|lush|mint|belter|canny|canny drop|buzzin|buzzing|boom|get in|come on|c'?mon|let'?s have it|up the \p{L}+)$/iu;
/** One-word clauses that mean something as a line. */
const ONE_WORD: Record<string, string> = {
  prizes: "Prizes to be won",
  prize: "Prizes to be won",
  free: "Free entry",
  "18+": "Over 18s only",
  raffle: "Raffle on the night",
  tombola: "Tombola on the day",
  buffet: "Buffet on the night",
  bbq: "BBQ on the go",
};

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
const DAY_OCCASION =
  /\b(?:christmas eve|christmas day|boxing day|new year's eve|new year's day|new years eve|new years day|bonfire night|burns night|valentine'?s day|st patrick'?s day|halloween|mother'?s day|mothering sunday|father'?s day|easter (?:sunday|monday|weekend)|good friday|pancake day|shrove tuesday|bank holiday (?:monday|weekend))\b/i;

function textOf(tokens: Token[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((token) => token.raw)
    .join(" ")
    .trim();
}

/** Leftover words, tidied: no dangling "and", "at", brackets or punctuation. */
function tidyPart(text: string, keepWith = false): string {
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
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** "PRIZES!!" → "prizes!": a brief typed in capitals reads as lower case. */
function unshout(text: string): string {
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

/** A price with a booking instruction straight after it, which is not what the price is for. */
const PRICE_THEN_INSTRUCTION =
  /^(.*?(?:£\s?[\d,.]+|\b\d+p)(?:\s?(?:pp|per person|per head|a head|each|a pint|a glass|a bottle|adults?|kids|per child|per team|per table|extra))?(?:\s(?:including|with)\s[a-z]+(?:\s(?:and|&)\s[a-z]+)?)?)\s+((?:booking|bookings|book|booked|reservations?|reserve|tables?|limited|spaces?|places?|seats?|call|ring|please|must|essential|recommended|advised|first come|all welcome|everyone welcome|no need|few left|last few|selling fast|going fast|takeaway|take away|eat in)\b.*)$/i;

const PREPOSITION =
  /^(?:for|with|in|at|on|to|from|during|after|before|due|because|by|inside|outside|upstairs|downstairs|featuring|ft|feat|live)\b/i;
/** Words after a name that belong to it ("bar staff wanted", "open mic is back"). */
const NAME_TAIL =
  /^(?:earlier|earlier today|this morning|last night|wanted|needed|required|available|welcome|is back|are back|back|returns|only|launching|now booking|now open|open|is on|on|meets|served|serving|starts|is open|are open)$/i;

const SAYS_CLOSED =
  /\b(?:is|are|will be|'s|has been|have been)\s+(?:now\s+|still\s+|currently\s+)?(?:closed|shut|cancelled|canceled|called off|postponed)\b/i;

function readClause(clause: string, names: string[], acts: string[], opening = false): ClauseReading {
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
    if (
      parts[0] &&
      /^(?:and|&)\s/i.test(pieces[0] ?? "") &&
      !/£|\d/.test(parts[0]) &&
      parts[0].split(" ").length <= 3
    ) {
      reading.name = reading.title = `${reading.name} and ${parts.shift()}`;
    }
    // "no food just drinks": what there is instead goes with the name, after its comma.
    if (kind === "closure" && parts[0] && /^(?:just|only|but)\b/i.test(parts[0]) && !/£|\d/.test(parts[0]))
      reading.title = `${reading.title}, ${parts.shift()}`;
    // "with the rusty nails" names the act, part of the name; "for refurbishment" goes with it on its line.
    while (parts[0] && (PREPOSITION.test(parts[0]) || NAME_TAIL.test(parts[0])) && !/£|\d/.test(parts[0])) {
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

/** What is left of "ko 3pm on the big screen" or "lights out 1pm" once its time is lifted out. */
const ONLY_SAID_WHEN =
  /^(?:ko|kick[- ]?off|kicks off|lights out|ring ?walks?|doors|starts?|it starts|first race|off)(?: (?:on|at) (?:the )?(?:big screens?|all (?:the )?screens|screens?|telly|tv|projector))?(?: (?:lads|folks|guys|all|everyone))?$/i;

/** A leftover piece as a line of its own, or undefined when it says nothing a post needs. */
function detailLine(piece: string, names: string[]): string | undefined {
  const bare = piece.replace(/[!.?]+$/, "").trim();
  // A greeting or an apology on its own ("sorry all") is said by the post's own sentences, never as a list line.
  if (!bare || CALL_TO_ACTION.test(bare) || SIGN_OFF.test(bare) || isGreetingOrApology(bare))
    return undefined;
  if (!/\s/.test(bare)) {
    const mapped = ONE_WORD[bare.toLowerCase()];
    if (mapped) return mapped;
    // A lone word ("served", "meets") says nothing; a lone price or name stays.
    if (!/£|\d|[A-Z]/.test(bare)) return undefined;
  }
  // "ko on the big screen lads", "lights out": words that only said when, once the time has gone.
  if (ONLY_SAID_WHEN.test(bare)) return undefined;
  // "8pm start" on its own: what starts then is the post's thing.
  if (startsAt(bare) !== bare) return startsAt(bare);
  // "pint n pie £9 all day lads": the landlord calling to the room, not part of the fact.
  const called =
    bare.split(/\s+/).length > 3
      ? piece.replace(/(?<!\b(?:the|our|your|my))\s+(?:lads|guys|peeps|folks)(?=[!.]*$)/i, "")
      : piece;
  // "fri 2 for £12 cocktails": the day, then its offer, never "Friday 2" read as a date.
  const dayFirst = called.replace(
    /^((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?=(?:\d+ (?:for|x)\b|£|\d+-for-\d))/i,
    "$1: ",
  );
  // "2 courses £22.95 3 courses £27.95", "booking essential £10pp deposit": two facts, with a comma.
  const listed = dayFirst
    .replace(/(£\d+(?:\.\d{2})?)\s+(?=\d+\s+\p{L}+(?:\s+\p{L}+)?\s+£)/gu, "$1, ")
    .replace(/\b(booking (?:essential|advised|recommended)|must book)\s+(?=£)/gi, "$1, ")
    // "happy hour 5-7 beforehand all draught £3.50": when the happy hour is, then what it gives.
    .replace(HAPPY_HOUR_THEN_OFFER, "$1: ")
    // "£1 a strip cash prizes": what it costs, then what you can win.
    .replace(
      /(£\d+(?:\.\d{2})? (?:a strip|a book|a card|a go|a ticket|per strip|each))\s+(?=(?:cash |big |great )?(?:prizes?|jackpot))/gi,
      "$1, ",
    );
  // "full english served from 10 £9.95": when it's served, then a comma, then what it costs.
  const spaced = listed.replace(/\s*!+$/, "!").replace(TIME_THEN_PRICE, "$1, ");
  return properCase(punctuateShorthand(withListCommas(spaced).replaceAll(LIST_COMMA_MARK, ",")), names);
}

const HAPPY_HOUR_THEN_OFFER =
  /\b(happy hours? \d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?(?:-|–|till?|to)\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?(?: (?:beforehand|before|after|afterwards|daily|every day|weekdays))?) (?=(?:all|any|every|selected|house|draught|cocktails|pints|2 for|two for)\b|£)/gi;

/** Where withListCommas put a comma, so a run of three facts can be set out as three lines. */
const LIST_COMMA_MARK = "\uE002";

/**
 * "£1 pp teams up to 6 cash jackpot £120 rolls over", "adults £13.95 kids £7.95", "20 ales 5
 * ciders": several facts typed in a row get the commas a reader needs between them.
 */
function withListCommas(line: string): string {
  return (
    line
      // "adults £13.95 kids £7.95" is two prices with their labels; "£12.50 adults £7 kids" labels after.
      .replace(PRICE_THEN_NEXT_FACT, (whole, price: string, at: number, all: string) =>
        (/^[a-z]+\s+£/i.test(all.slice(at + whole.length)) && !/[a-z]{2,}\s*$/i.test(all.slice(0, at))) ||
        LABELS_AFTER.test(all.slice(at + whole.length))
          ? whole
          : `${price}${LIST_COMMA_MARK} `,
      )
      // "£65 adults £30 under 12s": each price with the label after it.
      .replace(PRICE_THEN_LABEL_THEN_PRICE, `$1${LIST_COMMA_MARK} `)
      .replace(
        /\b(up to \d+)\s+(?=[a-z]{3,}\b(?! (?:people|players|per|each|a side)\b))/gi,
        (whole, limit: string, at: number, all: string) =>
          /^(?:people|players|per|each|a|in|on|at|of|and|or|for|to)\b/i.test(all.slice(at + whole.length))
            ? whole
            : `${limit}${LIST_COMMA_MARK} `,
      )
      .replace(/\b(\d+ [a-z]{3,}s)\s+(?=\d+ [a-z]{3,}s?\b)/gi, `$1${LIST_COMMA_MARK} `)
  );
}

/** "adults £30 under 12s": the next price's label follows it, so this price's label follows this one. */
const LABELS_AFTER = new RegExp(String.raw`^(?:${WHO_PAYS})\s+£\s?\d+(?:\.\d{2})?\s+(?:${WHO_PAYS})\b`, "i");
const PRICE_THEN_LABEL_THEN_PRICE = new RegExp(
  String.raw`(£\s?\d+(?:\.\d{2})?\s+(?:${WHO_PAYS}))\s+(?=£\s?\d+(?:\.\d{2})?\s+(?:${WHO_PAYS})\b)`,
  "gi",
);

/** A price, with its unit, followed straight on by another fact: "£1 pp teams up to 6", "£13.95 kids £7.95". */
const PRICE_THEN_NEXT_FACT =
  /(£\s?\d+(?:\.\d{2})?(?:\s?(?:pp|per person|a head|each|entry|a book|a card|per team))?)\s+(?=(?:[a-z]+(?:\s+(?!(?:or|and|per|a|an|each|for|on|at|with)\b)[a-z]+){0,2}\s+(?:£|up to\b)|£\s?\d|rolls? over\b|cash\b|jackpot\b|teams?\b|max\b|min\b|winners?\b|win\b|prizes?\b))/gi;

/** A leftover clause as its lines: "£35 including entry seats left" is the price, then "Seats left". */
function detailLines(piece: string, names: string[]): string[] {
  const glued = PRICE_THEN_INSTRUCTION.exec(piece);
  const pieces = glued ? [glued[1]!.trim(), glued[2]!.trim()] : [piece];
  return pieces
    .flatMap(nightByNight)
    .flatMap(unglued)
    .flatMap(factsInARow)
    .flatMap((part) => detailLine(part, names) ?? []);
}

const LINEUP_DAY =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:night|afternoon|evening|lunchtime))?\b/gi;
/** Words that say what kind of turn it is, not whose: "folk session" is no band's name. */
const NOT_A_LINEUP_NAME =
  /\b(?:session|folk|jazz|music|live|band|dj|quiz|karaoke|open|mic|acoustic|party|disco|bingo|comedy|covers|tribute|from|at|till|until|\d)/i;

/**
 * "friday the dead ringers saturday velvet haze sunday afternoon folk session": a line-up, a night
 * to a line ("Friday: The Dead Ringers"). An act's name is written with its capitals.
 */
export function nightByNight(piece: string): string[] {
  const days = [...piece.matchAll(LINEUP_DAY)];
  if (days.length < 2 || days[0]!.index !== 0) return [piece];
  const turns = days.map((day, at) => ({
    day: day[0],
    what: piece.slice(day.index + day[0].length, days[at + 1]?.index ?? piece.length).trim(),
  }));
  if (turns.some((turn) => !/\p{L}{3}/u.test(turn.what) || /^(?:and|&|to|till|until|-)$/i.test(turn.what)))
    return [piece];
  return turns.map(({ day, what }) => {
    const act = !NOT_A_LINEUP_NAME.test(what) && what.split(/\s+/).length <= 4;
    return `${capitalise(day)}: ${act ? what.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase()) : what}`;
  });
}

/**
 * "doors 6.30 tickets £15 from the bar", "photo under 10s book at bar": the facts the writing
 * check would find run together, each a line of its own (the check and the writer read alike).
 */
function unglued(piece: string): string[] {
  const cut = [timeThenNewFact(piece), askGluedOn(piece)]
    .filter((found) => found !== undefined && !/[,;:]/.test(found.words))
    .map((found) => found!.splitAt)
    .sort((left, right) => left - right)[0];
  if (cut === undefined || cut <= 0) return [piece];
  const before = piece.slice(0, cut).trim();
  const after = piece.slice(cut).trim();
  if (!before || !after) return [piece];
  return [before, ...unglued(capitalise(after))];
}

/**
 * "£1 pp teams up to 6 cash jackpot £120 rolls over" is three facts: "£1 pp", "Teams up to 6" and
 * "Cash jackpot £120, rolls over", a line each. Two ("adults £13.95 kids £7.95") stay one line.
 */
function factsInARow(piece: string): string[] {
  const parts = withListCommas(piece).split(LIST_COMMA_MARK);
  if (parts.length < 3) return [piece];
  const lines: string[] = [];
  for (const part of parts.map((text) => text.trim())) {
    // "rolls over" is the jackpot's: it stays on the jackpot's line.
    if (/^rolls? over\b/i.test(part) && lines.length > 0) lines[lines.length - 1] += `, ${part}`;
    else lines.push(part);
  }
  return lines;
}

const TIME_THEN_PRICE =
  /\b((?:from|at|till|until)\s+\d{1,2}(?:[:.]\d{2})?(?:am|pm)?|\d{1,2}(?:[:.]\d{2})?(?:am|pm)|\d{1,2}(?:[:.]\d{2})?(?:am|pm)?-\d{1,2}(?:[:.]\d{2})?(?:am|pm)?)\s+(?=£\s?\d)/gi;

function sportOf(text: string): SportKind | undefined {
  const table: Array<[SportKind, RegExp]> = [
    ["rugby", new RegExp(String.raw`\brugby\b|\bsix nations\b|\b6 nations\b|\b(?:${RUGBY_SIDES})\b`, "i")],
    ["cricket", /\bcricket\b|\bashes\b|\btest match\b|\bfirst test\b|\bt20\b/i],
    ["formula1", /\bf1\b|\bformula (?:1|one)\b|\bgrand prix\b/i],
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
function foldSport(item: Item, competition: string | undefined, channel: string | undefined): void {
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
function nameCase(text: string, names: string[]): string {
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

function itemOf(reading: ClauseReading, names: string[]): Item {
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
    title: reading.title ? `${nameCase(reading.title, names).replace(/[!?.]+$/, "")}${showing}` : "",
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

const HAS_WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day/i;

const briefs = recentCache<Brief>(32);

/**
 * Reads a brief into what is on. Read once per brief: every platform's post and every refinement
 * of it starts from the same reading (treat it as read-only).
 */
const RECURRENCE = /^(?:every (?:day|week|month|fortnight)|weekly|monthly|daily|fortnightly)[.!]?$/i;
const MEAL = "(breakfasts?|brunch|lunch(?:es)?|dinners?|evening meals?|tea|food|sunday roasts?|roasts?)";
const HOURS = String.raw`(\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\s*(?:-|–|to|til|till)\s*\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?)`;
const MEAL_TIME = new RegExp(String.raw`^${MEAL}\s*:?\s*${HOURS}$`, "i");
const EVERY = /\s*,?\s*(every day|everyday|daily|7 days a week|seven days a week)\s*$/i;

/**
 * "breakfast 9-11, lunch 12-3, dinner 5-9 every day": the kitchen's hours, one post. Each meal is a
 * line with its hours, and the "every day" at the end is for all of them, not stuck to dinner.
 */
function mealTimes(text: string): Item | undefined {
  const every = EVERY.exec(text);
  const meals = text
    .replace(EVERY, "")
    .split(/\s*[,;\n]\s*|\s+and\s+/)
    .filter(Boolean)
    .map((part) => MEAL_TIME.exec(part.trim()));
  if (meals.length < 2 || meals.some((meal) => !meal)) return undefined;
  const names = meals.map((meal) => meal![1]!.toLowerCase());
  const name =
    names.length === 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return {
    kind: "food",
    name,
    title: name,
    day: every ? properCase(every[1]!.replace(/^everyday$/i, "every day")) : undefined,
    details: meals.map((meal) => `${capitalise(meal![1]!.toLowerCase())}: ${meal![2]!.replace(/\s+/g, "")}`),
  };
}

/** A problem the brief says is over ("power cut earlier, all sorted now"). */
const RESOLVED =
  /\b(?:all sorted|sorted now|back to normal|fixed now|all fixed|power(?:'s| is) back|restored|resolved|back up and running)\b/i;
const BACK_OPEN =
  /^(.*?\b(?:back open|open again|reopen(?:ed|ing|s)?)\b)\s*((?:from|at|till|until)?\s*\d.*)?$/i;

/**
 * Notices whose news is not what their first words say. "power cut earlier, all sorted now,
 * kitchen back open from 6" is good news about the kitchen, with the power cut as the reason;
 * "last orders 10pm tonight for staff xmas do, sorry" is an early close, not good news.
 */
function settleNotice(items: Item[], text: string): void {
  const main = items[0];
  if (!main) return;
  if (
    main.kind === "opening" &&
    /^last orders\b/i.test(main.name) &&
    /\b(?:sorry|early|staff|private)\b/i.test(text)
  )
    main.kind = "closure";
  if (main.kind !== "closure" || !RESOLVED.test(text) || CALLED_OFF_NAME.test(main.name)) return;
  const at = main.details.findIndex((line) => BACK_OPEN.test(line));
  if (at < 0) return;
  const [, name, time] = BACK_OPEN.exec(main.details[at]!)!;
  const reason = capitalise(main.title);
  main.details.splice(at, 1);
  Object.assign(main, {
    kind: "opening",
    name: lowerFirst(name!),
    title: lowerFirst(name!),
    time: time?.trim() || main.time,
    details: [reason, ...main.details],
  });
}

/** A team or group asking for people: "looking for new players", "need a sub", "new members welcome". */
const RECRUIT =
  /\b(?:(?:is |are |we're |were )?looking for (?:new |more |a few |some |extra )?(?:players|members|singers|ringers|a sub|subs|a player|a partner|partners)|(?:new |more )?(?:players|members|singers) (?:wanted|needed)|new (?:players|members|singers) welcome|needs? (?:a |an extra )?subs?\b|needs? (?:new |more )?(?:players|members)|need(?:s)? (?:\d+|one|two|three|four|a few|some|a couple of) (?:more |new |extra )?(?:players|members))\b/i;

/** A game a pub fields a team in: "pool need a sub" is the pool team's ask. */
const PLAYED_GAME =
  /\b(?:darts|pool|quiz|football|footy|cricket|crib|cribbage|dominoes|skittles|bowls|netball|rugby|golf)$/i;

/**
 * "ladies darts team looking for new players, practice weds 7.30": the team is the thing, its ask
 * the news. The item is renamed for the team, the ask is its first line, and the post is an
 * invitation to join (TEAM_CALL), never a night to pencil in.
 */
function teamCallIn(text: string, items: Item[]): Brief["teamCall"] {
  const main = items[0];
  if (!main || items.length > 1 || main.kind === "staff") return undefined;
  for (const clause of text.split(/[,;\n]|\.(?:\s|$)|\s[-–]\s/)) {
    const found = RECRUIT.exec(clause);
    if (!found) continue;
    // "need 2 more players for dominoes team": the team is named after the ask.
    const after = /^\s*for (?:our |the )?((?:[\p{L}']+ ){0,2}(?:team|side|squad))\b/iu.exec(
      clause.slice(found.index + found[0].length),
    );
    const said = (after ? after[1]! : clause.slice(0, found.index))
      .trim()
      .replace(/^(?:our|the|we(?:'re| are)?|hi|hey)\s+/i, "")
      .replace(/\s+(?:is|are)$/i, "");
    if (!said || said.split(/\s+/).length > 5) return undefined;
    // Only a team or a group asks: "poets and singers welcome" at an open mic is an invitation.
    const isGroup = /\b(?:team|group|club|choir|squad|side|crew|league|band|society)$/i.test(said);
    if (!isGroup && !PLAYED_GAME.test(said)) return undefined;
    const group = isGroup ? said : `${said} team`;
    const phrase = (after ? found[0] : clause.slice(found.index)).trim();
    const ask = phrase
      .replace(/^(?:is |are |we're |were )?looking for\b/i, "is looking for")
      .replace(/^need\b/i, "needs")
      .replace(/^needs (\S+ (?:more |new |extra )?(?:players|members))/i, "needs $1")
      .replace(/^(?:new |more )?(players|members|singers) (?:wanted|needed)\b/i, "is looking for new $1")
      .replace(/^(?:new |more )?(players|members|singers) welcome\b/i, "welcomes new $1");
    const groupName = properCase(group.toLowerCase());
    const askLine = capitalise(ask.replace(/^(?:is |are )/i, "").replace(/^needs\b/i, "Needs"));
    // "… for dominoes team mondays 8pm no experience needed": what follows the team is its when and more.
    const more: string[] = [];
    if (after) {
      const tail = tokenize(clause.slice(found.index + found[0].length + after[0].length));
      const run = whenRuns(tail)[0];
      if (run && run[0] === 0) {
        const when = dayAndTime(tail, run);
        if (when.day && !main.day) main.day = properCase(when.day);
        if (when.time && !main.time) main.time = twelveHour(when.time);
      }
      const rest = textOf(tail, run && run[0] === 0 ? run[1] : 0, tail.length);
      if (rest) more.push(...detailLines(splitRunOn(rest).join(", "), []));
    }
    Object.assign(main, {
      name: groupName,
      title: groupName,
      details: [
        properCase(askLine),
        ...more,
        ...main.details.filter((line) => !RECRUIT.test(line) && !/^team\b/i.test(line)),
      ],
    });
    // Mid-sentence: "our pool team", "our choir", with any name in it keeping its capitals.
    return { group: properCase(`our ${group.toLowerCase()}`).replace(/^Our /, ""), ask };
  }
  return undefined;
}

/** A condition on the whole thing ("if sunny", "weather permitting"). */
const CONDITION =
  /^(?:if (?:sunny|dry|it'?s (?:sunny|dry|nice)|the sun'?s out|the weather(?:'s| is)? (?:good|nice|kind)|weather allows|the weather holds|the weather'?s (?:ok|okay|good|nice|kind)|it stays dry)|weather permitting|weather dependent|rain or shine)(?:,? (?:otherwise|or else|if not) [\p{L}' ]+)?[.!]?$/iu;

/** News of a change to what is on ("quiz moving to thursday", "weds is now pool night"). */
const CHANGE = /\b(?:moving|moved|moves|switching|changing|is now|are now)\b/i;
/** News that stays one notice, whatever follows it: a change, or thanks ("thank you to everyone who came"). */
const ONE_NOTICE = new RegExp(
  `${CHANGE.source}|^(?:a )?(?:(?:big|huge|massive|special) )?(?:thank (?:you|u)|thanks|cheers)\\b`,
  "i",
);

/**
 * "xmas hrs xmas eve 11-11 xmas day 12-2 drinks only boxing day 12-10 nye 12-1am": the hours
 * over several occasions, a line each, with what each day's hours come with ("drinks only").
 */
function occasionHours(text: string, names: string[] = []): Item | undefined {
  const occasions = [...text.matchAll(new RegExp(DAY_OCCASION.source, "gi"))];
  if (occasions.length < 2) return undefined;
  const lines: string[] = [];
  for (const [index, occasion] of occasions.entries()) {
    const end = occasions[index + 1]?.index ?? text.length;
    const said = text.slice(occasion.index + occasion[0].length, end).replace(/^[\s:,-]+|[\s,;.-]+$/g, "");
    // "… 12 till 11 and we are closed on new years day": closed, said before the day it is closed.
    const closedBefore = /,?\s*(?:and\s+)?(?:we(?:'re| are)\s+)?(?:closed|shut)(?:\s+(?:on|all))?$/i;
    if (!said && index > 0 && closedBefore.test(lines.at(-1) ?? "")) {
      lines[lines.length - 1] = lines.at(-1)!.replace(closedBefore, "");
      const day = occasion[0].replace(
        /(^|\s)(\p{L})/gu,
        (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
      );
      lines.push(`${day}: closed`);
      continue;
    }
    const hours =
      /^((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+\d{1,2}(?:st|nd|rd|th))?\s+)?(?:(?:open|opening|opens|from)\s+)?((?:till|until)\s+\d{1,2}(?:[.:]\d{2})?(?:am|pm)?|\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?(?:-|–|till|to)\s?(?:\d{1,2}(?:[.:]\d{2})?(?:am|pm)?|late|close|midnight|noon)|closed)\b\s*(.*)$/i.exec(
        said,
      );
    if (!hours) return undefined;
    const [, weekday, open, more] = hours;
    // "boxing day 12-6 closed 27th": the closure on another day is a line of its own.
    // "… and closed the 27th so we can have a rest, we'd be grateful …": the closure to its comma.
    const apart = /^(.*?)\s*\b(closed\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)[^,;]*)/i.exec(more!.trim());
    // ", may call last orders early": the comma the brief typed is not said twice.
    let extra = (apart ? apart[1]! : more!)
      .trim()
      .replace(/^[,;]\s*/, "")
      .replace(/\s*\b(?:and|&)$/i, "");
    // "12-6 only, no food": "only" is the hours', not a fact of its own.
    const only = /^only\b[,\s]*/i.exec(extra);
    if (only) extra = extra.slice(only[0].length);
    const day = occasion[0].replace(
      /(^|\s)(\p{L})/gu,
      (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`,
    );
    // "Christmas Eve (Thursday 24th): 11-late", "New Year's Eve: till 1am".
    const dated = weekday ? `${day} (${capitalise(weekday.trim())})` : day;
    const span = open!.replace(/\s*([-–])\s*/g, "$1").replace(/\s+/g, " ");
    // "may call last orders early if it's dead": a plan for the day is a sentence of its own.
    const plan = /^(?:may|might|could|will)\s/i.test(extra);
    const withIt = extra && !plan ? `, ${lowerFirst(properCase(punctuateShorthand(extra), names))}` : "";
    lines.push(`${dated}: ${span}${only ? " only" : ""}${withIt}`);
    if (plan) lines.push(properCase(punctuateShorthand(`we ${extra}`), names));
    if (apart) lines.push(capitalise(apart[2]!));
  }
  const lead = text
    .slice(0, occasions[0]!.index)
    .replace(/[\s:,-]+$/, "")
    .trim();
  // "our christmas hours" is "our Christmas hours": a name as it reads mid-sentence.
  const name = /\b(?:hours|opening)\b/i.test(lead) ? nameCase(lead, names) : "opening hours";
  return { kind: "opening", name, title: name, details: lines.map(capitalise) };
}

/** A sport named only by what it is ("rugby", "the football"), which a named match replaces. */
const GENERIC_SPORT =
  /^(?:the )?(?:live )?(?:rugby|football|footy|cricket|the match|match|game|the game|sport|match day)$/i;

/** A line that ends with who plays ("jazz trio", "live band"), or names an act the brief gives. */
const PERFORMER_END = /\b(?:band|trio|duo|quartet|choir|singer|DJ|act|tribute)$/i;
function isActLine(line: string, acts: readonly string[]): boolean {
  return PERFORMER_END.test(line) || acts.some((act) => line.toLowerCase().includes(act.toLowerCase()));
}

/** A Grand Prix named by where it is run, straight after "f1" ("f1 abu dhabi sun 1pm"). */
const GRAND_PRIX_VENUE =
  /\b(?:f1|formula (?:1|one))\s+(abu dhabi|las vegas|silverstone|monaco|bahrain|qatar|miami|singapore|monza|imola|suzuka|baku|jeddah|zandvoort|brazilian|mexican|japanese|british|italian|dutch|belgian|spanish|austrian|hungarian|canadian|australian|chinese|saudi|azerbaijan)\b/i;

/** A price and then the hours it is served ("£14.95 12-5"). */
const PRICE_THEN_HOURS =
  /^(.*£\s?[\d.,]+(?:\s?(?:pp|each|a head|per person))?)\s+(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?[-–]\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?)$/i;

/**
 * "sorry folks kitchen shut mon + tues": the apology comes after the news, so the news is what the
 * post reads first (and a closure is read as one).
 */
function apologyLast(text: string): string {
  const lead =
    /^(?:so\s+|really\s+|very\s+)?sorry(?:\s+(?:folks|all|everyone|guys|peeps|people|but))?[,!.:\s-]+(?=\p{L})(?!(?:to (?:say|tell|announce|report|hear|let)|for)\b)/iu.exec(
      text,
    );
  if (!lead || lead[0].length >= text.length - 10) return text;
  const who = lead[0].replace(/[,!.:\s-]+$/, "").replace(/\s+but$/i, "");
  return `${text.slice(lead[0].length)}, ${who.toLowerCase()}`;
}

/** A day out from the pub: the coach or minibus that takes everyone. */
const DAY_OUT = /\b(?:minibus|coach|bus) (?:leaves|leaving|departs|from)\b|\b(?:trip|day out|outing)\b/i;

/**
 * "quiz wednesday is cancelled": the thing is called off, on its day, said the way the reader takes
 * it ("quiz is cancelled wednesday"), so the day is not read as the day the quiz is on.
 */
function calledOffFirst(text: string): string {
  return (
    text
      // "open mic is off": called off, said the way the reader knows it.
      .replace(
        /\b(quiz|open mic|karaoke|bingo|darts|pool|music|band|gig|match|game|walk|bbq|BBQ|party|session|comedy|film|race night|raffle|meat raffle)( night)? (is|are) off\b(?! (?:to|for|at|from)\b)/gi,
        "$1$2 $3 cancelled",
      )
      // "tonight's live music with the fallen leaves is cancelled": called off, then its day.
      .replace(
        /\b(tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'s ([^,.;!?]{2,60}?) ((?:is|has been) (?:cancelled|canceled|called off|postponed))\b/gi,
        "$2 $3 $1",
      )
      // "quiz off tonight", "no karaoke this week": called off on its day.
      .replace(
        /(?:\bno (?=(?:quiz|open mic|karaoke|bingo|live music|band|race night|meat raffle)\b)|\b(?=(?:quiz|open mic|karaoke|bingo|live music|band|race night|meat raffle)\b(?: night)? off\b))((?:quiz|open mic|karaoke|bingo|live music|band|race night|meat raffle)(?: night)?)(?: off)? (tonight|tomorrow|this week|(?:this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi,
        "$1 is cancelled $2",
      )
      .replace(
        /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?)?|tonight|tomorrow)(?:'s)?\s+((?:is|has been) (?:cancelled|canceled|called off|postponed))(?:\s+(this week))?\b/gi,
        (_, day: string, off: string, week?: string) => `${off} ${week ? `this ${day}` : day},`,
      )
  );
}

export function readBrief(brief: string): Brief {
  return briefs.get(brief, () => readBriefNow(brief));
}

function readBriefNow(brief: string): Brief {
  // "… booking essential...": the dots a brief trails off with are not part of its last fact.
  const text = apologyLast(
    calledOffFirst(unshout(tidyBrief(brief.replace(EMOJI_BREAK, ", ").replace(/\s*(?:\.{2,}|…)+\s*$/, "")))),
  );
  const facts = readFacts(brief);
  const teams = facts.names.filter((name) => name.kind === "team").map((name) => name.name);
  const acts = readActs(text);
  const people = facts.names.filter((name) => name.kind === "person").map((name) => name.name);
  const names = [...teams, ...acts, ...people];
  const items: Item[] = [];
  const notes: string[] = [];
  for (const clause of clausesOf(text)) {
    const reading = readClause(clause, names, acts, items.length === 0);
    const current = items.at(-1);
    if (!current) {
      const item = itemOf(reading, names);
      if (!reading.name) item.details = detailLines(reading.text, names);
      items.push(item);
      continue;
    }
    // "we're hiring, chef wanted": the thing named after an opening line is the post's thing.
    if (
      reading.name &&
      !current.name &&
      (reading.kind === current.kind || current.kind === "news") &&
      !ONE_NOTICE.test(current.details[0] ?? "")
    ) {
      const item = itemOf(reading, names);
      Object.assign(current, {
        kind: item.kind,
        name: item.name,
        title: item.title,
        day: current.day ?? item.day,
        time: current.time ?? item.time,
      });
      current.details.push(...item.details);
      continue;
    }
    // A second thing with its own day: "quiz tues, karaoke fri" (not the news of a change: "quiz
    // moving to thurs, weds is now pool league night" is one notice).
    if (
      reading.name &&
      !(items.length === 1 && !current.name && ONE_NOTICE.test(current.details[0] ?? "")) &&
      (reading.day || HAS_WEEKDAY.test(reading.name)) &&
      (reading.name.toLowerCase() !== current.name.toLowerCase() ||
        reading.day?.toLowerCase() !== current.day?.toLowerCase())
    ) {
      items.push(itemOf(reading, names));
      continue;
    }
    // "8pm start", "all this saturday from 7pm": the when of the thing, said on its own.
    const whole = tokenize(clause);
    const found = dayAndTime(whole, [0, whole.length]);
    // "jazz trio (blue note three) from 8": the time straight after an act is the act's.
    const lastLine = current.details.at(-1);
    if (reading.onlyWhen && found.time && lastLine && isActLine(lastLine, acts) && current.kind !== "music") {
      current.details[current.details.length - 1] = `${lastLine} ${tidyPart(clause)}`;
      continue;
    }
    if (reading.onlyWhen && (!found.day || !current.day) && (!found.time || !current.time)) {
      if (found.day) current.day = properCase(found.day.replace(/^all (?=this|next|\w+day)/i, ""), names);
      if (found.time) current.time = twelveHour(found.time);
      continue;
    }
    // "thursday 11pm on sky", "live on ITV on saturday 28 november at 16:45": the when the thing lacks.
    const runs = reading.kind && reading.named ? [] : whenRuns(whole);
    // Only a when with nothing of its own beside it ("breakfasts from 9am" keeps its time).
    const rest = whole.filter((_, index) => !runs.some(([start, end]) => index >= start && index < end));
    if (
      kindsOf(rest.map((token) => token.raw).join(" ")).some((kind) => kind !== "sport" && kind !== "opening")
    )
      runs.length = 0;
    const fills = runs.filter((run) => {
      // "pre orders by mon 14th": a deadline is not when the thing is on; nor is where it moved to.
      if (/^(?:by|before|deadline)$/i.test(whole[run[0] - 1]?.bare ?? "")) return false;
      if (
        /\b(?:moved|moving|postponed|rescheduled|put back)\s+(?:to|till|until)\s*$/i.test(
          textOf(whole, 0, run[0]),
        )
      )
        return false;
      const part = dayAndTime(whole, run);
      return (part.day || part.time) && (!part.day || !current.day) && (!part.time || !current.time);
    });
    const left = whole.filter((_, index) => !fills.some(([start, end]) => index >= start && index < end));
    const leftText = tidyPart(left.map((token) => token.raw).join(" "));
    const leftOver = detailLine(leftText, names);
    // "ring walks about 10pm": the time belongs to its words, which would be left hanging without it.
    // "bacon butties from 12": a dish or a drink keeps its own time; it is not the match's kick-off.
    const hangs =
      (leftOver !== undefined &&
        (/\b(?:about|around|approx|roughly|from|until|till|til|by|with|at|before|after)$/i.test(leftOver) ||
          // "opening early at 10.30": when the pub opens, not when the match starts.
          /^(?:opening|open|opens|doors(?: open)?)(?: early)?(?: at| from)?$/i.test(leftOver) ||
          // "back open from 5pm": the reopening's time, not the burst pipe's.
          /\b(?:back open|open again|reopen\w*|back|back on|same time)$/i.test(leftOver) ||
          // "back open 27th from 12": the reopening's date and time go together.
          /\b(?:back open|open again|reopen\w*|back)\s+(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)$/i.test(
            leftOver,
          ) ||
          // "still got fri 18th n sat 19th left": the days are what is left.
          /^still (?:got|have)\b.*\bleft$/i.test(leftOver) ||
          // "must do sundays", "can work weekends": the days are the job's, said with their verb.
          /\b(?:must|can|to|will) (?:do|work|cover)$|\bavailable$/i.test(leftOver) ||
          // "last bookings fri 18th": a deadline keeps its date.
          /\b(?:last (?:bookings|orders|entries|entry|day)|deadline|closing date|book by|pay by)$/i.test(
            leftOver,
          ) ||
          // "no entry after 11": a limit on its words, not when the thing starts.
          fills.some(([start]) => /^(?:after|before|until|till|by)$/.test(whole[start]!.bare)) ||
          // "families welcome till 8pm": the time is how long they are welcome, not when the thing is on.
          /\b(?:welcome|allowed|served|serving|available)$/i.test(leftOver) ||
          [...DISHES, ...DRINKS].some((entry) => entry.said.test(leftOver)) ||
          // "meet the brewer from 7": a happening of its own keeps its time; the takeover is on all day.
          OWN_HAPPENING.test(leftOver))) ||
      // "piper at 7pm": the piper is a line of its own even as one word.
      OWN_HAPPENING.test(leftText);
    // "last shift sat 2nd jan" under news with no name: the day stays with its words.
    const nameless = !current.name;
    if (fills.length > 0 && !/£/.test(clause) && !hangs && !nameless) {
      for (const run of fills) {
        const part = dayAndTime(whole, run);
        if (part.day && !current.day)
          current.day = properCase(part.day.replace(/^all (?=this|next|\w+day)/i, ""), names);
        if (part.time && !current.time) current.time = twelveHour(part.time);
      }
      if (leftOver) current.details.push(leftOver);
      continue;
    }
    for (const line of detailLines(reading.text, names)) {
      const before = current.details.at(-1);
      // "jazz trio (blue note three)": the act's name in brackets stays with what it is.
      if (
        before &&
        PERFORMER_END.test(before) &&
        acts.some((act) => act.toLowerCase() === line.toLowerCase())
      )
        current.details[current.details.length - 1] = `${before} (${line})`;
      else if (items.length > 1 && !/£|\d/.test(line) && !reading.kind) notes.push(line);
      else current.details.push(line);
    }
  }
  // A line with no name and no when of its own ("fancy a pint?") is not a second thing on: its words
  // go with the thing that has a day or a time, so the post is not a "what's on" round-up of one.
  if (items.length > 1) {
    const loose = items.filter((item) => !item.name && !item.day && !item.time);
    const anchored = items.find((item) => !loose.includes(item));
    if (anchored && loose.length > 0) {
      anchored.details.unshift(...loose.flatMap((item) => item.details));
      items.splice(0, items.length, ...items.filter((item) => !loose.includes(item)));
    }
  }
  // "six nations – wales v england saturday": the competition said on its own is the match's, not a
  // second thing on (foldSport puts it in the match's name).
  if (items.some((item) => item.kind === "sport" && /\sv\s/.test(item.name))) {
    const onlyCompetition = (item: Item) =>
      item.kind === "sport" &&
      !item.day &&
      !item.time &&
      item.details.length === 0 &&
      COMPETITIONS.some((entry) => {
        const match = entry.said.exec(item.name);
        return match !== null && match[0].length >= item.name.replace(/^the\s+/i, "").length;
      });
    const kept = items.filter((item) => !onlyCompetition(item));
    if (kept.length > 0 && kept.length < items.length) items.splice(0, items.length, ...kept);
  }
  settleNotice(items, text);
  // "sad news, our regular jack passed away … pub closed til 4pm that day": the loss is the news;
  // the closure is one of its lines, never the post's "good news" or "coming up".
  const [only] = items;
  if (
    items.length === 1 &&
    only &&
    (only.kind === "closure" || only.kind === "opening") &&
    only.details.some((line) => A_LOSS.test(line))
  ) {
    const thatDay = only.details.findIndex((line) => /^(?:that|on the) day$/i.test(line.trim()));
    if (thatDay >= 0) only.details.splice(thatDay, 1);
    const when = [only.day, only.time].filter(Boolean).join(" ");
    only.details.push(capitalise(`${only.title}${when ? ` ${when}` : ""}${thatDay >= 0 ? " that day" : ""}`));
    Object.assign(only, { kind: "news", name: "", title: "", day: undefined, time: undefined });
  }
  for (const item of items) {
    // "bbq sat from 1pm if sunny": the condition is the BBQ's, said beside its name.
    const condition = item.details.findIndex((line) => CONDITION.test(line));
    if (condition >= 0 && item.title) {
      const [line] = item.details.splice(condition, 1);
      const said = line!
        .replace(/[.!]+$/, "")
        .toLowerCase()
        .replace(/,?\s+(otherwise|or else|if not)\s/, ", $1 ");
      item.title = `${item.title} (${said})`;
    }
    // "function room free for private hire": free to book, which "free" alone would say is no charge.
    if (item.kind === "hire")
      item.details = item.details.map((line) =>
        line.replace(/^free for (?=(?:private )?(?:hire|bookings?|functions?|parties)\b)/i, "Available for "),
      );
  }
  // "volunteers wanted to decorate the pub": asking for a hand, not a job advert.
  if (
    items[0]?.kind === "staff" &&
    /\b(?:volunteers?|need (?:some )?help|helpers? (?:wanted|needed))\b/i.test(text)
  )
    Object.assign(items[0], { kind: "news", name: "", title: "" });
  const teamCall = teamCallIn(text, items);
  const competition = facts.names.find((name) => name.kind === "competition")?.name;
  const channel = facts.names.find((name) => name.kind === "channel")?.name;
  // "darts tonight 7pm, live on sky": the telly is in another clause, but it is the darts'.
  if (dartsShown(text))
    for (const item of items)
      if (item.kind === "event" && /^(?:the )?(?:world )?darts$/i.test(item.name)) item.kind = "sport";
  // "closed boxing day sat 26th": the occasion is the closure's day, said with its date.
  for (const item of items) {
    if (item.kind !== "closure" && item.kind !== "opening") continue;
    const at = item.details.findIndex((line) =>
      /^(?:christmas (?:eve|day)|boxing day|new year's (?:eve|day))$/i.test(line.trim()),
    );
    if (at < 0 || !item.day) continue;
    item.day = `${item.details[at]!.trim()} (${item.day})`;
    item.details.splice(at, 1);
  }
  // "closed xmas day and boxing day": both days are the closure's, not part of its name.
  for (const item of items) {
    const joined =
      /^(closed|shut|open|closing)\s+(?:and|&)\s+(christmas (?:eve|day)|boxing day|new year's (?:eve|day))$/i.exec(
        item.name,
      );
    if (!joined || !item.day) continue;
    item.day = `${item.day} and ${joined[2]}`;
    item.name = joined[1]!.toLowerCase();
    item.title = item.name;
  }
  // "cricket on all day every day": one when, never "All day" with "Every day" on a line of its own.
  for (const item of items) {
    const everyDay = item.details.findIndex((line) => /^every day$/i.test(line.trim()));
    if (everyDay >= 0 && /^all day$/i.test(item.day ?? "") && !item.time) {
      item.day = "every day";
      item.time = "all day";
      item.details.splice(everyDay, 1);
    }
  }
  // "rugby sat, leinster v leicester champions cup 3.10pm on the tv": the match named in a line of
  // its own is the thing on, not "rugby".
  for (const item of items) {
    // "boxing sat 19th dec joshua v fury": a sport read as one line is the match, on its day.
    if (item.kind === "sport" && !item.name && teams.length >= 2) {
      const fixture = `${teams[0]} v ${teams[1]}`;
      const at = item.details.findIndex((line) => line.toLowerCase().includes(fixture.toLowerCase()));
      const line = item.details[at];
      if (line) {
        const from = line.toLowerCase().indexOf(fixture.toLowerCase());
        const before = line
          .slice(0, from)
          .replace(
            /^(?:live\s+)?(?:boxing|football|footy|rugby|darts|cricket|the fight|fight|big fight)\s*/i,
            "",
          )
          .trim();
        let after = line.slice(from + fixture.length).trim();
        if (
          !before ||
          /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tonight|tomorrow|this|next)\b/i.test(before)
        ) {
          // "boxing fury v usyk sat night 10pm": the day and the time after the match are the match's.
          const when = before
            ? null
            : /^((?:mon|tues|wednes|thurs|fri|satur|sun)day(?: night)?|tonight|tomorrow)(?:,?\s+(\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm)))?(?=$|,)/i.exec(
                after,
              );
          if (when && !item.day) {
            after = after.slice(when[0].length).replace(/^,\s*/, "");
            if (when[2] && !item.time) item.time = when[2];
          }
          const day = item.day ?? (before || when?.[1]?.replace(/ night$/i, " night") || undefined);
          Object.assign(item, { name: fixture, title: fixture, day });
          item.details.splice(at, 1, ...(after ? [capitalise(after)] : []));
        }
      }
    }
    if (item.kind !== "sport" || !GENERIC_SPORT.test(item.name) || teams.length < 2) continue;
    const fixture = `${teams[0]} v ${teams[1]}`;
    const at = item.details.findIndex((line) => line.toLowerCase().startsWith(fixture.toLowerCase()));
    if (at < 0) continue;
    let rest = item.details[at]!.slice(fixture.length).trim();
    const time = /\b\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\b(?=\s|$)/i.exec(rest);
    if (time && !item.time && /[.:]|am|pm/i.test(time[0])) {
      item.time = time[0];
      rest = `${rest.slice(0, time.index)} ${rest.slice(time.index + time[0].length)}`
        .replace(/\s+/g, " ")
        .trim();
    }
    item.name = fixture;
    item.title = fixture;
    // "ko" left on its own says nothing the time does not.
    if (/^(?:kick-off|ko)$/i.test(rest)) rest = "";
    item.details.splice(at, 1, ...(rest ? [capitalise(rest)] : []));
  }
  // Each match keeps the competition its own lines name ("darts world matchplay fri" beside "f1
  // british gp sun"); the brief's first is only the first match's.
  const firstSport = items.find((item) => item.kind === "sport");
  for (const item of items)
    if (item.kind === "sport") {
      const own = COMPETITIONS.find((entry) =>
        [item.name, item.title, ...item.details].some((line) => entry.said.test(line)),
      )?.name;
      foldSport(item, own ?? (item === firstSport ? competition : undefined), channel);
    }
  // "leeds v sunderland sat 12th 12.30 tnt then quiz": a channel typed after the time still says
  // where the one match is shown.
  const sports = items.filter((item) => item.kind === "sport");
  const [onlySport] = sports;
  if (
    channel &&
    sports.length === 1 &&
    onlySport &&
    ![onlySport.title, ...onlySport.details].some((line) => CHANNELS.some((entry) => entry.said.test(line)))
  )
    onlySport.details.unshift(`Live on ${channel}`);
  // "f1 abu dhabi sun 1pm": the race is the Abu Dhabi Grand Prix, not "F1" and a line saying "Abu Dhabi".
  const venue = GRAND_PRIX_VENUE.exec(text)?.[1];
  for (const item of items)
    if (
      venue &&
      item.kind === "sport" &&
      /^(?:the )?(?:f1|formula (?:1|one)|grand prix)\b/i.test(item.name)
    ) {
      const race = `${venue.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`)} Grand Prix`;
      item.name = race;
      item.title = race;
      item.details = item.details.filter(
        (line) => !new RegExp(`^${venue}(?: gp| grand prix)?$`, "i").test(line.trim()),
      );
    }
  // "beef or lamb £14.95 12-5": hours after a price are the thing's, when it has none of its own
  // (and a name to go with: news in the landlord's words keeps its hours on their line).
  for (const item of items) {
    if (item.time || !item.title) continue;
    for (const [index, line] of item.details.entries()) {
      const split = PRICE_THEN_HOURS.exec(line);
      if (!split) continue;
      item.time = split[2]!.replace(/\s/g, "");
      item.details[index] = split[1]!;
      break;
    }
  }
  const main = items[0]!;
  // "racing at york sat, minibus leaves pub 10am": a day out to the sport, not the sport on the telly.
  if (main.kind === "sport" && DAY_OUT.test(text) && !/\b(?:screens?|telly|tv|live on)\b/i.test(text)) {
    main.kind = "event";
    if (!/\btrip\b/i.test(main.name)) {
      main.name = `${main.name} trip`;
      main.title = `${main.title} trip`;
    }
  }
  // "St John's Church" in a line is the act "St Johns Church": apostrophes are not compared.
  const plainWords = (text: string) => text.toLowerCase().replace(/['’]/g, "");
  const mentions = (item: Item, name: string) =>
    [item.name, item.title, ...item.details].some((line) =>
      plainWords(line).includes(plainWords(name).replace(/^dj\s+/, "")),
    );
  // "live music sat … The Wharfe Valley Boys then sun acoustic w/ Jess Moore": the main thing's act is
  // the one its own lines name, never an act another thing on names.
  const act =
    acts.find((name) => mentions(main, name)) ??
    acts.find((name) => !items.some((item) => item !== main && mentions(item, name)));
  // "the rusty nails live fri 9pm": an act on its own is a music night, not general news.
  if (main.kind === "news" && act && !main.name && items.length === 1) main.kind = "music";
  const said = (line: string) =>
    act !== undefined && plainWords(line).includes(plainWords(act).replace(/^dj\s+/, ""));
  // "carol singing … w/ the village choir": the act's own line joins the name it plays at.
  const actLine = main.details.findIndex(
    (line) => act !== undefined && plainWords(line).replace(/^with\s+/, "") === plainWords(act),
  );
  if (main.kind === "music" && act && main.name && actLine >= 0 && !said(main.name))
    main.details.splice(actLine, 1);
  if (main.kind === "music" && act && main.name && !said(main.name) && !main.details.some(said)) {
    main.name = `${main.name} with ${act}`;
    if (!said(main.title)) main.title = `${main.title} with ${act}`;
  }
  // "Tingle Creek Chase, Saturday 5 December, 2:50pm", "Race day: Tingle Creek Chase at 2:50pm": a
  // sport named in a clause of its own (after a campaign's countdown) is the post's thing.
  const named = main.details[0]?.replace(COUNTDOWN_LEAD, "");
  const event = named === undefined ? null : NAMED_EVENT.exec(named);
  // So is a race named at its time inside a meeting ("Race day: December Gold Cup at 2:40pm.
  // Cheltenham December Meeting"): the meeting goes back into the line it came from.
  const meeting =
    main.kind === "sport" &&
    main.name &&
    event &&
    // A race's own name ("December Gold Cup"), never the meeting's day ("Friday racing").
    /\s/.test(event[1]!) &&
    !/^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)\b|\bracing$/i.test(event[1]!) &&
    new RegExp(`^(?:${RACE_MEETINGS})$`, "i").test(main.name)
      ? main.name
      : undefined;
  if (main.kind === "sport" && (!main.name || meeting) && items.length === 1 && event) {
    main.name = main.title = event[1]!;
    if (event[2] && !main.time) main.time = event[2];
    main.details.shift();
    if (meeting) {
      const at = main.details.findIndex((line) =>
        text.toLowerCase().includes(`${meeting} ${line}`.toLowerCase()),
      );
      if (at >= 0) main.details[at] = `${meeting} ${main.details[at]}`;
      else main.details.unshift(meeting);
    }
  }
  // "beer festival 12-14 july …": a span of dates on a line of its own is the thing's when.
  const span = main.day || main.time ? undefined : DATE_SPAN_LINE.exec(main.details[0] ?? "");
  if (span) {
    main.day = span[0];
    main.details.shift();
  }
  const allDetails = items.flatMap((item) => item.details);
  // A price with nothing beside it ("£14.95") is a deal only with its thing's name: "Sunday roast, £14.95".
  const priced = items.flatMap((item) =>
    item.details
      .filter((line) => /£|\b\d+p\b/.test(line))
      .map((line) =>
        readPrices(line).some((price) => price.forWords.length === 0) && item.title
          ? `${capitalise(item.title)}, ${lowerFirst(line)}`
          : line,
      ),
  );
  // "new specials board every week": how often goes with the thing, not on a line of its own.
  for (const item of items) {
    const often = item.details.findIndex((line) => RECURRENCE.test(line));
    if (often >= 0 && !item.day)
      item.day = properCase(item.details.splice(often, 1)[0]!.replace(/[.!]+$/, ""));
  }
  const serving = mealTimes(text) ?? occasionHours(text, names);
  if (serving) items.splice(0, items.length, serving);
  for (const item of items)
    item.details = withConnectivesJoined(withoutRepeats(item.details, item.title)).map((line) =>
      // "sunday roast is back this week": once the roast is named, its line says "Back this week".
      capitalise(line.replace(/^(?:is|are) (?=(?:back|returning|available|served|starting)\b)/i, "")),
    );
  return {
    text,
    facts,
    items,
    notes,
    sport: sportOf(text),
    teams,
    competition,
    channel,
    act: act && titleCaseName(act),
    dish: DISHES.find((entry) => entry.said.test(text))?.name,
    drink: DRINKS.find((entry) => entry.said.test(text) && entry.name !== "pints")?.name,
    occasion: OCCASIONS.find((entry) => entry.said.test(text))?.name,
    prize: allDetails
      .find(
        (line) =>
          /\b(?:win|winners?|winning|prizes?|jackpot|bar tab|voucher|rollover)\b/i.test(line) &&
          /£|\d/.test(line),
      )
      ?.replace(/[.!?]+$/, ""),
    deal: priced
      .filter(
        (line) =>
          !/\b(?:raised|donat\w*|thank|win|winners?|prizes?|jackpot|voucher|rollover|deposit)\b/i.test(
            line,
          ) &&
          // "prices going up 20p a pint" is no deal to sell, nor is a plan that hangs on the weather.
          !PRICE_GOING_UP.test(line) &&
          !/^if\b/i.test(line),
      )
      .find((line) => /£|\b\d+p\b/.test(line) && /\p{L}{3,}/u.test(line.replace(/£[\d.,]+|\d+p/g, "")))
      ?.replace(/[.!?]+$/, ""),
    teamCall,
    weatherPlan:
      /\b(?:if (?:it'?s|the|its)|weather permitting|rain or shine|if dry|if not|sun'?s out|sunny|wet weather)\b/i.test(
        text,
      ),
  };
}

/** An event's name in capitals ("Tingle Creek Chase"), with its time when it has one ("at 2:50pm"). */
/** "12th-14th July", "Friday 11th – Sunday 13th December": a stretch of dates and nothing else. */
const DATE_SPAN_LINE =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?\d{1,2}(?:st|nd|rd|th)(?: (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)? ?(?:-|–|to) ?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day )?\d{1,2}(?:st|nd|rd|th) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/i;

const NAMED_EVENT =
  /^((?:[\p{Lu}\d][\p{L}\d'’&.-]*)(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’&.-]*|of|the|and|v)){0,6})(?:\s+at\s+(\d{1,2}(?:[:.]\d{2})?(?:am|pm)?))?$/u;

/**
 * A line said twice ("European Cross Country Championships" as the title and as the competition),
 * or one that only starts another ("December Meeting" beside "December Meeting: Friday"), says
 * nothing new: the fuller line stays. So does a line that is only the thing's own title.
 */
function withoutRepeats(details: string[], title: string): string[] {
  const bare = (line: string) =>
    line
      .toLowerCase()
      .replace(/[.!]+$/, "")
      .trim();
  return details.filter((line, at) => {
    const said = bare(line);
    if (title && said === bare(title)) return false;
    // "Tingle Creek" under "Tingle Creek Chase": the competition only starts the thing's own name.
    if (title && bare(title).startsWith(`${said} `) && said.split(" ").length >= 2) return false;
    return !details.some((other, index) => {
      const fuller = bare(other);
      if (index === at) return false;
      if (fuller === said) return index < at;
      return fuller.startsWith(said) && /^[\s:,(–-]/.test(fuller.slice(said.length));
    });
  });
}

/** "…, and also a child's blue glove": a lone "And" or "Also" goes on with the line it starts. */
function withConnectivesJoined(details: string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < details.length; at++) {
    const line = details[at]!;
    const next = details[at + 1];
    if (next && /^(?:and|also|and also|plus)$/i.test(line.trim())) {
      joined.push(`Also ${lowerFirst(next)}`);
      at++;
    } else joined.push(line);
  }
  return joined;
}
