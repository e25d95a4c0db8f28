import { CodeChallengeMethod, OAuth2Client } from "arctic";
import { googlePostProblems } from "~/lib/content/check-platform";
import type { FeedItem, InjectableFailure } from "~/lib/contract/publishing";
import { sha256 } from "~/server/crypto.server";

export { type FeedItem, INJECTABLE_FAILURES, type InjectableFailure } from "~/lib/contract/publishing";

import {
  type ConnectFlow,
  type ConnectionGrant,
  type ConnectionProvider,
  type OutgoingPost,
  PublishError,
  type PublishedPost,
  type PublishFailureReason,
  type PublishingProvider,
  type PublishPlatform,
} from "./types";

/**
 * The built-in "Preview publisher" (local mode). It is a real publisher with a local audience: the
 * connect flow is OAuth-shaped (an authorisation page at /dev/publisher/authorize hands back a
 * one-time code, exchanged with PKCE for a token), a published post becomes a feed item in R2 drawn
 * at /dev/feed, and it refuses what Meta and Google refuse, so scheduling, the queue consumer and the
 * calendar run exactly the code they run live.
 */

/** Instagram's feed ratios (width / height): 4:5 portrait to 1.91:1 landscape. */
export const INSTAGRAM_MIN_RATIO = 4 / 5;
export const INSTAGRAM_MAX_RATIO = 1.91;
/** Instagram allows this many API-published posts per account in a rolling 24 hours. */
export const INSTAGRAM_DAILY_LIMIT = 50;
/** A Business Profile post's summary is at most this long. */
export const GOOGLE_MAX_LENGTH = 1500;

/** What the authorisation page records for its one-time code. */
export interface PreviewAuthorization {
  provider: ConnectionProvider;
  /** The pub the owner allowed the publisher to post as. */
  pubName: string;
  codeChallenge: string;
  redirectUri: string;
}

const CODE_PREFIX = "preview-publisher/code/";
const TOKEN_PREFIX = "preview-publisher/token/";
const FAILURE_PREFIX = "preview-publisher/fail/";
const FEED_PREFIX = "preview-feed/items/";
const KEY_PREFIX = "preview-feed/keys/";
/** KV's shortest expiry; a code is used within seconds. */
const CODE_TTL_SECONDS = 600;

export const PREVIEW_AUTHORIZE_PATH = "/dev/publisher/authorize";

interface PreviewDeps {
  files: R2Bucket;
  cache: KVNamespace;
  now: () => Date;
}

interface StoredToken {
  provider: ConnectionProvider;
  pubName: string;
  /** What a Page token (Meta) or the connection token (Google) may publish to. */
  targets: string[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 28) || "yourpub";

/** What the owner's sign-in "finds" for a pub: its Page and Instagram account, or its location. */
function accountsFor(provider: ConnectionProvider, pubName: string, pageToken: string) {
  const handle = slug(pubName);
  if (provider === "google") {
    return [{ platform: "google" as const, targetId: `locations/preview-${handle}`, name: pubName }];
  }
  return [
    { platform: "facebook" as const, targetId: `page-${handle}`, name: pubName, accessToken: pageToken },
    { platform: "instagram" as const, targetId: `ig-${handle}`, name: `@${handle}`, accessToken: pageToken },
  ];
}

function randomCode(prefix: string) {
  return `${prefix}${crypto.randomUUID().replaceAll("-", "")}`;
}

function connectFlow(deps: PreviewDeps, provider: ConnectionProvider): ConnectFlow {
  return {
    authorizationUrl({ state, codeVerifier, redirectUri }) {
      // Standard PKCE (S256): the page keeps the challenge; exchange() must bring the verifier.
      const client = new OAuth2Client(`preview-${provider}`, null, redirectUri);
      const endpoint = new URL(PREVIEW_AUTHORIZE_PATH, redirectUri).toString();
      const url = client.createAuthorizationURLWithPKCE(
        endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["publish"],
      );
      url.searchParams.set("provider", provider);
      return url;
    },
    async exchange({ code, codeVerifier, redirectUri }): Promise<ConnectionGrant> {
      const key = `${CODE_PREFIX}${code}`;
      const stored = await deps.cache.get<PreviewAuthorization>(key, "json");
      if (!stored || stored.provider !== provider) throw new Error("This sign-in code is unknown or used.");
      await deps.cache.delete(key);
      if (stored.redirectUri !== redirectUri)
        throw new Error("The sign-in came back to a different address.");
      if (stored.codeChallenge !== (await sha256(codeVerifier))) {
        throw new Error("The sign-in's PKCE check failed.");
      }
      const userToken = randomCode("preview_user_");
      const pageToken = provider === "meta" ? randomCode("preview_page_") : userToken;
      const accounts = accountsFor(provider, stored.pubName, pageToken);
      const record: StoredToken = {
        provider,
        pubName: stored.pubName,
        targets: accounts.map((account) => account.targetId),
      };
      await deps.cache.put(`${TOKEN_PREFIX}${userToken}`, JSON.stringify(record));
      if (pageToken !== userToken)
        await deps.cache.put(`${TOKEN_PREFIX}${pageToken}`, JSON.stringify(record));
      return {
        accessToken: userToken,
        expiresAt: null,
        displayName: `${stored.pubName} (Preview publisher)`,
        accounts,
      };
    },
    async revoke(accessToken) {
      const record = await deps.cache.get<StoredToken>(`${TOKEN_PREFIX}${accessToken}`, "json");
      await deps.cache.delete(`${TOKEN_PREFIX}${accessToken}`);
      if (!record) return;
      // Revoking the person's grant also ends the Page tokens it issued, as Meta's does.
      const listing = await deps.cache.list({ prefix: TOKEN_PREFIX });
      for (const key of listing.keys) {
        const other = await deps.cache.get<StoredToken>(key.name, "json");
        if (other && other.pubName === record.pubName && other.provider === record.provider) {
          await deps.cache.delete(key.name);
        }
      }
    },
  };
}

/** Stores the code the authorisation page hands back (after "Allow"). */
export async function issuePreviewCode(cache: KVNamespace, authorization: PreviewAuthorization) {
  const code = randomCode("preview_code_");
  await cache.put(`${CODE_PREFIX}${code}`, JSON.stringify(authorization), {
    expirationTtl: CODE_TTL_SECONDS,
  });
  return code;
}

/** Lines up one failure for the platform's next publish (/dev/feed's controls). */
export async function injectPreviewFailure(
  cache: KVNamespace,
  platform: PublishPlatform,
  reason: InjectableFailure,
) {
  await cache.put(`${FAILURE_PREFIX}${platform}`, reason);
}

export async function pendingPreviewFailures(cache: KVNamespace) {
  const pending: Partial<Record<PublishPlatform, InjectableFailure>> = {};
  for (const platform of ["facebook", "instagram", "google"] as const) {
    const reason = await cache.get(`${FAILURE_PREFIX}${platform}`);
    if (reason) pending[platform] = reason as InjectableFailure;
  }
  return pending;
}

const FAILURE_MESSAGES: Record<InjectableFailure, string> = {
  auth_expired: "The connection's token has expired or was revoked (injected at /dev/feed).",
  rate_limited: "The platform asked us to slow down (injected at /dev/feed).",
  media_rejected: "The platform could not use the image (injected at /dev/feed).",
};

/** Items newest first. Keys sort oldest first, so the page reverses them. */
export async function listPreviewFeed(files: R2Bucket, limit = 100): Promise<FeedItem[]> {
  const listing = await files.list({ prefix: FEED_PREFIX, limit: 1000 });
  const keys = listing.objects.map((object) => object.key).slice(-limit);
  const items = await Promise.all(
    keys.map(async (key) => {
      const body = await files.get(key);
      return body ? ((await body.json()) as FeedItem) : null;
    }),
  );
  return items.filter((item): item is FeedItem => item !== null).reverse();
}

export function createPreviewPublisher(deps: PreviewDeps): PublishingProvider {
  async function takeInjectedFailure(platform: PublishPlatform) {
    const key = `${FAILURE_PREFIX}${platform}`;
    const reason = (await deps.cache.get(key)) as InjectableFailure | null;
    if (!reason) return;
    await deps.cache.delete(key);
    throw new PublishError(reason as PublishFailureReason, FAILURE_MESSAGES[reason], {
      ...(reason === "rate_limited" ? { retryAfterSeconds: 60 } : {}),
    });
  }

  async function instagramPostsToday(targetId: string) {
    const since = deps.now().getTime() - 24 * 60 * 60 * 1000;
    const items = await listPreviewFeed(deps.files, 1000);
    return items.filter(
      (item) =>
        item.platform === "instagram" && item.targetId === targetId && Date.parse(item.publishedAt) > since,
    ).length;
  }

  function checkRules(post: OutgoingPost) {
    if (post.platform === "instagram") {
      if (!post.image) {
        throw new PublishError("media_rejected", "Instagram does not take text-only posts: add an image.");
      }
      const ratio = post.image.width / post.image.height;
      if (ratio < INSTAGRAM_MIN_RATIO - 0.005 || ratio > INSTAGRAM_MAX_RATIO + 0.005) {
        throw new PublishError(
          "media_rejected",
          `Instagram takes images from 4:5 to 1.91:1; this one is ${post.image.width}×${post.image.height}.`,
        );
      }
    }
    if (post.platform === "google" && post.text.length > GOOGLE_MAX_LENGTH) {
      throw new PublishError(
        "rejected",
        `A Google post is at most ${GOOGLE_MAX_LENGTH} characters; this one has ${post.text.length}.`,
      );
    }
    if (post.platform === "google") {
      // What Google refuses or turns down (decision 026), as the live adapter and the fake do.
      const google = post.google ?? { topicType: "STANDARD" as const };
      const problems = googlePostProblems({
        summary: post.text,
        format: {
          topicType: google.topicType,
          callToAction: google.callToAction ?? null,
          event: google.event ?? null,
        },
        // Hashtags and emoji are our own style rules (the writing check); Google takes them.
      }).filter((problem) => problem.code !== "google_emoji" && problem.code !== "google_hashtag");
      if (problems.length > 0) throw new PublishError("rejected", problems[0]!.message);
    }
  }

  return {
    kind: "builtin",
    label: "Preview publisher",
    connect: { meta: connectFlow(deps, "meta"), google: connectFlow(deps, "google") },
    // A repeated idempotency key is answered with the earlier post.
    retriesSafely: () => true,
    async publish(post): Promise<PublishedPost> {
      // A key seen before is a post already out: answer it again instead of posting twice.
      const earlier = await deps.files.get(`${KEY_PREFIX}${post.idempotencyKey}`);
      if (earlier) return (await earlier.json()) as PublishedPost;

      const token = await deps.cache.get<StoredToken>(`${TOKEN_PREFIX}${post.accessToken}`, "json");
      if (!token?.targets.includes(post.targetId)) {
        throw new PublishError(
          "auth_expired",
          "The Preview publisher no longer accepts this connection's token.",
        );
      }
      await takeInjectedFailure(post.platform);
      checkRules(post);
      if (
        post.platform === "instagram" &&
        (await instagramPostsToday(post.targetId)) >= INSTAGRAM_DAILY_LIMIT
      ) {
        throw new PublishError(
          "rate_limited",
          `Instagram allows ${INSTAGRAM_DAILY_LIMIT} posts a day through its API; this one waits.`,
          { retryAfterSeconds: 3600, dailyLimit: true },
        );
      }

      const publishedAt = deps.now();
      const id = crypto.randomUUID();
      const item: FeedItem = {
        id,
        platform: post.platform,
        targetId: post.targetId,
        targetName:
          accountsFor(token.provider, token.pubName, "").find((a) => a.targetId === post.targetId)?.name ??
          token.pubName,
        text: post.text,
        image: post.image ?? null,
        ...(post.platform === "google"
          ? {
              google: {
                topicType: post.google?.topicType ?? "STANDARD",
                callToAction: post.google?.callToAction ?? null,
                event: post.google?.event ?? null,
                offer: post.google?.offer ?? null,
              },
            }
          : {}),
        idempotencyKey: post.idempotencyKey,
        publishedAt: publishedAt.toISOString(),
      };
      const result: PublishedPost = { externalId: id, permalink: `/dev/feed#post-${id}` };
      const itemKey = `${FEED_PREFIX}${String(publishedAt.getTime()).padStart(15, "0")}-${id}.json`;
      await deps.files.put(itemKey, JSON.stringify(item), {
        httpMetadata: { contentType: "application/json" },
      });
      await deps.files.put(`${KEY_PREFIX}${post.idempotencyKey}`, JSON.stringify(result));
      return result;
    },
  };
}
