import { and, eq } from "drizzle-orm";
import type { PlanId } from "~/lib/plans";
import { createAccount, findAccountByEmail } from "~/server/auth/accounts.server";
import { subscribeWithTestCard } from "~/server/billing/test-payments.server";
import type { AppContext } from "~/server/context.server";
import { usageBalances } from "~/server/db/schema.server";
import { seedDemoImages } from "~/server/images/demo.server";
import { savePub } from "~/server/pub/pub.server";
import { seedDemoQuizzes } from "~/server/quiz/demo.server";
import { saveFavourites } from "~/server/sports/favourites.server";

interface DemoAccount {
  email: string;
  plan: PlanId;
  role?: "admin";
  /** Trial credits already spent when the account is first made. */
  creditsUsed?: number;
  /** A real (simulated) subscription, paid with Stripe's 4242 test card through the webhook handling. */
  subscribe?: { plan: "starter" | "pro"; interval: "month" | "year" };
  /** Feature rows the demo account starts with. */
  demo?: (ctx: AppContext, accountId: string) => Promise<void>;
}

/** The Pro demo pub: a Leeds local with a big screen, following a few teams. */
async function proPubDemo(ctx: AppContext, accountId: string) {
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
  await seedDemoQuizzes(ctx, accountId);
  await seedDemoImages(ctx, accountId, "The Red Lion");
}

/** The demo accounts of DESIGN.md; each feature adds its own demo rows for them when it lands. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "trial@demo.pub", plan: "trial" },
  { email: "trial-used@demo.pub", plan: "trial", creditsUsed: 10 },
  { email: "starter@demo.pub", plan: "trial", subscribe: { plan: "starter", interval: "month" } },
  { email: "pro@demo.pub", plan: "trial", subscribe: { plan: "pro", interval: "year" }, demo: proPubDemo },
  { email: "admin@demo.pub", plan: "pro", role: "admin" },
];

/** Creates whatever demo data is missing; running it again changes nothing. */
export async function seedDemoData(ctx: AppContext) {
  const created: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    if (await findAccountByEmail(ctx, demo.email)) continue;
    const account = await createAccount(ctx, { email: demo.email, plan: demo.plan, role: demo.role });
    if (demo.creditsUsed) {
      await ctx.db
        .update(usageBalances)
        .set({ used: demo.creditsUsed })
        .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "credits")));
    }
    if (demo.subscribe) {
      await subscribeWithTestCard(ctx, account, demo.subscribe.plan, demo.subscribe.interval);
    }
    await demo.demo?.(ctx, account.id);
    created.push(demo.email);
  }
  return { created };
}
