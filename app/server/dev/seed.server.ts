import { and, eq } from "drizzle-orm";
import type { PlanId } from "~/lib/plans";
import { createAccount, findAccountByEmail } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { usageBalances } from "~/server/db/schema.server";

interface DemoAccount {
  email: string;
  plan: PlanId;
  role?: "admin";
  /** Trial credits already spent when the account is first made. */
  creditsUsed?: number;
}

/** The demo accounts of DESIGN.md; each feature adds its own demo rows for them when it lands. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: "trial@demo.pub", plan: "trial" },
  { email: "trial-used@demo.pub", plan: "trial", creditsUsed: 10 },
  { email: "starter@demo.pub", plan: "starter" },
  { email: "pro@demo.pub", plan: "pro" },
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
    created.push(demo.email);
  }
  return { created };
}
