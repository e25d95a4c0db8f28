import type { PaidPlanId } from "~/lib/plans";
import type { SimulatorEngine } from "./simulator/engine.server";

export type BillingInterval = "month" | "year";

export interface CheckoutCustomer {
  accountId: string;
  email: string;
  /** The provider customer already linked to the account, if any. */
  customerId: string | null;
}

export interface PlanCheckout {
  customer: CheckoutCustomer;
  plan: PaidPlanId;
  interval: BillingInterval;
  amountPence: number;
  successUrl: string;
  cancelUrl: string;
}

export interface TopUpLine {
  meter: string;
  label: string;
  quantity: number;
  unitPence: number;
}

export interface TopUpCheckout {
  customer: CheckoutCustomer;
  lines: TopUpLine[];
  successUrl: string;
  cancelUrl: string;
}

/** A webhook event and its `Stripe-Signature` header, as the simulator sends them. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

export interface CheckoutSessionState {
  complete: boolean;
  mode: "subscription" | "payment";
  accountId: string | null;
}

/**
 * Card payments. Live: Stripe (Checkout, a subscription with a Payment Element secret, the Customer
 * Portal, signed webhooks). Local: the 'Test payments' simulator, which sends Stripe-shaped signed
 * events to the same webhook handling.
 */
export interface PaymentsProvider {
  kind: "stripe" | "simulator";
  /** Where the browser goes to pay for a plan. */
  createPlanCheckout(input: PlanCheckout): Promise<{ url: string }>;
  createTopUpCheckout(input: TopUpCheckout): Promise<{ url: string }>;
  /** An incomplete subscription whose first payment the /subscribe card form confirms. */
  createSubscriptionPayment(input: Omit<PlanCheckout, "successUrl" | "cancelUrl">): Promise<{
    clientSecret: string;
    publishableKey: string | null;
    /** The provider's customer the payment belongs to, when one was created for it just now. */
    newCustomerId?: string;
  }>;
  getCheckoutSession(sessionId: string): Promise<CheckoutSessionState | null>;
  /** Card change, invoices and cancel: Stripe's Customer Portal, or the simulator's account page. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Stripe answers with its webhook later; the simulator hands back the events to deliver now. */
  setCancelAtPeriodEnd(
    accountId: string,
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
  ): Promise<SignedEvent[]>;
  /** The webhook signing secret events are verified with (the simulator's is drawn per install). */
  webhookSecret: () => Promise<string>;
  /** Which plan a provider price id sells (a plan switched in the portal changes the price). */
  planForPrice(priceId: string): { plan: PaidPlanId; interval: BillingInterval } | null;
  /** The local simulator's card form, clock and card controls (null when live). */
  simulator: SimulatorEngine | null;
}
