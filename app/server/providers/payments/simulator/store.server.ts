import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { paymentSimulatorObjects } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { signStripePayload } from "../stripe-signature.server";
import type { SignedEvent } from "../types";
import type { SimCustomer, SimInvoice, SimSubscription } from "./objects";
import { cardOutcome } from "./test-cards";

type Kind = "checkout_session" | "customer" | "subscription";

export interface SimulatorDeps {
  db: Db;
  now: () => Date;
  /** This install's signing secret (drawn on first use, kept in the local database). */
  webhookSecret: () => Promise<string>;
}

const newId = (prefix: string) => `${prefix}_sim_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/** The simulator's records in D1, its customers' test clocks, and Stripe-signed events. */
export function createSimulatorStore(deps: SimulatorDeps) {
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
    return { payload, signature: await signStripePayload(payload, await deps.webhookSecret()) };
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

  return { deps, load, save, latest, clock, event, cardError, subscriptionOf, charge, newId };
}

export type SimulatorStore = ReturnType<typeof createSimulatorStore>;
