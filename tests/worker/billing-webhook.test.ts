import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOKENS_PER_TRIAL_CREDIT } from "~/lib/plans";
import { getBalance, spend } from "~/server/billing/metering.server";
import { accounts, billingEvents, payments, subscriptions } from "~/server/db/schema.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { signStripePayload } from "~/server/providers/payments/stripe-signature.server";
import {
  DAYS,
  deliver,
  invoiceEvent,
  invoiceFor,
  stripeEvent,
  subscriptionEvent,
  subscriptionFor,
  T0,
} from "./billing-events";
import { call, db, type Json, signedInAccount } from "./helpers";

const ctx = { db, env };

async function accountRow(id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

async function subscriptionRow(id: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription as Stripe rolls it into its next 28-day period. */
function nextPeriod(sub: ReturnType<typeof subscriptionFor>) {
  return {
    ...sub,
    currentPeriodStart: sub.currentPeriodEnd,
    currentPeriodEnd: sub.currentPeriodEnd + DAYS(28),
  };
}

/** The `invoice.paid` event for the subscription's renewal into its next period. */
function renewalPaid(sub: ReturnType<typeof subscriptionFor>) {
  const renewal = nextPeriod(sub);
  return invoiceEvent("paid", renewal, invoiceFor(renewal, "subscription_cycle"), renewal.currentPeriodStart);
}

async function subscribe(accountId: string, overrides = {}) {
  const sub = subscriptionFor(accountId, overrides);
  expect((await deliver(subscriptionEvent("created", sub, T0))).status).toBe(200);
  expect((await deliver(invoiceEvent("paid", sub, invoiceFor(sub, "subscription_create"), T0))).status).toBe(
    200,
  );
  return sub;
}

describe("webhook signatures", () => {
  it("refuses a missing or wrong signature with 400 and changes nothing", async () => {
    const { account } = await signedInAccount("trial");
    const payload = subscriptionEvent("created", subscriptionFor(account.id), T0);

    const missing = await deliver(payload, null);
    expect(missing.status).toBe(400);
    expect((await missing.json<Json>()).error.message).toMatch(/Stripe-Signature/);

    const wrong = await deliver(payload, await signStripePayload(payload, "whsec_someone_else"));
    expect(wrong.status).toBe(400);

    const tampered = await deliver(
      payload.replace('"pro"', '"starter"'),
      // Signed with this install's own secret: only the altered body makes it wrong.
      await signStripePayload(payload, await localSecret(db, "payments-webhook")),
    );
    expect(tampered.status).toBe(400);

    expect((await accountRow(account.id)).currentPlan).toBe("trial");
    expect(await db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id))).toEqual([]);
  });

  it("accepts a good signature, and a replay of the same event changes nothing", async () => {
    const { account } = await signedInAccount("trial");
    const sub = await subscribe(account.id);
    await spend(ctx, { accountId: account.id, meter: "images", amount: 5, ref: "poster-1" });

    const paid = renewalPaid(sub);
    const first = await deliver(paid);
    expect(await first.json<Json>()).toEqual({ received: true, duplicate: false });
    await spend(ctx, { accountId: account.id, meter: "images", amount: 2, ref: "poster-2" });

    const replay = await deliver(paid);
    expect(replay.status).toBe(200);
    expect(await replay.json<Json>()).toEqual({ received: true, duplicate: true });
    // The replayed renewal did not wipe the 2 images used since.
    expect((await getBalance({ db }, account.id, "images"))?.used).toBe(2);
    expect(await db.select().from(payments).where(eq(payments.accountId, account.id))).toHaveLength(2);
  });
});

describe("signed events of an unexpected shape", () => {
  const base = { object: "event", livemode: false };
  const shapes: Array<[string, (id: string) => unknown]> = [
    [
      "data.object is null",
      (id) => ({ ...base, id, type: "customer.subscription.created", created: T0, data: { object: null } }),
    ],
    ["data is missing", (id) => ({ ...base, id, type: "invoice.paid", created: T0 })],
    [
      "data.object is a list",
      (id) => ({ ...base, id, type: "invoice.paid", created: T0, data: { object: [1, 2] } }),
    ],
    [
      "created is text",
      (id) => ({ ...base, id, type: "invoice.paid", created: "yesterday", data: { object: {} } }),
    ],
    ["type is a number", (id) => ({ ...base, id, type: 42, created: T0, data: { object: {} } })],
  ];

  it.each(shapes)("records the event as unprocessable and answers 200 when %s", async (_label, shape) => {
    const { account } = await signedInAccount("trial");
    const id = `evt_odd_${crypto.randomUUID()}`;
    const payload = JSON.stringify(shape(id));
    const first = await deliver(payload);
    expect(first.status).toBe(200);
    const answer = await first.json<Json>();
    expect(answer).toMatchObject({ received: true, duplicate: false, unprocessable: expect.any(String) });
    const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, id));
    expect(row?.problem).toBe(answer.unprocessable);

    // Stripe would not retry after the 200; a manual resend is recognised, and nothing else changed.
    expect(await (await deliver(payload)).json<Json>()).toMatchObject({ received: true, duplicate: true });
    expect((await accountRow(account.id)).currentPlan).toBe("trial");
  });

  it("records a signed event without an id by its payload, once", async () => {
    const payload = JSON.stringify({ ...base, type: "invoice.paid", created: T0, data: { object: null } });
    expect((await deliver(payload)).status).toBe(200);
    expect(await (await deliver(payload)).json<Json>()).toMatchObject({ duplicate: true });
    const payloadNull = "null";
    expect((await deliver(payloadNull)).status).toBe(200);
  });

  it("reads a subscription whose fields have unexpected types without failing", async () => {
    const { account } = await signedInAccount("trial");
    const object = {
      id: `sub_odd_${crypto.randomUUID().slice(0, 8)}`,
      customer: 12,
      items: "none",
      metadata: { accountId: account.id, plan: "pro" },
      status: null,
      current_period_start: "soon",
    };
    const response = await deliver(stripeEvent("customer.subscription.created", object, T0));
    expect(response.status).toBe(200);
    expect((await accountRow(account.id)).currentPlan).toBe("trial");
  });
});

describe("subscription states", () => {
  it("goes trial → active → past_due → active, with a grace period and the account kept in step", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const sub = await subscribe(account.id);
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    const usage = await (await call("/api/subscription/usage", { cookie })).json<Json>();
    expect(usage.allowances).toEqual({
      // Pro's 200,000 and the trial's 10 unused credits, kept as writing tokens.
      tokens: { used: 0, limit: 200_000 + 10 * TOKENS_PER_TRIAL_CREDIT },
      images: { used: 0, limit: 80 },
      voice_minutes: { used: 0, limit: 100 },
      fact_checks: { used: 0, limit: 200 },
    });

    // The renewal fails: Stripe rolls the period, marks the subscription past_due and sends both events.
    const renewal = nextPeriod(sub);
    const failedInvoice = invoiceFor(renewal, "subscription_cycle");
    await deliver(invoiceEvent("payment_failed", renewal, failedInvoice, renewal.currentPeriodStart));
    expect(await accountRow(account.id)).toMatchObject({
      currentPlan: "pro",
      subscriptionStatus: "past_due",
    });
    const pastDue = await subscriptionRow(sub.id);
    expect(pastDue?.status).toBe("past_due");
    expect(pastDue?.graceUntil?.getTime()).toBe((renewal.currentPeriodStart + DAYS(7)) * 1000);
    await deliver(
      subscriptionEvent("updated", { ...renewal, status: "past_due" }, renewal.currentPeriodStart),
    );
    // Still Pro during the grace period: the tools keep working.
    await spend(ctx, { accountId: account.id, meter: "images", amount: 1, ref: "during-grace" });

    // The card is fixed and the retry is paid.
    const retryAt = renewal.currentPeriodStart + DAYS(2);
    await deliver(invoiceEvent("paid", renewal, { ...failedInvoice, attempts: 2 }, retryAt));
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    await deliver(subscriptionEvent("updated", renewal, retryAt));
    expect((await subscriptionRow(sub.id))?.graceUntil).toBeNull();
    const history = await db.select().from(payments).where(eq(payments.accountId, account.id));
    expect(history.map((p) => p.status).sort()).toEqual(["paid", "paid"]);
  });

  it("cancels at the period end: Pro until then, and paid features close when it ends", async () => {
    const { account } = await signedInAccount("trial");
    const sub = await subscribe(account.id);
    await deliver(subscriptionEvent("updated", { ...sub, cancelAtPeriodEnd: true }, T0 + DAYS(3)));
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    expect((await subscriptionRow(sub.id))?.cancelAtPeriodEnd).toBe(true);

    const end = sub.currentPeriodEnd;
    await deliver(
      subscriptionEvent(
        "deleted",
        { ...sub, status: "canceled", cancelAtPeriodEnd: true, canceledAt: end },
        end,
      ),
    );
    expect(await accountRow(account.id)).toMatchObject({
      currentPlan: "trial",
      subscriptionStatus: "cancelled",
    });
    const tried = await spend(ctx, { accountId: account.id, meter: "images", amount: 1, ref: "after" }).catch(
      (e) => e,
    );
    expect(tried.status).toBe(402);
  });

  it("resets allowances on renewal and carries unused top-ups over", async () => {
    const { account } = await signedInAccount("trial");
    const sub = await subscribe(account.id);
    await spend(ctx, { accountId: account.id, meter: "images", amount: 70, ref: "busy-month" });
    // A paid top-up of 10 images.
    const topUp = stripeEvent(
      "checkout.session.completed",
      {
        id: "cs_test_topup_1",
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        client_reference_id: account.id,
        customer: sub.customerId,
        amount_total: 170,
        currency: "gbp",
        created: T0 + DAYS(10),
        metadata: { kind: "top_up", accountId: account.id, images: "10" },
      },
      T0 + DAYS(10),
    );
    await deliver(topUp);
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({
      used: 70,
      limitAmount: 90,
      topupAmount: 10,
    });
    await spend(ctx, { accountId: account.id, meter: "images", amount: 15, ref: "more" }); // 85 of 90: 5 top-up left

    await deliver(renewalPaid(sub));
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({
      used: 0,
      limitAmount: 85,
      topupAmount: 5,
    });
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      used: 0,
      limitAmount: 200_000 + 10 * TOKENS_PER_TRIAL_CREDIT,
    });
  });

  it("resolves out-of-order events by the subscription's own timestamps", async () => {
    const { account } = await signedInAccount("trial");
    const sub = subscriptionFor(account.id);
    // Stripe sent created (incomplete), then updated (active), then cancel-at-period-end — delivered backwards.
    await deliver(subscriptionEvent("updated", { ...sub, cancelAtPeriodEnd: true }, T0 + 60));
    await deliver(subscriptionEvent("updated", sub, T0 + 1));
    await deliver(subscriptionEvent("created", { ...sub, status: "incomplete" }, T0));
    expect(await subscriptionRow(sub.id)).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });

    // Same second: a created (incomplete) arriving after the active update does not undo the payment.
    const other = subscriptionFor((await signedInAccount("trial")).account.id);
    await deliver(subscriptionEvent("updated", other, T0));
    await deliver(subscriptionEvent("created", { ...other, status: "incomplete" }, T0));
    expect((await subscriptionRow(other.id))?.status).toBe("active");

    // An old 'active' update never revives a deleted subscription.
    await deliver(subscriptionEvent("deleted", { ...sub, status: "canceled" }, T0 + 120));
    await deliver(subscriptionEvent("updated", sub, T0 + 90));
    expect((await subscriptionRow(sub.id))?.status).toBe("cancelled");
    expect((await accountRow(account.id)).subscriptionStatus).toBe("cancelled");
  });

  it("grants a top-up once when the same event arrives twice at once", async () => {
    const { account } = await signedInAccount("pro");
    const event = stripeEvent(
      "checkout.session.completed",
      {
        id: `cs_test_${crypto.randomUUID()}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        client_reference_id: account.id,
        customer: null,
        amount_total: 500,
        currency: "gbp",
        created: T0,
        metadata: { kind: "top_up", accountId: account.id, tokens: "3" },
      },
      T0,
    );
    const answers = await Promise.all(Array.from({ length: 4 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json<Json>()));
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      limitAmount: 275_000,
      topupAmount: 75_000,
    });
    const eventId = JSON.parse(event).id;
    expect(await db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).toHaveLength(1);
  });

  it("grants one renewal when the same invoice event arrives twice at once", async () => {
    const { account } = await signedInAccount("trial");
    const sub = await subscribe(account.id);
    await spend(ctx, { accountId: account.id, meter: "images", amount: 9, ref: "first" });
    const paid = renewalPaid(sub);
    const bodies = await Promise.all([deliver(paid), deliver(paid)].map(async (r) => (await r).json<Json>()));
    expect(bodies.map((b) => b.duplicate).sort()).toEqual([false, true]);
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({ used: 0, limitAmount: 80 });
  });
});
