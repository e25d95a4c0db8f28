import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { AdminLogin, AdminPageState } from "~/lib/contract/admin";
import { ERROR_CODES } from "~/lib/contract/errors";
import { createAccount, findAccountByEmail } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { createSession, destroySession } from "~/server/auth/session.server";
import { resetAllowancesStatements } from "~/server/billing/allowances.server";
import type { AppContext } from "~/server/context.server";
import { sha256, timingSafeEqual } from "~/server/crypto.server";
import { accounts } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { clientAddress, enforceRateLimit, type RateRule } from "~/server/security/rate-limit.server";
import { recordAdminAction } from "./audit.server";
import { verifyAccessToken } from "./cloudflare-access.server";

/** Who is acting: every admin call and audit row is tied to an admin account. */
export interface AdminIdentity {
  accountId: string;
  email: string;
}

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const ADMIN_DENIED_MESSAGE = "Admin access required";
/** Spec §8 wording after "Login failed: ". */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials. Please check email and password.";
/** Password guesses per address: a few typos pass, a dictionary does not. */
export const ADMIN_LOGIN_RULE: RateRule = { name: "admin-login", limit: 5, windowSeconds: 60 };

const notSignedIn = () => new AppError(401, ERROR_CODES.unauthenticated, ADMIN_DENIED_MESSAGE);
const denied = () => new AppError(403, ERROR_CODES.forbidden, ADMIN_DENIED_MESSAGE);

/** With the Access pair set, Cloudflare Access is the only way in; without it, the local login form. */
export function usesCloudflareAccess(config: AppContext["config"]): boolean {
  return Boolean(config.CF_ACCESS_TEAM_DOMAIN && config.CF_ACCESS_AUD);
}

/**
 * The admin making this request, or a thrown 401/403. Behind Access: a verified
 * `Cf-Access-Jwt-Assertion` whose e-mail is an account with the admin role. Locally: a session whose
 * account has the admin role (the login form below makes one).
 */
export async function requireAdmin(args: Args): Promise<AdminIdentity> {
  const admin = await findAdmin(args);
  if (admin === "anonymous") throw notSignedIn();
  if (admin === "denied") throw denied();
  return admin;
}

async function findAdmin(args: Args): Promise<AdminIdentity | "anonymous" | "denied"> {
  const app = getApp(args);
  if (usesCloudflareAccess(app.config)) {
    const token = args.request.headers.get("Cf-Access-Jwt-Assertion");
    if (!token) return "anonymous";
    const email = await verifyAccessToken(app.config, token);
    if (!email) return "denied";
    const account = await findAccountByEmail(app, email);
    return account?.role === "admin" ? { accountId: account.id, email: account.email } : "denied";
  }
  const account = await getAccount(args);
  if (!account) return "anonymous";
  return account.role === "admin" ? { accountId: account.id, email: account.email } : "denied";
}

/** What the page needs to choose between the login form and the dashboard; never throws. */
export async function adminPageState(args: Args): Promise<AdminPageState> {
  const app = getApp(args);
  const admin = await findAdmin(args);
  return {
    access: usesCloudflareAccess(app.config) ? "cloudflare-access" : "local-login",
    admin: typeof admin === "object" ? { email: admin.email } : null,
  };
}

/**
 * The local login: the e-mail and password are compared on the server with ADMIN_EMAIL and
 * ADMIN_PASSWORD (hash then constant-time compare, so neither length nor prefix leaks). Success opens
 * a session for that account, made an admin if it was not one. Answers the Set-Cookie header.
 */
export async function adminLogin(app: AppContext, request: Request, input: AdminLogin): Promise<string> {
  const { email, password } = app.config.admin;
  if (usesCloudflareAccess(app.config) || !email || !password) {
    throw errors.forbidden("Admins sign in through Cloudflare Access here.");
  }
  await enforceRateLimit(app, ADMIN_LOGIN_RULE, clientAddress(request));
  const [givenEmail, wantedEmail, givenPassword, wantedPassword] = await Promise.all([
    sha256(input.email.trim().toLowerCase()),
    sha256(email),
    sha256(input.password),
    sha256(password),
  ]);
  const emailOk = timingSafeEqual(givenEmail, wantedEmail);
  const passwordOk = timingSafeEqual(givenPassword, wantedPassword);
  if (!emailOk || !passwordOk) {
    throw new AppError(401, "invalid_credentials", INVALID_CREDENTIALS_MESSAGE);
  }
  let account = await findAccountByEmail(app, email);
  if (!account) {
    account = await createAccount(app, { email, plan: "pro", role: "admin" });
  } else if (account.role !== "admin") {
    const now = app.now();
    await app.db.batch([
      app.db.update(accounts).set({ role: "admin" }).where(eq(accounts.id, account.id)),
      ...resetAllowancesStatements(app.db, account.id, account.currentPlan, "admin", now),
    ]);
  }
  const cookie = await createSession(app, account.id);
  await recordAdminAction(
    app,
    { accountId: account.id, email: account.email },
    {
      action: "sign_in",
      summary: "Signed in with the local admin login",
    },
  );
  return cookie;
}

/** Ends the local admin session (the whole session: an admin is an account like any other). */
export function adminLogout(app: AppContext, request: Request): Promise<string> {
  return destroySession(app, request);
}
