import { splitAtHappenings } from "~/lib/content/brief-facts";
import { OWN_HAPPENING } from "~/lib/content/brief-words";
import { headsIn, kindsOf } from "./kinds.server";
import { dayAndTime, isOnlyWhen, tokenize, whenRuns } from "./when.server";

/** Splits a brief into clauses: at punctuation, and where a second thing starts in a brief typed without commas. */

// "… boiler repair sorry folks back tues as normal": an apology, and what happens next, end a thought.
const CLAUSE_BREAK =
  /,(?!\d{3}\b)|[;\n|()]+|(?<=[!?])\s+|\.(?=\s|$)|\s[-–—]\s|\s\+\s|\s\/\s|(?<=\s)then\s(?!£)|(?<=\bon (?:the )?(?:big screens?|telly|tv|projector))\s+(?!(?:all|every|from|at|till|until|tonight|today|this|next|on|and|with|in)\b)(?=\p{L}{3,}\s)|\s(?=also\s)|\s(?=and we(?:'re| are| will|'ll) (?:opening|open|staying|closing|closed|showing|doing|having)\b)|(?<=\b(?:can|could) (?:anyone|anybody|you) help)\s+|(?<!\b(?:are|am|is|we're|i'm|was|were|be|been|so|very|really|truly))\s(?=(?:so |very |really )?sorry\b(?! (?:to|for|if|that|about)\b))|\s(?:and\s)?(?=(?:we(?:'re| are)|i(?:'m| am)) (?:so |very |really |truly )?sorry\b)|(?<=\bsorry)\s+(?!(?:to|for|if|that|about|folks|all|everyone|everybody|guys|people|peeps|again|x+|lads|ladies|mate|mates|not|no|but|we|we're|it|it's|i|i'm)\b)(?=\p{L}{3,}\s\p{L})|(?<!\b(?:cask|ales?|beers?|lager|food|kitchen|quiz|bar|pool|darts|karaoke|bingo|music|band|menu|garden|it|we|we're|we'll|they're|they'll|be|been)\b)\s(?=back (?:on |open )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|next \w+|as normal|to normal)\b)/iu;

/** A " + " with no price before it (since the last comma) and a price after it (before the next). */
const DEAL_PLUS =
  /(?<=(?:^|[,;\n])[^,;\n£]*\p{L}[^,;\n£]*)(?<!\b(?:screens?|telly|tv|projector|sky|tnt))\s\+\s(?=[^,;\n]*£)/gu;

/** Emoji a landlord puts between two thoughts ("kittens 😻 not for sale") read as a comma. */
export const EMOJI_BREAK =
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
export function splitRunOn(part: string): string[] {
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
  /(?<=\s)(?<!(?:\b(?:and|with|plus|or|n|inc|incl|including|be|been|so|need|needs|require|requires|pay|because|cos|as|big|massive|huge|special|many)|&)\s)(?<!\b(?:with|w) (?:a|an|the|our) )(?:thank (?:you|u)|thanks|(?:pub|bar|we're) open|still (?:inc|including|with|comes)|(?:still )?free entry|entry free|all welcome|everyone welcome|all ages|sign up|must be|must stay|adults must|(?<!\bif [^,.;]{1,40})(?:please|pls)(?!\s*(?:[,.;!?)]|$))|pop in with|drop (?:in|off) (?:a |your )?cvs?|cvs? (?:to|in|behind|at) (?:the )?bar|our (?:last|old) (?:one|chef|cook)\b|(?<=\b(?:asap|urgently)\s)(?:full|part)[- ]time|bring (?:in )?your cv|drop (?:a |your |off )?cvs?|limited (?:seats|spaces|places|numbers|tickets)|(?<!£[\d.,]+(?:pp| pp| per person)?\s)(?<!\bpay (?:a |your |the )?)(?<!\b(?:get|put|send|bring|your|the|our|with)\s)deposits?|names (?:behind|at|on|in)|veggie options?|vegan options?|excl|excluding|only \w+ menu|drinks only|under \d+s only|last food|kitchen (?:closed|open)|money raised|all money|all proceeds|all (?:of it )?(?:goes|going) to|(?:it |we )?sold out every|should be (?:sorted|fixed|back|open|ok|done)|need (?:numbers|to know numbers)|must book|booking (?:essential|advised|recommended)|(?<!\b(?:a|an|have|get|order)\s)buffet (?:after|to follow|from)|mince pies|free drinks?|come (?:and )?say hello|(?<!\bif [^,.;!?]{1,40})let us know|while (?:it|stocks) lasts?|try something new|donations (?:to|for|in aid)|new menu|(?:mon|tues|wednes|thurs|fri|satur|sun)days? (?:is|are) now|(?<!\b(?:a|of|hot|every|each|per|the|your|with|and)\s)mulled wine|special thanks|(?:cask|real ale|draught|food|kitchen) back|live (?:band|music|DJ)|hog roast|midnight (?:fizz|toast|countdown)|(?:family |pub |boxing day )?walk (?:meets|leaves|starts)|face paint\w*|(?<!\bwith (?:a )?)present for (?:each|every)|only \d+ (?:tickets|tix|places|spaces|tables|seats)(?: left)?|only \d+ left|parents (?:must|to stay)|still (?:a few|some|\d+) (?:tables|spaces|places|seats|tickets)|memorial (?:night|nite|do|service|evening)|celebration of life|experience (?:preferred|needed|essential|not)|no experience|over \d+s only|first (?:game|pint|drink|round) (?:free|on us)|reopening|back open|roasts? (?=sunday\b)|\d+ courses? (?:menu|meal|dinner|lunch)|(?<=\b(?:left|available|remaining|bookings|booking)\s)\d+ courses?|£[\d.]+(?: ?pp| per person)? deposit|dogs (?:welcome|allowed)|\d+ ?(?:mile|k|km) (?:loop|walk|route|circular)|back (?:for|by) \d|free (?:samples|tasters)|(?<!\b(?:can't|cant|cannot|couldn't|won't|to|can|could)\s)get in|dress up|dress code|fancy dress|free (?:sarnies|sandwiches|food|buffet|chips|nibbles|pies?|mince pies|pint|bacon butties|hot dogs)|leaving do|new landlord|new landlady|last shift|cheque (?:handed|presented|going|to be)|(?<!\bsave the )(?:kids|children|under \d+s) £|(?:spaces|places|seats|tickets|numbers) (?:are )?limited|kids (?:go |eat )?free|(?<!\bearly: )(?:it's going to be|it'll be)|(?<=\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\s)\d+ (?:cask |real |craft |guest )?(?:ales|beers|ciders|gins|wines)|(?:come|pop) (?:and |down and |in and )?(?:support|celebrate|cheer)|describe it|(?<!\b(?:before|b4|till|until|after|when|once)\s)it (?:starts|begins|kicks off|finishes|runs from))\b/gi;

const HAPPENING_THEN_PRICE = /^(.*?\b\d{1,2}(?:[:.]\d{2})?(?:am|pm)?)\s+(£.*)$/i;

/** Clauses: split at punctuation, " - ", and where a second thing starts after a day ("quiz tues karaoke fri"). */
export function clausesOf(text: string): string[] {
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
