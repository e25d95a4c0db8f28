import { parse, serialize } from "cookie-es";
import { and, eq, gt, sql } from "drizzle-orm";
import { recentCache } from "~/lib/recent-cache";
import type { AppContext } from "~/server/context.server";
import { randomToken, sha256 } from "~/server/crypto.server";
import type { Db } from "~/server/db/client.server";
import { accounts, sessions } from "~/server/db/schema.server";
import type { Account } from "./accounts.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session is pushed forward at most once a day, so reads stay reads. */
const REFRESH_AFTER_MS = DAY_MS;

export function sessionCookieName(ctx: Pick<AppContext, "config">): string {
  // __Host- pins the cookie to this exact origin over HTTPS; local http cannot use it.
  return ctx.config.isLocal ? "fh_session" : "__Host-fh_session";
}

function sessionCookie(ctx: Pick<AppContext, "config">, value: string, maxAgeSeconds: number): string {
  return serialize(sessionCookieName(ctx), value, {
    httpOnly: true,
    sameSite: "lax",
    secure: !ctx.config.isLocal,
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

/** Starts a session for the account and answers the Set-Cookie header that carries it. */
export async function createSession(ctx: Pick<AppContext, "db" | "config" | "now">, accountId: string) {
  const token = randomToken();
  await ctx.db.insert(sessions).values({
    tokenHash: await sha256(token),
    accountId,
    expiresAt: new Date(ctx.now().getTime() + SESSION_LIFETIME_MS),
    createdAt: ctx.now(),
  });
  return sessionCookie(ctx, token, SESSION_LIFETIME_MS / 1000);
}

function tokenFrom(ctx: Pick<AppContext, "config">, request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  return parse(header)[sessionCookieName(ctx)] || null;
}

/**
 * Sessions this isolate verified lately, by token hash, with the account as it was then. Only ever a
 * claim to be confirmed: see `claimedSession`.
 */
const recentlyVerified = recentCache<{ account: Account; expiresAt: number }>(1000);

export interface SessionLookup {
  account: Account;
  /** A Set-Cookie header when the rolling expiry moved forward. */
  refreshedCookie: string | null;
}

/** Whether a live session expiring at `expiresAt` is due to be pushed forward. */
function refreshDue(expiresAt: number, now: number): boolean {
  return SESSION_LIFETIME_MS - (expiresAt - now) >= REFRESH_AFTER_MS;
}

/** The signed-in account for this request, or null; expired sessions are removed as they are found. */
export async function readSession(
  ctx: Pick<AppContext, "db" | "config" | "now">,
  request: Request,
): Promise<SessionLookup | null> {
  const token = tokenFrom(ctx, request);
  if (!token) return null;
  const tokenHash = await sha256(token);
  const rows = await ctx.db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  const now = ctx.now().getTime();
  if (!row || row.session.expiresAt.getTime() <= now) {
    recentlyVerified.forget(tokenHash);
    if (row) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (!refreshDue(row.session.expiresAt.getTime(), now)) {
    recentlyVerified.set(tokenHash, { account: row.account, expiresAt: row.session.expiresAt.getTime() });
    return { account: row.account, refreshedCookie: null };
  }
  await ctx.db
    .update(sessions)
    .set({ expiresAt: new Date(now + SESSION_LIFETIME_MS) })
    .where(eq(sessions.tokenHash, tokenHash));
  recentlyVerified.set(tokenHash, { account: row.account, expiresAt: now + SESSION_LIFETIME_MS });
  return { account: row.account, refreshedCookie: sessionCookie(ctx, token, SESSION_LIFETIME_MS / 1000) };
}

/**
 * Who this request's session belonged to when this isolate last verified it: a claim, made without a
 * D1 round trip, that charged work confirms in its own batch (`sessionStillMatches`).
 */
export interface SessionClaim {
  account: Account;
  tokenHash: string;
  /** When the claim was made; the session must still be live then. */
  at: Date;
}

/** The session's claim was out of date (signed out, expired, or the account's plan or role changed). */
export class SessionChanged extends Error {
  constructor() {
    super("The session changed since this isolate last read it.");
    this.name = "SessionChanged";
  }
}

/**
 * This request's session as this isolate last verified it; null if it has not, or if the session is
 * due to be pushed forward (or has expired): then it must be read.
 */
export async function claimedSession(
  ctx: Pick<AppContext, "config" | "now">,
  request: Request,
): Promise<SessionClaim | null> {
  const token = tokenFrom(ctx, request);
  if (!token) return null;
  const tokenHash = await sha256(token);
  const known = recentlyVerified.peek(tokenHash);
  const at = ctx.now();
  if (!known || refreshDue(known.expiresAt, at.getTime())) return null;
  return { account: known.account, tokenHash, at };
}

/**
 * One row while the claimed session is live and its account still has the role, plan and status
 * claimed: everything that decides what a caller may do and what it pays.
 */
export function sessionStillMatches(db: Db, { tokenHash, at, account }: SessionClaim) {
  return db
    .select({ one: sql`1` })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, at),
        eq(accounts.id, account.id),
        eq(accounts.role, account.role),
        eq(accounts.currentPlan, account.currentPlan),
        eq(accounts.subscriptionStatus, account.subscriptionStatus),
      ),
    );
}

/** Revokes this request's session (if any) and answers the Set-Cookie header that clears the cookie. */
export async function destroySession(ctx: Pick<AppContext, "db" | "config">, request: Request) {
  const token = tokenFrom(ctx, request);
  if (token) {
    const tokenHash = await sha256(token);
    recentlyVerified.forget(tokenHash);
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }
  return sessionCookie(ctx, "", 0);
}
