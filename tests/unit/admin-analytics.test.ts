import { describe, expect, it } from "vitest";
import {
  averagePerUser,
  averageRevenuePerUser,
  buildPaymentSchedule,
  churnNote,
  churnRate,
  conversionNote,
  conversionRate,
  daysUntil,
  estimatedAnnualRevenue,
  monthlyEquivalent,
  monthlyRecurringRevenue,
  type Renewal,
  recentMonths,
  weeklyExpectedRevenue,
} from "~/lib/admin/analytics";

const NOW = new Date("2026-11-22T10:00:00Z");
const at = (iso: string) => new Date(iso);
const renewal = (email: string, amountPence: number, iso: string): Renewal => ({
  email,
  amountPence,
  renewsAt: at(iso),
});

describe("monthly recurring revenue", () => {
  it("counts monthly prices whole and annual prices as a twelfth", () => {
    // Two Starter monthly (2 × £19), one Pro monthly (£29), one Pro annual (£290 / 12 = £24.17).
    expect(monthlyRecurringRevenue({ monthlyPlansPence: 1900 * 2 + 2900, annualPlansPence: 29000 })).toBe(
      6700 + 2417,
    );
    expect(monthlyRecurringRevenue({ monthlyPlansPence: 0, annualPlansPence: 0 })).toBe(0);
  });

  it("spreads one subscription's annual price over twelve months", () => {
    expect(monthlyEquivalent(19000, "year")).toBe(1583);
    expect(monthlyEquivalent(2900, "month")).toBe(2900);
  });
});

describe("ARPU and annual estimate", () => {
  it("shares MRR among active subscribers, and is 0 with none", () => {
    expect(averageRevenuePerUser(9117, 4)).toBe(2279);
    expect(averageRevenuePerUser(9117, 0)).toBe(0);
  });

  it("estimates a year as twelve months of MRR", () => {
    expect(estimatedAnnualRevenue(9117)).toBe(109_404);
  });

  it("averages usage per user with no division by zero", () => {
    expect(averagePerUser(10_001, 3)).toBe(3334);
    expect(averagePerUser(500, 0)).toBe(0);
  });
});

describe("conversion and churn over the last 30 days", () => {
  it("conversion is the share of the 30-day cohort that pays now, to one decimal", () => {
    expect(conversionRate({ joined: 8, paying: 3 })).toBe(37.5);
    expect(conversionRate({ joined: 3, paying: 1 })).toBe(33.3);
    expect(conversionRate({ joined: 0, paying: 0 })).toBe(0);
  });

  it("churn is the share of the window's paying subscriptions that were cancelled or set to end", () => {
    expect(churnRate({ paying: 40, cancelled: 3 })).toBe(7.5);
    expect(churnRate({ paying: 0, cancelled: 0 })).toBe(0);
  });

  it("says under each figure exactly what it counts", () => {
    expect(conversionNote({ joined: 6, paying: 4 })).toBe(
      "4 of 6 who joined in the last 30 days are on an active paid plan now",
    );
    expect(churnNote({ paying: 7, cancelled: 2 })).toBe(
      "2 of 7 subscriptions paying in the last 30 days were cancelled or set to end",
    );
  });
});

describe("weekly expected revenue", () => {
  it("sums renewals due from now to seven days ahead, not past or later ones", () => {
    const renewals = [
      renewal("a@x.pub", 1900, "2026-11-22T09:59:59Z"), // just past: already charged
      renewal("b@x.pub", 2900, "2026-11-22T10:00:00Z"),
      renewal("c@x.pub", 19000, "2026-11-29T09:59:59Z"),
      renewal("d@x.pub", 1900, "2026-11-29T10:00:00Z"), // exactly seven days: next week
    ];
    expect(weeklyExpectedRevenue(renewals, NOW)).toEqual({ pence: 21_900, payments: 2 });
  });
});

describe("payment schedule", () => {
  it("lists 30 London days with each day's users, count and money, and a summary", () => {
    const renewals = [
      renewal("late@x.pub", 1900, "2026-11-23T23:30:00Z"), // 23:30 GMT is still the 23rd in London
      renewal("early@x.pub", 2900, "2026-11-23T08:00:00Z"),
      renewal("week2@x.pub", 29000, "2026-12-01T12:00:00Z"),
      renewal("beyond@x.pub", 2900, "2026-12-22T10:00:00Z"), // day 30: outside
    ];
    const { summary, schedule } = buildPaymentSchedule(renewals, NOW);
    expect(schedule).toHaveLength(30);
    expect(schedule[0]?.date).toBe("2026-11-22");
    expect(schedule.at(-1)?.date).toBe("2026-12-21");
    expect(schedule[1]).toEqual({
      date: "2026-11-23",
      userCount: 2,
      expectedRevenue: 4800,
      users: [
        { email: "early@x.pub", amountPence: 2900 },
        { email: "late@x.pub", amountPence: 1900 },
      ],
    });
    expect(schedule.find((day) => day.date === "2026-12-01")?.userCount).toBe(1);
    expect(schedule.filter((day) => day.userCount === 0)).toHaveLength(28);
    expect(summary).toEqual({
      // Only the 23rd falls in the next seven days; 1 December is nine days away.
      weeklyExpectedRevenue: 4800,
      monthlyExpectedRevenue: 33_800,
      totalUpcomingPayments: 3,
      averageDailyRevenue: 1127,
    });
  });

  it("lists at most 50 payers a day but counts and sums them all", () => {
    const busy = Array.from({ length: 60 }, (_, i) => renewal(`p${i}@x.pub`, 1900, "2026-11-24T12:00:00Z"));
    const day = buildPaymentSchedule(busy, NOW).schedule.find((d) => d.date === "2026-11-24");
    expect(day?.userCount).toBe(60);
    expect(day?.expectedRevenue).toBe(60 * 1900);
    expect(day?.users).toHaveLength(50);
  });

  it("puts a renewal at 00:30 BST on the London day, not the UTC one", () => {
    const summer = new Date("2026-06-01T09:00:00Z");
    const { schedule } = buildPaymentSchedule([renewal("bst@x.pub", 1900, "2026-06-02T23:30:00Z")], summer);
    expect(schedule.find((day) => day.userCount === 1)?.date).toBe("2026-06-03");
  });
});

describe("small helpers", () => {
  it("rounds days until billing up and never below zero", () => {
    expect(daysUntil(at("2026-11-22T11:00:00Z"), NOW)).toBe(1);
    expect(daysUntil(at("2026-12-22T10:00:00Z"), NOW)).toBe(30);
    expect(daysUntil(at("2026-11-01T10:00:00Z"), NOW)).toBe(0);
  });

  it("names the chart's last six months, oldest first, across a year end", () => {
    expect(recentMonths(at("2026-02-10T00:00:00Z"), 6)).toEqual([
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});
