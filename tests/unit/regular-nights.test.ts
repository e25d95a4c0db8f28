import { describe, expect, it } from "vitest";
import { regularNights, regularNightsBetween } from "~/lib/pub/regular-nights";

describe("the pub's regular nights from its profile", () => {
  it("reads the weekdays, the name and a start time, and leaves out features naming no day", () => {
    expect(
      regularNights([
        "Quiz night Thursdays",
        "Beer garden",
        "Live music Fridays & Saturdays 9pm",
        "Sunday roast",
        "Darts league on Tuesdays at 19:30",
      ]),
    ).toEqual([
      { name: "Quiz night", weekdays: [4], time: null, detail: "Every Thursday" },
      { name: "Live music", weekdays: [5, 6], time: "21:00", detail: "Every Friday and Saturday, 21:00" },
      { name: "Sunday roast", weekdays: [0], time: null, detail: "Every Sunday" },
      { name: "Darts league", weekdays: [2], time: "19:30", detail: "Every Tuesday, 19:30" },
    ]);
  });

  it("lists every occurrence in a month's range, in date order", () => {
    const nights = regularNightsBetween(
      ["Quiz night Thursdays 8pm", "Sunday roast"],
      "2026-11-23",
      "2026-12-06",
    );
    expect(nights.map((night) => `${night.londonDate} ${night.name}`)).toEqual([
      "2026-11-26 Quiz night",
      "2026-11-29 Sunday roast",
      "2026-12-03 Quiz night",
      "2026-12-06 Sunday roast",
    ]);
    expect(nights[0]).toMatchObject({ londonTime: "20:00", startsAt: "2026-11-26T20:00:00.000Z" });
    expect(nights[1]).toMatchObject({ londonTime: null, startsAt: null });
  });

  it("keeps the London time across the spring clock change (Sunday 29 March 2026)", () => {
    const nights = regularNightsBetween(
      ["Sunday roast from 12pm", "Quiz night Thursdays 8pm"],
      "2026-03-23",
      "2026-04-05",
    );
    expect(nights.map((night) => [night.londonDate, night.londonTime, night.startsAt])).toEqual([
      ["2026-03-26", "20:00", "2026-03-26T20:00:00.000Z"],
      // The clocks went forward that morning: noon in London is 11:00 UTC from this Sunday on.
      ["2026-03-29", "12:00", "2026-03-29T11:00:00.000Z"],
      ["2026-04-02", "20:00", "2026-04-02T19:00:00.000Z"],
      ["2026-04-05", "12:00", "2026-04-05T11:00:00.000Z"],
    ]);
  });

  it("keeps the London time across the autumn clock change (Sunday 25 October 2026)", () => {
    const nights = regularNightsBetween(
      ["Quiz night Saturdays and Sundays 7.30pm"],
      "2026-10-24",
      "2026-10-25",
    );
    expect(nights.map((night) => night.startsAt)).toEqual([
      "2026-10-24T18:30:00.000Z",
      "2026-10-25T19:30:00.000Z",
    ]);
    expect(nights[0]!.detail).toBe("Every Saturday and Sunday, 19:30");
  });
});
