import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from "arctic";
import { londonDate, londonTime } from "~/lib/time";
import { errors } from "~/server/http/errors.server";
import { callPlatform, type PlatformAnswer } from "./platform-http.server";
import {
  type ConnectFlow,
  type ConnectionGrant,
  type OutgoingPost,
  type PublishableAccount,
  PublishError,
  type PublishedPost,
} from "./types";

/**
 * Google Business Profile: "What's new", event and offer posts on a pub's Google listing.
 * References (developers.google.com/my-business):
 *  - content/posts-data (localPosts create: languageCode, summary, topicType, event.schedule,
 *    callToAction, media[].sourceUrl) and reference/rest/v4/accounts.locations.localPosts
 *  - reference/accountmanagement/rest/v1/accounts/list (accounts)
 *  - reference/businessinformation/rest/v1/accounts.locations/list (readMask is required)
 *  - identity/protocols/oauth2/web-server (offline access, refresh, revoke)
 * The 1,500-character summary limit is Google's published limit for post text; the corpus we could
 * read has the posts guide but not the LocalPost field reference, so that number is not re-checked.
 */

export const GOOGLE_BUSINESS_SCOPE = "https://www.googleapis.com/auth/business.manage";
export const GOOGLE_SUMMARY_LIMIT = 1_500;

export interface GoogleBusinessConfig {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com/o/oauth2/v2/auth (GOOGLE_AUTH_URL, shared with sign-in). */
  authUrl: string;
  /** https://oauth2.googleapis.com/token (GOOGLE_TOKEN_URL, shared with sign-in). */
  tokenUrl: string;
  /** https://oauth2.googleapis.com/revoke */
  revokeUrl: string;
  /** https://mybusinessaccountmanagement.googleapis.com */
  accountsUrl: string;
  /** https://mybusinessbusinessinformation.googleapis.com */
  informationUrl: string;
  /** https://mybusiness.googleapis.com (the v4 API that still owns local posts) */
  postsUrl: string;
}

const trim = (url: string) => url.replace(/\/$/, "");

/**
 * Google OAuth with PKCE through arctic. arctic's Google provider is its OAuth2Client with Google's
 * three endpoints fixed; the same client is used here with the endpoints from configuration, so the
 * requests are identical and tests can reach the fake. access_type=offline and prompt=consent make
 * Google hand over a refresh token every time, so a reconnect always yields one.
 */
export function createGoogleBusinessConnect(config: GoogleBusinessConfig): ConnectFlow {
  const client = (redirectUri: string | null) =>
    new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  return {
    authorizationUrl({ state, codeVerifier, redirectUri }) {
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        config.authUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        [GOOGLE_BUSINESS_SCOPE],
      );
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      return url;
    },

    async exchange({ code, codeVerifier, redirectUri }): Promise<ConnectionGrant> {
      const tokens = await oauth(() =>
        client(redirectUri).validateAuthorizationCode(config.tokenUrl, code, codeVerifier),
      );
      const accessToken = tokens.accessToken();
      const { displayName, accounts } = await listLocations(config, accessToken);
      return {
        accessToken,
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : undefined,
        expiresAt: tokens.accessTokenExpiresAt(),
        displayName,
        accounts,
      };
    },

    async refresh(refreshToken) {
      const tokens = await oauth(
        () => client(null).refreshAccessToken(config.tokenUrl, refreshToken, []),
        true,
      );
      return { accessToken: tokens.accessToken(), expiresAt: tokens.accessTokenExpiresAt() };
    },

    async revoke(token) {
      try {
        await client(null).revokeToken(config.revokeUrl, token);
      } catch (cause) {
        // Google answers 400 invalid_token for a token that is already expired or revoked.
        if (cause instanceof OAuth2RequestError) return;
        throw errors.providerUnavailable("Google did not take the connection back. Please try again.");
      }
    },
  };
}

/**
 * Runs an arctic token call. A refused code or refresh token means the owner must connect again
 * (for a refresh that is auth_expired, so the scheduler marks the connection); no answer is unavailable.
 */
async function oauth<T>(call: () => Promise<T>, refreshing = false): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof OAuth2RequestError) {
      if (refreshing) throw new PublishError("auth_expired", "Google no longer accepts this connection.");
      throw errors.invalid("Google did not confirm the connection, or it expired. Please connect again.");
    }
    if (refreshing)
      throw new PublishError("unavailable", "Google could not be reached to renew the connection.");
    if (cause instanceof ArcticFetchError) throw errors.providerUnavailable("Google could not be reached.");
    throw errors.providerUnavailable("Google answered in a way we did not expect. Please try again.");
  }
}

interface GoogleAccount {
  name: string;
  accountName?: string;
}

/** The person's Business Profile accounts and every location in them, as publish targets. */
async function listLocations(config: GoogleBusinessConfig, accessToken: string) {
  const accounts: PublishableAccount[] = [];
  const found = await pagedList<GoogleAccount>(
    new URL(`${trim(config.accountsUrl)}/v1/accounts`),
    accessToken,
    "accounts",
  );
  for (const account of found) {
    const url = new URL(`${trim(config.informationUrl)}/v1/${account.name}/locations`);
    url.searchParams.set("readMask", "name,title");
    url.searchParams.set("pageSize", "100");
    const locations = await pagedList<{ name: string; title?: string }>(url, accessToken, "locations");
    for (const location of locations) {
      // v4 localPosts live under accounts/{a}/locations/{l}; the v1 location name is locations/{l}.
      accounts.push({
        platform: "google",
        targetId: `${account.name}/${location.name}`,
        name: location.title ?? location.name,
      });
    }
  }
  const first = found[0];
  return { displayName: first?.accountName ?? "Google Business Profile", accounts };
}

async function pagedList<T>(url: URL, accessToken: string, key: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < 5; page++) {
    let answer: PlatformAnswer;
    try {
      answer = await callPlatform("Google", url, { headers: { Authorization: `Bearer ${accessToken}` } });
    } catch {
      throw errors.providerUnavailable("Google could not be reached. Please try again.");
    }
    if (answer.status !== 200) {
      const error = googleErrorOf(answer.body);
      console.error("Business Profile listing failed", answer.status, error?.status);
      if (answer.status >= 500)
        throw errors.providerUnavailable("Google is not answering. Please try again.");
      throw errors.invalid(
        error?.status === "PERMISSION_DENIED"
          ? "Google says this account cannot manage a Business Profile."
          : "Google did not list your Business Profile locations. Please connect again.",
      );
    }
    const body = answer.body as Record<string, unknown>;
    items.push(...((body[key] as T[] | undefined) ?? []));
    const next = body.nextPageToken;
    if (typeof next !== "string" || !next) break;
    url.searchParams.set("pageToken", next);
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Publishing

export interface GoogleBusinessPublisher {
  publish(post: OutgoingPost): Promise<PublishedPost>;
}

export function createGoogleBusinessPublisher(config: GoogleBusinessConfig): GoogleBusinessPublisher {
  const auth = (post: OutgoingPost) => ({ Authorization: `Bearer ${post.accessToken}` });
  const locationPosts = `${trim(config.postsUrl)}/v4/`;

  /** A localPost this post already made in an attempt that may have landed, or null (decision 028). */
  async function findEarlierPost(post: OutgoingPost, body: Record<string, unknown>, startedAt: Date) {
    const since = startedAt.getTime() - CLOCK_MARGIN_MS;
    const url = new URL(`${locationPosts}${post.targetId}/localPosts`);
    url.searchParams.set("pageSize", "100");
    for (let page = 0; page < LIST_PAGES; page++) {
      const answer = await callPlatform("Google", url, { headers: auth(post) });
      if (answer.status !== 200) throw publishErrorFromGoogle(answer);
      const listed = answer.body as { localPosts?: LocalPostAnswer[]; nextPageToken?: string };
      const found = (listed.localPosts ?? []).find(
        (candidate) =>
          candidate.name !== post.earlierAttempt?.externalId &&
          candidate.summary === body.summary &&
          candidate.topicType === body.topicType &&
          Date.parse(candidate.createTime ?? "") >= since,
      );
      if (found) return found;
      if (!listed.nextPageToken) return null;
      url.searchParams.set("pageToken", listed.nextPageToken);
    }
    return null;
  }

  /** Removes a post Google turned down, so the retry that replaces it leaves one post, not two. */
  async function deleteTurnedDown(post: OutgoingPost, name: string) {
    const answer = await callPlatform("Google", `${locationPosts}${name}`, {
      method: "DELETE",
      headers: auth(post),
    });
    // NOT_FOUND: already gone (an earlier retry deleted it, or the owner did).
    if (answer.status !== 200 && answer.status !== 404) throw publishErrorFromGoogle(answer);
  }

  return {
    async publish(post) {
      const body = localPost(post);
      const earlier = post.earlierAttempt;
      // An attempt that stopped without an answer may have made the post: find it, never make a second.
      if (earlier?.startedAt) {
        const found = await findEarlierPost(post, body, earlier.startedAt);
        if (found) return outcome(found);
      }
      if (earlier?.externalId) await deleteTurnedDown(post, earlier.externalId);
      const answer = await callPlatform("Google", `${locationPosts}${post.targetId}/localPosts`, {
        method: "POST",
        headers: { ...auth(post), "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200) throw publishErrorFromGoogle(answer);
      return outcome(answer.body as LocalPostAnswer);
    },
  };
}

/** What Google answers (and lists) for a localPost; the fields publishing reads. */
interface LocalPostAnswer {
  name?: string;
  searchUrl?: string;
  state?: string;
  summary?: string;
  topicType?: string;
  createTime?: string;
}

/** Our clock and Google's may differ a little: a post made this long before the attempt began still counts. */
const CLOCK_MARGIN_MS = 60_000;
/** Pages of 100 (localPosts.list's largest) read when looking for an earlier attempt's post. */
const LIST_PAGES = 5;

/** A made (or found) localPost as the scheduler's outcome: live, or turned down with its name kept. */
function outcome(created: LocalPostAnswer): PublishedPost {
  if (!created?.name) throw new PublishError("unavailable", "Google did not say which post it made.");
  // LocalPostState REJECTED: Google took the request but will not show the post (its content
  // policy, e.g. a phone number in the text). It is not live, so it is not reported as published;
  // its name is kept so that a retry replaces it instead of adding a second post.
  if (created.state === "REJECTED") {
    throw new PublishError(
      "rejected",
      "Google turned this post down under its content rules (a phone number in the text is the usual reason).",
      { externalId: created.name },
    );
  }
  return { externalId: created.name, permalink: created.searchUrl ?? null };
}

/**
 * The LocalPost body for a post (content/posts-data; reference/rest/v4/accounts.locations.localPosts):
 * what Google would refuse is refused here first. `event` is required for EVENT and OFFER;
 * `callToAction` is ignored on OFFER (so it is not sent) and its `url` is left unset for CALL;
 * `offer` is only for OFFER.
 */
export function localPost(post: OutgoingPost): Record<string, unknown> {
  const google = post.google ?? { topicType: "STANDARD" as const };
  const summary = post.text.trim();
  if (summary.length > GOOGLE_SUMMARY_LIMIT) {
    throw new PublishError(
      "rejected",
      `Google posts take up to ${GOOGLE_SUMMARY_LIMIT} characters; this one has ${summary.length}.`,
    );
  }
  const body: Record<string, unknown> = { languageCode: "en-GB", summary, topicType: google.topicType };
  if (google.topicType === "EVENT" || google.topicType === "OFFER") {
    if (!google.event)
      throw new PublishError("rejected", "A Google event or offer post needs its title and dates.");
    body.event = {
      title: google.event.title,
      schedule: schedule(google.event.startsAt, google.event.endsAt),
    };
  }
  if (google.topicType === "OFFER") {
    const { couponCode, termsConditions, redeemOnlineUrl } = google.offer ?? {};
    body.offer = {
      ...(couponCode ? { couponCode } : {}),
      ...(redeemOnlineUrl ? { redeemOnlineUrl } : {}),
      ...(termsConditions ? { termsConditions } : {}),
    };
  }
  if (google.callToAction && google.topicType !== "OFFER") {
    const { actionType, url } = google.callToAction;
    if (actionType !== "CALL" && !url) throw new PublishError("rejected", "That Google button needs a link.");
    body.callToAction = actionType === "CALL" ? { actionType } : { actionType, url };
  }
  if (post.image) body.media = [{ mediaFormat: "PHOTO", sourceUrl: post.image.url }];
  return body;
}

/** Google's Date and TimeOfDay are wall-clock values at the business: the pub's, London's. */
function schedule(startsAt: string, endsAt: string) {
  const part = (instant: string) => {
    const [year, month, day] = londonDate(instant).split("-").map(Number);
    const [hours, minutes] = londonTime(instant).split(":").map(Number);
    return { date: { year, month, day }, time: { hours, minutes, seconds: 0, nanos: 0 } };
  };
  const start = part(startsAt);
  const end = part(endsAt);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
}

function googleErrorOf(body: unknown): GoogleError | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null ? (error as GoogleError) : null;
}

/** Google's error model: { error: { code, message, status } } with the canonical status names. */
export function publishErrorFromGoogle(answer: PlatformAnswer): PublishError {
  const error = googleErrorOf(answer.body);
  const said = error?.message ?? `Google answered ${answer.status}.`;
  const details = { platformCode: error?.code ?? answer.status };
  if (answer.status === 401 || error?.status === "UNAUTHENTICATED") {
    return new PublishError("auth_expired", said, details);
  }
  if (answer.status === 429 || error?.status === "RESOURCE_EXHAUSTED") {
    const retryAfter = Number(answer.headers.get("retry-after"));
    return new PublishError("rate_limited", said, {
      ...details,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
    });
  }
  if (answer.status >= 500 || error?.status === "UNAVAILABLE" || error?.status === "INTERNAL") {
    return new PublishError("unavailable", said, details);
  }
  return new PublishError("rejected", said, details);
}
