import { readActs, readPeople } from "~/lib/content/brief-facts";
import { punctuateShorthand, WEEKDAY_NAMES } from "~/lib/content/brief-words";
import { properCase } from "~/lib/content/proper-case";
import { DAYS, headlineNames, MONEY, SHORT_DAY_NAMES, spellNames, TIME } from "./themes";

/**
 * The poster's smaller lines, worked out from what its bigger ones already say: the week's list when
 * a brief names several events on different days, and the body line, which carries only what the
 * headline, the badges and the call to action leave unsaid (never the brief typed out again).
 */

/**
 * Where a landlord's brief moves on to its next point: a comma, a semicolon, a colon before a space
 * ("Six Nations: England v France", never "7:30"), a dash, a new line.
 */
const CLAUSE_BREAK = /\s*[,;\n]\s*|:\s+|\s+[-–—/]\s+|\.\s+|!\s*/;

const clausesOf = (description: string) =>
  description
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter(Boolean);

/** "Sun" is the weather as often as the day: in a list of events it is a day only before a time. */
const SHORT_DAY_IN_LIST = /^(mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)\.?$/i;
const SHORT_DAY_LABEL: Record<string, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};

/** The day a clause of a list names, written out ("Tuesday"), and where its word is. */
function dayOfClause(words: string[]): { day: string; at: number } | null {
  for (const [at, word] of words.entries()) {
    // "Christmas_Eve": a holiday, joined into one word by `scheduleFrom`, is a night of the list.
    if (HOLIDAY_WORD.test(word)) return { day: word.replace(/_/g, " "), at };
    const full = word.match(DAYS);
    if (full?.[0] && full[0].length === word.replace(/[.,]$/, "").length) {
      return { day: full[0].charAt(0).toUpperCase() + full[0].slice(1).toLowerCase(), at };
    }
    const short = word.match(SHORT_DAY_IN_LIST)?.[1]?.toLowerCase();
    if (!short) continue;
    if (short === "sun") {
      if (/^\d/.test(words[at + 1] ?? "")) return { day: "Sunday", at };
      continue;
    }
    const day = SHORT_DAY_NAMES[short];
    if (day) return { day, at };
  }
  return null;
}

/** A holiday a line-up names as its night: "Christmas Eve", "Boxing Day", "New Year's Eve". */
const HOLIDAY = /\b(?:christmas (?:eve|day)|boxing day|new year'?s (?:eve|day))\b/gi;
const HOLIDAY_WORD = /^(?:christmas_(?:eve|day)|boxing_day|new_year'?s_(?:eve|day))$/i;

/** "christmas week line up fri 18th …": the words before a list that name it, not its first night. */
const LIST_LEAD = /^([^,:]{3,40}?\b(?:line[- ]?up|what'?s on))\b:?\s*/i;

/** A time as the brief gives it: "8pm", "7.30pm", "12-4", "from 9". */
const LIST_TIME = new RegExp(
  `${TIME.source}|\\b\\d{1,2}(?:[:.]\\d{2})?\\s?[-–]\\s?\\d{1,2}(?:[:.]\\d{2})?\\b|\\bfrom \\d{1,2}\\b`,
  "i",
);
const FILLER =
  /^(?:at|from|on|every|this|next|til|till|until|to|starts?|starting|is|are|with|our|the|a|and|&)$/i;

const NOT_AN_EVENT = /^(?:closed|closing|close|shut|reopen(?:s|ing)?|re-open(?:s|ing)?|open(?:s|ing)?)\b/i;
/** "if it's too rough we'll do it sun 27th": a fallback day, a condition or a plan is no event. */
const NOT_AN_EVENT_CLAUSE =
  /^(?:if|unless|otherwise|or|but|we|we'll|we're|it|it's|its|back|moved?|postponed)\b/i;

export interface ScheduledEvent {
  day: string;
  what: string;
  time: string | null;
  price: string | null;
}

/**
 * The events of a brief that lists several, one per clause with its own day ("quiz tues 8pm, live
 * music sat 9pm, roast sun 12-4"); empty unless at least two fall on different days.
 */
export function scheduleFrom(description: string): ScheduledEvent[] {
  const events: ScheduledEvent[] = [];
  const list = description
    .replace(LIST_LEAD, "")
    .replace(HOLIDAY, (name) => headlineNames(name).replace(/ /g, "_"));
  for (const clause of clausesOf(list)) {
    const words = clause.split(/\s+/);
    const found = dayOfClause(words);
    if (!found || NOT_AN_EVENT_CLAUSE.test(clause.trim())) continue;
    // "fri nite folk": the night is the day's, not the start of the event's name.
    let after = 1;
    // "live bands fri & sat nite": both nights.
    const second = /^(?:&|and|n)$/i.test(words[found.at + 1] ?? "")
      ? dayOfClause([words[found.at + 2] ?? ""])
      : null;
    if (second) after += 2;
    if (/^(?:night|nite)s?$/i.test(words[found.at + after] ?? "")) after += 1;
    // "fri 4th the velvet spoons": the date goes with its day ("Fri 4th").
    const date = /^\d{1,2}(?:st|nd|rd|th)$/i.exec(words[found.at + after] ?? "")?.[0];
    if (date) after += 1;
    // "sun 13th dec": the month is the date's.
    if (
      date &&
      /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/i.test(words[found.at + after] ?? "")
    )
      after += 1;
    const rest = [...words.slice(0, found.at), ...words.slice(found.at + after)].join(" ");
    // "£1 a head", "£9.95": the price with what it is per, as written.
    const priced = new RegExp(
      `(?:${MONEY.source})(?:\\s+(?:a|per)\\s+(?:head|person|team|glass|pint|player)|\\s+each|\\s+pp)?`,
      "i",
    );
    const price = rest.match(priced)?.[0]?.replace(/£\s+/, "£") ?? null;
    const withoutPrice = rest.replace(priced, " ");
    const time =
      withoutPrice
        .match(LIST_TIME)?.[0]
        ?.replace(/\s*[-–]\s*/, "-")
        .replace(/\s+(?=am|pm)/i, "") ??
      // "dj kaz til late": how long it runs is its time ("dj mikey 10 til late": from when, too).
      (/\b(?:till?|until) late\b/i.test(withoutPrice)
        ? `${/\b(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) (?:till?|until) late\b/i.exec(withoutPrice)?.[1] ?? ""} till late`.trim()
        : null);
    const subject: string[] = [];
    // "12.30 ko": the kick-off is the time's word, not part of the match's name.
    const subjectWords = withoutPrice
      .replace(LIST_TIME, " ")
      .split(/\s+/)
      .filter((word) => word && !/^(?:ko|kick-?off)$/i.test(word));
    for (const [at, word] of subjectWords.entries()) {
      const next = () => subjectWords[at + 1] ?? "";
      // What the event is comes before its day, time and price: "live music", "curry night".
      if (subject.length === 6 || /^(?:a|an)$/i.test(word) || /\d/.test(word)) break;
      // "jam session from 4 bring ur instrument": what to do is not the night's name.
      if (subject.length > 0 && /^(?:bring|book|ask|call|ring|grab|sign|pop|come)$/i.test(word)) break;
      // "fri the dead ringers sat velvet haze": the next day starts the next night.
      if (subject.length > 0 && dayOfClause([word])) break;
      // "acoustic sesh with molly rae": who plays is part of the night.
      if (/^with$/i.test(word) && subject.length > 0 && subject.length < 4) {
        subject.push(word);
        continue;
      }
      // "the velvet spoons", "jazz brunch with the blue notes": a band's own "The" stays.
      if (
        /^the$/i.test(word) &&
        (subject.length === 0
          ? /^\p{L}/u.test(rest)
          : /^(?:with|&|meet|watch|see|join)$/i.test(subject.at(-1) ?? ""))
      ) {
        subject.push(word);
        continue;
      }
      // "jenny & the jets": an "&" inside a name is the name's.
      if (word === "&" && subject.length > 0 && !dayOfClause([next()]) && /^\p{L}/u.test(next())) {
        subject.push(word);
        continue;
      }
      if (FILLER.test(word) && subject.length === 0) continue;
      if (FILLER.test(word)) break;
      subject.push(word);
    }
    // "the velvet spoons live": "live" says it is on, not part of the name.
    while (subject.length > 1 && /^(?:live|with|the)$/i.test(subject.at(-1) ?? "")) subject.pop();
    // "acoustic sesh with molly rae" fits a badge as "Acoustic with Molly Rae": the act is kept whole,
    // and "live music with fenland folk" keeps its music.
    if (subject.length > 4) {
      const kept = subject.filter((word) => !/^(?:sesh|session|set)$/i.test(word));
      subject.splice(0, subject.length, ...kept);
    }
    const withAt = subject.findIndex((word) => /^with$/i.test(word));
    if (subject.length > 5 && subject.join(" ").length > 32 && withAt > 1) subject.splice(1, withAt - 1);
    const what =
      subject.length > 0
        ? properCase(headlineNames(subject.join(" "))).replace(/(?<=\S )With\b/g, "with")
        : "";
    // "Closed Monday, reopening Friday" are the pub's hours, not a week of events to list.
    if (what.length === 0 || NOT_AN_EVENT.test(what)) continue;
    const day = second ? `${found.day} & ${second.day}` : found.day;
    events.push({
      day: date ? `${day} ${date}` : day,
      what,
      time: time?.toLowerCase() ?? null,
      price,
    });
  }
  // "Friday 11th" and "Friday" are one day.
  return new Set(events.map((event) => event.day.split(" ")[0])).size >= 2 ? events.slice(0, 4) : [];
}

/**
 * "live music this weekend: fri …, sat …": the words before the colon head the list, when they name
 * no day or time of their own; null when the brief gives no such lead.
 */
export function listHeading(description: string): string | null {
  const lead = (/^([^:,]{3,40}):\s/.exec(description) ?? LIST_LEAD.exec(description))?.[1]?.trim();
  if (!lead || lead.split(/\s+/).length > 5 || dayOfClause(lead.split(/\s+/)) || LIST_TIME.test(lead))
    return null;
  return lead;
}

/** "Tue · Quiz · 8pm": one event of the list as the poster prints it. */
export function scheduleLine(event: ScheduledEvent): string {
  const day = event.day.replace(/\b\w+day\b/g, (name) => SHORT_DAY_LABEL[name] ?? name);
  return [day, event.what, event.time, event.price].filter(Boolean).join(" · ");
}

/**
 * The leftover facts as the body says them: a fact of four words or more is a sentence of its own
 * ("All screens. Proceeds to Air Ambulance"), where commas would run unrelated facts into one line;
 * short ones stay a list ("Boxing, ring walks, big screen").
 */
function sentencesOf(clauses: string[]): string {
  let text = clauses[0] ?? "";
  for (const [index, clause] of clauses.entries()) {
    if (index === 0) continue;
    const sentence = [clauses[index - 1]!, clause].some((part) => part.split(/\s+/).length >= 4);
    text += sentence ? `. ${clause.charAt(0).toUpperCase()}${clause.slice(1)}` : `, ${clause}`;
  }
  return text;
}

const STOP = new Set([
  "a",
  "an",
  "and",
  "the",
  "at",
  "from",
  "on",
  "in",
  "of",
  "for",
  "to",
  "with",
  "every",
  "this",
  "next",
  "our",
  "your",
  "is",
  "are",
  "all",
  "day",
  "night",
  "inc",
  "incl",
  "including",
  "plus",
  "only",
  "just",
  "now",
  "ko",
  "served",
  "serving",
  "doors",
  "door",
  "or",
  "&",
  "then",
]);
const TRAILING =
  /^(?:a|an|and|or|the|at|from|on|in|of|for|to|with|til|till|until|&|-|inc|incl|plus|only|approx|about|around|roughly)$/i;
const TIME_WORD = new RegExp(`^(?:${TIME.source})$`, "i");
const DAY_WORD =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tues?|weds?|thu|thur|thurs|fri|sat|tonight|today|tomorrow)\.?$/i;

/** Whether the poster's other lines show this day word, as "Tuesday" or "Tue", or say "tonight". */
function dayShown(word: string, said: Set<string>): boolean {
  const [plain = ""] = wordsOf(word);
  const short = plain.slice(0, 3);
  const full =
    short.length === 3
      ? WEEKDAY_NAMES.find((day) => day.toLowerCase().startsWith(short))?.toLowerCase()
      : undefined;
  return said.has(plain) || (full !== undefined && (said.has(full) || said.has(short)));
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}£.]+/u)
    .map((word) => word.replace(/\.+$/g, ""))
    .filter(Boolean);

/**
 * The body line: the brief's clauses that say something the poster's other lines do not, with the
 * days, times, dates and prices those lines already show taken out ("new years eve party, dj from
 * 9pm, tickets £15 inc fizz" under "New Year's Eve Party", "9pm" and "Tickets £15 inc fizz" leaves
 * "DJ"). Null when nothing is left.
 */
export function bodyFrom(description: string, shown: string[]): string | null {
  const said = new Set(shown.flatMap(wordsOf));
  const shownText = shown.join(" ").replace(/–/g, "-").toLowerCase();
  // "new years eve" is the headline's "New Year's Eve": the brief's spelling counts as said too.
  for (const word of wordsOf(headlineNames(shown.join(" ")))) said.add(word);
  // "ko 5.30" is the "Kick-off 5.30" another line prints.
  if (said.has("kick-off") || said.has("kick")) said.add("ko");
  // "footy" is the "Football" a headline prints.
  if (said.has("football")) said.add("footy");
  // What the lines under the headline print: a clause may end on a headline word ("part-time bar
  // staff" under "Staff Wanted"), which reads wrong cut off, but not on a badge's time or price.
  const [, ...below] = shown;
  const saidBelow = new Set(below.flatMap(wordsOf));
  const kept: string[] = [];
  const acts = readActs(description);
  /** An hour a badge shows ("7" under "From 7", never "8" under "8.30"). */
  const hourShown = (word: string) =>
    /^\d{1,2}$/.test(word) &&
    [...said].some((shown) => new RegExp(`^${word}(?:[.:]00)?(?:am|pm)?$`, "i").test(shown));
  // An offer a badge shows, as typed ("£35 inc entry"), ends a clause: "coach leaves 9am £35 inc
  // entry seats left" leaves "Coach leaves" and "Seats left", not "Coach leaves inc entry seats left".
  let rest = description;
  // The match the headline names ("Joshua v Fury") is not said again below it.
  const [headline = ""] = shown;
  if (/\sv\s/.test(headline.replace(/\u00a0/g, " "))) {
    const match = headline.replace(/\u00a0/g, " ");
    const at = rest.toLowerCase().indexOf(match.toLowerCase());
    if (at >= 0) rest = `${rest.slice(0, at)}, ${rest.slice(at + match.length)}`;
  }
  for (const offer of shown.filter((line) => line.includes("£"))) {
    const at = rest.toLowerCase().indexOf(offer.toLowerCase());
    if (at >= 0) rest = `${rest.slice(0, at)}, ${rest.slice(at + offer.length)}`;
  }
  // "on 3 screens booking advised": the request to book is a clause of its own.
  // So is what follows it ("book ahead its busy").
  rest = rest
    .replace(/\s+(?=book(?:ing)? (?:advised|essential|recommended|ahead|early|now)\b)/gi, ", ")
    .replace(/\b(book(?:ing)? (?:advised|essential|recommended|ahead|early|now))\s+(?=\p{L})/giu, "$1, ");
  // A price another line shows goes; one no line shows ("back tues w/ £3 pints" under "Closed
  // Monday") stays with its words.
  const priceShown = (price: string) =>
    new RegExp(`${price.replace(/\s+/g, "").replace(/[.$]/g, "\\$&")}(?![\\d.])`).test(
      shownText.replace(/£\s+/g, "£"),
    );
  for (const clause of clausesOf(
    spellNames(rest).replace(MONEY, (price) => (priceShown(price) ? " £ " : price)),
  )) {
    // "book ahead pls" under a "Book your table" button: the button says it ("Ahead please" would not).
    if (said.has("book") && BOOK_AHEAD.test(clause)) continue;
    // "tickets behind the bar" under "Get your tickets at the bar": the button says it.
    if (
      said.has("tickets") &&
      /^tickets? (?:are )?(?:behind|at|from|on) the (?:bar|door)$/i.test(clause.trim())
    )
      continue;
    // "(elf)": a film's name typed in brackets is printed as its name.
    const words = clause
      .replace(/[()]/g, " ")
      .split(/\s+/)
      .filter(Boolean)
      .filter(
        (word, index, all) =>
          word !== "£" &&
          // "staff do sorry!!": the apology is the post's to make, not a poster's.
          !/^(?:sorry|apologies)[!.,]*$/i.test(word) &&
          // "20 beers" is a fact; "from 9" is a time the badges show ("shuts at 8" is not one of them).
          // ("from" goes with its hour or day: "our sam from 7 after 6 years" never leaves "from after".)
          // "every thurs" under a "Thu" line: the "every" goes with its day.
          !(
            /^(?:every|each)$/i.test(word) &&
            DAY_WORD.test(all[index + 1] ?? "") &&
            dayShown(all[index + 1] ?? "", said)
          ) &&
          !(
            /^(?:from|at|til|till|until)$/i.test(word) &&
            (hourShown(all[index + 1] ?? "") ||
              (DAY_WORD.test(all[index + 1] ?? "") && dayShown(all[index + 1] ?? "", said)))
          ) &&
          !(
            /^\d{1,2}$/.test(word) &&
            /^(?:from|at|til|till|until)$/i.test(all[index - 1] ?? "") &&
            // "sign up from 8" under "8.30" is its own time: only the same hour is said.
            [...said].some((shown) => new RegExp(`^${word}(?:[.:]00)?(?:am|pm)?$`, "i").test(shown))
          ) &&
          // A time no badge shows ("ring walks about 1am") stays with its words.
          !(TIME_WORD.test(word) && said.has(wordsOf(word)[0] ?? "")) &&
          // A day or a date the badges do not show ("reopening Friday 17th January") stays.
          !(DAY_WORD.test(word) && dayShown(word, said)) &&
          !(/^\d+(?:st|nd|rd|th)[.,]?$/i.test(word) && said.has(wordsOf(word)[0] ?? "")) &&
          !/^20\d\d[.,]?$/.test(word) &&
          // "December" beside a date badge that shows it, unless its own day is not shown ("17th January").
          !(
            DATE_WORD.test(word.replace(/[.,]$/, "")) &&
            said.has(wordsOf(word)[0] ?? "") &&
            !(
              /^\d+(?:st|nd|rd|th)$/i.test(all[index - 1] ?? "") &&
              !said.has(wordsOf(all[index - 1]!)[0] ?? "")
            )
          ) &&
          !/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(word) &&
          // Hours a badge shows go; "kids eat free … 12-4" under a kick-off keeps its own.
          !(
            /^\d{1,2}(?:[:.]\d{2})?[-–]\d{1,2}(?:[:.]\d{2})?(?:am|pm)?$/i.test(word) &&
            shownText.includes(word.replace("–", "-").toLowerCase())
          ),
      );
    const fresh = words.filter((word) => {
      const [plain = ""] = wordsOf(word);
      return plain.length > 1 && !STOP.has(plain) && !said.has(plain) && !said.has(plain.replace(/s$/, ""));
    });
    if (fresh.length === 0) continue;
    // Words the other lines already print, at the clause's ends, go; the rest reads as typed.
    const trimmed = [...words];
    const isSaid = (word: string) => {
      const [plain = ""] = wordsOf(word);
      return said.has(plain) || TRAILING.test(word) || DATE_WORD.test(word);
    };
    // "with every adult main", "on 3 screens": a linking word that says how the thing goes stays.
    // So do "with Santa", "Book your table for the final" and a band's own "The" ("The Rusty Nails").
    const saysHow = () =>
      (/^(?:with|on)$/i.test(trimmed[0] ?? "") &&
        (/^(?:every|any|each|all|\d+|box|sky|tnt|bt|dazn|pay-per-view)$/i.test(trimmed[1] ?? "") ||
          (/^with$/i.test(trimmed[0] ?? "") &&
            (trimmed.length === 2 ||
              (trimmed.length === 3 && /^(?:instead|too|again)$/i.test(trimmed[2] ?? "")))))) ||
      (/^book$/i.test(trimmed[0] ?? "") && /^(?:your|a)$/i.test(trimmed[1] ?? "") && trimmed.length > 3) ||
      // "on the big screen" under a "Big Fight" headline keeps its "big".
      (/^on$/i.test(trimmed[0] ?? "") &&
        /^the$/i.test(trimmed[1] ?? "") &&
        /^(?:big|main)$/i.test(trimmed[2] ?? "") &&
        /^screens?$/i.test(trimmed[3] ?? "")) ||
      (/^the$/i.test(trimmed[0] ?? "") &&
        acts.some((act) => act.toLowerCase() === trimmed.join(" ").toLowerCase()));
    while (trimmed.length > 0 && !saysHow() && (isSaid(trimmed[0] ?? "") || /^[+&]$/.test(trimmed[0] ?? "")))
      trimmed.shift();
    // "kids eat free sun w/ every adult main": a condition left alone ("With every adult main") goes
    // back with what it is the condition of.
    const dropped = words.slice(0, words.length - trimmed.length);
    const headlineWords = new Set(wordsOf(headline));
    if (
      dropped.length > 0 &&
      /^with$/i.test(trimmed[0] ?? "") &&
      /^(?:every|any|each)$/i.test(trimmed[1] ?? "") &&
      // Under a "Kids Eat Free" headline, "With every adult main" already says whose condition it is.
      !dropped.every((word) => headlineWords.has(wordsOf(word)[0] ?? ""))
    )
      trimmed.splice(0, 0, ...dropped);
    // "17th January": a month stays with the day before it.
    const datedMonth = () =>
      DATE_WORD.test(trimmed[trimmed.length - 1] ?? "") && /^\d/.test(trimmed[trimmed.length - 2] ?? "");
    const endSaid = (word: string) => {
      const [plain = ""] = wordsOf(word);
      return saidBelow.has(plain) || TRAILING.test(word) || DATE_WORD.test(word);
    };
    // "over 18s only", "while the match is on": the last word finishes what is said.
    const finishes = () =>
      /^only$/i.test(trimmed.at(-1) ?? "")
        ? /^(?:\d+s|adults|members|cash|card|\d{1,2}(?:[.:]\d{2})?[-–]\d{1,2}(?:[.:]\d{2})?(?:am|pm)?)$/i.test(
            trimmed.at(-2) ?? "",
          )
        : /^on$/i.test(trimmed.at(-1) ?? "") && /^(?:is|are|'s)$/i.test(trimmed.at(-2) ?? "");
    while (trimmed.length > 0 && endSaid(trimmed[trimmed.length - 1] ?? "") && !datedMonth() && !finishes())
      trimmed.pop();
    // A lone word says nothing on a poster ("Winners", "Bar", "Late", "Mike") unless it is a thing
    // that is on ("DJ", "Fireworks"): the clause is said whole when it is short ("Ask for Mike",
    // "Cash only"), else left out.
    // "the velvet spoons live" under a line-up that names them: "live" alone only says they are on.
    if (trimmed.length === 1 && /^(?:live|playing|on|tonight|back)[!.,]*$/i.test(trimmed[0] ?? "")) continue;
    if (trimmed.length === 1 && !LONE_THING.test(trimmed[0] ?? "")) {
      const whole = [...words];
      // "cash only" keeps its "only"; a clause never ends on "from" or "the".
      while (whole.length > 0 && LINKING.test(whole.at(-1) ?? "")) whole.pop();
      while (whole.length > 0 && LINKING.test(whole[0] ?? "") && whole.length > 3) whole.shift();
      if (
        whole.length > 1 &&
        whole.length <= 4 &&
        !said.has(whole.map((word) => wordsOf(word).join(" ")).join(" "))
      )
        kept.push(whole.join(" "));
      continue;
    }
    if (trimmed.length > 0) kept.push(trimmed.join(" "));
  }
  if (kept.length === 0) return null;
  // "evenings and weekends ask for Mike": how to apply is a clause of its own, and a name keeps its capital.
  const body = properCase(
    punctuateShorthand(sentencesOf(kept)).replace(/(?<=\p{L})\s+(?=(?:ask for|apply|ring|call)\b)/giu, ", "),
    [
      ...readPeople(description),
      // "The Dirty Harrys" may have lost its "The" to the body's trim: the rest keeps its capitals.
      ...readActs(description).flatMap((act) => [act, act.replace(/^The /, "")]),
    ],
  )
    .replace(/\s+([,.])/g, "$1")
    // "20p" opening a sentence keeps its small "p" (a first letter is capitalised, not a unit).
    .replace(/\b(\d+)P\b/g, "$1p");
  return body.length > 0 ? body : null;
}

/** A request to book and nothing more: "book ahead pls", "please book early", "book now". */
const BOOK_AHEAD =
  /^\s*(?:(?:please|pls) )?book(?:ing)? (?:ahead|now|early|in advance|(?:your|a) (?:table|team|spot|place|seat)s?|advised|essential|recommended)(?: (?:please|pls))?[.!]*\s*$/i;

const LINKING = /^(?:a|an|and|or|the|at|from|on|in|of|for|to|with|til|till|until|&|-)$/i;
/** Things a poster may name in one word below its headline. */
const LONE_THING =
  /^(?:dj|djs|karaoke|raffle|tombola|buffet|fireworks|piper|bagpipes|santa|bbq|prizes|disco|bingo|quiz|carols|band|choir|comedian|magician|elf|boxing|darts|football|footy|rugby|cricket|racing|golf|snooker|tennis|f1|ufc)$/i;

const DATE_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|of)$/i;
