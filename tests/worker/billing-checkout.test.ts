import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOKENS_PER_TRIAL_CREDIT } from "~/lib/plans";
import { getBalance, spend } from "~/server/billing/metering.server";
import { TOKENS_PER_WRITE } from "~/server/content/write.server";
import { accounts, payments, subscriptions } from "~/server/db/schema.server";
import { call, db, type Json, signedInAccount } from "./helpers";

async function accountRow(id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

/** Follows the 303 into the simulator and returns the checkout session id. */
async function checkout(cookie: string, query: string) {
  const response = await call(`/api/create-checkout-session?${query}`, { cookie });
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/test-payments\/checkout\/cs_sim_/);
  return location.split("/").pop()!;
}

const pay = (cookie: string, sessionId: string, cardNumber: string) =>
  call("/api/test-payments/pay", {
    method: "POST",
    cookie,
    json: { sessionId, cardNumber, expiry: "12 / 34", cvc: "123", name: "Sam Landlord" },
  });

describe("GET /api/create-checkout-session", () => {
  it("answers 401 signed out and 400 for a plan that does not exist", async () => {
    const signedOut = await call("/api/create-checkout-session?plan=pro&annual=false");
    expect(signedOut.status).toBe(401);
    const { cookie } = await signedInAccount("trial");
    for (const query of ["plan=enterprise", "plan=trial", "", "plan=pro&annual=maybe"]) {
      const response = await call(`/api/create-checkout-session?${query}`, { cookie });
      expect(response.status).toBe(400);
      const body = await response.json<Json>();
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toMatch(/plan|annual/);
    }
  });

  it("takes a trial to Pro annual with 4242 in the simulator, through the same webhook handling", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const sessionId = await checkout(cookie, "plan=pro&annual=true");
    const page = await call(`/test-payments/checkout/${sessionId}`, { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("£290");
    expect(html).toContain("Test payments");

    const paid = await pay(cookie, sessionId, "4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    const result = await paid.json<Json>();
    expect(result).toEqual({
      status: "succeeded",
      redirectTo: `http://localhost/api/billing/checkout-complete?session_id=${sessionId}`,
    });
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id));
    expect(sub).toMatchObject({ plan: "pro", interval: "year", amountPence: 29_000, provider: "simulator" });
    expect(sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()).toBeGreaterThan(
      364 * 86_400_000,
    );
    const [charge] = await db.select().from(payments).where(eq(payments.accountId, account.id));
    expect(charge).toMatchObject({ status: "paid", amountPence: 29_000, kind: "subscription" });

    const landing = await call(new URL(result.redirectTo).pathname + new URL(result.redirectTo).search, {
      cookie,
    });
    expect(landing.status).toBe(302);
    expect(landing.headers.get("Location")).toBe("/dashboard");
    expect(decodeURIComponent(decodeURIComponent(landing.headers.get("Set-Cookie") ?? ""))).toContain(
      '"title":"Payment Successful"',
    );

    // Paying twice is refused, and a second plan checkout is a 409.
    expect((await pay(cookie, sessionId, "4242424242424242")).status).toBe(409);
    expect((await call("/api/create-checkout-session?plan=starter", { cookie })).status).toBe(409);
  });

  it("declines 4000 0000 0000 0002 with Stripe's message and changes nothing", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const sessionId = await checkout(cookie, "plan=starter&annual=false");
    const declined = await pay(cookie, sessionId, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect((await declined.json<Json>()).error).toEqual({
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "trial", subscriptionStatus: "trial" });
  });

  it("asks for authentication with 4000 0025 0000 3155, then pays or fails as the person chooses", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const sessionId = await checkout(cookie, "plan=starter&annual=false");
    const needsAction = await pay(cookie, sessionId, "4000002500003155");
    expect(await needsAction.json<Json>()).toEqual({ status: "requires_action", sessionId });
    const failed = await call("/api/test-payments/authenticate", {
      method: "POST",
      cookie,
      json: { sessionId, outcome: "fail" },
    });
    expect(failed.status).toBe(402);
    expect((await failed.json<Json>()).error.message).toMatch(/unable to authenticate/);
    expect((await accountRow(account.id)).currentPlan).toBe("trial");

    await pay(cookie, sessionId, "4000002500003155");
    const ok = await call("/api/test-payments/authenticate", {
      method: "POST",
      cookie,
      json: { sessionId, outcome: "complete" },
    });
    expect(ok.status).toBe(200);
    expect(await accountRow(account.id)).toMatchObject({
      currentPlan: "starter",
      subscriptionStatus: "active",
    });
  });

  it("keeps one person's checkout session away from another", async () => {
    const owner = await signedInAccount("trial");
    const sessionId = await checkout(owner.cookie, "plan=pro");
    const other = await signedInAccount("trial");
    expect((await pay(other.cookie, sessionId, "4242424242424242")).status).toBe(404);
    expect((await call(`/test-payments/checkout/${sessionId}`, { cookie: other.cookie })).status).toBe(404);
  });
});

describe("the simulator's clock", () => {
  it("renews, fails a renewal into past_due, recovers with a new card, and cancels at period end", async () => {
    const { account, cookie } = await signedInAccount("trial");
    await pay(cookie, await checkout(cookie, "plan=pro&annual=false"), "4242424242424242");
    const control = (json: unknown) => call("/api/test-payments/control", { method: "POST", cookie, json });

    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 3, ref: "month-one" });
    expect((await control({ action: "advance_to_renewal" })).status).toBe(200);
    // The renewal's invoice.paid gave a fresh month.
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({ used: 0, limitAmount: 80 });
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    expect(await db.select().from(payments).where(eq(payments.accountId, account.id))).toHaveLength(2);

    // A card that saves but cannot be charged: the next renewal fails.
    expect((await control({ action: "set_card", cardNumber: "4000 0000 0000 0341" })).status).toBe(200);
    await control({ action: "advance_to_renewal" });
    expect((await accountRow(account.id)).subscriptionStatus).toBe("past_due");
    const home = await (await call("/", { cookie })).text();
    expect(home).toContain("Your last payment failed");

    await control({ action: "set_card", cardNumber: "4242424242424242" });
    expect((await accountRow(account.id)).subscriptionStatus).toBe("active");

    const cancel = await call("/api/billing/subscription", {
      method: "POST",
      cookie,
      json: { cancelAtPeriodEnd: true },
    });
    expect(cancel.status).toBe(200);
    const summary = await (await call("/api/billing/subscription", { cookie })).json<Json>();
    expect(summary.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    await control({ action: "advance_to_renewal" });
    expect(await accountRow(account.id)).toMatchObject({
      currentPlan: "trial",
      subscriptionStatus: "cancelled",
    });
  });
});

describe("the simulator's plan switch and final retry", () => {
  it("switches Starter to Pro keeping usage, and ends the plan when the last retry fails", async () => {
    const { account, cookie } = await signedInAccount("trial");
    await pay(cookie, await checkout(cookie, "plan=starter"), "4242424242424242");
    const control = (json: unknown) => call("/api/test-payments/control", { method: "POST", cookie, json });
    await spend({ db, env }, { accountId: account.id, meter: "images", amount: 4, ref: "starter-posters" });

    expect((await control({ action: "switch_plan", plan: "pro", interval: "month" })).status).toBe(200);
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({ used: 4, limitAmount: 80 });
    const charges = await db.select().from(payments).where(eq(payments.accountId, account.id));
    expect(charges.map((c) => c.amountPence).sort()).toEqual([1900, 2900]);

    await control({ action: "set_card", cardNumber: "4000000000000341" });
    await control({ action: "advance_to_renewal" });
    expect((await accountRow(account.id)).subscriptionStatus).toBe("past_due");
    await control({ action: "advance_to_renewal" }); // the last retry, a week later, fails too
    expect(await accountRow(account.id)).toMatchObject({
      currentPlan: "trial",
      subscriptionStatus: "cancelled",
    });
    const locked = await spend(
      { db, env },
      { accountId: account.id, meter: "images", amount: 1, ref: "after" },
    ).catch((error) => error);
    expect(locked.status).toBe(402);
  });
});

describe("top-ups", () => {
  it("are for Pro only, at least £5, 0-50 of each", async () => {
    const starter = await signedInAccount("trial");
    await pay(starter.cookie, await checkout(starter.cookie, "plan=starter"), "4242424242424242");
    const refused = await call("/api/create-topup-session?tokens=3", { cookie: starter.cookie });
    expect(refused.status).toBe(402);

    const { account, cookie } = await signedInAccount("trial");
    await pay(cookie, await checkout(cookie, "plan=pro"), "4242424242424242");
    const tooSmall = await call("/api/create-topup-session?tokens=2", { cookie });
    expect(tooSmall.status).toBe(400);
    expect((await tooSmall.json<Json>()).error.message).toMatch(/^total: the minimum top-up is £5.00/);
    const tooMany = await call("/api/create-topup-session?images=51", { cookie });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json<Json>()).error.message).toMatch(/^images:/);

    const started = await call("/api/create-topup-session?tokens=2&images=10", { cookie }); // £3.34 + £1.70
    expect(started.status).toBe(303);
    const sessionId = started.headers.get("Location")!.split("/").pop()!;
    const page = await (await call(`/test-payments/checkout/${sessionId}`, { cookie })).text();
    expect(page).toContain("£5.04");
    expect((await pay(cookie, sessionId, "4242424242424242")).status).toBe(200);
    expect(await getBalance({ db }, account.id, "images")).toMatchObject({
      limitAmount: 90,
      topupAmount: 10,
    });
    // Pro's 200,000, the trial's 10 unused credits carried over, and the two packs.
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      limitAmount: 200_000 + 10 * TOKENS_PER_TRIAL_CREDIT + 2 * 25_000,
    });
  });
});

describe("GET /api/billing/portal", () => {
  it("is 401 signed out, 404 before any payment, and the simulator's page locally", async () => {
    expect((await call("/api/billing/portal")).status).toBe(401);
    const { cookie } = await signedInAccount("trial");
    expect((await call("/api/billing/portal", { cookie })).status).toBe(404);
    await pay(cookie, await checkout(cookie, "plan=starter"), "4242424242424242");
    const portal = await call("/api/billing/portal", { cookie });
    expect(portal.status).toBe(303);
    expect(portal.headers.get("Location")).toBe("/test-payments");
  });
});

describe("POST /api/create-subscription", () => {
  it("gives the /subscribe card form a client secret that 4242 pays", async () => {
    expect((await call("/api/create-subscription", { method: "POST" })).status).toBe(401);
    const { account, cookie } = await signedInAccount("trial");
    const answer = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    expect(answer).toMatchObject({ provider: "simulator", publishableKey: null, amountPence: 2900 });
    expect(answer.clientSecret).toMatch(/^cs_sim_\w+_secret_\w+$/);
    const paid = await call("/api/test-payments/pay", {
      method: "POST",
      cookie,
      json: {
        sessionId: "x",
        clientSecret: answer.clientSecret,
        cardNumber: "4242424242424242",
        expiry: "01/30",
        cvc: "999",
      },
    });
    expect(await paid.json<Json>()).toEqual({ status: "succeeded", redirectTo: "/" });
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
  });
});

describe("demo seed", () => {
  it("gives starter@demo.pub and pro@demo.pub real subscriptions with renewal dates and a first invoice", async () => {
    await call("/dev/seed", { method: "POST" });
    for (const [email, plan, interval] of [
      ["starter@demo.pub", "starter", "month"],
      ["pro@demo.pub", "pro", "year"],
    ] as const) {
      const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
      expect(account).toMatchObject({ currentPlan: plan, subscriptionStatus: "active" });
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, account!.id));
      expect(sub).toMatchObject({ plan, interval, status: "active", cancelAtPeriodEnd: false });
      expect(sub!.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
      expect(await db.select().from(payments).where(eq(payments.accountId, account!.id))).toHaveLength(1);
    }
    // The seed also writes quizzes and posters: the first time in a runtime it builds the question
    // bank and loads the poster renderer, which takes longer than a request on a busy machine.
  }, 120_000);
});

describe("/pricing", () => {
  it("shows only the plans module's figures, the footer notes and real plan buttons", async () => {
    const signedOut = await (await call("/pricing")).text();
    expect(signedOut).toContain("£19");
    expect(signedOut).toContain("£29");
    expect(signedOut).toContain("2 months free!");
    expect(signedOut).toContain("Quick Top-Ups");
    expect(signedOut).toContain("How Top-Ups Work");
    expect(signedOut).toContain("More Ways to Save");
    expect(signedOut).toContain("All prices exclude VAT. Cancel any time. No hidden fees.");
    expect(signedOut).toContain("£0.00");
    expect(signedOut).not.toMatch(/£15\b|was £/i);
    // Signed out, a paid plan signs in first; signed in, it goes straight to checkout.
    expect(signedOut).toContain('href="/api/login?redirectTo=%2Fpricing"');
    const { cookie } = await signedInAccount("trial");
    const signedIn = await (await call("/pricing", { cookie })).text();
    expect(signedIn).toContain('href="/api/create-checkout-session?plan=pro&amp;annual=false"');
    expect(signedIn).toContain('href="/api/create-checkout-session?plan=starter&amp;annual=false"');
    expect(signedIn).toContain("mailto:sales@fullhouse.pub");
  });

  it("says who gets the quiz generator the way the quiz landing does: Starter and Pro, from £19", async () => {
    const pricing = await (await call("/pricing")).text();
    const starterCard = pricing.slice(pricing.indexOf(">Starter<"), pricing.indexOf(">Pro<"));
    expect(starterCard).toContain("AI pub quiz generator");
    const landing = await (await call("/quiz-night")).text();
    expect(landing).toContain("£19");
    expect(landing).toContain("for unlimited quizzes on Starter or Pro (excluding VAT)");
    expect(landing).not.toContain("£29");
  });
});

/** The flash toast a redirect carries, as the root loader will read it. */
function flashToast(response: Response): string {
  return decodeURIComponent(decodeURIComponent(response.headers.get("Set-Cookie") ?? ""));
}

/** Text of a page as a person reads it (React escapes apostrophes in HTML). */
async function pageText(path: string, cookie: string) {
  const response = await call(path, { cookie });
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("&#x27;", "'");
}

describe("upgrading from the trial", () => {
  it("keeps the unused credits as writing tokens, says so before payment, and carries them past renewal", async () => {
    expect(TOKENS_PER_TRIAL_CREDIT).toBe(TOKENS_PER_WRITE);
    const { account, cookie } = await signedInAccount("trial");
    await spend({ db, env }, { accountId: account.id, meter: "credits", amount: 3, ref: "three-posts" });
    expect(await pageText("/pricing", cookie)).toContain(
      "Upgrade and your 7 unused free credits come with you: 10,500 extra writing tokens",
    );

    await pay(cookie, await checkout(cookie, "plan=pro&annual=false"), "4242424242424242");
    expect(await getBalance({ db }, account.id, "credits")).toBeNull();
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      used: 0,
      limitAmount: 200_000 + 7 * TOKENS_PER_TRIAL_CREDIT,
      topupAmount: 7 * TOKENS_PER_TRIAL_CREDIT,
    });
    // A replayed upgrade finds nothing left to carry.
    const control = (json: unknown) => call("/api/test-payments/control", { method: "POST", cookie, json });
    await control({ action: "advance_to_renewal" });
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      used: 0,
      limitAmount: 200_000 + 7 * TOKENS_PER_TRIAL_CREDIT,
    });
  });

  it("keeps them through the /subscribe card form too, whose events come in another order", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const answer = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    await call("/api/test-payments/pay", {
      method: "POST",
      cookie,
      json: {
        sessionId: "x",
        clientSecret: answer.clientSecret,
        cardNumber: "4242424242424242",
        expiry: "01/30",
        cvc: "999",
      },
    });
    expect(await getBalance({ db }, account.id, "tokens")).toMatchObject({
      limitAmount: 200_000 + 10 * TOKENS_PER_TRIAL_CREDIT,
    });
    expect(await getBalance({ db }, account.id, "credits")).toBeNull();
  });
});

describe("/subscribe", () => {
  it("offers a Starter the move to Pro instead of an error, and tells a Pro it has Pro", async () => {
    const starter = await signedInAccount("trial");
    await pay(starter.cookie, await checkout(starter.cookie, "plan=starter"), "4242424242424242");
    const page = await pageText("/subscribe", starter.cookie);
    expect(page).toContain("Move up to Pro");
    expect(page).toContain('href="/api/billing/portal"');
    expect(page).not.toContain("You already have");

    const pro = await signedInAccount("trial");
    await pay(pro.cookie, await checkout(pro.cookie, "plan=pro"), "4242424242424242");
    expect(await pageText("/subscribe", pro.cookie)).toContain("You're already on Pro");
  });

  it("lands a paid card form, or Stripe's redirect back, on the home page with 'Payment Successful'", async () => {
    const { cookie } = await signedInAccount("trial");
    const answer = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    await call("/api/test-payments/pay", {
      method: "POST",
      cookie,
      json: {
        sessionId: "x",
        clientSecret: answer.clientSecret,
        cardNumber: "4242424242424242",
        expiry: "01/30",
        cvc: "999",
      },
    });
    const landed = await call("/subscribe", { method: "POST", cookie, json: { intent: "paid" } });
    expect(landed.status).toBe(302);
    expect(landed.headers.get("Location")).toBe("/");
    expect(flashToast(landed)).toContain('"title":"Payment Successful"');
    expect(flashToast(landed)).toContain("Welcome to the Pro plan!");

    const redirected = await call("/subscribe?payment_intent=pi_1&redirect_status=succeeded", { cookie });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("Location")).toBe("/");
    expect(flashToast(redirected)).toContain('"title":"Payment Successful"');
  });
});

describe("a paid plan that ended", () => {
  it("is told the plan ended, never that it is on the free trial", async () => {
    const { cookie } = await signedInAccount("trial");
    await pay(cookie, await checkout(cookie, "plan=starter"), "4242424242424242");
    await call("/api/billing/subscription", { method: "POST", cookie, json: { cancelAtPeriodEnd: true } });
    await call("/api/test-payments/control", {
      method: "POST",
      cookie,
      json: { action: "advance_to_renewal" },
    });

    const home = await pageText("/", cookie);
    expect(home).toContain("Your paid plan has ended. Choose a plan to pick up where you left off.");
    expect(home).toContain("Plan ended");
    expect(home).not.toMatch(/Trial completed|on the Free Trial|You're on Free Trial|credits left/);
    const account = await pageText("/account", cookie);
    expect(account).toContain("No current plan");
    expect(account).toContain("Starter ended");
    expect(account).not.toContain("after its renewal payment failed");
    // Paying again is on offer, as for anyone without a plan.
    expect(await pageText("/subscribe", cookie)).toContain("Setting up your subscription...");
    expect(await pageText("/pricing", cookie)).toContain("Your free trial has been used");
  });

  it("says when it lapsed because the renewal payments failed", async () => {
    const { cookie } = await signedInAccount("trial");
    await pay(cookie, await checkout(cookie, "plan=pro"), "4242424242424242");
    const control = (json: unknown) => call("/api/test-payments/control", { method: "POST", cookie, json });
    await control({ action: "set_card", cardNumber: "4000000000000341" });
    await control({ action: "advance_to_renewal" });
    await control({ action: "advance_to_renewal" });
    const account = await pageText("/account", cookie);
    expect(account).toContain("Pro ended after its renewal payment failed");
    expect(account).not.toContain("Free Trial");
  });
});

describe("the card form's writes through the simulator page's action", () => {
  it("refuses a bad card with 400 and the field's sentence, then pays with 4242", async () => {
    const { account, cookie } = await signedInAccount("trial");
    const answer = await (await call("/api/create-subscription", { method: "POST", cookie })).json<Json>();
    const card = {
      intent: "pay",
      sessionId: "x",
      clientSecret: answer.clientSecret,
      expiry: "01/30",
      cvc: "999",
    };

    const refused = await call("/test-payments", {
      method: "POST",
      cookie,
      json: { ...card, cardNumber: "4242" },
    });
    expect(refused.status).toBe(400);
    // The form shows the sentence without the field name (withoutField); the sentence is the server's.
    expect(await refused.text()).toContain("Check the card number: it has 12 to 19 digits.");
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "trial" });

    const declined = await call("/test-payments", {
      method: "POST",
      cookie,
      json: { ...card, cardNumber: "4000 0000 0000 0002" },
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");

    const paid = await call("/test-payments", {
      method: "POST",
      cookie,
      json: { ...card, cardNumber: "4242 4242 4242 4242" },
    });
    expect(paid.status).toBe(200);
    expect(await accountRow(account.id)).toMatchObject({ currentPlan: "pro", subscriptionStatus: "active" });
    // Signed out, nothing is paid: the page sends the visitor to sign in.
    const anonymous = await call("/test-payments", {
      method: "POST",
      json: { ...card, cardNumber: "4242424242424242" },
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/api/login");
  });
});
