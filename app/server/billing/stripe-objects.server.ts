import type { PaidPlanId } from "~/lib/plans";

type BillingInterval = "month" | "year";

/**
 * Readers for the Stripe objects inside webhook events. Stripe's shapes have moved between API
 * versions (period dates went from the subscription to its items; an invoice's subscription moved
 * under `parent`), so each reader accepts both and never trusts a field's presence.
 */

type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj => (value && typeof value === "object" ? (value as Obj) : {});
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value).id);
const first = (list: unknown): Obj => obj((obj(list).data as unknown[] | undefined)?.[0]);

export type PlanForPrice = (priceId: string) => { plan: PaidPlanId; interval: BillingInterval } | null;

export interface SubscriptionFacts {
  id: string;
  customerId: string;
  accountId: string | null;
  plan: PaidPlanId | null;
  interval: BillingInterval;
  status: "incomplete" | "active" | "past_due" | "cancelled";
  amountPence: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  cancelledAt: number | null;
  createdAt: number;
}

const STATUS: Record<string, SubscriptionFacts["status"]> = {
  incomplete: "incomplete",
  trialing: "active",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  paused: "past_due",
  canceled: "cancelled",
  incomplete_expired: "cancelled",
};

function planOf(metadata: Obj, priceId: string | null, planForPrice: PlanForPrice) {
  const fromPrice = priceId ? planForPrice(priceId) : null;
  if (fromPrice) return fromPrice;
  const plan: PaidPlanId | null =
    metadata.plan === "starter" || metadata.plan === "pro" ? metadata.plan : null;
  const interval = metadata.interval === "year" ? "year" : "month";
  return plan ? { plan, interval: interval as BillingInterval } : null;
}

/** A Stripe subscription object as the facts the app keeps (times in ms). */
export function readSubscription(raw: Obj, planForPrice: PlanForPrice): SubscriptionFacts | null {
  const id = str(raw.id);
  const customerId = idOf(raw.customer);
  if (!id || !customerId) return null;
  const item = first(raw.items);
  const price = obj(item.price);
  const metadata = obj(raw.metadata);
  const resolved = planOf(metadata, str(price.id), planForPrice);
  const periodStart =
    num(item.current_period_start) ?? num(raw.current_period_start) ?? num(raw.created) ?? 0;
  const periodEnd = num(item.current_period_end) ?? num(raw.current_period_end) ?? periodStart;
  return {
    id,
    customerId,
    accountId: str(metadata.accountId),
    plan: resolved?.plan ?? null,
    interval: str(obj(price.recurring).interval) === "year" ? "year" : (resolved?.interval ?? "month"),
    status: STATUS[str(raw.status) ?? ""] ?? "incomplete",
    amountPence: (num(price.unit_amount) ?? 0) * (num(item.quantity) ?? 1),
    currency: str(price.currency) ?? str(raw.currency) ?? "gbp",
    periodStart: periodStart * 1000,
    periodEnd: periodEnd * 1000,
    cancelAtPeriodEnd: raw.cancel_at_period_end === true,
    cancelledAt: num(raw.canceled_at) === null ? null : (num(raw.canceled_at) ?? 0) * 1000,
    createdAt: (num(raw.created) ?? 0) * 1000,
  };
}

export interface InvoiceFacts {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  accountId: string | null;
  plan: PaidPlanId | null;
  billingReason: string;
  amountPence: number;
  currency: string;
  periodStart: number | null;
  periodEnd: number | null;
  invoiceUrl: string | null;
  createdAt: number;
  paidAt: number | null;
}

/** A Stripe invoice as the facts the app keeps (times in ms). */
export function readInvoice(raw: Obj, planForPrice: PlanForPrice): InvoiceFacts | null {
  const id = str(raw.id);
  if (!id) return null;
  const details = obj(obj(raw.parent).subscription_details);
  const metadata = { ...obj(raw.subscription_details), ...obj(details.metadata) };
  const line = first(raw.lines);
  const priceId =
    str(obj(obj(line.pricing).price_details).price) ?? idOf(line.price) ?? str(obj(line.plan).id);
  const period = obj(line.period);
  const start = num(period.start);
  const end = num(period.end);
  const paidAt = num(obj(raw.status_transitions).paid_at);
  return {
    id,
    customerId: idOf(raw.customer),
    subscriptionId: idOf(details.subscription) ?? idOf(raw.subscription),
    accountId: str(metadata.accountId),
    plan: planOf(metadata, priceId, planForPrice)?.plan ?? null,
    billingReason: str(raw.billing_reason) ?? "manual",
    amountPence: num(raw.amount_paid) || num(raw.amount_due) || 0,
    currency: str(raw.currency) ?? "gbp",
    periodStart: start === null ? null : start * 1000,
    periodEnd: end === null ? null : end * 1000,
    invoiceUrl: str(raw.hosted_invoice_url),
    createdAt: (num(raw.created) ?? 0) * 1000,
    paidAt: paidAt === null ? null : paidAt * 1000,
  };
}

export interface CheckoutFacts {
  id: string;
  mode: "subscription" | "payment" | "setup";
  paid: boolean;
  accountId: string | null;
  customerId: string | null;
  kind: string | null;
  metadata: Obj;
  amountPence: number;
  currency: string;
  createdAt: number;
}

export function readCheckoutSession(raw: Obj): CheckoutFacts | null {
  const id = str(raw.id);
  if (!id) return null;
  const metadata = obj(raw.metadata);
  const mode = raw.mode === "payment" ? "payment" : raw.mode === "setup" ? "setup" : "subscription";
  return {
    id,
    mode,
    paid: raw.payment_status === "paid" || raw.payment_status === "no_payment_required",
    accountId: str(raw.client_reference_id) ?? str(metadata.accountId),
    customerId: idOf(raw.customer),
    kind: str(metadata.kind),
    metadata,
    amountPence: num(raw.amount_total) ?? 0,
    currency: str(raw.currency) ?? "gbp",
    createdAt: (num(raw.created) ?? 0) * 1000,
  };
}
