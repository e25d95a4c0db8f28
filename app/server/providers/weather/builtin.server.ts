/**
 * Built-in weather ("Built-in UK climate averages"): what a month is usually like where the pub is,
 * from a small table of regional averages. No network and no randomness; it never pretends to be a
 * forecast (the summary says so), but it still lets a post written in July mention the beer garden
 * and one written in November lean on the fire and the dark evenings.
 */
import type { Weather } from "~/lib/contract/content";
import { MONTHS } from "~/lib/time";
import { type ClimateRegion, placeFromAddress } from "~/lib/uk-place";
import { BEER_GARDEN_MIN_C, isWeekend, type WeatherProvider, windowDates } from "./types";

export const BUILTIN_WEATHER_LABEL = "Built-in UK climate averages";

type Region = ClimateRegion | "uk";
/** Per month, January first: average daily high (°C), days with ≥ 1 mm of rain, hours of sunshine. */
interface Climate {
  name: string;
  highC: readonly number[];
  rainDays: readonly number[];
  sunHours: readonly number[];
}

// Rounded from the Met Office's 1991-2020 district and national averages: close enough to say
// "around 10°C and wet" with confidence, which is all a post needs.
const CLIMATE: Record<Region, Climate> = {
  uk: {
    name: "the UK",
    highC: [6.9, 7.5, 9.8, 12.8, 16.0, 18.6, 20.5, 20.1, 17.5, 13.7, 9.9, 7.3],
    rainDays: [15, 13, 13, 11, 11, 10, 11, 12, 11, 14, 15, 15],
    sunHours: [50, 74, 111, 158, 199, 180, 182, 171, 135, 98, 63, 47],
  },
  north_england: {
    name: "Northern England",
    highC: [6.8, 7.5, 9.9, 12.8, 15.9, 18.7, 20.9, 20.5, 17.8, 13.8, 9.8, 7.1],
    rainDays: [12, 10, 10, 9, 9, 9, 9, 10, 9, 11, 12, 12],
    sunHours: [58, 79, 113, 151, 190, 173, 182, 170, 136, 102, 65, 52],
  },
  midlands: {
    name: "the Midlands",
    highC: [7.2, 8.0, 10.6, 13.8, 17.0, 19.9, 22.1, 21.6, 18.6, 14.4, 10.2, 7.5],
    rainDays: [13, 11, 11, 10, 10, 9, 9, 10, 9, 12, 13, 13],
    sunHours: [55, 76, 114, 158, 196, 186, 196, 181, 140, 103, 63, 50],
  },
  southeast_england: {
    name: "South East England",
    highC: [8.1, 8.6, 11.4, 14.6, 17.9, 20.9, 23.2, 22.8, 19.8, 15.6, 11.3, 8.5],
    rainDays: [12, 10, 10, 9, 9, 8, 8, 9, 9, 12, 12, 12],
    sunHours: [62, 82, 121, 175, 209, 206, 214, 200, 153, 114, 72, 57],
  },
  southwest_england: {
    name: "South West England",
    highC: [8.3, 8.5, 10.6, 13.3, 16.4, 19.0, 20.9, 20.7, 18.6, 15.0, 11.4, 8.9],
    rainDays: [16, 13, 13, 11, 11, 10, 10, 11, 11, 14, 16, 16],
    sunHours: [57, 78, 117, 174, 208, 206, 207, 194, 151, 106, 67, 53],
  },
  wales: {
    name: "Wales",
    highC: [7.4, 7.7, 9.8, 12.6, 15.8, 18.2, 19.8, 19.6, 17.5, 14.0, 10.5, 8.0],
    rainDays: [17, 14, 14, 12, 12, 11, 12, 13, 13, 16, 17, 17],
    sunHours: [48, 71, 106, 160, 198, 183, 181, 170, 131, 93, 57, 44],
  },
  scotland: {
    name: "Scotland",
    highC: [5.6, 6.1, 8.1, 10.9, 14.0, 16.4, 18.2, 17.8, 15.5, 12.0, 8.4, 5.9],
    rainDays: [18, 15, 15, 12, 12, 12, 13, 14, 14, 17, 18, 18],
    sunHours: [39, 67, 103, 146, 189, 165, 163, 152, 117, 83, 51, 33],
  },
  northern_ireland: {
    name: "Northern Ireland",
    highC: [7.3, 7.8, 9.9, 12.5, 15.4, 17.6, 19.2, 18.9, 16.9, 13.6, 10.1, 7.7],
    rainDays: [17, 14, 15, 12, 12, 11, 13, 14, 13, 16, 17, 17],
    sunHours: [41, 64, 98, 149, 192, 157, 143, 141, 114, 85, 52, 33],
  },
};

/** Highs under this are "cold" whatever else the month does. */
const COLD_BELOW_C = 9;
/** Rain on this share of the month's days or more makes it a wet month. */
const WET_SHARE = 0.4;
/** Sunny needs both: enough sun a day and enough warmth to feel it. */
const SUNNY_HOURS_A_DAY = 5;
const SUNNY_FROM_C = 15;

function daysIn(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** "early", "mid" or "late" by the day of the month: how people talk about the time of year. */
export function partOfMonth(day: number): "early" | "mid" | "late" {
  return day <= 10 ? "early" : day <= 20 ? "mid" : "late";
}

/** A month's usual weather in a region, deterministic; `weekend` says whether the window has a Saturday or Sunday. */
export function climateFor(region: Region, date: string, weekend: boolean): Weather {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = month - 1;
  const climate = CLIMATE[region];
  const highC = climate.highC[index] ?? 0;
  const rainDays = climate.rainDays[index] ?? 0;
  const days = daysIn(year, index);
  const sunADay = (climate.sunHours[index] ?? 0) / days;
  const condition: Weather["condition"] =
    highC < COLD_BELOW_C
      ? "cold"
      : rainDays / days >= WET_SHARE
        ? "rain"
        : sunADay >= SUNNY_HOURS_A_DAY && highC >= SUNNY_FROM_C
          ? "sunny"
          : "cloudy";
  const beerGarden = weekend && condition === "sunny" && highC >= BEER_GARDEN_MIN_C;
  const when = `${partOfMonth(day)} ${MONTHS[index]}`;
  const temperatureC = Math.round(highC);
  const garden = beerGarden ? " Usually beer-garden weather at the weekend." : "";
  return {
    summary:
      `Typical ${when} weather in ${climate.name}: highs around ${temperatureC}°C, rain on about ` +
      `${rainDays} days of the month and ${Math.round(sunADay)} hours of sunshine a day ` +
      `(built-in averages, not a forecast).${garden}`,
    temperatureC,
    condition,
    beerGarden,
    source: BUILTIN_WEATHER_LABEL,
  };
}

/**
 * The built-in provider. With no address (or one we cannot place) it answers for the UK as a whole:
 * averages are still true of the whole country, unlike a forecast for a place we would have to guess.
 */
export function createBuiltinWeather({ now }: { now: () => Date }): WeatherProvider {
  return {
    kind: "builtin",
    label: BUILTIN_WEATHER_LABEL,
    async forecast({ address, window }) {
      const dates = windowDates(window, now());
      const first = dates[0];
      if (!first) return null;
      const region = placeFromAddress(address).region ?? "uk";
      return climateFor(region, first, dates.some(isWeekend));
    },
  };
}
