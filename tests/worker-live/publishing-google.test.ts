import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "~/server/env.server";
import { GOOGLE_BUSINESS_SCOPE } from "~/server/providers/publishing/google-business.server";
import { LIVE_PUBLISHING_LABEL, livePublishingFromConfig } from "~/server/providers/publishing/live.server";
import {
  type OutgoingPost,
  PublishError,
  type PublishingProvider,
} from "~/server/providers/publishing/types";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const REDIRECT = "https://fullhouse.example/api/connections/google/callback";
const RED_LION = "accounts/112233445566/locations/9988776655";
// 43 characters, as a PKCE verifier must be at least.
const VERIFIER = "pkce-verifier-0123456789-abcdefghijklmnopqr";

function live(): PublishingProvider {
  const provider = livePublishingFromConfig(readConfig(env));
  if (!provider) throw new Error("live publishing is not configured");
  return provider;
}

interface Recorded {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string;
}

async function requests(service: string): Promise<Recorded[]> {
  return (await fetch(`${fake}/__control/requests?service=${service}`)).json<Json>();
}

async function control(action: string, body: unknown = {}) {
  const response = await fetch(`${fake}/__control/business-profile/${action}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function posts(): Promise<Json[]> {
  return (await fetch(`${fake}/__control/business-profile/posts`)).json<Json>();
}

async function connect(provider = live()) {
  await control("codes", { code: "g-code-1" });
  return provider.connect.google.exchange({
    code: "g-code-1",
    codeVerifier: VERIFIER,
    redirectUri: REDIRECT,
  });
}

function post(accessToken: string, overrides: Partial<OutgoingPost> = {}): OutgoingPost {
  return {
    platform: "google",
    targetId: RED_LION,
    accessToken,
    text: "Sunday roast is back: beef, pork or nut roast with all the trimmings, served 12 till 5.",
    idempotencyKey: "post-7:google",
    ...overrides,
  };
}

async function failure(work: Promise<unknown>): Promise<PublishError> {
  const error = await work.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(PublishError);
  return error as PublishError;
}

beforeEach(async () => {
  await fetch(`${fake}/__control/business-profile/state`, { method: "DELETE" });
  for (const service of ["google", "gbp-accounts", "gbp-info", "gbp-posts"]) {
    await fetch(`${fake}/__control/requests?service=${service}`, { method: "DELETE" });
  }
});

describe("Google Business Profile connection", () => {
  it("is part of the live provider", () => {
    expect(live()).toMatchObject({ kind: "live", label: LIVE_PUBLISHING_LABEL });
  });

  it("asks for business.manage with PKCE, offline access and a fresh consent", async () => {
    const url = live().connect.google.authorizationUrl({
      state: "st-9",
      codeVerifier: VERIFIER,
      redirectUri: REDIRECT,
    });
    expect(`${url.origin}${url.pathname}`).toBe(`${fake}/google/o/oauth2/v2/auth`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: "test-client.apps.googleusercontent.com",
      redirect_uri: REDIRECT,
      response_type: "code",
      state: "st-9",
      scope: GOOGLE_BUSINESS_SCOPE,
      access_type: "offline",
      prompt: "consent",
      code_challenge_method: "S256",
    });
    // S256 challenge = base64url(SHA-256(verifier)), unpadded.
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(VERIFIER)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(query.code_challenge).toBe(challenge);
  });

  it("exchanges the code with its verifier and lists every location of the account", async () => {
    const grant = await connect();
    const [token] = await requests("google");
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toMatchObject({
      grant_type: "authorization_code",
      code: "g-code-1",
      code_verifier: VERIFIER,
      redirect_uri: REDIRECT,
    });
    expect(grant.refreshToken).toMatch(/^1\/\/gbp-refresh-/);
    expect(grant.accessToken).toMatch(/^ya29\./);
    expect((grant.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(3500 * 1000);
    expect(grant.displayName).toBe("Sam Ashby");
    expect(grant.accounts).toEqual([
      { platform: "google", targetId: RED_LION, name: "The Red Lion" },
      { platform: "google", targetId: "accounts/112233445566/locations/9988776656", name: "The Crown Inn" },
    ]);
    const [locations] = await requests("gbp-info");
    expect(locations?.path).toBe("/gbp-info/v1/accounts/112233445566/locations");
    expect(new URLSearchParams(locations?.query).get("readMask")).toBe("name,title");
    expect(locations?.headers.authorization).toBe(`Bearer ${grant.accessToken}`);
  });

  it("renews an expired access token with the refresh token", async () => {
    const provider = live();
    const grant = await connect(provider);
    await control("expire-access-tokens");
    expect((await failure(provider.publish(post(grant.accessToken)))).reason).toBe("auth_expired");
    const renewed = await provider.connect.google.refresh!(grant.refreshToken!);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    const refresh = (await requests("google")).pop();
    expect(Object.fromEntries(new URLSearchParams(refresh?.body))).toEqual({
      grant_type: "refresh_token",
      refresh_token: grant.refreshToken,
    });
    await provider.publish(post(renewed.accessToken));
    expect(await posts()).toHaveLength(1);
  });

  it("revokes the grant, after which neither token works", async () => {
    const provider = live();
    const grant = await connect(provider);
    await provider.connect.google.revoke(grant.refreshToken!);
    const revoke = (await requests("google")).find((request) => request.path === "/google/revoke");
    expect(new URLSearchParams(revoke?.body).get("token")).toBe(grant.refreshToken);
    expect((await failure(provider.publish(post(grant.accessToken)))).reason).toBe("auth_expired");
    await expect(provider.connect.google.refresh!(grant.refreshToken!)).rejects.toMatchObject({
      reason: "auth_expired",
    });
    // Revoking a token Google already dropped is not an error.
    await provider.connect.google.revoke(grant.refreshToken!);
  });
});

describe("Google local posts", () => {
  it("publishes a STANDARD post with its picture and button, in British English", async () => {
    const provider = live();
    const grant = await connect(provider);
    const result = await provider.publish(
      post(grant.accessToken, {
        image: { url: "https://fullhouse.example/public-images/roast.jpg?sig=abc", width: 1200, height: 900 },
        google: {
          topicType: "STANDARD",
          callToAction: { actionType: "BOOK", url: "https://redlion.example/book" },
        },
      }),
    );
    const [sent] = await posts();
    expect(sent).toMatchObject({
      parent: RED_LION,
      languageCode: "en-GB",
      topicType: "STANDARD",
      summary: "Sunday roast is back: beef, pork or nut roast with all the trimmings, served 12 till 5.",
      callToAction: { actionType: "BOOK", url: "https://redlion.example/book" },
      media: [
        { mediaFormat: "PHOTO", sourceUrl: "https://fullhouse.example/public-images/roast.jpg?sig=abc" },
      ],
    });
    expect(result).toEqual({ externalId: sent.name, permalink: sent.searchUrl });
    const [request] = await requests("gbp-posts");
    expect(request?.path).toBe(`/gbp-posts/v4/${RED_LION}/localPosts`);
  });

  it("publishes an EVENT post with its schedule in London's wall-clock time", async () => {
    const provider = live();
    const grant = await connect(provider);
    await provider.publish(
      post(grant.accessToken, {
        text: "Quiz night: teams of up to six, £2 a head, cash prize.",
        google: {
          topicType: "EVENT",
          // 20:00 to 23:00 BST on Thursday 16 July 2026.
          event: { title: "Quiz night", startsAt: "2026-07-16T19:00:00Z", endsAt: "2026-07-16T22:00:00Z" },
          callToAction: { actionType: "CALL" },
        },
      }),
    );
    const [sent] = await posts();
    expect(sent.topicType).toBe("EVENT");
    expect(sent.event).toEqual({
      title: "Quiz night",
      schedule: {
        startDate: { year: 2026, month: 7, day: 16 },
        startTime: { hours: 20, minutes: 0, seconds: 0, nanos: 0 },
        endDate: { year: 2026, month: 7, day: 16 },
        endTime: { hours: 23, minutes: 0, seconds: 0, nanos: 0 },
      },
    });
    // A CALL button rings the listing's number: it carries no link.
    expect(sent.callToAction).toEqual({ actionType: "CALL" });
  });

  it("publishes an OFFER post with its title, dates, coupon and terms, and no button", async () => {
    const provider = live();
    const grant = await connect(provider);
    await provider.publish(
      post(grant.accessToken, {
        text: "Two steaks and a bottle of house red for £30.",
        google: {
          topicType: "OFFER",
          event: { title: "Steak night", startsAt: "2026-12-07T17:00:00Z", endsAt: "2026-12-10T22:00:00Z" },
          offer: { couponCode: "STEAK30", termsConditions: "Dine in only." },
          callToAction: { actionType: "BOOK", url: "https://redlion.example/book" },
        },
      }),
    );
    const [sent] = await posts();
    expect(sent).toMatchObject({
      topicType: "OFFER",
      state: "LIVE",
      event: {
        title: "Steak night",
        schedule: {
          startDate: { year: 2026, month: 12, day: 7 },
          startTime: { hours: 17, minutes: 0, seconds: 0, nanos: 0 },
          endDate: { year: 2026, month: 12, day: 10 },
          endTime: { hours: 22, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      offer: { couponCode: "STEAK30", termsConditions: "Dine in only." },
    });
    // The reference: callToAction is ignored for OFFER, so it is left out.
    expect(sent).not.toHaveProperty("callToAction");
  });

  it("refuses what Google refuses: an event without its schedule, a button without its link", async () => {
    const grant = await connect();
    const request = (body: Record<string, unknown>) =>
      fetch(`${fake}/gbp-posts/v4/${RED_LION}/localPosts`, {
        method: "POST",
        headers: { Authorization: `Bearer ${grant.accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ languageCode: "en-GB", summary: "Quiz night", ...body }),
      });
    const noSchedule = await request({ topicType: "EVENT", event: { title: "Quiz night" } });
    expect(noSchedule.status).toBe(400);
    expect(await noSchedule.json()).toMatchObject({ error: { code: 400, status: "INVALID_ARGUMENT" } });
    const noLink = await request({ topicType: "STANDARD", callToAction: { actionType: "BOOK" } });
    expect(noLink.status).toBe(400);
    const tooLong = await request({ topicType: "STANDARD", summary: "a".repeat(1501) });
    expect(tooLong.status).toBe(400);
    expect(await posts()).toEqual([]);
  });

  it("reports a post Google turned down (a phone number in the text) as rejected, not published", async () => {
    const provider = live();
    const grant = await connect(provider);
    const error = await failure(
      provider.publish(post(grant.accessToken, { text: "Sunday roast: ring 01234 567890 to book." })),
    );
    expect(error.reason).toBe("rejected");
    expect(error.message).toContain("phone number");
    const [sent] = await posts();
    expect(sent?.state).toBe("REJECTED");
  });

  it("refuses a summary over 1,500 characters before sending it", async () => {
    const provider = live();
    const grant = await connect(provider);
    const error = await failure(
      provider.publish(post(grant.accessToken, { text: "Cask ale. ".repeat(160) })),
    );
    expect(error.reason).toBe("rejected");
    expect(error.message).toContain("1500");
    expect(await requests("gbp-posts")).toEqual([]);
  });

  it("backs off on RESOURCE_EXHAUSTED with Google's Retry-After, and retries later on a 503", async () => {
    const provider = live();
    const grant = await connect(provider);
    await control("next-error", { status: 429, retryAfter: "120" });
    const limited = await failure(provider.publish(post(grant.accessToken)));
    expect(limited).toMatchObject({
      reason: "rate_limited",
      details: { retryAfterSeconds: 120, platformCode: 429 },
    });
    await control("next-error", { status: 503 });
    expect((await failure(provider.publish(post(grant.accessToken)))).reason).toBe("unavailable");
    expect(await posts()).toEqual([]);
  });

  it("reports Google's INVALID_ARGUMENT as rejected", async () => {
    const provider = live();
    const grant = await connect(provider);
    // An unknown location: the fake answers 404 NOT_FOUND, also a refusal that retrying cannot fix.
    const missing = await failure(
      provider.publish(post(grant.accessToken, { targetId: "accounts/112233445566/locations/1" })),
    );
    expect(missing.reason).toBe("rejected");
    // A post with neither words nor a picture: Google's own 400 INVALID_ARGUMENT.
    const empty = await failure(provider.publish(post(grant.accessToken, { text: "  " })));
    expect(empty).toMatchObject({ reason: "rejected", details: { platformCode: 400 } });
    const broken = await failure(
      provider.publish(post(grant.accessToken, { google: { topicType: "EVENT", event: undefined } })),
    );
    expect(broken.reason).toBe("rejected");
  });
});
