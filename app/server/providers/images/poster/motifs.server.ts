import { FOR_CHILDREN, OCCASIONS, SPORTS, type Theme } from "~/lib/images/themes";
import type { Motif } from "./art.server";

/**
 * The artwork for each theme: its hero, then what stands beside it. A pint is the pub's own; nothing
 * the brief did not ask for is drawn (a burger night shows no cocktail, a sport its own ball).
 */
const THEME_MOTIFS: Record<Theme, [Motif, Motif, Motif]> = {
  newyear: ["fireworks", "clock", "wineGlass"],
  christmas: ["tree", "pint", "wineGlass"],
  halloween: ["pumpkin", "pint", "pumpkin"],
  bonfire: ["fireworks", "pint", "fireworks"],
  burns: ["thistle", "pint", "plate"],
  stpatricks: ["shamrock", "pint", "shamrock"],
  valentines: ["heart", "wineGlass", "plate"],
  easter: ["egg", "plate", "pint"],
  football: ["football", "pint", "trophy"],
  rugby: ["rugby", "pint", "trophy"],
  cricket: ["cricket", "pint", "sun"],
  racing: ["horseshoe", "pint", "trophy"],
  f1: ["chequeredFlag", "pint", "trophy"],
  boxing: ["boxingGlove", "pint", "trophy"],
  darts: ["dartboard", "pint", "trophy"],
  golf: ["golf", "pint", "trophy"],
  tennis: ["tennis", "pint", "trophy"],
  snooker: ["snooker", "pint", "trophy"],
  bingo: ["bingoCard", "bingoBall", "pint"],
  quiz: ["quizCard", "bulb", "pint"],
  music: ["microphone", "notes", "pint"],
  karaoke: ["microphone", "notes", "pint"],
  comedy: ["microphone", "pint", "bulb"],
  roast: ["plate", "pint", "wineGlass"],
  food: ["plate", "pint", "plate"],
  cocktails: ["cocktail", "pint", "cocktail"],
  wine: ["wineGlass", "plate", "wineGlass"],
  drinks: ["pint", "pint", "pint"],
  garden: ["pint", "sun", "pint"],
  pub: ["pint", "plate", "pint"],
};

const DRINKS = new Set<Motif>(["pint", "wineGlass", "cocktail"]);
/**
 * Dishes drawn as themselves, which no roast dinner stands beside. (A burger keeps the plate: with a
 * glass beside it, the realistic 4:7 poster's headline ran under its day badge.)
 */
const DISHES = new Set<Motif>(["pie", "curry", "wings"]);

/** A theme's hero as the brief names it: a burger night shows a burger, not a plated dinner. */
function heroOf(theme: Theme, description: string): Motif {
  if (theme === "food" && /burger/i.test(description)) return "burger";
  // "pie and a pint", "free mince pies": a pie, never a roast dinner.
  if (theme === "food" && /\bpies?\b|\bpast(?:y|ies)\b/i.test(description)) return "pie";
  // "curry club", "wing wednesday": the dish itself.
  if (theme === "food" && /\bcurr(?:y|ies)\b|\bbalti\b|\btikka\b|\bmasala\b/i.test(description))
    return "curry";
  if (theme === "food" && /\bwings?\b/i.test(description)) return "wings";
  return THEME_MOTIFS[theme][0];
}

/**
 * When the brief names no occasion, the month it gives may still dress the poster: a December quiz
 * has a tree beside it, a July night the sun. A named occasion always wins (New Year's Eve on the
 * 31st of December has fireworks, never a tree).
 */
function monthMotif(description: string): Motif | null {
  if (/\bdec(?:ember)?\b/i.test(description)) return "tree";
  if (/\b(?:june|july|aug(?:ust)?)\b/i.test(description)) return "sun";
  return null;
}

/**
 * Hero first, then two supporting pieces, for what the brief is about. Each further theme it names
 * lends its hero ("burger and beer" shows a burger and a pint, "quiz and curry" a plate too).
 */
export function motifsFor(
  themes: Theme[],
  description: string,
  variant: number,
  mood: "loss" | "notice" | "closed" | "night" = "night",
): Motif[] {
  // A death notice is drawn with candles, never a pint and a plate.
  if (mood === "loss") return ["candle", "candle", "candle"];
  // "closed … happy new yr to all": a closure is drawn as the pub, never with an occasion's fireworks.
  const drawn = mood === "closed" ? themes.filter((theme) => !OCCASIONS.has(theme)) : themes;
  const [first = "pub", ...rest] = drawn;
  const hero = heroOf(first, description);
  // A dish of its own (a curry, wings, a pie) stands beside a pint, never beside a roast dinner.
  const beside = THEME_MOTIFS[first]
    .slice(1)
    .map((motif): Motif => (motif === "plate" && DISHES.has(hero) ? "wineGlass" : motif));
  const motifs: Motif[] = [hero, ...beside];
  let slot = 2;
  for (const theme of rest) {
    if (slot === 0) break;
    const hero = heroOf(theme, description);
    if (motifs.includes(hero)) continue;
    motifs[slot] = hero;
    slot = slot === 2 ? 1 : 0;
  }
  // A match, or a notice, is not dressed for the month: a December fight has no Christmas tree.
  const seasonal =
    mood !== "night" || themes.some((theme) => OCCASIONS.has(theme) || SPORTS.has(theme))
      ? null
      : monthMotif(description);
  if (seasonal && rest.length === 0 && !motifs.includes(seasonal)) motifs[2] = seasonal;
  // A children's party or a grotto is drawn with no drink in it: music and a heart stand in.
  if (FOR_CHILDREN.test(description)) {
    const stand = (["notes", "heart", "tree"] as Motif[]).filter((motif) => !motifs.includes(motif));
    for (const [at, motif] of motifs.entries()) if (DRINKS.has(motif)) motifs[at] = stand.shift() ?? "heart";
  }
  if (variant % 2 === 1) motifs.splice(1, 2, motifs[2] as Motif, motifs[1] as Motif);
  return motifs;
}
