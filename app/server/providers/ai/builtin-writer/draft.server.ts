import { PRICE_GOING_UP } from "~/lib/content/brief-words";
import { ASKS_TO_BOOK, NO_BOOKING } from "~/lib/content/check-fit";
import {
  type ListedPhrase,
  listedBriefPhrases,
  repeatsListedPhrase,
  wordsOfLine,
} from "~/lib/content/check-prose";
import { isNoticeWithoutWeather, sentimentFamilies } from "~/lib/content/check-voice";
import type { Platform } from "~/lib/content/constants";
import type { Kind } from "./analysis.server";
import { DRINKS, DRINKS_FESTIVAL, FOOD, SPORT } from "./books-food-drink-sport.server";
import { BINGO, EVENT, MUSIC, QUIZ } from "./books-nights.server";
import {
  CHARITY,
  CLOSURE,
  FAREWELL,
  FAREWELL_NEWS,
  GARDEN,
  HIRE,
  LOSS,
  MEMORIAL,
  NEWS,
  OPENING,
  PRICE_RISE,
  REQUEST,
  STAFF,
  TEAM_CALL,
  WAKE,
  WHATS_ON,
} from "./books-notices.server";
import { choose, fill, type IntentBook } from "./phrases.server";
import type { Rng } from "./random.server";
import type { Scene, Slots } from "./scene.server";

/**
 * A post before it becomes text: blocks in reading order, each with a role, so the frameworks can
 * restructure it, the angles and tones can add to it, and the optimisations can trim its prose
 * without touching the facts or the contact details.
 */
export type Role =
  | "hook"
  | "body"
  | "context"
  | "facts"
  | "close"
  | "contact"
  | "tone"
  | "angle"
  | "framework"
  | "optimisation";

export interface Block {
  role: Role;
  lines: string[];
  /** A hook that is the landlord's own news: a framework may add before it, never replace it. */
  fixed?: boolean;
}

export interface Draft {
  platform: Platform;
  scene: Scene;
  book: IntentBook;
  slots: Slots;
  blocks: Block[];
  /** Phrasings already in this post, so no line appears twice. */
  used: Set<string>;
}

export const BOOKS: Record<Kind, IntentBook> = {
  quiz: QUIZ,
  music: MUSIC,
  sport: SPORT,
  food: FOOD,
  drinks: DRINKS,
  event: EVENT,
  charity: CHARITY,
  hire: HIRE,
  staff: STAFF,
  closure: CLOSURE,
  opening: OPENING,
  garden: GARDEN,
  news: NEWS,
};

/** A night in someone's memory ("1 yr since we lost him", "in memory of"). */
const REMEMBRANCE =
  /\b(?:remembrance|memorial(?= (?:(?:mon|tues|wednes|thurs|fri|satur|sun)\w*|for|this|next|on|service)\b)|memorial (?:darts|pool|match|game|comp|competition|golf|walk|night|evening|do|cup|trophy|tournament|football|bike ride|run)|who passed|since we lost|we lost (?:him|her|them)|lost (?:our|him|her)\b|in (?:loving )?memory of|remembering|gone but not forgotten)\b/i;
/** The landlord asking for a hand ("anyone got a gazebo", "can anyone help"). */
const ASKING =
  /^(?:hi all,? |hi everyone,? |hiya,? )?(?:need (?:some )?help|volunteers? (?:wanted|needed)|(?:does|can|could|has|is) (?:anyone|anybody)|any(?:one|body) (?:got|have|has|know|fancy|able|free|around|willing)|we need (?:a|an|some)\b|we're after (?:a|an|some)\b|help needed|volunteers? (?:needed|wanted))/i;
/** Something lost or found at the pub ("found black lab in the car park", "lost property"). */
const LOST_OR_FOUND = /^(?:found|lost|lost property|has anyone lost|has anyone found)\b/i;
/** A notice about something lost or found. */
const LOST_PROPERTY: IntentBook = {
  ...NEWS,
  opening: "notice",
  body: ["Please pass this on so it gets back to its owner."],
};

/** A result to be proud of ("the rovers won the cup", "darts team beat the crown 7-2"). */
const A_RESULT =
  /\b(?:won(?!['’]t)|beat(?! the (?:rush|queues?|crowds?))|champions|promoted|cup winners?|league winners?|unbeaten)\b/i;

/** A team's result: congratulations, never "please pass this on". */
const RESULT: IntentBook = {
  ...NEWS,
  emojis: ["🏆", "🙌", "🍻"],
  body: ["Huge well done to everyone involved.", "We're proud of every one of you."],
  closers: ["Cheers to that! 🍻", "Well done, all! 🏆"],
};

/** The landlord leaving ("we're retiring", "last shift", "moving on after 22 years"). */
const SAYING_GOODBYE = /\b(?:retiring|retirement|last shift|leaving do|moving on|handing over the keys)\b/i;

export function bookFor(scene: Scene): IntentBook {
  // Opening hours over several days ("christmas eve open 11-late … xmas day 12-3") are a notice of
  // hours, not a week of nights out to pick from.
  if (scene.whatsOn && scene.brief.items.every((item) => item.kind === "opening" || item.kind === "closure"))
    // "kitchen closed today and tomorrow, bar open as normal": the closure is the news, never "good news".
    return scene.main.kind === "closure" ? CLOSURE : OPENING;
  // "kitchen closed today and tomorrow … roast sunday as usual": the closure leads, as a notice.
  if (scene.whatsOn && scene.main.kind === "closure") return CLOSURE;
  if (scene.whatsOn) return WHATS_ON;
  // A death told as news: quietly, whatever else the brief says.
  if (
    (scene.main.kind === "news" || scene.main.kind === "closure" || scene.main.kind === "opening") &&
    /\b(?:passed away|sad(?:ly)? (?:news|passing)|condolences|rest in peace|rip)\b/i.test(scene.brief.text)
  )
    return LOSS;
  const text = scene.brief.text;
  // A night in someone's memory: gently, as an invitation.
  if (REMEMBRANCE.test(text)) return MEMORIAL;
  // "price of a pint going up 20p from mon …, happy hr stays 4-6": the rise is the news, whatever follows.
  if (PRICE_GOING_UP.test(text.split(/[,;.!?]/)[0] ?? "")) return PRICE_RISE;
  if (!scene.main.name && scene.main.kind !== "closure") {
    // "we need a chef! full time, good pay": a job advert, not a landlord asking for a favour.
    if (ASKING.test(text) && scene.main.kind !== "staff") return REQUEST;
    if (A_RESULT.test(text) && !LOST_OR_FOUND.test(text)) return RESULT;
    if (PRICE_GOING_UP.test(text)) return PRICE_RISE;
    if (SAYING_GOODBYE.test(text)) return FAREWELL_NEWS;
  }
  // News with no night to name ("charity darts raised £1,340 … thank you all"): said as news, never
  // "get it in the diary".
  // Lost property or a found dog: passed on plainly, with a full stop, never "Found a jacket!".
  if (!scene.main.name && LOST_OR_FOUND.test(text)) return LOST_PROPERTY;
  if (!scene.main.name && ["event", "music", "quiz", "sport"].includes(scene.main.kind) && !scene.whatsOn)
    return NEWS;
  // Only when the post is about wakes alone: "Birthday? Christening? Wake?" is a function room advert.
  if (
    scene.main.kind === "hire" &&
    FAREWELL.test(text) &&
    !/\b(?:birthdays?|christenings?|part(?:y|ies)|weddings?|showers?|anniversar(?:y|ies))\b/i.test(text)
  )
    return WAKE;
  // A team asking for players is an invitation to join, not a night to pencil in.
  if (scene.brief.teamCall) return TEAM_CALL;
  // Bingo is a night of luck, not a team quiz: its own lines, never the quiz's teams and brains.
  if (scene.main.kind === "quiz" && /\bbingo\b/i.test(scene.main.name) && !/\bquiz/i.test(scene.main.name))
    return BINGO;
  // "beer festival 12-14 july 20 ales n 8 ciders": days of drinks, not a guest pint on the bar.
  if (scene.main.kind === "drinks" && /\b(?:festival|fest|tap takeover)\b/i.test(scene.main.name))
    return DRINKS_FESTIVAL;
  return BOOKS[scene.main.kind];
}

/**
 * A notice (a closure, a job advert, new opening hours, a wake, a funeral): plain and short, with
 * one line of prose and no weather or season talk, which has nothing to do with it.
 */
export function isNotice(scene: Scene): boolean {
  const kind = scene.main.kind;
  if (kind === "staff" || kind === "closure" || kind === "opening") return true;
  return isNoticeWithoutWeather(scene.brief.text);
}

/** The scene's slots plus the book's own. */
export function slotsFor(scene: Scene, book: IntentBook, rng: Rng): Slots {
  const slots: Slots = { ...scene.slots, ...book.slots?.(scene) };
  slots.audience = choose(rng, book.audience, slots) ?? "everyone";
  // "no booking, just turn up": no line asks anyone to book.
  slots.ifBooking = NO_BOOKING.test(scene.brief.text) ? undefined : "";
  // "book a table its gonna be rammed": no line says the best seat is whoever gets here first.
  slots.ifUnbooked = asksToBook(scene) ? undefined : "";
  slots.ifLimited = /\blimited\b|\bonly \d+ (?:tables|places|spaces|tickets|seats)\b|\bleft\b/i.test(
    scene.brief.text,
  )
    ? ""
    : undefined;
  return slots;
}

/** The landlord asks people to book ("book a table", "booking essential"). */
export function asksToBook(scene: Scene): boolean {
  return ASKS_TO_BOOK.test(scene.brief.text) && !NO_BOOKING.test(scene.brief.text);
}

/** The book's own way of asking for a booking ("Book your table for the match"), or a plain one. */
export function bookingAsk(book: IntentBook, slots: Slots): string {
  const verb = fill(book.cta, slots);
  return verb && /\bbook/i.test(verb) ? verb : "Book your table";
}

/** Booking wording for each platform, from what the pub has given us. */
export function callToAction(platform: Platform, scene: Scene, book: IntentBook, slots: Slots): string {
  const verb = slots.ifBooking === undefined ? "Find out more" : (fill(book.cta, slots) ?? "Book a table");
  const lower = verb.charAt(0).toLowerCase() + verb.slice(1);
  if (platform === "facebook") {
    if (scene.bookingLink && scene.phone) return `${verb}: ${scene.bookingLink} or call ${scene.phone}`;
    if (scene.bookingLink) return `${verb}: ${scene.bookingLink}`;
    if (scene.phone) return `Call us on ${scene.phone} to ${lower}`;
    if (scene.website) return `${verb}: ${scene.website}`;
    return scene.pubName ? `Pop in and see us at ${scene.pubName}` : "Pop in and see us";
  }
  if (scene.bookingLink || scene.website) return `${verb} via the link in our bio`;
  if (platform === "instagram")
    return scene.phone ? `Call ${scene.phone} to ${lower}` : "Send us a message to find out more";
  return "Follow us for more from your local";
}

/** The contact lines at the foot of a Facebook post. */
export function contactLines(scene: Scene): string[] {
  const lines: string[] = [];
  if (scene.phone) lines.push(`📞 ${scene.phone}`);
  if (scene.bookingLink) lines.push(`🔗 ${scene.bookingLink}`);
  else if (scene.website) lines.push(`🌐 ${scene.website}`);
  if (scene.address) lines.push(`📍 ${scene.pubName ? `${scene.pubName}, ` : ""}${scene.address}`);
  return lines;
}

/** Inserts a block after the last block with one of the roles (tried in order), or at the end. */
export function insertAfter(draft: Draft, roles: Role[], block: Block): void {
  if (block.lines.length === 0) return;
  for (const role of roles) {
    const index = draft.blocks.findLastIndex((existing) => existing.role === role);
    if (index >= 0) {
      draft.blocks.splice(index + 1, 0, block);
      return;
    }
  }
  draft.blocks.push(block);
}

/** Inserts a block before the first block with the role (else before the close), or at the end. */
export function insertBefore(draft: Draft, role: Role, block: Block): void {
  if (block.lines.length === 0) return;
  let index = draft.blocks.findIndex((existing) => existing.role === role);
  if (index < 0)
    index = draft.blocks.findIndex((existing) => existing.role === "close" || existing.role === "contact");
  draft.blocks.splice(index >= 0 ? index : draft.blocks.length, 0, block);
}

export function blockOf(draft: Draft, role: Role): Block | undefined {
  return draft.blocks.find((block) => block.role === role);
}

/** A new opening line: it replaces the hook, or goes before it when the hook is the landlord's news. */
export function replaceHook(draft: Draft, line: string): void {
  const hook = blockOf(draft, "hook");
  if (!hook) draft.blocks.unshift({ role: "hook", lines: [line] });
  else hook.lines = hook.fixed ? [line, ...hook.lines] : [line];
}

/** Roles whose lines are prose the optimisations may rework (never the facts or contact lines). */
export const PROSE: ReadonlySet<Role> = new Set([
  "hook",
  "body",
  "context",
  "close",
  "tone",
  "angle",
  "framework",
  "optimisation",
]);

/**
 * Says each sentiment once: a thanks, an apology, an invitation or an ask to get in touch that the
 * landlord's own lines (the news opening and the facts) or an earlier line of ours already said
 * goes, so a closure never thanks three times in three phrasings. The landlord's lines stay.
 */
export function sayEachSentimentOnce(draft: Draft): void {
  const said = new Set<string>();
  for (const block of draft.blocks)
    if (block.role === "facts" || (block.role === "hook" && block.fixed))
      for (const line of block.lines) for (const family of sentimentFamilies(line)) said.add(family);
  for (const block of draft.blocks) {
    if (!PROSE.has(block.role) || (block.role === "hook" && block.fixed)) continue;
    block.lines = block.lines.filter((line) => {
      const families = sentimentFamilies(line);
      if (families.some((family) => said.has(family))) return false;
      for (const family of families) said.add(family);
      return true;
    });
  }
  draft.blocks = draft.blocks.filter((block) => block.lines.length > 0);
}

/**
 * Says each of the landlord's phrases once: a stock line a refinement added that repeats a short
 * phrase the facts list already carries ("Eyes down. See you Thursday!" under "✨ Eyes down") goes.
 */
export function sayEachFactOnce(draft: Draft): void {
  const facts = draft.blocks.filter((block) => block.role === "facts").flatMap((block) => block.lines);
  const phrases = landlordPhrases(draft.scene, facts);
  if (phrases.length === 0) return;
  for (const block of draft.blocks) {
    if (!PROSE.has(block.role) || (block.role === "hook" && block.fixed)) continue;
    block.lines = block.lines.filter((line) => !repeatsListedPhrase(line, phrases));
  }
  draft.blocks = draft.blocks.filter((block) => block.lines.length > 0);
}

/**
 * The landlord's short phrases the facts list carries ("✨ Eyes down"), which the post's own lines
 * must not say again; the names of the things on ("🍽️ New menu") are the post's subject, said freely.
 */
export function landlordPhrases(scene: Scene, facts: readonly string[]): ListedPhrase[] {
  const phrases = listedBriefPhrases(facts, scene.brief.text);
  if (phrases.length === 0) return phrases;
  const names = new Set(
    scene.brief.items.flatMap((item) => [wordsOfLine(item.name), wordsOfLine(item.title)]),
  );
  return phrases.filter((phrase) => !names.has(phrase.words));
}
