import type { AppConfig } from "~/server/env.server";

type RemoteKeySet = ReturnType<typeof import("jose").createRemoteJWKSet>;

// One key set per team domain per isolate: jose caches the fetched keys inside it and refetches
// only for an unknown key id (after a cool-down), so a busy admin page does not hit the certs URL.
const keySets = new Map<string, RemoteKeySet>();

function teamIssuer(teamDomain: string): string {
  return teamDomain.replace(/\/+$/, "");
}

async function keySetFor(teamDomain: string): Promise<RemoteKeySet> {
  const issuer = teamIssuer(teamDomain);
  let keys = keySets.get(issuer);
  if (!keys) {
    const { createRemoteJWKSet } = await import("jose");
    keys = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`));
    keySets.set(issuer, keys);
  }
  return keys;
}

/**
 * Verifies a Cloudflare Access token (`Cf-Access-Jwt-Assertion`): RS256 only (so `alg: none` and
 * HMAC tricks fail), signed by one of the team's published keys, `aud` = CF_ACCESS_AUD, `iss` = the
 * team domain, not expired. Answers the signed-in e-mail, or null for any token that fails.
 */
export async function verifyAccessToken(config: AppConfig, token: string): Promise<string | null> {
  const teamDomain = config.CF_ACCESS_TEAM_DOMAIN;
  const audience = config.CF_ACCESS_AUD;
  if (!teamDomain || !audience) return null;
  const { jwtVerify } = await import("jose");
  try {
    const { payload } = await jwtVerify(token, await keySetFor(teamDomain), {
      algorithms: ["RS256"],
      audience,
      issuer: teamIssuer(teamDomain),
      requiredClaims: ["exp", "email"],
    });
    return typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  } catch (error) {
    // A key-set fetch failure is worth a log line; a bad token is just a denial.
    if (error instanceof Error && /fetch|JWKS|network/i.test(error.message)) {
      console.error("Cloudflare Access keys could not be read", error);
    }
    return null;
  }
}
