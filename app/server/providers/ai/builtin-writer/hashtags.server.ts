import { PLATFORM_LIMITS, type Platform } from "~/lib/content/constants";
import type { Refinements } from "~/lib/contract/content";
import type { Draft } from "./draft.server";
import { NATION_CODES, type SportKind } from "./lexicon.server";
import type { Rng } from "./random.server";

/**
 * Hashtags that are valid everywhere (#, then letters and digits only), never repeated (in any
 * case), and relevant in order: what the post is about, the match or dish or occasion, the town,
 * the weather and season, the pub, then the general pub tags. Facebook takes a few (≤5), TikTok a
 * handful (≤8), Instagram 8-15.
 */
export const VALID_HASHTAG = /^#[A-Za-z0-9]+$/;

/** "St Patrick's Day" → "#StPatricksDay"; undefined when nothing usable is left. */
export function toHashtag(text: string): string | undefined {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const tag = words
    .map((word) =>
      /^[A-Z0-9]+$/.test(word) && word.length <= 4 ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join("");
  return /[A-Za-z]/.test(tag) && tag.length >= 2 && tag.length <= 30 ? `#${tag}` : undefined;
}

const SPORT_TAGS: Record<SportKind, string[]> = {
  football: ["Football", "Footy"],
  rugby: ["Rugby", "RugbyUnion"],
  cricket: ["Cricket"],
  formula1: ["F1", "Formula1"],
  darts: ["Darts"],
  boxing: ["Boxing", "FightNight"],
  horse_racing: ["HorseRacing", "RaceDay"],
  tennis: ["Tennis"],
  golf: ["Golf"],
};

const WEATHER_TAGS: Record<string, string[]> = {
  rain: ["RainyDay", "CosyPub"],
  cold: ["CosyPub", "WinterWarmer"],
  snow: ["SnowDay", "CosyPub"],
  windy: ["CosyPub"],
  cloudy: ["CosyPub"],
  hot: ["Sunshine", "SummerVibes"],
  sunny: ["Sunshine", "SummerVibes"],
};

const SEASON_TAGS = {
  spring: "SpringVibes",
  summer: "SummerEvenings",
  autumn: "AutumnNights",
  winter: "WinterNights",
};

const GENERIC = [
  "PubLife",
  "LocalPub",
  "BritishPub",
  "SupportLocal",
  "UKPubs",
  "PubsOfInstagram",
  "Cheers",
  "GoodTimes",
  "PintTime",
  "CommunityPub",
];

function detailTags(draft: Draft): string[] {
  const a = draft.scene.a;
  const weekdayTag = draft.slots.dayName;
  const tags: string[] = [];
  const subject = a.subject.toLowerCase();
  if (subject.includes("karaoke")) tags.push("Karaoke");
  if (subject.includes("open mic")) tags.push("OpenMic");
  if (subject.includes("bingo")) tags.push(subject.includes("music") ? "MusicBingo" : "Bingo");
  if (a.intent === "match") {
    const [home, away] = a.teams;
    if (home && away && NATION_CODES[home] && NATION_CODES[away])
      tags.push(`${NATION_CODES[home]}v${NATION_CODES[away]}`);
    if (a.competition) tags.push(a.competition.replace(/^the /i, ""));
    for (const team of a.teams) {
      if (team === "England" && a.sport === "football") tags.push("ThreeLions");
      else if (NATION_CODES[team] && a.sport && a.sport !== "football")
        tags.push(`${team}${SPORT_TAGS[a.sport][0]}`);
      else tags.push(team);
    }
    if (a.sport) tags.push(...SPORT_TAGS[a.sport]);
  }
  for (const food of a.food) tags.push(food);
  for (const drink of a.drinks) tags.push(drink);
  if (a.occasion) tags.push(a.occasion);
  if (a.extras.some((extra) => /fancy dress/i.test(extra))) tags.push("FancyDress");
  if (weekdayTag && draft.scene.evening) tags.push(`${weekdayTag}Night`);
  return tags;
}

/** The intent's own tags, led by what kind of night it is when the subject says (karaoke, bingo, a closure…). */
function leadTags(draft: Draft, bookTags: string[]): string[] {
  const { a } = draft.scene;
  const subject = a.subject.toLowerCase();
  if (subject.includes("karaoke")) return ["Karaoke", "KaraokeNight", ...bookTags];
  if (subject.includes("open mic")) return ["OpenMic", "OpenMicNight", ...bookTags];
  if (subject.includes("bingo"))
    return [subject.includes("music") ? "MusicBingo" : "Bingo", "BingoNight", ...bookTags];
  if (subject.startsWith("closed")) return ["PubNews", "OpeningHours", "LocalPub", "PubLife"];
  if (a.intent === "drinks" && a.drinks.length > 0) return [...a.drinks, ...bookTags];
  if (a.intent === "event")
    return [a.subject, ...(a.occasion ? bookTags : ["WhatsOn", "NightOut", "PubLife"])];
  return bookTags;
}

function tagsOf(raws: string[]): string[] {
  const kept: string[] = [];
  for (const raw of raws) {
    const tag = raw ? toHashtag(raw) : undefined;
    if (tag && !kept.some((known) => known.toLowerCase() === tag.toLowerCase())) kept.push(tag);
  }
  return kept;
}

export function buildHashtags(
  platform: Platform,
  draft: Draft,
  refinements: Refinements,
  rng: Rng,
): string[] {
  const { scene, book } = draft;
  const [primary = "PubLife", secondary = "", ...restOfBook] = leadTags(draft, book.hashtags);
  const town = scene.town ? [scene.town, `${scene.town}Pubs`, ...(scene.area ? [scene.area] : [])] : [];
  const context = [
    ...(scene.weather ? (WEATHER_TAGS[scene.weather.condition] ?? []) : []),
    ...(scene.features.garden && scene.weather?.beerGarden ? ["BeerGarden"] : []),
    SEASON_TAGS[scene.season],
  ];
  const angle: string[] = [];
  if (refinements.angle === "local") angle.push(...town);
  if (refinements.angle === "match_day") angle.push("MatchDay", ...(scene.tieIn ? [scene.tieIn.text] : []));
  if (refinements.angle === "weather") angle.push(...context.slice(0, 2));
  if (refinements.angle === "quiz") angle.push("PubQuiz");
  if (refinements.angle === "deals") angle.push("PubDeals");
  if (refinements.optimization === "meme_ready") angle.push("PubMemes");
  const pubTag = scene.pubName ? [scene.pubName] : [];
  const details = detailTags(draft);
  if (platform === "facebook") {
    // A few, most specific first: what it is, the one or two details that matter, the town.
    const few = tagsOf([
      primary,
      ...angle,
      ...details.slice(0, 2),
      secondary,
      ...town.slice(0, 1),
      ...pubTag,
    ]);
    return few.slice(0, PLATFORM_LIMITS.facebook.maxHashtags);
  }
  const generic = rng.pickMany(GENERIC, GENERIC.length);
  const ordered = tagsOf([
    primary,
    ...angle,
    secondary,
    ...details,
    ...town.slice(0, 1),
    ...pubTag,
    ...restOfBook,
    ...town.slice(1),
    ...context,
    ...generic,
  ]);
  if (platform === "tiktok") {
    const tiktok = ["#PubTok", ...ordered.filter((tag) => tag !== "#PubsOfInstagram")];
    return tiktok.slice(0, Math.min(PLATFORM_LIMITS.tiktok.maxHashtags, 7));
  }
  return ordered.slice(0, Math.min(PLATFORM_LIMITS.instagram.maxHashtags, 14));
}
