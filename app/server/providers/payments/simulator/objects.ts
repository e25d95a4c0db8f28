import { type PaidPlanId, PLANS, planPricePence } from "~/lib/plans";

type BillingInterval = "month" | "year";

/**
 * The simulator's records, and the Stripe-shaped objects its events carry (API 2025+ shapes: period
 * dates on subscription items, an invoice's subscription under `parent`). Times are in seconds, as
 * Stripe's are.
 */

export interface SimCheckoutSession {
  id: string;
  mode: "subscription" | "payment";
  /** 'element' sessions back the /subscribe card form; 'checkout' ones the hosted checkout page. */
  surface: "checkout" | "element";
  accountId: string;
  email: string;
  plan: PaidPlanId | null;
  interval: BillingInterval;
  amountPence: number;
  lines: { meter: string; label: string; quantity: number; unitPence: number }[];
  status: "open" | "requires_action" | "complete";
  successUrl: string;
  cancelUrl: string;
  clientSecret: string;
  /** The card waiting on 3-D Secure. */
  pendingCard: string | null;
  created: number;
}

export interface SimCustomer {
  id: string;
  accountId: string;
  email: string;
  /** The saved card, which renewals charge. */
  cardNumber: string | null;
  /** How far this customer's test clock runs ahead of real time (Stripe test clocks, in ms). */
  clockOffsetMs: number;
}

export interface SimSubscription {
  id: string;
  accountId: string;
  customerId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  status: "incomplete" | "active" | "past_due" | "canceled";
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  created: number;
  /** The unpaid renewal invoice while past_due. */
  openInvoice: SimInvoice | null;
}

export interface SimInvoice {
  id: string;
  billingReason: "subscription_create" | "subscription_cycle" | "subscription_update";
  periodStart: number;
  periodEnd: number;
  created: number;
  attempts: number;
}

export const simPriceId = (plan: PaidPlanId, interval: BillingInterval) => `price_sim_${plan}_${interval}`;

export function simPlanForPrice(priceId: string) {
  const match = /^price_sim_(starter|pro)_(month|year)$/.exec(priceId);
  return match ? { plan: match[1] as PaidPlanId, interval: match[2] as BillingInterval } : null;
}

/**
 * One billing interval after `start` (seconds), by the calendar as Stripe bills: a month after
 * 31 January is the last day of February, not 3 March.
 */
export function addInterval(start: number, interval: BillingInterval): number {
  const date = new Date(start * 1000);
  const months = interval === "year" ? 12 : 1;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

const amountOf = (sub: SimSubscription) => planPricePence(sub.plan, sub.interval === "year");

export function stripeSubscription(sub: SimSubscription) {
  const metadata = { accountId: sub.accountId, plan: sub.plan, interval: sub.interval };
  return {
    id: sub.id,
    object: "subscription",
    customer: sub.customerId,
    status: sub.status,
    created: sub.created,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    currency: "gbp",
    livemode: false,
    metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
          price: {
            id: simPriceId(sub.plan, sub.interval),
            object: "price",
            currency: "gbp",
            unit_amount: amountOf(sub),
            recurring: { interval: sub.interval, interval_count: 1 },
            product: `prod_sim_${sub.plan}`,
          },
        },
      ],
    },
  };
}

export function stripeInvoice(sub: SimSubscription, invoice: SimInvoice, paid: boolean, at: number) {
  const amount = amountOf(sub);
  return {
    id: invoice.id,
    object: "invoice",
    customer: sub.customerId,
    currency: "gbp",
    billing_reason: invoice.billingReason,
    status: paid ? "paid" : "open",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    attempt_count: invoice.attempts,
    created: invoice.created,
    hosted_invoice_url: null,
    status_transitions: { paid_at: paid ? at : null },
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: sub.id,
        metadata: { accountId: sub.accountId, plan: sub.plan, interval: sub.interval },
      },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${invoice.id.slice(3)}`,
          object: "line_item",
          amount,
          description: `1 × ${PLANS[sub.plan].name} (per ${sub.interval})`,
          period: { start: invoice.periodStart, end: invoice.periodEnd },
          pricing: { type: "price_details", price_details: { price: simPriceId(sub.plan, sub.interval) } },
        },
      ],
    },
  };
}

export function stripeCheckoutSession(
  session: SimCheckoutSession,
  customerId: string,
  subscriptionId: string | null,
) {
  const quantities = Object.fromEntries(session.lines.map((line) => [line.meter, String(line.quantity)]));
  return {
    id: session.id,
    object: "checkout.session",
    mode: session.mode,
    status: "complete",
    payment_status: "paid",
    client_reference_id: session.accountId,
    customer: customerId,
    subscription: subscriptionId,
    amount_total: session.amountPence,
    currency: "gbp",
    created: session.created,
    metadata:
      session.mode === "payment"
        ? { kind: "top_up", accountId: session.accountId, ...quantities }
        : { kind: "plan", accountId: session.accountId, plan: session.plan, interval: session.interval },
  };
}
