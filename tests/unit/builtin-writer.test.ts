import { describe, expect, it } from "vitest";
import { readTeams } from "~/lib/content/brief-facts";
import {
  ANGLES,
  FRAMEWORKS,
  MAGIC_MIX,
  OPTIMIZATIONS,
  PLATFORM_LIMITS,
  PLATFORMS,
  type Platform,
  TONES,
} from "~/lib/content/constants";
import { type CheckSources, checkPosts } from "~/lib/content/writing-check";
import {
  type ContentContext,
  type GeneratedPost,
  generatedPostSchema,
  type Refinements,
} from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { Fixture } from "~/lib/contract/sports";
import { briefFor } from "~/lib/sports/campaign-brief";
import { createBuiltinWriter } from "~/server/providers/ai/builtin-writer/index.server";
import { readBrief } from "~/server/providers/ai/builtin-writer/read-brief.server";

// A pub with everything filled in: Leeds (for #Leeds and the local angle), a phone and a booking
// link (for Facebook's call to action), a real fire and big screens (for the context lines).
const PUB: PubDetails = {
  name: "The Red Lion",
  email: null,
  phone: "0113 496 0123",
  bookingLink: "https://redlion.example/book",
  website: null,
  address: "12 Otley Road, Headingley, Leeds LS6 3AA",
  features: ["Real fire", "Big screens"],
};

// A wet Tuesday in November with a real forecast: rain at 9°C, autumn, Bonfire Night two days off, no fixtures.
const WET_TUESDAY = new Date("2026-11-03T10:00:00Z");
const WET: ContentContext = {
  nextFavoriteMatch: null,
  upcomingSports: [],
  localEvents: [],
  seasonalContext: {
    season: "autumn",
    occasions: [{ name: "Bonfire Night", date: "2026-11-05", daysAway: 2 }],
    summary: "Autumn",
  },
  weather: {
    summary: "Rain",
    temperatureC: 9,
    condition: "rain",
    beerGarden: false,
    source: "test",
    isForecast: true,
  },
  pubFeatures: [],
};

// A hot Saturday in June with England (the landlord's favourite) playing Wales at 8pm on ITV.
const HOT_SATURDAY = new Date("2026-06-13T10:00:00Z");
const HOT: ContentContext = {
  nextFavoriteMatch: {
    favoriteTeam: "England",
    competition: "International Friendly",
    isHome: true,
    isTelevised: true,
    matchText: "England v Wales",
    dateFormatted: "Saturday 13 June 2026",
    timeFormatted: "20:00",
    venue: "Wembley Stadium",
    tvInfo: "ITV",
    fixtureId: "fx-1",
  },
  upcomingSports: [
    {
      id: "fx-1",
      sport: "football",
      matchText: "England v Wales",
      competition: "International Friendly",
      date: "2026-06-13",
      kickOffTime: "20:00",
      tvChannels: ["ITV"],
    },
  ],
  localEvents: [],
  seasonalContext: { season: "summer", occasions: [], summary: "Summer" },
  weather: {
    summary: "Hot and sunny",
    temperatureC: 27,
    condition: "hot",
    beerGarden: true,
    source: "test",
    isForecast: true,
  },
  pubFeatures: ["Beer garden"],
};

// The same Tuesday with only the built-in climate averages: usually wet in November, but not a forecast.
const AVERAGES: ContentContext = {
  ...WET,
  weather: { ...WET.weather!, source: "Built-in UK climate averages", isForecast: false },
};

const writer = createBuiltinWriter();
const QUIZ = "Quiz night Thursday 8pm, £50 bar tab";
const ROAST = "Sunday roast £14.95";

// Briefs as landlords type them, with what the writer must understand from each: the thing, its
// day and time lifted out, and the landlord's other words kept as lines of their own.
const CASES: Array<[string, Record<string, unknown>]> = [
  [QUIZ, { kind: "quiz", name: "quiz night", day: "Thursday", time: "8pm", details: ["£50 bar tab"] }],
  [
    "Live music Saturday from the Rusty Nails",
    { kind: "music", name: "live music with The Rusty Nails", day: "Saturday" },
  ],
  ["England v Wales on the big screen Sunday", { kind: "sport", name: "England v Wales", day: "Sunday" }],
  [ROAST, { kind: "food", name: "Sunday roast", details: ["£14.95"] }],
  ["We're open from 11 on Boxing Day", { kind: "opening", name: "open", day: "Boxing Day", time: "from 11" }],
  [
    "Halloween party with fancy dress",
    { kind: "event", name: "Halloween party", title: "Halloween party with fancy dress" },
  ],
  [
    "Watch Arsenal vs Man Utd live on Sky Sports, kick-off 4:30pm Saturday",
    {
      kind: "sport",
      name: "Arsenal v Man Utd",
      day: "Saturday",
      time: "kick-off 4:30pm",
      details: ["Live on Sky Sports"],
    },
  ],
  [
    "Karaoke every Friday night from 9pm, free entry",
    { kind: "music", name: "karaoke", day: "Every Friday night", time: "from 9pm", details: ["Free entry"] },
  ],
  [
    "Steak night every Wednesday, 2 for £25 with a bottle of wine",
    {
      kind: "food",
      name: "steak night",
      day: "Every Wednesday",
      details: ["2 for £25 with a bottle of wine"],
    },
  ],
  [
    "Six Nations: Scotland v Ireland Saturday 4:45pm, pint and burger deal",
    {
      kind: "sport",
      name: "Scotland v Ireland",
      title: "Scotland v Ireland (Six Nations)",
      day: "Saturday",
      time: "4:45pm",
      details: ["Pint and burger deal"],
    },
  ],
  [
    "Music bingo tonight 8pm, win a bottle of fizz, teams of up to 6",
    {
      kind: "quiz",
      name: "music bingo",
      day: "Tonight",
      time: "8pm",
      details: ["Win a bottle of fizz", "Teams of up to 6"],
    },
  ],
  [
    "Happy hour 5-7pm Monday to Friday, new cocktail menu",
    {
      kind: "drinks",
      name: "happy hour",
      day: "Monday to Friday",
      time: "5-7pm",
      details: ["New cocktail menu"],
    },
  ],
  [
    "Closed Monday 3rd March for refurbishment",
    { kind: "closure", name: "closed", title: "closed for refurbishment", day: "Monday 3rd March" },
  ],
  [
    "New guest ale on the bar this weekend from Saltaire Brewery",
    { kind: "drinks", name: "new guest ale", day: "This weekend" },
  ],
  [
    "Christmas menu now booking, 3 courses £32.50, book early",
    { kind: "food", name: "Christmas menu", details: ["3 courses £32.50"] },
  ],
  // Briefs that mix several facts: each time stays with what it is for.
  [
    "cheltenham trip sat 12th coach leaves 9am £35 inc entry seats left",
    {
      kind: "event",
      name: "Cheltenham trip",
      day: "Saturday 12th",
      time: undefined,
      details: ["Coach leaves 9am", "£35 including entry", "Seats left"],
    },
  ],
  [
    "fury fight sat night, doors open 10pm ring walks about 1am, no entry after 11",
    {
      kind: "sport",
      name: "Fury fight",
      day: "Saturday night",
      time: undefined,
      details: ["Doors open 10pm", "Ring walks about 1am", "No entry after 11"],
    },
  ],
  [
    "kids xmas craft morning sun 10am, £5 per child inc juice and biscuit, santa pops in at 11",
    {
      kind: "event",
      day: "Sunday",
      time: "10am",
      details: ["£5 per child including juice and biscuit", "Santa pops in at 11"],
    },
  ],
  [
    "steak night thurs 2 steaks + bottle of wine £40",
    { kind: "food", name: "steak night", day: "Thursday", details: ["2 steaks and a bottle of wine £40"] },
  ],
  [
    "ukulele group meets every other tues in the snug 7pm, all welcome, beginners too",
    { kind: "music", day: "Every other Tuesday", time: "7pm", details: ["All welcome", "Beginners too"] },
  ],
  [
    "six nations england v wales sat 4.45 on all screens, guinness £4.50 til ko",
    { kind: "sport", name: "England v Wales", details: ["Guinness £4.50 till kick-off"] },
  ],
  [
    "xmas party bookings now open, buffet from £12pp, min 20 ppl",
    {
      kind: "hire",
      title: "Christmas party bookings now open",
      details: ["Buffet from £12pp", "Min 20 people"],
    },
  ],
  [
    "closed tuesday 8th for boiler repair sorry folks back weds as normal",
    {
      kind: "closure",
      title: "closed for boiler repair",
      day: "Tuesday 8th",
      details: ["Back Wednesday as normal"],
    },
  ],
  [
    "power cut earlier sorry, all sorted now, kitchen back open from 6",
    {
      kind: "opening",
      name: "kitchen back open",
      time: "from 6",
      details: ["Power cut earlier", "All sorted now"],
    },
  ],
  [
    "tonights quiz cancelled due to staff illness, back next week",
    { kind: "closure", title: "tonight's quiz cancelled due to staff illness", details: ["Back next week"] },
  ],
  [
    "quiz tues 8pm £1 pp teams up to 6 cash jackpot £120 rolls over",
    { kind: "quiz", details: ["£1 pp", "Teams up to 6", "Cash jackpot £120, rolls over"] },
  ],
  [
    "bbq sat from 1pm if sunny, burgers £6",
    { kind: "event", title: "BBQ (if sunny)", day: "Saturday", time: "from 1pm", details: ["Burgers £6"] },
  ],
  [
    "bank hol mon 28th dec open 12-10 food 12-4 only roast menu",
    {
      kind: "opening",
      name: "open",
      day: "Bank holiday Monday 28th December",
      time: "12-10",
      details: ["Food 12-4", "Only roast menu"],
    },
  ],
  [
    "kids christmas disco sat 19th 3-5pm £5 per kid inc selection box under 12s only adults must stay",
    { kind: "music", details: expect.arrayContaining(["Under 12s only", "Adults must stay"]) },
  ],
  [
    "pool comp sat 2pm £3 entry winner takes all",
    {
      kind: "event",
      name: "pool comp",
      day: "Saturday",
      time: "2pm",
      details: ["£3 entry, winner takes all"],
    },
  ],
  [
    "fish friday cod n chips £11.50 takeaway available",
    { kind: "food", details: ["Cod and chips £11.50", "Takeaway available"] },
  ],
  [
    "ladies darts team looking for new players, practice weds 7.30, all abilities",
    {
      name: "Ladies darts team",
      details: ["Looking for new players", "Practice Wednesday 7.30", "All abilities"],
    },
  ],
];

interface Options {
  context?: ContentContext;
  now?: Date;
  variant?: number;
  pub?: Partial<PubDetails> | null;
  platforms?: Platform[];
}

/** The brief each written set of posts came from, so a refine is sent it as the page sends it. */
const briefs = new WeakMap<GeneratedPost[], string>();

async function write(brief: string, options: Options = {}): Promise<GeneratedPost[]> {
  const result = await writer.writePosts({
    brief,
    pub: options.pub === undefined ? PUB : options.pub,
    context: options.context ?? WET,
    platforms: options.platforms ?? [...PLATFORMS],
    variant: options.variant ?? 0,
    now: options.now ?? WET_TUESDAY,
  });
  briefs.set(result.posts, brief);
  return result.posts;
}

/** The Facebook post for a brief, written with climate averages (no forecast to talk about). */
async function facebook(brief: string): Promise<string> {
  return (await write(brief, { platforms: ["facebook"], context: AVERAGES }))[0]!.content;
}

async function refine(
  posts: GeneratedPost[],
  refinements: Refinements,
  options: Options & { brief?: string | null } = {},
) {
  const result = await writer.refinePosts({
    posts,
    refinements,
    brief: options.brief === null ? undefined : (options.brief ?? briefs.get(posts)),
    pub: options.pub === undefined ? PUB : options.pub,
    context: options.context ?? WET,
    variant: options.variant ?? 0,
    now: options.now ?? WET_TUESDAY,
  });
  briefs.set(result.posts, briefs.get(posts) ?? "");
  return result.posts;
}

const on = (posts: GeneratedPost[], platform: Platform) => posts.find((post) => post.platform === platform)!;
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const EMOJI = /\p{Extended_Pictographic}/gu;
// The facts block: short lines that start with an emoji and end without a full stop (not contact lines).
const FACT_LINE = /^\p{Extended_Pictographic}/u;
const factLines = (post: GeneratedPost) =>
  post.content
    .split("\n")
    .filter(
      (line) =>
        FACT_LINE.test(line) &&
        !/[.!?]\s*(?:\p{Extended_Pictographic}\uFE0F?)*$/u.test(line) &&
        !/^(?:📞|🔗|📍|🌐)/u.test(line),
    );
const prose = (post: GeneratedPost) =>
  post.content
    .split("\n")
    .filter((line) => line.trim() && !FACT_LINE.test(line) && !/^(?:📞|🔗|📍|🌐)/u.test(line))
    .join("\n");
/** What a landlord would paste: the post, then its hashtags. */
const published = (post: GeneratedPost) => `${post.content}\n\n${post.hashtags.join(" ")}`;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((part) => /[a-z]/i.test(part));
const wordsPerSentence = (text: string) => {
  const parts = sentences(text);
  return parts.reduce((sum, part) => sum + part.split(/\s+/).length, 0) / parts.length;
};
const amounts = (text: string) => new Set(text.match(/£\d+(?:\.\d{2})?/g) ?? []);

describe("built-in writer: the provider", () => {
  it("is labelled for local mode", () => {
    expect(writer.kind).toBe("builtin");
    expect(writer.label).toBe("Built-in writer");
  });

  it("writes one valid post per requested platform, in order", async () => {
    const posts = await write(QUIZ);
    expect(posts.map((post) => post.platform)).toEqual(["facebook", "instagram", "tiktok"]);
    for (const post of posts) {
      expect(generatedPostSchema.parse(post)).toEqual(post);
      expect(post.headline).toBe("Quiz Night · Thursday, 8pm");
      expect(post.id).toMatch(new RegExp(`^${post.platform}-[0-9a-f]{8}$`));
      expect(post.imageDescription.length).toBeGreaterThan(40);
    }
    const only = await write(QUIZ, { platforms: ["tiktok"] });
    expect(only.map((post) => post.platform)).toEqual(["tiktok"]);
  });

  it("estimates tokens as about a quarter of the characters written", async () => {
    const result = await writer.writePosts({
      brief: QUIZ,
      pub: PUB,
      context: WET,
      platforms: [...PLATFORMS],
      variant: 0,
      now: WET_TUESDAY,
    });
    const characters = result.posts
      .map(
        (post) =>
          post.content +
          post.headline +
          post.hashtags.join(" ") +
          post.callToAction +
          post.imageDescription +
          post.videoIdea,
      )
      .join("").length;
    expect(result.tokensUsed).toBeGreaterThan(characters / 5);
    expect(result.tokensUsed).toBeLessThan(characters / 3);
  });
});

describe("built-in writer: each platform's shape", () => {
  it("Facebook is the long one, with the booking link and phone", async () => {
    const posts = await write(QUIZ);
    const facebook = on(posts, "facebook");
    expect(facebook.content.length).toBeGreaterThan(on(posts, "instagram").content.length);
    expect(facebook.content.length).toBeGreaterThan(on(posts, "tiktok").content.length);
    expect(facebook.content).toContain("https://redlion.example/book");
    expect(facebook.content).toContain("0113 496 0123");
    expect(facebook.callToAction).toBe(
      "Book your team's table: https://redlion.example/book or call 0113 496 0123",
    );
    expect(facebook.hashtags.length).toBeGreaterThanOrEqual(3);
    expect(facebook.hashtags.length).toBeLessThanOrEqual(5);
    expect(facebook.needsImage).toBe(false);
    expect(facebook.videoIdea).toBe("");
    // A paragraph of prose, not just a list of lines.
    expect(facebook.content.split("\n\n").some((paragraph) => sentences(paragraph).length >= 2)).toBe(true);
  });

  it("Facebook uses what the pub has: a phone only, or nothing at all", async () => {
    const phoneOnly = on(await write(ROAST, { pub: { ...PUB, bookingLink: null } }), "facebook");
    expect(phoneOnly.callToAction).toBe("Call us on 0113 496 0123 to book your table");
    expect(phoneOnly.content).not.toContain("https://");
    const nothing = on(await write(ROAST, { pub: null }), "facebook");
    expect(nothing.callToAction).toBe("Pop in and see us");
    expect(nothing.content).not.toMatch(/📞|🔗|📍/u);
    expect(nothing.content).not.toContain("Red Lion");
  });

  it("Instagram has short lines, emojis, 8-15 hashtags and a photo to shoot", async () => {
    for (const brief of [
      QUIZ,
      ROAST,
      "Live music Saturday from the Rusty Nails",
      "Halloween party with fancy dress",
    ]) {
      const instagram = on(await write(brief), "instagram");
      expect(instagram.hashtags.length).toBeGreaterThanOrEqual(8);
      expect(instagram.hashtags.length).toBeLessThanOrEqual(15);
      expect(count(instagram.content, EMOJI)).toBeGreaterThanOrEqual(3);
      for (const line of instagram.content.split("\n")) expect(line.length).toBeLessThanOrEqual(120);
      expect(instagram.needsImage).toBe(true);
      expect(instagram.imageDescription).toMatch(/shot|shoot/i);
      expect(instagram.callToAction).toMatch(/link in our bio/);
    }
  });

  it("TikTok opens with a short hook and comes with a 10-20 second video idea", async () => {
    for (const brief of [
      QUIZ,
      ROAST,
      "England v Wales on the big screen Sunday",
      "We're open from 11 on Boxing Day",
    ]) {
      const posts = await write(brief);
      const tiktok = on(posts, "tiktok");
      const hook = tiktok.content.split("\n")[0]!;
      expect(hook.length).toBeLessThanOrEqual(80);
      expect(hook).not.toMatch(FACT_LINE);
      expect(hook).not.toBe(on(posts, "facebook").content.split("\n")[0]);
      expect(tiktok.content.length).toBeLessThan(on(posts, "facebook").content.length);
      const seconds = /^(\d+) s:/.exec(tiktok.videoIdea);
      expect(Number(seconds?.[1])).toBeGreaterThanOrEqual(10);
      expect(Number(seconds?.[1])).toBeLessThanOrEqual(20);
      expect(tiktok.hashtags).toContain("#PubTok");
      expect(tiktok.hashtags.length).toBeLessThanOrEqual(5);
    }
  });

  it("every platform carries the brief's facts word for word", async () => {
    for (const post of await write(QUIZ)) {
      expect(factLines(post)).toEqual(["🧠 Quiz night: Thursday, 8pm", "🏆 £50 bar tab"]);
    }
    for (const post of await write(ROAST)) {
      expect(factLines(post)).toEqual(["🍽️ Sunday roast: £14.95"]);
    }
  });
});

describe("built-in writer: reading the brief", () => {
  it.each(CASES)("%s", (brief, expected) => {
    const { items } = readBrief(brief);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject(expected);
  });

  it("keeps the landlord's other details, but not their calls to action", () => {
    expect(readBrief("Sunday roast £14.95 with all the trimmings").items[0]!.details).toContain(
      "£14.95 with all the trimmings",
    );
    const handOff = readBrief(
      "Showing England v Wales (Six Nations) live on ITV on Saturday 28 November 2026 at 16:45. Come and watch it with us!",
    );
    expect(handOff.items[0]).toMatchObject({
      kind: "sport",
      title: "England v Wales (Six Nations)",
      day: "Saturday 28 November 2026",
      time: "4:45pm",
      details: ["Live on ITV"],
    });
    expect(handOff.sport).toBe("rugby");
  });

  it("reads several things in one line as a what's-on list", () => {
    const { items } = readBrief(
      "quiz tues 8pm, karaoke fri from 9, sunday roast £12.95 - see you this week!",
    );
    expect(items.map((item) => [item.name, item.day ?? "", item.time ?? ""])).toEqual([
      ["quiz", "Tuesday", "8pm"],
      ["karaoke", "Friday", "from 9"],
      ["Sunday roast", "", ""],
    ]);
  });

  it("does not read Boxing Day as boxing or Sunday roast as a day", () => {
    expect(readBrief("We're open from 11 on Boxing Day").sport).toBeUndefined();
    expect(readBrief(ROAST).items[0]!.day).toBeUndefined();
  });
});

describe("built-in writer: deterministic, with variants", () => {
  it("gives the same posts for the same input", async () => {
    expect(await write(QUIZ)).toEqual(await write(QUIZ));
    expect(await refine(await write(QUIZ), MAGIC_MIX)).toEqual(await refine(await write(QUIZ), MAGIC_MIX));
  });

  it("gives another take, with other ids, for another variant", async () => {
    for (const brief of [QUIZ, ROAST, "England v Wales on the big screen Sunday"]) {
      const first = await write(brief, { variant: 0 });
      const second = await write(brief, { variant: 1 });
      for (const platform of PLATFORMS) {
        expect(on(second, platform).id).not.toBe(on(first, platform).id);
        expect(factLines(on(second, platform))).toEqual(factLines(on(first, platform)));
      }
      expect(second.map((post) => post.content)).not.toEqual(first.map((post) => post.content));
    }
  });
});

describe("built-in writer: hashtags", () => {
  const briefs = [
    QUIZ,
    ROAST,
    "Live music Saturday from the Rusty Nails",
    "Arsenal v Chelsea in the Premier League, Sunday 4:30pm",
    "Six Nations: England v Wales Saturday",
    "Halloween party with fancy dress",
    "We're open from 11 on Boxing Day",
    "St Patrick's Day party with live music & Guinness",
  ];

  it("are valid, never repeated and within each platform's limit", async () => {
    for (const brief of briefs) {
      for (const context of [WET, HOT]) {
        for (const post of await write(brief, { context })) {
          for (const tag of post.hashtags) expect(tag).toMatch(/^#[A-Za-z0-9]+$/);
          const lower = post.hashtags.map((tag) => tag.toLowerCase());
          expect(new Set(lower).size).toBe(lower.length);
          expect(post.hashtags.length).toBeLessThanOrEqual(PLATFORM_LIMITS[post.platform].maxHashtags);
        }
      }
    }
  });

  it("are relevant to the intent, the town, the sport and the season", async () => {
    const quiz = await write(QUIZ);
    for (const post of quiz) expect(post.hashtags).toEqual(expect.arrayContaining(["#PubQuiz", "#Leeds"]));
    // The forecast's weather, yes; the season's "#AutumnNights" only on a post about the season.
    expect(on(quiz, "instagram").hashtags).toEqual(expect.arrayContaining(["#QuizNight", "#RainyDay"]));
    expect(on(quiz, "instagram").hashtags).not.toContain("#AutumnNights");
    expect(
      on(await write("Arsenal v Chelsea in the Premier League, Sunday 4:30pm"), "instagram").hashtags,
    ).toEqual(expect.arrayContaining(["#PremierLeague", "#Arsenal", "#Chelsea", "#Football"]));
    expect(on(await write("Six Nations: England v Wales Saturday"), "facebook").hashtags).toEqual(
      expect.arrayContaining(["#ENGvWAL", "#SixNations"]),
    );
    expect(on(await write(ROAST), "facebook").hashtags).toContain("#SundayRoast");
    expect(on(await write("Halloween party with fancy dress"), "tiktok").hashtags).toContain("#Halloween");
    expect(on(await write(QUIZ, { context: HOT, now: HOT_SATURDAY }), "instagram").hashtags).toEqual(
      expect.arrayContaining(["#SummerVibes", "#BeerGarden"]),
    );
  });
  it("put no cheer or weather mood under a notice (a funeral closure is not #GoodTimes)", async () => {
    for (const brief of [
      "we're closed monday for a family funeral, back tuesday as normal",
      "staff wanted - bar staff evenings and weekends, apply within",
      "closed tomorrow for a burst pipe, sorry all",
    ]) {
      for (const context of [WET, HOT]) {
        for (const post of await write(brief, { context })) {
          expect(post.hashtags.join(" "), `${brief} (${post.platform})`).not.toMatch(
            /#(?:Cheers|GoodTimes|PintTime|NightOut|CosyPub|RainyDay|Sunshine|SummerVibes|WinterNights)\b/,
          );
        }
      }
    }
  });
});

describe("built-in writer: tones change the voice the way they say", () => {
  const markers: Record<(typeof TONES)[number], (text: string) => boolean> = {
    funnier: (text) => /🥁|😂/u.test(text),
    cheekier: (text) => text.includes("😉"),
    warmer: (text) => /welcome/i.test(text),
    urgent: (text) =>
      text.includes("⏰") &&
      /\b(?:now|tonight)\b/i.test(text) &&
      /last chance|don't leave it|be quick|hurry/i.test(text),
    banter: (text) => text.includes("🗣️") && /\bmate\b|\byour lot\b/i.test(text),
  };

  it.each(TONES)("%s", async (tone) => {
    for (const brief of [
      QUIZ,
      ROAST,
      "England v Wales on the big screen Sunday",
      "Halloween party with fancy dress",
    ]) {
      const base = await write(brief);
      const refined = await refine(base, { tone });
      for (const platform of PLATFORMS) {
        expect(markers[tone](on(base, platform).content), `${brief} ${platform} before`).toBe(false);
        expect(markers[tone](on(refined, platform).content), `${brief} ${platform} after`).toBe(true);
      }
    }
  });

  it("the more intense, the stronger", async () => {
    const base = await write(QUIZ);
    for (const [tone, mark] of [
      ["urgent", /⏰/gu],
      ["funnier", /🥁|😂/gu],
      ["cheekier", /😉/gu],
      ["banter", /🗣️/gu],
    ] as const) {
      const mild = on(await refine(base, { tone, intensity: 1 }), "facebook").content;
      const strong = on(await refine(base, { tone, intensity: 5 }), "facebook").content;
      expect(count(strong, mark), tone).toBeGreaterThan(count(mild, mark));
    }
  });

  it("urgent says tonight on the night", async () => {
    const tonight = on(await refine(await write("Quiz night Tuesday 8pm"), { tone: "urgent" }), "facebook");
    expect(tonight.content).toMatch(/tonight/i);
    expect(tonight.content).toContain("It's TONIGHT");
  });

  it("refining keeps the post and adds the tone", async () => {
    for (const [brief] of CASES) {
      const base = await write(brief);
      const refined = await refine(base, { tone: "funnier", intensity: 2 });
      for (const platform of PLATFORMS) {
        const before = on(base, platform);
        const after = on(refined, platform);
        expect(after.headline).toBe(before.headline);
        expect(factLines(after)).toEqual(factLines(before));
        for (const line of before.content.split("\n")) expect(after.content.split("\n")).toContain(line);
        expect(after.id).toBe(`${before.id}-r.funnier.i2`);
      }
    }
  });
});

describe("built-in writer: frameworks restructure the post", () => {
  const firstLine = (post: GeneratedPost) => post.content.split("\n")[0]!;

  it("AIDA: attention, interest, desire, then action", async () => {
    for (const post of await refine(await write(QUIZ), { framework: "aida" })) {
      expect(firstLine(post)).toMatch(/^(?:👀 Stop scrolling|📣 Listen up|🚨 Heads up)/u);
      const desire = post.content.indexOf("Imagine");
      const action = post.content.indexOf("👉");
      expect(desire).toBeGreaterThan(post.content.indexOf("\n"));
      expect(action).toBeGreaterThan(desire);
      expect(action).toBeGreaterThan(post.content.indexOf("📅"));
      expect(post.content.slice(action)).toMatch(/Book/);
    }
  });

  it("PAS: a problem, the agitation, then the fix", async () => {
    for (const brief of [QUIZ, ROAST]) {
      for (const post of await refine(await write(brief), { framework: "pas" })) {
        expect(firstLine(post)).toMatch(/\?$/);
        expect(post.content).toMatch(/The fix\?|Sorted:|The answer\?/);
        expect(post.content.search(/The fix\?|Sorted:|The answer\?/)).toBeGreaterThan(firstLine(post).length);
        expect(post.content).toContain("👉");
      }
    }
  });

  it("FOMO: don't miss out", async () => {
    for (const post of await refine(await write(ROAST), { framework: "fomo" })) {
      expect(post.content).toMatch(/don't miss|miss out|gone, they're gone|all week|morning after/i);
    }
  });

  it("social proof: the regulars, and never an invented number", async () => {
    const base = await write(QUIZ);
    for (const post of await refine(base, { framework: "social_proof" })) {
      expect(post.content).toMatch(/regulars/i);
      const before = new Set(on(base, post.platform).content.match(/\d+/g));
      for (const number of post.content.match(/\d+/g) ?? []) expect(before).toContain(number);
    }
  });

  it("storytelling: it opens with a scene", async () => {
    for (const brief of [QUIZ, ROAST, "England v Wales on the big screen Sunday"]) {
      const base = await write(brief);
      for (const post of await refine(base, { framework: "storytelling" })) {
        expect(post.content).toMatch(/^It's /);
        expect(firstLine(post)).not.toBe(firstLine(on(base, post.platform)));
        expect(post.content).toMatch(/That's /);
      }
    }
  });
});

describe("built-in writer: angles", () => {
  it("weather: leads with the forecast", async () => {
    const wet = await refine(await write(QUIZ), { angle: "weather" });
    for (const post of wet) {
      expect(post.content.split("\n").slice(0, 4).join(" ")).toMatch(/rain|wet|drizzl|chucking it down/i);
    }
    const hot = await refine(
      await write(QUIZ, { context: HOT, now: HOT_SATURDAY }),
      { angle: "weather" },
      { context: HOT, now: HOT_SATURDAY },
    );
    for (const post of hot) {
      expect(post.content.split("\n").slice(0, 4).join(" ")).toMatch(/27°C|sun|beer garden/i);
    }
  });

  it("match day: names the match from the fixtures, and invents none", async () => {
    const options = { context: HOT, now: HOT_SATURDAY };
    for (const post of await refine(await write(ROAST, options), { angle: "match_day" }, options)) {
      expect(post.content).toContain("🏟️ Match day bonus: England v Wales is tonight (8pm on ITV)");
      expect(post.hashtags).toContain("#MatchDay");
    }
    for (const post of await refine(await write(ROAST), { angle: "match_day" })) {
      expect(post.content).not.toMatch(/ v /);
    }
  });

  it("local: the town from the pub's address", async () => {
    for (const post of await refine(await write(ROAST), { angle: "local" })) {
      expect(prose(post)).toMatch(/Leeds|Headingley/);
      expect(post.hashtags.slice(0, 3)).toContain("#Leeds");
    }
  });

  it("deals: the price up front, and no invented offer", async () => {
    for (const post of await refine(await write(ROAST), { angle: "deals" })) {
      expect(post.content.split("\n")[0]).toContain("£14.95");
    }
    for (const post of await refine(await write("Live music Saturday from the Rusty Nails"), {
      angle: "deals",
    })) {
      expect(post.content).not.toMatch(/£|% off|free/i);
      expect(post.content.split("\n")[0]).toMatch(/cost the earth|good value/);
    }
  });

  it("quiz: quiz-night framing on any post", async () => {
    const base = await write(ROAST);
    for (const post of await refine(base, { angle: "quiz" })) {
      expect(on(base, post.platform).content).not.toMatch(/quiz/i);
      expect(post.content).toMatch(/quiz/i);
    }
  });
});

describe("built-in writer: optimisations", () => {
  it("punchier: shorter sentences, less text", async () => {
    for (const brief of [QUIZ, ROAST, "England v Wales on the big screen Sunday"]) {
      const base = await write(brief);
      for (const post of await refine(base, { optimization: "punchier" })) {
        const before = on(base, post.platform);
        expect(post.content.length).toBeLessThan(before.content.length);
        expect(wordsPerSentence(prose(post))).toBeLessThan(wordsPerSentence(prose(before)));
        expect(factLines(post)).toEqual(factLines(before));
      }
    }
  });

  it("more emojis", async () => {
    const base = await write(QUIZ);
    for (const post of await refine(base, { optimization: "more_emojis" })) {
      expect(count(post.content, EMOJI)).toBeGreaterThan(count(on(base, post.platform).content, EMOJI) + 2);
    }
  });

  it("questions: asks the reader", async () => {
    const base = await write(ROAST);
    for (const post of await refine(base, { optimization: "questions" })) {
      expect(count(post.content, /\?/g)).toBeGreaterThanOrEqual(
        count(on(base, post.platform).content, /\?/g) + 2,
      );
    }
  });

  it("tag-friendly: tag a mate", async () => {
    for (const post of await refine(await write(QUIZ), { optimization: "tag_friendly" })) {
      expect(post.content).toMatch(/\bTag (?:a|the|your|who|someone)\b/);
    }
  });

  it("meme-ready: a meme format line", async () => {
    for (const post of await refine(await write(ROAST), { optimization: "meme_ready" })) {
      expect(post.content).toMatch(/^(?:POV:|Nobody:|Me:)/m);
    }
  });
});

describe("built-in writer: refinement", () => {
  it("applies Magic Mix visibly and keeps the facts", async () => {
    const base = await write(QUIZ);
    const mixed = await refine(base, MAGIC_MIX);
    for (const post of mixed) {
      expect(post.content).toContain("😉");
      expect(post.content).toMatch(/don't miss|miss out|gone, they're gone|all week|morning after/i);
      expect(factLines(post)).toEqual(factLines(on(base, post.platform)));
      expect(post.id).toMatch(/-r\.cheekier\.fomo\.punchier\.i4$/);
    }
  });

  it("builds on earlier refinements", async () => {
    const funny = await refine(await write(ROAST), { tone: "funnier" });
    const both = await refine(funny, { optimization: "tag_friendly" });
    for (const post of both) {
      expect(post.content).toMatch(/🥁|😂/u);
      expect(post.content).toMatch(/\bTag\b/);
    }
  });

  it("refines posts it did not write, reading them as a brief", async () => {
    const foreign: GeneratedPost = {
      id: "from-somewhere-else",
      platform: "facebook",
      headline: "Curry night",
      content: "Curry night every Wednesday from 6pm, £12 with a pint. Come down!",
      hashtags: [],
      callToAction: "",
      needsImage: false,
      imageDescription: "",
      videoIdea: "",
    };
    const [post] = await refine([foreign], { tone: "cheekier" });
    expect(generatedPostSchema.parse(post)).toBeTruthy();
    expect(post!.content).toContain("😉");
    expect(post!.content).toContain("£12");
    expect(post!.content).toMatch(/curry/i);
  });
});

describe("built-in writer: context", () => {
  it("a wet Tuesday in November reads differently from a hot Saturday with England playing", async () => {
    const wet = await write(QUIZ, { context: WET, now: WET_TUESDAY });
    const hot = await write(QUIZ, { context: HOT, now: HOT_SATURDAY });
    for (const platform of ["facebook", "instagram"] as const) {
      expect(on(hot, platform).content).not.toBe(on(wet, platform).content);
    }
    const wetFacebook = on(wet, "facebook").content;
    const hotFacebook = on(hot, "facebook").content;
    expect(wetFacebook).toMatch(/rain|wet|drizzl|grey skies/i);
    expect(wetFacebook).not.toMatch(/beer garden|27°C/);
    expect(hotFacebook).toMatch(/27°C|sun|beer garden/i);
    expect(hotFacebook).not.toMatch(/\brain|drizzl/i);
    // A quiz post is about the quiz: no match, occasion or other night it was not asked about.
    expect(hotFacebook).not.toContain("England v Wales");
    expect(wetFacebook).not.toMatch(/Bonfire Night/);
    expect(on(wet, "facebook").imageDescription).toMatch(/indoors/);
    expect(on(hot, "facebook").imageDescription).toMatch(/beer garden/);
  });

  it("climate averages are never written as today's weather", async () => {
    for (const refinements of [{}, { angle: "weather" as const }]) {
      const posts = await refine(await write(QUIZ, { context: AVERAGES }), refinements, {
        context: AVERAGES,
      });
      for (const post of posts) {
        expect(post.content).not.toMatch(
          /\b(?:rain|raining|drizzle|wet one|chucking|grey skies|°C|sun's out)\b/i,
        );
      }
    }
    const [angled] = await refine(
      await write(QUIZ, { context: AVERAGES, platforms: ["facebook"] }),
      { angle: "weather" },
      { context: AVERAGES },
    );
    expect(angled!.content).toMatch(/autumn|evenings|whatever the weather/i);
  });

  it("a match brief takes the kick-off and channel from the fixtures", async () => {
    const options = { context: HOT, now: HOT_SATURDAY };
    const facebook = on(await write("England v Wales on the big screen Saturday", options), "facebook");
    expect(facebook.content).toContain("📺 Kick-off 8pm, live on ITV");
    expect(facebook.content).toMatch(/England v Wales/);
    expect(facebook.hashtags).toContain("#ThreeLions");
  });

  it("says tonight, tomorrow or this Thursday from the London date", async () => {
    const on3 = async (day: string) =>
      (await write(`Quiz night ${day} 8pm`, { platforms: ["facebook"] }))[0]!.content;
    expect(await on3("Tuesday")).toMatch(/tonight/);
    expect(await on3("Wednesday")).toMatch(/tomorrow night/);
    expect(await on3("Thursday")).toMatch(/(?:this|on) Thursday/);
  });
});

describe("built-in writer: limits and taste", () => {
  const LONG = `${"Quiz night Thursday 8pm, £50 bar tab, teams of up to 6, free entry, dogs welcome, families welcome, "
    .repeat(5)
    .slice(0, 480)}fancy dress`;

  it("never goes past a platform's limits, whatever is asked", { timeout: 60_000 }, async () => {
    const base = await write(LONG, { context: HOT, now: HOT_SATURDAY });
    for (const tone of TONES) {
      for (const framework of FRAMEWORKS) {
        for (const angle of ANGLES) {
          for (const optimization of OPTIMIZATIONS) {
            const posts = await refine(
              base,
              { tone, framework, angle, optimization, intensity: 5 },
              { context: HOT, now: HOT_SATURDAY },
            );
            for (const post of posts) {
              expect(published(post).length).toBeLessThanOrEqual(PLATFORM_LIMITS[post.platform].maxChars);
              expect(post.hashtags.length).toBeLessThanOrEqual(PLATFORM_LIMITS[post.platform].maxHashtags);
            }
          }
        }
      }
    }
  });

  it("invents no prices and promises no free drinks, in British English", async () => {
    for (const brief of [
      QUIZ,
      ROAST,
      "England v Wales on the big screen Sunday",
      "Halloween party with fancy dress",
    ]) {
      const base = await write(brief, { context: HOT, now: HOT_SATURDAY });
      for (const refinements of [
        MAGIC_MIX,
        { angle: "deals" as const, tone: "banter" as const },
        { framework: "aida" as const },
      ]) {
        for (const post of await refine(base, refinements, { context: HOT, now: HOT_SATURDAY })) {
          const text = `${post.content} ${post.callToAction} ${post.imageDescription} ${post.videoIdea}`;
          for (const amount of amounts(text)) expect(amounts(brief)).toContain(amount);
          expect(text).not.toMatch(/free (?:pints?|drinks?|beers?|shots?)/i);
          expect(text).not.toMatch(/\b(?:favorite|color|neighbor|theater|center)\b/i);
        }
      }
    }
  });
});

describe("built-in writer: the posts issue 18 saw go wrong now pass the writing check", () => {
  // Tuesday 1 December 2026 with built-in averages, a Champions League match on the TV list and
  // Christmas party season under way: the context that used to leak into every post.
  const DECEMBER: ContentContext = {
    nextFavoriteMatch: null,
    upcomingSports: [
      {
        id: "fx-2",
        sport: "football",
        matchText: "Bayer Leverkusen v Arsenal",
        competition: "Champions League",
        date: "2026-12-01",
        kickOffTime: "20:00",
        tvChannels: ["TNT Sports"],
      },
    ],
    localEvents: [{ name: "Quiz", date: "2026-12-02", detail: "Every Wednesday" }],
    seasonalContext: {
      season: "winter",
      occasions: [{ name: "Christmas party season", date: "2026-12-01", daysAway: 0 }],
      summary: "Early December",
    },
    weather: { ...AVERAGES.weather!, temperatureC: 7 },
    pubFeatures: [],
  };
  const options = { context: DECEMBER, now: new Date("2026-12-01T10:00:00Z") };
  const sources = (brief: string, refinements?: Refinements): CheckSources => ({
    brief,
    today: "2026-12-01",
    refinements,
    weather: { isForecast: false, condition: "rain", temperatureC: 7 },
    fixtures: [{ text: "Bayer Leverkusen v Arsenal", date: "2026-12-01", kickoff: "20:00" }],
  });
  const problems = (posts: GeneratedPost[], brief: string, refinements?: Refinements) =>
    checkPosts(posts, sources(brief, refinements)).flatMap((post) =>
      post.quality.problems.map((problem) => problem.message),
    );

  it("£5 pints of Guinness keep what they are for, and no line is half a sentence", async () => {
    const brief = "£5 pints of guinness during the match and bacon butties at half time";
    for (const refinements of [undefined, MAGIC_MIX, { angle: "deals" as const }]) {
      const posts = refinements
        ? await refine(await write(brief, options), refinements, options)
        : await write(brief, options);
      expect(problems(posts, brief, refinements)).toEqual([]);
      for (const post of posts)
        expect(post.content).toContain(
          "£5 pints of Guinness during the match and bacon butties at half time",
        );
    }
  });

  it("the hand-off's match is on once, with its date and channel said once", async () => {
    const brief =
      "Showing Arsenal v Manchester United (Premier League) live on Sky Sports on Wednesday 2 December 2026 at 20:00. Come and watch it with us!";
    const posts = await write(brief, options);
    expect(problems(posts, brief)).toEqual([]);
    for (const post of posts) {
      expect(post.content).not.toMatch(/\bon on\b/);
      expect(post.content).toContain(
        "Arsenal v Manchester United (Premier League): Wednesday 2 December 2026, 8pm",
      );
      expect(post.content.match(/Sky Sports/g)).toHaveLength(1);
    }
  });

  it("a Sunday roast is about the roast: no match, no Christmas party season, no quiz, no weather", async () => {
    const brief = "sunday roast £16.95";
    for (const refinements of [
      undefined,
      MAGIC_MIX,
      { angle: "weather" as const },
      { tone: "urgent" as const },
    ]) {
      const posts = refinements
        ? await refine(await write(brief, options), refinements, options)
        : await write(brief, options);
      expect(problems(posts, brief, refinements)).toEqual([]);
      for (const post of posts) {
        expect(post.content).toContain("Sunday roast: £16.95");
        expect(post.content).not.toMatch(/Leverkusen|Christmas|quiz|chucking it down|rain/i);
      }
    }
  });

  it("Magic Mix never leaves a word on its own", async () => {
    for (const brief of [QUIZ, ROAST, "live music sat with the rusty nails from 9pm"]) {
      const posts = await refine(await write(brief, options), MAGIC_MIX, options);
      expect(problems(posts, brief, MAGIC_MIX)).toEqual([]);
      for (const post of posts) expect(post.content).not.toMatch(/\. [a-z]+\./);
    }
  });
});

describe("built-in writer: what reading its samples turned up", () => {
  const byPlatform = (posts: GeneratedPost[], platform: Platform) =>
    posts.find((post) => post.platform === platform)!;

  it("a charity golf day is played, not watched: no match-day words, no #MatchDay", async () => {
    const posts = await write("charity golf day fri 10th june £40 per player inc lunch");
    for (const post of posts) {
      expect(`${post.content} ${post.callToAction}`).not.toMatch(
        /watching|first tee shot|live at|for the round/i,
      );
      expect(post.hashtags).not.toContain("#MatchDay");
      expect(post.content).toContain("£40 per player including lunch");
    }
  });

  it("a time the landlord tied to words stays with them: 'ring walks about 10pm', not 'Ring walks about'", async () => {
    const posts = await write("boxing fight night sat, ring walks about 10pm, on tnt, big screens");
    for (const post of posts) {
      expect(post.content).toContain("Ring walks about 10pm");
      expect(post.content).not.toMatch(/about\s*$/m);
    }
  });

  it("one thing on is not a what's-on round-up: 'fancy a pint? we're open from 12 today'", async () => {
    const posts = await write("fancy a pint? we're open from 12 today, sun's out 😎");
    for (const post of posts) {
      expect(post.headline).not.toMatch(/what's on/i);
      expect(post.content).not.toMatch(/pick a night|your week/i);
      expect(post.content).toContain("Fancy a pint?");
    }
  });

  it("'every Sunday' and a price joined to its thing read in lower case mid-line", async () => {
    const carvery = await write("carvery every sunday 12-4pm, £12.50 adults £7 kids");
    for (const post of carvery) expect(post.content).not.toMatch(/\S, Every Sunday/);
    const vegan = await write("new vegan menu, 6 dishes, all under £12 🌱");
    for (const post of vegan) expect(post.content).toContain("New vegan menu: all under £12");
  });

  it("a deadline keeps its date: 'drop a new toy at the bar before 20th December'", async () => {
    const posts = await write("christmas toy appeal, drop a new toy at the bar before 20th dec");
    for (const post of posts) {
      expect(post.content).toContain("Drop a new toy at the bar before 20th December");
      expect(post.content).not.toMatch(/before\s*$/m);
    }
  });

  it("a wake is private hire said gently: no party, no jokes, no banter, whatever the tone", async () => {
    const brief = "celebration of life / wakes catered for, ring us on 01632 960777";
    const posts = await write(brief);
    const toned = await Promise.all(
      (["funnier", "banter", "cheekier", "urgent"] as const).map((tone) =>
        refine(posts, { tone, intensity: 5 }, { brief }),
      ),
    );
    const framed = await Promise.all(
      (["fomo", "pas", "aida"] as const).map((framework) => refine(posts, { framework }, { brief })),
    );
    const magic = await refine(posts, MAGIC_MIX, { brief });
    for (const post of [...posts, ...toned.flat(), ...framed.flat(), ...magic]) {
      expect(post.content).not.toMatch(
        /🎉|party|celebrate|see you there|😂|🥁|😉|🗣️|⏰|🚨|mate\b|all talk|miss (?:it|out)|sofa/i,
      );
      expect(post.hashtags).not.toContain("#NightOut");
      expect(post.content).toContain("01632 960777");
    }
  });

  it("hashtags that fit: bingo is not a quiz, a kids' afternoon is not a night out, prosecco is not real ale", async () => {
    const bingo = byPlatform(await write("bingo tonight 7pm eyes down, £1 a book"), "instagram");
    expect(bingo.hashtags).toContain("#Bingo");
    expect(bingo.hashtags.join(" ")).not.toMatch(/quiz|trivia/i);
    const pumpkins = byPlatform(
      await write("pumpkin carving for kids sat 2pm, £3 per pumpkin 🎃"),
      "instagram",
    );
    expect(pumpkins.hashtags).not.toContain("#NightOut");
    expect(pumpkins.hashtags).not.toContain("#PintTime");
    const prosecco = byPlatform(await write("prosecco £20 a bottle every friday"), "instagram");
    expect(prosecco.hashtags).not.toContain("#RealAle");
    expect(prosecco.hashtags).not.toContain("#BeerLovers");
  });
});

describe("built-in writer: notices are plain and short (issue 18, what the lead read)", () => {
  const write = async (brief: string, context: ContentContext = HOT) =>
    (
      await writer.writePosts({
        brief,
        pub: PUB,
        context,
        platforms: ["facebook", "instagram", "tiktok"],
        variant: 0,
        now: HOT_SATURDAY,
      })
    ).posts;

  it('a job advert keeps "evenings and weekends" whole and in order, and says nothing of the sunshine', async () => {
    for (const post of await write("staff wanted - bar staff evenings and weekends, apply within")) {
      expect(post.content).toMatch(/evenings and weekends/i);
      expect(post.content).not.toMatch(/\bWeekends\b[\s\S]*\bevenings\b/);
      expect(post.content).not.toMatch(/sun|weather|°C/i);
    }
  });

  it("a closure says sorry once and thanks once, even on a hot day with a forecast", async () => {
    for (const post of await write("kitchen closed tonight sorry, bar open as normal 😞")) {
      expect(post.content.match(/\bthank(?:s| you)\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(post.content.match(/\bsorry\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(post.content).not.toMatch(/sun|weather|°C|beer garden/i);
    }
  });

  it('"sorry all" is never a list line, and news of a death is told quietly', async () => {
    for (const post of await write("sorry all, kitchen closed tonight, bar open as normal"))
      expect(post.content).not.toMatch(/^\S+\s+sorry all$/im);
    for (const post of await write(
      "sadly our regular jim passed away last week, the pub will close at 2pm friday for his wake",
    )) {
      expect(post.content).not.toMatch(/!|😂|see you soon|🍻/i);
      expect(post.content).toContain("2pm Friday");
    }
  });
});

describe("built-in writer: what last session's reading of its posts found", () => {
  it("keeps the news the post is for: 'bookings now open', 'tickets on sale'", async () => {
    for (const post of await write("christmas party bookings now open"))
      expect(post.content).toMatch(/bookings now open/i);
    for (const post of await write("new years eve tickets on sale £15 inc buffet"))
      expect(post.content).toMatch(/tickets on sale/i);
  });

  it("one match with food is a match post with the food in it, not a what's-on list", async () => {
    for (const post of await write("six nations – wales v england saturday, bacon butties from 12")) {
      expect(post.headline).not.toMatch(/what's on/i);
      expect(post.content).not.toMatch(/your week|pick a night|what's on/i);
      expect(post.content).toContain("Wales v England (Six Nations): Saturday");
      expect(post.content).toContain("Bacon butties from 12");
    }
  });

  it("writes names in proper case: an act, a person, a beer called Landlord", async () => {
    for (const post of await write("the rusty nails live fri 9pm"))
      expect(post.content).toContain("The Rusty Nails");
    for (const post of await write("band on friday - the rusty nails"))
      expect(post.content).toContain("The Rusty Nails");
    for (const post of await write("music quiz thurs 8pm with quizmaster dave, £1 a head"))
      expect(post.content).toContain("quizmaster Dave");
    for (const post of await write("timothy taylors landlord back on at £4.20")) {
      expect(post.content).toContain("Timothy Taylor's Landlord");
      expect(post.content).not.toMatch(/\blandlord\b/);
    }
  });

  it("a staff-wanted post reads as a job ad: role, hours, how to apply", async () => {
    const chef = await write("chef wanted full time");
    for (const post of chef) {
      expect(post.content).toContain("👋 Chef wanted\n🕒 Full time\n📝 To apply, pop in for a chat");
      expect(post.content).not.toMatch(/Wanted full time/);
    }
    for (const post of await write("bar staff wanted evenings and weekends ask for mike"))
      expect(post.content).toContain("👋 Bar staff wanted\n🕒 Evenings and weekends\n📝 Ask for Mike");
  });

  it("a price sits with what it is for, and the booking note on its own line", async () => {
    for (const post of await write("sunday roast £16.95 booking recommended")) {
      expect(post.content).toContain("🍽️ Sunday roast: £16.95");
      expect(post.content).toContain("Booking recommended");
      expect(post.content).not.toContain("£16.95 booking");
    }
  });

  it("names no dish or drink the brief did not give (a Mother's Day lunch has no 'crispy roast potatoes')", async () => {
    for (const variant of [0, 1, 2, 3]) {
      for (const post of await write("mothers day lunch sunday 3 courses £28.95", { variant })) {
        expect(post.content).toContain("Mother's Day lunch: Sunday");
        expect(post.content).not.toMatch(/roast|potato|gravy|lager|cider/i);
      }
    }
  });

  it("a job ad puts the hours and how to apply on their own lines, whatever the role", async () => {
    for (const post of await write("glass collector needed fri and sat nights, cash in hand, ask for sue"))
      expect(post.content).toContain(
        "👋 Glass collector needed\n🕒 Friday and Saturday nights\n✨ Cash in hand\n📝 Ask for Sue",
      );
  });

  it("the landlord's own news stays whole: 'garden's open and the kids play area is back', 'families welcome till 8pm'", async () => {
    for (const post of await write(
      "garden's open and the kids play area is back, families welcome till 8pm 🌞",
    )) {
      expect(post.content).toContain("Garden's open and the kids play area is back!");
      expect(post.content).toContain("Families welcome till 8pm");
      expect(post.content).not.toMatch(/Garden's:|Is open and/);
    }
    for (const post of await write("celebration of life / wakes catered for, ring us on 01632 960777"))
      expect(post.content).toContain("Wakes catered for");
  });

  it("Magic Mix on a closure or a job advert keeps to the notice: no 'Don't miss it', no sofa, no tables going", async () => {
    for (const brief of ["closing early tonight at 9pm for staff training", "chef wanted full time"]) {
      const posts = await refine(await write(brief), MAGIC_MIX);
      for (const post of posts)
        expect(post.content).not.toMatch(
          /miss it|miss out|sofa|tables are gone|working late|gets here first/i,
        );
    }
  });

  it("news of a death names the regular as the landlord does, and never says 'fill the bar' beside a wake", async () => {
    const brief =
      "sadly our regular jim passed away last week, the pub will close at 2pm friday for his wake";
    for (const refinements of [{}, MAGIC_MIX, { tone: "funnier" as const }]) {
      const posts = Object.keys(refinements).length
        ? await refine(await write(brief), refinements)
        : await write(brief);
      for (const post of posts) {
        expect(post.content).toContain("Sadly our regular Jim passed away last week.");
        expect(post.content).not.toMatch(/\bjim\b|bar full|\bthey\b/);
      }
    }
  });

  it("a list stays one line ('birthdays, christenings and wakes'); a PAS or story on private hire or a job ad fits it", async () => {
    const hire = "function room free to hire for birthdays, christenings and wakes, buffets from £8pp";
    for (const post of await write(hire))
      expect(post.content).toContain("Free to hire for birthdays, christenings and wakes");
    for (const post of await refine(await write(hire), { framework: "pas" }))
      expect(post.content).not.toMatch(/good night out|tidy sofa/i);
    for (const post of await refine(await write("chef wanted full time"), { framework: "storytelling" }))
      expect(post.content).not.toMatch(/That's the plan/);
    for (const post of await write("quiz tues, karaoke fri and bingo sat"))
      expect(post.content).toMatch(/Quiz: Tuesday\n🎤 Karaoke: Friday\n🎱 Bingo: Saturday/);
  });

  it("the weather angle from averages fits the plan: no 'cosy by the fire' beside a BBQ if it's sunny, no 'winter evening' at 10am", async () => {
    const bbq = "if its sunny sat we'll have the bbq going in the garden from 1pm";
    for (const post of await refine(
      await write(bbq, { context: AVERAGES }),
      { angle: "weather" },
      { context: AVERAGES },
    ))
      expect(post.content).not.toMatch(/cosier|by the fire|evening/i);
    const coffee = "macmillan coffee morning fri 10am, cakes £1.50";
    for (const post of await refine(
      await write(coffee, { context: AVERAGES }),
      { angle: "weather" },
      { context: AVERAGES },
    ))
      expect(post.content).not.toMatch(/evening/i);
  });

  it("asking questions on a closure asks nobody 'Who's in?'", async () => {
    for (const post of await refine(await write("kitchen closed monday for deep clean"), {
      optimization: "questions",
    }))
      expect(post.content).not.toMatch(/who's in/i);
  });
});

describe("built-in writer: what the lead's reading found", () => {
  it("a darts league home match is played here, not shown on the telly, against a side named as a name", async () => {
    for (const post of await write("darts league home match tonight 7.30 vs the plough, free chip butties")) {
      expect(post.content).not.toMatch(/📺|sound up|book your table|watch/i);
      expect(post.content).toContain("Against The Plough");
      expect(post.content).not.toMatch(/\bV the plough/i);
    }
  });

  it("a guest ale reads as its name, strength and price; a charity and an act keep their capitals", async () => {
    for (const post of await write("new guest ale on: hobgoblin ruby 4.5% £4.20 a pint")) {
      expect(post.content).toContain("Hobgoblin Ruby (4.5%): £4.20 a pint");
      expect(post.content).not.toMatch(/\bOn:/);
    }
    for (const post of await write(
      "xmas jumper day fri 11th dec, wear one get £1 off any drink, all money to st michaels hospice",
    )) {
      expect(post.content).toContain("St Michael's Hospice");
      // A jumper day is a day: no night out.
      expect(post.content).not.toMatch(/night/i);
    }
    for (const post of await write("live music sat 9pm - stevie b acoustic covers, free entry"))
      expect(post.content).toContain("Stevie B");
  });
});

describe("built-in writer: what the lead's earlier reading left", () => {
  it("meal times with 'every day' are one food-hours post, every day for all of them", async () => {
    for (const post of await write("breakfast 9-11, lunch 12-3, dinner 5-9 every day")) {
      expect(post.content).toMatch(
        /Breakfast, lunch and dinner: Every day\n🍽️ Breakfast: 9-11\n🍽️ Lunch: 12-3\n🍽️ Dinner: 5-9\n/,
      );
    }
  });

  it("'every week' goes with the specials board, not on a line of its own", async () => {
    for (const post of await write(
      "new chef! new specials board every week, come and try the lamb shank £18.50",
    )) {
      expect(post.content).toContain("New specials board: Every week");
      expect(post.content).not.toMatch(/^✨ Every week$/m);
    }
  });

  it("a quiz is 'back' only when the brief says so; no season's hashtag on a post not about the season", async () => {
    for (const variant of [0, 1, 2, 3]) {
      for (const post of await write("quiz night thurs 8pm £1 a head", { variant })) {
        expect(post.content).not.toMatch(/is back/i);
        expect(post.hashtags.join(" ")).not.toMatch(/#(?:Autumn|Winter)Nights/);
      }
    }
    const mulled = await write("mulled wine and mince pies by the fire all december £4.50");
    // The test pub's season is autumn: mulled wine by the fire is about it.
    expect(mulled.some((post) => post.hashtags.includes("#AutumnNights"))).toBe(true);
  });
});

describe("built-in writer: what the lead's third reading found", () => {
  const everyWay = async (brief: string) => {
    const plain = await write(brief);
    const refined = await Promise.all(
      [MAGIC_MIX, ...FRAMEWORKS.map((framework) => ({ framework })), ...TONES.map((tone) => ({ tone }))].map(
        (refinements) => refine(plain, refinements),
      ),
    );
    return [plain, ...refined].flat();
  };

  it("bingo, karaoke, a race night and a meat raffle get no team-quiz lines and no 🧠", async () => {
    for (const brief of [
      "bingo tonight 7pm eyes down, £1 a book",
      "music bingo friday from 8, win a bottle of prosecco",
      "karaoke fri 9pm",
      "race night fri 7.30, £1 a horse",
      "meat raffle sunday 4pm, tickets £1",
    ])
      for (const variant of [0, 1, 2, 3]) {
        for (const post of await write(brief, { variant }))
          expect(published(post)).not.toMatch(/🧠|your team|team name|quiz|brains|grey matter/i);
      }
    for (const post of await everyWay("bingo thurs 8pm eyes down"))
      expect(published(post)).not.toMatch(/🧠|your team|team name|quiz|brains|grey matter/i);
    // At karaoke the reader is the singer; a folk night has no dance floor; a car boot is no night out.
    for (const post of await everyWay("karaoke fri 9pm"))
      expect(post.content).not.toMatch(/leave this one to the professionals|guitar and a fish/i);
    for (const post of await everyWay("folk night thurs 8pm in the back room"))
      expect(post.content).not.toMatch(/dance floor|best dancer/i);
    for (const post of await everyWay("car boot in the car park sunday 7am, pitches £10"))
      expect(post.content).not.toMatch(/\bnight\b|morning after/i);
  });

  it("'eyes down' from the brief is said once, never listed and signed off with again", async () => {
    for (const variant of [0, 1, 2, 3, 4, 5])
      for (const post of await write("bingo thurs 8pm eyes down", { variant }))
        expect(count(post.content, /eyes down/gi)).toBe(1);
    for (const post of await everyWay("bingo thurs 8pm eyes down"))
      expect(count(post.content, /eyes down/gi)).toBeLessThanOrEqual(1);
  });

  it("a list line's emoji says what the line is about: 🎱 for the pool table, never 📞", async () => {
    for (const post of await write("pool table free all day, darts tonight 8pm")) {
      expect(post.content).toContain("🎱 Pool table free all day");
      for (const line of post.content.split("\n").filter((text) => text.startsWith("📞")))
        expect(line).toMatch(/\d{3,}|\bcall\b|\bring\b/i);
    }
    for (const post of await write("sunday roast £16.95 booking recommended"))
      expect(post.content).toContain("📌 Booking recommended");
  });

  it("'no food just drinks' gets its comma, and nothing else changes", async () => {
    for (const post of await everyWay("no food just drinks tonight, kitchen closed")) {
      expect(post.content).toMatch(/No food, just drinks/i);
      expect(post.content).not.toMatch(/no food just/i);
    }
  });

  it("no night-time hashtag on a daytime plan: Boxing Day 12-6, a roast 12-4", async () => {
    for (const brief of [
      "boxing day opening 12-6",
      "sunday roast 12-4 £14.95",
      "christmas day lunch 12-3 £65pp",
    ]) {
      for (const posts of [await write(brief), await refine(await write(brief), { angle: "weather" })])
        for (const post of posts) expect(post.hashtags.join(" ")).not.toMatch(/night|evening/i);
    }
    // A night out keeps its night.
    const quiz = await refine(
      await write("quiz thurs 8pm", { context: AVERAGES }),
      { angle: "weather" },
      { context: AVERAGES },
    );
    expect(quiz.some((post) => post.hashtags.includes("#AutumnNights"))).toBe(true);
  });

  it("food hours keep 'every day', and 'weekends' and 'Monday-Friday' survive", async () => {
    for (const post of await everyWay("food served 12-9 every day"))
      expect(post.content).toMatch(/every day/i);
    for (const post of await everyWay("food 12-9 mon-fri, 12-6 weekends")) {
      expect(post.content).toMatch(/Monday-Friday/);
      expect(post.content).toMatch(/weekends/i);
    }
  });

  it("a brewery, a club or a charity named before its kind gets capitals; 'the local brewery' does not", async () => {
    for (const post of await write("saltaire brewery tap takeover sat from 12")) {
      expect(post.content).toContain("Saltaire Brewery");
      expect(post.content).not.toMatch(/saltaire brewery/);
    }
    for (const post of await write("tap takeover sat, 8 beers from north brewing, from 12"))
      expect(post.content).toContain("North Brewing");
    for (const post of await write("new guest ale from the local brewery this weekend"))
      expect(post.content).toMatch(/the local brewery/);
  });

  it("the brewery taking over the taps is a name, and '3 breweries' is a count, not 3 o'clock", async () => {
    for (const post of await write("tap takeover w/ cloudwater fri, 8 lines, brewer in from 6")) {
      expect(post.content).not.toMatch(/cloudwater/);
      if (post.platform !== "tiktok") expect(post.content).toContain("Cloudwater");
    }
    for (const post of await write("tap takeover with beers from 3 breweries friday")) {
      expect(post.content).not.toMatch(/from 3\b(?! breweries)/);
      if (post.platform !== "tiktok") expect(post.content).toContain("3 breweries");
      expect(post.content).not.toMatch(/^\S+ With beers/m);
    }
  });

  it("'vs the plough' names a side; 'against the clock' and 'v the rest of the pub' stay words", async () => {
    for (const post of await write("darts league home match tonight 7.30 vs the plough"))
      expect(post.content).toContain("Against The Plough");
    for (const post of await write("darts match v the rest of the pub fri 8pm")) {
      expect(post.content).toMatch(/the rest of the pub/);
      expect(post.content).not.toMatch(/The Rest/);
    }
    for (const post of await write("charity walk against the odds sat 10am"))
      expect(post.content).not.toMatch(/The Odds/);
    for (const post of await write("crib match tues 7.30 v the fox and hounds"))
      expect(post.content).toContain("Against The Fox and Hounds");
  });

  it("'no booking, just turn up' is never followed by 'Book your table'", async () => {
    for (const brief of [
      "sunday roast 12-4 £14.95, no booking just turn up",
      "open mic sunday 4pm, no booking just turn up",
    ])
      for (const post of await everyWay(brief)) {
        expect(post.content).toContain("No booking, just turn up");
        expect(`${post.content}\n${post.callToAction}`).not.toMatch(
          /\bbook (?:a|your|now)|booked|reserve a/i,
        );
      }
  });

  it("what reading the new corpus briefs turned up", async () => {
    // A brewery is not a band: beers from two breweries are not a music night.
    for (const post of await write(
      "new guest ales from thornbridge brewery and magic rock brewing this week",
    )) {
      expect(post.content).toContain("Thornbridge Brewery and Magic Rock Brewing");
      expect(published(post)).not.toMatch(/music|🎶|at the front/i);
    }
    // Easter Monday is the day, not just "Monday".
    for (const post of await write("easter monday open 11am, kitchen 12-8"))
      expect(post.content).toContain("Easter Monday");
    // "open on Weekdays" reads "open weekdays"; an act after "live music:" plays with it.
    for (const post of await write("kitchen open weekdays 12-2 and 5-9, sundays 12-6"))
      expect(post.content).not.toMatch(/on Weekdays/);
    for (const post of await write("live music: the blue tones sat 9pm, free entry")) {
      expect(post.content).toContain("The Blue Tones");
      expect(post.content).not.toMatch(/live music: the blue tones: /i);
    }
    for (const post of await write(
      "wedding fair sun 11-3, meet local suppliers and the harrogate brass band",
    ))
      expect(post.content).toContain("the Harrogate Brass Band");
  });

  it("darts with an entry fee and a pot is played at the pub, not shown on the telly", async () => {
    for (const post of await write(
      "darts tonight against the clock challenge 8pm, £2 entry, winner takes the pot",
    )) {
      const text = published(post);
      expect(text).toContain("🎯");
      expect(text).toContain("£2 entry");
      expect(text).not.toMatch(/📺|big match|sound up|#MatchDay|#LiveSport|for the match|a good seat/i);
    }
  });

  it("a hashtag names no drink the brief did not: fizz may be prosecco, so no #Champagne", async () => {
    for (const post of await write("new years eve party, dj from 9pm, tickets £15 inc fizz"))
      expect(post.hashtags.join(" ")).not.toMatch(/champagne|prosecco/i);
  });

  it("rain before a car boot in the car park says bring a brolly, not get cosy indoors", async () => {
    for (const post of await write("car boot sale sunday 8am in the car park, pitches £10"))
      expect(post.content).not.toMatch(/indoors|by the fire|rain on the windows|warm pub/i);
  });

  it("a hook puts an article before the event's name: 'Make it the Saltaire Brewery tap takeover'", async () => {
    for (const variant of [0, 1, 2, 3])
      for (const post of await write(
        "saltaire brewery tap takeover friday, 6 cask lines, meet the brewer from 7",
        { variant },
      ))
        expect(post.content).not.toMatch(/Make it Saltaire/);
  });
});

describe("built-in writer: issue #18, the lead's fourth reading", () => {
  it("keeps a time with what it qualifies, and a happening's time with the happening", async () => {
    for (const post of await write("kids eat free weekdays before 5")) {
      expect(post.content).toContain("Kids eat free: Weekdays, before 5");
      expect(post.content).not.toMatch(/^\S+ Before 5$/mu);
    }
    for (const post of await write("tap takeover w/ cloudwater fri, meet the brewer from 7")) {
      expect(post.content).toMatch(/Meet the brewer from 7/);
      expect(post.content).not.toMatch(/takeover[^\n]*: Friday, from 7/i);
    }
  });

  it("a bare 'darts tonight' is darts at the pub: no screen, no channel, no sound up", async () => {
    for (const variant of [0, 1, 2])
      for (const brief of ["darts tonight", "snooker tonight", "boxing sat night"])
        for (const post of await write(brief, { variant }))
          expect(published(post)).not.toMatch(/\b(?:screens?|telly|tv|sky|tnt|live on|sound up)\b/i);
    for (const post of await write("darts tonight")) expect(post.content).toContain("🎯 Darts: Tonight");
    // The telly said in another clause is still the darts' telly.
    for (const post of await write("darts tonite 7pm, live on sky sports"))
      expect(post.content).toContain("Live on Sky Sports");
  });

  it("a day word never sits inside a name: 'Darts against the clock challenge: Tonight, 8pm'", async () => {
    for (const post of await write(
      "darts tonight against the clock challenge 8pm, £2 entry, winner takes the pot",
    )) {
      expect(post.content).toContain("Darts against the clock challenge: Tonight, 8pm");
      expect(post.content).not.toMatch(/darts tonight against/i);
    }
  });

  it("every variant: a job keeps its capitals, and a wake is never 'something to celebrate'", async () => {
    for (const variant of [0, 1, 2]) {
      for (const post of await write("christmas temps wanted, bar and floor staff, december only", {
        variant,
      }))
        expect(post.content).not.toMatch(/\bchristmas temps\b/);
      for (const post of await write(
        "baby showers, birthdays, wakes - room for hire, buffet menu from £9pp",
        {
          variant,
        },
      ))
        expect(post.content).not.toMatch(/(?:Planning something|something to celebrate)\? Wakes/);
    }
  });

  it("a job ad keeps the role and the hours whole ('Part time bar staff wanted', '5 days including weekends')", async () => {
    for (const post of await write(
      "staff wanted - part time bar staff, evenings n weekends, ask behind the bar",
    )) {
      expect(post.content).not.toMatch(/🕒 Part time/i);
      if (post.platform !== "tiktok") expect(post.content).toMatch(/Part time bar staff wanted/i);
    }
    for (const post of await write(
      "chef wanted full time, 5 days inc weekends, £13/hr, email cv to jobs@redlion.example",
    ))
      if (post.platform !== "tiktok") expect(post.content).toMatch(/5 days including weekends/);
  });

  it("a room offered for wakes too is headed by the room, with no balloon beside a wake", async () => {
    for (const variant of [0, 1, 2]) {
      for (const post of await write(
        "baby showers, birthdays, wakes - room for hire, buffet from £8.50 a head",
        {
          variant,
        },
      )) {
        expect(post.content).toMatch(/Room for hire/);
        expect(post.content).not.toMatch(/🎈 Wakes|Wakes at The Red Lion/);
        expect(post.content).not.toMatch(/something to celebrate|Planning something/i);
      }
      for (const post of await write("celebration of life / wakes catered for, ring us on 01632 960777", {
        variant,
      }))
        expect(post.content).not.toMatch(/🎈|🥂|🎉/);
    }
  });
});

describe("built-in writer: briefs that mix facts, a request or news (session 9)", () => {
  it("a called-off quiz is a notice, never 'your team is needed'", async () => {
    const brief = "tonights quiz cancelled due to staff illness, back next week";
    const posts = await write(brief);
    for (const post of posts) {
      expect(post.content).toMatch(/quiz cancelled/i);
      expect(post.content).not.toMatch(/is on\b|at the ready|team is needed|see you there/i);
    }
    const checked = checkPosts(posts, { brief, today: "2026-11-03" });
    expect(checked.flatMap((post) => post.quality.problems.map((problem) => problem.code))).toEqual([]);
  });

  it("a team wanting players invites people to join, never 'pencil it in'", async () => {
    for (const post of await write(
      "ladies darts team looking for new players, practice weds 7.30, all abilities",
    )) {
      expect(post.content).toContain("Looking for new players");
      expect(post.content).toContain("Practice Wednesday 7.30");
      expect(post.content).not.toMatch(/pencil it in|save the date|make a day of it|tomorrow at 7\.30/i);
    }
  });

  it("a trip leaves from the pub: not racing on the screens, and not 'at The Red Lion'", async () => {
    for (const post of await write("cheltenham trip sat 12th coach leaves 9am £35 inc entry seats left")) {
      expect(post.content).not.toMatch(/📺|pick your horse|cheer them home|trip at The Red Lion/i);
      expect(post.content).toContain("Coach leaves 9am");
      expect(post.hashtags).not.toContain("#HorseRacing");
    }
  });

  it("names the landlord types in lower case come out with capitals: 'RIP Big Dave', 'I'm Sarah … partner Tom'", async () => {
    for (const post of await write(
      "rip big dave regular 30 yrs, wake here fri 18th from 2pm all welcome his fave pint on the bar",
    )) {
      expect(post.content).toContain("Big Dave");
      expect(post.content).not.toMatch(/\bBig was\b|Big's/);
    }
    for (const post of await write(
      "hi all im sarah and me and my partner tom have taken over the pub, come say hello fri 4th",
    ))
      expect(post.content).toMatch(/Sarah[\s\S]*Tom/);
  });

  it("a Christmas Day menu is no 'no fuss' pub grub, and a wine deal gets no pint", async () => {
    for (const post of await write("christmas day menu £65, 4 courses, bookings only, deposit required"))
      expect(post.content).not.toMatch(/no fuss/i);
    for (const post of await write("steak night thurs 2 steaks + bottle of wine £40"))
      expect(post.content).not.toMatch(/pint to wash it down/i);
  });
});

describe("built-in writer: briefs typed in one breath (session 10)", () => {
  const checkedCodes = async (brief: string) =>
    checkPosts(await write(brief), {
      brief,
      today: "2026-11-03",
      weather: { isForecast: true, condition: "rain", temperatureC: 9 },
    }).flatMap((post) => post.quality.problems.map((problem) => problem.code));

  it("names a thing no kind knows from the brief's opening words, never pasting the brief as the headline", async () => {
    for (const post of await write("tapas night fri 11th 6-9 any 3 plates £15")) {
      expect(post.content).toContain("Tapas night: Friday 11th, 6-9");
      expect(post.content).toContain("Any 3 plates £15");
      expect(post.content).not.toMatch(/Tapas night Friday 11th 6-9 any 3 plates/);
    }
    for (const post of await write("family xmas film sun 13th elf at 2pm popcorn + hot choc £3 kids free")) {
      expect(post.content).toContain("Family Christmas film (Elf): Sunday 13th, 2pm");
      expect(post.content).toContain("Popcorn and hot chocolate £3");
      expect(post.content).toMatch(/Kids free/);
    }
    expect(await checkedCodes("pie n pint fri £11 from 5pm")).toEqual([]);
  });

  it("splits what the check would find glued: 'Doors 6.30' and 'Tickets £15 from the bar'", async () => {
    for (const post of await write("darts exhibition thurs 17th doors 6.30 tickets £15 from the bar")) {
      expect(post.content).toMatch(/Darts exhibition/i);
      expect(post.content).toMatch(/\n\S+ Doors 6\.30\n\S+ Tickets £15 from the bar/u);
    }
    for (const post of await write("folk session sun 13th 4-7 free entry bring an instrument"))
      expect(post.content).toMatch(/Free entry\n\S+ Bring an instrument/u);
  });

  it("hours over several occasions are a line each, each with its own hours", async () => {
    const brief = "xmas hrs xmas eve 11-11 xmas day 12-2 drinks only boxing day 12-10 nye 12-1am nyd 12-8";
    for (const post of await write(brief)) {
      for (const line of [
        "Christmas Eve: 11-11",
        "Christmas Day: 12-2, drinks only",
        "Boxing Day: 12-10",
        "New Year's Eve: 12-1am",
        "New Year's Day: 12-8",
      ])
        expect(post.content).toContain(line);
    }
    expect(await checkedCodes(brief)).toEqual([]);
  });

  it("a night in someone's memory is gentle; a price rise is a plain notice; a request asks", async () => {
    for (const post of await write(
      "pint for pete sat 16th jan 1 yr since we lost him raising a glass at 8pm his band playing donations to macmillan",
    )) {
      expect(post.content).toContain("Pint for Pete");
      expect(post.content).not.toMatch(/!|🎉|Cheers|make a night of it/);
    }
    for (const post of await write(
      "carling going up to £4.60 from mon 7th brewery put prices up sorry not our choice",
    )) {
      expect(post.content).toMatch(/Carling going up to £4\.60 from Monday 7th\./);
      expect(post.content).not.toMatch(/same good pints|See you at the bar|7Th/);
    }
    for (const post of await write(
      "anyone got a gazebo we can borrow for our xmas market stall outside sat 5th 10-3 pls msg",
    )) {
      if (post.platform === "tiktok") continue;
      expect(post.content).toMatch(/Anyone got a gazebo[^\n]*\?/);
      expect(post.content).not.toMatch(/seat and a pint waiting/);
    }
  });

  it("news of a change stays one notice; a team asks for players; a landlord's farewell thanks people", async () => {
    for (const post of await write(
      "quiz moving to thurs from 7th jan same time 8.30 weds is now pool league nite",
    )) {
      expect(post.content).toMatch(/Quiz moving to Thursday from 7th January/);
      expect(post.content).toMatch(/Wednesday is now pool league night/);
      expect(post.content).not.toMatch(/what's on/i);
    }
    for (const post of await write(
      "need 2 more players for dominoes team mondays 8pm no experience needed just turn up",
    )) {
      expect(post.content).toContain("Needs 2 more players");
      expect(post.content).toMatch(/No experience needed, just turn up/);
      expect(post.content).not.toMatch(/Need 2 more players for dominoes team Mondays 8pm/);
    }
    for (const post of await write(
      "after 22 yrs me + jan are retiring last shift sat 2nd jan new landlord mike takes over mon 4th leaving do sat 2nd from 7 all welcome",
    )) {
      expect(post.content).toMatch(/Jan and I are retiring/);
      expect(post.content).toMatch(/New landlord Mike takes over Monday 4th/);
      expect(post.content).not.toMatch(/After 22 years me!/);
    }
  });
});

describe("built-in writer: names, results and notices from two more fresh readers (session 10)", () => {
  it("names said in passing keep their capitals: acts, people, teams and pubs", async () => {
    const cases: Array<[string, string[]]> = [
      [
        "england v wales on tv sat 5th 3pm ko, pie n pint £10 all day then the rusty nails live from 9 free entry",
        ["The Rusty Nails"],
      ],
      [
        "jukebox heroes cancelled sat 12th singer poorly, sarah lane stepping in 9pm still free entry",
        ["Sarah Lane"],
      ],
      [
        "closed fri 18th dec 12-6 for dave hughes wake family + friends only, reopen 6pm come raise a glass to dave 40yrs a regular",
        ["Dave Hughes", "family and friends only"],
      ],
      [
        "darts team beat the red lion 7-2 away last nite get in!! home to the crown fri 11th 8pm come support free sarnies",
        ["The Crown", "7-2", "Free sarnies"],
      ],
    ];
    for (const [brief, names] of cases)
      for (const post of await write(brief)) for (const name of names) expect(post.content).toContain(name);
  });

  it("a score is not a time, and news gets no pub-night filler", async () => {
    for (const post of await write(
      "darts team beat the red lion 7-2 away last nite get in!! home to the crown fri 11th 8pm come support free sarnies",
    )) {
      expect(post.content).not.toMatch(/Darts: 7-2|, 7-2\b/);
      expect(post.content).toMatch(/beat The Red Lion 7-2/);
    }
    for (const post of await write(
      "found black lab no collar in the car park this morn shes safe in the back bar w/ water, ring 07700 900123 if shes yours pls share",
    )) {
      expect(post.content).not.toMatch(/same good pints|seat and a pint|Come and say hello/i);
      expect(post.content).toMatch(/she's safe/);
    }
  });

  it("Christmas hours keep each day's date, and a closure among them is never 'good news'", async () => {
    for (const post of await write(
      "xmas opening: xmas eve thu 24th 11-late, xmas day 11-2 drinks only, boxing day 12-6 no food, nye til 1am",
    )) {
      expect(post.content).toContain("Christmas Eve (Thursday 24th): 11-late");
      expect(post.content).toContain("Boxing Day: 12-6, no food");
      expect(post.content).toContain("New Year's Eve: till 1am");
    }
    for (const post of await write(
      "kitchen shut mon 7th dec chef off sick, back tues 8th, bar open as normal 12-11 sorry all",
    ))
      expect(post.content).not.toMatch(/[Gg]ood news|Chef Off/);
  });
});

describe("built-in writer: a third fresh reader's briefs (session 10)", () => {
  it("a request asks, a thank-you thanks, a fight keeps its channel's capitals, a trip its town", async () => {
    for (const post of await write(
      "can anyone help lost a black labrador called bella near the pub this morning red collar pls msg us if u see her",
    )) {
      if (post.platform !== "tiktok") expect(post.content).toMatch(/Can anyone help\?/);
      expect(post.content).toContain("Bella");
      expect(post.content).not.toMatch(/Bella Near/);
    }
    for (const post of await write(
      "thank u to everyone who came to our 10th birthday bash sat nite amazing turnout also new winter menu starts thurs 3rd dec",
    ))
      expect(post.content).not.toMatch(/in the diary|also new winter menu/i);
    for (const post of await write(
      "big fight sat 12th dec on sky box office £10 on the door ring walks about 11pm kitchen open till 9 then late bar till 2am over 18s only",
    )) {
      expect(post.content).toContain("Sky Box Office");
      expect(post.content).toMatch(/Over 18s only/);
    }
    for (const post of await write(
      "trip to york races sat 16th jan coach leaves pub 9am £40 inc ticket n coach pay deposit behind bar by 20th dec",
    )) {
      expect(post.content).toContain("York races");
      expect(post.content).toMatch(/Pay deposit behind the bar by 20th December/);
    }
  });

  it("a match with a food deal keeps the kick-off with the match and the deal on a line of its own", async () => {
    for (const post of await write(
      "football sat 12th dec liverpool v man utd kick off 5.30 on the big screen pie n pint deal £9 book a table",
    )) {
      expect(post.content).toMatch(/Liverpool v Man Utd[^\n]*5\.30/);
      expect(post.content).toMatch(/\n\S+ Pie and pint deal £9/u);
      expect(post.content).not.toMatch(/Dec Liverpool/);
    }
  });
});

describe("built-in writer: a fourth fresh reader's briefs (session 10)", () => {
  it("lost property is news, not a music night; a charity total thanks people, never 'get it in the diary'", async () => {
    for (const post of await write(
      "found black north face jacket left sat nite + set of car keys w/ vw fob ask behind bar",
    )) {
      expect(post.content).not.toMatch(/🎶|Good tunes|make a night of it|See you at the front/);
      expect(post.hashtags).not.toContain("#MusicNight");
      // Passed on plainly, with the brands' capitals.
      if (post.platform !== "tiktok")
        expect(post.content).toMatch(/^📢 Found black North Face jacket[^\n]*VW fob\./u);
    }
    for (const post of await write("steak nite tues 8th dec 2 steaks + bottle of red £35 from 6pm"))
      expect(post.content).not.toMatch(/pint to wash it down/);
    for (const post of await write(
      "charity darts raised £1340 for macmillan thank u all esp mick who shaved his head beat last yrs total by £300",
    ))
      expect(post.content).not.toMatch(/in the diary|Coming up|you're invited/i);
  });

  it("typed shorthand is written out: 'bein', 'cud', 'shud', 'steppin'", async () => {
    for (const post of await write(
      "new floor bein laid mon so we cud be shut till 2pm, card machine shud be fixed tmrw",
    ))
      expect(post.content).not.toMatch(/\b(?:bein|cud|shud)\b/);
  });
});

describe("built-in writer: two more fresh readers' briefs (session 11)", () => {
  it("a quiz called off is a notice that it is off, never 'pens at the ready'", async () => {
    for (const post of await write(
      "quiz weds is cancelled this week cos of the boiler, back next week same time 8pm",
    )) {
      if (post.platform !== "tiktok")
        expect(post.content).toMatch(/^📢 [^\n]*quiz is cancelled this Wednesday/iu);
      expect(post.content).not.toMatch(/at the ready|Dust off|grey matter|see you there/i);
      expect(post.content).toMatch(/Because of the boiler/);
    }
  });

  it("carols and an acoustic open mic are never 'turn it up', and a choir keeps its saint's apostrophe", async () => {
    for (const post of await write(
      "carol singin w/ st marys choir sun 20th 6pm, mulled wine £3.50, all proceeds to the hospice",
    )) {
      expect(post.content).toMatch(/St Mary's Choir/);
      expect(post.content).not.toMatch(/Turn it up|at the front|loud/i);
    }
    for (const post of await write(
      "open mic tmrw 8pm, sign up at bar, free pint for every performer, acoustic only pls",
    )) {
      expect(post.content).not.toMatch(/Turn it up|loudest voice/i);
      // Where to sign up is pointed at, not toasted with a pint.
      if (post.platform !== "tiktok") expect(post.content).toMatch(/👉 Sign up at the bar/u);
    }
  });

  it("lost property is pointed to the bar and passed on once; a cup win is congratulated", async () => {
    for (const post of await write(
      "lost property - black north face jacket left sat nite, behind the bar if its urs",
    )) {
      expect(post.content).toMatch(/👉 Behind the bar if it's yours/u);
      expect(count(post.content, /share|pass this on/gi)).toBeLessThanOrEqual(1);
    }
    for (const post of await write(
      "our sunday league team the red lion rovers won the cup!! free pint for every player tonight, come celebrate from 6",
    )) {
      expect(post.content).toMatch(/the Red Lion Rovers won the cup/);
      // The landlord's invitation is the point of the post: it is never dropped as a stock phrase.
      expect(post.content).toMatch(/Come celebrate from 6/);
      expect(post.content).not.toMatch(/pass this on|share/i);
    }
  });

  it("a price rise leads its notice even when an offer that stays is named after it", async () => {
    for (const post of await write(
      "price of a pint going up 20p from mon cos of brewery costs, sorry, happy hr stays 4-6 mon-fri",
    )) {
      expect(post.content).toMatch(/📢/u);
      expect(post.content).not.toMatch(/\bcos\b|\bhr\b|Poured properly/);
    }
  });

  it("a day out to the races is a trip, not a match on the telly; a memorial match is gentle", async () => {
    for (const post of await write(
      "racing at york sat, minibus leaves pub 10am £25 return, book at bar by weds, back around 7 for the karaoke",
    )) {
      expect(post.content).not.toMatch(/Big match|match-day|kick-off|📺/u);
      expect(post.content).toMatch(/Racing at York/);
    }
    for (const post of await write(
      "memorial darts comp for steve h sat 2pm, £5 entry all money to prostate cancer uk, he'd have loved it ❤️",
    )) {
      expect(post.content).not.toMatch(/🎉|Save the date|make a day of it|in the diary/u);
      expect(post.content).not.toMatch(/^✨/mu);
    }
  });

  it("offers, stretches of days and shorthand typed in one breath read as the landlord meant them", async () => {
    for (const post of await write(
      "fish n chips fri £11 and 2 for 1 on cocktails 5-7, plus karaoke from 9",
    )) {
      expect(post.content).toMatch(/Fish and chips: Friday, £11/);
      expect(post.content).toMatch(/2-for-1 on cocktails 5-7/);
      expect(post.content).not.toMatch(/Friday, 1\b|Friday at 1\b/);
    }
    for (const post of await write(
      "beer fest fri 11th - sun 13th, 20 cask ales, live band sat nite (the hollow oaks), £5 entry incl glass",
    ))
      expect(post.content).toMatch(/Friday 11th to Sunday 13th/);
    for (const post of await write(
      "closed tmrw due to burst pipe sorry all, should b back open thurs normal hours, quiz moved to next week",
    )) {
      expect(post.content).toMatch(/Should be back open Thursday/);
      expect(post.content).not.toMatch(/Should B\b/);
    }
    for (const post of await write(
      "boxing sun nite fury fight ring walks about 11pm, were staying open late til 1am, no entry after midnight",
    ))
      expect(post.content).toMatch(/We're staying open late/);
    for (const post of await write("six nations eng v france sun 3pm big screen"))
      expect(post.content).toMatch(/England v France/);
  });

  it("says the same advice once, and marks a line by what it is about", async () => {
    for (const post of await write(
      "six nations eng v france sat 4.45, guinness £4.50 all match, come early for seats",
    ))
      expect(count(post.content, /\bearly\b/gi)).toBe(1);
    for (const post of await write(
      "world cup qualifier eng v italy thurs 7.45, half price wings 5-7 before kick off, no booking needed",
    ))
      if (post.platform !== "tiktok") expect(post.content).toMatch(/🍽️ Half price wings/u);
    for (const post of await write("rip big tony, regular here 30 yrs. wake fri from 2pm all welcome"))
      expect(post.content).not.toMatch(/✨/u);
  });
});

describe("built-in writer: more of what the session 11 readers found", () => {
  it("hours after a price are the thing's; a Grand Prix is named by where it is run", async () => {
    for (const post of await write("sunday roast back this wk, beef or lamb £14.95 12-5")) {
      expect(post.content).toMatch(/Sunday roast: 12-5/);
      expect(post.content).toMatch(/Beef or lamb £14\.95\n/);
    }
    for (const post of await write("f1 abu dhabi sun 1pm, breakfast served from 11 £8.95 full english")) {
      expect(post.content).toMatch(/Abu Dhabi Grand Prix/);
      expect(post.content).not.toMatch(/^✨ Abu Dhabi$/mu);
    }
  });

  it("an act named in brackets keeps its name and its time; a qualifier is a qualifier", async () => {
    for (const post of await write(
      "curry night tues £12 for curry + pint, and jazz trio (blue note three) from 8",
    )) {
      expect(post.content).toMatch(/Jazz trio \(Blue Note Three\) from 8/);
      expect(post.content).not.toMatch(/Curry night: Tuesday, from 8/);
    }
    for (const post of await write("world cup qualifier eng v italy thurs 7.45, half price wings 5-7"))
      expect(post.content).toMatch(/England v Italy \(World Cup qualifier\)/);
  });

  it("a day's hours keep their 'only' and the act that plays", async () => {
    for (const post of await write(
      "boxing day opening 12-6 only, no food, xmas eve open till 1am w/ live band the jukebox heroes",
    )) {
      expect(post.content).toMatch(/Boxing Day: 12-6 only, no food/);
      expect(post.content).toMatch(/Christmas Eve: till 1am, with live band The Jukebox Heroes/);
    }
  });
});

describe("built-in writer: the third and fourth session 11 readers", () => {
  it("a match named after its sport is the thing on; each match keeps its own competition", async () => {
    for (const post of await write(
      "rugby sat, leinster v leicester champions cup 3.10pm on the tv, roast served til 4 so get in early",
    )) {
      expect(post.content).toMatch(/Leinster v Leicester(?: \(the Champions Cup\))?: Saturday, 3\.10pm/);
      expect(post.content).toMatch(/Roast served till 4 so get in early/);
    }
    for (const post of await write(
      "f1 british gp sun 3pm, free bacon sarnie if u come in ur team shirt. darts world matchplay fri from 7",
    )) {
      expect(post.content).not.toMatch(/Darts \(the Grand Prix\)|British gp/);
      expect(post.content).toMatch(/World Matchplay/);
    }
  });

  it("an apology that opens a closure comes after it; both closed days are the closure's", async () => {
    for (const post of await write(
      "sorry folks kitchen shut mon + tues next wk for a deep clean, bar still open as normal",
    ))
      if (post.platform !== "tiktok") expect(post.content).toMatch(/^📢/u);
    for (const post of await write("closed xmas day and boxing day, back open 27th from 12")) {
      expect(post.content).toMatch(/Closed: Christmas Day and Boxing Day/);
      expect(post.content).toMatch(/Back open 27th from 12/);
    }
  });

  it("shorthand, conditions and names from the readers' briefs", async () => {
    for (const post of await write(
      "dry jan - mocktails 2 for £8 and alc free guinness on draught, still come in for the quiz n the footy even if ur off the booze",
    )) {
      expect(post.content).toMatch(/Dry January/);
      expect(post.content).toMatch(/alcohol-free Guinness/);
      expect(post.content).toMatch(/even if you're off the booze/);
    }
    for (const post of await write("bbq in the beer garden sat from 1pm if the weather holds ☀️"))
      expect(post.content).toMatch(/BBQ in the beer garden \(if the weather holds\)/);
    for (const post of await write(
      "carol singing round the fire thurs 17th 7pm w/ the village choir, mince pies on the house",
    ))
      expect(post.content).toMatch(/Carol singing with The Village Choir/);
    for (const post of await write(
      "charity bingo fri 15th jan 7.30, £10 for 3 books, all proceeds to the food bank, plus a raffle w/ a meat hamper",
    ))
      expect(count(post.content, /dabbers/gi)).toBeLessThanOrEqual(1);
  });
});

describe("built-in writer: lists and acts typed in one breath (session 11)", () => {
  it("a list of names after 'including' stays one line; two labelled prices get a comma", async () => {
    for (const post of await write(
      "beer fest fri 11th - sun 13th june, 20 ales inc Timothy Taylor, Ilkley, Northern Monk & Roosters, £5 entry inc glass",
    ))
      expect(post.content).toMatch(/20 ales including Timothy Taylor, Ilkley, Northern Monk & Roosters/);
    for (const post of await write("bbq sun 12-4 if the weathers ok, burgers £7 hot dogs £5"))
      expect(post.content).toMatch(/Burgers £7, hot dogs £5/);
    for (const post of await write(
      "new summer menu launches fri w/ lamb kofta, crab salad & halloumi burger",
    ))
      expect(post.content).toMatch(/lamb kofta, crab salad & halloumi burger/);
  });

  it("an act another thing names is never given to the first; 'please' at the end stays with its ask", async () => {
    for (const post of await write(
      "live music sat 8.30 The Wharfe Valley Boys then sun aftn acoustic w/ Jess Moore 3-6, free entry both",
    ))
      expect(post.content).not.toMatch(/Live music with Jess Moore: Saturday/);
    for (const post of await write(
      "hog roast & ceilidh sat 7pm in the marquee £15 tix inc food, car park full so walk or taxi pls",
    ))
      expect(post.content).not.toMatch(/^✨ Please$/mu);
  });
});

describe("built-in writer: a fifth session 11 reader", () => {
  it("a closure on an occasion keeps the occasion with its date; a thing 'is off' is called off", async () => {
    for (const post of await write("closed boxing day sat 26th, back open sun 27th 12-10"))
      expect(post.content).toMatch(/Closed: Boxing Day \(Saturday 26th\)/);
    for (const post of await write("karaoke is off tonight, sorry all, back next fri")) {
      expect(post.content).toMatch(/cancelled/i);
      expect(post.content).not.toMatch(/See you at the front|loudest voice/);
    }
  });

  it("a stretch of days with bare numbers, 'it's', 'we're', a percentage off and 'is on' read as meant", async () => {
    for (const post of await write(
      "beer festival fri 22 - sun 24 jan, 20 real ales n ciders, £3 a half, food van all wknd",
    ))
      expect(post.content).toMatch(/Friday 22nd to Sunday 24th January/);
    for (const post of await write("lost property: blue barbour jacket left fri nite, its behind the bar"))
      expect(post.content).toMatch(/It's behind the bar/);
    for (const post of await write(
      "new guest from abbeydale brewery - deception 4.1% £4.10, camra members 10% off show ur card",
    )) {
      expect(post.content).toMatch(/Deception \(4\.1%\): £4\.10/);
      expect(post.content).toMatch(/CAMRA members 10% off/);
    }
    for (const post of await write(
      "world darts from ally pally all over xmas, 2 pints of doom bar £7 while the darts is on",
    ))
      expect(post.content).toMatch(/while the darts is on/);
  });
});

describe("built-in writer: a sixth session 11 reader", () => {
  it("a loss leads its notice, with the closure as one of its lines", async () => {
    for (const post of await write(
      "sad news, our regular jack hollis passed away last week aged 87. funeral wed 16th dec at st marys 11am, wake here after, all welcome. pub closed til 4pm that day",
    )) {
      expect(post.content).not.toMatch(/Coming up|Good news|pub closed!/i);
      expect(post.content).toMatch(/Pub closed till 4pm that day/);
    }
  });

  it("an occasion before a match is its day; entry after a time keeps its price; names and shorthand", async () => {
    for (const post of await write(
      "boxing day leeds v sunderland ko 3pm, were open from 11, no food just bar snacks cos chef is off",
    )) {
      expect(post.content).toMatch(/Leeds v Sunderland/);
      expect(post.content).not.toMatch(/Day Leeds/);
    }
    for (const post of await write(
      "xmas eve dj kenny b from 8 til late, free entry b4 9 then £3, cocktails 2 for £12 all nite",
    ))
      expect(post.content).toMatch(/Free entry before 9 then £3/);
    for (const post of await write(
      "king george at kempton sat 26th dec, £2 sweepstake all proceeds to st gemmas hospice, draw at 1pm",
    ))
      expect(post.content).toMatch(/King George at Kempton/);
    for (const post of await write(
      "function room free for xmas dos if u spend £200 behind the bar, still got fri 18th n sat 19th left, msg us to book",
    ))
      expect(post.content).toMatch(/Still got Friday 18th and Saturday 19th left/);
  });
});

describe("built-in writer: the last two session 11 readers", () => {
  it("'he sat at the end of the bar' is no Saturday; boxing day racing is no boxing", async () => {
    for (const post of await write(
      "rip old tom, he sat at the end of the bar every night for 40 yrs. wake here fri 8th jan from 1pm, all welcome",
    ))
      expect(post.content).toMatch(/he sat at the end of the bar/i);
    for (const post of await write("boxing day racing from kempton on the big screen from 12, sweepstake £2"))
      expect(post.content).not.toMatch(/^📺 Boxing$/mu);
  });

  it("a day's date said 'the 7th of december' and a stretch '15-17 jan' read as dates", async () => {
    for (const post of await write(
      "we are closed on monday the 7th of december for a family funeral sorry for any inconvenience",
    ))
      expect(post.content).not.toMatch(/\bOf December/);
    for (const post of await write(
      "beer festival 15-17 jan 20 ales, £2.50 a third, tasting notes at the bar",
    ))
      expect(post.content).toMatch(/15th-17th January/);
  });

  it("a day a list of hours says is closed gets its own line", async () => {
    for (const post of await write(
      "christmas opening hours christmas eve 11 till midnight christmas day 12 till 3 drinks only boxing day 12 till 11 and we are closed on new years day",
    )) {
      expect(post.content).toMatch(/New Year's Day: closed/);
      expect(post.content).not.toMatch(/^✨ 11$/mu);
    }
  });
});

describe("built-in writer: the briefs session 11 left failing", () => {
  it("'11-midnight' is the day's hours, and a church the singers come from is not their name", async () => {
    for (const post of await write(
      "xmas eve open 11-midnight, carol singers from st marys 7pm collecting for the homeless shelter, mince pies free on the bar",
    )) {
      expect(post.content).toMatch(/Christmas Eve, 11-midnight/);
      expect(post.content).not.toMatch(/ST Marys/);
    }
  });

  it("a thing that 'is shut till spring' is a closure notice with a full stop, never a garden to sell", async () => {
    for (const post of await write(
      "the beer garden is shut untill spring because of the storm damage to the fence",
    )) {
      if (post.platform !== "tiktok")
        expect(post.content).toMatch(
          /^📢 The beer garden is shut till spring because of the storm damage to the fence\./u,
        );
      expect(post.content).not.toMatch(/Grab a table outside|See you out there/);
    }
  });

  it("a rematch keeps its number in its name; a fight is talked about as a fight", async () => {
    for (const post of await write("usyk v fury 3 sat nite on the big screens 🥊 main event approx 11pm")) {
      expect(post.content).toMatch(/Usyk v Fury 3/);
      expect(post.content).not.toMatch(/^✨ 3$/mu);
      expect(post.content).not.toMatch(/kick-off|scarves/i);
    }
  });

  it("a kick-off typed as a bare hour keeps its 'kick-off'; 'a pint for ten pounds' names nobody", async () => {
    for (const post of await write(
      "champions league tonight arsenal away at leverkusen kick off 8 on tnt and we are doing wings and a pint for ten pounds during the game",
    )) {
      expect(post.content).toMatch(/kick-off 8/);
      expect(post.content).not.toMatch(/Ten Pounds/);
    }
  });

  it("a deposit a table needs stays on its line; 'don't leave it' is said once", async () => {
    for (const post of await write(
      "NYE bookings open 🎉 DJ Kaz 9-2am, £20 tix or £25 on the door, tables of 6+ need £50 deposit, fancy dress optional 🥳",
    ))
      expect(post.content).toMatch(/Tables of 6\+ need £50 deposit/);
    const party =
      "xmas party nights fri 11th & sat 12th 🎄 3 course + disco £32.50pp, £10 deposit by fri 4th, limited tables so dont leave it!!";
    for (const post of await refine(await write(party), { tone: "urgent", intensity: 5 }))
      expect(post.content.match(/don't leave it/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("a reason opens with its comma; 'it starts at 4pm' and 'the mince pies' are lines of their own", async () => {
    for (const post of await write(
      "because of the frost we have had to move the carol singing on sunday the 13th inside into the back room it starts at 4pm and the mince pies are free for everyone",
    )) {
      expect(post.content).toMatch(
        /Because of the frost, we have had to move the carol singing on Sunday 13th inside/,
      );
      expect(post.content).toMatch(/It starts at 4pm$/mu);
      expect(post.content).not.toMatch(/\band$/mu);
    }
  });

  it("'quiz off tonight' is called off, the day follows what is called off, and 'we're really sorry' is no line", async () => {
    for (const post of await write("quiz off tonight we're really sorry, back next week")) {
      expect(post.content).toMatch(/Quiz: cancelled tonight/);
      expect(post.content).not.toMatch(/We're really|Pens at the ready/);
    }
    for (const post of await write("no bingo thursday sorry folks"))
      expect(post.content).toMatch(/Bingo: cancelled on Thursday/);
    for (const post of await write(
      "quiz weds is cancelled this week cos of the boiler, back next week same time 8pm",
    ))
      expect(post.content).not.toMatch(/: This Wednesday/);
    for (const post of await write("quiz weds 16th dec is cancelled cos of the boiler, back next week")) {
      expect(post.content).toMatch(/Quiz: cancelled on Wednesday 16th December/);
      expect(post.content).not.toMatch(/Pens at the ready|Is cancelled/);
    }
  });
});

describe("built-in writer: session 12's fresh readers (M and N)", () => {
  // The posts are written to WET's forecast, so the check is given it too.
  const checked = (posts: GeneratedPost[], brief: string) =>
    checkPosts(posts, {
      brief,
      today: "2026-12-01",
      weather: { isForecast: true, condition: "rain", temperatureC: 9 },
    }).flatMap((post) => post.quality.problems.map((problem) => problem.message));

  it("a bare hour keeps its 'at', so the time is still there", async () => {
    const brief = "quiz tonight at 8";
    const posts = await write(brief);
    for (const post of posts) expect(post.content).toMatch(/Quiz: Tonight, at 8/);
    expect(checked(posts, brief)).toEqual([]);
  });

  it("Boxing Day racing is talked about as racing, never 'the big match' or 'scarves out'", async () => {
    const brief =
      "boxing day racing sat 26th, king george on all screens, open 11-7 only, no food just crisps n nuts sorry";
    const posts = await write(brief);
    for (const post of posts) expect(post.content).not.toMatch(/big match|scarves|match-day|kick-off/i);
    expect(checked(posts, brief)).toEqual([]);
  });

  it("more shorthand written out: experience, DM, the heating's on, through January, we've", async () => {
    for (const post of await write(
      "part time bar staff wanted for weekends, experiance not essential, pop in or dm us",
    ))
      expect(post.content).toMatch(/Experience not essential, pop in or DM us/);
    for (const post of await write(
      "fires lit n the heatings on, open 12-8 every day thru jan, dogs welcome 🐕",
    )) {
      expect(post.content).toMatch(/Fires lit and the heating's on/);
      expect(post.content).toMatch(/through January/);
    }
    for (const post of await write(
      "new winter menu launches tues 5th jan, 2 courses £22 mon-thurs lunch, doing dry jan? weve got 8 alcohol free beers n mocktails from £4",
    ))
      expect(post.content).toMatch(/We've got 8/);
  });

  it("a day's hours and a plan for it are two lines, never ', , may call'", async () => {
    const brief =
      "xmas hrs - xmas eve thurs 24th 11-11, xmas day 12-2 drinks only (food fully booked sorry), boxing day 12-10, may call last orders early if its dead";
    const posts = await write(brief);
    for (const post of posts) {
      expect(post.content).toMatch(/We may call last orders early if it's dead/);
      expect(post.content).not.toMatch(/, ,/);
    }
    expect(checked(posts, brief)).toEqual([]);
  });

  it("a funeral's family gets no child emoji; 'all proceeds' is a line of its own", async () => {
    for (const post of await write(
      "very sad to say our old landlord ken passed away last wk. funeral fri 18th dec 11am at st johns, family asked folk to come back here after, all welcome. no music that day out of respect",
    ))
      expect(post.content).not.toMatch(/🧒/u);
    for (const post of await write(
      "xmas quiz wed 16th 8pm £2pp all proceeds to st gemmas hospice, prize for the best xmas jumper too 🎄",
    ))
      expect(post.content).toMatch(/^\S+ All proceeds to St Gemma's Hospice$/mu);
  });

  it("a pre-order deadline is not the menu's day, and 'sat 2nd' after New Year's Eve is January's", async () => {
    for (const post of await write(
      "xmas menu bookings now open, 3 courses £42pp served 1st-23rd dec, £10pp deposit for tables of 8+, pre orders by mon 14th pls",
    ))
      expect(post.content).not.toMatch(/Christmas menu: Monday 14th/);
    const nye =
      "nye party thurs 31st w/ dj mikey from 9, free b4 10 then £5, fizz at midnight, closed new yrs day to recover 😂 back open sat 2nd 12pm";
    expect(checked(await write(nye), nye).join(" ")).not.toMatch(/is a Wednesday/);
  });

  it("each price keeps the label after it, and a '+' before a day starts a second night", async () => {
    for (const post of await write(
      "xmas day lunch 3 courses £65 adults £30 under 12s, only 8 tables left so get deposits in by 14th dec £10pp",
    ))
      expect(post.content).toMatch(/£65 adults, £30 under 12s/);
    for (const post of await write(
      "live music fri 4th the Dirty Rascals 9pm free entry + sat 5th acoustic w/ jenny mac 8.30",
    ))
      expect(post.content).toMatch(/Acoustic with Jenny Mac: Saturday 5th, 8.30/);
  });

  it("a price rise is never sold as a deal, whatever the angle", async () => {
    const brief =
      "sorry folks prices going up 20p a pint from mon 4th jan due to brewery increases, still the cheapest pint in the village tho, thanks for all ur support this yr";
    for (const post of await refine(await write(brief), { angle: "deals" }))
      expect(post.content).not.toMatch(/The bit you'll like|Proper value/);
  });
});

describe("built-in writer: session 12's fresh readers (O and P)", () => {
  it("a shouted word is written as a word; an acronym keeps its capitals", async () => {
    for (const post of await write("QUIZ night tmrw 8pm £1pp, mince pies FREE, BOOK now")) {
      expect(post.content).not.toMatch(/QUIZ|FREE|BOOK/);
      expect(post.content).toMatch(/Mince pies free/);
    }
    for (const post of await write("RNLI boxing day dip 11am, CAMRA members 10% off"))
      expect(post.content).toMatch(/CAMRA members 10% off/);
  });

  it("a called-off night said 'tonight's … is cancelled' is a notice, and where it moved to is not its day", async () => {
    for (const post of await write(
      "sorry but 2nites live music w/ the fallen leaves is cancelled, singers poorly. moved to fri 18th. still 2-4-1 cocktails 7-9",
    )) {
      expect(post.content).toMatch(/Live music with The Fallen Leaves is cancelled tonight/);
      expect(post.content).toMatch(/Moved to Friday 18th/);
      expect(post.content).toMatch(/2-for-1 cocktails 7-9/);
      expect(post.content).not.toMatch(/See you at the front|2nites/);
    }
  });

  it("facts typed in one breath get their commas and lines", async () => {
    for (const post of await write("steak nite fri 8oz sirloin and chips £15 bottle of red £16 with it"))
      expect(post.content).toMatch(/£15, bottle of red £16/);
    for (const post of await write("nye party tickets £15 including fizz at midnight must book")) {
      expect(post.content).toMatch(/Tickets £15 including fizz at midnight/);
      expect(post.content).toMatch(/Must book/);
      expect(post.content).not.toMatch(/party: midnight/i);
    }
    for (const post of await write(
      "xmas jumper day fri 18th wear one get a free mince pie, £1 from every mulled wine goes to st georges crypt",
    ))
      expect(post.content).toMatch(/£1 from every mulled wine goes to St George's crypt/);
  });

  it("a memorial on a day is gentle; ITV racing is racing", async () => {
    for (const post of await write(
      "memorial fri 11th for our old regular big mick 3pm all welcome to raise a glass buffet after",
    )) {
      expect(post.content).not.toMatch(/📣|!$/mu);
      expect(post.content).toMatch(/Buffet after/);
    }
    for (const post of await write("ITV racing on all afternoon sweepstake £2 win a bottle of fizz"))
      expect(post.content).not.toMatch(/kick-off|scarves/i);
  });

  it("'st georges crypt' is no St George's Day: Friday 18th December stands", async () => {
    const brief =
      "xmas jumper day fri 18th wear one get a free mince pie, £1 from every mulled wine goes to st georges crypt";
    const posts = await write(brief);
    const found = checkPosts(posts, { brief, today: "2026-12-01" }).flatMap((post) =>
      post.quality.problems.map((problem) => problem.message),
    );
    expect(found.join(" ")).not.toMatch(/is a Sunday/);
  });
});

describe("built-in writer: session 12's fresh readers (Q and R)", () => {
  it("more shorthand: tickets, booking, we'll, it's, we're shut, the boiler's packed in, 'buffet inc,' is included", async () => {
    for (const post of await write(
      "new years eve thu 31st dj gaz marsh 8 til late, £10 tkts inc a glass of fizz at midnight",
    ))
      expect(post.content).toMatch(/£10 tickets including a glass of fizz at midnight/);
    for (const post of await write("boilers packed in so were shut til tmrw 5pm hopefully, sorry folks"))
      expect(post.content).toMatch(/Boiler's packed in so we're shut till tomorrow 5pm hopefully/);
    for (const post of await write(
      "nye thu 31st ticketed from 8pm, band is Northern Soul Revival, buffet inc, £25, kids welcome til 9 then adults only. closed new years day, back sat 2nd 12 noon",
    )) {
      expect(post.content).toMatch(/Buffet included/);
      expect(post.content).toMatch(/New Year's Eve: Thursday 31st, from 8pm, £25/);
      expect(post.content).not.toMatch(/Closed: New Year's Day, £25/);
    }
  });

  it("a plan that hangs on the weather has its commas, and is no deal", async () => {
    const brief =
      "if the weather holds sat 5th well light the firepit in the beer garden and do hot choc w baileys £5, if not its inside by the fire";
    for (const post of await write(brief)) {
      expect(post.content).toMatch(/If the weather holds Saturday 5th, we'll light the firepit/);
      expect(post.content).toMatch(/hot chocolate with Baileys/);
      expect(post.content).toMatch(/If not, it's inside by the fire/);
    }
    for (const post of await refine(await write(brief), { angle: "deals" }))
      expect(post.content).not.toMatch(/The bit you'll like|Proper value/);
  });

  it("the month after a date is the date's; 'sorry to say' keeps its sorry", async () => {
    for (const post of await write("sat 9th jan acoustic nite w/ Siân & the Slate Cutters 8.30"))
      expect(post.content).toMatch(
        /Acoustic night with Siân & the Slate Cutters: Saturday 9th January, 8.30/,
      );
    for (const post of await write(
      "sorry to say our old regular ken passed away last wk, funeral thurs 10th, wake here after all welcome",
    ))
      expect(post.content).toMatch(/Sorry to say our old regular Ken passed away last week/);
  });

  it("a brief typed in capitals is written in words, its acronyms kept", async () => {
    for (const post of await write("QUIZ THURSDAY 8PM - £2 PP - ROLLOVER JACKPOT £120")) {
      expect(post.content).toMatch(/£2 pp/);
      expect(post.content).not.toMatch(/ROLLOVER|PP/);
    }
  });
});

describe("built-in writer: session 13's fresh readers (S and T)", () => {
  it("the dots a landlord types between thoughts end a thought, never a line", async () => {
    const posts = await write(
      "staff wanted part time bar person weekends must be 18 or over... pop in and ask for jean",
    );
    for (const post of posts) {
      expect(post.content).not.toMatch(/\.\./);
      expect(post.content).toMatch(/Must be 18 or over\n/);
      expect(post.content).toMatch(/Pop in and ask for Jean/);
    }
    for (const post of await write("christmas day lunch 4 courses £65 per person... booking essential..."))
      expect(post.content).not.toMatch(/\.\.|…/);
  });

  it("first names typed in lower case get their capitals, with a nickname, an initial or a surname", async () => {
    for (const post of await write(
      "so sad to say big terry passed away sunday, regular here 30 yrs. wake fri 11th from 2pm all welcome",
    )) {
      expect(post.content).toMatch(/Big Terry passed away/);
      // Said by name, never "them" for a man the brief names.
      expect(post.content).not.toMatch(/\bthem\b|\btheir family\b/);
    }
    for (const post of await write("quiz tonight at 8 with pete as always, £1 a head"))
      expect(post.content).toMatch(/Pete/);
    for (const post of await write("memorial darts comp for steve h sat 2pm, £5 entry"))
      expect(post.content).toMatch(/Steve H\b/);
    for (const post of await write("singer poorly so we got dave morris on instead acoustic from 8.30"))
      expect(post.content).toMatch(/Dave Morris/);
    // "Ally Pally" is the darts' home, not a woman called Ally; an open mike is an open mic.
    for (const post of await write("world darts on all screens fri from 7, ally pally vibes"))
      expect(post.content).not.toMatch(/\bAlly\b(?! Pally)/);
    for (const post of await write("open mike night thurs 8pm sign up from 7"))
      expect(post.content).toMatch(/Open mic/i);
  });

  it("an act named after the time, or after 'band is', is written with its capitals", async () => {
    for (const post of await write("live music sat 9pm the rusty nails 🎸"))
      expect(post.content).toMatch(/The Rusty Nails/);
    for (const post of await write("nye tix £20 inc buffet, band is northern soul collective from 9"))
      expect(post.content).toMatch(/Northern Soul Collective/);
    // "when the carol singers come" names no act.
    for (const post of await write("mince pies free sat 12th 3-5 when the carol singers come"))
      expect(post.content).not.toMatch(/The Carol Singers/);
  });

  it("a line never ends where the landlord's sentence went on", async () => {
    const lines = async (brief: string) => (await write(brief)).flatMap(factLines);
    expect(
      await lines(
        "lunch club for the over 60s is wednesday 16th at 12... two courses £9.50... if anyone needs a lift let us know and jim will pick you up",
      ),
    ).toContainEqual(expect.stringMatching(/If anyone needs a lift, let us know and Jim will pick you up/));
    expect(
      await lines("lost property a navy scarf left by the fire tues... if its yours ask at the bar"),
    ).toContainEqual(expect.stringMatching(/If it's yours, ask at the bar/));
    expect(
      await lines(
        "kids xmas party sat 19th 2-4pm... father christmas is coming with a present for each child",
      ),
    ).toContainEqual(expect.stringMatching(/Father Christmas is coming with a present for each child/));
    expect(await lines("quiz tues 8pm as always, pie n pint £10 b4 it starts")).toContainEqual(
      expect.stringMatching(/Pie and pint £10 before it starts/),
    );
    expect(await lines("snowed in? were open but kitchen shut tmrw cos chef cant get in")).toContainEqual(
      expect.stringMatching(/because chef can't get in/),
    );
    const leftovers = [
      ...(await lines("leinster v leicester champions cup sat 3.15 ko on the big screen lads")),
      ...(await lines("f1 abu dhabi sun 6th lights out 1pm, brunch from 11")),
      ...(await lines("sunday roast £14.95 served 12-5, best to book")),
      ...(await lines("function room free for xmas do's on fri 11th and sat 19th, dm to book")),
    ];
    for (const line of leftovers) {
      expect(line).not.toMatch(/Kick-off on the big screen|Lights out$|£14\.95 served|do's on$|\bDm\b/);
    }
    for (const line of await lines(
      "leeds v chelsea sat 12.30, pint n pie £9 all day lads, come support the lads",
    ))
      expect(line).not.toMatch(/all day lads|support the$/);
  });

  it("stock lines fit the night: a kids' party, carols, a night with a DJ, a found coat", async () => {
    const prose = async (brief: string) => (await write(brief)).map((post) => post.content).join("\n");
    const kids = await prose("kids xmas party sat 19th 2-4, santa visiting £6 per child");
    expect(kids).not.toMatch(/bar ready|your mates|good tunes|make a day of it/i);
    expect(kids).toMatch(/little ones/);
    // "no under 18s after 8pm" is not a children's night.
    expect(
      await prose("big sesh sat, open mic from 7 then karaoke at 10, no under 18s after 8pm"),
    ).not.toMatch(/little ones/);
    expect(await prose("carols on the green thurs 17th 6.30 with the brass band")).not.toMatch(
      /good tunes|cracking atmosphere|it's loud/i,
    );
    expect(await prose("xmas eve open 11am-1am, dj from 8, £5 on the door after 9")).not.toMatch(
      /peace and quiet/,
    );
    expect(await prose("nye party, band from 9 then DJ til 1am, tickets £20")).not.toMatch(
      /make a day of it/,
    );
    const coat = await prose("somebody left a black north face coat fri nite, its behind the bar");
    expect(coat).not.toMatch(/keep you posted/);
    expect(coat).toMatch(/If it's yours/);
    // A funeral in the news is never cheered.
    expect(
      await prose("the folk night is moved to friday this week because of the funeral in the village"),
    ).not.toMatch(/funeral in the village!/);
    // A memorial lists no pint.
    for (const post of await write(
      "memorial for dennis sat 12th from 2pm... he sat at the end of the bar for 40 years",
    ))
      expect(post.content).not.toMatch(/🍺/);
  });

  it("shorthand: deffo, sa v england, 2 4 1, the big races by name", async () => {
    expect((await write("NYE party thurs 31st, deffo book early only 100 tix")).flatMap(factLines)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Definitely book early$/),
        expect.stringMatching(/Only 100 tickets/),
      ]),
    );
    for (const post of await write("cricket sa v england test on the screens fri from 8am"))
      expect(post.content).toMatch(/South Africa v England/);
    for (const post of await write("sat racing from 12.45 tingle creek at sandown, 2 4 1 cocktails 8-10")) {
      expect(post.content).toMatch(/Tingle Creek/);
      expect(post.content).toMatch(/2-for-1 cocktails/);
    }
  });
});

describe("built-in writer: session 13's fresh readers (U and V)", () => {
  it("local names and slang: Hogmanay, the Toon, Hearts, Leeds, the Welsh National; 'tidy' and 'canny drop' say nothing", async () => {
    const prose = async (brief: string) => (await write(brief)).map((post) => post.content).join("\n");
    expect(await prose("hogmanay ceilidh thurs 31st 8pm till late, tickets £15")).toMatch(/Hogmanay ceilidh/);
    expect(await prose("xmas eve open 11-late, boxing day from 12 with the toon on at 3")).toMatch(
      /the Toon/,
    );
    expect(await prose("live music sat from 9, and the hearts game is on before at 3")).toMatch(
      /Hearts game/,
    );
    expect(await prose("memorial night sat 12th from 7, wear your leeds shirts")).toMatch(/Leeds shirts/);
    const race = await write("welsh national sun 27th on the telly, sweepstake £2 a horse");
    for (const post of race) {
      expect(post.content).toMatch(/Welsh National/);
      // A race on the telly is sport, never "make a night of it" at 1pm.
      expect(post.content).not.toMatch(/make a night of it|you're invited/);
    }
    const ale = await prose("guest ale this wk - Tyne Bank Silver Dollar £4.20 a pint, canny drop");
    expect(ale).not.toMatch(/Canny drop/i);
    expect(
      await prose("beer fest fri 11th - sun 13th, £10 entry inc glass, live music fri n sat nites, tidy"),
    ).not.toMatch(/✨ Tidy|pick a night|what's on/i);
  });

  it("typed as said is written as read: we were, anyone's, them, their, looking for", async () => {
    const prose = async (brief: string) => (await write(brief)).map((post) => post.content).join("\n");
    expect(await prose("sunday roast back this sun £13.95, book ahead as we was rammed last wk")).toMatch(
      /we were rammed/,
    );
    const raffle = await prose(
      "charity quiz thurs 10th 7.30 £3 pp - if anyones got prizes pls drop em behind the bar",
    );
    expect(raffle).toMatch(/anyone's got prizes/);
    expect(raffle).toMatch(/drop them behind the bar/);
    expect(
      await prose("sorry folks carling going up 20p from mon, brewery put there prices up again"),
    ).toMatch(/put their prices up/);
    expect(await prose("chef needed 4 days a wk, also after a glass collector fri n sat nites")).toMatch(
      /[Ll]ooking for a glass collector/,
    );
  });

  it("two facts typed in a row get their comma; a brewery's beer its capitals, but not 'brewery increases'", async () => {
    const lines = async (brief: string) => (await write(brief)).flatMap(factLines);
    expect(
      await lines("xmas menu 2 courses £22.95 3 courses £27.95, booking essential £10pp deposit"),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/2 courses £22\.95, 3 courses £27\.95/),
        expect.stringMatching(/Booking essential, £10pp deposit/),
      ]),
    );
    expect(await lines("bingo tmrw 8pm £1 a strip cash prizes")).toContainEqual(
      expect.stringMatching(/£1 a strip, cash prizes/),
    );
    expect(await lines("nye tickets £15 inc buffet & fizz at midnight only 40 left")).toContainEqual(
      expect.stringMatching(/^🎟️ Only 40 left|Only 40 left$/),
    );
    expect(
      (await lines("kirkstall brewery three swords on as guest ale £4.50 a pint, wont last long")).join(
        "\n",
      ) +
        (await write("kirkstall brewery three swords on as guest ale £4.50 a pint, wont last long"))[0]!
          .content,
    ).toMatch(/Kirkstall Brewery Three Swords/);
    expect(
      (await write("sorry all pints going up 20p from mon 14th cos of brewery increases"))[0]!.content,
    ).not.toMatch(/Increases/);
    expect(
      await lines("fri 2 for £12 cocktails 5-8 then dj from 9").then(async (found) => [
        ...found,
        (await write("fri 2 for £12 cocktails 5-8 then dj from 9"))[0]!.content,
      ]),
    ).toContainEqual(expect.stringMatching(/Friday: 2 for £12 cocktails/));
  });

  it("a line-up is a night to a line; 'only 2 fridays left' keeps its Fridays; a lone '8pm start' says what starts", async () => {
    const lines = async (brief: string) => (await write(brief)).flatMap(factLines);
    expect(
      await lines(
        "beer festival fri 11th - sun 13th, £5 entry, fri the dead ringers sat velvet haze sun afternoon folk session",
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Friday: The Dead Ringers$/),
        expect.stringMatching(/Saturday: Velvet Haze$/),
        expect.stringMatching(/Sunday afternoon: folk session$/),
      ]),
    );
    expect(
      await lines("function room free for xmas parties, only 2 fridays left so be quick"),
    ).toContainEqual(expect.stringMatching(/Only 2 Fridays left/));
    const moved = await lines(
      "quiz moving to the back room from wed 9th because of the noise, 8pm start, still £1pp",
    );
    expect(moved.join("\n")).not.toMatch(/^📅 8pm start$/m);
  });

  it("a thank-you is said back, never 'pass this on'; a knees-up is a night out", async () => {
    const thanks = (
      await write("thank u all for coming to the charity night, raised £1,200 for the hospice")
    ).map((post) => post.content);
    for (const content of thanks) expect(content).not.toMatch(/pass this on|keep you posted/);
    for (const post of await write("cockney knees up sat 19th, singalong from 8, pie n mash £7.50"))
      expect(post.content).not.toMatch(/keep you posted|pass this on/);
  });
});

describe("built-in writer: session 13's last fresh readers (W and X)", () => {
  it("'sat at the end of the bar' is sitting, not Saturday; a stretch of days typed with a dash stays one", async () => {
    for (const post of await write(
      "our regular big dave passed away last week (sat at the end of the bar for 30 odd years), funeral fri 11th 1pm",
    ))
      expect(post.content).not.toMatch(/Saturday at the end/);
    const lines = (await write("beer festival fri 11th-sun 13th, 20 ales, £5 entry")).flatMap(factLines);
    expect(lines).toContainEqual(expect.stringMatching(/Beer festival: Friday 11th to Sunday 13th/));
  });

  it("typed as said: must of, brewerys, partys, last nights, the kitchens tiny, bills r killing us, please please", async () => {
    const prose = async (brief: string) => (await write(brief)).map((post) => post.content).join("\n");
    expect(
      await prose("found a black coat sat nite (someone must of been freezing!) its behind the bar"),
    ).toMatch(/must have been freezing/);
    const menu = await prose(
      "if your coming for the xmas menu (3 courses £32) please please book, the kitchens tiny, xmas partys welcome",
    );
    expect(menu).not.toMatch(/please please|kitchens tiny|partys/i);
    expect(await prose("sorry folks pints up 10p from mon, energy bills r killing us")).toMatch(
      /bills are killing us/,
    );
    const left = await prose(
      "function room for xmas parties, seats 40, still a few dates left in dec, ring or pop in",
    );
    expect(left).toMatch(/left in December/);
  });

  it("a night's own words and bad news: no 'big fight … the big fight', no sparkle on a closure, no 'keep you posted' on settled news", async () => {
    for (const post of await write("big fight sat nite ring walks 10pm, £5 on the door"))
      expect(post.content).not.toMatch(/Big fight, better with a pint: the big fight/i);
    for (const post of await write(
      "just a heads up were shut mon 7th, boilers given up, back open tues 8th as normal",
    )) {
      expect(post.content).toMatch(/we're shut Monday 7th/);
      expect(post.content).not.toMatch(/^✨/mu);
    }
    for (const post of await write(
      "new landlady sarah starts mon 7th, come and say hi, welcome drink on us 6-8",
    ))
      expect(post.content).not.toMatch(/keep you posted/);
  });
});

describe("built-in writer: a colleague's farewell", () => {
  it("'our chef marco is retiring' thanks Marco by name, never 'a privilege to run your local'", async () => {
    for (const post of await write(
      "after 12 yrs our chef marco is retiring, last shift sat 12th come say bye. new chef jess starts mon 14th w/ a new menu",
    )) {
      expect(post.content).not.toMatch(/privilege to run your local/);
      expect(post.content).toMatch(/Marco/);
      expect(post.content).toMatch(/New chef Jess starts Monday 14th with a new menu/);
    }
    // The landlord's own farewell keeps its lines.
    const ours = await write("we're retiring after 22 years, last shift sat 19th, come and raise a glass");
    expect(ours.map((post) => post.content).join("\n")).toMatch(
      /privilege to run your local|pints, the laughs/,
    );
  });
});

describe("built-in writer: the big races by name", () => {
  it("the King George at Kempton is racing on the screens, never 'bring the family and make a day of it'", async () => {
    for (const post of await write(
      "king george at kempton sat 26th dec, £2 sweepstake all proceeds to st gemmas hospice, draw at 1pm",
    )) {
      expect(post.content).toMatch(/📺 King George at Kempton/);
      expect(post.content).not.toMatch(/make a day of it|you're invited/);
    }
    // A race inside a day's racing is a detail of it, never a second happening.
    const racing = await write(
      "racing on tv sat 26th boxing day king george at kempton 3.05, £2 sweepstake for the kids charity",
    );
    for (const post of racing) expect(post.content).not.toMatch(/dates for your diary|pick your night/i);
  });
});

describe("built-in writer: the fixture centre's own briefs", () => {
  it("Derby County is a club, a meeting's day is said once, and cross country is a race on the telly", async () => {
    const derby = await write(
      "Millwall v Derby County — tomorrow at 15:00. Championship, Saturday 5 December 2026.",
    );
    for (const post of derby) expect(post.content).toMatch(/📺 Millwall v Derby County/);
    const cheltenham = await write(
      "December Meeting: Friday — tomorrow at 14:00. Cheltenham December Meeting, Friday 11 December 2026, live on ITV Racing and Racing TV.",
    );
    for (const post of cheltenham) expect(post.content).not.toMatch(/^✨ December Meeting$/m);
    const crossCountry = await write(
      "European Cross Country Championships — tomorrow at 10:00. European Cross Country Championships, Sunday 13 December 2026, live on BBC Two.",
    );
    for (const post of crossCountry) {
      expect(count(post.content, /European Cross Country Championships/g)).toBeLessThanOrEqual(2);
      expect(post.content).toMatch(/race/);
      expect(post.content).not.toMatch(/pass this on|match-day|shirts on/i);
    }
  });
});

describe("built-in writer: a deal with days of its own", () => {
  it("'pie n pint £12 mon-thurs 12-8 quiz weds 8pm' lists the deal on its own days, never as the quiz's price", async () => {
    for (const post of await write("pie n pint £12 mon-thurs 12-8 quiz weds 8pm", {
      platforms: ["facebook"],
    })) {
      expect(post.content).toMatch(/Pie and pint: Monday-Thursday, 12-8, £12/);
      expect(post.content).toMatch(/Quiz: Wednesday, 8pm/);
    }
    // A deal during the match is the match's: the post is still about the match.
    for (const post of await write("hearts v hibs sat 2nd jan 3pm on tv, pie & a pint £8 all day"))
      expect(post.content.split("\n")[0]).toMatch(/Hearts v Hibs/);
    // A beer back on has no day: no "dates for your diary".
    for (const post of await write(
      "timothy taylor landlord back on + guest from Kirkstall Brewery Three Swords both £4.20, and pie n pint thurs £12",
    ))
      expect(post.content).not.toMatch(/dates for your diary/);
  });
});

describe("built-in writer: which match", () => {
  it("never moves a match to another thing's time", async () => {
    for (const post of await write(
      "f1 last race sun 1pm on the big screen, then leeds v villa at 4.30. bacon butties £3.50 all day",
    ))
      expect(post.content).not.toMatch(/Leeds v Villa,? (?:this Sunday )?at 1pm/);
  });
});

describe("built-in writer: readers Y and Z (session 14)", () => {
  it("thanks a named colleague who is retiring, and names the regular who died", async () => {
    for (const post of await write(
      "as many of you know Sylvia is retiring after 22 years behind our bar, we're having a little send off for her fri 11th from 7pm with a buffet and everyone is welcome",
    )) {
      expect(post.content).not.toMatch(/privilege to run your local/);
      expect(post.content).toMatch(/Sylvia/);
    }
    for (const post of await write(
      "sadly our dear friend and regular Derek Halliwell passed away last week. the funeral is at St Mary's on thurs 17th at 1pm",
    ))
      expect(post.content).not.toMatch(/\btheir family\b|\bthey'll be missed\b|knew them\b/);
  });

  it("a closure for a funeral is never 'if this messes up your plans'", async () => {
    for (const post of await write(
      "we will be closed on monday 7th dec for a family funeral, back open as normal tuesday, thank you all for understanding",
    ))
      expect(post.content).not.toMatch(/messes up your plans|😂/);
  });

  it("text-speak and hype are written as read, and one ask stays one line", async () => {
    const facebook = { platforms: ["facebook" as const] };
    expect((await write("2 4 £8 cocktails every fri 5-7 🍹🍹 no excuses", facebook))[0]!.content).toMatch(
      /2 for £8 cocktails/,
    );
    expect(
      (
        await write(
          "leeds v sunderland sat 12th 12.30 tnt then quiz from 8 💪 £2pp, cash prize + £20 bar tab 4 2nd place",
          facebook,
        )
      )[0]!.content,
    ).toMatch(/£20 bar tab for 2nd place/);
    expect(
      (await write("arsenal v everton sat 5th 3pm TNT 📺 all screens, doors 2.30 lets gooo", facebook))[0]!
        .content,
    ).not.toMatch(/lets go{2,}/i);
    const lost = (
      await write(
        "lost property 🧥 black north face jacket left fri nite in the booths, come grab it from the bar b4 sat",
        facebook,
      )
    )[0]!.content;
    expect(lost).toMatch(/Come and grab it from the bar before Saturday/);
    expect(lost).not.toMatch(/^\S+ Come$/m);
    const roast = (
      await write("sunday roast is back this week, beef or chicken £14.50 served 12-4", facebook)
    )[0]!.content;
    expect(roast).not.toMatch(/^\S+ Is back/m);
    const darts = (
      await write("darts world champs starts thurs 10th 🎯 every session live on the big screen", facebook)
    )[0]!.content;
    expect(darts).not.toMatch(/Darts \(the World Darts\)/);
  });
});

describe("built-in writer: names written as they are spelled (reader Y)", () => {
  it("bands, counties, O' surnames, the KP and Sky get their capitals; 'your wearing' is 'you're wearing'", async () => {
    const facebook = { platforms: ["facebook" as const] };
    const first = async (brief: string) => (await write(brief, facebook))[0]!.content;
    expect(
      await first("2 for 1 cocktails fri n sat 8-10 the velvet crows live sat from 9 free entry"),
    ).toMatch(/The Velvet Crows live Saturday from 9/);
    expect(
      await first(
        "winter beer fest fri 4th - sun 6th, 20 real ales n 6 ciders, £2.50 a third, the nailers playing sat nite",
      ),
    ).toMatch(/The Nailers playing Saturday night/);
    expect(await first("charity quiz fri 11th for warwickshire air ambulance, £2pp, teams up to 6")).toMatch(
      /Warwickshire Air Ambulance/,
    );
    expect(
      await first(
        "sad news - our old regular mick o'hara passed away last wk. wake here fri 18th from 2pm, all welcome",
      ),
    ).toMatch(/O'Hara/);
    expect(await first("new chef jake starts mon. still need a kp for weekends")).toMatch(
      /a KP for weekends/,
    );
    expect(await first("christmas jumper day fri 11th, £1 off your pint if your wearing one")).toMatch(
      /if you're wearing one/,
    );
  });
});

describe("built-in writer: how the landlord starts talking is not the headline (reader Z)", () => {
  it("drops 'as many of you know', puts 👉 on the card to sign, and invents no trimmings", async () => {
    const [sylvia] = await write(
      "as many of you know Sylvia is retiring after 22 years behind our bar, we'd be grateful if you could sign the card which is on the bar",
      { platforms: ["facebook"] },
    );
    expect(sylvia!.content.split("\n")[0]).toMatch(/^📣 Sylvia is retiring/);
    expect(sylvia!.content).toMatch(/👉 We'd be grateful if you could sign the card/);
    for (const variant of [0, 1, 2, 3])
      for (const post of await write("sunday roast £14.95 served 12-4", { variant }))
        expect(post.content).not.toMatch(/trimmings/);
  });
});

describe("built-in writer: a campaign stage's post (session 15)", () => {
  const fixture = {
    id: "f1",
    sport: "football",
    homeTeam: "Liverpool",
    awayTeam: "Nottingham Forest",
    competition: "Premier League",
    date: "2026-11-04",
    kickOffTime: "19:30",
    tvChannels: ["TNT Sports"],
  } as unknown as Fixture;

  it("says the day as the post's readers will read it, and times as a pub writes them", () => {
    const matchDay = new Date("2026-11-04T10:00:00Z");
    expect(briefFor("Match day: Liverpool v Nottingham Forest at 19:30", fixture, matchDay)).toBe(
      "Match day: Liverpool v Nottingham Forest at 7:30pm. Premier League, tonight, live on TNT Sports.",
    );
    expect(briefFor("The countdown is on: Liverpool v Nottingham Forest", fixture, WET_TUESDAY)).toBe(
      "The countdown is on: Liverpool v Nottingham Forest. Premier League, tomorrow, kick-off 7:30pm, live on TNT Sports.",
    );
    // A title that already gives the date does not get it twice.
    expect(
      briefFor(
        "Liverpool v Nottingham Forest — Wednesday 4 November, 19:30 live on TNT Sports",
        fixture,
        new Date("2026-10-20T10:00:00Z"),
      ),
    ).toBe(
      "Liverpool v Nottingham Forest — Wednesday 4 November, 7:30pm live on TNT Sports. Premier League.",
    );
  });

  it("opens each stage with where the countdown is, and reads the match without the competition after it", async () => {
    const openings: string[] = [];
    for (const title of [
      "The countdown is on: Derby County v Swansea City",
      "Match day: Derby County v Swansea City at 19:45",
      "Two hours to go: Derby County v Swansea City",
    ]) {
      const brief = `${title}. Championship, tonight, kick-off 7:45pm, live on Sky Sports.`;
      const [post] = await write(brief, { platforms: ["facebook"], context: AVERAGES });
      openings.push(post!.content.split("\n")[0]!);
      expect(post!.content).not.toMatch(/Swansea City Championship/);
    }
    expect(openings[0]).toMatch(/^⏳ The countdown is on: Derby County v Swansea City/);
    expect(openings[1]).toMatch(/^📺 Match day: Derby County v Swansea City/);
    expect(openings[2]).toMatch(/^⏳ Two hours to go: Derby County v Swansea City/);
    expect(readTeams("Two hours to go: Derby County v Swansea City. Championship, tonight.")).toEqual([
      "Derby County",
      "Swansea City",
    ]);
    expect(readTeams("Wigan v St. Helens, fri 8pm")).toEqual(["Wigan", "St Helens"]);
  });
});

describe("built-in writer: reader AA (session 15)", () => {
  it("writes out the landlord's shorthand and typos", async () => {
    expect(await facebook("sunday roast back this sun £14.95 booking reccomended")).toContain(
      "Booking recommended",
    );
    expect(await facebook("bar staff wanted eves & wkends, pop in w/ ur cv")).toMatch(/Evenings & weekends/);
    const comedy = await facebook(
      "comedy nite tmrw 8pm £5 on the door headliner jo fenwick, then thurs open mic from 8 sign up at bar 🎤",
    );
    expect(comedy).toContain("Sign up at the bar");
    expect(comedy).not.toMatch(/£5 on the door headliner/);
    expect(await facebook("leeds v man utd sun 4.30 ko, buckets of 5 bud £12, no bookings")).toContain(
      "Buckets of 5 Bud £12",
    );
  });

  it("names a band typed after its night, with a note for the band rather than a dog", async () => {
    const gig = await facebook("live music sat nite the stray dogs from 9pm free entry");
    expect(gig).toContain("The Stray Dogs");
    expect(gig).not.toContain("🐶");
    const fest = await facebook(
      "beer fest fri 11th - sun 13th 20 ales 6 ciders £5 entry inc glass, live band sat the kirkstall shakers, street food van all wknd",
    );
    expect(fest).toContain("🎶 The Kirkstall Shakers");
    expect(fest).not.toMatch(/6 ciders £5/);
  });

  it("keeps the channel it was given, and separates facts the landlord ran together", async () => {
    const fight = await facebook(
      "joshua fight sat nite on sky box office £10 entry to cover the screening, doors 9pm ring walks about 11",
    );
    expect(fight).toContain("Sky Box Office");
    expect(fight).not.toMatch(/Live on Sky Sports\n/);
    const coat = await facebook(
      "someone left a black north face coat after quiz tues its behind the bar, quiz back next tues 8pm as normal",
    );
    expect(coat).not.toMatch(/Tuesday it's behind the bar/);
    expect(coat).not.toMatch(/As normal/i);
    const charity = await facebook(
      "charity quiz thurs 10th for st gemmas hospice £2pp teams of 6 max, raffle as well, raised £640 last yr lets beat it!!",
    );
    expect(charity).not.toMatch(/Hospice £2pp/);
    expect(charity).not.toMatch(/last year let's/);
  });

  it("claims no house rules the landlord never set", async () => {
    for (let variant = 0; variant < 6; variant++) {
      for (const post of await write("quiz nite every weds 8pm £1 a head cash prize 🧠", { variant }))
        expect(post.content).not.toMatch(/\bno phones\b|\bphones away\b/i);
    }
  });
});

describe("built-in writer: reader B (session 15)", () => {
  it("writes out both sides' short names, and never 'at 8.30 start'", async () => {
    for (const post of await write("ENG v WAL six nations sat 4.45 on the big screen 🏉"))
      expect(post.content).toContain("England v Wales");
    for (const post of await write("cricket all day tmrw ENG v AUS ashes, bacon butties £4 till 12"))
      expect(post.content).toContain("England v Australia");
    for (let variant = 0; variant < 4; variant++)
      for (const post of await write("quiz tmrw 8.30 start, £1 a head, teams of 6 max", { variant }))
        expect(post.content).not.toMatch(/at 8\.30 start/);
  });

  it("saves no date for tonight, and reads 'n' after a bracket as 'and'", async () => {
    for (let variant = 0; variant < 6; variant++)
      for (const post of await write("darts on 2nite from 7, littler playing, 2 for £7 on bottles of bud", {
        variant,
      }))
        expect(post.content).not.toMatch(/save the date|mark the date|in the diary|pencil it in/i);
    for (const post of await write(
      "beer fest fri-sun 12 ales n 6 ciders, £3.50 a half, live band sat nite (Northern Soul Collective) n hog roast sun",
    ))
      expect(post.content).not.toMatch(/\bN hog roast/);
    for (const post of await write(
      "heads up prices going up 20p a pint from mon, brewery put theirs up again",
    ))
      expect(post.content).not.toMatch(/Heads up prices/i);
  });
});

describe("built-in writer: a condition, an opening time and a menu's news kept whole (session 15)", () => {
  it("keeps 'if you have a buffet from us' in one line and the pub's opening time off the match", async () => {
    const [hire] = await write(
      "function room free for private hire, birthdays, christenings, wakes, up to 60, no hire fee if u have a buffet from us",
      { platforms: ["facebook"], context: AVERAGES },
    );
    expect(hire!.content).toContain("No hire fee if you have a buffet from us");
    const [cricket] = await write(
      "cricket all day tmrw ENG v AUS ashes, opening at 10.30 early, bacon butties £4 till 12",
      { platforms: ["facebook"], context: AVERAGES },
    );
    expect(cricket!.content).toContain("Opening early at 10.30");
    expect(cricket!.content).not.toMatch(/Ashes: All day tomorrow, 10\.30/);
    const [menu] = await write("xmas menu out now 3 courses £29.95, £10pp deposit to book", {
      platforms: ["facebook"],
      context: AVERAGES,
    });
    expect(menu!.content).not.toMatch(/Out now 3 courses/i);
  });
});

describe("built-in writer: the fixture centre's races, fights and sessions (session 15)", () => {
  const event = (fields: Record<string, unknown>) =>
    ({ id: "e", tvChannels: [], date: "2026-12-05", kickOffTime: "14:50", ...fields }) as unknown as Fixture;
  const opening = async (brief: string) =>
    (
      await write(brief, {
        platforms: ["facebook"],
        context: AVERAGES,
        now: new Date("2026-12-05T10:00:00Z"),
      })
    )[0]!.content.split("\n")[0]!;

  it("names the sport when the brief would not, and keeps a session with its name", () => {
    const derby = event({ sport: "football", competition: "Championship", kickOffTime: "15:00" });
    expect(
      briefFor("Sheffield Wednesday v Stoke City — Saturday 5 December, 15:00", derby, WET_TUESDAY),
    ).toBe(
      "Sheffield Wednesday v Stoke City — Saturday 5 December, 3pm. Championship, football on the telly.",
    );
    const f1 = event({ sport: "formula1", competition: "Formula 1", kickOffTime: "14:00" });
    expect(
      briefFor("Race day: Abu Dhabi Grand Prix: qualifying at 14:00", f1, new Date("2026-12-05T10:00:00Z")),
    ).toBe("Race day: Abu Dhabi Grand Prix qualifying at 2pm. Formula 1, today.");
  });

  it("opens a race's stages with the race's name and the countdown, never 'Fight night: the fight night'", async () => {
    expect(
      await opening(
        "Two hours to go: Tingle Creek Chase. Tingle Creek, today, from 2:50pm, live on ITV Racing.",
      ),
    ).toMatch(/^⏳ Two hours to go: the Tingle Creek Chase/);
    expect(
      await opening("Tingle Creek Chase — Saturday 5 December, 2:50pm live on ITV Racing. Tingle Creek."),
    ).toMatch(/Tingle Creek Chase/);
    expect(
      await opening(
        "Race day: Abu Dhabi Grand Prix qualifying at 2pm. Formula 1, today, live on Sky Sports F1.",
      ),
    ).toMatch(/^📺 Race day: the Abu Dhabi Grand Prix qualifying/);
    expect(
      await opening("Fight night: Manchester at 10pm. BOXXER, tonight, live on Sky Sports."),
    ).not.toMatch(/Fight night: the fight night/i);
  });
});

describe("built-in writer: news said as a person says it (session 15)", () => {
  it("puts who someone was between commas, and the sad news before a colon", async () => {
    const [post] = await write(
      "sad news big dave one of our oldest regulars passed away last wk, wake here fri 18th from 2pm all welcome",
      { platforms: ["facebook"], context: AVERAGES },
    );
    expect(post!.content.split("\n")[0]).toBe(
      "🕊️ Sad news: Big Dave, one of our oldest regulars, passed away last week.",
    );
    const [rise] = await write("heads up prices going up 20p a pint from mon, brewery put theirs up again", {
      platforms: ["facebook"],
      context: AVERAGES,
    });
    expect(rise!.content).toMatch(/The brewery put theirs up again/);
  });
});

describe("built-in writer: reader C (session 15)", () => {
  it("names the final, cheers the side by its name, and keeps 'we're' and the plan B apart", async () => {
    const final = await facebook(
      "rugby league grand final sat 6pm come on rhinos!! 💙💛 jugs of carling £12, kitchen shuts at 5 so eat early",
    );
    expect(final).toContain("Rugby League Grand Final");
    expect(final).toContain("Come on Rhinos!");
    expect(
      await facebook(
        "snooker world final sun n mon from 1pm, pie n a pint £10, shutting 10pm sun tho cos were short staffed",
      ),
    ).toContain("because we're short staffed");
    const fest = await facebook(
      "beer festival 12-14 july 20 ales n 8 ciders, £10 entry gets u a glass n 3 tokens, bbq if weather holds if it rains we move inside",
    );
    expect(fest).not.toMatch(/holds if it rains/);
    expect(await facebook("guest ale on now - Hop Stuff from Saltaire Brewery £4.20 a pint")).not.toMatch(
      /Brewery £4\.20/,
    );
  });

  it("never calls for fancy dress the landlord made optional", async () => {
    for (let variant = 0; variant < 6; variant++)
      for (const post of await write(
        "nye party dj from 9, tix £15 inc fizz at midnight, fancy dress optional, only 100 tix so be quick",
        { variant },
      ))
        expect(post.content).not.toMatch(/fancy dress is very much encouraged/i);
  });
});

describe("built-in writer: reader C's mixed briefs (session 16)", () => {
  const facebook = async (brief: string, variant = 0) =>
    (await write(brief, { platforms: ["facebook"], context: AVERAGES, variant }))[0]!.content;

  it("writes a job advert as one, with its terms a line each", async () => {
    const chef = await facebook(
      "we need a chef! full time must have experience good pay, also after a glass collector fri/sat nites 18+",
    );
    expect(chef).toContain("Must have experience\n");
    expect(chef).toContain("Good pay\n");
    expect(chef).not.toMatch(/Any help would be brilliant/);
  });

  it("reads the Ashes as the match, a festival as a festival, and hours a day at a time", async () => {
    const ashes = await facebook(
      "ashes day 1 thurs from 11am, bacon butties £4 til 12, then cricket themed quiz that nite 8pm",
    );
    expect(ashes).toMatch(/📺 Ashes day 1: Thursday, from 11am/);
    expect(ashes).not.toMatch(/pass this on|Thanks, everyone/);
    for (const brief of [
      "beer festival 12-14 july 20 ales n 8 ciders, £10 entry gets u a glass n 3 tokens",
      "cider fest bank hol wknd 15 ciders from somerset n herefordshire, Hedgerow Folk playing sat 4pm",
    ])
      for (let variant = 0; variant < 4; variant++) {
        const fest = await facebook(brief, variant);
        expect(fest).not.toMatch(/Something good on the bar|ask the bar team|stick with your usual/);
        expect(fest).toMatch(/(?:Beer festival: 12th-14th July|Cider fest: Bank holiday weekend)/);
      }
    const hours = await facebook(
      "new hours from next wk mon-thu 4-11, fri-sat 12-12, sun 12-10.30. kitchen tues-sun only",
    );
    expect(hours.split("\n")[0]).toBe("📣 New hours from next week!");
    expect(hours).toContain("📅 Monday-Thursday, 4-11\n📅 Friday-Saturday, 12-12\n📅 Sunday, 12-10.30");
  });

  it("keeps each fact's punctuation and its thing: happy hour, raffle, the occasions a room is hired for", async () => {
    expect(
      await facebook(
        "live music sat The Dirty Diamonds 9pm free entry, happy hr 5-7 beforehand all draught £3.50",
      ),
    ).toContain("Happy hour 5-7 beforehand: all draught £3.50");
    const quiz = await facebook(
      "charity quiz fri 8pm for macmillan £2 a head + raffle, if u can donate a prize drop it at the bar pls",
    );
    expect(quiz).toContain("£2 a head plus a raffle");
    expect(quiz).toContain("🙏 If you can donate a prize, drop it at the bar please");
    expect(
      await facebook("function room for hire - birthdays christenings wakes, up to 60 ppl, buffet from £9pp"),
    ).toContain("Birthdays, christenings and wakes");
    const roast = await facebook("sunday roast is back!! £12.95 served 12-4");
    expect(roast).toContain("Sunday roast is back: £12.95");
    expect(roast).not.toMatch(/✨ Back!/);
  });

  it("says 'book a table' when the landlord asks, and never that the best seat is whoever gets there first", async () => {
    for (let variant = 0; variant < 6; variant++) {
      const match = await facebook(
        "leeds v man utd sun 4.30 on all screens, 2 pints n a burger £15 during the match, book a table its gonna be rammed",
        variant,
      );
      expect(match).toMatch(/Book your table/);
      expect(match).not.toMatch(/the one you get to first/);
    }
  });

  it("never says 'leave … to us' twice in one paragraph", async () => {
    for (let variant = 0; variant < 6; variant++) {
      const menu = await facebook(
        "xmas day menu out now 3 courses £55pp, kids £20, £10pp deposit by 1st dec to secure ur table",
        variant,
      );
      expect(menu.match(/\bleave\b[^.]*\bto us\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      expect(menu).toContain("Christmas Day menu is out now");
    }
  });
});

describe("built-in writer: a race by name, and a guest ale by name (session 16)", () => {
  it("reads the King George on Boxing Day as the race, not as news", async () => {
    const race = await facebook("king george at kempton boxing day 3pm on the screens, bacon rolls from 11");
    expect(race).toMatch(/King George at Kempton[^\n]*: Boxing Day, 3pm/);
    expect(race).not.toMatch(/pass this on|Thanks, everyone/);
  });

  it("names the guest ale on its own line, with its price", async () => {
    const ale = await facebook("guest ale on now is Hop Stuff from Saltaire Brewery £4.20 a pint");
    expect(ale).toContain("Guest ale on now: Hop Stuff from Saltaire Brewery\n💷 £4.20 a pint");
  });
});

describe("built-in writer: a race inside a meeting (session 16)", () => {
  it("names the December Gold Cup with its time, and keeps Cheltenham with its meeting", async () => {
    for (const brief of [
      "Race day: December Gold Cup at 2:40pm. Cheltenham December Meeting, today, live on ITV Racing and Racing TV.",
      "Two hours to go: December Gold Cup. Cheltenham December Meeting, today, from 2:40pm, live on ITV Racing and Racing TV.",
    ]) {
      const posts = await write(brief, { context: AVERAGES });
      const problems = checkPosts(posts, { brief, today: "2026-12-01" }).flatMap(
        (post) => post.quality.problems,
      );
      expect(problems.map((problem) => problem.message)).toEqual([]);
      for (const post of posts) {
        expect(post.content).toContain("Cheltenham December Meeting");
        expect(post.content).toMatch(/December Gold Cup: Today, (?:from )?2:40pm/);
      }
    }
  });
});

describe("built-in writer: reader D (session 16)", () => {
  const facebook = async (brief: string, variant = 0) =>
    (await write(brief, { platforms: ["facebook"], context: AVERAGES, variant }))[0]!.content;

  it("says each thing once, in whole sentences", async () => {
    for (let variant = 0; variant < 6; variant++)
      expect(
        (await facebook("pie n pint fri £12.50 all day", variant)).match(/bring your appetite/gi)?.length ??
          0,
      ).toBeLessThanOrEqual(1);
    expect(await facebook("found a black north face jacket left sat nite, behind the bar")).toContain(
      "👉 It's behind the bar",
    );
    expect(
      await facebook(
        "leeds v sheff utd sun 12.30 on all screens, bacon butties £4 at ko, book a table cos it'll be rammed",
      ),
    ).toContain("Book a table because it'll be rammed");
    const kids = await facebook("kids eat free wkend w/ every adult main");
    expect(kids).not.toMatch(/on weekend/i);
    expect(kids).toContain("See you this weekend");
  });

  it("writes names and numbers the way they are meant", async () => {
    expect(await facebook("guest ale this wk - hobgoblin from wychwood £4.20 a pint 🍺")).toContain(
      "from Wychwood",
    );
    expect(
      await facebook("new menu starts mon!! steak nite weds 2 8oz sirloins + bottle of red £40"),
    ).toContain("2 x 8oz sirloins and a bottle of red £40");
    const nye = await facebook(
      "nye party 8-late, dj mike spinning, £15 tix incl fizz at midnight 🥂, fancy dress optional",
    );
    expect(nye).not.toMatch(/Spinning/);
    expect(
      await facebook("beer fest 14-16 june, 20 cask ales + 8 ciders, tix £10 incl glass + 3 tokens"),
    ).toContain("Tickets £10 including glass and 3 tokens");
    const halloween = await facebook(
      "halloween kids party sat 31st 2-4pm £5 a kid incl games n a goody bag, adults fancy dress 2 for 1 cocktails from 7",
    );
    expect(halloween).not.toMatch(/fancy dress 2-for-1/i);
  });

  it("puts an early close's time with it, and says from when it is back", async () => {
    const early = await facebook("closing early 2nite at 9 for staff xmas do, back to normal tmrw 11am");
    expect(early).toContain("Closing early for our staff Christmas do: Tonight, 9pm");
    expect(early).toContain("Back to normal tomorrow from 11am");
    expect(early).not.toMatch(/At 9 for/);
  });

  it("keeps the tone and the sport right", async () => {
    expect(
      await facebook(
        "sad news, our old regular tom passed away last wk, wake here fri from 2, all welcome, his fave bitter on at £3",
      ),
    ).not.toContain("💷");
    const f1 = await facebook(
      "f1 sun lights out 2pm, full english £9 from 12, then the cricket highlights after",
    );
    expect(f1).not.toMatch(/every ball|first ball|F1 \(the Grand Prix\)/);
    expect(await facebook("bar staff wanted weekends, must b 18+, ask for dave", 1)).not.toMatch(
      /: Bar staff\./,
    );
  });
});

describe("built-in writer: reader E (session 16)", () => {
  it("sets a second fact apart from the first", async () => {
    const racing = await facebook(
      "racing from kempton sat, £1 sweepstake on the big race proceeds to yorkshire air ambulance, & 2 burgers for £10 all day",
    );
    expect(racing).toContain("💷 £1 sweepstake on the big race\n💛 Proceeds to Yorkshire Air Ambulance");
    const nye = await facebook(
      "xmas day closed, boxing day open 12-6 drinks only no food, nye party w/ dj mikey from 8 tickets £10",
    );
    expect(nye).not.toMatch(/from 8 tickets/);
    expect(await facebook("new years eve tickets on sale now £25 inc buffet")).not.toMatch(/on sale now £25/);
    expect(
      await facebook(
        "quiz thurs 8pm winners get £50 bar tab, plus curry nite same nite 2 curries n a bottle of wine £20",
      ),
    ).toContain("Curry night same night: 2 curries and a bottle of wine £20");
    expect(
      await facebook("kitchen closed tues n weds this wk chef on hols, back thurs w/ the new winter menu"),
    ).toContain("While our chef is on holiday this week");
  });

  it("lists a price rise first, says a roast is back, names the Champions Cup and the taxi numbers", async () => {
    const rise = await facebook(
      "pints going up 20p from mon cos brewery put there prices up, sorry folks, happy hour still 5-7 weekdays",
    );
    expect(rise.indexOf("Pints going up 20p")).toBeLessThan(rise.indexOf("Happy hour"));
    // Session 18: the news and its when are one sentence ("is back this Sunday"), never "back: This Sunday".
    expect(await facebook("sunday roast back this sun 12-4 £14.95 🍗")).toContain(
      "Sunday roast is back this Sunday, 12-4: £14.95",
    );
    expect(
      await facebook("rugby champions cup leinster v leicester sat 3.15 on tv, kitchen open til 9 for food"),
    ).toContain("Champions Cup");
    expect(
      await facebook(
        "big fight sat nite on ppv, no charge to watch, staying open til 2am, taxi numbers at the bar",
      ),
    ).toContain("🚕 Taxi numbers at the bar");
  });

  it("writes a guest ale's name with its capitals", async () => {
    expect(await facebook("guest ale on now - silver king from ossett brewery £4.20 a pint")).toContain(
      "Silver King from Ossett Brewery",
    );
    expect(await facebook("real ale from the local brewery on tap")).not.toMatch(/Local Brewery/);
  });
});

describe("built-in writer: reader F (session 17)", () => {
  it("keeps each fact whole and apart from the next", async () => {
    const darts = await facebook("darts final sat 7pm on the big screen and happy hour 5-7 pints £3.50");
    expect(darts).toContain("Darts final on the big screen: Saturday, 7pm");
    expect(darts).toContain("Happy hour 5-7: pints £3.50");
    expect(
      await facebook("grand national sat 5.15 off, sweepstake £2 a horse, winner takes half rest to charity"),
    ).toContain("Winner takes half\n💛 The rest goes to charity");
    const f1 = await facebook("f1 abu dhabi sun 1pm, bacon butties £3.50 from 12 and we open early");
    expect(f1).toContain("💷 Bacon butties £3.50 from 12\n");
    expect(f1).toContain("We open early");
    expect(
      await facebook("beer fest 14-16 june 20+ real ales & ciders, food truck sat, tickets £10 incl glass"),
    ).not.toMatch(/June 20\+/);
    const kitchen = await facebook(
      "kitchen closed mon-tue for refurb but bar open as normal, back fri w/ new menu",
    );
    expect(kitchen).not.toMatch(/\bbut\b/);
    expect(kitchen).toContain("Bar open as normal");
  });

  it("reads a fight's night, a found thing, a job and a guest ale as a landlord means them", async () => {
    const fight = await facebook(
      "boxing fury v usyk sat night, doors 10pm, £10 entry incl a pint, fight prob on about midnight",
    );
    expect(fight).toContain("Fury v Usyk: Saturday night, doors 10pm");
    expect(fight).toContain("Fight probably on about midnight");
    expect(fight).not.toMatch(/Saturday Night|tonight doors/);
    const keys = await facebook("lost a set of car keys w/ a blue fob, behind the bar if urs");
    expect(keys).toMatch(/^📢 Found a set of car keys with a blue fob/);
    expect(keys).toContain("👉 They're behind the bar if they're yours");
    const job = await facebook("now hiring bar staff weekends, exp preferred, ask for dave");
    expect(job).toContain("Bar staff wanted");
    expect(job).toContain("Experience preferred");
    expect(job).not.toMatch(/Hiring bar staff/i);
    expect(await facebook("guest ale this wk is Ghost Ship from adnams £4.20 a pint")).not.toMatch(
      /This week is/,
    );
    const staff = await facebook(
      "staff wanted, cook 4 nights a wk and kp weekends, cash in hand no, proper contract, drop cv in",
    );
    expect(staff).toContain("No cash in hand");
    expect(staff).toContain("Drop your CV in");
    expect(await facebook("the jukebox fixed finally lol")).toMatch(/^📣 The jukebox is finally fixed!/);
    const cricket = await facebook(
      "cricket ashes on all day every day, cheap cans £3 and sarnies in the afternoon",
    );
    expect(cricket).toContain(
      "Cricket (the Ashes): Every day, all day\n💷 Cheap cans £3\n🍽️ Sarnies in the afternoon",
    );
    const curry = await facebook(
      "new chef started - tasty thai curry nite every tues £10, veggie option too",
    );
    expect(curry).toContain("Thai curry night");
    expect(curry).toContain("We have a new chef");
  });

  it("puts a competition with its match, new hours a day at a time, and a reason with its week", async () => {
    expect(
      await facebook("rugby champions cup leinster v leicester sat 3.15 on tv, kitchen open til 9 for food"),
    ).toContain("Leinster v Leicester (the Champions Cup) on TV: Saturday, 3.15");
    const hours = await facebook("new hours from jan: mon-thu 4-11, fri-sat 12-12, sun 12-10.30");
    expect(hours).toMatch(/^📣 New hours from January!/);
    expect(hours).toContain("📅 Monday-Thursday, 4-11\n📅 Friday-Saturday, 12-12\n📅 Sunday, 12-10.30");
    expect(
      await facebook("kitchen closed tues n weds this wk chef on hols, back thurs w/ the new winter menu"),
    ).toContain("📌 While our chef is on holiday this week");
  });

  it("opens with the plan, not the landlord's 'if', and lists a deal's days apart from it", async () => {
    const bbq = await facebook("if its dry sat bbq in the garden from 2, if not we move inside, burgers £6");
    expect(bbq).not.toMatch(/^📣 If it's dry/);
    expect(bbq).toContain("BBQ in the garden (if it's dry): Saturday, from 2");
    const pies = await facebook("2 pies and a pint £12 mon-wed 12-3");
    expect(pies).not.toMatch(/£12 Monday/);
    expect(await facebook("xmas day lunch 4 courses £65, menus on the bar")).toContain("🍽️ Menus on the bar");
    expect(await facebook("price of pints going up 20p from 1st march due to brewery costs")).toContain(
      "📌 Due to brewery costs",
    );
  });
});

describe("built-in writer: reader G (session 17)", () => {
  it("says who is leaving, what is wanted and what the news is, in a landlord's own good English", async () => {
    const dave = await facebook(
      "big news - daves retiring after 22 yrs behind the bar!! leaving do fri 18th from 7, buffet provided",
    );
    expect(dave).toContain("Dave's retiring after 22 years behind the bar!");
    expect(dave).not.toMatch(/privilege to run your local/);
    const staff = await facebook("bar staff wanted for xmas, weekends mainly, ask at the bar or dm us");
    expect(staff).not.toMatch(/wanted for Christmas wanted/);
    expect(await facebook("chef wanted full time, cv to the bar or email")).not.toMatch(/hiring: Chef/);
    const quiz = await facebook(
      "charity quiz wed 9th 8pm for leeds childrens hospital, £2 pp, raffle prizes wanted if any1 can donate pls drop off at bar",
    );
    expect(quiz).toContain("Leeds Children's Hospital");
    expect(quiz).toContain("🙏 If you can donate a prize, drop it off at the bar please");
    expect(
      await facebook(
        "xmas jumper day fri 18th, wear one n get £1 off ur pint, all money from the raffle going to mind leeds",
      ),
    ).toContain("going to Mind Leeds");
    const snooker = await facebook(
      "snooker uk championship final sun 6th on the telly in the snug, heatings fixed finally so its warm in there 😂",
    );
    expect(snooker).toContain("UK Championship final");
    expect(snooker).toContain("Heating is finally fixed so it's warm in there");
  });

  it("says 'your week' only of this week's nights", async () => {
    // Tuesday 3rd November: Friday 13th and Saturday 14th are the week after.
    for (let variant = 0; variant < 6; variant++) {
      const [later] = await write(
        "live music fri 13th w/ the dirty rascals 9pm free entry, and sat 14th acoustic nite w/ jo baxter from 8",
        { platforms: ["facebook"], context: AVERAGES, variant },
      );
      expect(later!.content).not.toMatch(/Your week/);
    }
    const thisWeek = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((variant) =>
        write("quiz thurs 8pm, live music sat 9pm", { platforms: ["facebook"], context: AVERAGES, variant }),
      ),
    );
    expect(thisWeek.some(([post]) => /Your week/.test(post!.content))).toBe(true);
  });

  it("keeps a reason, an apology and a wake's time with what they belong to", async () => {
    const rise = await facebook(
      "pint of carling going up to £5.10 from mon, sorry folks brewery put their prices up again",
    );
    expect(rise).toMatch(/📌 The brewery put their prices up again/);
    expect(
      await facebook("sorry no quiz this thurs, quizmasters poorly, back next wk thurs 10th same time 8pm"),
    ).toContain("📌 Our quizmaster is poorly");
    expect(
      await facebook(
        "sad news, our regular big jim passed away last wk. wake here fri 11th from 2pm after the funeral, all welcome",
      ),
    ).toContain("🕊️ Wake here Friday 11th after the funeral from 2pm");
    expect(
      await facebook(
        "kitchen closed tue n wed this wk due to refit, back thurs w/ full menu, bar open as normal",
      ),
    ).toContain("Kitchen closed for a refit this week: Tuesday and Wednesday");
    const bbq = await facebook(
      "if the weathers ok sat we're doing the bbq in the beer garden from 1pm, if not its moving inside n burgers r half price",
    );
    expect(bbq).toContain("BBQ in the beer garden (weather permitting): Saturday, from 1pm");
    expect(bbq).toContain("burgers are half price");
    expect(
      await facebook(
        "king george at kempton sat 26th, we're running a sweepstake £2 a go, half the pot goes to st gemmas hospice",
      ),
    ).toContain("sweepstake: £2 a go");
    const room = await facebook(
      "function room free for xmas parties, seats 40, buffet from £12pp, still got fri 18th n sat 19th left, ring or pop in",
    );
    expect(room).toContain("Available for Christmas parties");
  });
});

describe("built-in writer: reader H (session 17)", () => {
  it("mends a landlord's typing, and keeps the kick-off and the screens", async () => {
    expect(await facebook("closed mon 7th for staff trainin, back tues as normal")).toContain(
      "Closed for staff training: Monday 7th",
    );
    expect(
      await facebook(
        "function room free for xmas parties, up to 40 ppl, buffets from £15pp, ring sharon to book b4 its gone",
      ),
    ).toContain("Ring Sharon to book before it's gone");
    expect(
      await facebook("f1 abu dhabi gp sun 6th 1pm on big screen, full english £8.50 served 10-12 beforehand"),
    ).toContain("On the big screen");
    expect(
      await facebook(
        "takeaway fish n chips wed-fri 5-8pm £9, ring ahead, n we now deliver within 2 miles for £2",
      ),
    ).toContain("💷 We now deliver within 2 miles for £2");
    expect(
      await facebook(
        "snooker uk champs final sun on the tv from 1pm. also found a set of car keys w/ blue fob sat nite",
      ),
    ).toContain("UK Championship final");
    expect(
      await facebook("man utd v liverpool sun 4.30 ko on all screens, wings n a pint £10 during the match"),
    ).toContain("Man Utd v Liverpool on all screens: Sunday, kick-off 4.30");
    const quiz = await facebook("quiz tmrw 8pm, £1 a head, max 6 per team");
    expect(quiz.match(/cold pint/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("built-in writer: reader I (session 17)", () => {
  it("lists a new menu's dishes, names the band, and marks a free entry as good news", async () => {
    const menu = await facebook("new winter menu from mon: steak pie, fish pie, lamb shank");
    expect(menu).toMatch(/^📣 New winter menu from Monday!/);
    expect(menu).toContain("🍽️ Steak pie\n🍽️ Fish pie\n🍽️ Lamb shank");
    expect(await facebook("nye party £30 incl buffet n fizz, band is the rockits from 9")).toContain(
      "🎶 Band: The Rockits from 9",
    );
    expect(await facebook("live music sat no entry fee but tables need booking")).not.toMatch(
      /🚫 No entry fee/,
    );
    expect(await facebook("charity quiz fri 11th £2pp, raffle too prizes donated by local shops")).toContain(
      "Raffle too with prizes donated by local shops",
    );
    expect(
      await facebook("memorial nite for big dave sat 19th, 1 yr since we lost him, all welcome"),
    ).toContain("1 year since we lost him");
  });
});

describe("built-in writer: reader J (session 18)", () => {
  it("keeps a thing with its news: happy hour is staying, roasts back on Sunday, 'get in early' with its reason", async () => {
    const prices = await facebook(
      "sorry folks pints going up 20p from jan 1st, brewery put there prices up again, happy hour 5-7 mon-fri is staying tho",
    );
    expect(prices).toContain("🍻 Happy hour is staying though: Monday-Friday, 5-7");
    expect(prices).not.toMatch(/\n📌 Is staying/);
    const chef = await facebook(
      "chef is off sick so no food fri or sat sorry, pizza van outside fri from 5 instead, roasts back sun as normal",
    );
    expect(chef).toContain("Roasts back Sunday as normal");
    expect(
      await facebook(
        "leeds v man utd sat 5th ko 12.30 on every screen, bacon butties £4 b4 the game, get in early its gonna be rammed",
      ),
    ).toContain("Get in early: it's going to be rammed");
  });

  it("gives a second match its own line, and a deadline its date rather than the menu's", async () => {
    const sport = await facebook(
      "england cricket on screen 2 from 10am sat, then its man city v liverpool ko 5.30 on the big screen, free chip butty at half time",
    );
    expect(sport).toMatch(/📺 Man City v Liverpool on the big screen: Saturday, kick-off 5\.30/);
    expect(sport).not.toMatch(/\bIts Man City/);
    expect(sport).not.toMatch(/A few dates for your diary/);
    const menu = await facebook(
      "xmas menu now taking bookings 3 courses £29.95pp, need £10 deposit per person, last day to book is fri 18th",
    );
    expect(menu).toContain("📌 Last day to book is Friday 18th");
    expect(menu).toContain("£10 deposit per person needed");
    expect(menu).not.toMatch(/Christmas menu: Friday 18th|See you on Friday 18th/);
  });

  it("speaks of the dead as the landlord does: his family, commas round who he was", async () => {
    const bob = await facebook(
      "very sad news, bob who ran the lion for 22 yrs passed away last wk. his wake is here thurs 10th from 2pm all welcome, bar closed to public till 5",
    );
    expect(bob).toContain("Bob, who ran the lion for 22 years, passed away last week");
    expect(bob).not.toMatch(/\b(?:their|them|they)\b/);
    const tommy = await facebook(
      "10 yrs since we lost tommy our old regular, raising a glass for him sat 19th at 8pm, his fav band the dockers are doing a set in his memory, donations to mind",
    );
    expect(tommy).toContain("Tommy, our old regular");
    expect(tommy).toContain("His favourite band The Dockers are doing a set in his memory");
  });

  it("reads the beer, the race, the carols and the job as a landlord means them", async () => {
    const ale = await facebook(
      "new guest on from kirkstall brewery, three swords 4.8% £4.40 a pint, goes lovely w/ our steak pie, pie and a pint £15 tues-thurs",
    );
    expect(ale).toContain("Three Swords (4.8%): £4.40 a pint");
    expect(ale).toContain("It goes lovely with our steak pie");
    const race = await facebook(
      "abu dhabi gp sun 6th lights out 1pm on screen 2, full english £8.50 served 10-12 b4 the race",
    );
    expect(race).toContain("📺 Abu Dhabi GP: Sunday 6th, 1pm");
    expect(race).toMatch(/race-day atmosphere|lights out/);
    expect(race).toContain("📺 On screen 2");
    expect(race).toContain("Full English £8.50, served 10-12 before the race");
    const carols = await facebook(
      "carols & mulled wine in the beer garden sat 19th 6pm weather permitting, if its chucking it down we'll move to the back room, mulled wine £4.50 a cup",
    );
    expect(carols).not.toMatch(/Pull up a stool|Poured properly/);
    const porter = await facebook(
      "we're hiring a kitchen porter 20hrs a wk £12.50ph, also massive congrats to our sam who just passed her cellar management course 🎉",
    );
    expect(porter).toContain("🕒 20 hours a week\n💷 £12.50 an hour");
    expect(await facebook("kids xmas party sun 13th 2-4pm, santa visiting, £6 per child")).toContain(
      "Kids' Christmas party",
    );
    const hours = await facebook(
      "xmas hrs - xmas eve 11am-midnight, xmas day 12-2 drinks only no food, boxing day 12-11, new yrs day closed",
    );
    expect(hours).not.toMatch(/🍽️ Christmas Day/);
  });

  it("calls on a side's fans only when the side is the pub's own", async () => {
    const [instagram] = await write(
      "leinster v leicester champions cup sat 12th ko 3.15 on the big screen, 2-4-1 on guinness while the game is on",
      { platforms: ["instagram"], context: AVERAGES },
    );
    expect(instagram!.content).not.toMatch(/Leinster fans|Leicester fans/);
  });
});

describe("built-in writer: a job, a double-header and a swap (session 18)", () => {
  it("reads 'need a chef asap' as a job advert, its pay and its days set out", async () => {
    const chef = await facebook("need a chef asap full time £13ph our last one moved to spain cv to bar");
    expect(chef).toContain("👋 Chef wanted");
    expect(chef).toContain("💷 £13 an hour");
    expect(chef).toContain("Our last one moved to Spain");
    expect(chef).toContain("📝 CV to the bar");
    const days = await facebook(
      "we're hiring a chef 4 days a wk inc sundays experience needed, our chef sam is off to uni so big thx to him 👨‍🍳",
    );
    expect(days).toContain("🕒 4 days a week including Sundays");
    expect(days).toContain("Our chef Sam is off to uni so big thanks to him");
  });

  it("lists each match of a double-header with its kick-off, and a swap with who is on instead", async () => {
    const rugby = await facebook(
      "rugby sat: wales v ireland 2.15 & scotland v france 4.45, bacon butties £4 b4 kick off, doors 1pm",
    );
    expect(rugby).toContain("📺 Wales v Ireland: Saturday, 2.15\n📺 Scotland v France: Saturday, 4.45");
    const swap = await facebook(
      "tmrw (weds) quiz cancelled sorry!! back next wk. thurs karaoke from 9 instead w/ sharon 🎤",
    );
    expect(swap).toContain("Karaoke with Sharon instead: Thursday, from 9");
    expect(swap).not.toMatch(/Tomorrow back next week|Instead with Sharon/);
  });
});

describe("built-in writer: reader K (session 18)", () => {
  it("writes out the landlord's spelling and keeps each fact whole", async () => {
    expect(await facebook("sunday roast is bak this sun £14.95")).toContain(
      "🍽️ Sunday roast is back this Sunday: £14.95",
    );
    expect(await facebook("guest ale this wk timothy taylors landlord £4.20 a pint")).toContain(
      "💷 This week: Timothy Taylor's Landlord £4.20 a pint",
    );
    expect(await facebook("xmas jumper day fri 18th for save the children £2 donation")).toContain(
      "Save the Children £2 donation",
    );
    const party = await facebook(
      "kids xmas party sun 13th 1-3pm santa visitin 🎅 £8 a kid incl gift n food, book at bar spaces limited",
    );
    expect(party).toContain("📌 Book at the bar\n✨ Spaces limited");
    const prices = await facebook("energy bills r killin us so pints up 20p from jan");
    expect(prices).toMatch(/^📢 Energy bills are killing us so pints up 20p from January\./);
    const nye = await facebook(
      "nye dj mike b 9 til 2am, tickets £10 adv £12 on the door, fancy dress optional",
    );
    expect(nye).toContain("💷 Tickets £10 in advance\n💷 £12 on the door");
  });

  it("says how to apply the way the landlord asked, and gives cocktails a cocktail glass", async () => {
    expect(await facebook("bar staff wanted weekends msg us")).toContain("📝 To apply, send us a message");
    expect(
      await facebook(
        "world darts champs starts fri 11th every session on tv, our board free to use, 2-4-1 cocktails after 9",
      ),
    ).toContain("🍸 2-for-1 cocktails after 9");
    const wake = await facebook(
      "sad news, our regular big dave passed away last wk. wake here thurs 10th from 2pm, all welcome. rip mate",
    );
    expect(wake).not.toMatch(/RIP Mate/i);
  });
});
