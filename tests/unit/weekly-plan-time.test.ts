import { describe, expect, it } from "vitest";
import { isWeeklyPlanTime, nextWeekStart } from "~/lib/weekly-plan";

describe("The weekly plan's Monday 07:00 London", () => {
  it("is 07:00 UTC in winter (GMT) and 06:00 UTC in summer (BST)", () => {
    // Monday 7 December 2026, GMT.
    expect(isWeeklyPlanTime(new Date("2026-12-07T07:00:00Z"))).toBe(true);
    expect(isWeeklyPlanTime(new Date("2026-12-07T06:00:00Z"))).toBe(false);
    expect(isWeeklyPlanTime(new Date("2026-12-07T08:00:00Z"))).toBe(false);
    // Monday 6 July 2026, BST: 07:00 London is 06:00 UTC.
    expect(isWeeklyPlanTime(new Date("2026-07-06T06:00:00Z"))).toBe(true);
    expect(isWeeklyPlanTime(new Date("2026-07-06T07:00:00Z"))).toBe(false);
    // The Monday after the clocks go forward (29 March 2026) and back (25 October 2026).
    expect(isWeeklyPlanTime(new Date("2026-03-30T06:00:00Z"))).toBe(true);
    expect(isWeeklyPlanTime(new Date("2026-10-26T07:00:00Z"))).toBe(true);
    // Not a Monday.
    expect(isWeeklyPlanTime(new Date("2026-12-08T07:00:00Z"))).toBe(false);
  });

  it("plans the Monday-to-Sunday week after the run", () => {
    expect(nextWeekStart(new Date("2026-12-07T07:00:00Z"))).toBe("2026-12-14");
    expect(nextWeekStart(new Date("2026-07-06T06:00:00Z"))).toBe("2026-07-13");
    // Late Sunday evening UTC in summer is already Monday in London.
    expect(nextWeekStart(new Date("2026-07-05T23:30:00Z"))).toBe("2026-07-13");
  });
});
