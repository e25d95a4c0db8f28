import type { Platform } from "~/lib/content/constants";
import type { Analysis } from "./analysis.server";
import { type Block, BOOKS, callToAction, contactLines, type Draft, slotsFor } from "./draft.server";
import { factLines } from "./facts.server";
import { OCCASION_SOON, SEASON, TIE_IN, WEATHER } from "./generic.server";
import { choose, chooseMany, preferring, usable } from "./phrases.server";
import type { Rng } from "./random.server";
import type { Scene } from "./scene.server";

/**
 * The base post for one platform, before any refinement:
 * - Facebook: a hook, a paragraph about the night, a paragraph of context (the match this week,
 *   the weather, the season), the facts, a sign-off and the pub's phone, booking link and address.
 * - Instagram: the same story in short lines, one context line, the facts and a link-in-bio close.
 * - TikTok: a scroll-stopping hook, one line, the facts and a follow/save close.
 */
export function composeBase(platform: Platform, scene: Scene, a: Analysis, rng: Rng): Draft {
  const book = BOOKS[a.intent];
  const slots = slotsFor(scene, book, rng);
  const used = new Set<string>();
  const draft: Draft = { platform, scene, book, slots, blocks: [], used };
  const short = (line: string) => line.length <= 110;
  const push = (block: Block) => {
    if (block.lines.length > 0) draft.blocks.push(block);
  };

  const hookBank = platform === "tiktok" ? book.tiktokHooks : book.hooks;
  const hook =
    choose(rng, preferring(hookBank, book.keySlots, slots), slots, used) ??
    choose(rng, book.hooks, slots, used) ??
    `${a.subject}!`;
  push({ role: "hook", lines: [hook] });

  const bodyCount = platform === "facebook" ? 2 : platform === "instagram" ? 2 : 1;
  const bodyBank = platform === "facebook" ? book.body : book.body.filter((line) => short(line));
  // The first body line carries a key fact the hook did not (the prize, the act, the price).
  const missing = book.keySlots.filter((key) => slots[key] && !hook.includes(slots[key]!));
  // …and says nothing the hook has already said.
  const said = book.keySlots.filter((key) => slots[key] && hook.includes(slots[key]!));
  const fresh = bodyBank.filter(
    (template) => !said.some((key) => new RegExp(`\\{${key}\\}`, "i").test(template)),
  );
  const bodyPool = usable(fresh, slots).length >= bodyCount ? fresh : bodyBank;
  const first = choose(rng, preferring(bodyPool, missing, slots), slots, used);
  const body = [first, ...chooseMany(rng, bodyPool, slots, bodyCount - 1, used)].filter(Boolean) as string[];
  if (a.intent === "match" && slots.fixtureDetail && platform !== "tiktok") {
    body.push(`${slots.fixtureDetail.charAt(0).toUpperCase()}${slots.fixtureDetail.slice(1)}.`);
  }
  push({ role: "body", lines: body });

  const context = contextLines(scene, draft, rng, platform === "facebook" ? 2 : 1);
  push({ role: "context", lines: platform === "tiktok" ? context.filter(short) : context });
  if (platform === "facebook" && slots.localEvent) {
    push({ role: "context", lines: [`Also coming up ${slots.localWhen}: ${slots.localEvent}.`] });
  }

  push({ role: "facts", lines: factLines(a) });

  const close = choose(rng, book.closers, slots, used);
  const cta = callToAction(platform, scene, book, slots);
  if (platform === "facebook") {
    push({ role: "close", lines: close ? [close] : [] });
    push({ role: "contact", lines: contactLines(scene) });
  } else {
    push({
      role: "close",
      lines: [close, platform === "instagram" ? `${cta} 👆` : `${cta} 📌`].filter(Boolean) as string[],
    });
  }
  return draft;
}

/** The context worth a line, most specific first: a big match this week, the weather, the season. */
export function contextLines(scene: Scene, draft: Draft, rng: Rng, max: number): string[] {
  const { slots, used } = draft;
  const lines: string[] = [];
  const add = (line: string | undefined) => {
    if (line && lines.length < max) lines.push(line);
  };
  if (scene.tieIn && scene.a.intent !== "match") add(choose(rng, TIE_IN, slots, used));
  if (scene.weather) add(choose(rng, WEATHER[scene.weather.condition], slots, used));
  if (scene.occasionSoon) add(choose(rng, OCCASION_SOON, slots, used));
  add(choose(rng, SEASON[scene.season], slots, used));
  return lines;
}

/** The weather line, for the weather angle (or the season's when there is no forecast). */
export function weatherLine(scene: Scene, draft: Draft, rng: Rng): string | undefined {
  const bank = scene.weather ? WEATHER[scene.weather.condition] : SEASON[scene.season];
  const fresh = usable(bank, draft.slots).filter((line) => !draft.used.has(line));
  return rng.pick(fresh) ?? choose(rng, bank, draft.slots);
}
