import type { Db } from "~/server/db/client.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { errors } from "~/server/http/errors.server";
import { createSimulatorEngine } from "./simulator/engine.server";
import { type SimCheckoutSession, simPlanForPrice } from "./simulator/objects";
import type { PaymentsProvider, PlanCheckout } from "./types";

/**
 * 'Test payments': a checkout page and card form served by the app that accept Stripe's test cards
 * and send Stripe-shaped, signed events to the same webhook handling as live Stripe.
 */
export function createSimulatorPayments(deps: { db: Db; now: () => Date; appUrl: string }): PaymentsProvider {
  // Events never leave the machine, but they are signed and verified all the same, with a secret
  // this install drew for itself (never one from the repository, which anyone could read).
  const webhookSecret = () => localSecret(deps.db, "payments-webhook");
  const engine = createSimulatorEngine({ db: deps.db, now: deps.now, webhookSecret });
  /** A plan's subscription session: the hosted checkout page and the /subscribe card form differ only in surface. */
  const subscriptionSession = (
    surface: SimCheckoutSession["surface"],
    { customer, plan, interval, amountPence, successUrl, cancelUrl }: PlanCheckout,
  ) =>
    engine.createSession({
      mode: "subscription",
      surface,
      accountId: customer.accountId,
      email: customer.email,
      plan,
      interval,
      amountPence,
      lines: [],
      successUrl,
      cancelUrl,
    });

  return {
    kind: "simulator",
    simulator: engine,
    webhookSecret,
    planForPrice: simPlanForPrice,

    async createPlanCheckout(input) {
      const session = await subscriptionSession("checkout", input);
      return { url: `/test-payments/checkout/${session.id}` };
    },

    async createTopUpCheckout({ customer, lines, successUrl, cancelUrl }) {
      const session = await engine.createSession({
        mode: "payment",
        surface: "checkout",
        accountId: customer.accountId,
        email: customer.email,
        plan: null,
        interval: "month",
        amountPence: lines.reduce((sum, line) => sum + line.quantity * line.unitPence, 0),
        lines,
        successUrl,
        cancelUrl,
      });
      return { url: `/test-payments/checkout/${session.id}` };
    },

    async createSubscriptionPayment(input) {
      const session = await subscriptionSession("element", {
        ...input,
        successUrl: "/",
        cancelUrl: "/subscribe",
      });
      return { clientSecret: session.clientSecret, publishableKey: null };
    },

    async getCheckoutSession(sessionId) {
      const session = await engine.load<{
        status: string;
        mode: "subscription" | "payment";
        accountId: string;
      }>("checkout_session", sessionId);
      return session
        ? { complete: session.status === "complete", mode: session.mode, accountId: session.accountId }
        : null;
    },

    async createPortalSession() {
      return { url: "/test-payments" };
    },

    async setCancelAtPeriodEnd(accountId, subscriptionId, cancel) {
      if (!subscriptionId.startsWith("sub_sim_")) throw errors.notFound("No such subscription.");
      return engine.setCancelAtPeriodEnd(accountId, subscriptionId, cancel);
    },
  };
}
