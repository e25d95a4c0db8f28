import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { startSubscriptionPayment } from "~/server/billing/checkout.server";
import { createAppContext } from "~/server/context.server";
import { accounts, billingCustomers, subscriptions } from "~/server/db/schema.server";
import { createStripePayments } from "~/server/providers/payments/stripe.server";
import { call, db, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;
const WEBHOOK_SECRET = "whsec_live_test_secret";

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function stripeRequests(): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/__control/requests?service=stripe`)).json<Json>();
}

async function lastStripeRequest(path: string) {
  const found = (await stripeRequests()).filter((request) => request.path === path).pop();
  if (!found) throw new Error(`no Stripe request to ${path}`);
  return { ...found, form: new URLSearchParams(found.body) };
}

async function liveAccount(plan: "trial" | "pro" = "trial") {
  const account = await createAccount(services, { email: uniqueEmail(plan), plan });
  const setCookie = await createSession(
    createAppContext(env, () => {}),
    account.id,
  );
  return { account, cookie: setCookie.split(";")[0]! };
}

/** Stripe's signature scheme, computed here by hand: v1 = HMAC-SHA256(secret, "t.payload") in hex. */
async function hmacSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}

const webhook = (payload: string, signature: string) =>
  call("/api/stripe/webhook", {
    method: "POST",
    body: payload,
    noOrigin: true,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });

describe("Stripe Checkout (live)", () => {
  it("creates a subscription Checkout Session with the annual Pro price and redirects to it (303)", async () => {
    const { account, cookie } = await liveAccount();
    const response = await call("/api/create-checkout-session?plan=pro&annual=true", { cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const sent = await lastStripeRequest("/v1/checkout/sessions");
    expect(sent.headers.authorization).toBe("Bearer sk_test_full_house_fake");
    expect(sent.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(sent.form.get("mode")).toBe("subscription");
    expect(sent.form.get("line_items[0][price]")).toBe("price_pro_year");
    expect(sent.form.get("client_reference_id")).toBe(account.id);
    expect(sent.form.get("customer_email")).toBe(account.email);
    expect(sent.form.get("subscription_data[metadata][accountId]")).toBe(account.id);
    expect(sent.form.get("success_url")).toBe(
      "https://fullhouse.example/api/billing/checkout-complete?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(sent.form.get("cancel_url")).toBe("https://fullhouse.example/pricing");
  });

  it("turns Stripe's error object into a 503 the person can act on", async () => {
    const { cookie } = await liveAccount();
    await fetch(`${fake}/__control/stripe/next-error`, {
      method: "POST",
      body: JSON.stringify({ status: 400 }),
    });
    const response = await call("/api/create-checkout-session?plan=starter&annual=false", { cookie });
    expect(response.status).toBe(503);
    expect((await response.json<Json>()).error.message).toMatch(/Card payments are unavailable/);
  });

  it("prices top-ups from the plans module (price_data) for Pro accounts", async () => {
    const { cookie } = await liveAccount("pro");
    const response = await call("/api/create-topup-session?voice_minutes=3", { cookie });
    expect(response.status).toBe(303);
    const sent = await lastStripeRequest("/v1/checkout/sessions");
    expect(sent.form.get("mode")).toBe("payment");
    expect(sent.form.get("line_items[0][quantity]")).toBe("3");
    expect(sent.form.get("line_items[0][price_data][unit_amount]")).toBe("167");
    expect(sent.form.get("line_items[0][price_data][currency]")).toBe("gbp");
    expect(sent.form.get("metadata[kind]")).toBe("top_up");
    expect(sent.form.get("metadata[voice_minutes]")).toBe("3");
  });
});

describe("the /subscribe card form (live)", () => {
  it("creates a customer and an incomplete subscription and answers the Payment Element's secret", async () => {
    const { account, cookie } = await liveAccount();
    const response = await call("/api/create-subscription", { method: "POST", cookie });
    expect(response.status).toBe(200);
    const answer = await response.json<Json>();
    expect(answer).toMatchObject({
      provider: "stripe",
      publishableKey: "pk_test_full_house_fake",
      amountPence: 2900,
    });
    expect(answer.clientSecret).toMatch(/^pi_in_\w+_secret_fake$/);
    const customer = await lastStripeRequest("/v1/customers");
    expect(customer.form.get("email")).toBe(account.email);
    const sub = await lastStripeRequest("/v1/subscriptions");
    expect(sub.form.get("items[0][price]")).toBe("price_pro_month");
    expect(sub.form.get("payment_behavior")).toBe("default_incomplete");
    expect(sub.form.get("payment_settings[save_default_payment_method]")).toBe("on_subscription");
    expect(sub.form.get("expand[0]")).toBe("latest_invoice.confirmation_secret");
    expect(sub.form.get("metadata[accountId]")).toBe(account.id);
  });
});

describe("Stripe webhooks (live)", () => {
  function subscriptionUpdated(accountId: string, overrides: Record<string, unknown> = {}) {
    const start = Math.floor(Date.UTC(2026, 10, 1) / 1000);
    return JSON.stringify({
      id: `evt_${crypto.randomUUID().replaceAll("-", "")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: start,
      livemode: false,
      type: "customer.subscription.updated",
      data: {
        object: {
          id: `sub_${accountId.slice(0, 8)}`,
          object: "subscription",
          customer: `cus_${accountId.slice(0, 8)}`,
          status: "active",
          cancel_at_period_end: false,
          canceled_at: null,
          created: start,
          metadata: { accountId, plan: "starter", interval: "month" },
          items: {
            object: "list",
            data: [
              {
                id: "si_1",
                object: "subscription_item",
                quantity: 1,
                current_period_start: start,
                current_period_end: start + 30 * 86_400,
                // The price decides the plan: this customer switched to Pro yearly in the portal.
                price: {
                  id: "price_pro_year",
                  unit_amount: 29_000,
                  currency: "gbp",
                  recurring: { interval: "year" },
                },
              },
            ],
          },
          ...overrides,
        },
      },
    });
  }

  it("applies an event signed with the real HMAC and refuses one signed with another secret", async () => {
    const { account, cookie } = await liveAccount();
    const payload = subscriptionUpdated(account.id);

    const forged = await webhook(payload, await hmacSignature(payload, "whsec_not_ours"));
    expect(forged.status).toBe(400);
    const stale = await webhook(
      payload,
      await hmacSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.status).toBe(400);
    const [before] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(before?.currentPlan).toBe("trial");

    const good = await webhook(payload, await hmacSignature(payload, WEBHOOK_SECRET));
    expect(good.status).toBe(200);
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    expect(row).toMatchObject({ provider: "stripe", plan: "pro", interval: "year", amountPence: 29_000 });

    // The portal and cancel now reach Stripe for this customer.
    const portal = await call("/api/billing/portal", { cookie });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("Location")).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [link] = await db.select().from(billingCustomers).where(eq(billingCustomers.accountId, account.id));
    expect((await lastStripeRequest("/v1/billing_portal/sessions")).form.get("customer")).toBe(
      link?.customerId,
    );

    const cancel = await call("/api/billing/subscription", {
      method: "POST",
      cookie,
      json: { cancelAtPeriodEnd: true },
    });
    expect(cancel.status).toBe(200);
    const update = await lastStripeRequest(`/v1/subscriptions/${row?.id}`);
    expect(update.form.get("cancel_at_period_end")).toBe("true");
  });
});

describe("test payments in production", () => {
  it("do not exist: the simulator's pages and card form answer 404", async () => {
    const { cookie } = await liveAccount();
    expect((await call("/test-payments", { cookie })).status).toBe(404);
    expect((await call("/test-payments/checkout/cs_sim_anything", { cookie })).status).toBe(404);
    const pay = await call("/api/test-payments/pay", {
      method: "POST",
      cookie,
      json: { sessionId: "cs_sim_x", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    expect(pay.status).toBe(404);
    // A webhook signed with the simulator's local secret is refused by live Stripe verification.
    const payload = JSON.stringify({
      id: "evt_x",
      object: "event",
      type: "invoice.paid",
      created: 1,
      data: { object: {} },
    });
    const forged = await webhook(
      payload,
      await hmacSignature(payload, "whsec_full_house_local_test_payments"),
    );
    expect(forged.status).toBe(400);
  });
});

describe("the /subscribe card form: page views", () => {
  it("reuses the one waiting subscription and customer when the page is opened again", async () => {
    const { account, cookie } = await liveAccount();
    const first = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    const again = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    expect(again.clientSecret).toBe(first.clientSecret);
    const created = (await stripeRequests()).filter(
      (request) => request.method === "POST" && ["/v1/customers", "/v1/subscriptions"].includes(request.path),
    );
    const mine = created.filter(
      (request) => request.body.includes(encodeURIComponent(account.id)) || request.body.includes(account.id),
    );
    expect(mine.filter((request) => request.path === "/v1/customers")).toHaveLength(1);
    expect(mine.filter((request) => request.path === "/v1/subscriptions")).toHaveLength(1);
    const [linked] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.accountId, account.id));
    expect(linked?.provider).toBe("stripe");
  });
});

describe("Stripe Tax (STRIPE_TAX=on)", () => {
  const taxed = createStripePayments({
    secretKey: "sk_test_full_house_fake",
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: "pk_test_full_house_fake",
    prices: {
      starter: { month: "price_starter_month", year: "price_starter_year" },
      pro: { month: "price_pro_month", year: "price_pro_year" },
    },
    automaticTax: true,
    apiUrl: fake,
    maxNetworkRetries: 0,
  });

  /** A customer as Stripe holds it, with or without a billing address. */
  async function stripeCustomer(address: boolean): Promise<string> {
    const form = new URLSearchParams({ email: uniqueEmail("tax") });
    if (address) {
      form.set("address[country]", "GB");
      form.set("address[postal_code]", "LS1 4DY");
    }
    const answer = await fetch(`${fake}/v1/customers`, {
      method: "POST",
      headers: {
        authorization: "Bearer sk_test_full_house_fake",
        "stripe-version": "2026-10-28.endive",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: form,
    });
    return (await answer.json<Json>()).id;
  }

  const topUp = (customerId: string | null) =>
    taxed.createTopUpCheckout({
      customer: { accountId: crypto.randomUUID(), email: "tax@pub.example", customerId },
      lines: [{ meter: "voice_minutes", label: "Voice minutes", quantity: 3, unitPence: 167 }],
      successUrl: "https://fullhouse.example/done",
      cancelUrl: "https://fullhouse.example/pricing",
    });

  it("top-up Checkout collects the address and saves it to a customer who has none", async () => {
    await expect(topUp(await stripeCustomer(false))).resolves.toMatchObject({ url: expect.any(String) });
    const sent = await lastStripeRequest("/v1/checkout/sessions");
    expect(sent.form.get("automatic_tax[enabled]")).toBe("true");
    expect(sent.form.get("customer_update[address]")).toBe("auto");
    expect(sent.form.get("billing_address_collection")).toBe("required");
    await expect(topUp(null)).resolves.toMatchObject({ url: expect.any(String) });
  });

  it("the fake refuses what Stripe refuses: tax for a customer with no address and no way to get one", async () => {
    const customer = await stripeCustomer(false);
    const refused = await fetch(`${fake}/v1/checkout/sessions`, {
      method: "POST",
      headers: {
        authorization: "Bearer sk_test_full_house_fake",
        "stripe-version": "2026-10-28.endive",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        mode: "payment",
        customer,
        success_url: "https://fullhouse.example/done",
        "line_items[0][price]": "price_pro_month",
        "automatic_tax[enabled]": "true",
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json<Json>()).error.message).toMatch(/requires a valid address on the Customer/);
  });

  it("/subscribe sends a tax-on account to Checkout, which collects the address VAT needs", async () => {
    const account = await createAccount(services, { email: uniqueEmail("tax-subscribe") });
    const app = createAppContext(env, () => {});
    const taxOn = {
      ...app,
      config: { ...app.config, STRIPE_TAX: "on" as const },
      providers: { ...app.providers, payments: taxed },
    };
    const answer = await startSubscriptionPayment(taxOn, account);
    expect(answer).toMatchObject({
      provider: "stripe",
      amountPence: 2900,
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//),
    });
    expect(answer).not.toHaveProperty("clientSecret");
    const sent = await lastStripeRequest("/v1/checkout/sessions");
    expect(sent.form.get("mode")).toBe("subscription");
    expect(sent.form.get("line_items[0][price]")).toBe("price_pro_month");
    expect(sent.form.get("automatic_tax[enabled]")).toBe("true");
    expect(sent.form.get("customer_email")).toBe(account.email);
    expect(
      (await stripeRequests()).filter(
        (request) => request.path === "/v1/subscriptions" && request.body.includes(account.id),
      ),
    ).toEqual([]);
  });

  it("a taxed subscription for a customer Stripe cannot locate is refused, never billed without VAT", async () => {
    const subscribe = (customerId: string) =>
      taxed.createSubscriptionPayment({
        customer: { accountId: crypto.randomUUID(), email: "tax@pub.example", customerId },
        plan: "pro",
        interval: "month",
        amountPence: 2900,
      });
    await expect(subscribe(await stripeCustomer(false))).rejects.toMatchObject({ status: 503 });
    const refusal = (await stripeRequests()).filter((request) => request.path === "/v1/subscriptions").pop();
    expect(refusal).toBeTruthy();
    await expect(subscribe(await stripeCustomer(true))).resolves.toMatchObject({
      clientSecret: expect.stringMatching(/_secret_fake$/),
    });
  });
});
