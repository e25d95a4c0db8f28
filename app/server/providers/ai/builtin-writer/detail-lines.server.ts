import { punctuateShorthand, WHO_PAYS } from "~/lib/content/brief-words";
import { askGluedOn, timeThenNewFact } from "~/lib/content/check-run-on";
import { isGreetingOrApology } from "~/lib/content/check-voice";
import { properCase } from "~/lib/content/proper-case";
import { capitalise } from "./analysis.server";
import { startsAt } from "./when.server";

/** A clause's leftover words as the lines a post sets out: one fact a line, tidied. */

/** Clauses the post says in its own way. */
const CALL_TO_ACTION =
  /^(?:book (?:now|early|a table|your table|in|ahead|online now)|come (?:down|along|on down|and see us|see us|and try it|and say hi)|come (?:and )?(?:watch|join)\b.*|see you(?: there| soon| all| this week| then)?|don'?t miss (?:it|out)|pop in|pop down|get (?:down|here|in) early(?: lads)?|be there|join us|let'?s go|who'?s in|what more do you want|big night|all this|bring your mates|it's going to be a good one|will update asap|(?:email|message|dm|inbox|pm|call|ring|phone) us|give us a (?:call|ring|bell)|get in touch)$/i;

const SIGN_OFF =
  /^(?:sorry|lol|x+|thanks|thank you|cheers|ta|enjoy|yay|woo+|haha|ha|showing|watch|catch|as always|as usual|same as always|same as usual|tidy|lush|mint|belter|canny|canny drop|buzzin|buzzing|boom|get in|come on|c'?mon|let'?s have it|up the \p{L}+|rip(?: mate| pal| buddy| big man| lad)?)$/iu;

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

/** A price with a booking instruction straight after it, which is not what the price is for. */
export const PRICE_THEN_INSTRUCTION =
  /^(.*?(?:£\s?[\d,.]+|\b\d+p)(?:\s?(?:pp|per person|per head|a head|each|a pint|a glass|a bottle|adults?|kids|per child|per team|per table|extra))?(?:\s(?:including|with)\s[a-z]+(?:\s(?:and|&)\s[a-z]+)?)?)\s+((?:booking|bookings|book|booked|reservations?|reserve|tables?|limited|spaces?|places?|seats?|call|ring|please|must|essential|recommended|advised|first come|all welcome|everyone welcome|no need|few left|last few|selling fast|going fast|takeaway|take away|eat in)\b.*)$/i;

/** What is left of "ko 3pm on the big screen" or "lights out 1pm" once its time is lifted out. */
const ONLY_SAID_WHEN =
  /^(?:ko|kick[- ]?off|kicks off|lights out|ring ?walks?|doors|starts?|it starts|first race|off)(?: (?:on|at) (?:the )?(?:big screens?|all (?:the )?screens|screens?|telly|tv|projector))?(?: (?:lads|folks|guys|all|everyone))?$/i;

/** A leftover piece as a line of its own, or undefined when it says nothing a post needs. */
export function detailLine(piece: string, names: string[]): string | undefined {
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
  // "lights out on screen 2": once the time has gone, where it is shown is what is left to say.
  const screen =
    /^(?:ko|kick[- ]?off|kicks off|lights out|ring ?walks?|first race|it starts|starts)\s+(on (?:the )?(?:big )?(?:screen|tv|telly) \d+)$/i.exec(
      bare,
    );
  if (screen) return capitalise(screen[1]!);
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
    // "bob who ran the lion for 22 years passed away": the "who" part set off with commas.
    .replace(
      /^(\p{L}+) who ((?:ran|worked|drank|was|had been|played|sang)\b.{3,60}?) (passed away|died|has passed|has died)\b/iu,
      "$1, who $2, $3",
    )
    // "we lost tommy our old regular": the name, then who he was, after a comma (in news of a loss).
    .replace(
      /(?<=\b(?:lost|since|remember|remembering|memory of|for|miss|missing|rip|farewell to|goodbye to)\b.{0,12})\b(?!(?:with|for|to|and|of|by|from|at|in|on|all|thank|thanks|congrats|congratulations|welcome|meet|join|is|was|are|were|see|miss|love|lost|toast|celebrate|remember|support|help|like|as|about|behind|cheers|including|but|or|then|so|hi|hello|while|when|because|since|if|after|before)\b)(\p{L}+) ((?:our|my|your) (?:old |dear |lovely |much[- ]loved |good |best |longest[- ]serving )?(?:regular|landlord|landlady|barman|barmaid|bar manager|friend|chef|cleaner|neighbour|quizmaster|cellarman|mate|pal)s?)\b(?!,)/iu,
      "$1, $2",
    )
    // "goes lovely with our steak pie": the line says what does.
    .replace(
      /^(goes|tastes|pairs|works|drinks) (?=(?:lovely|great|really|so|well|perfect|perfectly|nicely|brilliant)\b)/i,
      (_, verb: string) => `It ${verb.toLowerCase()} `,
    )
    // "need £10 deposit per person": the deposit, then that it is needed.
    .replace(
      /^(?:we )?need (?:a )?(£\d+(?:\.\d{2})? deposit(?: (?:per person|pp|a head|per head|each))?)$/i,
      "$1 needed",
    )
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
export function detailLines(piece: string, names: string[]): string[] {
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
