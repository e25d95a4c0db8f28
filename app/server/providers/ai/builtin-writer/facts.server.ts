import { PLATFORMS } from "~/lib/content/constants";
import type { GeneratedPost } from "~/lib/contract/content";
import { type Analysis, capitalise, emptyAnalysis, lowerFirst } from "./analysis.server";
import { LOOKS_LIKE_TIME, scoreIntents } from "./intent.server";
import { COMPETITIONS, DRINKS, FOODS, OCCASIONS, type SportKind } from "./lexicon.server";

/**
 * The facts block every post carries ("📅 Thursday · 8pm", "🏆 £50 bar tab", …), and reading it
 * back. Refining rewrites a post from its own headline and facts, so the landlord's day, time,
 * prices and prize come through any number of refinements word for word. Prose lines never start
 * with one of these marks, so the block is unambiguous.
 */
export const SPORT_EMOJI: Record<SportKind, string> = {
  football: "⚽",
  rugby: "🏉",
  cricket: "🏏",
  formula1: "🏎️",
  darts: "🎯",
  boxing: "🥊",
  horse_racing: "🏇",
  tennis: "🎾",
  golf: "⛳",
};
const ANY_SPORT = "📺";

export const MARK = {
  when: "📅",
  act: "🎸",
  performer: "🎙️",
  prize: "🏆",
  price: "💷",
  food: "🍽️",
  drinks: "🍺",
  occasion: "🎉",
  extra: "✨",
} as const;

export const FACT_MARKS: readonly string[] = [
  ...Object.values(MARK),
  ...Object.values(SPORT_EMOJI),
  ANY_SPORT,
];

export function sportEmoji(sport: SportKind | undefined): string {
  return sport ? SPORT_EMOJI[sport] : ANY_SPORT;
}

/** "Thursday 8pm", "Every Thursday 8pm", "Boxing Day from 11": the when, as a headline shows it. */
function whenLabel(a: Analysis): string {
  return [a.day ? capitalise(a.day) : "", a.time ?? ""].filter(Boolean).join(" · ");
}

export function headlineFor(a: Analysis): string {
  const when = a.day && a.subject.includes(a.day) ? (a.time ?? "") : whenLabel(a).replace(" · ", " ");
  return when ? `${a.subject} · ${when}` : a.subject;
}

/** The facts block, one line per kind of fact, in the order a reader looks for them. */
export function factLines(a: Analysis): string[] {
  const lines: string[] = [];
  const when = whenLabel(a);
  if (when) lines.push(`${MARK.when} ${when}`);
  if (a.intent === "match" && (a.teams.length > 0 || a.competition)) {
    const what = [a.teams.join(" v "), a.competition ? capitalise(a.competition) : ""].filter(Boolean);
    lines.push(`${sportEmoji(a.sport)} ${what.join(" · ")}`);
  }
  if (a.act) lines.push(`${a.intent === "live_music" ? MARK.act : MARK.performer} ${a.act}`);
  if (a.food.length > 0) lines.push(`${MARK.food} ${capitalise(a.food.join(", "))}`);
  if (a.drinks.length > 0) lines.push(`${MARK.drinks} ${capitalise(a.drinks.join(", "))}`);
  if (a.prize) lines.push(`${MARK.prize} ${capitalise(a.prize)}`);
  if (a.prices.length > 0) lines.push(`${MARK.price} ${capitalise(a.prices.join(" · "))}`);
  if (a.occasion && !a.subject.includes(a.occasion) && a.day !== a.occasion) {
    lines.push(`${MARK.occasion} ${a.occasion}`);
  }
  for (const extra of a.extras) lines.push(`${MARK.extra} ${extra}`);
  return lines;
}

const OUR_ID = new RegExp(`^(?:${PLATFORMS.join("|")})-[0-9a-f]{8}(?:-r(?:\\.[a-z_0-9]+)+)?$`);

function canonical(table: Array<[string, RegExp]>, value: string): string {
  return table.find(([name]) => name.toLowerCase() === value.toLowerCase())?.[0] ?? lowerFirst(value);
}

function dayBack(day: string): string {
  return day.replace(/^(Every|Tonight|Today|Tomorrow|This|Next|All)\b/, (word) => word.toLowerCase());
}

/**
 * Reads one of this writer's posts back into the analysis it was written from; null for a post
 * this writer did not write (then the caller reads its text as a brief).
 */
export function readPost(post: Pick<GeneratedPost, "id" | "headline" | "content">): Analysis | null {
  if (!OUR_ID.test(post.id)) return null;
  const subject = post.headline.split(" · ")[0]!.trim();
  if (!subject) return null;
  const a = emptyAnalysis(scoreIntents(subject), subject);
  let sawMatch = false;
  for (const raw of post.content.split("\n")) {
    const line = raw.trim();
    const mark = FACT_MARKS.find((candidate) => line.startsWith(`${candidate} `));
    if (!mark) continue;
    const value = line.slice(mark.length).trim();
    const parts = value.split(" · ");
    if (mark === MARK.when) {
      if (parts.length >= 2) {
        a.day = dayBack(parts[0]!);
        a.time = parts.slice(1).join(" · ");
      } else if (LOOKS_LIKE_TIME.test(value)) a.time = value;
      else a.day = dayBack(value);
    } else if (mark === MARK.act || mark === MARK.performer) a.act = value;
    else if (mark === MARK.prize) a.prize = lowerFirst(value);
    else if (mark === MARK.price)
      a.prices = parts.map((part, index) => (index === 0 ? lowerFirst(part) : part));
    else if (mark === MARK.food) a.food = value.split(", ").map((item) => canonical(FOODS, item));
    else if (mark === MARK.drinks) a.drinks = value.split(", ").map((item) => canonical(DRINKS, item));
    else if (mark === MARK.occasion) a.occasion = value;
    else if (mark === MARK.extra) a.extras.push(value);
    else {
      sawMatch = true;
      a.sport =
        (Object.entries(SPORT_EMOJI).find(([, emoji]) => emoji === mark)?.[0] as SportKind) ?? undefined;
      for (const part of parts) {
        const competition = COMPETITIONS.find(([name]) => name.toLowerCase() === part.toLowerCase());
        if (competition) a.competition = competition[0];
        else a.teams = part.split(" v ");
      }
    }
  }
  if (sawMatch) a.intent = "match";
  if (!a.occasion) {
    a.occasion = OCCASIONS.find((entry) => entry.pattern.test(`${subject} ${a.day ?? ""}`))?.name;
  }
  return a;
}
