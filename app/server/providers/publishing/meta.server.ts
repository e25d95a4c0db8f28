import { Facebook, OAuth2Tokens } from "arctic";
import { errors } from "~/server/http/errors.server";
import { graphErrorOf, publishErrorFromGraph, QUOTA_FULL_RETRY_SECONDS } from "./graph-errors.server";
import { callPlatform, form, type PlatformAnswer } from "./platform-http.server";
import {
  type ConnectFlow,
  type ConnectionGrant,
  type OutgoingPost,
  type PublishableAccount,
  PublishError,
  type PublishedPost,
} from "./types";

/**
 * Facebook Pages and Instagram professional accounts through the Meta Graph API, signed in with
 * Facebook Login for Business. References (developers.facebook.com):
 *  - docs/facebook-login/guides/access-tokens/get-long-lived (fb_exchange_token, ~60-day user token)
 *  - documentation/business-sdk/common-scenarios/token-switch (/me/accounts → Page tokens)
 *  - docs/graph-api/reference/page/feed and page/photos (Facebook posts)
 *  - documentation/instagram-platform/content-publishing, reference/ig-container,
 *    reference/ig-user/media_publish, reference/ig-user/content_publishing_limit (Instagram)
 *  - docs/graph-api/guides/error-handling and instagram-platform/.../reference/error-codes (errors)
 */

/**
 * The one Graph API version every call is pinned to. Meta retires a version about two years after
 * its release; move this forward (and re-run the live tests) when it nears its end.
 */
export const GRAPH_API_VERSION = "v25.0";

/** What publishing to a Page and its Instagram account needs, and nothing more. */
export const META_SCOPES = [
  "pages_manage_posts",
  "pages_read_engagement",
  "instagram_basic",
  "instagram_content_publish",
  "business_management",
] as const;

/** Instagram's feed takes 4:5 (portrait) to 1.91:1 (landscape); anything else is refused. */
export const INSTAGRAM_RATIO = { min: 4 / 5, max: 1.91 } as const;

/**
 * Instagram's caption limits (ig-user/media reference: at most 2,200 characters, 30 hashtags and
 * 20 @ tags). The corpus we could search holds third-party copies of this rule, not Meta's page.
 */
export const INSTAGRAM_CAPTION = { characters: 2_200, hashtags: 30, mentions: 20 } as const;

/** Instagram allows 50 API-published posts per account in a moving 24-hour window. */
export const INSTAGRAM_DAILY_POSTS = 50;

export interface MetaConfig {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com in production (META_GRAPH_URL). */
  graphUrl: string;
  /** https://www.facebook.com in production (META_OAUTH_URL): where the login dialog lives. */
  oauthUrl: string;
  /**
   * The Facebook Login for Business configuration (META_LOGIN_CONFIG_ID): in a Business app the
   * configuration, not the scope list, decides the token type and permissions asked for.
   */
  loginConfigId?: string;
  /** Between two looks at an Instagram container's status; tests make it short. */
  containerPollMs?: number;
  /** How many looks before giving up (the post is retried later, never lost). */
  containerPolls?: number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_POLL_MS = 3_000;
const DEFAULT_POLLS = 10;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function graph(config: MetaConfig, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(
    `${config.graphUrl.replace(/\/$/, "")}/${GRAPH_API_VERSION}/${path.replace(/^\//, "")}`,
  );
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}

// ---------------------------------------------------------------------------------------------
// Connecting

/**
 * Facebook Login for Business through arctic's Facebook provider. arctic builds the dialog URL
 * (client_id, redirect_uri, state, scope); it pins Graph v16.0, which Meta has retired, and its
 * hosts cannot be pointed at a test server, so the URL is moved onto META_OAUTH_URL and our
 * pinned version, and the code exchange sends the same request arctic's provider sends (a form
 * POST with the app's id and secret) to META_GRAPH_URL. arctic's Facebook provider sends no PKCE
 * challenge, so the state checked by the callback is what protects it.
 */
export function createMetaConnect(config: MetaConfig): ConnectFlow {
  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new Facebook(config.appId, config.appSecret, redirectUri).createAuthorizationURL(state, [
        ...META_SCOPES,
      ]);
      const dialog = new URL(`${config.oauthUrl.replace(/\/$/, "")}/${GRAPH_API_VERSION}/dialog/oauth`);
      dialog.search = url.search;
      if (config.loginConfigId) dialog.searchParams.set("config_id", config.loginConfigId);
      return dialog;
    },

    async exchange({ code, redirectUri }): Promise<ConnectionGrant> {
      const shortLived = await tokenCall(config, "POST", {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: config.appId,
        client_secret: config.appSecret,
      });
      // A short-lived user token lasts about an hour; the long-lived one about 60 days, and the
      // Page tokens read with it do not expire (get-long-lived guide).
      const longLived = await tokenCall(config, "GET", {
        grant_type: "fb_exchange_token",
        client_id: config.appId,
        client_secret: config.appSecret,
        fb_exchange_token: shortLived.accessToken(),
      });
      const accessToken = longLived.accessToken();
      const me = await connectCall(graph(config, "me", { fields: "id,name", access_token: accessToken }));
      return {
        accessToken,
        // Meta says expires_in for a long-lived user token; without it the token has no set end.
        expiresAt: "expires_in" in longLived.data ? longLived.accessTokenExpiresAt() : null,
        displayName: typeof me.name === "string" ? me.name : "Facebook account",
        accounts: await listPages(config, accessToken),
      };
    },

    // Taking back every permission the person granted removes the app from their account (DELETE
    // /me/permissions). A token that is already dead has nothing left to revoke.
    async revoke(accessToken) {
      const answer = await callPlatform(
        "Facebook",
        graph(config, "me/permissions", { access_token: accessToken }),
        { method: "DELETE" },
      );
      if (answer.status === 200) return;
      const error = graphErrorOf(answer.body);
      if (error?.code === 190 || error?.code === 102) return;
      throw errors.providerUnavailable("Facebook did not take the connection back. Please try again.");
    },
  };
}

interface PageEntry {
  id: string;
  name: string;
  access_token?: string;
  instagram_business_account?: { id: string; username?: string };
}

/** Every Page the person can publish to, with its Page token, and the Instagram account linked to each. */
async function listPages(config: MetaConfig, userToken: string): Promise<PublishableAccount[]> {
  const accounts: PublishableAccount[] = [];
  let next: URL | null = graph(config, "me/accounts", {
    fields: "id,name,access_token,instagram_business_account{id,username}",
    limit: "100",
    access_token: userToken,
  });
  // Cursor paging (paging.next); a handful of pages covers any pub group.
  for (let page = 0; next && page < 5; page++) {
    const body = (await connectCall(next)) as { data?: PageEntry[]; paging?: { next?: string } };
    for (const entry of body.data ?? []) {
      if (!entry.access_token) continue; // No task on this Page that allows posting.
      accounts.push({
        platform: "facebook",
        targetId: entry.id,
        name: entry.name,
        accessToken: entry.access_token,
      });
      const instagram = entry.instagram_business_account;
      if (instagram) {
        accounts.push({
          platform: "instagram",
          targetId: instagram.id,
          name: instagram.username ? `@${instagram.username}` : `${entry.name} on Instagram`,
          accessToken: entry.access_token,
        });
      }
    }
    // Only follow a next link on the Graph host itself: it carries the user's token.
    const link = body.paging?.next ? new URL(body.paging.next) : null;
    next = link && link.origin === new URL(config.graphUrl).origin ? link : null;
  }
  return accounts;
}

async function tokenCall(config: MetaConfig, method: "GET" | "POST", fields: Record<string, string>) {
  const url = graph(config, "oauth/access_token");
  const answer =
    method === "POST"
      ? await callConnect(url, {
          method,
          body: form(fields),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        })
      : await callConnect(new URL(`${url}?${form(fields)}`), { method });
  if (answer.status !== 200 || typeof answer.body !== "object" || answer.body === null) {
    throw connectFailure(answer);
  }
  return new OAuth2Tokens(answer.body as object);
}

async function connectCall(url: URL): Promise<Record<string, unknown>> {
  const answer = await callConnect(url, { method: "GET" });
  if (answer.status !== 200 || typeof answer.body !== "object" || answer.body === null) {
    throw connectFailure(answer);
  }
  return answer.body as Record<string, unknown>;
}

async function callConnect(url: URL, init: RequestInit): Promise<PlatformAnswer> {
  try {
    return await callPlatform("Facebook", url, init);
  } catch {
    throw errors.providerUnavailable("Facebook could not be reached. Please try again.");
  }
}

function connectFailure(answer: PlatformAnswer) {
  if (answer.status >= 500) return errors.providerUnavailable("Facebook is not answering. Please try again.");
  const error = graphErrorOf(answer.body);
  console.error("Facebook connection failed", error?.code, error?.error_subcode, error?.fbtrace_id);
  return errors.invalid("Facebook did not confirm the connection, or it expired. Please connect again.");
}

// ---------------------------------------------------------------------------------------------
// Publishing

export interface MetaPublisher {
  publish(post: OutgoingPost): Promise<PublishedPost>;
}

/**
 * Graph has no idempotency key for posts: exactly-once is the scheduler's job (a lease and a key per
 * post and platform); this adapter makes one attempt per call and never reports a post that is not live.
 */
export function createMetaPublisher(config: MetaConfig): MetaPublisher {
  return {
    publish(post) {
      if (post.platform === "facebook") return publishToPage(config, post);
      if (post.platform === "instagram") return publishToInstagram(config, post);
      throw new PublishError("rejected", `The Meta publisher does not publish to ${post.platform}.`);
    },
  };
}

async function publishToPage(config: MetaConfig, post: OutgoingPost): Promise<PublishedPost> {
  if (!post.image && !post.text.trim())
    throw new PublishError("rejected", "A Facebook post needs words or a picture.");
  // A photo post (page/photos: url + caption) shows the poster; a text post goes to page/feed.
  const created = post.image
    ? await graphCall(config, "POST", `${post.targetId}/photos`, post.accessToken, {
        url: post.image.url,
        caption: post.text,
      })
    : await graphCall(config, "POST", `${post.targetId}/feed`, post.accessToken, { message: post.text });
  // page/photos answers { id: photo id, post_id: the feed story }; page/feed answers { id }.
  const postId = String(created.post_id ?? created.id ?? "");
  if (!postId) throw new PublishError("unavailable", "Facebook did not say which post it made.");
  return {
    externalId: postId,
    permalink: await permalinkOf(config, postId, "permalink_url", post.accessToken),
  };
}

async function publishToInstagram(config: MetaConfig, post: OutgoingPost): Promise<PublishedPost> {
  refuseWhatInstagramRefuses(post);
  const image = post.image as NonNullable<OutgoingPost["image"]>;
  await checkPublishingLimit(config, post);
  const container = await graphCall(config, "POST", `${post.targetId}/media`, post.accessToken, {
    image_url: image.url,
    caption: post.text,
  });
  const containerId = String(container.id ?? "");
  if (!containerId) throw new PublishError("unavailable", "Instagram did not make a media container.");
  await waitUntilFinished(config, containerId, post.accessToken);
  const published = await graphCall(config, "POST", `${post.targetId}/media_publish`, post.accessToken, {
    creation_id: containerId,
  });
  const mediaId = String(published.id ?? "");
  if (!mediaId) throw new PublishError("unavailable", "Instagram did not say which post it made.");
  return {
    externalId: mediaId,
    permalink: await permalinkOf(config, mediaId, "permalink", post.accessToken),
  };
}

/** The rules Instagram enforces, checked before anything is sent so the owner hears why at once. */
export function refuseWhatInstagramRefuses(post: Pick<OutgoingPost, "image" | "text">) {
  const characters = [...post.text].length;
  const hashtags = post.text.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0;
  const mentions = post.text.match(/(^|\s)@[\w.]+/g)?.length ?? 0;
  if (characters > INSTAGRAM_CAPTION.characters) {
    throw new PublishError(
      "rejected",
      `Instagram captions take up to 2,200 characters; this one has ${characters}.`,
    );
  }
  if (hashtags > INSTAGRAM_CAPTION.hashtags) {
    throw new PublishError(
      "rejected",
      `Instagram takes up to 30 hashtags in a caption; this one has ${hashtags}.`,
    );
  }
  if (mentions > INSTAGRAM_CAPTION.mentions) {
    throw new PublishError(
      "rejected",
      `Instagram takes up to 20 @ tags in a caption; this one has ${mentions}.`,
    );
  }
  const image = post.image;
  if (!image) {
    throw new PublishError("media_rejected", "Instagram posts need a picture: add a poster or a photo.");
  }
  // Signed URLs may carry no extension; one that names another format is refused (Instagram takes JPEG only).
  const extension = new URL(image.url).pathname.match(/\.([a-z0-9]+)$/i)?.[1]?.toLowerCase();
  if (extension && !["jpg", "jpeg"].includes(extension)) {
    throw new PublishError("media_rejected", "Instagram takes JPEG pictures only.");
  }
  const ratio = image.width / image.height;
  if (!(ratio >= INSTAGRAM_RATIO.min - 0.001 && ratio <= INSTAGRAM_RATIO.max + 0.001)) {
    throw new PublishError(
      "media_rejected",
      `Instagram takes pictures from 4:5 portrait to 1.91:1 landscape; this one is ${image.width}×${image.height}.`,
    );
  }
}

/** Holds the post (rate_limited) when the account has used its 50 posts of the last 24 hours. */
async function checkPublishingLimit(config: MetaConfig, post: OutgoingPost) {
  const limit = await graphCall(
    config,
    "GET",
    `${post.targetId}/content_publishing_limit`,
    post.accessToken,
    {
      fields: "quota_usage,config",
    },
  );
  const entry = (
    limit.data as Array<{ quota_usage?: number; config?: { quota_total?: number } }> | undefined
  )?.[0];
  const total = entry?.config?.quota_total ?? INSTAGRAM_DAILY_POSTS;
  if ((entry?.quota_usage ?? 0) >= total) {
    throw new PublishError(
      "rate_limited",
      `Instagram allows ${total} posts a day from apps and this account has used them; it goes out once a slot frees up.`,
      { retryAfterSeconds: QUOTA_FULL_RETRY_SECONDS, dailyLimit: true },
    );
  }
}

/** A container is publishable once Instagram has fetched and checked the image (status_code FINISHED). */
async function waitUntilFinished(config: MetaConfig, containerId: string, token: string) {
  const polls = config.containerPolls ?? DEFAULT_POLLS;
  const sleep = config.sleep ?? wait;
  for (let look = 1; look <= polls; look++) {
    const container = await graphCall(config, "GET", containerId, token, { fields: "status_code,status" });
    const status = String(container.status_code ?? "");
    if (status === "FINISHED") return;
    if (status === "ERROR" || status === "EXPIRED") {
      throw new PublishError(
        "media_rejected",
        `Instagram could not use the picture (${String(container.status ?? status)}).`,
      );
    }
    if (look < polls) await sleep(config.containerPollMs ?? DEFAULT_POLL_MS);
  }
  throw new PublishError(
    "unavailable",
    "Instagram is still processing the picture; the post will be tried again.",
  );
}

/** A link for the calendar; a post that is live but has no link yet is still published. */
async function permalinkOf(
  config: MetaConfig,
  id: string,
  field: string,
  token: string,
): Promise<string | null> {
  try {
    const answer = await graphCall(config, "GET", id, token, { fields: field });
    const link = answer[field];
    return typeof link === "string" ? link : null;
  } catch {
    return null;
  }
}

async function graphCall(
  config: MetaConfig,
  method: "GET" | "POST",
  path: string,
  accessToken: string,
  fields: Record<string, string>,
): Promise<Record<string, unknown>> {
  const answer =
    method === "GET"
      ? await callPlatform("Facebook", graph(config, path, { ...fields, access_token: accessToken }))
      : await callPlatform("Facebook", graph(config, path), {
          method,
          body: form({ ...fields, access_token: accessToken }),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
  if (
    answer.status === 200 &&
    typeof answer.body === "object" &&
    answer.body !== null &&
    !("error" in answer.body)
  ) {
    return answer.body as Record<string, unknown>;
  }
  throw publishErrorFromGraph(answer);
}
