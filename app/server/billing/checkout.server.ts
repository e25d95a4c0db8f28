import { eq } from "drizzle-orm";
import type { TopUpQuantities } from "~/lib/contract/billing";
import {
  formatPounds,
  type PaidPlanId,
  PLANS,
  planPricePence,
  TOP_UP_MINIMUM_PENCE,
  TOP_UPS,
  topUpTotalPence,
} from "~/lib/plans";
import type { Toast } from "~/lib/toast";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { billingCustomers } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import type { CheckoutCustomer, SignedEvent } from "~/server/providers/payments/types";
import { currentSubscription } from "./subscriptions.server";
import { handleStripeWebhook } from "./webhook.server";

type Ctx = Pick<AppContext, "db" | "env" | "now" | "providers">;

async function customerOf(ctx: Ctx, account: Account): Promise<CheckoutCustomer> {
  const rows = await ctx.db
    .select()
    .from(billingCustomers)
    .where(eq(billingCustomers.accountId, account.id))
    .limit(1);
  return { accountId: account.id, email: account.email, customerId: rows[0]?.customerId ?? null };
}

/** Someone already paying changes plan in the portal, not with a second subscription. */
async function refuseSecondSubscription(ctx: Ctx, account: Account) {
  const current = await currentSubscription(ctx, account.id);
  if (current && (current.status === "active" || current.status === "past_due")) {
    throw errors.conflict(
      `You already have the ${PLANS[current.plan].name} plan. Change or cancel it from your account page.`,
    );
  }
}

/** Where the browser pays for a plan: Stripe Checkout (live) or the simulator's checkout page (local). */
export async function startPlanCheckout(
  ctx: Ctx,
  account: Account,
  input: { plan: PaidPlanId; annual: boolean; origin: string },
): Promise<string> {
  await refuseSecondSubscription(ctx, account);
  const { url } = await ctx.providers.payments.createPlanCheckout({
    customer: await customerOf(ctx, account),
    plan: input.plan,
    interval: input.annual ? "year" : "month",
    amountPence: planPricePence(input.plan, input.annual),
    successUrl: `${input.origin}/api/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${input.origin}/pricing`,
  });
  return url;
}

/** Top-ups: Pro only, at least £5, each pack priced by app/lib/plans.ts. */
export async function startTopUpCheckout(
  ctx: Ctx,
  account: Account,
  input: { quantities: TopUpQuantities; origin: string },
): Promise<string> {
  if (account.currentPlan !== "pro" || account.subscriptionStatus !== "active") {
    throw errors.subscriptionRequired("Top-ups are for the Pro plan. Upgrade to Pro to buy them.");
  }
  const total = topUpTotalPence(input.quantities);
  if (total < TOP_UP_MINIMUM_PENCE) {
    throw errors.invalid(
      `total: the minimum top-up is ${formatPounds(TOP_UP_MINIMUM_PENCE, { alwaysPence: true })}; this basket is ${formatPounds(total, { alwaysPence: true })}.`,
    );
  }
  const lines = TOP_UPS.filter((item) => (input.quantities[item.meter] ?? 0) > 0).map((item) => ({
    meter: item.meter,
    label: item.label,
    quantity: input.quantities[item.meter] ?? 0,
    unitPence: item.pricePence,
  }));
  const { url } = await ctx.providers.payments.createTopUpCheckout({
    customer: await customerOf(ctx, account),
    lines,
    successUrl: `${input.origin}/api/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${input.origin}/pricing`,
  });
  return url;
}

/**
 * The toast a /subscribe payment lands with on the home page. The card form (Stripe.js, or the test
 * card form) said the payment went through; the account says whether the webhook has switched Pro on.
 */
export function subscribePaymentToast(account: Pick<Account, "currentPlan" | "subscriptionStatus">): Toast {
  const paying = account.subscriptionStatus === "active" || account.subscriptionStatus === "past_due";
  return paying && account.currentPlan === "pro"
    ? {
        title: "Payment Successful",
        description: "Welcome to the Pro plan! Images, voice and the quiz generator are unlocked.",
        variant: "success",
      }
    : {
        title: "Payment Successful",
        description: "Pro switches on as soon as the payment is confirmed — usually within a minute.",
        variant: "success",
      };
}

/** POST /api/create-subscription: the Pro monthly subscription whose first payment /subscribe confirms. */
export async function startSubscriptionPayment(ctx: Ctx & Pick<AppContext, "config">, account: Account) {
  await refuseSecondSubscription(ctx, account);
  const amountPence = planPricePence("pro", false);
  if (ctx.config.STRIPE_TAX === "on" && ctx.providers.payments.kind === "stripe") {
    // VAT needs the customer's address before the first invoice: Stripe Checkout asks for it and
    // saves it, where a bare card form would let the subscription finalise without tax.
    const checkoutUrl = await startPlanCheckout(ctx, account, {
      plan: "pro",
      annual: false,
      origin: ctx.config.appUrl,
    });
    return { provider: "stripe" as const, checkoutUrl, amountPence };
  }
  const answer = await ctx.providers.payments.createSubscriptionPayment({
    customer: await customerOf(ctx, account),
    plan: "pro",
    interval: "month",
    amountPence,
  });
  const { newCustomerId, ...payment } = answer;
  if (newCustomerId) {
    // Linked now, not when the webhook arrives, so a reload finds this customer and its waiting
    // subscription instead of starting another of each.
    await ctx.db
      .insert(billingCustomers)
      .values({ accountId: account.id, provider: ctx.providers.payments.kind, customerId: newCustomerId })
      .onConflictDoNothing();
  }
  return { ...payment, provider: ctx.providers.payments.kind, amountPence };
}

/** Card change, invoices and cancel: Stripe's Customer Portal, or the simulator's page locally. */
export async function portalUrl(ctx: Ctx, account: Account, origin: string): Promise<string> {
  const customer = await customerOf(ctx, account);
  if (!customer.customerId) {
    throw errors.notFound("There is no billing account yet. Choose a plan on the pricing page first.");
  }
  const { url } = await ctx.providers.payments.createPortalSession({
    customerId: customer.customerId,
    returnUrl: `${origin}/account`,
  });
  return url;
}

/** Delivers the simulator's events to the same handling as Stripe's webhooks, in order. */
export async function deliverEvents(ctx: Ctx, events: SignedEvent[]) {
  for (const event of events) await handleStripeWebhook(ctx, event.payload, event.signature);
}

/** Cancel at the end of the period (or keep the plan after all). */
export async function changeCancellation(ctx: Ctx, account: Account, cancelAtPeriodEnd: boolean) {
  const current = await currentSubscription(ctx, account.id);
  if (!current || current.status === "cancelled" || current.status === "incomplete") {
    throw errors.notFound("You have no subscription to change.");
  }
  const events = await ctx.providers.payments.setCancelAtPeriodEnd(account.id, current.id, cancelAtPeriodEnd);
  await deliverEvents(ctx, events);
  return {
    cancelAtPeriodEnd,
    currentPeriodEnd: current.currentPeriodEnd.toISOString(),
  };
}

/** Where Checkout sends the browser back to: the toast says what happened. */
export async function checkoutOutcome(ctx: Ctx, account: Account, sessionId: string) {
  // The payment itself is settled by webhooks; if the lookup fails the person just gets no toast.
  const session = await ctx.providers.payments.getCheckoutSession(sessionId).catch(() => null);
  if (!session || session.accountId !== account.id || !session.complete) return null;
  return session.mode;
}
