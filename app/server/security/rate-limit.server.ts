import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { rateLimits } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";

export interface RateRule {
  /** What is limited, e.g. "sign-in" or "ai". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  signIn: { name: "sign-in", limit: 10, windowSeconds: 60 },
  quickAccess: { name: "quick-access", limit: 5, windowSeconds: 60 },
  ai: { name: "ai", limit: 30, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts one request against `rule` for `subject` (an account id or client address) and throws 429
 * with Retry-After once the window's limit is passed. The upsert is a single atomic D1 statement.
 */
export async function enforceRateLimit(ctx: Pick<AppContext, "db" | "now">, rule: RateRule, subject: string) {
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const bucket = `${rule.name}:${subject}`;
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) {
    throw errors.rateLimited(Math.max(1, windowStart + rule.windowSeconds - nowSeconds));
  }
}

/**
 * Throws 429 with Retry-After if `subject` has already passed `rule`'s limit in this window, without
 * counting this request (for rules that count only some outcomes, such as failed guesses).
 */
export async function assertUnderRateLimit(
  ctx: Pick<AppContext, "db" | "now">,
  rule: RateRule,
  subject: string,
) {
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
  const [row] = await ctx.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, `${rule.name}:${subject}`), eq(rateLimits.windowStart, windowStart)));
  if ((row?.count ?? 0) >= rule.limit) {
    throw errors.rateLimited(Math.max(1, windowStart + rule.windowSeconds - nowSeconds));
  }
}

/** The caller's address as Cloudflare reports it (falls back to one shared bucket locally). */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** Drops finished windows; run by the housekeeping cron. */
export async function pruneRateLimits(ctx: Pick<AppContext, "db" | "now">) {
  const cutoff = Math.floor(ctx.now().getTime() / 1000) - 3600;
  await ctx.db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
}

/** The AI rate limit for an account; admins (unlimited use, DESIGN.md) are not limited. */
export async function enforceAiRateLimit(
  ctx: Pick<AppContext, "db" | "now">,
  account: { id: string; role: string },
) {
  if (account.role !== "admin") await enforceRateLimit(ctx, RATE_RULES.ai, account.id);
}
