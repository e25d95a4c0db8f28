import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { contextSchema } from "~/lib/contract/content";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { buildContentContext } from "~/server/content/context.server";
import { type AppContext, createAppContext } from "~/server/context.server";
import { createBuiltinFixtures } from "~/server/providers/fixtures/builtin.server";
import { BUILTIN_WEATHER_LABEL, createBuiltinWeather } from "~/server/providers/weather/builtin.server";
import { savePub } from "~/server/pub/pub.server";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { call, type Json, services, signedInAccount } from "./helpers";

/** A Leeds local like the Pro demo pub. */
const RED_LION = {
  name: "The Red Lion",
  email: null,
  phone: "0113 496 0000",
  bookingLink: null,
  website: null,
  address: "12 Otley Road, Headingley, Leeds, West Yorkshire LS6 2AA",
  features: ["Big screen sport", "Beer garden", "Quiz night Thursdays", "Sunday roast"],
};

function favourite(name: string, sport: FavouriteTeam["sport"], category: FavouriteTeam["category"]) {
  const id = `${sport}-${name.toLowerCase().replace(/\s+/g, "-")}`;
  return { id, name, sport, category, notificationDays: 7 } as FavouriteTeam;
}

const FAVOURITES = [
  favourite("Leeds United", "football", "local"),
  favourite("Arsenal", "football", "premier"),
  favourite("England", "rugby", "international"),
];

async function landlordWithPub() {
  const signedIn = await signedInAccount("pro");
  await savePub(services, signedIn.account.id, RED_LION);
  await saveFavourites(services, signedIn.account.id, { favourites: FAVOURITES, remindersEnabled: true });
  return signedIn;
}

describe("GET /api/context (local mode, built-in providers)", () => {
  beforeAll(async () => {
    expect((await refreshFixtures(createAppContext(env, () => {}))).ok).toBe(true);
  });

  it("answers the signed-in pub's context, valid against the contract", async () => {
    const { cookie } = await landlordWithPub();
    const response = await call("/api/context", { cookie });
    expect(response.status).toBe(200);
    const body = await response.json<Json>();
    expect(contextSchema.parse(body)).toEqual(body);

    expect(body.pubFeatures).toEqual(RED_LION.features);
    expect(body.weather.source).toBe(BUILTIN_WEATHER_LABEL);
    expect(body.weather.summary).toContain("Northern England");
    expect(body.seasonalContext.summary.length).toBeGreaterThan(20);
    expect(body.localEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Quiz night", detail: "Every Thursday" }),
        expect.objectContaining({ name: "Sunday roast", detail: "Every Sunday" }),
      ]),
    );
    const quiz = body.localEvents.find((event: Json) => event.name === "Quiz night");
    expect(new Date(`${quiz.date}T12:00:00Z`).getUTCDay()).toBe(4);
  });

  it("shows at most five upcoming sports, all televised, within the week", async () => {
    const { cookie } = await landlordWithPub();
    const body = await (await call("/api/context", { cookie })).json<Json>();
    expect(body.upcomingSports.length).toBeLessThanOrEqual(5);
    const weekAhead = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    for (const sport of body.upcomingSports) {
      expect(sport.tvChannels.length).toBeGreaterThan(0);
      expect(sport.date <= weekAhead).toBe(true);
    }
  });

  it("still answers for an account with no pub yet: no features, UK-wide averages", async () => {
    const { cookie } = await signedInAccount("trial");
    const body = await (await call("/api/context", { cookie })).json<Json>();
    expect(contextSchema.parse(body)).toEqual(body);
    expect(body.pubFeatures).toEqual([]);
    expect(body.nextFavoriteMatch).toBeNull();
    expect(body.weather.summary).toContain("in the UK");
  });

  it("is 401 when signed out", async () => {
    const response = await call("/api/context");
    expect(response.status).toBe(401);
    expect((await response.json<Json>()).error.code).toBeTruthy();
  });
});

describe("the content context on a pinned day (Sunday 22 November 2026, noon)", () => {
  const pinned = () => new Date("2026-11-22T12:00:00Z");
  let ctx: AppContext;

  beforeAll(async () => {
    const app = createAppContext(env, () => {});
    ctx = {
      ...app,
      now: pinned,
      providers: {
        ...app.providers,
        fixtures: createBuiltinFixtures({ now: pinned }),
        weather: createBuiltinWeather({ now: pinned }),
      },
    };
    expect((await refreshFixtures(ctx)).ok).toBe(true);
  });

  it("puts favourites first, dates the pub's nights and reads late November in Leeds", async () => {
    const { account } = await landlordWithPub();
    const context = await buildContentContext(ctx, account.id);
    expect(contextSchema.parse(context)).toEqual(context);

    expect(context.seasonalContext.season).toBe("autumn");
    expect(context.seasonalContext.summary).toMatch(/^Late November: /);
    expect(context.seasonalContext.occasions.map((occasion) => occasion.name)).toContain(
      "Christmas party season",
    );
    expect(context.weather).toMatchObject({
      condition: "rain",
      beerGarden: false,
      temperatureC: 10,
      source: BUILTIN_WEATHER_LABEL,
    });
    expect(context.localEvents).toEqual(
      expect.arrayContaining([
        { name: "Sunday roast", date: "2026-11-22", detail: "Every Sunday" },
        { name: "Quiz night", date: "2026-11-26", detail: "Every Thursday" },
        { name: "Christmas party season", date: "2026-12-01", detail: "In 9 days" },
      ]),
    );

    const sports = context.upcomingSports;
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.length).toBeLessThanOrEqual(5);
    expect(sports.every((sport) => sport.date >= "2026-11-22" && sport.date <= "2026-11-29")).toBe(true);
    const favouriteNames = ["Leeds United", "Arsenal", "England"];
    const isFavourite = (matchText: string) => favouriteNames.some((name) => matchText.includes(name));
    const flags = sports.map((sport) => isFavourite(sport.matchText));
    // Favourites come first: once a non-favourite appears, no favourite follows it.
    expect(flags.indexOf(false) === -1 || !flags.slice(flags.indexOf(false)).includes(true)).toBe(true);
    if (context.nextFavoriteMatch) expect(isFavourite(context.nextFavoriteMatch.matchText)).toBe(true);
  });

  it("never fails because the weather did", async () => {
    const { account } = await landlordWithPub();
    const broken = {
      ...ctx,
      providers: {
        ...ctx.providers,
        weather: {
          kind: "live" as const,
          label: "Broken",
          forecast: () => Promise.reject(new Error("boom")),
        },
      },
    };
    const context = await buildContentContext(broken, account.id);
    expect(context.weather).toBeNull();
    expect(contextSchema.parse(context)).toEqual(context);
  });
});
