import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { resetAllowancesStatements } from "~/server/billing/allowances.server";
import { getBalance } from "~/server/billing/metering.server";
import { generateContent, TOKENS_PER_WRITE } from "~/server/content/write.server";
import { createAppContext } from "~/server/context.server";
import { accounts, sessions } from "~/server/db/schema.server";
import { call, db, type Json, services, signedInAccount, uniqueEmail } from "./helpers";

const brief = "Quiz night Thursday 8pm, £50 bar tab for the winners";

describe("POST /api/generate-content (built-in writer)", () => {
  it("writes a post for each platform with every field, labelled as the built-in writer", async () => {
    const { cookie } = await signedInAccount("pro");
    const response = await call("/api/generate-content", {
      method: "POST",
      cookie,
      json: { inputType: "text", content: brief, pubDetails: { name: "The Crown" } },
    });
    expect(response.status).toBe(200);
    const result = await response.json<Json>();
    expect(result.writer).toBe("Built-in writer");
    expect(result.posts.map((post: Json) => post.platform)).toEqual(["facebook", "instagram", "tiktok"]);
    for (const post of result.posts) {
      expect(post).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          headline: expect.any(String),
          content: expect.stringContaining("Thursday"),
          hashtags: expect.any(Array),
          callToAction: expect.any(String),
          needsImage: expect.any(Boolean),
          imageDescription: expect.any(String),
          videoIdea: expect.any(String),
          quality: { passed: true, problems: [] },
        }),
      );
    }
    expect(result.posts[1].hashtags.length).toBeGreaterThanOrEqual(8);
    // The brief travels with the answer, so a refine is checked against the same facts.
    expect(result.brief).toBe(brief);
  });

  it("checks every post with the writing check: the brief's facts, and nothing it did not give", async () => {
    const { cookie } = await signedInAccount("pro");
    const content = "£5 pints of guinness during the match and bacon butties at half time";
    const result = await (
      await call("/api/generate-content", { method: "POST", cookie, json: { content } })
    ).json<Json>();
    for (const post of result.posts) {
      expect(post.quality).toEqual({ passed: true, problems: [] });
      expect(post.content).toContain("£5 pints of Guinness during the match and bacon butties at half time");
      // The demo fixtures and the built-in climate averages stay out of a post that did not ask for them.
      expect(post.content).not.toMatch(/chucking it down|rain on the windows|drizzle/i);
    }
  });

  it("refuses text under 10 or over 500 characters, naming the field", async () => {
    const { cookie } = await signedInAccount();
    for (const content of ["too short", "   tiny    ", "x".repeat(501)]) {
      const response = await call("/api/generate-content", { method: "POST", cookie, json: { content } });
      expect(response.status).toBe(400);
      expect((await response.json<Json>()).error.message).toMatch(/^content: /);
    }
    const usage = await (await call("/api/subscription/usage", { cookie })).json<Json>();
    expect(usage.trialCreditsRemaining).toBe(10);
  });

  it("spends one trial credit per piece of writing, then answers 402", async () => {
    const { cookie } = await signedInAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call("/api/generate-content", {
        method: "POST",
        cookie,
        json: { content: brief, variant: i },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(402);
    const usage = await (await call("/api/subscription/usage", { cookie })).json<Json>();
    expect(usage.trialCreditsRemaining).toBe(0);
  });

  it("gives exactly 10 successes to 30 concurrent calls on 10 credits", async () => {
    const account = await createAccount(services, { email: uniqueEmail("race") });
    const ctx = createAppContext(env, () => {});
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        generateContent(ctx, account, { inputType: "text", content: brief, variant: i }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(10);
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(10);
  });

  it("refunds the credit when the writer fails", async () => {
    const account = await createAccount(services, { email: uniqueEmail("refund") });
    const ctx = createAppContext(env, () => {});
    const broken = {
      ...ctx,
      providers: {
        ...ctx.providers,
        ai: {
          ...ctx.providers.ai,
          writePosts: async () => {
            throw new Error("writer down");
          },
        },
      },
    };
    await expect(generateContent(broken, account, { inputType: "text", content: brief })).rejects.toThrow(
      "writer down",
    );
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(0);
  });

  it("rate limits writing per account (429 with Retry-After), except for admins", async () => {
    const { cookie } = await signedInAccount("pro");
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 31; i++) {
      const response = await call("/api/generate-content", {
        method: "POST",
        cookie,
        json: { content: brief, variant: i },
      });
      statuses.push(response.status);
      retryAfter ??= response.headers.get("Retry-After");
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("charges paid plans in tokens, not credits", async () => {
    const { cookie, account } = await signedInAccount("starter");
    expect(
      (await call("/api/generate-content", { method: "POST", cookie, json: { content: brief } })).status,
    ).toBe(200);
    expect((await getBalance(services, account.id, "tokens"))?.used).toBe(TOKENS_PER_WRITE);
  });
});

describe("writing for a caller whose session changed since the last post", () => {
  const post = (cookie: string, variant: number) =>
    call("/api/generate-content", { method: "POST", cookie, json: { content: brief, variant } });

  it("refuses a post after the landlord signed out on another device, charging nothing", async () => {
    const { cookie, account } = await signedInAccount("trial");
    expect((await post(cookie, 0)).status).toBe(200);
    // Signing out elsewhere removes the session row; this isolate still remembers the session.
    await db.delete(sessions).where(eq(sessions.accountId, account.id));
    const refused = await post(cookie, 1);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as Json).error.code).toBe("unauthenticated");
    expect((await getBalance(services, account.id, "credits"))?.used).toBe(1);
  });

  it("charges a post right after an upgrade on the new plan, not the ended trial", async () => {
    const { cookie, account } = await signedInAccount("trial");
    expect((await post(cookie, 0)).status).toBe(200);
    // The upgrade lands elsewhere (the payment webhook): plan and allowances change in D1.
    await db.batch([
      db
        .update(accounts)
        .set({ currentPlan: "pro", subscriptionStatus: "active" })
        .where(eq(accounts.id, account.id)),
      ...resetAllowancesStatements(db, account.id, "pro", "user", new Date()),
    ]);
    const upgraded = await post(cookie, 1);
    expect(upgraded.status).toBe(200);
    expect((await getBalance(services, account.id, "tokens"))?.used).toBe(TOKENS_PER_WRITE);
    expect(await getBalance(services, account.id, "credits")).toBeNull();
  });
});

describe("POST /api/refine-content", () => {
  it("rewrites the posts with the chosen refinements", async () => {
    const { cookie } = await signedInAccount("pro");
    const original = await (
      await call("/api/generate-content", { method: "POST", cookie, json: { content: brief } })
    ).json<Json>();
    const response = await call("/api/refine-content", {
      method: "POST",
      cookie,
      json: { originalContent: original, refinements: { tone: "urgent", optimization: "tag_friendly" } },
    });
    expect(response.status).toBe(200);
    const refined = await response.json<Json>();
    expect(refined.posts).toHaveLength(3);
    expect(refined.posts[0].content).not.toBe(original.posts[0].content);
    expect(refined.posts.some((post: Json) => /tag/i.test(post.content))).toBe(true);
    for (const post of refined.posts) expect(post.quality).toEqual({ passed: true, problems: [] });
    expect(refined.brief).toBe(brief);
  });

  it("refines posts sent back without their findings or brief, and checks them against the posts' own facts", async () => {
    const { cookie } = await signedInAccount("pro");
    const original = await (
      await call("/api/generate-content", { method: "POST", cookie, json: { content: brief } })
    ).json<Json>();
    const bare = { posts: original.posts.map(({ quality: _quality, ...post }: Json) => post) };
    const response = await call("/api/refine-content", {
      method: "POST",
      cookie,
      json: { originalContent: bare, refinements: { framework: "aida" } },
    });
    expect(response.status).toBe(200);
    const refined = await response.json<Json>();
    for (const post of refined.posts) {
      expect(post.quality.problems).toEqual([]);
      expect(post.content).toContain("£50 bar tab");
    }
  });

  it("refuses a refinement with no options, or content without posts", async () => {
    const { cookie } = await signedInAccount("pro");
    const none = await call("/api/refine-content", {
      method: "POST",
      cookie,
      json: { originalContent: { posts: [] }, refinements: {} },
    });
    expect(none.status).toBe(400);
    const unknownTone = await call("/api/refine-content", {
      method: "POST",
      cookie,
      json: { originalContent: { posts: [] }, refinements: { tone: "angry" } },
    });
    expect(unknownTone.status).toBe(400);
  });
});
