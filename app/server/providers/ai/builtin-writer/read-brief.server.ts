import { readActs, readFacts, readPrices } from "~/lib/content/brief-facts";
import {
  A_LOSS,
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
  tidyBrief,
  titleCaseName,
} from "~/lib/content/brief-words";
import { properCase } from "~/lib/content/proper-case";
import { dartsShown } from "~/lib/content/pub-games";
import { recentCache } from "~/lib/recent-cache";
import { twelveHour } from "~/lib/time";
import { type Brief, capitalise, type Item, lowerFirst } from "./analysis.server";
import { clausesOf, EMOJI_BREAK, splitRunOn } from "./clauses.server";
import { detailLine, detailLines } from "./detail-lines.server";
import { kindsOf } from "./kinds.server";
import {
  DAY_OCCASION,
  foldSport,
  itemOf,
  nameCase,
  readClause,
  sportOf,
  textOf,
  tidyPart,
  unshout,
} from "./read-clause.server";
import { dayAndTime, tokenize, whenRuns } from "./when.server";

/**
 * Reads a brief the way a landlord means it: one thing that is on with its details, or several
 * ("quiz tues, karaoke fri, roast sun £12.95"). Each thing keeps the landlord's own words: the name
 * as typed ("steak night"), the day and time lifted out only where that leaves whole words behind,
 * and every other clause kept as a line of its own, tidied ("£50 bar tab for the winners").
 */

/** "Scotland v France 4.45": another match and its kick-off, on a line of its own. */
const SECOND_MATCH =
  /^(\p{Lu}[\p{L}'.]*(?: \p{L}[\p{L}'.]*){0,2} v \p{Lu}[\p{L}'.]*(?: \p{L}[\p{L}'.]*){0,2}?)(?:,? (?:kick-off|ko|at))? (\d{1,2}(?:[.:]\d{2})?(?:am|pm)?)$/u;

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
    // "cricket from 10am sat, then man city v liverpool ko 5.30": a second match with a time of its
    // own is on the first one's day, and is a thing of its own.
    if (
      reading.kind === "sport" &&
      current.kind === "sport" &&
      reading.name &&
      /\sv\s/i.test(reading.name) &&
      reading.time &&
      !reading.day &&
      current.day &&
      reading.name.toLowerCase() !== current.name.toLowerCase()
    ) {
      items.push(itemOf({ ...reading, day: current.day }, names));
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
          /\b(?:last (?:bookings|orders|entries|entry|day)|last day to (?:book|order|pay)(?: is)?|deadline|closing date|book by|pay by)$/i.test(
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
  // "wales v ireland 2.15 & scotland v france 4.45": a second match with its own kick-off is a thing
  // of its own, on the first one's day.
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    if (item.kind !== "sport" || !item.day || !/\sv\s/.test(item.name)) continue;
    const at = item.details.findIndex((line) => SECOND_MATCH.test(line));
    if (at < 0) continue;
    const [, fixture, time] = SECOND_MATCH.exec(item.details[at]!)!;
    // What the brief says after it ("bacon butties before kick-off, doors 1pm") is the day's, said last.
    const after = item.details.splice(at).slice(1);
    items.splice(index + 1, 0, {
      kind: "sport",
      name: fixture!,
      title: fixture!,
      day: item.day,
      time: time!,
      details: after,
    });
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

/**
 * "…, and also a child's blue glove": a lone "And" or "Also" goes on with the line it starts; and
 * "Roasts" / "Back Sunday as normal", split where a return was read as news of its own, is one line.
 */
function withConnectivesJoined(details: string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < details.length; at++) {
    const line = details[at]!;
    const next = details[at + 1];
    if (next && /^(?:and|also|and also|plus)$/i.test(line.trim())) {
      joined.push(`Also ${lowerFirst(next)}`);
      at++;
    } else if (next && /^served\b/i.test(next) && /£/.test(line) && !/\bserved\b/i.test(line)) {
      // "Full English £8.50" / "Served 10-12 before the race": the dish's price and when it is served.
      joined.push(`${line}, served${next.slice(6)}`);
      at++;
    } else if (next && /^back\b/i.test(next) && /^[\p{L}' ]+$/u.test(line) && line.split(" ").length <= 3) {
      joined.push(`${line} back${next.slice(4)}`);
      at++;
    } else joined.push(line);
  }
  return joined;
}
