import { and, eq } from "drizzle-orm";
import type { PlanId } from "~/lib/plans";
import { createAccount, findAccountByEmail } from "~/server/auth/accounts.server";
import { subscribeWithTestCard } from "~/server/billing/test-payments.server";
import type { AppContext } from "~/server/context.server";
import { usageBalances } from "~/server/db/schema.server";
import { seedDemoImages } from "~/server/images/demo.server";
import { createBuiltinWriter } from "~/server/providers/ai/builtin-writer/index.server";
import { createBuiltinImages } from "~/server/providers/images/builtin.server";
import { createBuiltinQuizSource } from "~/server/providers/quiz/builtin.server";
import { savePub } from "~/server/pub/pub.server";
import { seedDemoQuizzes } from "~/server/quiz/demo.server";
import { saveFavourites } from "~/server/sports/favourites.server";
import { ensureLocalSecrets } from "./local-secrets.server";

interface DemoAccount {
  email: string;
  plan: PlanId;
  role?: "admin";
  /** Trial credits already spent when the account is first made. */
  creditsUsed?: number;
  /** A real (simulated) subscription, paid with Stripe's 4242 test card through the webhook handling. */
  subscribe?: { plan: "starter" | "pro"; interval: "month" | "year" };
  /** Feature rows the demo account starts with, each step tried on its own. */
  demo?: DemoStep[];
}

interface DemoStep {
  /** What the step adds, as the start-up log names it when it has to be left out. */
  what: string;
  run: (ctx: AppContext, accountId: string) => Promise<void>;
}

/** The Pro demo pub: a Leeds local with a big screen, following a few teams. */
async function proPubProfile(ctx: AppContext, accountId: string) {
  await savePub(ctx, accountId, {
    name: "The Red Lion",
    email: "hello@redlion-leeds.example",
    phone: "0113 496 0000",
    bookingLink: "https://redlion-leeds.example/book",
    website: "https://redlion-leeds.example",
    address: "12 Otley Road, Headingley, Leeds, West Yorkshire LS6 2AA",
    features: ["Big screen sport", "Beer garden", "Quiz night Thursdays", "Sunday roast"],
  });
  await saveFavourites(ctx, accountId, {
    remindersEnabled: true,
    favourites: [
      {
        id: "football-leeds-united",
        name: "Leeds United",
        sport: "football",
        category: "local",
        notificationDays: 7,
      },
      {
        id: "football-arsenal",
        name: "Arsenal",
        sport: "football",
        category: "premier",
        notificationDays: 21,
      },
      {
        id: "football-england",
        name: "England",
        sport: "football",
        category: "international",
        notificationDays: 21,
      },
      {
        id: "rugby-england",
        name: "England",
        sport: "rugby",
        category: "international",
        notificationDays: 14,
      },
      {
        id: "cricket-yorkshire",
        name: "Yorkshire",
        sport: "cricket",
        category: "local",
        notificationDays: 7,
      },
    ],
  });
}

const PRO_PUB_DEMO: DemoStep[] = [
  { what: "pub profile and favourites", run: proPubProfile },
  { what: "saved quizzes", run: seedDemoQuizzes },
  { what: "posters", run: (ctx, accountId) => seedDemoImages(ctx, accountId, "The Red Lion") },
];

/** The demo accounts of DESIGN.md; each feature adds its own demo rows for them when it lands. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "trial@demo.pub", plan: "trial" },
  { email: "trial-used@demo.pub", plan: "trial", creditsUsed: 10 },
  { email: "starter@demo.pub", plan: "trial", subscribe: { plan: "starter", interval: "month" } },
  { email: "pro@demo.pub", plan: "trial", subscribe: { plan: "pro", interval: "year" }, demo: PRO_PUB_DEMO },
  { email: "admin@demo.pub", plan: "pro", role: "admin" },
];

/**
 * The demo rows are drawn by the built-in writer, question bank and poster renderer even when live
 * keys are set: seeding never spends a paid allowance and never waits on, or fails with, an outside
 * service. The rows say so (a demo poster's renderer reads "Built-in poster").
 */
function withBuiltinProviders(ctx: AppContext): AppContext {
  return {
    ...ctx,
    providers: {
      ...ctx.providers,
      ai: createBuiltinWriter(),
      quiz: createBuiltinQuizSource(),
      images: createBuiltinImages(),
    },
  };
}

/** What a seed run did: accounts made, and the demo extras it had to leave out (with why). */
export interface SeedOutcome {
  created: string[];
  skipped: string[];
}

/**
 * Creates whatever demo data is missing; running it again changes nothing. The accounts themselves
 * are plain rows; their extras (a test subscription, the Red Lion's quizzes and posters) are each
 * tried on their own, so one that fails is logged and left out while the rest, and the server, carry on.
 */
export async function seedDemoData(ctx: AppContext): Promise<SeedOutcome> {
  await ensureLocalSecrets(ctx.db);
  const demoCtx = withBuiltinProviders(ctx);
  const created: string[] = [];
  const skipped: string[] = [];
  const attempt = async (what: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Demo data: ${what} left out (${reason})`);
      skipped.push(`${what}: ${reason}`);
    }
  };
  for (const demo of DEMO_ACCOUNTS) {
    if (await findAccountByEmail(ctx, demo.email)) continue;
    const account = await createAccount(ctx, { email: demo.email, plan: demo.plan, role: demo.role });
    if (demo.creditsUsed) {
      await ctx.db
        .update(usageBalances)
        .set({ used: demo.creditsUsed })
        .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "credits")));
    }
    const subscription = demo.subscribe;
    if (subscription) {
      // Live Stripe keys replace the simulator: a demo subscription would need a real card.
      if (ctx.providers.payments.kind === "simulator") {
        await attempt(`${demo.email}'s test subscription`, () =>
          subscribeWithTestCard(ctx, account, subscription.plan, subscription.interval),
        );
      } else {
        skipped.push(`${demo.email}'s test subscription: live Stripe keys are set`);
      }
    }
    for (const step of demo.demo ?? []) {
      await attempt(`${demo.email}'s ${step.what}`, () => step.run(demoCtx, account.id));
    }
    created.push(demo.email);
  }
  return { created, skipped };
}
