import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ANGLES, FRAMEWORKS, MAGIC_MIX, OPTIMIZATIONS, PLATFORMS, TONES } from "~/lib/content/constants";
import { type CheckSources, checkPosts } from "~/lib/content/writing-check";
import type { ContentContext, GeneratedPost, Refinements } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import { createBuiltinWriter } from "~/server/providers/ai/builtin-writer/index.server";

// Every brief in the corpus, written the way landlords type them (see the file's headings).
export const BRIEFS = readFileSync(new URL("./fixtures/landlord-briefs.txt", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));

// A pub with everything filled in, so every platform's contact lines and calls to action are used.
const PUB: PubDetails = {
  name: "The Red Lion",
  email: null,
  phone: "0113 496 0123",
  bookingLink: "https://redlion.example/book",
  website: null,
  address: "12 Otley Road, Headingley, Leeds LS6 3AA",
  features: ["Real fire", "Big screens", "Beer garden"],
};

// Tuesday 1 December 2026 in Leeds: the built-in climate averages (wet and cold, not a forecast),
// a Champions League match tonight on the TV list, and Christmas party season under way — the
// context that tempted the old writer into "It's chucking it down" and fixtures nobody asked for.
const NOW = new Date("2026-12-01T10:00:00Z");
const TODAY = "2026-12-01";
const AVERAGES: ContentContext = {
  nextFavoriteMatch: null,
  upcomingSports: [
    {
      id: "fx-1",
      sport: "football",
      matchText: "Bayer Leverkusen v Arsenal",
      competition: "Champions League",
      date: TODAY,
      kickOffTime: "20:00",
      tvChannels: ["TNT Sports"],
    },
  ],
  localEvents: [{ name: "Quiz night", date: "2026-12-02", detail: "Every Wednesday" }],
  seasonalContext: {
    season: "winter",
    occasions: [{ name: "Christmas party season", date: TODAY, daysAway: 0 }],
    summary: "Early December",
  },
  weather: {
    summary: "Typical early December weather in Northern England (built-in averages, not a forecast).",
    temperatureC: 7,
    condition: "rain",
    beerGarden: false,
    source: "Built-in UK climate averages",
    isForecast: false,
  },
  pubFeatures: [],
};
// The same day with a real forecast: the weather may then be written as today's weather.
const FORECAST: ContentContext = {
  ...AVERAGES,
  weather: {
    ...AVERAGES.weather!,
    summary: "Forecast: rain",
    source: "Open-Meteo forecast",
    isForecast: true,
  },
};

const REFINEMENTS: Array<[string, Refinements]> = [
  ...TONES.map((tone): [string, Refinements] => [`tone ${tone}`, { tone }]),
  ...FRAMEWORKS.map((framework): [string, Refinements] => [`framework ${framework}`, { framework }]),
  ...ANGLES.map((angle): [string, Refinements] => [`angle ${angle}`, { angle }]),
  ...OPTIMIZATIONS.map((optimization): [string, Refinements] => [
    `optimisation ${optimization}`,
    { optimization },
  ]),
  ["Magic Mix", MAGIC_MIX],
];

const writer = createBuiltinWriter();

function sourcesFor(brief: string, context: ContentContext, refinements?: Refinements): CheckSources {
  return {
    brief,
    today: TODAY,
    refinements,
    weather: context.weather && {
      isForecast: context.weather.isForecast === true,
      condition: context.weather.condition,
      temperatureC: context.weather.temperatureC,
    },
    fixtures: context.upcomingSports.map((fixture) => ({
      text: fixture.matchText,
      date: fixture.date,
      kickoff: fixture.kickOffTime,
    })),
  };
}

export interface CorpusRun {
  posts: number;
  failures: string[];
}

/** Every brief through the built-in writer: plain and with each refinement, on every platform. */
export async function runCorpus(briefs: readonly string[] = BRIEFS): Promise<CorpusRun> {
  const failures: string[] = [];
  let count = 0;
  const check = (brief: string, label: string, posts: GeneratedPost[], sources: CheckSources) => {
    for (const post of checkPosts(posts, sources)) {
      count++;
      // Independent of the check's own reading: every amount the brief gives is in the post as typed.
      const amounts = brief.match(/£\s?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?/g) ?? [];
      const missing = amounts.filter((amount) => !post.content.includes(amount.replace(/\s/g, "")));
      const problems = [
        ...post.quality.problems.map((problem) => problem.message),
        ...missing.map((amount) => `${amount} missing`),
      ];
      if (problems.length > 0)
        failures.push(
          `${brief} [${label}, ${post.platform}]\n  ${problems.join("\n  ")}\n---\n${post.content}\n`,
        );
    }
  };
  for (const brief of briefs) {
    for (const context of [AVERAGES, FORECAST]) {
      const request = { brief, pub: PUB, context, platforms: [...PLATFORMS], variant: 0, now: NOW };
      const { posts } = await writer.writePosts(request);
      const weatherLabel = context === FORECAST ? "forecast" : "averages";
      check(brief, `plain, ${weatherLabel}`, posts, sourcesFor(brief, context));
      const refinements =
        context === FORECAST ? REFINEMENTS.filter(([label]) => label === "angle weather") : REFINEMENTS;
      for (const [label, chosen] of refinements) {
        const refined = await writer.refinePosts({
          posts,
          refinements: chosen,
          brief,
          pub: PUB,
          context,
          variant: 0,
          now: NOW,
        });
        check(brief, `${label}, ${weatherLabel}`, refined.posts, sourcesFor(brief, context, chosen));
      }
    }
  }
  return { posts: count, failures };
}

describe.skipIf(process.env.SKIP_CORPUS)("built-in writer: the landlord corpus", () => {
  it("has at least 300 briefs", () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(BRIEFS).size).toBe(BRIEFS.length);
  });

  it("writes every brief for every platform, plain and with every refinement, and every post passes the writing check", async () => {
    const { posts, failures } = await runCorpus();
    expect(posts).toBeGreaterThanOrEqual(BRIEFS.length * PLATFORMS.length * (REFINEMENTS.length + 1));
    expect(failures.slice(0, 10).join("\n"), `${failures.length} of ${posts} posts failed`).toBe("");
  }, 120_000);
});
