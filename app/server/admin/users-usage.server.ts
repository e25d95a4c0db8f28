import { daysUntil, monthlyEquivalent } from "~/lib/admin/analytics";
import type {
  SubscriberSort,
  UsersUsageQuery,
  UsersUsageResponse,
  UsersUsageRow,
} from "~/lib/contract/admin";
import type { PlanId, SubscriptionStatus } from "~/lib/plans";
import type { AppContext } from "~/server/context.server";

type Ctx = Pick<AppContext, "env" | "now">;

// Sort keys map to SQL by this whitelist only; the tie-break on id keeps paging stable.
const ORDER_SQL: Record<SubscriberSort, string> = {
  joined: "a.created_at",
  email: "a.email",
  plan: "a.current_plan",
  status: "a.subscription_status",
  tokens: "tokens_used",
  images: "images_generated",
  voice: "voice_minutes_used",
  billing: "renews_at",
  spent: "total_spent",
};

const OVER_LIMIT_SQL = `EXISTS (SELECT 1 FROM usage_balances b WHERE b.account_id = a.id
  AND b.limit_amount IS NOT NULL AND b.limit_amount > 0 AND b.used >= b.limit_amount)`;

// Staff accounts are not customers; filters are bound parameters, NULL meaning "any".
const WHERE_SQL = `WHERE a.role = 'user'
  AND (?1 IS NULL OR a.email LIKE ?1 ESCAPE '\\')
  AND (?2 IS NULL OR a.subscription_status = ?2)
  AND (?3 IS NULL OR ${OVER_LIMIT_SQL} = ?3)`;

/**
 * Each figure is an indexed lookup per account (usage_balances by its primary key, subscriptions and
 * payments by their account indexes), so a page sorted by an account column touches only its rows,
 * and a sort by a computed column is one pass over the accounts in SQLite, never a JS loop.
 */
const ROWS_SQL = `SELECT a.id, a.email, a.created_at, a.current_plan, a.subscription_status,
    ${OVER_LIMIT_SQL} AS over_limit,
    COALESCE((SELECT used FROM usage_balances WHERE account_id = a.id AND meter = 'tokens'), 0) AS tokens_used,
    COALESCE((SELECT used FROM usage_balances WHERE account_id = a.id AND meter = 'images'), 0) AS images_generated,
    COALESCE((SELECT used FROM usage_balances WHERE account_id = a.id AND meter = 'voice_minutes'), 0) AS voice_minutes_used,
    s.status AS sub_status, s.amount_pence, s.interval, s.cancel_at_period_end,
    CASE WHEN s.cancel_at_period_end = 0 THEN s.current_period_end END AS renews_at,
    COALESCE((SELECT SUM(amount_pence) FROM payments p WHERE p.account_id = a.id AND p.status = 'paid'), 0) AS total_spent
  FROM accounts a
  LEFT JOIN subscriptions s ON s.id = (
    SELECT id FROM subscriptions WHERE account_id = a.id AND status IN ('active', 'past_due')
    ORDER BY current_period_end DESC LIMIT 1)
  ${WHERE_SQL}`;

interface RowRecord {
  id: string;
  email: string;
  created_at: number;
  current_plan: PlanId;
  subscription_status: SubscriptionStatus;
  over_limit: number;
  tokens_used: number;
  images_generated: number;
  voice_minutes_used: number;
  sub_status: "active" | "past_due" | null;
  amount_pence: number | null;
  interval: "month" | "year" | null;
  cancel_at_period_end: number | null;
  renews_at: number | null;
  total_spent: number;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterBindings(query: Pick<UsersUsageQuery, "search" | "status" | "overLimit">) {
  return [
    query.search ? `%${escapeLike(query.search.toLowerCase())}%` : null,
    query.status ?? null,
    query.overLimit === undefined ? null : query.overLimit === "true" ? 1 : 0,
  ];
}

function toRow(record: RowRecord, now: Date): UsersUsageRow {
  const renews = record.renews_at === null ? null : new Date(record.renews_at);
  return {
    id: record.id,
    email: record.email,
    joinedDate: new Date(record.created_at).toISOString(),
    currentPlan: record.current_plan,
    subscriptionStatus: record.subscription_status,
    isOverLimit: record.over_limit === 1,
    tokensUsed: record.tokens_used,
    imagesGenerated: record.images_generated,
    voiceMinutesUsed: record.voice_minutes_used,
    daysUntilBilling: renews ? daysUntil(renews, now) : null,
    nextPaymentAmount: renews ? record.amount_pence : null,
    monthlySpending:
      record.sub_status === "active" && record.amount_pence !== null && record.interval
        ? monthlyEquivalent(record.amount_pence, record.interval)
        : 0,
    totalSpent: record.total_spent,
  };
}

function orderBy(query: Pick<UsersUsageQuery, "sort" | "dir">) {
  const dir = query.dir === "asc" ? "ASC" : "DESC";
  const column = ORDER_SQL[query.sort];
  // Accounts with nothing to bill sort after those with a date, whichever way round.
  const nullsLast = query.sort === "billing" ? `${column} IS NULL, ` : "";
  return `ORDER BY ${nullsLast}${column} ${dir}, a.id ${dir}`;
}

/** One page of the subscribers table (spec §3 rows) with the total that matches the filters. */
export async function listUsersUsage(ctx: Ctx, query: UsersUsageQuery): Promise<UsersUsageResponse> {
  const filters = filterBindings(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, count] = await ctx.env.DB.batch([
    ctx.env.DB.prepare(`${ROWS_SQL} ${orderBy(query)} LIMIT ?4 OFFSET ?5`).bind(
      ...filters,
      query.pageSize,
      offset,
    ),
    ctx.env.DB.prepare(`SELECT COUNT(*) AS total FROM accounts a ${WHERE_SQL}`).bind(...filters),
  ]);
  const now = ctx.now();
  return {
    rows: ((rows?.results ?? []) as RowRecord[]).map((record) => toRow(record, now)),
    total: ((count?.results[0] as { total: number } | undefined)?.total ?? 0) as number,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every row that matches the filters, in the table's order (for the CSV export). */
export async function allUsersUsage(
  ctx: Ctx,
  query: Omit<UsersUsageQuery, "page" | "pageSize">,
): Promise<UsersUsageRow[]> {
  const result = await ctx.env.DB.prepare(`${ROWS_SQL} ${orderBy(query)}`)
    .bind(...filterBindings(query))
    .all<RowRecord>();
  const now = ctx.now();
  return result.results.map((record) => toRow(record, now));
}
