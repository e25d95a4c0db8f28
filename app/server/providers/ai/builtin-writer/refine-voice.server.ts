import type { Optimization, Tone } from "~/lib/content/constants";
import { blockOf, type Draft, insertAfter, insertBefore, PROSE } from "./draft.server";
import { BANTER, CHEEKY, URGENT, WARM } from "./generic.server";
import { choose, chooseMany, usable } from "./phrases.server";
import type { Rng } from "./random.server";

/**
 * Tones change the voice; intensity (1-5) decides how many of the tone's lines go in and, from 4
 * up, adds a flourish. Each tone has a mark: jokes end 🥁 or 😂, cheek winks 😉, warmth welcomes
 * everyone, urgency starts ⏰ and says today or tonight, banter shouts 🗣️ like the terraces.
 */
export function applyTone(draft: Draft, tone: Tone, intensity: number, rng: Rng): void {
  const { book, slots, used, platform } = draft;
  const strength = Math.min(5, Math.max(1, Math.round(intensity)));
  const count = platform === "facebook" ? (strength <= 2 ? 1 : strength <= 4 ? 2 : 3) : strength <= 3 ? 1 : 2;
  const bank = {
    funnier: book.jokes,
    cheekier: CHEEKY,
    warmer: WARM,
    urgent: URGENT,
    banter: [...book.banter, ...BANTER],
  }[tone];
  const lines = chooseMany(rng, bank, slots, count, used);
  if (tone === "urgent" && slots.ifTonight !== undefined) {
    const tonight = usable([URGENT[0]!], slots)[0];
    if (tonight && !lines.includes(tonight)) lines.splice(0, 1, tonight);
  }
  insertAfter(draft, ["body", "hook"], { role: "tone", lines });
  if (strength < 4) return;
  const hook = blockOf(draft, "hook");
  const close = blockOf(draft, "close");
  if (tone === "cheekier" && hook) hook.lines[hook.lines.length - 1] += " 😉";
  if (tone === "banter" && hook) hook.lines[hook.lines.length - 1] += " 🗣️";
  if (tone === "warmer" && close) close.lines.unshift("Whoever you are, you're welcome here.");
  if (tone === "urgent" && close) close.lines.unshift("⏰ Don't leave it to chance: sort it today.");
  if (tone === "funnier" && strength === 5) {
    const extra = choose(rng, book.meme, slots, used);
    if (extra) insertAfter(draft, ["tone"], { role: "tone", lines: [extra] });
  }
}

const FILLER = /\b(?:just|really|very|absolutely|actually|basically|literally|honestly|quite|simply)\s+/gi;

const wordCount = (text: string) => (text.match(/[\p{L}\p{N}£][\p{L}\p{N}'’.£-]*/gu) ?? []).length;

/** One sentence cut into short ones: a clause break becomes a full stop when both sides have three words or more. */
function splitSentence(sentence: string): string {
  const parts = sentence.split(/([,;:]\s+|\s+—\s+)/);
  let out = parts[0] ?? "";
  let current = out;
  for (let index = 1; index < parts.length; index += 2) {
    const separator = parts[index]!;
    const next = parts[index + 1] ?? "";
    // "And with X tonight, we'll…" stays whole: a clause that opens on "with", "if", "when"… needs its other half.
    const subordinate =
      /^[^\p{L}]*(?:and |plus )?(?:with|if|when|whether|whatever|as|while|once|since|because|though|although)\b/iu.test(
        current,
      );
    if (!subordinate && wordCount(current) >= 2 && wordCount(next) >= 2) {
      const clause = next.replace(/^(?:and|but|so)\s+/i, "");
      out = `${out.replace(/[,;:]$/, "")}. ${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
      current = clause;
    } else {
      out += separator + next;
      current += separator + next;
    }
  }
  return out;
}

const MAX_PUNCHY_WORDS = 12;

function keepShortSentences(line: string): string {
  return line
    .split(/(?<=[.!?…])\s+/)
    .filter((sentence) => wordCount(sentence) <= MAX_PUNCHY_WORDS)
    .join(" ");
}

/** Shorter sentences, no filler, no asides. Meme formats and facts are left alone. */
export function punchUp(line: string): string {
  if (line.includes("\n") || /^\S*\s*(?:POV|Me|Nobody):/.test(line)) return line;
  const trimmed = line.replace(FILLER, "").replace(/\s*\([^)]*\)/g, "");
  return trimmed
    .split(/(?<=[.!?…])\s+/)
    .map(splitSentence)
    .join(" ")
    .replace(/\.{2}(?!\.)/g, ".");
}

const ENDS_WITH_EMOJI = /\p{Extended_Pictographic}\uFE0F?$/u;

export function applyOptimisation(draft: Draft, optimisation: Optimization, rng: Rng): void {
  const { book, slots, used, platform } = draft;
  switch (optimisation) {
    case "punchier": {
      // Cut to the chase: context only on Facebook, one body line, no sentence over twelve words
      // in the body or context, and every sentence split where it can be.
      if (platform !== "facebook") draft.blocks = draft.blocks.filter((block) => block.role !== "context");
      for (const block of draft.blocks) {
        if (!PROSE.has(block.role)) continue;
        if (block.role === "body" || block.role === "context") block.lines = block.lines.slice(0, 1);
        block.lines = block.lines.map(punchUp);
        if (block.role === "body" || block.role === "context") {
          block.lines = block.lines.map(keepShortSentences).filter(Boolean);
        }
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
      // Before the link-in-bio line on Instagram and TikTok, last on Facebook.
      if (close)
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
