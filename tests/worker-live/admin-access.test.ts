import { env } from "cloudflare:test";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { call, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;
const ISSUER = `${fake}/access`;
const AUDIENCE = "test-access-audience-tag";
const KID = "access-test-key-1";
const PAGE = "/admin-live-admin-key";
const DATA_CALLS = ["/api/admin/users-usage", "/api/admin/analytics", "/api/admin/payment-schedule"];

let signingKey: CryptoKey;
let adminEmail: string;

interface TokenOptions {
  email?: string;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
  kid?: string;
}

/** A real RS256 token shaped like Access's: kid header, aud, iss, email, iat/exp. */
function accessToken({
  email = adminEmail,
  audience = AUDIENCE,
  issuer = ISSUER,
  expiresAt = Math.floor(Date.now() / 1000) + 600,
  key = signingKey,
  kid = KID,
}: TokenOptions = {}) {
  return new SignJWT({ email, type: "app", identity_nonce: "nonce" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setAudience(audience)
    .setIssuer(issuer)
    .setSubject(crypto.randomUUID())
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

function base64url(value: unknown) {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const withToken = (path: string, token: string) =>
  call(path, { headers: { "Cf-Access-Jwt-Assertion": token } });

/** The data calls answer `status`; the page itself is refused with 403 either way. */
async function expectDenied(token: string, status = 403) {
  for (const path of DATA_CALLS) {
    const response = await withToken(path, token);
    expect(response.status, path).toBe(status);
    expect((await response.json<Json>()).error.message).toBe("Admin access required");
  }
  const page = await withToken(PAGE, token);
  expect(page.status).toBe(403);
  expect(await page.text()).not.toContain("Admin Dashboard");
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  signingKey = pair.privateKey as CryptoKey;
  const jwk = await exportJWK(pair.publicKey);
  await fetch(`${fake}/__control/access/keys`, {
    method: "POST",
    body: JSON.stringify({ keys: [{ ...jwk, kid: KID, alg: "RS256", use: "sig" }] }),
  });
  adminEmail = uniqueEmail("access-admin");
  await createAccount(services, { email: adminEmail, plan: "pro", role: "admin" });
});

describe("admin behind Cloudflare Access (production mode)", () => {
  it("accepts a valid Access token for an admin account on the page and every data call", async () => {
    const token = await accessToken();
    for (const path of DATA_CALLS) {
      const response = await withToken(path, token);
      expect(response.status, path).toBe(200);
    }
    const page = await withToken(PAGE, token);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(adminEmail);
    expect(html).not.toContain("Login to Admin Dashboard");
    // The keys were fetched from the team's certs URL (and are cached: not once per call).
    const fetched = (await (await fetch(`${fake}/__control/requests?service=access`)).json()) as Json[];
    expect(fetched.length).toBeGreaterThanOrEqual(1);
    expect(fetched.length).toBeLessThan(DATA_CALLS.length + 1);
    expect(fetched[0].path).toBe("/access/cdn-cgi/access/certs");
  });

  it("answers 401 with no token and 403 for a token signed by someone else's key", async () => {
    await expectDenied("", 401);
    const forger = await generateKeyPair("RS256", { extractable: true });
    await expectDenied(await accessToken({ key: forger.privateKey as CryptoKey }));
    // The same header and claims with a tampered payload fail the signature too.
    const [header, , signature] = (await accessToken()).split(".");
    const tampered = base64url({
      email: "someone-else@test.pub",
      aud: AUDIENCE,
      iss: ISSUER,
      exp: 9_999_999_999,
    });
    await expectDenied(`${header}.${tampered}.${signature}`);
  });

  it("refuses an expired token", async () => {
    await expectDenied(await accessToken({ expiresAt: Math.floor(Date.now() / 1000) - 120 }));
  });

  it("refuses a token for another Access application (wrong audience) or another team (wrong issuer)", async () => {
    await expectDenied(await accessToken({ audience: "some-other-application" }));
    await expectDenied(await accessToken({ issuer: "https://other-team.cloudflareaccess.com" }));
  });

  it("refuses an unsigned alg:none token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: "none", typ: "JWT", kid: KID })}.${base64url({
      email: adminEmail,
      aud: AUDIENCE,
      iss: ISSUER,
      iat: now,
      exp: now + 600,
    })}.`;
    await expectDenied(unsigned);
  });

  it("refuses a valid token whose account is not an admin, or has no account", async () => {
    const userEmail = uniqueEmail("access-user");
    await createAccount(services, { email: userEmail, plan: "pro" });
    await expectDenied(await accessToken({ email: userEmail }));
    await expectDenied(await accessToken({ email: uniqueEmail("nobody") }));
  });

  it("lets the Access admin act, and the audit log names them", async () => {
    const trialEmail = uniqueEmail("access-trial");
    await createAccount(services, { email: trialEmail });
    const token = await accessToken();
    const granted = await call("/api/admin/grants", {
      method: "POST",
      json: { email: trialEmail, meter: "credits", amount: 5 },
      headers: { "Cf-Access-Jwt-Assertion": token },
    });
    expect(granted.status).toBe(200);
    expect(await granted.json<Json>()).toMatchObject({ used: 0, limit: 15 });
    const log = await (await withToken("/api/admin/audit-log", token)).json<Json>();
    expect(log.entries[0]).toMatchObject({
      action: "grant",
      actorEmail: adminEmail,
      targetEmail: trialEmail,
    });
    // The same action with a forged token changes nothing.
    const forger = await generateKeyPair("RS256", { extractable: true });
    const refused = await call("/api/admin/grants", {
      method: "POST",
      json: { email: trialEmail, meter: "credits", amount: 5 },
      headers: { "Cf-Access-Jwt-Assertion": await accessToken({ key: forger.privateKey as CryptoKey }) },
    });
    expect(refused.status).toBe(403);
  });

  it("has no password login in production", async () => {
    const response = await call("/api/admin/login", {
      method: "POST",
      json: { email: "admin@demo.pub", password: "change-me-locally" },
    });
    expect(response.status).toBe(403);
    expect((await response.json<Json>()).error.message).toMatch(/Cloudflare Access/);
  });
});
