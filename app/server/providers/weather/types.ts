import type { Weather } from "~/lib/contract/content";
import { addLondonDays, londonDate, SAT, SUN } from "~/lib/time";

/**
 * The days a forecast is for, as London dates (YYYY-MM-DD, both included), or the coming weekend.
 * The first day is the one the condition and temperature describe; the weekend days in the window
 * decide the beer-garden cue.
 */
export type ForecastWindow = "this weekend" | { from: string; to: string };

export interface WeatherRequest {
  /** The pub's address as typed; the provider works out the town or region from it. */
  address: string | null;
  window: ForecastWindow;
}

export interface WeatherProvider {
  readonly kind: "builtin" | "live";
  /** Also the `source` of every answer: "Open-Meteo forecast" or "Built-in UK climate averages". */
  readonly label: string;
  /** The weather for the window, or null when there is none to give (unknown place, vendor down). */
  forecast(request: WeatherRequest): Promise<Weather | null>;
}

/** Below this the beer garden stays shut, whatever the sky does. */
export const BEER_GARDEN_MIN_C = 18;
/** At or above this chance of rain, nobody books a table outside. */
export const BEER_GARDEN_MAX_RAIN_PERCENT = 30;

function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The London dates of a window; "this weekend" is today and Sunday on a weekend, else the coming Saturday and Sunday. */
export function windowDates(window: ForecastWindow, now: Date): string[] {
  let from: string;
  let to: string;
  if (window === "this weekend") {
    const today = londonDate(now);
    const day = weekday(today);
    from = day === SAT || day === SUN ? today : addLondonDays(today, SAT - day);
    to = day === SUN ? today : addLondonDays(from, 1);
  } else {
    ({ from, to } = window);
  }
  const dates: string[] = [];
  // Capped at a fortnight: no caller needs more, and a typo'd window must not loop for years.
  for (let date = from; date <= to && dates.length < 14; date = addLondonDays(date, 1)) dates.push(date);
  return dates;
}

/** Saturdays and Sundays: the days a beer-garden cue is about. */
export function isWeekend(date: string): boolean {
  const day = weekday(date);
  return day === SAT || day === SUN;
}
