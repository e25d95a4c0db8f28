import { describe, expect, it } from "vitest";
import { checkoutQuerySchema, topUpQuerySchema } from "~/lib/contract/billing";
import {
  formatPounds,
  PLANS,
  planPricePence,
  TOP_UP_MAX_QUANTITY,
  TOP_UP_MINIMUM_PENCE,
  TOP_UPS,
  topUpTotalPence,
} from "~/lib/plans";
import { readInvoice, readSubscription } from "~/server/billing/stripe-objects.server";
import { ConfigError, readConfig } from "~/server/env.server";
import { addInterval, simPlanForPrice } from "~/server/providers/payments/simulator/objects";
import { cardOutcome } from "~/server/providers/payments/simulator/test-cards";

describe("prices and annual maths", () => {
  it("shows the figures the pricing page shows: £19, £29, £190 and £290 a year", () => {
    expect(formatPounds(planPricePence("starter", false))).toBe("£19");
    expect(formatPounds(planPricePence("pro", false))).toBe("£29");
    expect(formatPounds(planPricePence("starter", true))).toBe("£190");
    expect(formatPounds(planPricePence("pro", true))).toBe("£290");
    // Two months free: a year saves exactly two monthly payments.
    for (const plan of [PLANS.starter, PLANS.pro]) {
      expect(plan.monthlyPence * 12 - planPricePence(plan.id, true)).toBe(plan.monthlyPence * 2);
    }
  });

  it("bills a month or a year by the calendar, as Stripe does", () => {
    const jan31 = Date.UTC(2026, 0, 31, 12) / 1000;
    expect(new Date(addInterval(jan31, "month") * 1000).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    const feb29 = Date.UTC(2028, 1, 29) / 1000;
    expect(new Date(addInterval(feb29, "year") * 1000).toISOString()).toBe("2029-02-28T00:00:00.000Z");
  });
});

describe("top-up totals", () => {
  it("totals a basket in pence and shows it as £0.00 style", () => {
    expect(formatPounds(topUpTotalPence({}), { alwaysPence: true })).toBe("£0.00");
    expect(formatPounds(topUpTotalPence({ tokens: 2, images: 10 }), { alwaysPence: true })).toBe("£5.04");
    expect(topUpTotalPence({ tokens: 50, images: 50, voice_minutes: 50, fact_checks: 50 })).toBe(
      50 * (167 + 17 + 167 + 7),
    );
    expect(TOP_UP_MINIMUM_PENCE).toBe(500);
  });

  it("accepts 0-50 of each pack and names the field otherwise", () => {
    expect(topUpQuerySchema.parse({ images: "3" })).toEqual({
      tokens: 0,
      images: 3,
      voice_minutes: 0,
      fact_checks: 0,
    });
    expect(topUpQuerySchema.safeParse({ images: String(TOP_UP_MAX_QUANTITY + 1) }).success).toBe(false);
    expect(topUpQuerySchema.safeParse({ tokens: "-1" }).success).toBe(false);
    expect(topUpQuerySchema.safeParse({ tokens: "1.5" }).success).toBe(false);
    expect(TOP_UPS).toHaveLength(4);
  });

  it("reads the checkout query: starter or pro, annual true or false", () => {
    expect(checkoutQuerySchema.parse({ plan: "pro", annual: "true" })).toEqual({ plan: "pro", annual: true });
    expect(checkoutQuerySchema.parse({ plan: "starter" })).toEqual({ plan: "starter", annual: false });
    expect(checkoutQuerySchema.safeParse({ plan: "enterprise" }).success).toBe(false);
    expect(checkoutQuerySchema.safeParse({ plan: "trial" }).success).toBe(false);
  });
});

describe("allowance arithmetic", () => {
  it("turns packs into allowance: 3 token packs are 75,000 tokens, 10 voice packs 100 minutes", () => {
    const grant = (meter: string, quantity: number) =>
      quantity * (TOP_UPS.find((item) => item.meter === meter)?.packSize ?? 0);
    expect(grant("tokens", 3)).toBe(75_000);
    expect(grant("voice_minutes", 10)).toBe(100);
    expect(grant("images", 50)).toBe(50);
    // A full basket of images doubles less than Pro's month: top-ups sit on top of the plan.
    expect(PLANS.pro.allowances.images! + grant("images", 50)).toBe(130);
  });

  it("locks every paid meter on the trial and opens them all on Starter and Pro", () => {
    for (const meter of ["tokens", "images", "voice_minutes", "fact_checks"] as const) {
      expect(PLANS.trial.allowances[meter]).toBeUndefined();
      expect(PLANS.starter.allowances[meter]).toBeGreaterThan(0);
      expect(PLANS.pro.allowances[meter]!).toBeGreaterThan(PLANS.starter.allowances[meter]!);
    }
  });
});

describe("Stripe objects", () => {
  it("reads period dates from subscription items (2025+ API) and from the subscription (older API)", () => {
    const planForPrice = (id: string) => simPlanForPrice(id);
    const modern = readSubscription(
      {
        id: "sub_1",
        customer: "cus_1",
        status: "past_due",
        metadata: { accountId: "acc" },
        items: {
          data: [
            {
              current_period_start: 100,
              current_period_end: 200,
              price: { id: "price_sim_pro_year", unit_amount: 29_000 },
            },
          ],
        },
      },
      planForPrice,
    );
    expect(modern).toMatchObject({
      plan: "pro",
      interval: "year",
      status: "past_due",
      periodStart: 100_000,
      periodEnd: 200_000,
      amountPence: 29_000,
    });
    const older = readSubscription(
      {
        id: "sub_2",
        customer: { id: "cus_2" },
        status: "trialing",
        current_period_start: 5,
        current_period_end: 9,
        metadata: { plan: "starter" },
        items: { data: [] },
      },
      planForPrice,
    );
    expect(older).toMatchObject({
      customerId: "cus_2",
      plan: "starter",
      status: "active",
      periodStart: 5000,
      periodEnd: 9000,
    });
  });

  it("finds an invoice's subscription under `parent` and its plan from the line's price", () => {
    const invoice = readInvoice(
      {
        id: "in_1",
        customer: "cus_1",
        billing_reason: "subscription_cycle",
        amount_paid: 1900,
        created: 50,
        parent: { subscription_details: { subscription: "sub_1", metadata: { accountId: "acc" } } },
        lines: {
          data: [
            {
              period: { start: 60, end: 90 },
              pricing: { price_details: { price: "price_sim_starter_month" } },
            },
          ],
        },
      },
      simPlanForPrice,
    );
    expect(invoice).toMatchObject({
      subscriptionId: "sub_1",
      accountId: "acc",
      plan: "starter",
      periodStart: 60_000,
      amountPence: 1900,
    });
  });
});

describe("test cards", () => {
  const now = new Date("2026-06-01T00:00:00Z");
  it("behave as Stripe's test mode", () => {
    expect(cardOutcome("4242 4242 4242 4242", "12 / 30", now).kind).toBe("succeeds");
    expect(cardOutcome("4000 0000 0000 0002", "12 / 30", now)).toMatchObject({
      kind: "declined",
      message: "Your card was declined.",
    });
    expect(cardOutcome("4000 0025 0000 3155", "12 / 30", now).kind).toBe("requires_authentication");
    expect(cardOutcome("4242 4242 4242 4241", "12 / 30", now)).toMatchObject({ code: "incorrect_number" });
    expect(cardOutcome("4242 4242 4242 4242", "05 / 26", now)).toMatchObject({ kind: "declined" });
  });
});

describe("payments configuration", () => {
  it("treats the Stripe settings as companions and refuses the simulator in production", () => {
    expect(() => readConfig({ APP_ENV: "local", STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/,
    );
    try {
      readConfig({ APP_ENV: "production" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain("STRIPE_SECRET_KEY is required in production");
    }
  });
});
