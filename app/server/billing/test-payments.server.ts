import type { z } from "zod";
import type { simulatorPaySchema } from "~/lib/contract/billing";
import { planPricePence } from "~/lib/plans";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { deliverEvents } from "./checkout.server";

type Ctx = Pick<AppContext, "db" | "env" | "now" | "providers">;

/** The simulator, or 404: production has no test payments. */
export function simulatorOf(ctx: Ctx) {
  const engine = ctx.providers.payments.simulator;
  if (!engine) throw errors.notFound("Test payments exist only in local mode.");
  return engine;
}

const finished = (url: string, sessionId: string) => url.replace("{CHECKOUT_SESSION_ID}", sessionId);

/** The simulator's card form: pays, asks for 3-D Secure, or answers Stripe's decline (402). */
export async function payWithTestCard(
  ctx: Ctx,
  account: Account,
  input: z.output<typeof simulatorPaySchema>,
) {
  const engine = simulatorOf(ctx);
  const sessionId = input.clientSecret ? input.clientSecret.split("_secret_")[0]! : input.sessionId;
  const { session, events } = await engine.pay(account.id, { ...input, sessionId });
  if (session.status === "requires_action") {
    return { status: "requires_action" as const, sessionId: session.id };
  }
  await deliverEvents(ctx, events);
  return { status: "succeeded" as const, redirectTo: finished(session.successUrl, session.id) };
}

export async function authenticateTestPayment(
  ctx: Ctx,
  account: Account,
  input: { sessionId: string; outcome: "complete" | "fail" },
) {
  const { session, events } = await simulatorOf(ctx).authenticate(account.id, input.sessionId, input.outcome);
  await deliverEvents(ctx, events);
  return { status: "succeeded" as const, redirectTo: finished(session.successUrl, session.id) };
}

/** 'Advance the clock' and 'Change card' on the simulator's account page. */
export async function controlTestSubscription(
  ctx: Ctx,
  account: Account,
  input: {
    action: "advance_to_renewal" | "set_card" | "switch_plan";
    cardNumber?: string;
    plan?: "starter" | "pro";
    interval?: "month" | "year";
  },
) {
  const engine = simulatorOf(ctx);
  if (input.action === "switch_plan") {
    if (!input.plan || !input.interval) throw errors.invalid("plan: Choose the plan and billing period.");
    await deliverEvents(ctx, await engine.switchPlan(account.id, input.plan, input.interval));
  } else if (input.action === "set_card") {
    if (!input.cardNumber) throw errors.invalid("cardNumber: Enter the card number.");
    await deliverEvents(ctx, await engine.setCard(account.id, input.cardNumber));
  } else {
    await deliverEvents(ctx, await engine.advanceClock(account.id));
  }
  return { ok: true };
}

/** What the simulator's pages show: the session being paid, or the test subscription and its clock. */
export async function testCheckoutSession(ctx: Ctx, account: Account, sessionId: string) {
  const engine = simulatorOf(ctx);
  const session = await engine.load<
    import("~/server/providers/payments/simulator/objects").SimCheckoutSession
  >("checkout_session", sessionId);
  if (!session || session.accountId !== account.id) throw errors.notFound("No such checkout session.");
  return session;
}

export async function testSubscriptionState(ctx: Ctx, account: Account) {
  const engine = simulatorOf(ctx);
  type Sub = import("~/server/providers/payments/simulator/objects").SimSubscription;
  type Customer = import("~/server/providers/payments/simulator/objects").SimCustomer;
  const sub = await engine.latest<Sub>("subscription", account.id);
  const customer = await engine.latest<Customer>("customer", account.id);
  return {
    subscription: sub,
    card: customer?.cardNumber ? customer.cardNumber.slice(-4) : null,
    clock: new Date(engine.clock(customer) * 1000).toISOString(),
  };
}

/**
 * Subscribes an account by paying with 4242 in the simulator — the demo seed's way to give the
 * Starter and Pro demo accounts real subscriptions, renewal dates and a first invoice.
 */
export async function subscribeWithTestCard(
  ctx: Ctx,
  account: { id: string; email: string },
  plan: "starter" | "pro",
  interval: "month" | "year",
) {
  const engine = simulatorOf(ctx);
  const session = await engine.createSession({
    mode: "subscription",
    surface: "checkout",
    accountId: account.id,
    email: account.email,
    plan,
    interval,
    amountPence: planPricePence(plan, interval === "year"),
    lines: [],
    successUrl: "/",
    cancelUrl: "/",
  });
  const { events } = await engine.pay(account.id, {
    sessionId: session.id,
    cardNumber: "4242424242424242",
    expiry: "12 / 99",
  });
  await deliverEvents(ctx, events);
}
