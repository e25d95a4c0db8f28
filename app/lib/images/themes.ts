/** What a description is about, read from its words: drives headlines, artwork, prompts and captions. */

export const THEMES = [
  "quiz",
  "football",
  "rugby",
  "cricket",
  "racing",
  "food",
  "roast",
  "music",
  "karaoke",
  "christmas",
  "halloween",
  "garden",
  "darts",
  "comedy",
  "drinks",
] as const;
export type Theme = (typeof THEMES)[number] | "pub";

const KEYWORDS: Record<(typeof THEMES)[number], RegExp> = {
  quiz: /\bquiz|trivia|questions?\b/i,
  football:
    /football|\bfooty|premier league|\bmatch\b|derby|kick[- ]?off|world cup|euros|\bfa cup|champions league|\bvs?\.?\s/i,
  rugby: /rugby|six nations|\btry\b/i,
  cricket: /cricket|\bashes\b|wicket/i,
  racing: /grand national|horse racing|cheltenham|\bf1\b|formula 1|grand prix/i,
  roast: /\broast|sunday lunch|yorkshire pudding/i,
  food: /food|menu|burger|curry|pie|steak|fish and chips|chef|dinner|lunch|brunch|pizza|wings|tapas|kitchen/i,
  music: /live music|\bband\b|\bgig\b|acoustic|\bdj\b|open mic|jazz|folk/i,
  karaoke: /karaoke|sing[- ]?along/i,
  christmas: /christmas|xmas|festive|new year|mulled/i,
  halloween: /halloween|spooky|fancy dress/i,
  garden: /beer garden|sunshine|summer|\bbbq\b|barbecue|terrace/i,
  darts: /darts|pool (night|league|table)/i,
  comedy: /comedy|stand[- ]?up|comedian/i,
  drinks:
    /happy hour|cocktail|\bale\b|\bales\b|lager|\bgin\b|wine|cider|beer festival|tasting|\bpints?\b|brewery/i,
};

/** Themes in the order they are named in `text`, most specific first; "pub" when none are. */
export function detectThemes(text: string): Theme[] {
  const found = THEMES.filter((theme) => KEYWORDS[theme].test(text));
  // A roast is food, but the roast is the better picture.
  const specific = found.includes("roast") ? found.filter((theme) => theme !== "food") : found;
  return specific.length > 0 ? specific : ["pub"];
}

export const THEME_HEADLINES: Record<Theme, string> = {
  quiz: "Quiz Night",
  football: "Live Football",
  rugby: "Live Rugby",
  cricket: "Cricket On The Telly",
  racing: "Race Day",
  food: "Proper Pub Grub",
  roast: "Sunday Roast",
  music: "Live Music",
  karaoke: "Karaoke Night",
  christmas: "Christmas At The Pub",
  halloween: "Halloween Party",
  garden: "Beer Garden Open",
  darts: "Darts Night",
  comedy: "Comedy Night",
  drinks: "Happy Hour",
  pub: "Tonight At The Pub",
};

const DAYS = /\b(mon|tues|wednes|thurs|fri|satur|sun)day(s)?\b/i;
// A time ("8pm", "7.30pm", "19:30") or a range ending in one ("12-4pm", "12pm–4pm").
const TIME =
  /\b(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s?[-–]\s?)?(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)\b|\b(\d{1,2})[:.](\d{2})\b/i;
const WHEN_WORDS = /\b(tonight|tomorrow|this weekend|every (?:\w+day)|all day)\b/i;

/** "Thursday · 8pm" from the description, or null when it names no day or time. */
export function whenFrom(text: string): string | null {
  const parts: string[] = [];
  const day = text.match(DAYS);
  const words = text.match(WHEN_WORDS);
  if (words?.[1] && !(day && words[1].toLowerCase().startsWith("every"))) parts.push(capitalise(words[1]));
  if (day?.[0]) parts.push(capitalise(day[0]));
  const time = text.match(TIME);
  if (time?.[0]) parts.push(time[0].replace(/\s+/g, "").replace("–", "-").toLowerCase());
  return parts.length > 0 ? [...new Set(parts)].join(" · ") : null;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Title Case for a short headline, leaving small joining words lower-case. */
export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "v", "vs"]);
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

const NOT_TEAM_WORDS =
  /^(mon|tues|wednes|thurs|fri|satur|sun)day$|^(tonight|today|tomorrow|live|on|at|from|kick|ko|this|next)$/i;

/** "Arsenal v Chelsea" when the description names a match as "X vs Y" or "X v Y". */
export function matchupFrom(text: string): string | null {
  const match = text.match(
    /\b([A-Z][\w'&.]*(?:\s[A-Z][\w'&.]*){0,2})\s+(?:vs?\.?|versus)\s+([A-Z][\w'&.]*(?:\s[A-Z][\w'&.]*){0,2})/,
  );
  if (!match?.[1] || !match[2]) return null;
  // "England v Scotland Saturday": capitalised words after the teams are the when, not the team.
  const team = (words: string) =>
    words
      .split(" ")
      .filter((word, index) => index === 0 || !NOT_TEAM_WORDS.test(word))
      .join(" ");
  return `${team(match[1])} v ${team(match[2])}`;
}

/**
 * A poster headline drawn from the description: a match-up when one is named, the description itself
 * when it is already headline-short, otherwise the main theme's headline.
 */
export function headlineFrom(description: string): string {
  const clean = description
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "");
  const matchup = matchupFrom(clean);
  if (matchup) return matchup;
  const words = clean.split(" ");
  if (words.length <= 4 && clean.length <= 28 && clean.length > 0) return titleCase(clean);
  return THEME_HEADLINES[detectThemes(clean)[0] ?? "pub"];
}
