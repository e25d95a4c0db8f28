import type { ServerResponse } from "node:http";
import { type ForcedError, forcedError, json } from "./http";

// ---------------------------------------------------------------------------------------------
// Open-Meteo (customer API): geocoding and the daily forecast. The key travels as ?apikey=.
// ---------------------------------------------------------------------------------------------

/** Places the geocoder knows, as GET /v1/search lists them (real GeoNames ids and coordinates). */
const OM_PLACES = [
  { id: 2644688, name: "Leeds", latitude: 53.79648, longitude: -1.54785, admin1: "England", admin2: "Leeds" },
  {
    id: 2654710,
    name: "Brighton",
    latitude: 50.82838,
    longitude: -0.13947,
    admin1: "England",
    admin2: "Brighton and Hove",
  },
  {
    id: 2643123,
    name: "Manchester",
    latitude: 53.48095,
    longitude: -2.23743,
    admin1: "England",
    admin2: "Manchester",
  },
  {
    id: 2648579,
    name: "Glasgow",
    latitude: 55.86515,
    longitude: -4.25763,
    admin1: "Scotland",
    admin2: "Glasgow City",
  },
];

/** One day of weather: WMO code, daily maximum (°C), chance of rain (%). */
type OmDay = [code: number, maxC: number, rainPercent: number];
// Each place's week, weekday and weekend, so every mapping rule is reachable on any date: Brighton
// is hot and dry (beer garden), Manchester wet all week, Leeds wet midweek with a dry 19°C weekend,
// Glasgow dry at the weekend but under the 18°C a beer garden needs.
const OM_WEATHER: Record<string, { weekday: OmDay; weekend: OmDay }> = {
  Brighton: { weekday: [0, 26.4, 5], weekend: [1, 27.1, 0] },
  Manchester: { weekday: [63, 12.2, 85], weekend: [65, 11.5, 95] },
  Leeds: { weekday: [61, 12.4, 70], weekend: [1, 19.6, 10] },
  Glasgow: { weekday: [3, 14.8, 40], weekend: [2, 16.9, 20] },
};
const OM_DAILY_VARIABLES = new Set([
  "weather_code",
  "temperature_2m_max",
  "temperature_2m_min",
  "precipitation_sum",
  "precipitation_probability_max",
  "sunshine_duration",
  "wind_speed_10m_max",
]);
/** Open-Meteo's refusals, word for word: `{"error": true, "reason": "…"}` with the status. */
const omError = (reason: string) => JSON.stringify({ error: true, reason });
export const OM_REAL_ERRORS: Record<number, ForcedError> = {
  400: {
    status: 400,
    body: omError(
      "Cannot initialize WeatherVariable from invalid String value temperature_2m_maxx for key daily",
    ),
  },
  429: { status: 429, body: omError("Minutely API request limit exceeded. Please try again in one minute.") },
};

function omKeyRefused(url: URL, response: ServerResponse): boolean {
  if (url.searchParams.get("apikey") === "om-test-key") return false;
  json(response, 400, { error: true, reason: "The supplied API key is invalid." });
  return true;
}

// GET /open-meteo-geocoding/v1/search?name=…&count=…&countryCode=GB: matching places, or no
// `results` key at all when nothing matches (as the real API answers).
export function openMeteoGeocoding(url: URL, response: ServerResponse) {
  if (omKeyRefused(url, response) || forcedError("open-meteo-geocoding", response)) return;
  if (url.pathname !== "/open-meteo-geocoding/v1/search")
    return json(response, 404, { error: true, reason: "Not Found" });
  const name = (url.searchParams.get("name") ?? "").toLowerCase();
  const country = url.searchParams.get("countryCode");
  const count = Number(url.searchParams.get("count") ?? "10");
  const results = OM_PLACES.filter(
    (place) => place.name.toLowerCase() === name && (!country || country === "GB"),
  )
    .slice(0, count)
    .map((place) => ({
      ...place,
      elevation: 63,
      feature_code: "PPLA2",
      country_code: "GB",
      timezone: "Europe/London",
      country_id: 2635167,
      country: "United Kingdom",
    }));
  return json(
    response,
    200,
    results.length ? { results, generationtime_ms: 0.71 } : { generationtime_ms: 0.42 },
  );
}

// GET /open-meteo/v1/forecast?latitude&longitude&daily=…&timezone&start_date&end_date: the place's
// week in the `daily` arrays, one value per day, with `daily_units`. An unknown daily variable gets
// the real 400; days run from start_date to end_date (or forecast_days from today).
export function openMeteoForecast(url: URL, response: ServerResponse) {
  if (omKeyRefused(url, response) || forcedError("open-meteo", response)) return;
  if (url.pathname !== "/open-meteo/v1/forecast")
    return json(response, 404, { error: true, reason: "Not Found" });
  const latitude = Number(url.searchParams.get("latitude"));
  const longitude = Number(url.searchParams.get("longitude"));
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return json(response, 400, { error: true, reason: "Parameter 'latitude' and 'longitude' are required" });
  }
  const daily = (url.searchParams.get("daily") ?? "").split(",").filter(Boolean);
  const unknown = daily.find((variable) => !OM_DAILY_VARIABLES.has(variable));
  if (unknown) {
    return json(response, 400, {
      error: true,
      reason: `Cannot initialize WeatherVariable from invalid String value ${unknown} for key daily`,
    });
  }
  const start = url.searchParams.get("start_date") ?? new Date().toISOString().slice(0, 10);
  const days = url.searchParams.get("end_date")
    ? (Date.parse(url.searchParams.get("end_date") ?? "") - Date.parse(start)) / 86_400_000 + 1
    : Number(url.searchParams.get("forecast_days") ?? "7");
  const place = OM_PLACES.find(
    (candidate) =>
      Math.abs(candidate.latitude - latitude) < 0.01 && Math.abs(candidate.longitude - longitude) < 0.01,
  );
  const week = OM_WEATHER[place?.name ?? ""] ?? { weekday: [3, 13, 30], weekend: [3, 13, 30] };
  const time = Array.from({ length: days }, (_, index) =>
    new Date(Date.parse(start) + index * 86_400_000).toISOString().slice(0, 10),
  );
  const values = time.map((date) =>
    [0, 6].includes(new Date(date).getUTCDay()) ? week.weekend : week.weekday,
  );
  const columns: Record<string, number[]> = {
    weather_code: values.map((day) => day[0]),
    temperature_2m_max: values.map((day) => day[1]),
    temperature_2m_min: values.map((day) => Math.round((day[1] - 7) * 10) / 10),
    precipitation_probability_max: values.map((day) => day[2]),
  };
  const units: Record<string, string> = {
    time: "iso8601",
    weather_code: "wmo code",
    temperature_2m_max: "°C",
    temperature_2m_min: "°C",
    precipitation_probability_max: "%",
  };
  return json(response, 200, {
    latitude: Math.round(latitude * 50) / 50,
    longitude: Math.round(longitude * 50) / 50,
    generationtime_ms: 0.08,
    utc_offset_seconds: 0,
    timezone: url.searchParams.get("timezone") ?? "GMT",
    timezone_abbreviation: "GMT",
    elevation: 63,
    daily_units: Object.fromEntries(["time", ...daily].map((key) => [key, units[key] ?? ""])),
    daily: Object.fromEntries([
      ["time", time],
      ...daily.map((key) => [key, columns[key] ?? time.map(() => 0)]),
    ]),
  });
}
