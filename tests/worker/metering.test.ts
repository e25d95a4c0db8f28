import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Account, createAccount } from "~/server/auth/accounts.server";
import type { SessionClaim } from "~/server/auth/session.server";
import { getBalance, refund, spend, withCharge } from "~/server/billing/metering.server";
import { accounts, sessions, usageLedger } from "~/server/db/schema.server";
import { AppError } from "~/server/http/errors.server";
import { pubRead, savePub } from "~/server/pub/pub.server";
import { call, db, type Json, services, signedInAccount, uniqueEmail } from "./helpers";

const ctx = { db, env };

async function outcome(promise: Promise<unknown>) {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : String(error);
  }
}

describe("spending credits", () => {
  it("lets exactly 10 of 50 concurrent spends through on a 10-credit trial", async () => {
    const account = await createAccount(services, { email: uniqueEmail("race") });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        outcome(spend(ctx, { accountId: account.id, meter: "credits", amount: 1, ref: `post-${i}` })),
      ),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(10);
    expect(results.filter((r) => r === "402 allowance_exhausted")).toHaveLength(40);
    expect(await getBalance(services, account.id, "credits")).toMatchObject({ used: 10, limitAmount: 10 });
    const ledger = await db.select().from(usageLedger).where(eq(usageLedger.accountId, account.id));
    expect(ledger).toHaveLength(10);
  });

  it("shows what is left through /api/subscription/usage", async () => {
    const { account, cookie } = await signedInAccount();
    await spend(ctx, { accountId: account.id, meter: "credits", amount: 3, ref: "three" });
    const usage = await (await call("/api/subscription/usage", { cookie })).json<Json>();
    expect(usage).toEqual({
      subscriptionStatus: "trial",
      currentPlan: "trial",
      trialCreditsRemaining: 7,
      allowances: { credits: { used: 3, limit: 10 } },
    });
  });

  it("charges a piece of work once, however often it is retried", async () => {
    const account = await createAccount(services, { email: uniqueEmail("once") });
    const charge = { accountId: account.id, meter: "credits" as const, amount: 2, ref: "job-1" };
    await Promise.all([spend(ctx, charge), spend(ctx, charge), spend(ctx, charge)]);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(2);
  });

  it("hands back the reads that shared the charge's batch, and refuses before them when it is spent", async () => {
    const account = await createAccount(services, { email: uniqueEmail("reads") });
    await savePub(services, account.id, {
      name: "The Crown",
      email: null,
      phone: null,
      bookingLink: null,
      website: null,
      address: null,
      features: ["Quiz night Thursdays"],
    });
    const before = Date.now();
    const charge = { accountId: account.id, meter: "credits" as const, amount: 10, ref: "everything" };
    const [pub] = await spend(ctx, charge, { reads: [pubRead(db, account.id)] });
    expect(pub).toMatchObject({ name: "The Crown", features: ["Quiz night Thursdays"] });
    // A retry of the same work is not charged again and still gets its reads.
    const [again] = await spend(ctx, charge, { reads: [pubRead(db, account.id)] });
    expect(again?.name).toBe("The Crown");
    expect(
      await outcome(
        spend(ctx, { ...charge, amount: 1, ref: "one-more" }, { reads: [pubRead(db, account.id)] }),
      ),
    ).toBe("402 allowance_exhausted");

    const ledger = await db.select().from(usageLedger).where(eq(usageLedger.accountId, account.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ meter: "credits", amount: 10, kind: "spend", ref: "everything" });
    expect(ledger[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(ledger[0]?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refunds a failed piece of work exactly once", async () => {
    const account = await createAccount(services, { email: uniqueEmail("refund") });
    const charge = { accountId: account.id, meter: "credits" as const, amount: 1, ref: "failing" };
    await expect(
      withCharge(ctx, charge, async () => {
        throw new Error("provider down");
      }),
    ).rejects.toThrow("provider down");
    await refund(ctx, charge);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(0);
    const kinds = await db
      .select({ kind: usageLedger.kind })
      .from(usageLedger)
      .where(and(eq(usageLedger.accountId, account.id), eq(usageLedger.ref, "failing")));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["refund", "spend"]);
  });

  it("never refunds what was not charged", async () => {
    const account = await createAccount(services, { email: uniqueEmail("norefund") });
    await spend(ctx, { accountId: account.id, meter: "credits", amount: 4, ref: "real" });
    await refund(ctx, { accountId: account.id, meter: "credits", amount: 4, ref: "never-charged" });
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(4);
  });

  it("answers 402 subscription_required for a feature the plan does not include", async () => {
    const account = await createAccount(services, { email: uniqueEmail("locked") });
    for (const meter of ["images", "voice_minutes", "fact_checks", "tokens"] as const) {
      expect(await outcome(spend(ctx, { accountId: account.id, meter, amount: 1, ref: meter }))).toBe(
        "402 subscription_required",
      );
    }
  });

  it("gives paid plans their allowances and stops at the limit", async () => {
    const account = await createAccount(services, { email: uniqueEmail("starter"), plan: "starter" });
    expect(
      await outcome(spend(ctx, { accountId: account.id, meter: "images", amount: 30, ref: "all" })),
    ).toBe("ok");
    expect(
      await outcome(spend(ctx, { accountId: account.id, meter: "images", amount: 1, ref: "one-more" })),
    ).toBe("402 allowance_exhausted");
    expect(await outcome(spend(ctx, { accountId: account.id, meter: "credits", amount: 1, ref: "c" }))).toBe(
      "402 subscription_required",
    );
  });

  it("lets admins through without limit and still records the use", async () => {
    const admin = await createAccount(services, { email: uniqueEmail("admin"), role: "admin" });
    for (let i = 0; i < 3; i++) {
      await spend(ctx, { accountId: admin.id, meter: "images", amount: 1000, ref: `big-${i}` });
    }
    expect(await getBalance(services, admin.id, "images")).toMatchObject({ used: 3000, limitAmount: null });
  });
});

describe("charging on a session claim", () => {
  /** A live session for the account, and a claim on it as an isolate would make from memory. */
  async function claimFor(account: Account): Promise<SessionClaim> {
    const tokenHash = `claim-${crypto.randomUUID()}`;
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    await db.insert(sessions).values({ tokenHash, accountId: account.id, expiresAt });
    return { account, tokenHash, at: new Date() };
  }

  async function spends(accountId: string) {
    return db.select().from(usageLedger).where(eq(usageLedger.accountId, accountId));
  }

  it("charges while the claim holds, with its reads in the same batch", async () => {
    const account = await createAccount(services, { email: uniqueEmail("claim") });
    const session = await claimFor(account);
    const charge = { accountId: account.id, meter: "credits" as const, amount: 1, ref: "claimed" };
    const [pub] = await spend(ctx, charge, { reads: [pubRead(db, account.id)], session });
    expect(pub).toBeNull();
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(1);
    expect(await spends(account.id)).toHaveLength(1);
  });

  it("charges nothing once the session is gone", async () => {
    const account = await createAccount(services, { email: uniqueEmail("revoked") });
    const session = await claimFor(account);
    await db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
    const charge = { accountId: account.id, meter: "credits" as const, amount: 1, ref: "after-sign-out" };
    expect(await outcome(spend(ctx, charge, { session }))).toMatch(/^SessionChanged/);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(0);
    expect(await spends(account.id)).toHaveLength(0);
  });

  it("charges nothing when the plan changed since the claim was made", async () => {
    const account = await createAccount(services, { email: uniqueEmail("upgraded") });
    const session = await claimFor(account);
    await db
      .update(accounts)
      .set({ currentPlan: "pro", subscriptionStatus: "active" })
      .where(eq(accounts.id, account.id));
    const charge = { accountId: account.id, meter: "credits" as const, amount: 1, ref: "stale-plan" };
    expect(await outcome(spend(ctx, charge, { session }))).toMatch(/^SessionChanged/);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(0);
  });

  it("still answers 402 when the claim holds but the allowance is spent", async () => {
    const account = await createAccount(services, { email: uniqueEmail("claim-spent") });
    const session = await claimFor(account);
    await spend(ctx, { accountId: account.id, meter: "credits", amount: 10, ref: "all" }, { session });
    expect(
      await outcome(
        spend(ctx, { accountId: account.id, meter: "credits", amount: 1, ref: "more" }, { session }),
      ),
    ).toBe("402 allowance_exhausted");
  });
});
