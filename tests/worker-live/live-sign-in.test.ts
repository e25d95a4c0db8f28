import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createHttpEmail } from "~/server/providers/email/http-api.server";
import { call, cookiesFrom, type Json, services, uniqueEmail } from "../worker/helpers";

const fake = env.FAKE_URL!;

interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

async function recorded(service: string): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/__control/requests?service=${service}`)).json<Json>();
}

async function waitForEmailTo(to: string) {
  for (let i = 0; i < 50; i++) {
    const found = (await recorded("resend")).find((request) => JSON.parse(request.body).to?.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** Starts Google sign-in and answers the state and flow cookie it set. */
async function beginGoogle() {
  const response = await call("/api/login");
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location")!);
  return { location, flowCookie: cookiesFrom(response) };
}

describe("Google sign-in (live)", () => {
  it("redirects to Google with PKCE (S256), state, our client id and callback", async () => {
    const { location, flowCookie } = await beginGoogle();
    expect(`${location.origin}${location.pathname}`).toBe(`${fake}/google/o/oauth2/v2/auth`);
    expect(location.searchParams.get("client_id")).toBe("test-client.apps.googleusercontent.com");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://fullhouse.example/api/auth/google/callback",
    );
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get("scope")).toBe("openid email");
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(flowCookie).toContain("fh_oauth=");
  });

  it("signs a person in from Google's callback with a Secure __Host- session cookie", async () => {
    const email = uniqueEmail("google");
    const { location, flowCookie } = await beginGoogle();
    await fetch(`${fake}/__control/google/codes`, {
      method: "POST",
      body: JSON.stringify({ code: "code-1", email }),
    });

    const state = location.searchParams.get("state")!;
    const callback = await call(`/api/auth/google/callback?code=code-1&state=${state}`, {
      cookie: flowCookie,
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/dashboard");
    const session = callback.headers.getSetCookie().find((header) => header.startsWith("__Host-fh_session="));
    expect(session).toContain("Secure");
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");

    const user = await (await call("/api/auth/user", { cookie: cookiesFrom(callback) })).json<Json>();
    expect(user).toMatchObject({ email, currentPlan: "trial" });

    // The token request carried the PKCE verifier and the client's credentials.
    const tokenRequest = (await recorded("google")).find((request) => request.path === "/google/token");
    const form = new URLSearchParams(tokenRequest!.body);
    expect(form.get("code_verifier")).toMatch(/^[\w-]{43}$/);
    expect(form.get("grant_type")).toBe("authorization_code");
    expect(tokenRequest!.headers.authorization).toMatch(/^Basic /);
  });

  it("refuses a callback whose state does not match the one we set", async () => {
    const { flowCookie } = await beginGoogle();
    const callback = await call("/api/auth/google/callback?code=whatever&state=forged", {
      cookie: flowCookie,
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.getSetCookie().some((header) => header.startsWith("__Host-fh_session="))).toBe(
      false,
    );
  });

  it("refuses a code Google rejects (invalid_grant) and an unverified address", async () => {
    const { location, flowCookie } = await beginGoogle();
    const state = location.searchParams.get("state")!;
    const bad = await call(`/api/auth/google/callback?code=unknown&state=${state}`, { cookie: flowCookie });
    expect(bad.headers.getSetCookie().some((header) => header.startsWith("__Host-fh_session="))).toBe(false);

    const email = uniqueEmail("unverified");
    await fetch(`${fake}/__control/google/codes`, {
      method: "POST",
      body: JSON.stringify({ code: "code-unverified", email, emailVerified: false }),
    });
    const unverified = await call(`/api/auth/google/callback?code=code-unverified&state=${state}`, {
      cookie: flowCookie,
    });
    expect(unverified.headers.getSetCookie().some((header) => header.startsWith("__Host-fh_session="))).toBe(
      false,
    );
  });
});

describe("Google accounts keyed by sub", () => {
  /** One Google sign-in from start to callback; the signed-in user, or null when refused. */
  async function signInWithGoogle(grant: { email: string; sub: string; emailVerified?: boolean }) {
    const { location, flowCookie } = await beginGoogle();
    const code = `code-${crypto.randomUUID()}`;
    await fetch(`${fake}/__control/google/codes`, {
      method: "POST",
      body: JSON.stringify({ code, ...grant }),
    });
    const state = location.searchParams.get("state")!;
    const callback = await call(`/api/auth/google/callback?code=${code}&state=${state}`, {
      cookie: flowCookie,
    });
    if (!callback.headers.getSetCookie().some((header) => header.startsWith("__Host-fh_session=")))
      return null;
    return (await call("/api/auth/user", { cookie: cookiesFrom(callback) })).json<Json>();
  }

  it("finds the person by sub even after they change their address at Google", async () => {
    const sub = `sub-${crypto.randomUUID()}`;
    const first = await signInWithGoogle({ email: uniqueEmail("sub"), sub });
    const renamed = await signInWithGoogle({ email: uniqueEmail("renamed"), sub });
    expect(renamed.id).toBe(first.id);
    expect(renamed.email).toBe(first.email);
  });

  it("links an existing e-mail account on its first Google sign-in, and never to a second Google account", async () => {
    const email = uniqueEmail("linked");
    const account = await createAccount(services, { email });
    const owner = `sub-${crypto.randomUUID()}`;
    expect((await signInWithGoogle({ email, sub: owner }))?.id).toBe(account.id);
    // Someone else's Google account now claiming the same (verified) address gets nothing.
    expect(await signInWithGoogle({ email, sub: `sub-${crypto.randomUUID()}` })).toBeNull();
    expect((await signInWithGoogle({ email, sub: owner }))?.id).toBe(account.id);
  });

  it("never links by an address Google has not verified", async () => {
    const email = uniqueEmail("unverified-link");
    await createAccount(services, { email });
    expect(
      await signInWithGoogle({ email, sub: `sub-${crypto.randomUUID()}`, emailVerified: false }),
    ).toBeNull();
  });
});

describe("Quick Access (live): e-mailed single-use links", () => {
  it("answers the same for known and unknown addresses, and e-mails only the known one", async () => {
    const email = uniqueEmail("known");
    await createAccount(services, { email });
    const known = await call("/api/temp-access", { method: "POST", json: { email } });
    const unknown = await call("/api/temp-access", {
      method: "POST",
      json: { email: uniqueEmail("nobody") },
    });
    expect(known.status).toBe(200);
    expect(await known.json<Json>()).toEqual(await unknown.json<Json>());
    expect(known.headers.getSetCookie()).toEqual([]);

    const message = await waitForEmailTo(email);
    expect(message.headers.authorization).toBe("Bearer re_test_key");
    const body = JSON.parse(message.body);
    expect(body.from).toBe("Full House <hello@fullhouse.pub>");
    expect(body.subject).toBe("Your Full House sign-in link");
    expect(body.text).toMatch(/https:\/\/fullhouse\.example\/auth\/magic\?token=[\w-]+/);
  });

  it("signs in once with the link, and never again", async () => {
    const email = uniqueEmail("link");
    await createAccount(services, { email });
    await call("/api/temp-access", { method: "POST", json: { email } });
    const message = await waitForEmailTo(email);
    const link = new URL(JSON.parse(message.body).text.match(/https:\/\/\S+/)[0]);
    const token = link.searchParams.get("token")!;

    // Opening the link (as a mail scanner would) does not use it up.
    expect((await call(`/auth/magic?token=${token}`)).status).toBe(200);

    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const first = await call("/auth/magic", { method: "POST", body: `token=${token}`, headers: form });
    expect(first.status).toBe(302);
    const user = await (await call("/api/auth/user", { cookie: cookiesFrom(first) })).json<Json>();
    expect(user.email).toBe(email);

    const second = await call("/auth/magic", { method: "POST", body: `token=${token}`, headers: form });
    expect(second.headers.getSetCookie().some((header) => header.startsWith("__Host-fh_session="))).toBe(
      false,
    );
  });

  it("hides /dev routes in production", async () => {
    expect((await call("/dev/outbox")).status).toBe(404);
    expect((await call("/dev/seed", { method: "POST" })).status).toBe(404);
  });
});

describe("the e-mail adapter", () => {
  it("turns the API's error answers into a clear 503", async () => {
    const wrongKey = createHttpEmail({ apiKey: "re_wrong", from: "a@b.pub", baseUrl: `${fake}/resend` });
    await expect(
      wrongKey.send({ to: "x@y.pub", subject: "s", text: "t", tag: "test" }),
    ).rejects.toMatchObject({
      status: 503,
      message: "The e-mail service refused the message: API key is invalid.",
    });
    const good = createHttpEmail({ apiKey: "re_test_key", from: "a@b.pub", baseUrl: `${fake}/resend` });
    await expect(
      good.send({ to: "bounce@y.pub", subject: "s", text: "t", tag: "test" }),
    ).rejects.toMatchObject({
      status: 503,
    });
    await expect(good.send({ to: "ok@y.pub", subject: "s", text: "t", tag: "test" })).resolves.toMatchObject({
      id: expect.any(String),
    });
  });
});
