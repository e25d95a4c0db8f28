import { errors } from "~/server/http/errors.server";
import type { SignedEvent } from "../types";
import {
  addInterval,
  type SimCustomer,
  type SimInvoice,
  type SimSubscription,
  stripeInvoice,
  stripeSubscription,
} from "./objects";
import type { SimulatorStore } from "./store.server";
import { cardOutcome } from "./test-cards";

/** Stripe retries a failed renewal for about a week; the simulator's last retry is then. */
const RETRY_WINDOW_SECONDS = 7 * 86_400;

/**
 * What happens to a subscription over time, on the customer's test clock: renewals, failed
 * renewals and their retries, card changes, plan changes and the end of a cancelled period.
 */
export function createSimulatorClock(store: SimulatorStore) {
  const { load, save, clock, event, cardError, subscriptionOf, charge, newId } = store;
  const deps = store.deps;

  /** A past-due subscription's open invoice was paid: it is active again, and Stripe says both. */
  async function recoverPastDue(sub: SimSubscription, invoice: SimInvoice, now: number) {
    sub.status = "active";
    sub.openInvoice = null;
    await save("subscription", sub);
    return [
      await event("invoice.paid", stripeInvoice(sub, invoice, true, now), now),
      await event("customer.subscription.updated", stripeSubscription(sub), now),
    ];
  }

  return {
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
        events.push(...(await recoverPastDue(sub, sub.openInvoice, clock(customer))));
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
          events.push(...(await recoverPastDue(sub, invoice, now)));
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
