import { and, eq, exists, isNull, notExists, or, sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { UsageResponse } from "~/lib/contract/usage";
import { METER_LABELS, type Meter } from "~/lib/plans";
import type { Account } from "~/server/auth/accounts.server";
import { getApp } from "~/server/auth/request-user.server";
import { SessionChanged, type SessionClaim, sessionStillMatches } from "~/server/auth/session.server";
import type { AppContext } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { batchOf, parseReads, type Read, type ReadResults } from "~/server/db/reads.server";
import { usageBalances, usageLedger } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";

type Ctx = Pick<AppContext, "db" | "env">;

export interface Charge {
  accountId: string;
  meter: Meter;
  amount: number;
  /** Names the piece of work; the same ref is never charged twice (a redelivered job, a retried request). */
  ref: string;
}

/** The ledger row of this charge's earlier debit, if the same work was charged before. */
function chargedAlready(db: Db, { accountId, meter, ref }: Charge) {
  return db
    .select({ one: sql`1` })
    .from(usageLedger)
    .where(
      and(
        eq(usageLedger.accountId, accountId),
        eq(usageLedger.meter, meter),
        eq(usageLedger.kind, "spend"),
        eq(usageLedger.ref, ref),
      ),
    );
}

/**
 * The two statements of a charge, for one batch (one transaction): debit the allowance if it covers
 * the amount, this ref was never charged and the caller's session claim (if any) still holds, then
 * record the debit in the ledger only if the debit happened (`changes()` is the row count of the
 * statement just before it).
 */
function chargeStatements(db: Db, charge: Charge, session?: SessionClaim) {
  const { accountId, meter, amount, ref } = charge;
  const debit = db
    .update(usageBalances)
    .set({ used: sql`${usageBalances.used} + ${amount}` })
    .where(
      and(
        eq(usageBalances.accountId, accountId),
        eq(usageBalances.meter, meter),
        or(
          isNull(usageBalances.limitAmount),
          sql`${usageBalances.used} + ${amount} <= ${usageBalances.limitAmount}`,
        ),
        notExists(chargedAlready(db, charge)),
        session ? exists(sessionStillMatches(db, session)) : undefined,
      ),
    );
  const ledgerRow = db
    .select({
      id: sql<number>`NULL`.as("id"),
      accountId: sql<string>`${accountId}`.as("account_id"),
      meter: sql<string>`${meter}`.as("meter"),
      amount: sql<number>`${amount}`.as("amount"),
      kind: sql<"spend">`'spend'`.as("kind"),
      ref: sql<string>`${ref}`.as("ref"),
      createdAt: sql<number>`(unixepoch('subsec') * 1000)`.as("created_at"),
    })
    .from(sql`(SELECT 1)`)
    .where(sql`changes() = 1`);
  return [debit, db.insert(usageLedger).select(ledgerRow)] as const;
}

export interface ChargeOptions<R extends readonly Read<unknown>[]> {
  /** Reads that ride in the charge's batch; their results come back once the charge has gone through. */
  reads?: R;
  /**
   * The caller as this isolate last saw them, not yet read for this request: the debit happens only
   * if the claim still holds, and `SessionChanged` is thrown if it does not.
   */
  session?: SessionClaim;
}

/**
 * Debits `amount` of `meter` if the allowance covers it, checking and debiting in one statement so
 * concurrent requests can never overspend. Throws 402 `subscription_required` when the plan lacks the
 * meter and 402 `allowance_exhausted` when it is used up. Reads and the session check ride in the
 * same batch: one round trip for all of them.
 */
export async function spend<const R extends readonly Read<unknown>[] = []>(
  ctx: Ctx,
  charge: Charge,
  { reads = [] as unknown as R, session }: ChargeOptions<R> = {},
): Promise<ReadResults<R>> {
  const sessionCheck = session ? [sessionStillMatches(ctx.db, session)] : [];
  const [debit, _ledger, ...rest] = await ctx.db.batch(
    batchOf([
      ...chargeStatements(ctx.db, charge, session),
      ...sessionCheck,
      ...reads.map((item) => item.query),
    ]),
  );
  const results = rest.slice(sessionCheck.length);
  if ((debit as D1Result).meta.changes === 1) return parseReads(reads, results);
  if (session && (rest[0] as unknown[]).length === 0) throw new SessionChanged();

  // Not debited: a retry of work already paid for, a meter the plan lacks, or an allowance used up.
  const [[balance], [already]] = await ctx.db.batch([
    ctx.db
      .select({ used: usageBalances.used })
      .from(usageBalances)
      .where(and(eq(usageBalances.accountId, charge.accountId), eq(usageBalances.meter, charge.meter))),
    chargedAlready(ctx.db, charge),
  ]);
  if (already) return parseReads(reads, results);
  if (!balance) throw errors.subscriptionRequired(lockedMessage(charge.meter));
  throw errors.allowanceExhausted(exhaustedMessage(charge.meter));
}

const REFUND_SQL = `UPDATE usage_balances SET used = MAX(0, used - ?3)
  WHERE account_id = ?1 AND meter = ?2
    AND EXISTS (SELECT 1 FROM usage_ledger WHERE account_id = ?1 AND meter = ?2 AND kind = 'spend' AND ref = ?4)
    AND NOT EXISTS (SELECT 1 FROM usage_ledger WHERE account_id = ?1 AND meter = ?2 AND kind = 'refund' AND ref = ?4)`;

const RECORD_REFUND_SQL = `INSERT INTO usage_ledger (account_id, meter, amount, kind, ref)
  SELECT ?1, ?2, ?3, 'refund', ?4 WHERE changes() = 1`;

/** Gives back a charge whose work failed; refunding twice, or refunding what was never charged, does nothing. */
export async function refund(ctx: Ctx, charge: Charge): Promise<void> {
  const { accountId, meter, amount, ref } = charge;
  await ctx.env.DB.batch([
    ctx.env.DB.prepare(REFUND_SQL).bind(accountId, meter, amount, ref),
    ctx.env.DB.prepare(RECORD_REFUND_SQL).bind(accountId, meter, amount, ref),
  ]);
}

/**
 * Runs `work` paid for by `charge`; a failure refunds the charge and rethrows. The results of the
 * options' reads, which share the charge's batch, are handed to `work`.
 */
export async function withCharge<T, const R extends readonly Read<unknown>[] = []>(
  ctx: Ctx,
  charge: Charge,
  work: (read: ReadResults<R>) => Promise<T>,
  options?: ChargeOptions<R>,
): Promise<T> {
  const read = await spend(ctx, charge, options);
  try {
    return await work(read);
  } catch (error) {
    await refund(ctx, charge);
    throw error;
  }
}

/** What the account has used and may still use this period. */
export async function getUsage(ctx: Pick<AppContext, "db">, account: Account): Promise<UsageResponse> {
  const rows = await ctx.db.select().from(usageBalances).where(eq(usageBalances.accountId, account.id));
  const allowances: UsageResponse["allowances"] = {};
  for (const row of rows) allowances[row.meter as Meter] = { used: row.used, limit: row.limitAmount };
  const credits = allowances.credits;
  const trialCreditsRemaining =
    account.currentPlan === "trial" && credits?.limit != null ? Math.max(0, credits.limit - credits.used) : 0;
  return {
    subscriptionStatus: account.subscriptionStatus,
    currentPlan: account.currentPlan,
    trialCreditsRemaining,
    allowances,
  };
}

/** Each request's usage read, by its router context: the header and the page show the same figures. */
const usageByRequest = new WeakMap<object, Promise<UsageResponse>>();

/**
 * The account's usage for this request, read once however many loaders ask: the root loader's
 * header and a page's own figures share one D1 read.
 */
export function requestUsage(args: { context: Readonly<RouterContextProvider> }, account: Account) {
  let usage = usageByRequest.get(args.context);
  if (!usage) {
    usage = getUsage(getApp(args), account);
    usageByRequest.set(args.context, usage);
  }
  return usage;
}

/** The balance of one meter, for tests and admin tools. */
export async function getBalance(ctx: Pick<AppContext, "db">, accountId: string, meter: Meter) {
  const rows = await ctx.db
    .select()
    .from(usageBalances)
    .where(and(eq(usageBalances.accountId, accountId), eq(usageBalances.meter, meter)));
  return rows[0] ?? null;
}

function lockedMessage(meter: Meter): string {
  return meter === "credits"
    ? "Your free trial has ended. Choose a plan to keep creating."
    : `${METER_LABELS[meter]} are not included in your plan. Upgrade to unlock them.`;
}

function exhaustedMessage(meter: Meter): string {
  return meter === "credits"
    ? "You have used all your free trial credits. Choose a plan to keep creating."
    : `You have used this month's ${METER_LABELS[meter].toLowerCase()}. Upgrade or add a top-up to continue.`;
}
