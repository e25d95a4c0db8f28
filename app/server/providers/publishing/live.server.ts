import type { AppConfig } from "~/server/env.server";
import {
  createGoogleBusinessConnect,
  createGoogleBusinessPublisher,
  type GoogleBusinessConfig,
} from "./google-business.server";
import { createMetaConnect, createMetaPublisher, type MetaConfig } from "./meta.server";
import { PublishError, type PublishingProvider } from "./types";

export const LIVE_PUBLISHING_LABEL = "Facebook, Instagram and Google";

export interface LivePublishingConfig {
  meta: MetaConfig;
  google: GoogleBusinessConfig;
}

/** Publishing for real: Facebook and Instagram through the Graph API, Google through Business Profile. */
export function createLivePublishing(config: LivePublishingConfig): PublishingProvider {
  const meta = createMetaPublisher(config.meta);
  const google = createGoogleBusinessPublisher(config.google);
  return {
    kind: "live",
    label: LIVE_PUBLISHING_LABEL,
    connect: { meta: createMetaConnect(config.meta), google: createGoogleBusinessConnect(config.google) },
    // Google's posts can be listed, so a retry finds an earlier attempt's post (decision 028); the
    // Graph API has no such look-up for a Page's or Instagram account's new post (decision 018).
    retriesSafely: (platform) => platform === "google",
    async publish(post) {
      switch (post.platform) {
        case "facebook":
        case "instagram":
          return meta.publish(post);
        case "google":
          return google.publish(post);
        default:
          throw new PublishError("rejected", `Full House cannot publish to ${String(post.platform)}.`);
      }
    },
  };
}

/**
 * Live publishing when the Meta app is configured (META_APP_ID and META_APP_SECRET; the environment
 * check insists on the Google client alongside), else null so the Preview publisher is used.
 */
export function livePublishingFromConfig(config: AppConfig): PublishingProvider | null {
  if (
    !config.META_APP_ID ||
    !config.META_APP_SECRET ||
    !config.GOOGLE_CLIENT_ID ||
    !config.GOOGLE_CLIENT_SECRET
  ) {
    return null;
  }
  return createLivePublishing({
    meta: {
      appId: config.META_APP_ID,
      appSecret: config.META_APP_SECRET,
      graphUrl: config.META_GRAPH_URL,
      oauthUrl: config.META_OAUTH_URL,
      loginConfigId: config.META_LOGIN_CONFIG_ID,
    },
    google: {
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      revokeUrl: config.GOOGLE_REVOKE_URL,
      accountsUrl: config.GOOGLE_BUSINESS_ACCOUNTS_URL,
      informationUrl: config.GOOGLE_BUSINESS_INFORMATION_URL,
      postsUrl: config.GOOGLE_BUSINESS_POSTS_URL,
    },
  });
}
