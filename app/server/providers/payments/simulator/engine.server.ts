import { errors } from "~/server/http/errors.server";
import type { SignedEvent } from "../types";
import { createSimulatorClock } from "./clock.server";
import {
  addInterval,
  type SimCheckoutSession,
  type SimCustomer,
  type SimInvoice,
  type SimSubscription,
  stripeCheckoutSession,
  stripeInvoice,
  stripeSubscription,
} from "./objects";
import { createSimulatorStore, type SimulatorDeps } from "./store.server";
import { AUTHENTICATION_FAILED, cardOutcome } from "./test-cards";

export type { SimulatorDeps };

/** The simulator's side of Stripe: checkout sessions, the card form and 3-D Secure, and its clock. */
export function createSimulatorEngine(deps: SimulatorDeps) {
  const store = createSimulatorStore(deps);
  const { load, save, latest, clock, event, cardError, newId } = store;

  async function customerFor(session: SimCheckoutSession, cardNumber: string): Promise<SimCustomer> {
    const existing = await latest<SimCustomer>("customer", session.accountId);
    const customer: SimCustomer = existing
      ? { ...existing, cardNumber }
      : {
          id: newId("cus"),
          accountId: session.accountId,
          email: session.email,
          cardNumber,
          clockOffsetMs: 0,
        };
    await save("customer", customer);
    return customer;
  }

  /** A session's payment went through: the objects Stripe would create, and its events in order. */
  async function complete(session: SimCheckoutSession, cardNumber: string) {
    const customer = await customerFor(session, cardNumber);
    const now = clock(customer);
    session.status = "complete";
    session.pendingCard = null;
    await save("checkout_session", session);
    const events: SignedEvent[] = [];
    if (session.mode === "payment" || !session.plan) {
      events.push(
        await event("checkout.session.completed", stripeCheckoutSession(session, customer.id, null), now),
      );
      return events;
    }
    const sub: SimSubscription = {
      id: newId("sub"),
      accountId: session.accountId,
      customerId: customer.id,
      plan: session.plan,
      interval: session.interval,
      status: "active",
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, session.interval),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      created: now,
      openInvoice: null,
    };
    await save("subscription", sub);
    const invoice: SimInvoice = {
      id: newId("in"),
      billingReason: "subscription_create",
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      created: now,
      attempts: 1,
    };
    if (session.surface === "element") {
      // The card form's subscription exists before payment (incomplete), as Stripe's does.
      events.push(
        await event(
          "customer.subscription.created",
          stripeSubscription({ ...sub, status: "incomplete" }),
          now,
        ),
        await event("invoice.paid", stripeInvoice(sub, invoice, true, now), now),
        await event("customer.subscription.updated", stripeSubscription(sub), now),
      );
    } else {
      events.push(
        await event("checkout.session.completed", stripeCheckoutSession(session, customer.id, sub.id), now),
        await event("customer.subscription.created", stripeSubscription(sub), now),
        await event("invoice.paid", stripeInvoice(sub, invoice, true, now), now),
      );
    }
    return events;
  }

  async function sessionOf(accountId: string, sessionId: string, clientSecret?: string) {
    const session = await load<SimCheckoutSession>("checkout_session", sessionId);
    if (!session || session.accountId !== accountId) throw errors.notFound("No such checkout session.");
    if (clientSecret !== undefined && clientSecret !== session.clientSecret) {
      throw errors.notFound("No such checkout session.");
    }
    if (session.status === "complete") throw errors.conflict("This payment has already been made.");
    return session;
  }

  return {
    ...createSimulatorClock(store),
    load,
    latest,
    clock,

    async createSession(
      input: Omit<SimCheckoutSession, "id" | "status" | "clientSecret" | "pendingCard" | "created">,
    ) {
      const existing = await latest<SimCustomer>("customer", input.accountId);
      const id = newId("cs");
      const session: SimCheckoutSession = {
        ...input,
        id,
        status: "open",
        clientSecret: `${id}_secret_${crypto.randomUUID().replaceAll("-", "")}`,
        pendingCard: null,
        created: clock(existing),
      };
      await save("checkout_session", session);
      return session;
    },

    /** The card form: Stripe's test cards decide; a decline is a 402 with Stripe's message. */
    async pay(
      accountId: string,
      input: { sessionId: string; clientSecret?: string; cardNumber: string; expiry: string },
    ) {
      const session = await sessionOf(accountId, input.sessionId, input.clientSecret);
      const outcome = cardOutcome(input.cardNumber, input.expiry, deps.now());
      if (outcome.kind === "declined" || outcome.kind === "charges_fail") {
        throw cardError(outcome.code, outcome.message);
      }
      if (outcome.kind === "requires_authentication") {
        session.status = "requires_action";
        session.pendingCard = input.cardNumber;
        await save("checkout_session", session);
        return { session, events: [] as SignedEvent[] };
      }
      return { session, events: await complete(session, input.cardNumber) };
    },

    /** The 3-D Secure step: completing it pays; failing it is Stripe's authentication error. */
    async authenticate(accountId: string, sessionId: string, outcome: "complete" | "fail") {
      const session = await sessionOf(accountId, sessionId);
      if (session.status !== "requires_action" || !session.pendingCard) {
        throw errors.conflict("This payment is not waiting for authentication.");
      }
      if (outcome === "fail") {
        session.status = "open";
        session.pendingCard = null;
        await save("checkout_session", session);
        throw cardError("payment_intent_authentication_failure", AUTHENTICATION_FAILED);
      }
      return { session, events: await complete(session, session.pendingCard) };
    },

    async setCancelAtPeriodEnd(accountId: string, subscriptionId: string, cancel: boolean) {
      const sub = await load<SimSubscription>("subscription", subscriptionId);
      if (!sub || sub.accountId !== accountId || sub.status === "canceled") {
        throw errors.notFound("No such subscription.");
      }
      const customer = await load<SimCustomer>("customer", sub.customerId);
      sub.cancelAtPeriodEnd = cancel;
      await save("subscription", sub);
      return [await event("customer.subscription.updated", stripeSubscription(sub), clock(customer))];
    },

    /** Saves a new card; a past_due renewal is retried with it straight away, as Stripe does. */
  };
}

export type SimulatorEngine = ReturnType<typeof createSimulatorEngine>;
