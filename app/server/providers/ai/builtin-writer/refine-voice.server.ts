import type { Optimization, Tone } from "~/lib/content/constants";
import { blockOf, type Draft, insertAfter, insertBefore, isNotice, PROSE } from "./draft.server";
import { BANTER, CHEEKY, URGENT, WARM } from "./generic.server";
import { choose, chooseMany, givesSameAdvice, usable } from "./phrases.server";
import type { Rng } from "./random.server";

/**
 * Tones change the voice; intensity (1-5) decides how many of the tone's lines go in and, from 4
 * up, adds a flourish. Each tone has a mark: jokes end 🥁 or 😂, cheek winks 😉, warmth welcomes
 * everyone, urgency starts ⏰, banter shouts 🗣️ like the terraces. Whole lines are added or left
 * out; a sentence is never cut in half.
 */
export function applyTone(draft: Draft, tone: Tone, intensity: number, rng: Rng): void {
  const { book, slots, used, platform } = draft;
  const strength = Math.min(5, Math.max(1, Math.round(intensity)));
  const count = platform === "facebook" ? (strength <= 2 ? 1 : strength <= 4 ? 2 : 3) : strength <= 3 ? 1 : 2;
  const gentle = book.gentle === true;
  const own = book.tones?.[tone];
  const bank =
    gentle && tone !== "warmer"
      ? [...book.jokes, ...book.banter]
      : (own ??
        {
          funnier: book.jokes,
          cheekier: CHEEKY,
          warmer: WARM,
          urgent: URGENT,
          banter: [...book.banter, ...BANTER],
        }[tone]);
  // "limited tables so don't leave it!!" in the brief is not followed by "Don't leave it late".
  const said = draft.blocks.flatMap((block) => block.lines);
  const lines = chooseMany(
    rng,
    bank.filter((line) => !givesSameAdvice(line, said)),
    slots,
    count,
    used,
  );
  if (tone === "urgent" && slots.ifTonight !== undefined) {
    const tonight = usable([URGENT[0]!], slots)[0];
    if (tonight && !lines.includes(tonight)) lines.splice(0, 1, tonight);
  }
  insertAfter(draft, ["body", "hook"], { role: "tone", lines });
  if (strength < 4 || gentle || own) return;
  const hook = blockOf(draft, "hook");
  const close = blockOf(draft, "close");
  if (tone === "cheekier" && hook) hook.lines[hook.lines.length - 1] += " 😉";
  if (tone === "banter" && hook) hook.lines[hook.lines.length - 1] += " 🗣️";
  if (tone === "warmer" && close) close.lines.unshift("Whoever you are, you're welcome here.");
  const chance = "⏰ Don't leave it to chance: sort it now.";
  if (tone === "urgent" && close && !givesSameAdvice(chance, [...said, ...lines]))
    close.lines.unshift(chance);
  if (tone === "funnier" && strength === 5) {
    const extra = choose(rng, book.meme, slots, used);
    if (extra) insertAfter(draft, ["tone"], { role: "tone", lines: [extra] });
  }
}

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}£][\p{L}\p{N}'’.£-]*/gu) ?? []).length;
const ENDS_WITH_EMOJI = /\p{Extended_Pictographic}\uFE0F?$/u;
/** A line short enough to keep when the post is made punchier. */
const PUNCHY_WORDS = 12;

function longestSentence(line: string): number {
  return Math.max(0, ...line.split(/(?<=[.!?])\s+/).map(wordCount));
}

export function applyOptimisation(draft: Draft, optimisation: Optimization, rng: Rng): void {
  const { book, slots, used, platform } = draft;
  switch (optimisation) {
    case "punchier": {
      // Cut to the chase: one short body line, no context, and every added line short, or out.
      draft.blocks = draft.blocks.filter((block) => block.role !== "context");
      for (const block of draft.blocks) {
        if (!PROSE.has(block.role) || block.role === "close") continue;
        if (block.role === "body") block.lines = block.lines.slice(0, 1);
        if (block.role !== "hook")
          block.lines = block.lines.filter((line) => longestSentence(line) <= PUNCHY_WORDS);
      }
      const hook = blockOf(draft, "hook");
      // A long hook gives way to a short one from the same book.
      if (hook && !hook.fixed && hook.lines.length === 1 && longestSentence(hook.lines[0]!) > PUNCHY_WORDS) {
        const shorter = usable(platform === "tiktok" ? book.tiktokHooks : book.hooks, slots).filter(
          (line) => longestSentence(line) <= PUNCHY_WORDS && !used.has(line),
        );
        const picked = rng.pick(shorter);
        if (picked) hook.lines = [picked];
      }
      draft.blocks = draft.blocks.filter((block) => block.lines.length > 0);
      return;
    }
    case "more_emojis": {
      let turn = 0;
      for (const block of draft.blocks) {
        if (!PROSE.has(block.role)) continue;
        block.lines = block.lines.map((line) => {
          if (line.includes("\n")) return line;
          // One at the end of every line that has none (a new one each time), and the hook gets two.
          const fresh = book.emojis.filter((emoji) => !line.includes(emoji));
          const pick = () => fresh[turn++ % fresh.length] ?? book.emojis[0]!;
          if (block.role === "hook") return `${line} ${pick()}${pick()}`;
          return ENDS_WITH_EMOJI.test(line) ? line : `${line} ${pick()}`;
        });
      }
      return;
    }
    case "questions": {
      const lines = chooseMany(rng, book.questions, slots, platform === "facebook" ? 2 : 1, used);
      insertBefore(draft, platform === "facebook" ? "facts" : "close", { role: "optimisation", lines });
      const close = blockOf(draft, "close");
      // Before the link-in-bio line on Instagram and TikTok, last on Facebook. A notice (a closure, a
      // job, a death) asks nobody "who's in?".
      if (close && !isNotice(draft.scene) && !book.gentle)
        close.lines.splice(
          platform === "facebook" ? close.lines.length : Math.max(0, close.lines.length - 1),
          0,
          "Who's in? Let us know below 👇",
        );
      return;
    }
    case "tag_friendly": {
      const line = choose(rng, book.tags, slots, used);
      if (line) insertBefore(draft, "close", { role: "optimisation", lines: [line] });
      return;
    }
    case "meme_ready": {
      const line = choose(rng, book.meme, slots, used);
      if (line) insertAfter(draft, ["hook"], { role: "optimisation", lines: [line] });
      return;
    }
  }
}
