import type { ContentContext, Weather } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import { type Analysis, capitalise, lowerFirst } from "./analysis.server";
import {
  dayWord,
  type FixtureCue,
  fixtureCues,
  fixtureFor,
  londonWeekday,
  type Relative,
  relativeOf,
  resolveDay,
  startHour,
} from "./calendar.server";
import { headlineFor, sportEmoji } from "./facts.server";
import { WEEKDAYS } from "./lexicon.server";
import { sportSlots } from "./sport-words.server";

/**
 * Everything the copy can draw on for one request, worked out once: the pub (name, town, what it
 * has), when the event is relative to now, the weather, the fixtures and the season — and the
 * slots ({when}, {prize}, {town}…) the phrase books fill in. A slot that is undefined removes every
 * phrasing that needs it, so the writer never says something it does not know.
 */
export type Slots = Record<string, string | undefined>;

export interface Features {
  garden: boolean;
  fire: boolean;
  screens: boolean;
  dogs: boolean;
  families: boolean;
  all: string[];
}

export interface Scene {
  a: Analysis;
  pubName?: string;
  town?: string;
  area?: string;
  phone?: string;
  bookingLink?: string;
  website?: string;
  address?: string;
  features: Features;
  relative: Relative;
  evening: boolean;
  /** The context fixture the post is about (match briefs). */
  fixture?: FixtureCue;
  /** Another match this week worth a mention. */
  tieIn?: FixtureCue;
  /** Every fixture in the context, favourite first. */
  cues: FixtureCue[];
  weather: Weather | null;
  season: ContentContext["seasonalContext"]["season"];
  occasionSoon?: { name: string; when: string };
  localEvent?: { name: string; when: string };
  slots: Slots;
}

const COUNTIES =
  /^(?:greater london|greater manchester|merseyside|tyne and wear|west midlands|(?:north|south|west|east) yorkshire|east riding of yorkshire|yorkshire|lancashire|cheshire|kent|essex|surrey|(?:east |west )?sussex|hampshire|devon|cornwall|somerset|dorset|wiltshire|gloucestershire|oxfordshire|berkshire|buckinghamshire|hertfordshire|bedfordshire|cambridgeshire|norfolk|suffolk|lincolnshire|nottinghamshire|derbyshire|leicestershire|northamptonshire|warwickshire|worcestershire|herefordshire|shropshire|staffordshire|cumbria|northumberland|(?:county )?durham|rutland|isle of wight|glamorgan|gwynedd|powys|fife|lothian|uk|united kingdom|england|scotland|wales|northern ireland)$/i;
const STREET =
  /\d|\b(?:road|street|lane|avenue|way|close|drive|place|square|terrace|row|hill|green|parade|court|crescent|gardens|walk|st|rd|ln|ave|market|yard|mews|quay|wharf)\b/i;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;

/** Town and area from a UK address: "12 Otley Road, Headingley, Leeds LS6 3AA" → Leeds, Headingley. */
export function placeOf(address: string | null | undefined): { town?: string; area?: string } {
  const parts = (address ?? "")
    .replace(POSTCODE, "")
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part && !COUNTIES.test(part));
  const town = parts.at(-1);
  if (!town || STREET.test(town)) return {};
  const area = parts.at(-2);
  return { town, area: area && !STREET.test(area) && area !== town ? area : undefined };
}

function featuresOf(pub: Partial<PubDetails> | null, context: ContentContext): Features {
  const all: string[] = [];
  for (const feature of [...(pub?.features ?? []), ...context.pubFeatures]) {
    if (!all.some((known) => known.toLowerCase() === feature.toLowerCase())) all.push(feature);
  }
  const text = all.join(" | ").toLowerCase();
  return {
    garden: /garden|terrace|patio|outdoor|courtyard/.test(text),
    fire: /fire|log burner|wood burner|fireplace|hearth/.test(text),
    screens: /screen|sky|tnt|sport|\btv\b|projector/.test(text),
    dogs: /dog/.test(text),
    families: /famil|kids|children|play area/.test(text),
    all,
  };
}

const EVENING_INTENTS = new Set(["quiz", "live_music", "event", "drinks", "match"]);

function dayPhrase(a: Analysis, relative: Relative, evening: boolean): string | undefined {
  const day = a.day;
  if (!day) return undefined;
  if (/weekend/i.test(day)) return day;
  if (relative === "today") return evening ? "tonight" : "today";
  if (relative === "tomorrow") return evening ? "tomorrow night" : "tomorrow";
  if (/^(?:every|next|this|all|tonight|today|tomorrow)\b|\bto\b/i.test(day)) return day;
  const bareWeekday =
    /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: (?:night|afternoon|evening|lunchtime|morning))?$/;
  return relative === "soon" && bareWeekday.test(day) ? `this ${day}` : `on ${day}`;
}

/** Works out the scene for one request. */
export function buildScene(
  a: Analysis,
  pub: Partial<PubDetails> | null,
  context: ContentContext,
  now: Date,
): Scene {
  const resolved = resolveDay(a.day, now);
  const relative = relativeOf(resolved);
  const hour = startHour(a.time, EVENING_INTENTS.has(a.intent));
  const evening =
    hour !== undefined ? hour >= 17 : /night|evening/i.test(a.day ?? "") || EVENING_INTENTS.has(a.intent);
  const cues = fixtureCues(context, now);
  const fixture = fixtureFor(a, cues);
  const tieIn = cues.find((found) => found !== fixture && found.daysAway <= (found.team ? 6 : 2));
  const weekday = londonWeekday(now);
  const place = placeOf(pub?.address);
  const occasion = context.seasonalContext.occasions
    .filter((entry) => entry.daysAway >= 0 && entry.daysAway <= 14 && entry.name !== a.occasion)
    .sort((left, right) => left.daysAway - right.daysAway)[0];
  const scene: Scene = {
    a: { ...a, sport: a.sport ?? fixture?.sport },
    pubName: pub?.name?.trim() || undefined,
    ...place,
    phone: pub?.phone ?? undefined,
    bookingLink: pub?.bookingLink ?? undefined,
    website: pub?.website ?? undefined,
    address: pub?.address ?? undefined,
    features: featuresOf(pub, context),
    relative,
    evening,
    fixture,
    tieIn,
    cues,
    weather: context.weather,
    season: context.seasonalContext.season,
    occasionSoon: occasion
      ? {
          name: occasion.name,
          when: /^\d{4}-\d{2}-\d{2}$/.test(occasion.date)
            ? dayWord(occasion.date, occasion.daysAway, false)
            : occasion.daysAway <= 6
              ? "this week"
              : "in the next couple of weeks",
        }
      : undefined,
    localEvent: localEventOf(context, a, now),
    slots: {},
  };
  const when = dayPhrase(scene.a, relative, evening);
  const time = a.time;
  const timePhrase = time
    ? /^(?:from|till|until)\b|[-–]| to | till /.test(time)
      ? time
      : `at ${time}`
    : undefined;
  const eventWeekday =
    relative === "today"
      ? weekday
      : / to /.test(a.day ?? "")
        ? undefined
        : WEEKDAYS.find((name) => (a.day ?? "").includes(name));
  const shortDay = when?.replace(/^on /, "");
  scene.slots = {
    pub: scene.pubName,
    when: [when, timePhrase].filter(Boolean).join(" ") || undefined,
    onDay: when,
    day: shortDay,
    dayName: eventWeekday,
    time: time ?? (fixture?.kickoff ? fixture.kickoff : undefined),
    whenShort: [shortDay ? capitalise(shortDay) : "", time ?? ""].filter(Boolean).join(" ") || undefined,
    prize: a.prize,
    price: a.prices[0],
    priceTag: a.prices[0] ? `: ${a.prices[0]}` : "",
    act: a.act,
    food: a.food[0] ? lowerFirst(a.food[0]) : undefined,
    drink: a.drinks[0],
    occasion: a.occasion,
    town: scene.town,
    area: scene.area,
    subject: a.subject,
    headline: headlineFor(scene.a),
    temp: scene.weather ? String(Math.round(scene.weather.temperatureC)) : undefined,
    sportEmoji: sportEmoji(scene.a.sport),
    ifGarden: scene.features.garden || a.extras.includes("In the beer garden") ? "" : undefined,
    ifFire: scene.features.fire ? "" : undefined,
    ifScreens: scene.features.screens ? "" : undefined,
    ifTonight: when === "tonight" ? "" : undefined,
    ifLimited: a.extras.some((extra) => /limited/i.test(extra)) ? "" : undefined,
    ifFancyDress: a.extras.some((extra) => /fancy dress/i.test(extra)) ? "" : undefined,
    byFire: scene.features.fire ? " by the fire" : "",
    ...sportSlots(scene, fixture),
  };
  return scene;
}

function localEventOf(context: ContentContext, a: Analysis, now: Date): Scene["localEvent"] {
  const subjectWord = a.subject.split(/[\s:]/)[0]!.toLowerCase();
  for (const event of context.localEvents) {
    const resolved = resolveDay(event.date, now);
    const days = resolved.days;
    if (days === undefined || days < 1 || days > 10) continue;
    if (event.name.toLowerCase().includes(subjectWord)) continue;
    return { name: event.name, when: days === 1 ? "tomorrow" : days <= 6 ? "this week" : "next week" };
  }
  return undefined;
}
