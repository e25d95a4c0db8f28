import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { weatherSchema } from "~/lib/contract/content";
import { createAppContext } from "~/server/context.server";
import { readConfig } from "~/server/env.server";
import { createOpenMeteoWeather, OPEN_METEO_LABEL } from "~/server/providers/weather/open-meteo.server";
import type { ForecastWindow } from "~/server/providers/weather/types";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);
// Wednesday 14 July 2027, 10:00 BST: the window below runs to Sunday 18 July.
const NOW = new Date("2027-07-14T09:00:00Z");
const THIS_WEEK: ForecastWindow = { from: "2027-07-14", to: "2027-07-18" };
const TOWNS = ["leeds", "brighton", "manchester", "glasgow", "atlantis"];

function openMeteo(overrides: { baseUrl?: string; apiKey?: string } = {}) {
  return createOpenMeteoWeather({
    apiKey: overrides.apiKey ?? config.OPEN_METEO_API_KEY!,
    baseUrl: overrides.baseUrl ?? config.OPEN_METEO_URL,
    geocodingUrl: config.OPEN_METEO_GEOCODING_URL,
    cache: env.CACHE,
    now: () => NOW,
  });
}

async function recorded(service: string): Promise<Array<{ path: string; query: string }>> {
  return (await fetch(`${fake}/__control/requests?service=${service}`)).json<Json>();
}

async function requestCount() {
  return (await recorded("open-meteo")).length + (await recorded("open-meteo-geocoding")).length;
}

async function forceError(service: "open-meteo" | "open-meteo-geocoding", status: number) {
  const response = await fetch(`${fake}/__control/${service}/next-error`, {
    method: "POST",
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

beforeEach(async () => {
  await fetch(`${fake}/__control/requests?service=open-meteo`, { method: "DELETE" });
  await fetch(`${fake}/__control/requests?service=open-meteo-geocoding`, { method: "DELETE" });
  await Promise.all(TOWNS.map((town) => env.CACHE.delete(`weather:open-meteo:v1:${town}`)));
});

describe("Open-Meteo weather adapter", () => {
  it("is the weather provider whenever the key is set", () => {
    const providers = createAppContext(env, () => {}).providers;
    expect(providers.weather).toMatchObject({ kind: "live", label: OPEN_METEO_LABEL });
  });

  it("geocodes the pub's town in Great Britain, then asks for its week with the key", async () => {
    await openMeteo().forecast({ address: "12 Otley Road, Headingley, Leeds LS6 2AA", window: THIS_WEEK });
    const [search] = await recorded("open-meteo-geocoding");
    expect(search?.path).toBe("/open-meteo-geocoding/v1/search");
    expect(Object.fromEntries(new URLSearchParams(search?.query))).toMatchObject({
      name: "Leeds",
      count: "1",
      countryCode: "GB",
      apikey: "om-test-key",
    });
    const [forecast] = await recorded("open-meteo");
    expect(forecast?.path).toBe("/open-meteo/v1/forecast");
    expect(Object.fromEntries(new URLSearchParams(forecast?.query))).toEqual({
      latitude: "53.79648",
      longitude: "-1.54785",
      daily: "weather_code,temperature_2m_max,precipitation_probability_max",
      timezone: "Europe/London",
      start_date: "2027-07-14",
      end_date: "2027-07-20",
      apikey: "om-test-key",
    });
  });

  it("maps a hot, dry weekend to beer-garden weather", async () => {
    const weather = await openMeteo().forecast({
      address: "The Basketmakers Arms, Brighton BN1 4JA",
      window: THIS_WEEK,
    });
    expect(weatherSchema.parse(weather)).toEqual(weather);
    expect(weather).toMatchObject({
      temperatureC: 26,
      condition: "hot",
      beerGarden: true,
      source: OPEN_METEO_LABEL,
    });
    expect(weather?.summary).toContain("Forecast for Brighton: Today hot, 26°C, 5% chance of rain");
    expect(weather?.summary).toContain("Saturday hot, 27°C, 0% chance of rain");
  });

  it("maps a wet week to rain and no beer garden", async () => {
    const weather = await openMeteo().forecast({
      address: "Deansgate, Manchester M3 2BW",
      window: "this weekend",
    });
    expect(weather).toMatchObject({ condition: "rain", temperatureC: 12, beerGarden: false });
  });

  it("describes today but judges the beer garden on the weekend", async () => {
    const weather = await openMeteo().forecast({ address: "Leeds LS1 1UR", window: THIS_WEEK });
    expect(weather).toMatchObject({ condition: "rain", temperatureC: 12, beerGarden: true });
    // Dry at the weekend but under 18°C: no beer-garden promise.
    const glasgow = await openMeteo().forecast({ address: "Glasgow G1 1AA", window: "this weekend" });
    expect(glasgow).toMatchObject({ condition: "cloudy", temperatureC: 17, beerGarden: false });
  });

  it("caches a town's week in KV for an hour: the second call makes no request", async () => {
    const first = await openMeteo().forecast({ address: "Leeds", window: THIS_WEEK });
    expect(await requestCount()).toBe(2);
    const second = await openMeteo().forecast({ address: "Headingley, Leeds", window: "this weekend" });
    expect(await requestCount()).toBe(2);
    expect(second?.beerGarden).toBe(first?.beerGarden);
    const keys = await env.CACHE.list({ prefix: "weather:open-meteo:v1:leeds" });
    expect(keys.keys).toHaveLength(1);
    expect(keys.keys[0]?.expiration).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(keys.keys[0]?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 3600);
  });

  it("answers null for a town the geocoder does not know, and for no address at all", async () => {
    expect(await openMeteo().forecast({ address: "Atlantis", window: THIS_WEEK })).toBeNull();
    expect(await recorded("open-meteo")).toHaveLength(0);
    expect(await openMeteo().forecast({ address: null, window: THIS_WEEK })).toBeNull();
    expect(await openMeteo().forecast({ address: "Atlantis", window: THIS_WEEK })).toBeNull();
    expect(await requestCount()).toBe(1); // the miss is cached too
  });

  it("gives null, not an error, for Open-Meteo's 400, its 429 and an unreachable server", async () => {
    await forceError("open-meteo", 400);
    expect(await openMeteo().forecast({ address: "Leeds", window: THIS_WEEK })).toBeNull();
    await forceError("open-meteo-geocoding", 429);
    expect(await openMeteo().forecast({ address: "Leeds", window: THIS_WEEK })).toBeNull();
    const unreachable = openMeteo({ baseUrl: "http://127.0.0.1:9/v1" });
    expect(await unreachable.forecast({ address: "Brighton", window: THIS_WEEK })).toBeNull();
    expect(
      await openMeteo({ apiKey: "wrong" }).forecast({ address: "Glasgow", window: THIS_WEEK }),
    ).toBeNull();
    // Failures are not cached: the next call asks again and gets the forecast.
    expect(await openMeteo().forecast({ address: "Leeds", window: THIS_WEEK })).toMatchObject({
      beerGarden: true,
    });
  });

  it("sends a daily variable the real API accepts (the fake refuses unknown ones as Open-Meteo does)", async () => {
    const response = await fetch(
      `${config.OPEN_METEO_URL}/forecast?latitude=53.8&longitude=-1.5&daily=temperature_2m_maxx&apikey=om-test-key`,
    );
    expect(response.status).toBe(400);
    expect(await response.json<Json>()).toEqual({
      error: true,
      reason: "Cannot initialize WeatherVariable from invalid String value temperature_2m_maxx for key daily",
    });
  });
});

describe("the Open-Meteo fake refuses what the real API refuses", () => {
  it("answers coordinates outside WGS84 with Open-Meteo's own 400, and the adapter turns a 400 into no weather", async () => {
    const ask = (latitude: number, longitude: number) =>
      fetch(
        `${config.OPEN_METEO_URL}/forecast?latitude=${latitude}&longitude=${longitude}&daily=weather_code&apikey=om-test-key`,
      );
    const north = await ask(91, -1.5);
    expect(north.status).toBe(400);
    expect(await north.json<Json>()).toEqual({
      error: true,
      reason: "Latitude must be in range of -90 to 90°. Given: 91.0.",
    });
    const west = await ask(53.8, -180.5);
    expect(west.status).toBe(400);
    expect(await west.json<Json>()).toEqual({
      error: true,
      reason: "Longitude must be in range of -180 to 180°. Given: -180.5.",
    });
    // What our adapter sends is always in range, so it gets weather; a 400 of any kind is no weather.
    expect(await openMeteo().forecast({ address: "Leeds", window: THIS_WEEK })).not.toBeNull();
    const sent = (await recorded("open-meteo")).at(-1)?.query ?? "";
    const params = new URLSearchParams(sent);
    expect(Math.abs(Number(params.get("latitude")))).toBeLessThanOrEqual(90);
    expect(Math.abs(Number(params.get("longitude")))).toBeLessThanOrEqual(180);
  });
});
