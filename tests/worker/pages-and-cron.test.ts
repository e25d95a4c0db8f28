import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { rateLimits, sessions, signInLinks } from "~/server/db/schema.server";
import worker from "../../workers/app";
import { call, db, services, signedInAccount, uniqueEmail } from "./helpers";

describe("pages", () => {
  it("shows the landing page at / when signed out", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain("A full house, every night.");
    expect(html).toContain("Quick Access");
    expect(html).toContain("Start Free Trial");
  });

  it("shows the same landing page at every tool's address when signed out", async () => {
    for (const path of [
      "/dashboard",
      "/image-generator",
      "/images",
      "/sports",
      "/quiz-generator",
      "/subscribe",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("A full house, every night.");
    }
  });

  it("shows the home page with what is left when signed in", async () => {
    const { cookie } = await signedInAccount("starter");
    const html = await (await call("/", { cookie })).text();
    expect(html).toContain("Welcome back");
    expect(html).toContain("You&#x27;re on Starter.");
    expect(html).toContain("Images");
    expect(html).toContain("Logout");
  });

  it("lists the local outbox at /dev/outbox in local mode", async () => {
    const response = await call("/dev/outbox");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Local outbox");
  });
});

describe("account erasure", () => {
  it("deletes the account and everything it owns once the email is typed", async () => {
    const { cookie, email, account } = await signedInAccount();
    const wrong = await call("/api/account", {
      method: "DELETE",
      cookie,
      json: { confirmEmail: "someone@else.pub" },
    });
    expect(wrong.status).toBe(400);
    const response = await call("/api/account", { method: "DELETE", cookie, json: { confirmEmail: email } });
    expect(response.status).toBe(200);
    expect((await call("/api/auth/user", { cookie })).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(0);
  });
});

describe("housekeeping cron", () => {
  it("removes expired sessions, used-up sign-in links and old rate-limit windows", async () => {
    const account = await createAccount(services, { email: uniqueEmail("cron") });
    const past = new Date(Date.now() - 60_000);
    await db
      .insert(sessions)
      .values({ tokenHash: `old-${account.id}`, accountId: account.id, expiresAt: past });
    await db.insert(sessions).values({
      tokenHash: `live-${account.id}`,
      accountId: account.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(signInLinks)
      .values({ tokenHash: `link-${account.id}`, accountId: account.id, expiresAt: past });
    await db.insert(rateLimits).values({ bucket: `cron-test-${account.id}`, windowStart: 1000, count: 3 });

    const controller = createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);

    const left = await db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(left.map((row) => row.tokenHash)).toEqual([`live-${account.id}`]);
    expect(await db.select().from(signInLinks).where(eq(signInLinks.accountId, account.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.bucket, `cron-test-${account.id}`)),
    ).toHaveLength(0);
  });
});
