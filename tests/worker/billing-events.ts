import { env } from "cloudflare:test";
import type { PaidPlanId } from "~/lib/plans";
import { createDb } from "~/server/db/client.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import {
  type SimInvoice,
  type SimSubscription,
  stripeInvoice,
  stripeSubscription,
} from "~/server/providers/payments/simulator/objects";
import { signStripePayload } from "~/server/providers/payments/stripe-signature.server";
import { call } from "./helpers";

/** Stripe-shaped events for webhook tests (local mode verifies with the simulator's secret). */

const DAY = 86_400;
export const T0 = Math.floor(Date.UTC(2026, 0, 5, 9) / 1000);

export function subscriptionFor(
  accountId: string,
  overrides: Partial<SimSubscription> = {},
  plan: PaidPlanId = "pro",
): SimSubscription {
  return {
    id: `sub_test_${crypto.randomUUID().slice(0, 12)}`,
    accountId,
    customerId: `cus_test_${crypto.randomUUID().slice(0, 12)}`,
    plan,
    interval: "month",
    status: "active",
    currentPeriodStart: T0,
    currentPeriodEnd: T0 + 31 * DAY,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    created: T0,
    openInvoice: null,
    ...overrides,
  };
}

export function invoiceFor(
  sub: SimSubscription,
  reason: SimInvoice["billingReason"],
  created = sub.currentPeriodStart,
): SimInvoice {
  return {
    id: `in_test_${crypto.randomUUID().slice(0, 12)}`,
    billingReason: reason,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    created,
    attempts: 1,
  };
}

export function stripeEvent(
  type: string,
  object: unknown,
  created: number,
  id = `evt_test_${crypto.randomUUID()}`,
) {
  return JSON.stringify({ id, object: "event", type, created, livemode: false, data: { object } });
}

export const subscriptionEvent = (
  type: "created" | "updated" | "deleted",
  sub: SimSubscription,
  created: number,
  id?: string,
) => stripeEvent(`customer.subscription.${type}`, stripeSubscription(sub), created, id);

export const invoiceEvent = (
  type: "paid" | "payment_failed",
  sub: SimSubscription,
  invoice: SimInvoice,
  created: number,
) => stripeEvent(`invoice.${type}`, stripeInvoice(sub, invoice, type === "paid", created), created);

/** Posts a payload to the webhook, signed as Stripe signs (unless a signature is given). */
export async function deliver(payload: string, signature?: string | null) {
  const header =
    signature === undefined
      ? await signStripePayload(payload, await localSecret(createDb(env.DB), "payments-webhook"))
      : signature;
  return call("/api/stripe/webhook", {
    method: "POST",
    body: payload,
    noOrigin: true,
    headers: { "Content-Type": "application/json", ...(header ? { "Stripe-Signature": header } : {}) },
  });
}

export const DAYS = (n: number) => n * DAY;
