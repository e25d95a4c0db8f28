import { generateCodeVerifier, generateState } from "arctic";
import { parse, serialize } from "cookie-es";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { findOrCreateGoogleAccount } from "./accounts.server";
import { createSession } from "./session.server";

const FLOW_COOKIE = "fh_oauth";
const FLOW_LIFETIME_SECONDS = 600;

function callbackUrl(request: Request) {
  return `${new URL(request.url).origin}/api/auth/google/callback`;
}

function flowCookie(ctx: Pick<AppContext, "config">, value: string, maxAge: number) {
  return serialize(FLOW_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: !ctx.config.isLocal,
    path: "/api/auth/google",
    maxAge,
  });
}

/** Starts Google sign-in: the redirect URL plus a short-lived cookie holding the state and PKCE verifier. */
export function beginGoogleSignIn(ctx: AppContext, request: Request) {
  const google = ctx.providers.google;
  if (!google) throw errors.notFound("Google sign-in is not configured.");
  const state = generateState();
  const verifier = generateCodeVerifier();
  return {
    location: google.authorizationUrl(state, verifier, callbackUrl(request)).toString(),
    cookie: flowCookie(ctx, `${state}.${verifier}`, FLOW_LIFETIME_SECONDS),
  };
}

/** Finishes Google sign-in: checks state, exchanges the code, and opens (or creates) the account. */
export async function completeGoogleSignIn(ctx: AppContext, request: Request) {
  const google = ctx.providers.google;
  if (!google) throw errors.notFound("Google sign-in is not configured.");
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const [expectedState, verifier] = (parse(request.headers.get("Cookie") ?? "")[FLOW_COOKIE] ?? "").split(
    ".",
  );
  if (!code || !state || !expectedState || !verifier || state !== expectedState) {
    throw errors.invalid("Google sign-in expired or was started elsewhere. Please try again.");
  }
  const profile = await google.profileFromCode(code, verifier, callbackUrl(request));
  const account = await findOrCreateGoogleAccount(ctx, profile);
  if (account === "unverified") throw errors.forbidden("Please verify your Google e-mail address first.");
  if (account === "linked-elsewhere") {
    throw errors.forbidden(
      "This e-mail address belongs to a Full House account that signs in with a different Google account. Sign in with that one, or with an e-mailed link.",
    );
  }
  return { sessionCookie: await createSession(ctx, account.id), clearFlowCookie: flowCookie(ctx, "", 0) };
}
