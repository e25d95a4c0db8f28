/**
 * Live weather from Open-Meteo's customer API: the pub's town is geocoded
 * (GET {geocoding}/search?name=…&count=1&countryCode=GB&apikey=…), then its daily forecast is read
 * (GET {base}/forecast?latitude&longitude&daily=weather_code,temperature_2m_max,
 * precipitation_probability_max&timezone=Europe/London&start_date&end_date&apikey=…).
 * Both answers are cached in KV for an hour per town. Any failure is logged and answered with null:
 * a post can be written without the weather, so the weather must never stop one being written.
 */
import { z } from "zod";
import type { Weather } from "~/lib/contract/content";
import { addLondonDays, LONDON, londonDate } from "~/lib/time";
import { placeFromAddress } from "~/lib/uk-place";
import { boundedFetch } from "../outbound.server";
import {
  BEER_GARDEN_MAX_RAIN_PERCENT,
  BEER_GARDEN_MIN_C,
  isWeekend,
  type WeatherProvider,
  windowDates,
} from "./types";

export const OPEN_METEO_LABEL = "Open-Meteo forecast";
const CACHE_SECONDS = 60 * 60;
/** One week from today: covers "this weekend" from any day, in one request per town an hour. */
const FORECAST_DAYS = 7;
const DAILY = ["weather_code", "temperature_2m_max", "precipitation_probability_max"] as const;

export interface OpenMeteoConfig {
  apiKey: string;
  /** e.g. https://customer-api.open-meteo.com/v1 */
  baseUrl: string;
  /** e.g. https://customer-geocoding-api.open-meteo.com/v1 */
  geocodingUrl: string;
  cache: KVNamespace;
  now: () => Date;
  fetch?: typeof fetch;
}

const geocodingSchema = z.object({
  // The API leaves `results` out altogether when nothing matches.
  results: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })).optional(),
});
const numbers = z.array(z.number().nullable());
const forecastSchema = z.object({
  daily: z.object({
    time: z.array(z.string()),
    weather_code: numbers,
    temperature_2m_max: numbers,
    precipitation_probability_max: numbers,
  }),
});
/** Open-Meteo's error body: `{ "error": true, "reason": "…" }`. */
const errorSchema = z.object({ reason: z.string() }).partial();

interface Day {
  date: string;
  code: number;
  maxC: number;
  rainPercent: number | null;
}
/** What the cache holds per town: the place's name and its days, or null for a town that is not found. */
type Cached = { name: string; days: Day[] } | null;

/** WMO weather interpretation codes, as Open-Meteo documents them, in the words a post uses. */
export function conditionOf(code: number): Weather["condition"] {
  if (code <= 1) return "sunny"; // clear sky, mainly clear
  if (code <= 48) return "cloudy"; // partly cloudy, overcast, fog
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return "snow";
  return "rain"; // drizzle, rain, freezing rain, showers, thunderstorms
}

/** The day's condition in pub terms: a dry 26°C day is "hot", a dry 4°C one "cold". */
function dayCondition(day: Day): Weather["condition"] {
  const sky = conditionOf(day.code);
  if (sky === "rain" || sky === "snow") return sky;
  if ((day.rainPercent ?? 0) >= 60) return "rain";
  if (day.maxC >= 25) return "hot";
  if (day.maxC <= 5) return "cold";
  return sky;
}

function goodForTheGarden(day: Day): boolean {
  const sky = conditionOf(day.code);
  return (
    day.maxC >= BEER_GARDEN_MIN_C &&
    day.rainPercent !== null &&
    day.rainPercent < BEER_GARDEN_MAX_RAIN_PERCENT &&
    sky !== "rain" &&
    sky !== "snow"
  );
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function describeDay(day: Day, today: string): string {
  const name = day.date === today ? "Today" : DAY_NAMES[new Date(`${day.date}T12:00:00Z`).getUTCDay()];
  const rain = day.rainPercent === null ? "" : `, ${day.rainPercent}% chance of rain`;
  return `${name} ${dayCondition(day)}, ${Math.round(day.maxC)}°C${rain}`;
}

/** The forecast for the window's days, in the contract's shape; null when the window is not in the forecast. */
export function weatherFromDays(place: string, all: Day[], dates: string[], today: string): Weather | null {
  const days = all.filter((day) => dates.includes(day.date));
  const first = days[0];
  if (!first) return null;
  const weekend = days.filter((day) => isWeekend(day.date));
  // The beer-garden cue is about the weekend when the window has one, else about any day in it.
  const beerGarden = (weekend.length ? weekend : days).some(goodForTheGarden);
  const shown = [first, ...weekend.filter((day) => day !== first)];
  const garden = beerGarden ? " Beer-garden weather." : "";
  return {
    summary: `Forecast for ${place}: ${shown.map((day) => describeDay(day, today)).join("; ")}.${garden}`,
    temperatureC: Math.round(first.maxC),
    condition: dayCondition(first),
    beerGarden,
    source: OPEN_METEO_LABEL,
  };
}

export function createOpenMeteoWeather(config: OpenMeteoConfig): WeatherProvider {
  const doFetch = boundedFetch(config.fetch ?? fetch);
  const baseUrl = config.baseUrl.replace(/\/$/, "");
  const geocodingUrl = config.geocodingUrl.replace(/\/$/, "");

  /** GET a URL and parse its JSON with `schema`; null (and a log line) on any failure. */
  async function getJson<T>(url: URL, schema: z.ZodType<T>, what: string): Promise<T | null> {
    url.searchParams.set("apikey", config.apiKey);
    let response: Response;
    try {
      response = await doFetch(url);
    } catch (cause) {
      console.error(`Open-Meteo ${what} unreachable`, cause);
      return null;
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      console.error(`Open-Meteo ${what} refused`, response.status, errorSchema.safeParse(body).data?.reason);
      return null;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`Open-Meteo ${what} answered an unexpected shape`, parsed.error.issues[0]);
      return null;
    }
    return parsed.data;
  }

  /** Geocodes the town and reads its week; undefined when a request failed (not cached, so the next call retries). */
  async function fetchTown(town: string, today: string): Promise<Cached | undefined> {
    const search = new URL(`${geocodingUrl}/search`);
    search.searchParams.set("name", town);
    search.searchParams.set("count", "1");
    search.searchParams.set("language", "en");
    search.searchParams.set("format", "json");
    search.searchParams.set("countryCode", "GB");
    const found = await getJson(search, geocodingSchema, "geocoding");
    if (!found) return undefined;
    const place = found.results?.[0];
    if (!place) return null;

    const url = new URL(`${baseUrl}/forecast`);
    url.searchParams.set("latitude", String(place.latitude));
    url.searchParams.set("longitude", String(place.longitude));
    url.searchParams.set("daily", DAILY.join(","));
    url.searchParams.set("timezone", LONDON);
    url.searchParams.set("start_date", today);
    url.searchParams.set("end_date", addLondonDays(today, FORECAST_DAYS - 1));
    const forecast = await getJson(url, forecastSchema, "forecast");
    if (!forecast) return undefined;
    const { daily } = forecast;
    const days: Day[] = [];
    daily.time.forEach((date, index) => {
      const code = daily.weather_code[index];
      const maxC = daily.temperature_2m_max[index];
      // A day the model has no values for yet is left out rather than guessed.
      if (code == null || maxC == null) return;
      days.push({ date, code, maxC, rainPercent: daily.precipitation_probability_max[index] ?? null });
    });
    return { name: place.name, days };
  }

  async function readCache(key: string): Promise<Cached | undefined> {
    try {
      const raw = await config.cache.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as Cached);
    } catch (cause) {
      console.error("Weather cache unreadable", cause);
      return undefined;
    }
  }

  return {
    kind: "live",
    label: OPEN_METEO_LABEL,
    async forecast({ address, window }) {
      const town = placeFromAddress(address).town;
      // No town, no forecast: a forecast for a guessed place would be worse than none.
      if (!town) return null;
      const now = config.now();
      const today = londonDate(now);
      const dates = windowDates(window, now);
      const key = `weather:open-meteo:v1:${town.toLowerCase()}`;
      let cached = await readCache(key);
      // A week cached before midnight no longer starts today: read a fresh one.
      if (cached && !cached.days.some((day) => day.date === today)) cached = undefined;
      if (cached === undefined) {
        cached = await fetchTown(town, today);
        if (cached === undefined) return null;
        await config.cache
          .put(key, JSON.stringify(cached), { expirationTtl: CACHE_SECONDS })
          .catch((cause: unknown) => console.error("Weather cache unwritable", cause));
      }
      return cached ? weatherFromDays(cached.name, cached.days, dates, today) : null;
    },
  };
}
