import type { ContentContext, Weather } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import { type Brief, capitalise, type Item, lowerFirst, type SportKind } from "./analysis.server";
import {
  type FixtureCue,
  fixtureCues,
  fixtureFor,
  londonWeekday,
  type Relative,
  relativeOf,
  resolveDay,
} from "./calendar.server";
import { ruleOf } from "./kinds.server";
import { sportSlots } from "./sport-words.server";

/**
 * Everything the copy can draw on for one request, worked out once: the pub (name, town, what it
 * has), when the main thing is relative to now, a real forecast (never climate averages), the
 * fixtures for the match-day angle, and the slots ({thing}, {when}, {pub}…) the phrase books fill.
 * A slot that is undefined removes every phrasing that needs it, so the writer never says what it
 * does not know.
 */
export type Slots = Record<string, string | undefined>;

export interface Features {
  garden: boolean;
  fire: boolean;
  screens: boolean;
  all: string[];
}

export interface Scene {
  brief: Brief;
  main: Item;
  /** True for a "what's on" post: several things, each with its own day. */
  whatsOn: boolean;
  /** Every dated thing in the brief falls within the coming week ("your week, sorted" says so). */
  withinAWeek: boolean;
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
  /** The context fixture the main thing is about (sport briefs). */
  fixture?: FixtureCue;
  /** The sport, from the brief or else from the TV list's fixture. */
  sport?: SportKind;
  /** Every fixture on the TV list, for the match-day angle only. */
  cues: FixtureCue[];
  /** A real forecast; null for climate averages or none. */
  weather: Weather | null;
  season: ContentContext["seasonalContext"]["season"];
  slots: Slots;
}

const COUNTIES =
  /^(?:greater london|greater manchester|merseyside|tyne and wear|west midlands|(?:north|south|west|east) yorkshire|east riding of yorkshire|yorkshire|lancashire|cheshire|kent|essex|surrey|(?:east |west )?sussex|hampshire|devon|cornwall|somerset|dorset|wiltshire|gloucestershire|oxfordshire|berkshire|buckinghamshire|hertfordshire|bedfordshire|cambridgeshire|norfolk|suffolk|lincolnshire|nottinghamshire|derbyshire|leicestershire|northamptonshire|warwickshire|worcestershire|herefordshire|shropshire|staffordshire|cumbria|northumberland|(?:county )?durham|rutland|isle of wight|glamorgan|gwynedd|powys|fife|lothian|uk|united kingdom|england|scotland|wales|northern ireland)$/i;
const STREET =
  /\d|\b(?:road|street|lane|avenue|way|close|drive|place|square|terrace|row|hill|green|parade|court|crescent|gardens|walk|st|rd|ln|ave|market|yard|mews|quay|wharf)\b/i;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;

/** Town and area from a UK address: "12 Otley Road, Headingley, Leeds LS6 3AA" → Leeds, Headingley. */
const MONTH_END =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;

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
    all,
  };
}

const EVENING_KINDS = new Set(["quiz", "music", "event", "drinks", "sport"]);

/** "tonight", "this Thursday", "on Saturday 31 October", "every Friday": the day as a sentence says it. */
function dayPhrase(day: string | undefined, relative: Relative, evening: boolean): string | undefined {
  if (!day) return undefined;
  // "kids eat free this weekend": never "on weekend".
  if (/^(?:the )?weekend$/i.test(day)) return "this weekend";
  // "Every Sunday" reads "every Sunday" mid-sentence (lowerFirst keeps two capitalised words as a name).
  const lower = lowerFirst(day).replace(
    /^(?:Every|Each|This|Next|All|From|Bank|Weekdays|Weekends|Weekend|Daily)\b/,
    (word) => word.toLowerCase(),
  );
  const named =
    /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?: (?:night|afternoon|evening|lunchtime|morning))?$/;
  if (relative === "today" && (named.test(day) || /^(?:tonight|today)$/i.test(day)))
    return evening ? "tonight" : "today";
  if (relative === "tomorrow" && (named.test(day) || /^tomorrow/i.test(day)))
    return evening ? "tomorrow night" : "tomorrow";
  if (
    /^(?:every|each|this|next|all|tonight|today|tomorrow|from|bank|weekdays|weekends|daily)\b/i.test(lower) ||
    relative === "recurring"
  )
    return lower;
  if (relative === "soon" && named.test(day)) return `this ${day}`;
  return `on ${day}`;
}

/** The hour (0-23) a time starts at, assuming an evening for bare numbers when `eveningish`. */
function startHour(time: string | undefined, eveningish: boolean): number | undefined {
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/i.exec(time ?? "");
  if (!match) return /noon|midday/i.test(time ?? "") ? 12 : undefined;
  let hour = Number(match[1]);
  const suffix = (match[3] ?? /(am|pm)/i.exec(time ?? "")?.[1] ?? "").toLowerCase();
  if (suffix === "pm" && hour < 12) hour += 12;
  if (!suffix && !match[2] && eveningish && hour >= 5 && hour <= 11) hour += 12;
  return hour;
}

/**
 * The thing with the article a sentence needs: "the Christmas quiz", "the dog show", "the new menu";
 * but "quiz night", "live music with The Rusty Nails", "fish and chips" and "Arsenal v Chelsea" as they are.
 */
function withArticle(name: string, item: Item): string {
  if (/^(?:the|our|a|an)\b/i.test(name) || /\bv\b/.test(name)) return name;
  if (
    /\b(?:nights?|hour|music|karaoke|jazz|bingo|DJ\b.*|open mic|brunch|breakfast|lunch|dinner|tea)$/i.test(
      name,
    )
  )
    return name;
  if (
    /^(?:live music|karaoke|jazz|DJ|bingo|music bingo|happy hour|kids eat free|free|pancakes)\b/i.test(name)
  )
    return name;
  if (/[^s]s$/i.test(name) && !/(?:ss|us|is)$/i.test(name)) return name;
  if (item.kind === "staff") return name;
  return `the ${name}`;
}

/** "the darts", "the Grand National", "the Wimbledon final": a sport with no teams reads with "the". */
function sportName(name: string, main: Item, brief: Brief): string {
  if (main.kind !== "sport" || brief.teams.length > 0 || /^(?:the|cheltenham|wimbledon$)\b/i.test(name))
    return name;
  return `the ${name}`;
}

/** "at 8pm", "from 9", "12-4pm": a time as it follows a day in a sentence. */
export function timePhrase(time: string | undefined): string | undefined {
  if (!time) return undefined;
  // "tonight (doors 10pm)": when the doors open is said beside the day, never run on from it.
  if (/^(?:kick-off|doors)\b/i.test(time)) return `(${time})`;
  if (/^(?:from|till|until|after|before|at|all day)\b/i.test(time)) return time;
  if (/\b(?:till|until)\b/i.test(time)) return `from ${time}`;
  // "8.30 start" in a sentence is "at 8.30", never "at 8.30 start".
  if (/^\S+\s+start$/i.test(time)) return `at ${time.replace(/\s+start$/i, "")}`;
  return /[-–]|\bto\b/.test(time) ? time : `at ${time}`;
}

/** The item's line label: "Quiz night", "Arsenal v Chelsea (Premier League)". */
export function titleOf(item: Item): string {
  return capitalise(item.title || item.name || ruleOf(item.kind)?.fallback || "news");
}

/** "Thursday, 8pm", "Every Friday, from 9": the when for a facts line. */
export function whenLine(item: Item): string | undefined {
  const day = item.day ? capitalise(item.day) : undefined;
  return [day, item.time].filter(Boolean).join(", ") || undefined;
}

/** A kids' disco, a family afternoon, a visit from Santa (not "no under 18s"): no pint in hand, no night out. */
const FOR_CHILDREN =
  /(?<!\b(?:no|not for|not suitable for|save the)\s)\b(?:kids?|children|family|families|santa|father christmas|grotto|toddlers?|babies|school|under \d+s?)\b/i;
const PUT_ON_FOR_CHILDREN =
  /\bfor (?:the )?(?:kids|children|little ones)\b|\b(?:santa'?s?|father christmas|grotto|kids (?:party|club|disco|craft))\b/i;

/** Works out the scene for one request. */
export function buildScene(
  brief: Brief,
  pub: Partial<PubDetails> | null,
  context: ContentContext,
  now: Date,
): Scene {
  const main = brief.items[0]!;
  // How far away each item's day is, worked out once: the main one sets "tonight"/"tomorrow".
  const itemDays = brief.items.map((item) => resolveDay(item.day, now));
  const mainDay = itemDays[0]!;
  const relative = relativeOf(mainDay);
  // With no time of its own, a clock time among its details says when it is ("burgers from 1pm").
  const clock = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b/i;
  const detailTime = main.details.map((line) => clock.exec(line)?.[0]).find(Boolean);
  // "santa grotto 11-2", "family film 2": a bare hour at a children's thing is in the day.
  const forChildren = FOR_CHILDREN.test(brief.text);
  // "new year's eve … from 9", "party night from 8": the name says the bare hour is in the evening.
  const nightByName = /\b(?:new year'?s eve|nye|party night)\b/i.test(main.name);
  const hour = startHour(
    main.time ?? detailTime,
    (EVENING_KINDS.has(main.kind) || nightByName) && !forChildren,
  );
  const evening =
    // "tonight 7.30" is half seven in the evening, whatever the bare time would read as.
    /\b(?:tonight|tonite|night|evening)\b/i.test(main.day ?? "")
      ? true
      : hour !== undefined
        ? hour >= 17 || (nightByName && hour < 5) // New Year's Eve "till 1am": the small hours of a night
        : /night|evening/i.test(main.day ?? "") ||
          // "Christmas jumper day", "family fun day": a day, not a night out.
          ((EVENING_KINDS.has(main.kind) || nightByName) && !/\bday\b/i.test(main.name));
  const cues = fixtureCues(context, now);
  // The TV list's fixture for the brief's match, only when it is on the day the brief says.
  const candidate = fixtureFor(main, brief.teams, brief.competition, cues);
  const daysAway = mainDay.days;
  const fixture =
    candidate && (daysAway === undefined || daysAway === candidate.daysAway) ? candidate : undefined;
  const place = placeOf(pub?.address);
  const features = featuresOf(pub, context);
  const weather = context.weather?.isForecast ? context.weather : null;
  const scene: Scene = {
    brief,
    main,
    // A festival's own nights ("beer fest fri-sun … live music fri n sat") are the festival, not a week of things.
    // One night and a closure beside it ("nye party … closed new years day") is that night, not a pick of nights.
    whatsOn:
      brief.items.length > 1 &&
      !/\b(?:fest|festival|beer ?fest|weekender)\b/i.test(main.name) &&
      (main.kind === "closure" ||
        main.kind === "opening" ||
        brief.items.filter((item) => item.kind !== "closure").length > 1),
    withinAWeek: itemDays.every((day) => (day.days ?? 0) < 7),
    pubName: pub?.name?.trim() || undefined,
    ...place,
    phone: pub?.phone ?? undefined,
    bookingLink: pub?.bookingLink ?? undefined,
    website: pub?.website ?? undefined,
    address: pub?.address ?? undefined,
    features,
    relative,
    evening,
    fixture,
    sport: brief.sport ?? fixture?.sport,
    cues,
    weather,
    season: context.seasonalContext.season,
    slots: {},
  };
  const onDay = dayPhrase(main.day, relative, evening);
  const at = timePhrase(main.time);
  // "quiz" reads as "quiz night" in a sentence ("Quiz night is back"), "karaoke" as "karaoke night".
  const bare = /^(?:quiz|bingo|karaoke|DJ|ceilidh|jazz|poker)$/i.test(main.name)
    ? `${main.name} night`
    : main.name;
  // With no name to go on (news in the landlord's own words), lines that need one are left out.
  // Notices (closed, open, hiring, private hire) are not a "thing" to sell: their lines use {title}.
  const notice = ["closure", "opening", "staff", "hire"].includes(main.kind);
  const thing = bare && !notice ? sportName(bare, main, brief) : undefined;
  const today = londonWeekday(now);
  const dayName =
    relative === "today"
      ? today
      : /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(main.day ?? "")
        ? main.day
        : undefined;
  scene.slots = {
    pub: scene.pubName,
    thing,
    theThing: thing && withArticle(thing, main),
    // Mid-sentence ("Good news: open today from 12"); {Title} capitalises it where a line starts.
    title: lowerFirst(titleOf(main)),
    // "28th December, 12-10": a bare time after a month reads as part of the date without its comma.
    when:
      (onDay && at && MONTH_END.test(onDay) && /^\d/.test(at)
        ? `${onDay}, ${at}`
        : [onDay, at].filter(Boolean).join(" ")) || undefined,
    onDay,
    // "See you tonight!", "See you on Thursday!": only for a single day, not "every Friday".
    seeDay:
      onDay && relative !== "recurring" && relative !== "unknown"
        ? onDay.replace(/^this (?!weekend\b)/, "on ")
        : undefined,
    dayName,
    time: main.time,
    town: scene.town,
    area: scene.area,
    act: brief.act,
    dish: brief.dish
      ?.toLowerCase()
      .replace(/^sunday/, "Sunday")
      .replace(/^christmas/, "Christmas"),
    drink: brief.drink,
    prize: brief.prize && lowerFirst(brief.prize),
    deal: brief.deal && lowerFirst(brief.deal),
    headline: titleOf(main),
    ifTonight: onDay === "tonight" ? "" : undefined,
    // "Save the date", "Get it in the diary": for a day still to come, not tonight or tomorrow.
    ifAhead: onDay && !/^(?:tonight|today|tomorrow)\b/i.test(onDay) ? "" : undefined,
    ifNoDay: onDay ? undefined : "",
    ifGarden: features.garden || /\bgarden\b/i.test(brief.text) ? "" : undefined,
    ifFire: features.fire ? "" : undefined,
    ifWeekend: /weekend|saturday|sunday/i.test(main.day ?? "") ? "" : undefined,
    ifEvening: evening ? "" : undefined,
    ifDaytime: evening ? undefined : "",
    // A kids' disco or a family afternoon: no pint in hand, no night out for the grown-ups.
    ifAdults: forChildren ? undefined : "",
    // Said only of a thing put on for them (a grotto, a kids' party), never of "kids free" at the fireworks.
    ifKids: FOR_CHILDREN.test(main.name) || PUT_ON_FOR_CHILDREN.test(brief.text) ? "" : undefined,
    // "Nowhere cosier than your local": not for a plan in the garden or one that hangs on the sun.
    ifIndoors: outdoors(brief) ? undefined : "",
    ifOutdoors: outdoors(brief) ? "" : undefined,
    byFire: features.fire ? " by the fire" : "",
    temp: weather ? String(Math.round(weather.temperatureC)) : undefined,
  };
  Object.assign(scene.slots, sportSlots(scene));
  return scene;
}

/** A plan out in the open (the garden, a car boot in the car park): rain means a brolly, not the fire. */
function outdoors(brief: { weatherPlan?: unknown; text: string }): boolean {
  return Boolean(
    brief.weatherPlan ||
      /\b(?:garden|outside|outdoors?|terrace|bbq|barbecue|car boot|car park|fete|fun run|litter pick|street party)\b/i.test(
        brief.text,
      ),
  );
}
