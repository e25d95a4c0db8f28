import { fitAllowance, nightTagOutOfPlace } from "~/lib/content/check-fit";
import { PLATFORM_LIMITS, type Platform } from "~/lib/content/constants";
import type { Refinements } from "~/lib/contract/content";
import type { SportKind } from "./analysis.server";
import { type Draft, isNotice } from "./draft.server";
import type { Rng } from "./random.server";

/**
 * Hashtags that work everywhere (#, then letters and digits only), never repeated (in any case),
 * and relevant in order: what the post is about, the teams or dish or occasion, the town, the
 * season (and the weather only from a forecast), the pub, then general pub tags. Facebook takes a
 * few (≤5), TikTok a handful (≤5), Instagram 8-14. Sport tags only go on posts about sport.
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

/** Three-letter codes for match tags like #ENGvWAL. */
const NATION_CODES: Record<string, string> = {
  England: "ENG",
  Wales: "WAL",
  Scotland: "SCO",
  Ireland: "IRE",
  France: "FRA",
  Italy: "ITA",
  Germany: "GER",
  Spain: "ESP",
  Australia: "AUS",
  "New Zealand": "NZ",
  "South Africa": "RSA",
  Argentina: "ARG",
};

const SPORT_TAGS: Record<SportKind, string[]> = {
  snooker: ["Snooker"],
  football: ["Football", "Footy"],
  rugby: ["Rugby", "RugbyUnion"],
  cricket: ["Cricket"],
  formula1: ["F1", "Formula1"],
  darts: ["Darts"],
  boxing: ["Boxing", "FightNight"],
  horse_racing: ["HorseRacing", "RaceDay"],
  tennis: ["Tennis"],
  golf: ["Golf"],
  athletics: ["Athletics"],
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

/** The season's tag for a night out, and for anything in the daytime (a roast at 12, Boxing Day 12-6). */
const SEASON_TAGS = {
  spring: "SpringVibes",
  summer: "SummerEvenings",
  autumn: "AutumnNights",
  winter: "WinterNights",
};
const SEASON_DAY_TAGS = {
  spring: "SpringVibes",
  summer: "SummerDays",
  autumn: "AutumnDays",
  winter: "WinterDays",
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
  const { brief, main } = draft.scene;
  const sport = draft.scene.sport;
  const tags: string[] = [];
  if (main.kind === "sport") {
    const [home, away] = brief.teams;
    if (home && away && NATION_CODES[home] && NATION_CODES[away])
      tags.push(`${NATION_CODES[home]}v${NATION_CODES[away]}`);
    if (brief.competition) tags.push(brief.competition.replace(/^the /i, ""));
    for (const team of brief.teams) {
      if (team === "England" && sport === "football") tags.push("ThreeLions");
      else if (NATION_CODES[team] && sport && sport !== "football")
        tags.push(`${team}${SPORT_TAGS[sport][0]}`);
      else tags.push(team);
    }
    if (sport) tags.push(...SPORT_TAGS[sport]);
  }
  if (brief.dish) tags.push(brief.dish);
  // A tag names only a drink the brief named: "fizz" may be prosecco, so no "#Champagne".
  if (brief.drink && saysItself(brief.text, brief.drink)) tags.push(brief.drink);
  if (brief.occasion && brief.occasion !== "bank holiday") tags.push(brief.occasion);
  if (/fancy dress/i.test(brief.text)) tags.push("FancyDress");
  const weekday = draft.slots.dayName;
  // A match with no kick-off may well be an afternoon one (a Six Nations Saturday): no "#SaturdayNight".
  const evening = draft.scene.evening && (main.kind !== "sport" || main.time !== undefined);
  if (weekday && evening && main.kind !== "closure") tags.push(`${weekday}Night`);
  return tags;
}

/** Whether the text uses the name itself ("champagne"), not a word it stands for ("fizz"). */
function saysItself(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`\\b${escaped}`, "i").test(text);
}

/** The kind's own tags, led by what the thing is called ("#Karaoke", "#SteakNight"). */
function leadTags(draft: Draft, bookTags: string[]): string[] {
  const { main } = draft.scene;
  if (draft.scene.whatsOn || !main.name) return bookTags;
  // "tonight's quiz cancelled" is tagged #Quiz: the tag names the thing, not the news about it.
  const name = main.name
    .replace(/\bwith\b.*$/i, "")
    .replace(/\s+(?:is\s+|has been\s+)?(?:cancelled|canceled|called off|postponed)\b.*$/i, "")
    .replace(/^tonight's\s+/i, "")
    .trim();
  const own = name.split(/\s+/).length <= 3 && !/\bv\b/.test(name) ? [name] : [];
  return [...own, ...bookTags];
}

/** A tag to leave out: a pattern, or a test of the tag's words. */
type Misfit = { test(raw: string): boolean };

/**
 * Tags a book or the generic list offers that would say something untrue of this post: bingo is
 * not a quiz, a kids' afternoon is not a night out, prosecco is not real ale, karaoke is not live music.
 */
function misfits(draft: Draft): Misfit[] {
  const { main, brief, evening } = draft.scene;
  const text = brief.text;
  const out: Misfit[] = [];
  if (/bingo/i.test(main.name)) out.push(/quiz|trivia/i);
  if (!evening || /\bkids?\b|children|famil(?:y|ies)/i.test(text)) out.push(/^(?:NightOut|PintTime)$/);
  // Plans whose every time is in the daytime get no night-time tag the brief's words don't make.
  const fit = fitAllowance(text, brief.facts);
  if (fit.daytime) out.push({ test: (raw: string) => nightTagOutOfPlace(toHashtag(raw) ?? raw, fit) });
  if (
    !/\b(?:pints?|beers?|ales?|lager|bitter|ipa|stout|guinness|cider)\b/i.test(text) &&
    main.kind === "drinks"
  )
    out.push(/^(?:RealAle|BeerLovers|PintTime)$/);
  if (
    main.kind === "music" &&
    !/\b(?:live|band|gig|acoustic|singer|tribute|jazz|folk|blues|session|open mic|choir|brass)\b/i.test(text)
  )
    out.push(/^LiveMusic$/);
  // A closure, a funeral, a job advert: no cheer, no weather or season mood under it.
  if (isNotice(draft.scene))
    out.push(
      /^(?:Cheers|GoodTimes|PintTime|NightOut|CosyPub|WinterWarmer|RainyDay|SnowDay|Sunshine|SummerVibes|SummerEvenings|SpringVibes|AutumnNights|WinterNights|PubsOfInstagram)$/,
    );
  return out;
}

function tagsOf(raws: string[], drop: Misfit[] = []): string[] {
  const kept: string[] = [];
  for (const raw of raws) {
    const tag = raw && !drop.some((misfit) => misfit.test(raw)) ? toHashtag(raw) : undefined;
    if (tag && !kept.some((known) => known.toLowerCase() === tag.toLowerCase())) kept.push(tag);
  }
  return kept;
}

/** What a brief says that makes it about the time of year. */
const SEASON_WORDS: Record<string, RegExp> = {
  winter:
    /\b(?:winter|christmas|xmas|festive|mulled|hot chocolate|fire|snow|cosy|new years?|burns|dark nights)\b/i,
  spring: /\b(?:spring|easter|garden|lighter evenings|mother'?s day|mothering)\b/i,
  summer: /\b(?:summer|garden|bbq|barbecue|sunshine|sunny|pimm'?s|outdoors?|terrace)\b/i,
  autumn: /\b(?:autumn|halloween|bonfire|fireworks|pumpkins?|harvest|cosy|fire)\b/i,
};

export function buildHashtags(
  platform: Platform,
  draft: Draft,
  refinements: Refinements,
  rng: Rng,
): string[] {
  const { scene, book } = draft;
  const [primary = "PubLife", secondary = "", ...restOfBook] = leadTags(draft, book.hashtags);
  const town = scene.town ? [scene.town, `${scene.town}Pubs`, ...(scene.area ? [scene.area] : [])] : [];
  // "#WinterNights" under a guest ale is filler: the season's tag goes only on a post about the
  // season (or with the weather angle, below).
  const aboutSeason = SEASON_WORDS[scene.season]?.test(scene.brief.text) ?? false;
  const seasonTag = (scene.evening ? SEASON_TAGS : SEASON_DAY_TAGS)[scene.season];
  const context = [
    ...(scene.weather ? (WEATHER_TAGS[scene.weather.condition] ?? []) : []),
    ...(scene.features.garden && scene.weather?.beerGarden ? ["BeerGarden"] : []),
    ...(aboutSeason || refinements.angle === "weather" ? [seasonTag] : []),
  ];
  const angle: string[] = [];
  if (refinements.angle === "local") angle.push(...town);
  if (refinements.angle === "match_day") angle.push("MatchDay");
  if (refinements.angle === "weather") angle.push(...context.slice(0, 2));
  if (refinements.angle === "quiz") angle.push("PubQuiz");
  if (refinements.angle === "deals") angle.push("PubDeals");
  if (refinements.optimization === "meme_ready") angle.push("PubMemes");
  const pubTag = scene.pubName ? [scene.pubName] : [];
  const details = detailTags(draft);
  const drop = misfits(draft);
  if (/bingo/i.test(draft.scene.main.name)) details.unshift("Bingo", "EyesDown");
  if (platform === "facebook") {
    // A few, most specific first: what it is, the one or two details that matter, the town.
    const few = tagsOf(
      [primary, ...angle, ...details.slice(0, 2), secondary, ...town.slice(0, 1), ...pubTag],
      drop,
    );
    return few.slice(0, PLATFORM_LIMITS.facebook.maxHashtags);
  }
  const generic = rng.pickMany(GENERIC, GENERIC.length);
  const ordered = tagsOf(
    [
      primary,
      ...angle,
      secondary,
      ...details,
      // A post about the season says so near the front, before the list is cut.
      ...(aboutSeason ? [seasonTag] : []),
      ...town.slice(0, 1),
      ...pubTag,
      ...restOfBook,
      ...town.slice(1),
      ...context,
      ...generic,
    ],
    drop,
  );
  if (platform === "tiktok") {
    const tiktok = ["#PubTok", ...ordered.filter((tag) => tag !== "#PubsOfInstagram")];
    return tiktok.slice(0, PLATFORM_LIMITS.tiktok.maxHashtags);
  }
  return ordered.slice(0, Math.min(PLATFORM_LIMITS.instagram.maxHashtags, 14));
}
