import { and, eq, isNull } from "drizzle-orm";
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

/** What Google told us about the person signing in. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The account for a Google sign-in, keyed by Google's `sub` (its OpenID guide: the address can
 * change and be reused, `sub` never). The e-mail address is used only the first time this Google
 * account signs in, and only when Google says the address is verified: it then links the existing
 * account of that address (if that account is not already linked to another Google account) or
 * creates a new one. Null means the address belongs to an account linked to a different Google
 * account, which this person must not enter.
 */
export async function findOrCreateGoogleAccount(
  ctx: Pick<AppContext, "db" | "now">,
  google: GoogleIdentity,
): Promise<Account | "unverified" | "linked-elsewhere"> {
  const bySub = await ctx.db.select().from(accounts).where(eq(accounts.googleSub, google.sub)).limit(1);
  if (bySub[0]) return bySub[0];
  if (!google.emailVerified) return "unverified";
  const existing = await findAccountByEmail(ctx, google.email);
  if (existing) {
    // Conditional: two first sign-ins racing cannot both link, and a linked account is never re-linked.
    const [linked] = await ctx.db
      .update(accounts)
      .set({ googleSub: google.sub })
      .where(and(eq(accounts.id, existing.id), isNull(accounts.googleSub)))
      .returning();
    if (linked) return linked;
    const now = await ctx.db.select().from(accounts).where(eq(accounts.id, existing.id)).limit(1);
    return now[0]?.googleSub === google.sub ? now[0] : "linked-elsewhere";
  }
  try {
    const created = await createAccount(ctx, { email: google.email });
    const [linked] = await ctx.db
      .update(accounts)
      .set({ googleSub: google.sub })
      .where(and(eq(accounts.id, created.id), isNull(accounts.googleSub)))
      .returning();
    return linked ?? created;
  } catch (error) {
    // Two first sign-ins racing for a new address: the loser links the winner's row (or is refused).
    const raced = await findAccountByEmail(ctx, google.email);
    if (!raced) throw error;
    return raced.googleSub === google.sub ? raced : findOrCreateGoogleAccount(ctx, google);
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
