import type { Platform } from "~/lib/content/constants";
import { inSentence } from "./analysis.server";
import { EVENT, GENERAL, OPENING } from "./books-events.server";
import { DRINKS_BOOK, FOOD } from "./books-food-drink.server";
import { MATCH } from "./books-match.server";
import { LIVE_MUSIC, QUIZ } from "./books-quiz-music.server";
import type { Intent } from "./lexicon.server";
import { choose, fill, type IntentBook } from "./phrases.server";
import type { Rng } from "./random.server";
import type { Scene, Slots } from "./scene.server";

/**
 * A post before it becomes text: blocks in reading order, each with a role, so the frameworks can
 * restructure it, the angles and tones can add to it, and the optimisations can rework its prose
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

export const BOOKS: Record<Intent, IntentBook> = {
  quiz: QUIZ,
  live_music: LIVE_MUSIC,
  match: MATCH,
  food: FOOD,
  drinks: DRINKS_BOOK,
  opening_hours: OPENING,
  event: EVENT,
  general: GENERAL,
};

/** "Quiz night", "live music with The Rusty Nails", "England v Wales": the event, mid-sentence. */
function thingOf(scene: Scene, slots: Slots): string {
  switch (scene.a.intent) {
    case "quiz":
      return slots.gameNight ?? "quiz night";
    case "live_music":
      return scene.a.act && slots.show === "live music"
        ? `live music with ${scene.a.act}`
        : (slots.show ?? "live music");
    case "match":
      return slots.match ?? "the big match";
    case "food":
      return slots.food ?? "good food";
    case "drinks":
      return slots.drink ?? "a good drink";
    case "opening_hours":
      return "a pint with us";
    case "event":
      return slots.eventName ?? inSentence(scene.a.subject);
    case "general":
      return slots.news ?? inSentence(scene.a.subject);
  }
}

/** The scene's slots plus the intent's own and the ones shared lines need. */
export function slotsFor(scene: Scene, book: IntentBook, rng: Rng): Slots {
  const slots: Slots = { ...scene.slots, ...book.slots?.(scene) };
  slots.thing = thingOf(scene, slots);
  slots.audience = choose(rng, book.audience, slots) ?? "everyone";
  const deal = scene.a.extras.find((extra) => /half price|2-for-1|% off/i.test(extra));
  slots.dealExtra = deal;
  slots.ifFree = scene.a.extras.some((extra) => /free entry/i.test(extra)) ? "" : undefined;
  slots.occasionSoon = scene.occasionSoon?.name;
  slots.occasionWhen = scene.occasionSoon?.when;
  slots.tieAt = slots.tieDetail ? ` (${slots.tieDetail})` : "";
  slots.localEvent = scene.localEvent?.name;
  slots.localWhen = scene.localEvent?.when;
  return slots;
}

/** Booking wording for each platform, from what the pub has given us. */
export function callToAction(platform: Platform, scene: Scene, book: IntentBook, slots: Slots): string {
  const verb = fill(book.cta, slots) ?? "Book a table";
  const lower = verb.charAt(0).toLowerCase() + verb.slice(1);
  if (platform === "facebook") {
    if (scene.bookingLink && scene.phone) return `${verb}: ${scene.bookingLink} or call ${scene.phone}`;
    if (scene.bookingLink) return `${verb}: ${scene.bookingLink}`;
    if (scene.phone) return `Call us on ${scene.phone} to ${lower}`;
    if (scene.website) return `${verb}: ${scene.website}`;
    return scene.pubName ? `Pop in and see us at ${scene.pubName}` : "Pop in and see us";
  }
  if (platform === "instagram") {
    if (scene.bookingLink || scene.website) return `${verb} via the link in our bio`;
    if (scene.phone) return `Call ${scene.phone} to ${lower}`;
    return "Send us a DM to book";
  }
  if (scene.bookingLink || scene.website) return `${verb} via the link in our bio`;
  return slots.onDay ? `Follow us and save this for ${slots.onDay}` : "Follow us for more from your local";
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

/** Inserts a block before the first block with the role, or at the end. */
export function insertBefore(draft: Draft, role: Role, block: Block): void {
  if (block.lines.length === 0) return;
  const index = draft.blocks.findIndex((existing) => existing.role === role);
  draft.blocks.splice(index >= 0 ? index : draft.blocks.length, 0, block);
}

export function blockOf(draft: Draft, role: Role): Block | undefined {
  return draft.blocks.find((block) => block.role === role);
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
