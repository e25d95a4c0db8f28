import { describe, expect, it } from "vitest";
import { OCCASION_WINDOW_DAYS, seasonalContext, seasonOf } from "~/server/content/seasonal.server";

/** Noon UTC on a London date: the same calendar day in GMT and BST. */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

function find(context: Awaited<ReturnType<typeof seasonalContext>>, name: string | RegExp) {
  return context.occasions.find((occasion) =>
    typeof name === "string" ? occasion.name === name : name.test(occasion.name),
  );
}

describe("the season", () => {
  it("uses meteorological seasons: December to February is winter, November still autumn", () => {
    expect([12, 1, 2].map(seasonOf)).toEqual(["winter", "winter", "winter"]);
    expect([3, 4, 5].map(seasonOf)).toEqual(["spring", "spring", "spring"]);
    expect([6, 7, 8].map(seasonOf)).toEqual(["summer", "summer", "summer"]);
    expect([9, 10, 11].map(seasonOf)).toEqual(["autumn", "autumn", "autumn"]);
  });
});

describe("late November (Sunday 22 November 2026)", () => {
  it("in England: autumn, Christmas parties ahead, bonfire night gone, no St Andrew's Day", async () => {
    const context = await seasonalContext(at("2026-11-22"), { nation: "england" });
    expect(context.season).toBe("autumn");
    expect(find(context, "Christmas party season")).toEqual({
      name: "Christmas party season",
      date: "2026-12-01",
      daysAway: 9,
    });
    expect(find(context, "Mad Friday")).toMatchObject({ date: "2026-12-18", daysAway: 26 });
    expect(find(context, "Christmas Day (bank holiday)")).toMatchObject({ date: "2026-12-25", daysAway: 33 });
    // Boxing Day 2026 is a Saturday: the library adds the Monday substitute.
    expect(find(context, "Boxing Day (substitute bank holiday)")).toMatchObject({ date: "2026-12-28" });
    expect(find(context, "Bonfire Night")).toBeUndefined();
    expect(find(context, /St Andrew/)).toBeUndefined();
    expect(find(context, /January 2nd/)).toBeUndefined();
    expect(context.summary).toMatch(
      /^Late November: dark, cold evenings and Christmas party bookings opening;/,
    );
    expect(context.summary).toContain("Christmas party season (1 December)");
    // No big sporting date inside six weeks, so the summary points at the next one.
    expect(context.summary).toContain("next big sporting date: the Six Nations from 5 February");
  });

  it("in Scotland: St Andrew's Day and 2 January are bank holidays (from date-holidays)", async () => {
    const context = await seasonalContext(at("2026-11-22"), { nation: "scotland" });
    expect(find(context, "St Andrew's Day (bank holiday)")).toEqual({
      name: "St Andrew's Day (bank holiday)",
      date: "2026-11-30",
      daysAway: 8,
    });
    expect(find(context, "January 2nd (bank holiday)")).toMatchObject({ date: "2027-01-02" });
    expect(context.summary).toContain("St Andrew's Day (30 November)");
  });

  it("lists only the next six weeks, soonest first", async () => {
    const context = await seasonalContext(at("2026-11-22"));
    const days = context.occasions.map((occasion) => occasion.daysAway);
    expect(days.every((day) => day >= 0 && day <= OCCASION_WINDOW_DAYS)).toBe(true);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(find(context, "Burns Night")).toBeUndefined(); // 25 January is 64 days away
  });
});

describe("early March 2027 (Easter Sunday is 28 March)", () => {
  it("in Wales: St David's Day today, Mothering Sunday 7 March, St Patrick's Day, Easter", async () => {
    const context = await seasonalContext(at("2027-03-01"), { nation: "wales" });
    expect(context.season).toBe("spring");
    expect(find(context, "St David's Day")).toEqual({
      name: "St David's Day",
      date: "2027-03-01",
      daysAway: 0,
    });
    expect(find(context, "Mothering Sunday")).toEqual({
      name: "Mothering Sunday",
      date: "2027-03-07",
      daysAway: 6,
    });
    expect(find(context, "St Patrick's Day")).toMatchObject({ date: "2027-03-17", daysAway: 16 });
    expect(find(context, "Easter weekend")).toMatchObject({ date: "2027-03-26" });
    expect(find(context, "Good Friday (bank holiday)")).toMatchObject({ date: "2027-03-26" });
    expect(find(context, "Easter Monday (bank holiday)")).toMatchObject({ date: "2027-03-29" });
    expect(context.summary).toContain("St David's Day (today)");
  });

  it("takes the big sporting dates from the sports reference: Six Nations weekends, Cheltenham, the National", async () => {
    const context = await seasonalContext(at("2027-03-01"));
    expect(find(context, /^Six Nations round 4: /)).toMatchObject({ date: "2027-03-13", daysAway: 12 });
    expect(find(context, /^Six Nations round 4: /)?.name).toContain("England v Italy");
    expect(find(context, /^Six Nations round 5: /)).toMatchObject({ date: "2027-03-20" });
    expect(find(context, "Cheltenham Festival")).toMatchObject({ date: "2027-03-16", daysAway: 15 });
    expect(find(context, "Grand National")).toMatchObject({ date: "2027-04-10", daysAway: 40 });
  });

  it("gives each nation its own saints' days and bank holidays, and lists a holiday once", async () => {
    const england = await seasonalContext(at("2027-03-01"), { nation: "england" });
    expect(find(england, "St David's Day")).toBeUndefined();
    const ni = await seasonalContext(at("2027-03-01"), { nation: "northern_ireland" });
    expect(ni.occasions.filter((occasion) => occasion.name.startsWith("St Patrick's Day"))).toEqual([
      { name: "St Patrick's Day (bank holiday)", date: "2027-03-17", daysAway: 16 },
    ]);
    const scotland = await seasonalContext(at("2027-03-01"), { nation: "scotland" });
    expect(find(scotland, /Easter Monday/)).toBeUndefined();
    expect(find(scotland, "Good Friday (bank holiday)")).toBeDefined();
  });

  it("falls back to England and Wales when the nation is unknown", async () => {
    expect(await seasonalContext(at("2027-03-01"), { nation: null })).toEqual(
      await seasonalContext(at("2027-03-01"), { nation: "england" }),
    );
  });
});

describe("the clock changes (London dates, not UTC ones)", () => {
  it("counts down to the clocks going forward across the BST change weekend", async () => {
    // Saturday 27 March 2027, 23:30 GMT.
    const saturday = await seasonalContext(new Date("2027-03-27T23:30:00Z"));
    expect(find(saturday, "Clocks go forward: lighter evenings")).toMatchObject({
      date: "2027-03-28",
      daysAway: 1,
    });
    // 23:30 UTC on Sunday is already 00:30 BST on Easter Monday.
    const monday = await seasonalContext(new Date("2027-03-28T23:30:00Z"));
    expect(find(monday, "Easter Monday (bank holiday)")).toMatchObject({ daysAway: 0 });
    expect(find(monday, "Clocks go forward: lighter evenings")).toBeUndefined();
  });

  it("knows the Sunday the clocks go back, just after midnight BST", async () => {
    // 23:30 UTC on Saturday 24 October 2026 is 00:30 BST on Sunday 25 October.
    const context = await seasonalContext(new Date("2026-10-24T23:30:00Z"));
    expect(context.season).toBe("autumn");
    expect(find(context, "Clocks go back: darker evenings")).toMatchObject({
      date: "2026-10-25",
      daysAway: 0,
    });
    expect(find(context, "Halloween")).toMatchObject({ daysAway: 6 });
    expect(find(context, "Bonfire Night")).toMatchObject({ date: "2026-11-05", daysAway: 11 });
  });
});

describe("the rest of the year", () => {
  it("shows Dry January as under way (daysAway 0, its start date kept) and Burns Night ahead", async () => {
    const context = await seasonalContext(at("2027-01-10"));
    expect(context.season).toBe("winter");
    expect(find(context, "Dry January")).toEqual({ name: "Dry January", date: "2027-01-01", daysAway: 0 });
    expect(find(context, "Burns Night")).toMatchObject({ date: "2027-01-25", daysAway: 15 });
    expect(find(context, "Pancake Day")).toMatchObject({ date: "2027-02-09" });
    expect(context.summary).toContain("Dry January (on now)");
  });

  it("finds Father's Day (third Sunday of June) and Wimbledon in summer", async () => {
    const context = await seasonalContext(at("2027-06-10"));
    expect(context.season).toBe("summer");
    expect(find(context, "Father's Day")).toMatchObject({ date: "2027-06-20", daysAway: 10 });
    expect(find(context, "Wimbledon")).toMatchObject({ date: "2027-06-28" });
  });

  it("replays annual sport beyond the years the data covers, still on a weekend", async () => {
    const context = await seasonalContext(at("2028-01-20"));
    const round = find(context, /^Six Nations round 1: /);
    expect(round?.date.startsWith("2028-02")).toBe(true);
    expect([5, 6]).toContain(new Date(`${round?.date}T12:00:00Z`).getUTCDay());
  });

  it("is deterministic", async () => {
    expect(await seasonalContext(at("2026-12-05"))).toEqual(await seasonalContext(at("2026-12-05")));
  });
});
