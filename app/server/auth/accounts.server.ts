import { eq } from "drizzle-orm";
import type { CurrentUser } from "~/lib/contract/auth";
import type { PlanId } from "~/lib/plans";
import { resetAllowancesStatements } from "~/server/billing/allowances.server";
import type { AppContext } from "~/server/context.server";
import { accounts } from "~/server/db/schema.server";

export type Account = typeof accounts.$inferSelect;

export async function findAccountByEmail(
  ctx: Pick<AppContext, "db">,
  email: string,
): Promise<Account | null> {
  const rows = await ctx.db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

interface NewAccount {
  email: string;
  plan?: PlanId;
  role?: "user" | "admin";
}

/** Creates an account with its plan's allowances in one batch (a new account starts on the 10-credit trial). */
export async function createAccount(
  ctx: Pick<AppContext, "db" | "now">,
  input: NewAccount,
): Promise<Account> {
  const id = crypto.randomUUID();
  const plan = input.plan ?? "trial";
  const role = input.role ?? "user";
  const now = ctx.now();
  const [inserted] = await ctx.db.batch([
    ctx.db
      .insert(accounts)
      .values({
        id,
        email: input.email.toLowerCase(),
        role,
        currentPlan: plan,
        subscriptionStatus: plan === "trial" ? "trial" : "active",
        createdAt: now,
      })
      .returning(),
    ...resetAllowancesStatements(ctx.db, id, plan, role, now),
  ]);
  return inserted[0]!;
}

/** Opens the account for this e-mail, creating a trial account the first time. */
export async function findOrCreateAccount(
  ctx: Pick<AppContext, "db" | "now">,
  email: string,
): Promise<Account> {
  const existing = await findAccountByEmail(ctx, email);
  if (existing) return existing;
  try {
    return await createAccount(ctx, { email });
  } catch (error) {
    // Two sign-ins racing for a new address: the loser reads the winner's row.
    const raced = await findAccountByEmail(ctx, email);
    if (raced) return raced;
    throw error;
  }
}

export function toCurrentUser(account: Account): CurrentUser {
  return {
    id: account.id,
    email: account.email,
    subscriptionStatus: account.subscriptionStatus,
    currentPlan: account.currentPlan,
    isAdmin: account.role === "admin",
  };
}
