import type { GoogleActionType, GooglePostFormat, GoogleTopicType } from "~/lib/publishing/google-post";

/**
 * Publishing: putting a post out on a Facebook Page, an Instagram professional account or a Google
 * Business Profile location. Local mode uses the built-in "Preview publisher" (posts land on
 * /dev/feed); live mode calls the Meta Graph API and the Business Profile APIs. Both sit behind this
 * one interface so scheduling, the queue consumer and the calendar never ask which one is running.
 */

/** Where a post goes. TikTok has no open publishing API: its posts are reminders, never published here. */
export type PublishPlatform = "facebook" | "instagram" | "google";

/** Whose login grants the platform: Meta covers Facebook and Instagram, Google covers Business Profile. */
export type ConnectionProvider = "meta" | "google";

/** One place a connection can publish to, as the platform lists it after sign-in. */
export interface PublishableAccount {
  platform: PublishPlatform;
  /** Facebook Page id, Instagram user id, or the Business Profile location's resource name. */
  targetId: string;
  /** Shown to the owner when choosing: the Page's or location's name, the Instagram @handle. */
  name: string;
  /**
   * The token that publishes to this target: a long-lived Page token for Facebook and Instagram
   * (Instagram publishes with its Page's token), absent for Google (the connection's own token).
   */
  accessToken?: string;
}

/** What a finished OAuth exchange yields. Tokens are encrypted before they are stored. */
export interface ConnectionGrant {
  /** The user's long-lived token (Meta) or access token (Google). */
  accessToken: string;
  /** Google only: renews the hour-long access token. */
  refreshToken?: string;
  /** When accessToken stops working; null when the platform gives no expiry (Page tokens). */
  expiresAt: Date | null;
  /** The platform's name for the person who connected, shown on the account page. */
  displayName: string;
  accounts: PublishableAccount[];
}

export interface ConnectFlow {
  /** Where to send the owner to grant access. PKCE where the platform supports it (Google). */
  authorizationUrl(input: { state: string; codeVerifier: string; redirectUri: string }): URL;
  /** Code → tokens → the Pages/locations this person can publish to. */
  exchange(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ConnectionGrant>;
  /** A fresh access token from a stored refresh token (Google); Meta's long-lived tokens have none. */
  refresh?(refreshToken: string): Promise<{ accessToken: string; expiresAt: Date | null }>;
  /** Withdraws the grant where the platform allows it; a token that is already dead is not an error. */
  revoke(accessToken: string): Promise<void>;
}

/** A post ready to go out on one platform. */
export interface OutgoingPost {
  platform: PublishPlatform;
  targetId: string;
  /** The token for this target (Page token, or Google's current access token). */
  accessToken: string;
  /** The post's words with its hashtags already placed as the platform wants them. */
  text: string;
  /**
   * A public, signed, expiring URL of a JPEG the platform fetches itself (Meta fetches by URL).
   * Required for Instagram; its size is given so the 4:5 to 1.91:1 rule is checked before sending.
   */
  image?: { url: string; width: number; height: number };
  /** Google only: the kind of local post, its button, event and offer (decision 026). */
  google?: {
    topicType: GoogleTopicType;
    callToAction?: { actionType: GoogleActionType; url?: string } | null;
    event?: { title: string; startsAt: string; endsAt: string } | null;
    offer?: GooglePostFormat["offer"];
  };
  /** One key per scheduled post and platform: a retry of the same key never publishes twice. */
  idempotencyKey: string;
  /**
   * An earlier attempt at this same post (decision 028): `startedAt` when it may have reached the
   * platform and stopped without an answer; `externalId` of a post the platform made and turned
   * down. A provider that can look (Google lists a location's posts) uses it so that a retry finds or
   * replaces that post instead of adding a second.
   */
  earlierAttempt?: { startedAt: Date | null; externalId: string | null };
}

export interface PublishedPost {
  /** The platform's id of the live post. */
  externalId: string;
  /** A link the calendar shows; null where the platform gives none. */
  permalink: string | null;
}

/** Why a publish did not happen, in the terms the scheduler acts on. */
export type PublishFailureReason =
  /** Back off and retry later (Graph codes 4, 17, 32, 613; HTTP 429; Instagram's 50 a day). */
  | "rate_limited"
  /** The token expired or was revoked (Graph code 190, Google 401): the connection needs reconnecting. */
  | "auth_expired"
  /** The platform refused the image (ratio, type, size, unreachable). */
  | "media_rejected"
  /** The platform refused the post itself; retrying the same post will not help. */
  | "rejected"
  /** The platform is down or timed out: retry. */
  | "unavailable";

export class PublishError extends Error {
  constructor(
    readonly reason: PublishFailureReason,
    message: string,
    readonly details: {
      retryAfterSeconds?: number;
      platformCode?: number;
      traceId?: string;
      /** Instagram's 50 posts a day are used up: the post waits for a slot, not a retry count. */
      dailyLimit?: boolean;
      /** The platform's id of a post it made but will not show (Google's REJECTED): a retry replaces it. */
      externalId?: string;
    } = {},
  ) {
    super(message);
    this.name = "PublishError";
  }
}

export interface PublishingProvider {
  /** "builtin" is the Preview publisher (local mode); "live" calls Meta and Google. */
  readonly kind: "builtin" | "live";
  /** Shown in the UI, e.g. "Preview publisher". */
  readonly label: string;
  readonly connect: Record<ConnectionProvider, ConnectFlow>;
  /**
   * Whether a retry after an attempt that may have landed is safe on this platform: the provider
   * finds the earlier post instead of making a second (the Preview publisher by idempotency key,
   * Google by listing the location's posts). Where false the scheduler holds the post and asks.
   */
  retriesSafely(platform: string): boolean;
  /** Publishes once or throws PublishError; never reports success for a post that is not live. */
  publish(post: OutgoingPost): Promise<PublishedPost>;
}
