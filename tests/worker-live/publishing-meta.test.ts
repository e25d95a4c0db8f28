import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "~/server/env.server";
import { createLivePublishing, livePublishingFromConfig } from "~/server/providers/publishing/live.server";
import { GRAPH_API_VERSION, META_SCOPES } from "~/server/providers/publishing/meta.server";
import {
  type OutgoingPost,
  PublishError,
  type PublishingProvider,
} from "~/server/providers/publishing/types";
import type { Json } from "../worker/helpers";

const fake = env.FAKE_URL!;
const config = readConfig(env);
const REDIRECT = "https://fullhouse.example/api/connections/meta/callback";
const RED_LION = { page: "101000000000001", instagram: "17841400000000001" };
const PORTRAIT = { url: `${fake}/media/1080x1350.jpg`, width: 1080, height: 1350 };

/** The live provider with Instagram's container polling shortened for the test. */
function live(): PublishingProvider {
  const fromConfig = livePublishingFromConfig(config);
  if (!fromConfig) throw new Error("live publishing is not configured");
  return createLivePublishing({
    meta: {
      appId: config.META_APP_ID!,
      appSecret: config.META_APP_SECRET!,
      graphUrl: config.META_GRAPH_URL,
      oauthUrl: config.META_OAUTH_URL,
      loginConfigId: config.META_LOGIN_CONFIG_ID,
      containerPollMs: 5,
    },
    google: {
      clientId: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      revokeUrl: config.GOOGLE_REVOKE_URL,
      accountsUrl: config.GOOGLE_BUSINESS_ACCOUNTS_URL,
      informationUrl: config.GOOGLE_BUSINESS_INFORMATION_URL,
      postsUrl: config.GOOGLE_BUSINESS_POSTS_URL,
    },
  });
}

interface Recorded {
  method: string;
  path: string;
  query: string;
  body: string;
}

async function graphRequests(): Promise<Recorded[]> {
  return (await fetch(`${fake}/__control/requests?service=graph`)).json<Json>();
}

async function published(): Promise<Json[]> {
  return (await fetch(`${fake}/__control/graph/published`)).json<Json>();
}

async function control(action: string, body: unknown = {}) {
  const response = await fetch(`${fake}/__control/graph/${action}`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Connects through the whole flow and hands back the Red Lion's Page token. */
async function connect(provider = live()) {
  await control("codes", { code: "fb-code-1" });
  const grant = await provider.connect.meta.exchange({
    code: "fb-code-1",
    codeVerifier: "unused",
    redirectUri: REDIRECT,
  });
  const pageToken = grant.accounts.find((account) => account.targetId === RED_LION.page)?.accessToken;
  if (!pageToken) throw new Error("no Page token");
  return { grant, pageToken };
}

function post(overrides: Partial<OutgoingPost>): OutgoingPost {
  return {
    platform: "facebook",
    targetId: RED_LION.page,
    accessToken: "",
    text: "Quiz night tonight from 8pm. Teams of up to six. #quiz",
    idempotencyKey: "post-1:facebook",
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
  await fetch(`${fake}/__control/graph/state`, { method: "DELETE" });
  await fetch(`${fake}/__control/requests?service=graph`, { method: "DELETE" });
});

describe("Meta connection (Facebook Login for Business)", () => {
  it("sends the owner to the login dialog with the publishing scopes and the state", () => {
    const url = live().connect.meta.authorizationUrl({
      state: "st-123",
      codeVerifier: "v",
      redirectUri: REDIRECT,
    });
    expect(`${url.origin}${url.pathname}`).toBe(`${fake}/facebook/${GRAPH_API_VERSION}/dialog/oauth`);
    expect(url.searchParams.get("client_id")).toBe("1234567890");
    expect(url.searchParams.get("state")).toBe("st-123");
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual([...META_SCOPES]);
    // Login for Business shows the owner the app's saved configuration (token type, assets, permissions).
    expect(url.searchParams.get("config_id")).toBe("987654321012345");
  });

  it("exchanges the code, swaps the user token for a long-lived one and lists Pages with their Instagram accounts", async () => {
    const { grant } = await connect();
    const requests = await graphRequests();
    const [code, swap] = requests.filter((request) => request.path.endsWith("/oauth/access_token"));
    expect(code?.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(code?.body))).toMatchObject({
      grant_type: "authorization_code",
      code: "fb-code-1",
      redirect_uri: REDIRECT,
      client_id: "1234567890",
    });
    expect(Object.fromEntries(new URLSearchParams(swap?.query))).toMatchObject({
      grant_type: "fb_exchange_token",
      client_id: "1234567890",
      client_secret: "meta-test-secret",
    });
    // Every call is on the pinned version.
    expect(requests.every((request) => request.path.startsWith(`/graph/${GRAPH_API_VERSION}/`))).toBe(true);
    expect(grant.accessToken).toMatch(/^EAAlong/);
    // About 60 days from now.
    expect((grant.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000);
    expect(grant.displayName).toBe("Sam Ashby");
    expect(grant.accounts.map(({ platform, targetId, name }) => ({ platform, targetId, name }))).toEqual([
      { platform: "facebook", targetId: RED_LION.page, name: "The Red Lion" },
      { platform: "instagram", targetId: RED_LION.instagram, name: "@redlionpub" },
      { platform: "facebook", targetId: "101000000000002", name: "The Crown Inn" },
    ]);
    // Instagram publishes with its Page's token.
    expect(grant.accounts[1]?.accessToken).toBe(grant.accounts[0]?.accessToken);
    expect(grant.accounts[0]?.accessToken).toMatch(/^EAApage101000000000001/);
  });

  it("refuses a code that was already used", async () => {
    await connect();
    const again = live().connect.meta.exchange({
      code: "fb-code-1",
      codeVerifier: "v",
      redirectUri: REDIRECT,
    });
    await expect(again).rejects.toMatchObject({ status: 400 });
  });

  it("revokes by withdrawing the app's permissions, after which the tokens no longer work", async () => {
    const provider = live();
    const { grant, pageToken } = await connect(provider);
    await provider.connect.meta.revoke(grant.accessToken);
    const revoke = (await graphRequests()).find((request) => request.method === "DELETE");
    expect(revoke?.path).toBe(`/graph/${GRAPH_API_VERSION}/me/permissions`);
    const error = await failure(provider.publish(post({ accessToken: pageToken })));
    expect(error.reason).toBe("auth_expired");
    // Revoking a dead token again is not an error.
    await provider.connect.meta.revoke(grant.accessToken);
  });
});

describe("Publishing to a Facebook Page", () => {
  it("posts words to the Page's feed with the Page token and returns the permalink", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    const result = await provider.publish(post({ accessToken: pageToken }));
    const [live1] = await published();
    expect(live1).toMatchObject({ platform: "facebook", targetId: RED_LION.page, imageUrl: null });
    expect(live1.text).toBe("Quiz night tonight from 8pm. Teams of up to six. #quiz");
    expect(result.externalId).toBe(live1.id);
    expect(result.permalink).toBe(
      `https://www.facebook.com/${RED_LION.page}/posts/${live1.id.split("_")[1]}`,
    );
    const feed = (await graphRequests()).find((request) => request.path.endsWith(`/${RED_LION.page}/feed`));
    expect(new URLSearchParams(feed?.body).get("access_token")).toBe(pageToken);
  });

  it("posts a poster as a Page photo with the words as its caption", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    const result = await provider.publish(post({ accessToken: pageToken, image: PORTRAIT }));
    const [photo] = await published();
    expect(photo).toMatchObject({ platform: "facebook", imageUrl: PORTRAIT.url });
    expect(photo.text).toContain("Quiz night tonight");
    expect(result.externalId).toBe(photo.id);
    const calls = (await graphRequests()).map(
      (request) => `${request.method} ${request.path.split("/").slice(3).join("/")}`,
    );
    expect(calls).toContain(`POST ${RED_LION.page}/photos`);
    expect(calls).not.toContain(`POST ${RED_LION.page}/feed`);
  });

  it("reports an expired token as auth_expired with Graph's code and trace id", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("expire-tokens");
    const error = await failure(provider.publish(post({ accessToken: pageToken })));
    expect(error.reason).toBe("auth_expired");
    expect(error.details.platformCode).toBe(190);
    expect(error.details.traceId).toMatch(/^A/);
    expect(await published()).toEqual([]);
  });

  it.each([
    [4, "Application request limit reached", 300],
    [17, "User request limit reached", 300],
    [613, "Calls to this api have exceeded the rate limit.", 300],
  ])("backs off on throttling code %i", async (code, message, retryAfter) => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("next-error", {
      status: 400,
      pathEndsWith: "/feed",
      error: { message, type: "OAuthException", code },
    });
    const error = await failure(provider.publish(post({ accessToken: pageToken })));
    expect(error.reason).toBe("rate_limited");
    expect(error.details).toMatchObject({ platformCode: code, retryAfterSeconds: retryAfter });
  });

  it("waits as long as the Page's business-use-case header says on code 32", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("next-error", {
      status: 400,
      pathEndsWith: "/feed",
      error: { message: "Page request limit reached", type: "OAuthException", code: 32 },
      headers: {
        "X-Business-Use-Case-Usage": JSON.stringify({
          [RED_LION.page]: [
            {
              type: "pages",
              call_count: 100,
              total_cputime: 20,
              total_time: 30,
              estimated_time_to_regain_access: 12,
            },
          ],
        }),
      },
    });
    const error = await failure(provider.publish(post({ accessToken: pageToken })));
    expect(error.reason).toBe("rate_limited");
    expect(error.details.retryAfterSeconds).toBe(12 * 60);
  });

  it("treats Meta's server errors as unavailable and a duplicate post as rejected", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("next-error", {
      status: 500,
      pathEndsWith: "/feed",
      error: { message: "An unknown error occurred", code: 1 },
    });
    expect((await failure(provider.publish(post({ accessToken: pageToken })))).reason).toBe("unavailable");
    await control("next-error", {
      status: 400,
      pathEndsWith: "/feed",
      error: { message: "(#506) Duplicate status message", type: "OAuthException", code: 506 },
    });
    expect((await failure(provider.publish(post({ accessToken: pageToken })))).reason).toBe("rejected");
  });
});

describe("Many Pages at once", () => {
  it("publishes to Pages a test adds, each with its own Page token", async () => {
    const response = await fetch(`${fake}/__control/graph/pages`, {
      method: "POST",
      body: JSON.stringify({
        pages: [
          {
            id: "102000000000001",
            name: "The Plough",
            instagram: { id: "17841400000000101", username: "theplough" },
          },
          { id: "102000000000002", name: "The Bell" },
        ],
      }),
    });
    const { tokens } = await response.json<Json>();
    const provider = live();
    await provider.publish(post({ targetId: "102000000000002", accessToken: tokens["102000000000002"] }));
    await provider.publish(
      post({
        platform: "instagram",
        targetId: "17841400000000101",
        accessToken: tokens["102000000000001"],
        image: PORTRAIT,
      }),
    );
    // A Page token only publishes for its own Page.
    const wrong = await failure(
      provider.publish(post({ targetId: "102000000000001", accessToken: tokens["102000000000002"] })),
    );
    expect(wrong.reason).toBe("auth_expired");
    expect((await published()).map((entry: Json) => entry.targetId)).toEqual([
      "102000000000002",
      "17841400000000101",
    ]);
  });
});

describe("Publishing to Instagram", () => {
  const instagram = (token: string, overrides: Partial<OutgoingPost> = {}) =>
    post({
      platform: "instagram",
      targetId: RED_LION.instagram,
      accessToken: token,
      image: PORTRAIT,
      ...overrides,
    });

  it("checks the daily limit, makes a container, waits for FINISHED, then publishes it", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await fetch(`${fake}/__control/requests?service=graph`, { method: "DELETE" });
    const result = await provider.publish(instagram(pageToken));
    const calls = (await graphRequests()).map(
      (request) => `${request.method} ${request.path.split("/").slice(3).join("/")}`,
    );
    // The first bare-id read is the container's status; the last is the published post's permalink.
    const containerId = calls.find((call) => /^GET \d+$/.test(call))?.split(" ")[1];
    expect(calls).toEqual([
      `GET ${RED_LION.instagram}/content_publishing_limit`,
      `POST ${RED_LION.instagram}/media`,
      `GET ${containerId}`,
      `GET ${containerId}`,
      `POST ${RED_LION.instagram}/media_publish`,
      `GET ${result.externalId}`,
    ]);
    const media = (await graphRequests()).find((request) => request.path.endsWith("/media"));
    expect(Object.fromEntries(new URLSearchParams(media?.body))).toMatchObject({
      image_url: PORTRAIT.url,
      caption: "Quiz night tonight from 8pm. Teams of up to six. #quiz",
    });
    const publish = (await graphRequests()).find((request) => request.path.endsWith("/media_publish"));
    expect(new URLSearchParams(publish?.body).get("creation_id")).toBe(containerId);
    const [live1] = await published();
    expect(live1).toMatchObject({
      platform: "instagram",
      targetId: RED_LION.instagram,
      imageUrl: PORTRAIT.url,
    });
    expect(result.externalId).toBe(live1.id);
    expect(result.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
  });

  it("refuses a post without a picture before calling Instagram", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await fetch(`${fake}/__control/requests?service=graph`, { method: "DELETE" });
    const error = await failure(provider.publish(instagram(pageToken, { image: undefined })));
    expect(error.reason).toBe("media_rejected");
    expect(error.message).toContain("need a picture");
    expect(await graphRequests()).toEqual([]);
  });

  it.each([
    ["a 2:1 banner", { width: 2000, height: 1000 }],
    ["a 9:16 story", { width: 1080, height: 1920 }],
  ])("refuses %s (outside 4:5 to 1.91:1)", async (_name, size) => {
    const provider = live();
    const { pageToken } = await connect(provider);
    const image = { url: `${fake}/media/${size.width}x${size.height}.jpg`, ...size };
    const error = await failure(provider.publish(instagram(pageToken, { image })));
    expect(error.reason).toBe("media_rejected");
    expect(error.message).toContain(`${size.width}×${size.height}`);
    expect(await published()).toEqual([]);
  });

  it("accepts the edges of the range: 4:5 portrait and 1.91:1 landscape", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await provider.publish(instagram(pageToken));
    await provider.publish(
      instagram(pageToken, { image: { url: `${fake}/media/1910x1000.jpg`, width: 1910, height: 1000 } }),
    );
    expect((await published()).map((entry: Json) => entry.imageUrl)).toEqual([
      PORTRAIT.url,
      `${fake}/media/1910x1000.jpg`,
    ]);
  });

  it("refuses a PNG, and the fake refuses one whose size was misreported (Graph 36003)", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    const png = { url: `${fake}/media/1080x1350.png`, width: 1080, height: 1350 };
    expect((await failure(provider.publish(instagram(pageToken, { image: png })))).reason).toBe(
      "media_rejected",
    );
    // The adapter was told 4:5 but the picture Instagram fetches is 2:1: Graph's own refusal maps the same way.
    const lying = { url: `${fake}/media/2000x1000.jpg`, width: 1080, height: 1350 };
    const error = await failure(provider.publish(instagram(pageToken, { image: lying })));
    expect(error).toMatchObject({ reason: "media_rejected", details: { platformCode: 36003 } });
    expect(await published()).toEqual([]);
  });

  it("refuses a caption Instagram would refuse: 31 hashtags, or over 2,200 characters", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    const tags = Array.from({ length: 31 }, (_, n) => `#pub${n}`).join(" ");
    const tooManyTags = await failure(
      provider.publish(instagram(pageToken, { text: `Quiz night! ${tags}` })),
    );
    expect(tooManyTags).toMatchObject({ reason: "rejected" });
    expect(tooManyTags.message).toContain("31");
    const long = await failure(provider.publish(instagram(pageToken, { text: "Real ale. ".repeat(221) })));
    expect(long.message).toContain("2,200");
    // Thirty tags is fine.
    const thirty = Array.from({ length: 30 }, (_, n) => `#pub${n}`).join(" ");
    await provider.publish(instagram(pageToken, { text: `Quiz night! ${thirty}` }));
    expect(await published()).toHaveLength(1);
  });

  it("reports a container that ends in ERROR as media_rejected and publishes nothing", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("next-container");
    const error = await failure(provider.publish(instagram(pageToken)));
    expect(error.reason).toBe("media_rejected");
    expect((await graphRequests()).some((request) => request.path.endsWith("/media_publish"))).toBe(false);
  });

  it("holds the 51st post of 24 hours without making a container", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("instagram-usage", { igUserId: RED_LION.instagram, count: 49, hoursAgo: 3 });
    await provider.publish(instagram(pageToken)); // the 50th goes out
    await fetch(`${fake}/__control/requests?service=graph`, { method: "DELETE" });
    const error = await failure(
      provider.publish(instagram(pageToken, { idempotencyKey: "post-51:instagram" })),
    );
    expect(error.reason).toBe("rate_limited");
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    // A day's cap, not a throttle: the scheduler waits for a slot without using up attempts.
    expect(error.details.dailyLimit).toBe(true);
    expect((await graphRequests()).map((request) => request.path.split("/").pop())).toEqual([
      "content_publishing_limit",
    ]);
    expect(await published()).toHaveLength(1);
  });

  it("maps Instagram's own over-the-limit refusal (code 9, subcode 2207042) to rate_limited", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("next-error", {
      status: 400,
      pathEndsWith: "/media_publish",
      error: {
        message:
          "You reached maximum number of posts that is allowed to be published by Content Publishing API.",
        type: "OAuthException",
        code: 9,
        error_subcode: 2207042,
      },
    });
    const error = await failure(provider.publish(instagram(pageToken)));
    expect(error.reason).toBe("rate_limited");
    expect(error.details.retryAfterSeconds).toBe(3600);
    expect(error.details.dailyLimit).toBe(true);
  });

  it("reports an expired Page token on Instagram as auth_expired", async () => {
    const provider = live();
    const { pageToken } = await connect(provider);
    await control("expire-tokens");
    const error = await failure(provider.publish(instagram(pageToken)));
    expect(error).toMatchObject({ reason: "auth_expired", details: { platformCode: 190 } });
  });
});
