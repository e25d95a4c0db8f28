import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "./http";

/**
 * A fake Google Business Profile: the OAuth token endpoint's Business Profile grants (code with
 * PKCE, refresh), revoke, Account Management's accounts.list, Business Information's
 * accounts.locations.list and v4 localPosts create, list and delete. Errors use Google's model
 * { error: { code, message, status } } (cloud.google.com/apis/design/errors).
 */

export const GOOGLE_CLIENT = { id: "test-client.apps.googleusercontent.com", secret: "test-google-secret" };

export const BUSINESS_WORLD = {
  account: { name: "accounts/112233445566", accountName: "Sam Ashby", type: "PERSONAL" },
  locations: [
    { name: "locations/9988776655", title: "The Red Lion" },
    { name: "locations/9988776656", title: "The Crown Inn" },
  ],
} as const;

interface AccessToken {
  expired: boolean;
  refreshToken: string;
}

const businessCodes = new Set<string>();
/** The PKCE challenge each code from the consent screen was issued for. */
const codeChallenges = new Map<string, string>();
const accessTokens = new Map<string, AccessToken>();
const refreshTokens = new Set<string>();
const revoked: string[] = [];
const forced: Array<{ status: number; retryAfter?: string }> = [];
export const localPosts: Array<Record<string, unknown> & { parent: string }> = [];
/**
 * Test controls for the next localPosts.create: "reject" makes Google's review turn the post down
 * (state REJECTED, as its content policy does for reasons beyond a phone number); "drop-answer"
 * creates the post and closes the connection without answering (a network failure, not a Google
 * behaviour: the caller cannot tell whether the post was made).
 */
const nextCreate: Array<"reject" | "drop-answer"> = [];
let sequence = 0;

const CANONICAL: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

function googleError(
  response: ServerResponse,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  return json(response, code, { error: { code, message, status: CANONICAL[code] ?? "UNKNOWN" } }, headers);
}

/**
 * Google's consent screen for a Business Profile connection (identity/protocols/oauth2/web-server,
 * "Step 4: Handle the OAuth 2.0 server response"): the owner allows at once and the browser goes
 * back to redirect_uri with a one-time code and the state.
 */
export function businessConsent(url: URL, response: ServerResponse) {
  const redirect = url.searchParams.get("redirect_uri");
  const challenge = url.searchParams.get("code_challenge");
  if (
    url.searchParams.get("client_id") !== GOOGLE_CLIENT.id ||
    !url.searchParams.get("scope")?.split(" ").includes("https://www.googleapis.com/auth/business.manage") ||
    url.searchParams.get("code_challenge_method") !== "S256" ||
    !challenge ||
    !redirect
  ) {
    return json(response, 400, { error: "invalid_request" });
  }
  const code = `4/0gbp-consent-${++sequence}`;
  businessCodes.add(code);
  codeChallenges.set(code, challenge);
  const back = new URL(redirect);
  back.searchParams.set("code", code);
  back.searchParams.set("state", url.searchParams.get("state") ?? "");
  back.searchParams.set("scope", "https://www.googleapis.com/auth/business.manage");
  response.writeHead(302, { Location: back.toString() });
  response.end();
}

/** True when this token request belongs to Business Profile (its codes and refresh tokens), not sign-in. */
export function isBusinessTokenRequest(body: string): boolean {
  const form = new URLSearchParams(body);
  return businessCodes.has(form.get("code") ?? "") || form.get("grant_type") === "refresh_token";
}

function issueAccess(refreshToken: string) {
  const token = `ya29.gbp-${++sequence}-${Math.random().toString(36).slice(2)}`;
  accessTokens.set(token, { expired: false, refreshToken });
  return token;
}

/**
 * identity/protocols/oauth2/web-server: the code exchange (with the PKCE verifier) answers an
 * access token and, for access_type=offline, a refresh token; a refresh answers a new access
 * token only. Client credentials come as HTTP Basic, the way arctic sends them.
 */
export function businessToken(request: IncomingMessage, body: string, response: ServerResponse) {
  const form = new URLSearchParams(body);
  const basic = Buffer.from(
    (request.headers.authorization ?? "").replace(/^Basic /, ""),
    "base64",
  ).toString();
  if (basic !== `${GOOGLE_CLIENT.id}:${GOOGLE_CLIENT.secret}`) {
    return json(response, 401, {
      error: "invalid_client",
      error_description: "The OAuth client was not found.",
    });
  }
  if (form.get("grant_type") === "refresh_token") {
    const refreshToken = form.get("refresh_token") ?? "";
    if (!refreshTokens.has(refreshToken)) {
      return json(response, 400, {
        error: "invalid_grant",
        error_description: "Token has been expired or revoked.",
      });
    }
    return json(response, 200, {
      access_token: issueAccess(refreshToken),
      expires_in: 3599,
      scope: "https://www.googleapis.com/auth/business.manage",
      token_type: "Bearer",
    });
  }
  const code = form.get("code") ?? "";
  if (
    form.get("grant_type") !== "authorization_code" ||
    !businessCodes.has(code) ||
    !form.get("code_verifier") ||
    !form.get("redirect_uri")?.endsWith("/api/connections/google/callback")
  ) {
    return json(response, 400, { error: "invalid_grant", error_description: "Bad Request" });
  }
  // PKCE (RFC 7636 §4.6): the verifier must hash to the challenge the consent screen was shown.
  const challenge = codeChallenges.get(code);
  const verifier = form.get("code_verifier") ?? "";
  if (challenge && createHash("sha256").update(verifier).digest("base64url") !== challenge) {
    return json(response, 400, { error: "invalid_grant", error_description: "Invalid code verifier." });
  }
  codeChallenges.delete(code);
  businessCodes.delete(code);
  const refreshToken = `1//gbp-refresh-${++sequence}`;
  refreshTokens.add(refreshToken);
  return json(response, 200, {
    access_token: issueAccess(refreshToken),
    expires_in: 3599,
    refresh_token: refreshToken,
    scope: "https://www.googleapis.com/auth/business.manage",
    token_type: "Bearer",
  });
}

/** identity/protocols/oauth2/web-server#tokenrevoke: revoking either token ends the whole grant. */
export function googleRevoke(body: string, response: ServerResponse) {
  const token = new URLSearchParams(body).get("token") ?? "";
  const access = accessTokens.get(token);
  const refreshToken = access?.refreshToken ?? (refreshTokens.has(token) ? token : null);
  if (!refreshToken) {
    return json(response, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
  }
  refreshTokens.delete(refreshToken);
  for (const [value, info] of accessTokens)
    if (info.refreshToken === refreshToken) accessTokens.delete(value);
  revoked.push(token);
  return json(response, 200, {});
}

/** Bearer token check for the Business Profile APIs: unknown or expired is 401 UNAUTHENTICATED. */
function authorised(request: IncomingMessage, response: ServerResponse): boolean {
  const token = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
  if (!token || token.expired) {
    googleError(
      response,
      401,
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    );
    return false;
  }
  return true;
}

export function businessProfileApi(
  request: IncomingMessage,
  url: URL,
  body: string,
  response: ServerResponse,
) {
  if (!authorised(request, response)) return;
  const next = forced.shift();
  if (next) {
    return googleError(
      response,
      next.status,
      next.status === 429
        ? "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute'."
        : "The service is currently unavailable.",
      next.retryAfter ? { "Retry-After": next.retryAfter } : {},
    );
  }
  const method = request.method ?? "GET";
  // accountmanagement v1 accounts.list
  if (method === "GET" && url.pathname === "/gbp-accounts/v1/accounts") {
    return json(response, 200, { accounts: [{ ...BUSINESS_WORLD.account }] });
  }
  // businessinformation v1 accounts.locations.list: readMask is required.
  const locations = /^\/gbp-info\/v1\/(accounts\/\d+)\/locations$/.exec(url.pathname);
  if (method === "GET" && locations) {
    if (locations[1] !== BUSINESS_WORLD.account.name)
      return googleError(response, 404, "Requested entity was not found.");
    const mask = url.searchParams.get("readMask");
    if (!mask) return googleError(response, 400, "Request contains an invalid argument.");
    const fields = mask.split(",");
    return json(response, 200, {
      locations: BUSINESS_WORLD.locations.map((location) =>
        Object.fromEntries(Object.entries(location).filter(([key]) => fields.includes(key))),
      ),
    });
  }
  const posts = /^\/gbp-posts\/v4\/(accounts\/\d+\/locations\/\d+)\/localPosts$/.exec(url.pathname);
  const known = (parent: string) =>
    BUSINESS_WORLD.locations.some((location) => parent === `${BUSINESS_WORLD.account.name}/${location.name}`);
  // v4 accounts.locations.localPosts.list (reference/rest/v4/accounts.locations.localPosts/list):
  // pageSize defaults to 20, at most 100; nextPageToken when more remain, passed back as pageToken.
  if (method === "GET" && posts) {
    const parent = posts[1]!;
    if (!known(parent)) return googleError(response, 404, "Requested entity was not found.");
    const asked = Number(url.searchParams.get("pageSize") ?? 20);
    if (!Number.isInteger(asked) || asked < 1)
      return googleError(response, 400, "Request contains an invalid argument.");
    const size = Math.min(asked, 100);
    const start = Number(url.searchParams.get("pageToken") ?? 0);
    const all = localPosts.filter((post) => post.parent === parent).map(({ parent: _, ...post }) => post);
    const page = all.slice(start, start + size);
    return json(response, 200, {
      ...(page.length ? { localPosts: page } : {}),
      ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
    });
  }
  // v4 accounts.locations.localPosts.delete (reference/rest/v4/accounts.locations.localPosts/delete):
  // an empty body on success, NOT_FOUND when the post does not exist.
  const one = /^\/gbp-posts\/v4\/(accounts\/\d+\/locations\/\d+\/localPosts\/\d+)$/.exec(url.pathname);
  if (method === "DELETE" && one) {
    const index = localPosts.findIndex((post) => post.name === one[1]);
    if (index < 0) return googleError(response, 404, "Requested entity was not found.");
    localPosts.splice(index, 1);
    return json(response, 200, {});
  }
  // v4 accounts.locations.localPosts.create (content/posts-data)
  if (method === "POST" && posts) {
    const parent = posts[1]!;
    if (!known(parent)) return googleError(response, 404, "Requested entity was not found.");
    const post = JSON.parse(body || "{}") as Record<string, unknown>;
    const problem = localPostProblem(post);
    if (problem) return googleError(response, 400, problem);
    const id = `${Date.now()}${++sequence}`;
    const control = nextCreate.shift();
    const turnedDown =
      control === "reject" || PHONE_IN_TEXT.test(typeof post.summary === "string" ? post.summary : "");
    const created = {
      ...post,
      name: `${parent}/localPosts/${id}`,
      // LocalPostState (reference): REJECTED when the post breaks the content policy, else LIVE.
      state: turnedDown ? "REJECTED" : "LIVE",
      createTime: new Date().toISOString(),
      updateTime: new Date().toISOString(),
      searchUrl: `https://local.google.com/place?id=1234567890&use=posts&lpsid=${id}`,
    };
    localPosts.push({ ...created, parent });
    if (control === "drop-answer") {
      request.socket.destroy();
      return;
    }
    return json(response, 200, created);
  }
  return googleError(response, 404, "Requested entity was not found.");
}

// LocalPostTopicType and CallToAction.ActionType
// (developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts).
const TOPICS = ["STANDARD", "EVENT", "OFFER", "ALERT"];
const ACTIONS = ["BOOK", "ORDER", "SHOP", "LEARN_MORE", "SIGN_UP", "CALL"];

/**
 * A phone number in a post's text, the way Google's content policy looks for one: Google accepts
 * the request and then rejects the post (it shows "Rejected" in the Business Profile and is never
 * live). Documented by posting tools, e.g. ayrshare.com/docs/apis/post/social-networks/google
 * ("Google will reject all posts containing phone numbers"); Google's own policy page
 * (support.google.com/business/answer/7213077) was not in the corpus we could read.
 */
const PHONE_IN_TEXT = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d(?:[\s-]?\(?\d\)?){8,9}\b/;

/** What localPosts.create refuses with INVALID_ARGUMENT. */
function localPostProblem(post: Record<string, unknown>): string | null {
  // topicType is "Required" (reference/rest/v4/accounts.locations.localPosts, LocalPost.topicType).
  if (!TOPICS.includes(String(post.topicType))) return "Invalid value at 'local_post.topic_type'.";
  const summary = typeof post.summary === "string" ? post.summary : "";
  // 1,500 characters: Google's published limit for a post's text (the Business Profile help centre
  // and the posts guide's tools; the LocalPost reference does not state a number).
  if (summary.length > 1500) return "Request contains an invalid argument: summary is too long (max 1500).";
  if (post.topicType === "STANDARD" && !summary && !post.media)
    return "Request contains an invalid argument.";
  const event = post.event as { title?: string; schedule?: Record<string, unknown> } | undefined;
  // LocalPost.event: "Required for topic types EVENT and OFFER" (reference), and the posts-data
  // guide's event post carries event.title and a schedule with startDate/startTime/endDate/endTime.
  if (
    (post.topicType === "EVENT" || post.topicType === "OFFER") &&
    (!event?.title || !event.schedule?.startDate || !event.schedule?.endDate)
  ) {
    return "Request contains an invalid argument: event.title and event.schedule are required.";
  }
  // LocalPost.offer: "should be set only when topicType is OFFER" (reference).
  if (post.offer !== undefined && post.topicType !== "OFFER") {
    return "Request contains an invalid argument: offer is only for OFFER posts.";
  }
  const action = post.callToAction as { actionType?: string; url?: string } | undefined;
  if (action) {
    if (!ACTIONS.includes(String(action.actionType)))
      return "Invalid value at 'local_post.call_to_action.action_type'.";
    // CallToAction.url: "The URL the user will be directed to upon clicking. This field should be
    // left unset for Call CTA" (reference); every other button takes people somewhere.
    if (action.actionType !== "CALL" && !action.url)
      return "Request contains an invalid argument: call_to_action.url is required.";
  }
  const media = post.media as Array<{ mediaFormat?: string; sourceUrl?: string }> | undefined;
  if (media?.some((item) => item.mediaFormat !== "PHOTO" || !item.sourceUrl?.startsWith("http"))) {
    return "Request contains an invalid argument: media.";
  }
  return null;
}

/** Test controls under /__control/business-profile/…; true when the request was one of them. */
export function businessProfileControl(
  method: string,
  url: URL,
  body: string,
  response: ServerResponse,
): boolean {
  const action = url.pathname.slice("/__control/business-profile/".length);
  const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (method === "POST" && action === "codes") {
    businessCodes.add(String(input.code));
  } else if (method === "POST" && action === "expire-access-tokens") {
    // An hour has passed: access tokens stop working, refresh tokens still renew them.
    for (const info of accessTokens.values()) info.expired = true;
  } else if (method === "POST" && action === "next-error") {
    forced.push(input as { status: number; retryAfter?: string });
  } else if (method === "POST" && (action === "reject-next" || action === "drop-next-answer")) {
    nextCreate.push(action === "reject-next" ? "reject" : "drop-answer");
  } else if (method === "GET" && action === "posts") {
    json(response, 200, localPosts);
    return true;
  } else if (method === "GET" && action === "revoked") {
    json(response, 200, revoked);
    return true;
  } else if (method === "DELETE" && action === "state") {
    businessCodes.clear();
    codeChallenges.clear();
    accessTokens.clear();
    refreshTokens.clear();
    revoked.length = 0;
    forced.length = 0;
    nextCreate.length = 0;
    localPosts.length = 0;
  } else {
    return false;
  }
  json(response, 200, { ok: true });
  return true;
}
