import {
  GRACE_PERIOD_DAYS,
  METERS,
  type PaidPlanId,
  PLANS,
  TOKENS_PER_TRIAL_CREDIT,
  TOP_UPS,
} from "~/lib/plans";
import type { CheckoutFacts, InvoiceFacts, SubscriptionFacts } from "./stripe-objects.server";

/**
 * The SQL one webhook event runs, as statements for one D1 batch (one transaction). Every statement
 * is guarded by the event's claim (?1 = event id, ?2 = this delivery's claim token), so when the same
 * event is handled twice at once only the delivery whose claim was written changes anything.
 * State that depends on the subscription is also guarded by the subscription row holding this
 * event's version, so a late, older event adds its record but changes nothing current.
 */

const GRACE_MS = GRACE_PERIOD_DAYS * 86_400_000;
const GUARD = "EXISTS (SELECT 1 FROM billing_events WHERE id = ?1 AND claim = ?2)";
const ROLE_USER = "(SELECT role FROM accounts WHERE id = ?3) = 'user'";

export interface Claim {
  id: string;
  claim: string;
}

type Prepare = (sql: string, ...params: unknown[]) => D1PreparedStatement;

export function preparer(db: D1Database, claim: Claim): Prepare {
  return (sql, ...params) =>
    db.prepare(sql).bind(claim.id, claim.claim, ...params.map((p) => (p === undefined ? null : p)));
}

function planMeters(plan: PaidPlanId) {
  return Object.entries(PLANS[plan].allowances) as [string, number][];
}

/** A SQL list of the meters a plan lacks (constants, never input). */
function metersOutside(plan: PaidPlanId): string {
  const inPlan = new Set(planMeters(plan).map(([meter]) => meter));
  return METERS.filter((meter) => !inPlan.has(meter))
    .map((meter) => `'${meter}'`)
    .join(", ");
}

// Stripe times are whole seconds: on a tie, a state never slides back to 'incomplete', and nothing
// comes back from 'cancelled'.
const RANK = (status: string) => `CASE ${status} WHEN 'incomplete' THEN 0 WHEN 'cancelled' THEN 2 ELSE 1 END`;

/** Writes the subscription unless the stored state is newer (by the provider's own timestamps). */
export function upsertSubscription(
  prepare: Prepare,
  sub: SubscriptionFacts & { accountId: string; plan: PaidPlanId },
  provider: "stripe" | "simulator",
  versionAt: number,
  now: number,
) {
  return prepare(
    `INSERT INTO subscriptions (id, account_id, provider, customer_id, plan, interval, status, amount_pence,
       currency, current_period_start, current_period_end, cancel_at_period_end, cancelled_at, grace_until,
       provider_created_at, provider_updated_at, updated_at)
     SELECT ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,
       CASE WHEN ?9 = 'past_due' THEN ?17 + ${GRACE_MS} END, ?16, ?17, ?18
     WHERE ${GUARD}
     ON CONFLICT(id) DO UPDATE SET
       plan = excluded.plan, interval = excluded.interval, status = excluded.status,
       amount_pence = excluded.amount_pence, currency = excluded.currency,
       current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end, cancelled_at = excluded.cancelled_at,
       grace_until = CASE WHEN excluded.status = 'past_due'
         THEN COALESCE(subscriptions.grace_until, excluded.provider_updated_at + ${GRACE_MS}) END,
       provider_updated_at = excluded.provider_updated_at, updated_at = excluded.updated_at
     WHERE subscriptions.status <> 'cancelled' AND (
       excluded.provider_updated_at > subscriptions.provider_updated_at OR (
         excluded.provider_updated_at = subscriptions.provider_updated_at
         AND ${RANK("excluded.status")} >= ${RANK("subscriptions.status")}))`,
    sub.id,
    sub.accountId,
    provider,
    sub.customerId,
    sub.plan,
    sub.interval,
    sub.status,
    sub.amountPence,
    sub.currency,
    sub.periodStart,
    sub.periodEnd,
    sub.cancelAtPeriodEnd ? 1 : 0,
    sub.cancelledAt,
    sub.createdAt,
    versionAt,
    now,
  );
}

export function linkCustomer(
  prepare: Prepare,
  accountId: string,
  customerId: string,
  provider: "stripe" | "simulator",
) {
  return prepare(
    `INSERT INTO billing_customers (account_id, provider, customer_id) SELECT ?3, ?4, ?5 WHERE ${GUARD}
     ON CONFLICT DO NOTHING`,
    accountId,
    provider,
    customerId,
  );
}

/**
 * Leaving the trial keeps its unused credits: each becomes the writing tokens one post costs on a
 * paid plan, added to the tokens allowance as carried top-up (so a new period keeps it until used).
 * The credits row goes in the same pair of statements, so a replayed event has nothing left to carry.
 * `when` is the caller's SQL condition that the account is paying now; the tokens row takes the
 * trial's period start, so the first paid period's reset still counts as newer.
 */
function keepTrialCredits(prepare: Prepare, accountId: string, when: string, ...whenParams: unknown[]) {
  const credits =
    "FROM usage_balances WHERE account_id = ?3 AND meter = 'credits' AND limit_amount IS NOT NULL";
  const tokens = `(SELECT MAX(0, limit_amount - used) * ${TOKENS_PER_TRIAL_CREDIT} ${credits})`;
  return [
    prepare(
      `INSERT INTO usage_balances (account_id, meter, used, limit_amount, period_start, topup_amount)
       SELECT ?3, 'tokens', 0, ${tokens}, (SELECT period_start ${credits}), ${tokens}
       WHERE ${GUARD} AND ${ROLE_USER} AND ${when} AND ${tokens} > 0
       ON CONFLICT(account_id, meter) DO UPDATE SET
         limit_amount = usage_balances.limit_amount + excluded.topup_amount,
         topup_amount = usage_balances.topup_amount + excluded.topup_amount`,
      accountId,
      ...whenParams,
    ),
    // changes() is the row count of the statement just before: 1 only when credits were carried.
    prepare(
      `DELETE FROM usage_balances WHERE account_id = ?3 AND meter = 'credits' AND changes() = 1 AND ${GUARD}`,
      accountId,
    ),
  ];
}

/** While this event's version of the subscription is current and paying: the plan's limits, usage kept. */
export function alignAllowances(
  prepare: Prepare,
  accountId: string,
  sub: { id: string; plan: PaidPlanId; periodStart: number },
  versionAt: number,
) {
  const current = `EXISTS (SELECT 1 FROM subscriptions WHERE id = ?4 AND provider_updated_at = ?5
    AND plan = ?6 AND status IN ('active', 'past_due'))`;
  const outside = metersOutside(sub.plan);
  const carry = keepTrialCredits(prepare, accountId, current, sub.id, versionAt, sub.plan);
  const statements = planMeters(sub.plan).map(([meter, limit]) =>
    prepare(
      `INSERT INTO usage_balances (account_id, meter, used, limit_amount, period_start, topup_amount)
       SELECT ?3, ?7, 0, ?8, ?9, 0 WHERE ${GUARD} AND ${ROLE_USER} AND ${current}
       ON CONFLICT(account_id, meter) DO UPDATE SET limit_amount = excluded.limit_amount + usage_balances.topup_amount`,
      accountId,
      sub.id,
      versionAt,
      sub.plan,
      meter,
      limit,
      sub.periodStart,
    ),
  );
  if (outside) {
    statements.unshift(
      prepare(
        `DELETE FROM usage_balances WHERE account_id = ?3 AND meter IN (${outside})
         AND ${GUARD} AND ${ROLE_USER} AND ${current}`,
        accountId,
        sub.id,
        versionAt,
        sub.plan,
      ),
    );
  }
  return [...carry, ...statements];
}

/** The subscription ended and nothing else is paying: paid features close (no new trial credits). */
export function closeAllowances(
  prepare: Prepare,
  accountId: string,
  subscriptionId: string,
  versionAt: number,
) {
  return prepare(
    `DELETE FROM usage_balances WHERE account_id = ?3 AND ${GUARD} AND ${ROLE_USER}
     AND EXISTS (SELECT 1 FROM subscriptions WHERE id = ?4 AND status = 'cancelled' AND provider_updated_at = ?5)
     AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE account_id = ?3 AND status IN ('active', 'past_due'))`,
    accountId,
    subscriptionId,
    versionAt,
  );
}

/**
 * A paid period starts: every meter back to the plan's allowance with nothing used; what is left of
 * bought top-ups carries over. A replayed or older invoice (same or earlier period) changes nothing.
 */
export function resetAllowances(prepare: Prepare, accountId: string, plan: PaidPlanId, periodStart: number) {
  const outside = metersOutside(plan);
  // A paid invoice for a new period: the account pays now, whatever order Stripe's events come in.
  const statements = [...keepTrialCredits(prepare, accountId, "1 = 1")];
  if (outside) {
    statements.push(
      prepare(
        `DELETE FROM usage_balances WHERE account_id = ?3 AND meter IN (${outside}) AND ${GUARD} AND ${ROLE_USER}
         AND ?4 > COALESCE((SELECT MAX(period_start) FROM usage_balances WHERE account_id = ?3), 0)`,
        accountId,
        periodStart,
      ),
    );
  }
  // In SET every expression reads the row as it was, so the carry is computed from the old period.
  const carry = "MAX(0, MIN(usage_balances.topup_amount, usage_balances.limit_amount - usage_balances.used))";
  for (const [meter, limit] of planMeters(plan)) {
    statements.push(
      prepare(
        `INSERT INTO usage_balances (account_id, meter, used, limit_amount, period_start, topup_amount)
         SELECT ?3, ?4, 0, ?5, ?6, 0 WHERE ${GUARD} AND ${ROLE_USER}
         ON CONFLICT(account_id, meter) DO UPDATE SET
           used = 0, limit_amount = excluded.limit_amount + ${carry}, topup_amount = ${carry},
           period_start = excluded.period_start
         WHERE excluded.period_start > usage_balances.period_start`,
        accountId,
        meter,
        limit,
        periodStart,
      ),
    );
  }
  return statements;
}

export function recordInvoice(
  prepare: Prepare,
  accountId: string,
  invoice: InvoiceFacts,
  status: "paid" | "failed",
  description: string,
) {
  return prepare(
    `INSERT INTO payments (id, account_id, subscription_id, kind, status, amount_pence, currency, description,
       period_start, period_end, invoice_url, provider_created_at, paid_at)
     SELECT ?3, ?4, ?5, 'subscription', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14 WHERE ${GUARD}
     ON CONFLICT(id) DO UPDATE SET status = excluded.status, paid_at = excluded.paid_at,
       amount_pence = excluded.amount_pence, invoice_url = COALESCE(excluded.invoice_url, payments.invoice_url)
     WHERE payments.status <> 'paid'`,
    invoice.id,
    accountId,
    invoice.subscriptionId,
    status,
    invoice.amountPence,
    invoice.currency,
    description,
    invoice.periodStart,
    invoice.periodEnd,
    invoice.invoiceUrl,
    invoice.createdAt,
    status === "paid" ? (invoice.paidAt ?? invoice.createdAt) : null,
  );
}

/** A renewal was paid: a past_due subscription is active again, unless a newer invoice says otherwise. */
export function markRecovered(prepare: Prepare, invoice: InvoiceFacts, now: number) {
  return prepare(
    `UPDATE subscriptions SET status = 'active', grace_until = NULL, updated_at = ?5
     WHERE id = ?3 AND status = 'past_due' AND ${GUARD}
     AND NOT EXISTS (SELECT 1 FROM payments WHERE subscription_id = ?3 AND provider_created_at > ?4)`,
    invoice.subscriptionId,
    invoice.createdAt,
    now,
  );
}

/** A renewal failed: past_due with a grace period, unless this invoice was paid or a newer one exists. */
export function markPastDue(prepare: Prepare, invoice: InvoiceFacts, eventAt: number, now: number) {
  return prepare(
    `UPDATE subscriptions SET status = 'past_due', grace_until = COALESCE(grace_until, ?5), updated_at = ?6
     WHERE id = ?3 AND status = 'active' AND ${GUARD}
     AND NOT EXISTS (SELECT 1 FROM payments WHERE subscription_id = ?3
       AND (provider_created_at > ?4 OR (id = ?7 AND status = 'paid')))`,
    invoice.subscriptionId,
    invoice.createdAt,
    eventAt + GRACE_MS,
    now,
    invoice.id,
  );
}

/** The account's plan and status follow its best subscription: paying first, then the latest ended one. */
export function syncAccount(prepare: Prepare, accountId: string) {
  const paying = `SELECT * FROM subscriptions WHERE account_id = ?3 AND status IN ('active', 'past_due')
    ORDER BY current_period_end DESC LIMIT 1`;
  return prepare(
    `UPDATE accounts SET
       current_plan = COALESCE((SELECT plan FROM (${paying})), 'trial'),
       subscription_status = COALESCE((SELECT status FROM (${paying})),
         (SELECT 'cancelled' FROM subscriptions WHERE account_id = ?3 AND status = 'cancelled' LIMIT 1),
         subscription_status)
     WHERE id = ?3 AND ${GUARD}`,
    accountId,
  );
}

/** A paid top-up: each pack added to this period's limit once (the ledger's unique ref), and recorded. */
export function grantTopUp(prepare: Prepare, accountId: string, session: CheckoutFacts) {
  const statements = [
    prepare(
      `INSERT INTO payments (id, account_id, kind, status, amount_pence, currency, description,
         provider_created_at, paid_at)
       SELECT ?3, ?4, 'top_up', 'paid', ?5, ?6, 'Top-up', ?7, ?7 WHERE ${GUARD} ON CONFLICT DO NOTHING`,
      session.id,
      accountId,
      session.amountPence,
      session.currency,
      session.createdAt,
    ),
  ];
  for (const item of TOP_UPS) {
    const quantity = Number(session.metadata[item.meter] ?? 0);
    if (!Number.isInteger(quantity) || quantity <= 0) continue;
    const amount = quantity * item.packSize;
    statements.push(
      prepare(
        `INSERT INTO usage_ledger (account_id, meter, amount, kind, ref)
         SELECT ?3, ?4, ?5, 'grant', ?6 WHERE ${GUARD}
           AND EXISTS (SELECT 1 FROM usage_balances WHERE account_id = ?3 AND meter = ?4 AND limit_amount IS NOT NULL)
         ON CONFLICT DO NOTHING`,
        accountId,
        item.meter,
        amount,
        session.id,
      ),
      // changes() is the row count of the INSERT just before: 1 only when this grant is new.
      prepare(
        `UPDATE usage_balances SET limit_amount = limit_amount + ?5, topup_amount = topup_amount + ?5
         WHERE account_id = ?3 AND meter = ?4 AND changes() = 1 AND ${GUARD}`,
        accountId,
        item.meter,
        amount,
      ),
    );
  }
  return statements;
}
