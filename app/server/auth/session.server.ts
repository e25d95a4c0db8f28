import { parse, serialize } from "cookie-es";
import { eq } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { randomToken, sha256 } from "~/server/crypto.server";
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

export interface SessionLookup {
  account: Account;
  /** A Set-Cookie header when the rolling expiry moved forward. */
  refreshedCookie: string | null;
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
  if (!row) return null;
  const now = ctx.now().getTime();
  if (row.session.expiresAt.getTime() <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  const remaining = row.session.expiresAt.getTime() - now;
  if (SESSION_LIFETIME_MS - remaining < REFRESH_AFTER_MS)
    return { account: row.account, refreshedCookie: null };
  await ctx.db
    .update(sessions)
    .set({ expiresAt: new Date(now + SESSION_LIFETIME_MS) })
    .where(eq(sessions.tokenHash, tokenHash));
  return { account: row.account, refreshedCookie: sessionCookie(ctx, token, SESSION_LIFETIME_MS / 1000) };
}

/** Revokes this request's session (if any) and answers the Set-Cookie header that clears the cookie. */
export async function destroySession(ctx: Pick<AppContext, "db" | "config">, request: Request) {
  const token = tokenFrom(ctx, request);
  if (token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, await sha256(token)));
  return sessionCookie(ctx, "", 0);
}
