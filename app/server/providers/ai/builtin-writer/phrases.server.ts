import type { Tone } from "~/lib/content/constants";
import { capitalise } from "./analysis.server";
import type { Rng } from "./random.server";
import type { Scene, Slots } from "./scene.server";

/**
 * Phrase books: each intent has several phrasings for every part of a post. A phrasing names the
 * slots it needs ({when}, {prize}…); {When} is the same slot with a capital. Phrasings whose slots
 * are unknown drop out, so the writer only ever says what the brief, the pub or the context told it.
 */
export interface IntentBook {
  /** Who the post speaks to: "quiz fans". */
  audience: string[];
  /** Emojis that suit the thing, for 'more emojis'. */
  emojis: string[];
  hooks: string[];
  /** Short first lines that stop a TikTok scroll. */
  tiktokHooks: string[];
  body: string[];
  /** AIDA's desire: what it feels like to be there ("Imagine…"). */
  desire: string[];
  /** PAS: the problem (a question) and the agitation. */
  problem: string[];
  agitate: string[];
  /** Storytelling: a short scene that opens "It's …". */
  scene: string[];
  /** Social proof, phrased about regulars, never with invented numbers. */
  proof: string[];
  /** Puns and jokes, each ending 🥁 or 😂. */
  jokes: string[];
  /** Terrace-style teasing, each opening 🗣️. */
  banter: string[];
  /** Meme formats: "POV:", "Nobody:", "Me: … Also me: …". */
  meme: string[];
  questions: string[];
  /** "Tag a mate who…" lines. */
  tags: string[];
  /** A pub-quiz style question for the quiz angle (no sport, no other events). */
  quizLine: string[];
  photo: string[];
  video: string[];
  closers: string[];
  hashtags: string[];
  /** The booking verb for the call to action: "Book your quiz table". */
  cta: string;
  /**
   * A subject never joked about or hurried (a wake): every tone speaks with the book's own gentle
   * lines, and the frameworks add no alarms, no fear of missing out and no generic answers.
   */
  gentle?: boolean;
  /**
   * How the landlord's own opening line is said: "notice" with a full stop and 📢 (a price rise),
   * "question" with a question mark and 🙏 (asking for a hand). Otherwise 📣 and "!".
   */
  opening?: "notice" | "question";
  /**
   * A notice's own lines for a tone (a job advert, a closure): the generic ones sell a night out
   * ("Your sofa will understand", "Best seats go to whoever gets here first"), which a notice is not.
   */
  tones?: Partial<Record<Tone, string[]>>;
  /** A notice's own FOMO lines; with them, no "Don't miss it." closing line. */
  fomo?: string[];
  /** A notice's own PAS answer, in place of the generic "The answer? A good night out". */
  solution?: string[];
  /** Storytelling's line after the scene, for a post with no thing to name ("That could be you"); "" for none. */
  storyPayoff?: string;
  /** Slots only this kind knows ({host}, {ifRoast}…). */
  slots?: (scene: Scene) => Slots;
}

/** A phrasing with its slots filled, or null when one of them is unknown. */
export function fill(template: string, slots: Slots): string | null {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    let value = slots[key];
    if (value === undefined && /^[A-Z]/.test(key)) {
      const lower = slots[key.charAt(0).toLowerCase() + key.slice(1)];
      if (lower !== undefined) value = capitalise(lower);
    }
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return missing
    ? null
    : text
        .replace(/ {2,}/g, " ")
        .replace(/ ([,.!?])/g, "$1")
        .trim();
}

/** Every phrasing that can be filled, in book order. */
export function usable(templates: readonly string[], slots: Slots): string[] {
  return templates.map((template) => fill(template, slots)).filter((text): text is string => text !== null);
}

/** One filled phrasing not used yet in this post (and remembered as used), or undefined. */
export function choose(
  rng: Rng,
  templates: readonly string[],
  slots: Slots,
  used?: Set<string>,
): string | undefined {
  const options = usable(templates, slots);
  const fresh = used ? options.filter((option) => !used.has(option)) : options;
  const chosen = rng.pick(fresh.length > 0 ? fresh : options);
  if (chosen && used) used.add(chosen);
  return chosen;
}

/** The templates that mention one of the slots (in either case), when any of them can be filled; else all. */
export function preferring(
  templates: readonly string[],
  keys: readonly string[],
  slots: Slots,
): readonly string[] {
  const wanted = templates.filter((template) =>
    keys.some(
      (key) =>
        template.includes(`{${key}}`) || template.includes(`{${key.charAt(0).toUpperCase()}${key.slice(1)}}`),
    ),
  );
  return usable(wanted, slots).length > 0 ? wanted : templates;
}

/** Several distinct filled phrasings. */
export function chooseMany(
  rng: Rng,
  templates: readonly string[],
  slots: Slots,
  count: number,
  used?: Set<string>,
): string[] {
  const options = usable(templates, slots).filter((option) => !used?.has(option));
  const chosen = rng.pickMany(options, count);
  // Two lines of one paragraph never give the same advice ("leave the cooking to us … leave the
  // washing-up to us"): the second gives way to another line, or goes.
  for (let index = 1; index < chosen.length; index++) {
    const before = chosen.slice(0, index);
    if (!givesSameAdvice(chosen[index]!, before)) continue;
    const other = options.find((option) => !chosen.includes(option) && !givesSameAdvice(option, before));
    if (other) chosen[index] = other;
    else chosen.splice(index--, 1);
  }
  for (const option of chosen) used?.add(option);
  return chosen;
}

/**
 * Advice a post gives once: "come early for seats" in the brief, or "get in early, grab a good spot"
 * in the body, is not followed by "Get here early for a good seat"; one "share this" is enough.
 */
const ADVICE = [
  /\b(?:early|first come|good (?:seat|spot)|best seats?)\b/i,
  /\b(?:share|pass (?:this|it) on)\b/i,
  /\bshirts? on\b/i,
  /\b(?:sorry|apologi[sz]e)\b/i,
  /\b(?:dabbers|eyes down)\b/i,
  /\b(?:pens (?:out|at the ready)|phones away)\b/i,
  /\bdon'?t leave it\b/i,
  /\bleave\b[^.]*\bto us\b/i,
  /\bbring your appetite\b/i,
];

export function givesSameAdvice(line: string, said: readonly string[]): boolean {
  return ADVICE.some((advice) => advice.test(line) && said.some((other) => advice.test(other)));
}
