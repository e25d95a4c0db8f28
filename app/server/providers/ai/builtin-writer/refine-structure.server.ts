import type { Angle, Framework } from "~/lib/content/constants";
import { weatherLine } from "./compose.server";
import {
  blockOf,
  bookingAsk,
  callToAction,
  type Draft,
  insertAfter,
  insertBefore,
  replaceHook,
} from "./draft.server";
import {
  ATTENTION,
  DEALS,
  FOMO,
  LOCAL_LINES,
  NO_DEAL,
  NO_MATCH,
  PROOF,
  SOLUTION,
  WEATHER,
} from "./generic.server";
import { choose, chooseMany, fill, usable } from "./phrases.server";
import type { Rng } from "./random.server";

/**
 * Frameworks restructure the post; angles give it a new lead. Each leaves a mark a reader can see:
 * AIDA opens with an attention line, builds desire ("Imagine…") and ends on an action (👉); PAS
 * opens on a problem question and answers it ("The fix?"); FOMO says don't miss out; social proof
 * talks about the regulars (never numbers); storytelling opens with a scene ("It's …").
 */
export function applyFramework(draft: Draft, framework: Framework, rng: Rng): void {
  const { book, slots, used, platform, scene } = draft;
  const hook = blockOf(draft, "hook");
  const close = blockOf(draft, "close");
  const action = `👉 ${callToAction(platform, scene, book, slots)}.`;
  // The action line takes the place of the link line, and of the landlord's "book a table" said plainly.
  const withoutLinkLine = (lines: string[]) =>
    lines.filter((line) => !/ (?:👆|📌)$/.test(line) && line !== `${bookingAsk(book, slots)}.`);
  switch (framework) {
    case "aida": {
      const attention = book.gentle ? undefined : choose(rng, ATTENTION, slots, used);
      if (hook && attention) hook.lines.unshift(attention);
      const desire = choose(rng, book.desire, slots, used);
      if (desire) insertBefore(draft, "facts", { role: "framework", lines: [desire] });
      if (close) close.lines = [...withoutLinkLine(close.lines), action];
      return;
    }
    case "pas": {
      const problem = choose(rng, book.problem, slots, used);
      const agitate = choose(rng, book.agitate, slots, used);
      const solution = book.gentle
        ? "We'll look after the arrangements, so you don't have to."
        : choose(rng, book.solution ?? SOLUTION, slots, used);
      if (problem) replaceHook(draft, problem);
      insertAfter(draft, ["hook"], {
        role: "framework",
        lines: [agitate, solution].filter(Boolean) as string[],
      });
      if (close) close.lines = [...withoutLinkLine(close.lines), action];
      return;
    }
    case "fomo": {
      if (book.gentle) {
        // No fear of missing out at a hard time: only that dates can go.
        const line = "Dates can fill up, so do get in touch as early as you can.";
        insertAfter(draft, ["context", "body", "hook"], { role: "framework", lines: [line] });
        return;
      }
      const lines = chooseMany(rng, book.fomo ?? FOMO, slots, platform === "facebook" ? 2 : 1, used);
      insertAfter(draft, ["context", "body", "hook"], { role: "framework", lines });
      if (close && !book.fomo) close.lines.unshift("Don't miss it.");
      return;
    }
    case "social_proof": {
      const lines = [
        choose(rng, book.proof, slots, used),
        platform === "facebook" ? choose(rng, PROOF, slots, used) : undefined,
      ];
      insertAfter(draft, ["hook"], { role: "framework", lines: lines.filter(Boolean) as string[] });
      return;
    }
    case "storytelling": {
      const sceneLine =
        choose(rng, book.scene, slots, used) ?? "It's nearly time. The pub's ready and waiting.";
      replaceHook(draft, sceneLine);
      const when = slots.when ? `, ${slots.when}` : "";
      const where = slots.pub ? `, at ${slots.pub}` : "";
      // A job advert or a closure is not "the plan": its book says what follows the scene, if anything.
      const own = book.storyPayoff === undefined ? undefined : (fill(book.storyPayoff, slots) ?? "");
      const payoff =
        own ??
        (scene.whatsOn && slots.ifManyDays === ""
          ? `That's your week sorted${where}.`
          : slots.theThing
            ? `That's ${slots.theThing}${when}${where}.`
            : `That's the plan${where}.`);
      insertAfter(draft, ["hook"], { role: "framework", lines: payoff ? [payoff] : [] });
      return;
    }
  }
}

/** Removes context lines the angle is about to replace, so nothing is said twice. */
function dropContext(draft: Draft, bank: readonly string[]): void {
  const known = new Set(usable(bank, draft.slots));
  for (const block of draft.blocks) {
    if (block.role === "context") block.lines = block.lines.filter((line) => !known.has(line));
  }
  draft.blocks = draft.blocks.filter((block) => block.lines.length > 0);
}

export function applyAngle(draft: Draft, angle: Angle, rng: Rng): void {
  const { book, slots, used, scene } = draft;
  switch (angle) {
    case "weather": {
      if (scene.weather) dropContext(draft, WEATHER[scene.weather.condition]);
      const line = weatherLine(scene, draft, rng);
      if (line) insertAfter(draft, ["hook"], { role: "angle", lines: [line] });
      return;
    }
    case "match_day": {
      let line: string | undefined;
      if (scene.main.kind === "sport") {
        const detail = slots.fixtureDetail ? `: ${slots.fixtureDetail}` : "";
        // A short day only ("on Saturday"): "every night from the 11th" is the hook's already.
        const day = slots.onDay && slots.onDay.split(" ").length <= 2 ? ` ${slots.onDay}` : "";
        line = `🏟️ It's match day${day}${detail}.`;
      } else {
        // One fixture from the TV list, said once, for a post about something else.
        const cue = scene.cues[0];
        if (cue) {
          const at = [cue.kickoff, cue.channel ? `on ${cue.channel}` : ""].filter(Boolean).join(" ");
          const screens = scene.features.screens ? ", and it'll be on our screens" : "";
          line = `🏟️ Match day bonus: ${cue.text} is ${cue.when}${at ? ` (${at})` : ""}${screens}.`;
        }
      }
      insertAfter(draft, ["hook"], { role: "angle", lines: [line ?? NO_MATCH[0]!] });
      return;
    }
    case "local": {
      const line = choose(rng, LOCAL_LINES, slots, used) ?? "Proud to be your local.";
      insertAfter(draft, ["hook"], { role: "angle", lines: [line] });
      return;
    }
    case "deals": {
      // Never the same words twice: when the post already opens with the price, the angle says value.
      const opening = blockOf(draft, "hook")?.fixed ? (blockOf(draft, "hook")?.lines.join(" ") ?? "") : "";
      const fresh =
        opening && slots.deal && opening.includes(slots.deal)
          ? { ...slots, deal: undefined, prize: undefined }
          : slots;
      const line = choose(rng, DEALS, fresh, used) ?? choose(rng, NO_DEAL, slots, used) ?? NO_DEAL[1]!;
      draft.blocks.unshift({ role: "angle", lines: [line] });
      return;
    }
    case "quiz": {
      const line = choose(rng, book.quizLine, slots, used);
      if (line) insertAfter(draft, ["body", "hook"], { role: "angle", lines: [line] });
      return;
    }
  }
}
