import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { type AppContext, createAppContext } from "~/server/context.server";
import { accounts, images, quizzes } from "~/server/db/schema.server";
import { DEMO_ACCOUNTS, seedDemoData } from "~/server/dev/seed.server";
import { AppError } from "~/server/http/errors.server";
import { seedDemoImages } from "~/server/images/demo.server";
import { db, uniqueEmail } from "./helpers";

// Live keys in .dev.vars switch providers to live ones; a live service can refuse or be down. Seeding
// (and the `npm start` that runs it) must carry on regardless.

const calls: string[] = [];

/** The provider with every method refusing, as a live service does when it is down or says no. */
function refusing<T extends object>(name: string, provider: T): T {
  return new Proxy(provider, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return () => {
        calls.push(`${name}.${String(property)}`);
        throw new AppError(503, "provider_unavailable", `${name} is refusing every request`);
      };
    },
  });
}

function liveAndRefusing(app: AppContext): AppContext {
  return {
    ...app,
    providers: {
      ...app.providers,
      ai: refusing("writer", app.providers.ai),
      quiz: refusing("quiz", app.providers.quiz),
      images: refusing("images", app.providers.images),
      // Live Stripe keys: no simulator to pay a demo subscription with.
      payments: { ...app.providers.payments, kind: "stripe", simulator: null },
    },
  };
}

describe("the demo seed with live providers that refuse", () => {
  it("adds every demo account without calling a live provider, and says what it left out", async () => {
    calls.length = 0;
    const outcome = await seedDemoData(liveAndRefusing(createAppContext(env, () => {})));
    expect(outcome.created).toEqual(DEMO_ACCOUNTS.map((demo) => demo.email));
    expect(outcome.skipped).toEqual([
      "starter@demo.pub's test subscription: live Stripe keys are set",
      "pro@demo.pub's test subscription: live Stripe keys are set",
    ]);
    // Demo rows are drawn by the built-in writer, bank and renderer: no paid call, no refusal.
    expect(calls).toEqual([]);
    const [pro] = await db.select().from(accounts).where(eq(accounts.email, "pro@demo.pub"));
    const posters = await db.select().from(images).where(eq(images.accountId, pro!.id));
    expect(posters.map((poster) => poster.renderer)).toEqual(["Built-in poster", "Built-in poster"]);
    expect(await db.select().from(quizzes).where(eq(quizzes.accountId, pro!.id))).toHaveLength(2);
  }, 120_000);

  it("leaves out a poster the image provider refuses, with a log line, and returns", async () => {
    calls.length = 0;
    const app = createAppContext(env, () => {});
    const account = await createAccount(app, { email: uniqueEmail("poster"), plan: "pro" });
    const refusingImages = {
      ...app,
      providers: { ...app.providers, images: refusing("images", app.providers.images) },
    };
    await expect(seedDemoImages(refusingImages, account.id, "The Test Arms")).resolves.toBeUndefined();
    expect(calls).toEqual(["images.generate", "images.generate"]);
    expect(await db.select().from(images).where(eq(images.accountId, account.id))).toEqual([]);
  }, 60_000);
});
