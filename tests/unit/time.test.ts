import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  LONDON,
  londonDate,
  londonDaysBetween,
  londonHour,
  londonInstant,
  londonTime,
  londonWeekday,
} from "~/lib/time";

/** What date-fns says, one Intl look-up per call: the fast path must agree with it everywhere. */
const reference = {
  date: (ms: number) => format(new TZDate(ms, LONDON), "yyyy-MM-dd"),
  time: (ms: number) => format(new TZDate(ms, LONDON), "HH:mm"),
  days: (now: number, then: number) =>
    differenceInCalendarDays(new TZDate(then, LONDON), new TZDate(now, LONDON)),
};

describe("London wall clock", () => {
  it("agrees with date-fns every 7 minutes through both 2026 clock changes", () => {
    const windows = [
      ["2026-03-28T00:00:00Z", "2026-03-30T00:00:00Z"],
      ["2026-10-24T00:00:00Z", "2026-10-26T00:00:00Z"],
    ] as const;
    for (const [from, to] of windows) {
      for (let ms = Date.parse(from); ms < Date.parse(to); ms += 7 * 60_000) {
        expect(londonDate(ms)).toBe(reference.date(ms));
        expect(londonTime(ms)).toBe(reference.time(ms));
      }
    }
  });

  it("puts the hour after the spring change on summer time and the autumn repeat back on GMT", () => {
    expect(londonTime("2026-03-29T00:59:00Z")).toBe("00:59");
    expect(londonTime("2026-03-29T01:00:00Z")).toBe("02:00");
    expect(londonTime("2026-10-25T00:30:00Z")).toBe("01:30");
    expect(londonTime("2026-10-25T01:30:00Z")).toBe("01:30");
    // Late on a summer evening in UTC is already tomorrow in London.
    expect(londonDate("2026-06-30T23:30:00Z")).toBe("2026-07-01");
  });

  it("counts London calendar days between instants like date-fns does", () => {
    const now = Date.parse("2026-03-28T23:30:00Z");
    for (let hours = -50; hours <= 400; hours += 5) {
      const then = now + hours * 3_600_000;
      expect(londonDaysBetween(new Date(now), new Date(then))).toBe(reference.days(now, then));
    }
  });

  it("finds the instant of every London wall time through both clock changes as date-fns does", () => {
    for (const day of ["2026-03-28", "2026-03-29", "2026-03-30", "2026-10-24", "2026-10-25", "2026-10-26"]) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 10) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        const [year, month, date] = day.split("-").map(Number) as [number, number, number];
        const expected = new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, LONDON);
        expect(londonInstant(day, time).getTime(), `${day} ${time}`).toBe(expected.getTime());
      }
    }
  });

  it("names the London weekday and hour, which differ from UTC's late on a summer evening", () => {
    expect(londonWeekday("2026-06-27T23:30:00Z")).toBe(0); // already Sunday in London
    expect(londonHour("2026-06-27T23:30:00Z")).toBe(0);
    expect(londonWeekday("2026-11-28T23:30:00Z")).toBe(6); // still Saturday on GMT
    expect(londonHour("2026-11-28T23:30:00Z")).toBe(23);
  });

  it("rejects an invalid instant as date-fns did", () => {
    expect(() => londonDate("not a date")).toThrow(RangeError);
  });
});
