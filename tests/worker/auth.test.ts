import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "~/server/db/schema.server";
import { call, cookiesFrom, db, type Json, signedInAccount, uniqueEmail } from "./helpers";

describe("local sign-in", () => {
  it("shows the development sign-in page at /api/login", async () => {
    const response = await call("/api/login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Local development sign-in");
    expect(html).toContain("Log in to Full House");
  });

  it("creates a trial account with 10 credits for a new address and signs it in", async () => {
    const email = uniqueEmail("new");
    const form = new URLSearchParams({ email, redirectTo: "/" });
    const response = await call("/api/login", {
      method: "POST",
      body: form,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    const cookie = cookiesFrom(response);
    const user = await (await call("/api/auth/user", { cookie })).json<Json>();
    expect(user).toMatchObject({ email, subscriptionStatus: "trial", currentPlan: "trial", isAdmin: false });
    const usage = await (await call("/api/subscription/usage", { cookie })).json<Json>();
    expect(usage).toMatchObject({
      trialCreditsRemaining: 10,
      allowances: { credits: { used: 0, limit: 10 } },
    });
  });

  it("refuses an invalid address on the sign-in page with a message", async () => {
    const response = await call("/api/login", {
      method: "POST",
      body: new URLSearchParams({ email: "not-an-email" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax cookie that lasts 30 days", async () => {
    const { email } = await signedInAccount();
    const response = await call("/api/temp-access", { method: "POST", json: { email } });
    const header = response.headers.get("Set-Cookie") ?? "";
    expect(header).toMatch(/^fh_session=[\w-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Max-Age=2592000");
    expect(header).not.toContain("Secure"); // plain http on localhost
  });

  it("stores only a hash of the token", async () => {
    const { account, cookie } = await signedInAccount();
    const token = cookie.split("=")[1]!;
    const rows = await db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it("answers 401 to /api/auth/user when signed out or with a made-up cookie", async () => {
    for (const cookie of [undefined, "fh_session=made-up-token"]) {
      const response = await call("/api/auth/user", { cookie });
      expect(response.status).toBe(401);
      expect(await response.json<Json>()).toEqual({
        error: { code: "unauthenticated", message: "Please log in to continue." },
      });
    }
  });

  it("returns the signed-in user", async () => {
    const { cookie, email, account } = await signedInAccount("pro");
    const response = await call("/api/auth/user", { cookie });
    expect(await response.json<Json>()).toEqual({
      id: account.id,
      email,
      subscriptionStatus: "active",
      currentPlan: "pro",
      isAdmin: false,
    });
  });

  it("revokes the session on logout, so the old cookie no longer works", async () => {
    const { cookie } = await signedInAccount();
    // The header's Logout link, clicked on one of our pages.
    const response = await call("/api/logout", { cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
  });

  it("pushes a session's expiry forward when it is used after a day (rolling 30 days)", async () => {
    const { account, cookie } = await signedInAccount();
    const twoDaysUsed = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await db.update(sessions).set({ expiresAt: twoDaysUsed }).where(eq(sessions.accountId, account.id));
    const response = await call("/api/auth/user", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=2592000");
    const [row] = await db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it("treats an expired session as signed out and removes it", async () => {
    const { account, cookie } = await signedInAccount();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, account.id));
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(0);
  });
});

describe("Quick Access (local mode)", () => {
  it("signs an existing account straight in", async () => {
    const { email } = await signedInAccount("starter");
    const response = await call("/api/temp-access", {
      method: "POST",
      json: { email: `  ${email.toUpperCase()} ` },
    });
    expect(response.status).toBe(200);
    expect(await response.json<Json>()).toEqual({ success: true, message: "Welcome back!", user: { email } });
    const user = await (await call("/api/auth/user", { cookie: cookiesFrom(response) })).json<Json>();
    expect(user.email).toBe(email);
  });

  it("never creates an account: an unknown address is 'User not found'", async () => {
    const email = uniqueEmail("stranger");
    const response = await call("/api/temp-access", { method: "POST", json: { email } });
    expect(await response.json<Json>()).toEqual({
      success: false,
      message: "User not found. Please contact support.",
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("names the field when the email is missing or malformed", async () => {
    for (const json of [{}, { email: "" }, { email: "nope" }, { email: 42 }]) {
      const response = await call("/api/temp-access", { method: "POST", json });
      expect(response.status).toBe(400);
      const body = await response.json<Json>();
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message).toMatch(/^email: /);
    }
  });
});
