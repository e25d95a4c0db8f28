import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "./http";

/**
 * What Google says about the person: `sub` is the account's stable id, the one key the OpenID
 * guide allows (developers.google.com/identity/openid-connect/openid-connect#obtainuserinfo: "use
 * sub … never email"); the address can change and may be unverified.
 */
interface GoogleGrant {
  email: string;
  emailVerified: boolean;
  sub?: string;
}

const googleCodes = new Map<string, GoogleGrant>();
const googleTokens = new Map<string, GoogleGrant>();

// Google's OAuth token endpoint: form-encoded authorisation-code grant with PKCE and client
// credentials (HTTP Basic, as arctic sends them). Bad codes get Google's `invalid_grant` error.
export function googleToken(request: IncomingMessage, body: string, response: ServerResponse) {
  const form = new URLSearchParams(body);
  const basic = Buffer.from(
    (request.headers.authorization ?? "").replace(/^Basic /, ""),
    "base64",
  ).toString();
  if (basic !== "test-client.apps.googleusercontent.com:test-google-secret") {
    return json(response, 401, {
      error: "invalid_client",
      error_description: "The OAuth client was not found.",
    });
  }
  const grant = googleCodes.get(form.get("code") ?? "");
  if (
    form.get("grant_type") !== "authorization_code" ||
    !grant ||
    !form.get("code_verifier") ||
    !form.get("redirect_uri")?.endsWith("/api/auth/google/callback")
  ) {
    return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
  }
  googleCodes.delete(form.get("code") ?? "");
  const accessToken = `ya29.test-${Math.random().toString(36).slice(2)}`;
  googleTokens.set(accessToken, grant);
  return json(response, 200, {
    access_token: accessToken,
    expires_in: 3599,
    scope: "openid https://www.googleapis.com/auth/userinfo.email",
    token_type: "Bearer",
    id_token: "header.payload.signature",
  });
}

// Google's OpenID userinfo endpoint: bearer token in, profile claims out.
export function googleUserInfo(request: IncomingMessage, response: ServerResponse) {
  const grant = googleTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!grant) {
    return json(response, 401, { error: "invalid_request", error_description: "Invalid Credentials" });
  }
  // A person without a given sub keeps one derived from their first address, as a real account would.
  const sub =
    grant.sub ?? `1${[...grant.email].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e15, 7)}`;
  return json(response, 200, { sub, email: grant.email, email_verified: grant.emailVerified });
}

/** A test's authorisation code: what Google will say about the person who signed in with it. */
export function registerGoogleCode(code: string, grant: GoogleGrant) {
  googleCodes.set(code, grant);
}
