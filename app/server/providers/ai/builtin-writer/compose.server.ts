import { PRICE_GOING_UP } from "~/lib/content/brief-words";
import { ASKS_TO_BOOK } from "~/lib/content/check-fit";
import { repeatsListedPhrase } from "~/lib/content/check-prose";
import type { Platform } from "~/lib/content/constants";
import { capitalise } from "./analysis.server";
import { PRICE_RISE } from "./books-notices.server";
import {
  asksToBook,
  type Block,
  bookFor,
  bookingAsk,
  callToAction,
  contactLines,
  type Draft,
  isNotice,
  landlordPhrases,
  slotsFor,
} from "./draft.server";
import { factLines, HOW_TO_APPLY, opensWithNews } from "./facts.server";
import { SEASON, WEATHER, WEATHER_PLAN } from "./generic.server";
import { choose, chooseMany, givesSameAdvice, usable } from "./phrases.server";
import type { Rng } from "./random.server";
import type { Scene } from "./scene.server";

/**
 * The base post for one platform, before any refinement:
 * - Facebook: a hook, a short paragraph, the forecast when there is one, the facts, a sign-off and
 *   the pub's phone, booking link and address.
 * - Instagram: the same story in short lines, the facts and a link-in-bio close.
 * - TikTok: a scroll-stopping hook, one line, the facts and a follow close.
 * A post with no name to build on ("we are now dog friendly!") opens with the landlord's own words.
 */
export function composeBase(platform: Platform, scene: Scene, rng: Rng): Draft {
  const book = bookFor(scene);
  const slots = slotsFor(scene, book, rng);
  const draft: Draft = { platform, scene, book, slots, blocks: [], used: new Set() };
  const short = (line: string) => line.length <= 110;
  const push = (block: Block) => {
    if (block.lines.length > 0) draft.blocks.push(block);
  };

  // The facts come first, so no stock line repeats a phrase they carry ("Eyes down" listed and signed off).
  // A loss is never listed with a sparkle or a pint: what nothing else marks gets a white heart.
  // Bad news (a closure, a price rise) is pinned, never sparkled.
  const facts = factLines(scene.brief).map((line) =>
    book.gentle
      ? line.replace(/^(?:✨|🍺|🍻|🎉|🥳|🎶) /u, "🤍 ")
      : book.opening === "notice" || scene.main.kind === "closure"
        ? line.replace(/^✨ /u, "📌 ")
        : line,
  );
  // "pints going up 20p from mon …, happy hour still 5-7": a price rise is the news, so it is listed first.
  if (book === PRICE_RISE)
    facts.sort((a, b) => Number(PRICE_GOING_UP.test(b)) - Number(PRICE_GOING_UP.test(a)));
  const phrases = landlordPhrases(scene, facts);
  const fresh = (bank: readonly string[]) =>
    phrases.length === 0 ? bank : usable(bank, slots).filter((line) => !repeatsListedPhrase(line, phrases));
  const news = opensWithNews(scene.brief);
  // "Sunny? Come sit out the front": a short question opens with the line that answers it.
  const [first, second] = scene.brief.items[0]!.details;
  const question = first && second && /\?$/.test(first) && first.split(/\s+/).length <= 3;
  const asks =
    book.opening === "question" &&
    /^(?:hi\w*,? |hey,? )?(?:does|can|could|has|is|any(?:one|body)?|who)\b/i.test(first ?? "");
  const landlordLine = news
    ? sentence(
        withApposition(question ? `${first} ${second}` : first!),
        asks ? "?" : book.gentle || book.opening === "notice" || EXPLAINS.test(first!) ? "." : "!",
      )
    : undefined;
  const hookBank = platform === "tiktok" ? book.tiktokHooks : book.hooks;
  const mark = book.gentle ? "🕊️" : book.opening === "notice" ? "📢" : asks ? "🙏" : "📣";
  // A campaign stage's countdown ("Two hours to go") opens its post, so no two stages open alike.
  const countdownHooks = slots.countdown ? hookBank.filter((line) => line.includes("{countdown}")) : [];
  const hook = landlordLine
    ? `${mark} ${landlordLine}`
    : (choose(rng, fresh(countdownHooks), slots, draft.used) ??
      choose(rng, fresh(hookBank), slots, draft.used) ??
      choose(rng, fresh(book.hooks), slots, draft.used) ??
      // Better the book's own line than "coming up" beside a closure or a loss.
      choose(rng, book.hooks, slots, draft.used) ??
      `📣 Coming up${slots.pub ? ` at ${slots.pub}` : ""}: ${slots.theThing ?? slots.title ?? "something good"}!`);
  push({ role: "hook", lines: [hook], fixed: Boolean(landlordLine) });

  const notice = isNotice(scene);
  const bodyCount = platform === "tiktok" || notice ? 1 : 2;
  const bodyBank = (platform === "facebook" ? book.body : book.body.filter(short)).filter(
    (line) => !givesSameAdvice(line, [hook, ...facts]),
  );
  const body = chooseMany(rng, bodyBank, slots, bodyCount, draft.used);
  push({ role: "body", lines: body });

  if (platform !== "tiktok" && scene.weather && !notice) {
    const bank = WEATHER[scene.weather.condition].filter((line) => platform === "facebook" || short(line));
    const line = choose(rng, bank, slots, draft.used);
    if (line) push({ role: "context", lines: [line] });
  }

  // A match the brief names without a kick-off or channel gets them from the TV list.
  if (scene.main.kind === "sport" && slots.fixtureDetail)
    facts.splice(1, 0, `📺 ${capitalise(slots.fixtureDetail)}`);
  // A job advert says how to apply: the landlord's own way when the brief gives one, else the pub's.
  if (scene.main.kind === "staff" && !facts.some((line) => HOW_TO_APPLY.test(line.replace(/^\S+\s/, "")))) {
    const direct = platform === "facebook" ? undefined : scene.phone;
    // "msg us", "ring us", "email us": the landlord's own way, which the list left to this line.
    const asked = /\b(?:message|msg|dm|inbox|pm) us\b/i.test(scene.brief.text)
      ? "message"
      : /\b(?:ring|call|phone) us\b/i.test(scene.brief.text)
        ? "call"
        : /\be-?mail us\b/i.test(scene.brief.text)
          ? "email"
          : undefined;
    facts.push(
      asked === "message"
        ? "📝 To apply, send us a message"
        : asked === "email"
          ? "📝 To apply, drop us an email"
          : asked === "call"
            ? direct
              ? `📝 To apply, call us on ${direct}`
              : "📝 To apply, give us a call"
            : direct
              ? `📝 To apply, pop in for a chat or call us on ${direct}`
              : platform === "facebook" && scene.phone
                ? "📝 To apply, pop in for a chat or give us a call"
                : "📝 To apply, pop in for a chat or send us a message",
    );
  }
  push({ role: "facts", lines: facts });

  const close = choose(
    rng,
    fresh(book.closers).filter((line) => !givesSameAdvice(line, [hook, ...body, ...facts])),
    slots,
    draft.used,
  );
  const cta = callToAction(platform, scene, book, slots);
  if (platform === "facebook") {
    // "book a table its gonna be rammed": the landlord's ask is said, not left to the link below.
    const askToBook =
      asksToBook(scene) && ![hook, ...body, ...facts, close].some((line) => line && ASKS_TO_BOOK.test(line))
        ? `${bookingAsk(book, slots)}.`
        : undefined;
    push({ role: "close", lines: [askToBook, close].filter(Boolean) as string[] });
    push({ role: "contact", lines: contactLines(scene) });
  } else {
    push({
      role: "close",
      lines: [close, platform === "instagram" ? `${cta} 👆` : `${cta} 📌`].filter(Boolean) as string[],
    });
  }
  return draft;
}

/** A landlord's line as a sentence: a capital first, and an ending. */
/** News that opens with its reason or an apology is said with a full stop ("Because of the frost, …"). */
/** A line that explains or says sorry, or touches a death, ends quietly: never with "!". */
const EXPLAINS =
  /^(?:because|due to|sorry|unfortunately|sadly|apologies)\b|\b(?:because of|due to|funeral|passed away|sorry|apologies)\b/i;

function sentence(line: string, ending: "!" | "." | "?"): string {
  const text = capitalise(line.trim());
  return /[.!?]$/.test(text) ? text : `${text}${ending}`;
}

/** The weather angle's line: the forecast when there is one, else the season (never as today's weather). */
export function weatherLine(scene: Scene, draft: Draft, rng: Rng): string | undefined {
  if (isNotice(scene)) return undefined;
  // A plan that hangs on the weather gets no "cosy by the fire" from the calendar: only a maybe.
  const bank = scene.weather
    ? WEATHER[scene.weather.condition]
    : scene.brief.weatherPlan
      ? WEATHER_PLAN
      : SEASON[scene.season];
  const fresh = usable(bank, draft.slots).filter((line) => !draft.used.has(line));
  return rng.pick(fresh) ?? choose(rng, bank, draft.slots);
}

/**
 * "Big Dave one of our oldest regulars passed away": who he was is said between commas, as the
 * landlord would say it aloud ("Big Dave, one of our oldest regulars, passed away").
 */
function withApposition(line: string): string {
  return line.replace(
    /(\p{Lu}[\p{L}'’]*(?: \p{Lu}[\p{L}'’]*)?) (one of our [^,.;!?]+?|our (?:oldest|longest[- ]standing|much[- ]loved|best[- ]loved) [^,.;!?]+?) (?=(?:sadly )?(?:passed away|died|has passed|has died)\b)/u,
    "$1, $2, ",
  );
}
