import { describe, expect, it } from "vitest";
import { weatherSchema } from "~/lib/contract/content";
import { placeFromAddress } from "~/lib/uk-place";
import {
  BUILTIN_WEATHER_LABEL,
  climateFor,
  createBuiltinWeather,
} from "~/server/providers/weather/builtin.server";
import { windowDates } from "~/server/providers/weather/types";

const LEEDS = "12 Otley Road, Headingley, Leeds, West Yorkshire LS6 2AA";

function builtin(instant: string) {
  return createBuiltinWeather({ now: () => new Date(instant) });
}

describe("placeFromAddress", () => {
  it("reads the town, nation and climate region of the demo pub", () => {
    expect(placeFromAddress(LEEDS)).toEqual({ town: "Leeds", nation: "england", region: "north_england" });
  });

  it("lets the postcode decide, splitting the areas that straddle a border", () => {
    expect(placeFromAddress("The Bow Bar, 80 West Bow, Edinburgh EH1 2HH")).toMatchObject({
      town: "Edinburgh",
      nation: "scotland",
    });
    expect(placeFromAddress("1 Castle Street, Cardiff CF10 1BS").nation).toBe("wales");
    expect(placeFromAddress("Crown Bar, 46 Great Victoria Street, Belfast BT2 7BA").nation).toBe(
      "northern_ireland",
    );
    expect(placeFromAddress("Marygate, Berwick-upon-Tweed, Northumberland TD15 1BN")).toMatchObject({
      town: "Berwick-upon-Tweed",
      nation: "england",
    });
    expect(placeFromAddress("Bridge Street, Aberystwyth SY23 1PZ").nation).toBe("wales");
    expect(placeFromAddress("The Lamb, 94 Lamb's Conduit Street, London WC1N 3LZ").region).toBe(
      "southeast_england",
    );
  });

  it("falls back to words when there is no postcode, and to nothing when there is no address", () => {
    expect(placeFromAddress("Wind Street, Swansea")).toMatchObject({ town: "Swansea", nation: "wales" });
    expect(placeFromAddress("")).toEqual({ town: null, nation: null, region: null });
    expect(placeFromAddress(null)).toEqual({ town: null, nation: null, region: null });
  });
});

describe("forecast windows", () => {
  it("reads 'this weekend' as the coming Saturday and Sunday, or what is left of it", () => {
    expect(windowDates("this weekend", new Date("2026-11-18T12:00:00Z"))).toEqual([
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(windowDates("this weekend", new Date("2026-11-21T09:00:00Z"))).toEqual([
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(windowDates("this weekend", new Date("2026-11-22T20:00:00Z"))).toEqual(["2026-11-22"]);
    // 23:30 UTC on Saturday 24 October 2026 is already Sunday in London (BST).
    expect(windowDates("this weekend", new Date("2026-10-24T23:30:00Z"))).toEqual(["2026-10-25"]);
  });

  it("lists a date range day by day", () => {
    expect(windowDates({ from: "2026-03-27", to: "2026-03-30" }, new Date())).toEqual([
      "2026-03-27",
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
  });
});

describe("built-in UK climate averages", () => {
  it("says a July weekend in Leeds is usually sunny, around 21°C: beer-garden weather", () => {
    const weather = climateFor("north_england", "2027-07-17", true);
    expect(weather).toMatchObject({
      temperatureC: 21,
      condition: "sunny",
      beerGarden: true,
      source: BUILTIN_WEATHER_LABEL,
    });
    expect(weather.summary).toContain("mid July weather in Northern England");
    expect(weather.summary).toContain("not a forecast");
    expect(weatherSchema.parse(weather)).toEqual(weather);
  });

  it("only promises the beer garden for a window with a weekend in it", () => {
    expect(climateFor("north_england", "2027-07-13", false).beerGarden).toBe(false);
  });

  it("calls November wet and December cold, with no beer garden", () => {
    expect(climateFor("north_england", "2026-11-22", true)).toMatchObject({
      condition: "rain",
      temperatureC: 10,
      beerGarden: false,
    });
    expect(climateFor("north_england", "2026-12-12", true)).toMatchObject({
      condition: "cold",
      beerGarden: false,
    });
    expect(climateFor("scotland", "2026-11-22", true).condition).toBe("cold");
  });

  it("knows the south is warmer and sunnier than Scotland in September", () => {
    expect(climateFor("southeast_england", "2027-09-04", true)).toMatchObject({
      condition: "sunny",
      beerGarden: true,
    });
    expect(climateFor("scotland", "2027-09-04", true).beerGarden).toBe(false);
  });
});

describe("the built-in weather provider", () => {
  it("answers for the pub's region, from the window's first day", async () => {
    const weather = await builtin("2027-07-14T10:00:00Z").forecast({
      address: LEEDS,
      window: "this weekend",
    });
    expect(weather).toMatchObject({ condition: "sunny", beerGarden: true, source: BUILTIN_WEATHER_LABEL });
    expect(weather?.summary).toContain("Northern England");
  });

  it("gives UK-wide averages when it does not know where the pub is", async () => {
    const weather = await builtin("2026-11-22T10:00:00Z").forecast({ address: null, window: "this weekend" });
    expect(weather).toMatchObject({ condition: "rain", beerGarden: false });
    expect(weather?.summary).toContain("late November weather in the UK");
  });

  it("is deterministic", async () => {
    const request = { address: "Glasgow G1 1AA", window: { from: "2027-01-05", to: "2027-01-10" } } as const;
    const first = await builtin("2027-01-05T08:00:00Z").forecast(request);
    expect(await builtin("2027-01-05T08:00:00Z").forecast(request)).toEqual(first);
    expect(first).toMatchObject({ condition: "cold", temperatureC: 6 });
  });
});
