import { readPrices } from "~/lib/content/brief-facts";
import { WHO_PAYS } from "~/lib/content/brief-words";
import { PLATFORMS } from "~/lib/content/constants";
import type { GeneratedPost } from "~/lib/contract/content";
import { type Brief, capitalise, type Item, lowerFirst, titleCase } from "./analysis.server";
import { detailEmoji, thingEmoji } from "./emoji.server";
import { titleOf, whenLine } from "./scene.server";
import { startsAt } from "./when.server";

/**
 * The facts block every post carries: one line per thing that is on ("🧠 Quiz night: Thursday,
 * 8pm"), then the landlord's other details, each on its own line with what it says beside any
 * price ("🏆 £50 bar tab for the winners"). A bare price goes on its thing's line, so "£16.95"
 * never stands alone.
 */
/** A price with nothing beside it to say what it is for ("£16.95", "£4 all day", "2 for £25"). */
function saysNothingOfItsPrice(detail: string): boolean {
  // "£13.95 adults, £7.95 kids" says who pays, not what for: it goes on its thing's line too (a lone
  // "Kids £7.95" beside "Beef or pork £14.95" keeps its own line).
  const prices = readPrices(detail);
  return (
    prices.some((price) => price.forWords.length === 0) ||
    (prices.length >= 2 && prices.every((price) => price.forWords.every((word) => WHO_PAYS_WORD.test(word))))
  );
}

/** One word of who pays: "under 12s" is read word by word, so each half passes on its own. */
const WHO_PAYS_WORD = new RegExp(String.raw`^(?:${WHO_PAYS}|under|\d+s)$`, "i");

/** How to apply for a job, in the landlord's words ("ask for Mike", "CVs to the bar"). */
export const HOW_TO_APPLY =
  /\b(?:apply|applications?|ask for|speak to|cvs?|email|e-mail|call|ring|message|dm|pop in|drop in|come in|contact|get in touch|send)\b/i;
/** The hours or pattern of a job ("full time", "evenings and weekends"). */
const HOURS =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|full[- ]time|part[- ]time|evenings?|weekends?|days|nights|shifts?|hours|hrs|mornings?|weekdays|flexible|seasonal|permanent|temporary|temp|ft|pt)\b/i;

/**
 * A job advert as a landlord writes one: the role, then the hours, then anything else, then how to
 * apply, each on its own line ("👋 Chef wanted", "🕒 Full time", "📝 Ask for Mike").
 */
/** Who is wanted: "part time bar staff" names a role, not hours, though it says "part time". */
const ROLE =
  /\b(?:staff|chefs?|cooks?|bartenders?|bar ?(?:man|maid|person|people)|waiters?|waitress(?:es)?|kitchen porters?|kp|cleaners?|managers?|supervisors?|glass collectors?)\b/i;

const TAKES_A_DAY = /\b(?:including|incl|inc|plus)\s*$/i;

function jobLines(item: Item, allDetails: string[]): string[] {
  const named = item.title || item.name || "staff wanted";
  // "Staff wanted - part time bar staff": the detail says which staff, so it is the role.
  const roleDetail = /^staff (?:wanted|needed|required)$/i.test(named.trim())
    ? allDetails.find((detail) => ROLE.test(detail) && !HOW_TO_APPLY.test(detail) && !/£/.test(detail))
    : undefined;
  const role = capitalise(roleDetail ?? named);
  // "5 days inc weekends": the day was read out as the when, leaving "5 days including"; it goes back.
  const dangling = item.day && !item.time ? allDetails.find((detail) => TAKES_A_DAY.test(detail)) : undefined;
  const details = allDetails
    .filter((detail) => detail !== roleDetail)
    // ("including Sundays" keeps the day's capital; "including weekends" is a plain word.)
    .map((detail) =>
      detail === dangling
        ? `${detail} ${/^(?:mon|tues|wednes|thurs|fri|satur|sun)day/i.test(item.day!) ? item.day : item.day!.toLowerCase()}`
        : detail,
    );
  const hours = dangling
    ? []
    : [item.day && item.time ? `${item.day}, ${item.time}` : (item.day ?? item.time)]
        .filter((line): line is string => Boolean(line))
        .map(capitalise);
  const other: string[] = [];
  const apply: string[] = [];
  for (const detail of details) {
    if (HOW_TO_APPLY.test(detail)) apply.push(detail);
    else if (HOURS.test(detail) && !/£/.test(detail)) hours.push(detail);
    else other.push(detail);
  }
  return [
    `👋 ${/\b(?:wanted|needed|required)\b/i.test(role) ? role : `${role} wanted`}`,
    ...hours.map((line) => `🕒 ${line}`),
    ...other.map((line) => `${detailEmoji(line)} ${line}`),
    ...apply.map((line) => `📝 ${line}`),
  ];
}

/** "The Stray Dogs" on a music night's list is the band, not a line about dogs. */
function isActName(item: Item, detail: string): boolean {
  return item.kind === "music" && /^The(?: \p{Lu}[\p{L}'’&.-]*){1,4}$/u.test(detail);
}

function withoutLeadingWith(detail: string): string {
  const rest = /^(?:with|w\/)\s+(\S.*)$/i.exec(detail)?.[1];
  return rest ? capitalise(rest) : detail;
}

/** A thing's news in a word or two: "Back!", "Out now", "Is back". */
const STATUS = /^(?:is |are )?(back|out now|on now|now on|available now|now available|here|returns)!*$/i;

const CALLED_OFF_OR_SHUT = /(?:cancelled|canceled|called off|postponed|closed|shut)$/i;
const RELATIVE_DAY = /^(?:tonight|today|tomorrow|this|next|every|all|from|till|until|for)\b/i;

function itemLines(item: Item, skip: number): string[] {
  const rest = item.details.slice(skip);
  if (item.kind === "staff" && (item.name || item.title)) return jobLines(item, rest);
  // Such a price goes on its thing's line: "Sunday roast: £16.95".
  const merged = item.name || item.title ? rest.filter(saysNothingOfItsPrice) : [];
  const named = Boolean(item.name || item.title);
  // "sunday roast is back!!", "xmas day menu out now": the news goes with its thing ("Sunday roast is
  // back"), never on a line of its own ("✨ Back!").
  const status = named ? rest.find((detail) => STATUS.test(detail)) : undefined;
  const details = rest.filter((detail) => !merged.includes(detail) && detail !== status);
  const lines: string[] = [];
  const when = [whenLine(item), ...merged.map(lowerFirst)].filter(Boolean).join(", ");
  const emoji = thingEmoji(item);
  const title = !named
    ? ""
    : status
      ? `${titleOf(item)} ${/[^s]s$/i.test(titleOf(item)) ? "are" : "is"} ${STATUS.exec(status)![1]!.toLowerCase()}`
      : // "sunday roast back this sun": "Sunday roast is back", never the label "Sunday roast back".
        titleOf(item).replace(/^(.+?[^s]) back$/i, "$1 is back");
  // "Quiz: cancelled tonight", "Kitchen: closed on Monday": what is called off is the label, never
  // "Quiz is cancelled: This Wednesday".
  const calledOff = CALLED_OFF_OR_SHUT.exec(title);
  if (calledOff && calledOff.index > 0 && when && merged.length === 0) {
    const day = RELATIVE_DAY.test(when) ? when.charAt(0).toLowerCase() + when.slice(1) : `on ${when}`;
    lines.push(
      `${emoji} ${title
        .slice(0, calledOff.index)
        .replace(/\s+(?:is|are|has been|have been|have|has)\s*$/i, "")
        .trimEnd()}: ${calledOff[0].toLowerCase()} ${day}`,
    );
  } else if (title && when && /^(?:closed|shut) to\b/i.test(title)) {
    // "closed to give the staff a rest": the day first, then why ("Closed on New Year's Day, to give …").
    const [closed = "Closed", ...why] = title.split(/\s+/);
    const day = RELATIVE_DAY.test(when) ? lowerFirst(when) : `on ${when}`;
    lines.push(`${emoji} ${closed} ${day}, ${why.join(" ")}`);
  } else if (title && whenLine(item) && /\b(?:(?:is|are) back|available|(?:is|are) on)$/i.test(title)) {
    // "Sunday roast is back this Sunday: £14.95", "Kids' menu available all day": news and its when,
    // one sentence, then its price.
    const day = whenLine(item)!;
    const said = RELATIVE_DAY.test(day) ? day.charAt(0).toLowerCase() + day.slice(1) : `on ${day}`;
    const priced = merged.map(lowerFirst).join(", ");
    lines.push(`${emoji} ${title} ${said}${priced ? `: ${priced}` : ""}`);
  } else if (title) lines.push(`${emoji} ${title}${when ? `: ${when}` : ""}`);
  // "8pm start" with nothing named: what starts then is the post's news, said as "Starts at 8pm".
  else if (when) lines.push(`📅 ${capitalise(startsAt(when))}`);
  // "With beers from 3 breweries" on a line of its own reads as half a sentence: the list says "with".
  for (const detail of details.map(withoutLeadingWith)) {
    // "Friday-Saturday 12-12" under "Monday-Thursday, 4-11": each day's hours are written alike.
    const hours = item.kind === "opening" && !title ? DAYS_AND_HOURS.exec(detail) : null;
    if (hours) lines.push(`📅 ${hours[1]}, ${hours[2]}`);
    else lines.push(`${isActName(item, detail) ? "🎶" : detailEmoji(detail)} ${detail}`);
  }
  return lines;
}

const DAY_NAME = "(?:mon|tues|wednes|thurs|fri|satur|sun)days?";
const HOUR = "\\d{1,2}(?:[.:]\\d{2})?(?:am|pm)?";
/** "Sunday 12-10.30", "Friday-Saturday 12-late": days and their hours, and nothing else. */
const DAYS_AND_HOURS = new RegExp(
  `^(${DAY_NAME}(?:\\s?[-–]\\s?${DAY_NAME}| (?:and|&) ${DAY_NAME})?),? (${HOUR}\\s?[-–]\\s?(?:${HOUR}|late|close|midnight))$`,
  "i",
);

/** True when the post opens with the landlord's own first line (news with no name to build on). */
export function opensWithNews(brief: Brief): boolean {
  const main = brief.items[0]!;
  return brief.items.length === 1 && !main.name && main.details.length > 0;
}

export function factLines(brief: Brief): string[] {
  const main = brief.items[0]!;
  // The opening line (and the answer to a short opening question) is not repeated below it.
  const skip = opensWithNews(brief)
    ? /\?$/.test(main.details[0] ?? "") && main.details[0]!.split(/\s+/).length <= 3 && main.details[1]
      ? 2
      : 1
    : 0;
  const lines = [
    ...brief.items.flatMap((item, index) => itemLines(item, index === 0 ? skip : 0)),
    ...brief.notes.map((note) => `${detailEmoji(note)} ${note}`),
  ];
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line
      .toLowerCase()
      .replace(/[^\p{L}\p{N}£]+/gu, " ")
      .trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Quiz Night · Thursday, 8pm", "What's On", or the landlord's news in a few words. */
export function headlineFor(brief: Brief): string {
  if (brief.items.length > 1) return /this week/i.test(brief.text) ? "What's On This Week" : "What's On";
  const main = brief.items[0]!;
  if (opensWithNews(brief)) {
    const first = main.details[0]!.replace(/[!.?]+$/, "");
    return first.length > 48 ? `${first.slice(0, 45).replace(/\s+\S*$/, "")}…` : first;
  }
  const when = whenLine(main);
  return `${titleCase(titleOf(main))}${when ? ` · ${when}` : ""}`;
}

const OUR_ID = new RegExp(`^(?:${PLATFORMS.join("|")})-[0-9a-f]{8}(?:-r(?:\\.[a-z_0-9]+)+)?$`);
const LIST_LINE = /^(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+\s+(.+)$/u;

/**
 * A brief to refine one of this writer's posts from, when the page did not send the original brief:
 * its headline and its facts block, which carry every fact of the brief. Null for anyone else's post
 * (then its text is read as the brief).
 */
export function briefFromPost(post: Pick<GeneratedPost, "id" | "headline" | "content">): string | null {
  if (!OUR_ID.test(post.id)) return null;
  const facts = post.content
    .split("\n")
    .filter((line) => !/^\s*(?:📞|📍|🔗|🌐)/u.test(line))
    // List lines only: a sentence ("…is back this Thursday!") is prose, not a fact line.
    .filter((line) => !/[.!?]\s*(?:\p{Extended_Pictographic}|\uFE0F)*\s*$/u.test(line))
    .map((line) => LIST_LINE.exec(line.trim())?.[1])
    .filter((line): line is string => Boolean(line) && !/^https?:|^\d{4,}|^0\d/.test(line!));
  // The facts block carries the brief; the headline only stands in when there is no block.
  return facts.length > 0 ? facts.join("\n") : post.headline.replace(/\s·\s/g, ", ");
}
