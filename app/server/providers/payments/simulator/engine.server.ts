import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { paymentSimulatorObjects } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { signStripePayload } from "../stripe-signature.server";
import type { SignedEvent } from "../types";
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
import { AUTHENTICATION_FAILED, cardOutcome } from "./test-cards";

/** Stripe retries a failed renewal for about a week; the simulator's last retry is then. */
const RETRY_WINDOW_SECONDS = 7 * 86_400;

type Kind = "checkout_session" | "customer" | "subscription";

export interface SimulatorDeps {
  db: Db;
  now: () => Date;
  webhookSecret: string;
}

const newId = (prefix: string) => `${prefix}_sim_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** The simulator's side of Stripe: sessions, customers, subscriptions and the events they send. */
export function createSimulatorEngine(deps: SimulatorDeps) {
  const { db } = deps;

  async function load<T>(kind: Kind, id: string): Promise<T | null> {
    const rows = await db
      .select()
      .from(paymentSimulatorObjects)
      .where(and(eq(paymentSimulatorObjects.id, id), eq(paymentSimulatorObjects.kind, kind)))
      .limit(1);
    return (rows[0]?.data as T | undefined) ?? null;
  }

  async function save(kind: Kind, record: { id: string; accountId: string }) {
    const row = {
      id: record.id,
      kind,
      accountId: record.accountId,
      data: record as unknown as Record<string, unknown>,
      updatedAt: deps.now(),
    };
    await db
      .insert(paymentSimulatorObjects)
      .values(row)
      .onConflictDoUpdate({
        target: paymentSimulatorObjects.id,
        set: { data: row.data, updatedAt: row.updatedAt },
      });
  }

  async function latest<T>(kind: Kind, accountId: string): Promise<T | null> {
    const rows = await db
      .select()
      .from(paymentSimulatorObjects)
      .where(and(eq(paymentSimulatorObjects.accountId, accountId), eq(paymentSimulatorObjects.kind, kind)))
      .orderBy(desc(paymentSimulatorObjects.updatedAt))
      .limit(1);
    return (rows[0]?.data as T | undefined) ?? null;
  }

  /** The customer's test-clock time, in seconds. */
  const clock = (customer: SimCustomer | null) =>
    Math.floor((deps.now().getTime() + (customer?.clockOffsetMs ?? 0)) / 1000);

  async function event(type: string, object: unknown, created: number): Promise<SignedEvent> {
    const payload = JSON.stringify({
      id: newId("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created,
      livemode: false,
      type,
      data: { object },
    });
    // The signature's timestamp is real time: Stripe's five-minute tolerance is about delivery, not the clock.
    return { payload, signature: await signStripePayload(payload, deps.webhookSecret) };
  }

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

  const cardError = (code: string, message: string) => new AppError(402, code, message);

  async function subscriptionOf(accountId: string) {
    const sub = await latest<SimSubscription>("subscription", accountId);
    if (!sub) throw errors.notFound("There is no test subscription yet. Choose a plan on the pricing page.");
    return sub;
  }

  /** Charges the saved card for `invoice`; true when it went through. */
  function charge(customer: SimCustomer, invoice: SimInvoice) {
    invoice.attempts += 1;
    const outcome = cardOutcome(customer.cardNumber ?? "", "12 / 99", new Date(clock(customer) * 1000));
    return outcome.kind === "succeeds";
  }

  return {
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
    async setCard(accountId: string, cardNumber: string) {
      const sub = await subscriptionOf(accountId);
      const customer = await load<SimCustomer>("customer", sub.customerId);
      if (!customer) throw errors.notFound("No such customer.");
      const outcome = cardOutcome(cardNumber, "12 / 99", deps.now());
      if (outcome.kind === "declined" || outcome.kind === "requires_authentication") {
        throw cardError(
          outcome.kind === "declined" ? outcome.code : "card_declined",
          outcome.kind === "declined"
            ? outcome.message
            : "Use a card that does not need authentication here.",
        );
      }
      customer.cardNumber = cardNumber;
      await save("customer", customer);
      const events: SignedEvent[] = [];
      if (sub.status === "past_due" && sub.openInvoice && charge(customer, sub.openInvoice)) {
        const now = clock(customer);
        const invoice = sub.openInvoice;
        sub.status = "active";
        sub.openInvoice = null;
        await save("subscription", sub);
        events.push(
          await event("invoice.paid", stripeInvoice(sub, invoice, true, now), now),
          await event("customer.subscription.updated", stripeSubscription(sub), now),
        );
      }
      return events;
    },

    /**
     * Changes plan or billing period straight away, as Stripe's portal does with
     * `billing_cycle_anchor=now`: a new period starts and is charged in full to the saved card.
     */
    async switchPlan(
      accountId: string,
      plan: SimSubscription["plan"],
      interval: SimSubscription["interval"],
    ) {
      const sub = await subscriptionOf(accountId);
      if (sub.status !== "active") throw errors.conflict("Only an active subscription can change plan.");
      if (sub.plan === plan && sub.interval === interval) throw errors.conflict("That is already your plan.");
      const customer = await load<SimCustomer>("customer", sub.customerId);
      if (!customer) throw errors.notFound("No such customer.");
      const now = clock(customer);
      const next = {
        ...sub,
        plan,
        interval,
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, interval),
      };
      const invoice: SimInvoice = {
        id: newId("in"),
        billingReason: "subscription_update",
        periodStart: next.currentPeriodStart,
        periodEnd: next.currentPeriodEnd,
        created: now,
        attempts: 0,
      };
      if (!charge(customer, invoice)) throw cardError("card_declined", "Your card was declined.");
      await save("subscription", next);
      return [
        await event("customer.subscription.updated", stripeSubscription(next), now),
        await event("invoice.paid", stripeInvoice(next, invoice, true, now), now),
      ];
    },

    /**
     * Moves the customer's test clock to the next thing that happens: the renewal (paid, or failed →
     * past_due), the last retry of a failed renewal (paid, or the subscription ends), or the end of a
     * period that was set to cancel.
     */
    async advanceClock(accountId: string) {
      const sub = await subscriptionOf(accountId);
      if (sub.status === "canceled" || sub.status === "incomplete") {
        throw errors.conflict("This subscription has ended. Choose a plan to start a new one.");
      }
      const customer = await load<SimCustomer>("customer", sub.customerId);
      if (!customer) throw errors.notFound("No such customer.");
      const target =
        sub.status === "past_due" && sub.openInvoice
          ? sub.openInvoice.created + RETRY_WINDOW_SECONDS
          : sub.currentPeriodEnd;
      customer.clockOffsetMs = Math.max(customer.clockOffsetMs, target * 1000 - deps.now().getTime() + 1000);
      await save("customer", customer);
      const now = clock(customer);
      const events: SignedEvent[] = [];

      if (sub.status === "past_due" && sub.openInvoice) {
        const invoice = sub.openInvoice;
        if (charge(customer, invoice)) {
          sub.status = "active";
          sub.openInvoice = null;
          await save("subscription", sub);
          events.push(
            await event("invoice.paid", stripeInvoice(sub, invoice, true, now), now),
            await event("customer.subscription.updated", stripeSubscription(sub), now),
          );
        } else {
          sub.status = "canceled";
          sub.canceledAt = now;
          sub.openInvoice = null;
          await save("subscription", sub);
          events.push(
            await event("invoice.payment_failed", stripeInvoice(sub, invoice, false, now), now),
            await event("customer.subscription.deleted", stripeSubscription(sub), now),
          );
        }
        return events;
      }

      if (sub.cancelAtPeriodEnd) {
        sub.status = "canceled";
        sub.canceledAt = now;
        await save("subscription", sub);
        events.push(await event("customer.subscription.deleted", stripeSubscription(sub), now));
        return events;
      }

      // Renewal: the period rolls over and the new invoice is charged.
      sub.currentPeriodStart = sub.currentPeriodEnd;
      sub.currentPeriodEnd = addInterval(sub.currentPeriodStart, sub.interval);
      const invoice: SimInvoice = {
        id: newId("in"),
        billingReason: "subscription_cycle",
        periodStart: sub.currentPeriodStart,
        periodEnd: sub.currentPeriodEnd,
        created: now,
        attempts: 0,
      };
      const paid = charge(customer, invoice);
      sub.status = paid ? "active" : "past_due";
      sub.openInvoice = paid ? null : invoice;
      await save("subscription", sub);
      events.push(
        await event("customer.subscription.updated", stripeSubscription(sub), now),
        await event(
          paid ? "invoice.paid" : "invoice.payment_failed",
          stripeInvoice(sub, invoice, paid, now),
          now,
        ),
      );
      return events;
    },
  };
}

export type SimulatorEngine = ReturnType<typeof createSimulatorEngine>;
