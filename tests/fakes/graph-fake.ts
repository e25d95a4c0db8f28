import type { IncomingMessage, ServerResponse } from "node:http";
import { json } from "./http";

/**
 * A fake Meta Graph API under /graph/{version}/…: Facebook Login's code exchange and long-lived
 * token exchange, /me and /me/accounts, Page feed and photos, and Instagram's container →
 * status → media_publish flow with its 50-a-day limit. Each rule names the page it follows
 * (developers.facebook.com). Errors use Graph's shape:
 * { error: { message, type, code, error_subcode, fbtrace_id } } (docs/graph-api/guides/error-handling).
 */

export const META_APP = { id: "1234567890", secret: "meta-test-secret" };

interface FakePage {
  id: string;
  name: string;
  instagram: { id: string; username: string } | null;
}

/** The person who signs in, their two Pages, and the Instagram account linked to the first. */
const SEED_PAGES: FakePage[] = [
  {
    id: "101000000000001",
    name: "The Red Lion",
    instagram: { id: "17841400000000001", username: "redlionpub" },
  },
  { id: "101000000000002", name: "The Crown Inn", instagram: null },
];

export const META_WORLD: { user: { id: string; name: string }; pages: FakePage[] } = {
  user: { id: "10150000000000001", name: "Sam Ashby" },
  pages: SEED_PAGES.map((page) => ({ ...page })),
};

type TokenKind = "short" | "user" | "page";
interface TokenInfo {
  kind: TokenKind;
  /** The Page a Page token speaks for. */
  pageId?: string;
  expired: boolean;
  revoked: boolean;
}

interface Container {
  igUserId: string;
  imageUrl: string;
  caption: string;
  looks: number;
  /** What the container ends as once processed (a test can ask for ERROR). */
  outcome: "FINISHED" | "ERROR";
  published: boolean;
}

export interface GraphPublished {
  platform: "facebook" | "instagram";
  targetId: string;
  id: string;
  text: string;
  imageUrl: string | null;
  at: number;
}

interface ForcedGraphError {
  status: number;
  error: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Only a request whose path ends with this is failed (e.g. "/feed", "/media_publish"). */
  pathEndsWith?: string;
}

const codes = new Set<string>();
const tokens = new Map<string, TokenInfo>();
const containers = new Map<string, Container>();
/** Times (ms) of each Instagram account's API-published posts, for the moving 24-hour window. */
const instagramPosts = new Map<string, number[]>();
const forced: ForcedGraphError[] = [];
const nextContainerOutcome: Array<"ERROR"> = [];
export const graphPublished: GraphPublished[] = [];
let sequence = 0;

const DAY_MS = 24 * 60 * 60 * 1000;
const newId = () => `${Date.now()}${String(++sequence).padStart(4, "0")}`;
const newToken = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2)}${sequence++}`;
const trace = () => `A${Math.random().toString(36).slice(2, 12)}`;

function graphError(
  response: ServerResponse,
  status: number,
  error: { message: string; type?: string; code: number; error_subcode?: number; is_transient?: boolean },
  headers: Record<string, string> = {},
) {
  return json(
    response,
    status,
    { error: { type: "OAuthException", ...error, fbtrace_id: trace() } },
    headers,
  );
}

/**
 * Images the fake can "download": Meta fetches media by URL (content-publishing: "We cURL media
 * used in publishing attempts"). The fake hosts its own test pictures as /media/{w}x{h}.{ext}
 * and reads their size and type from the name; any other address cannot be fetched.
 */
function fetchImage(url: string): { width: number; height: number; type: string } | null {
  const match = /\/media\/(\d+)x(\d+)\.(jpe?g|png|webp|gif)$/i.exec(new URL(url, "http://x").pathname);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]), type: match[3]!.toLowerCase() };
}

/** The token a request carries (query for GET and DELETE, form body for POST), checked as Graph does. */
function authorise(response: ServerResponse, token: string | null): TokenInfo | null {
  const info = token ? tokens.get(token) : undefined;
  if (!info) {
    graphError(response, 400, {
      message: "Invalid OAuth access token - Cannot parse access token",
      code: 190,
    });
    return null;
  }
  // error-handling guide: 190 with subcode 463 is an expired token, 460 a changed password / revoked session.
  if (info.expired) {
    graphError(response, 400, {
      message: "Error validating access token: Session has expired on Saturday, 28-Nov-26 03:00:00 PST.",
      code: 190,
      error_subcode: 463,
    });
    return null;
  }
  if (info.revoked) {
    graphError(response, 400, {
      message: "Error validating access token: The user has not authorized application 1234567890.",
      code: 190,
      error_subcode: 458,
    });
    return null;
  }
  return info;
}

function pageOf(pageId: string) {
  return META_WORLD.pages.find((page) => page.id === pageId);
}

function igOwnerPage(igUserId: string) {
  return META_WORLD.pages.find((page) => page.instagram?.id === igUserId);
}

function postsInWindow(igUserId: string, now = Date.now()) {
  const times = (instagramPosts.get(igUserId) ?? []).filter((at) => at > now - DAY_MS);
  instagramPosts.set(igUserId, times);
  return times.length;
}

export function graphApi(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
  const match = /^\/graph\/(v\d+\.\d+)\/(.+)$/.exec(url.pathname);
  if (!match) {
    // Every call names its version (graph-api/guides/versioning); an unversioned path is refused here.
    return graphError(response, 400, { message: "Unknown path components: unversioned call", code: 2500 });
  }
  const path = match[2]!;
  const method = request.method ?? "GET";
  const params = method === "POST" ? new URLSearchParams(body) : url.searchParams;

  const failure = forced.findIndex(
    (entry) => !entry.pathEndsWith || url.pathname.endsWith(entry.pathEndsWith),
  );
  if (failure >= 0) {
    const [entry] = forced.splice(failure, 1);
    return json(response, entry!.status, { error: { ...entry!.error, fbtrace_id: trace() } }, entry!.headers);
  }

  // --- Facebook Login (docs/facebook-login/guides/advanced/manual-flow#confirm and get-long-lived)
  if (path === "oauth/access_token") {
    if (params.get("client_id") !== META_APP.id || params.get("client_secret") !== META_APP.secret) {
      return graphError(response, 400, { message: "Error validating client secret.", code: 1 });
    }
    if (params.get("grant_type") === "fb_exchange_token") {
      const short = tokens.get(params.get("fb_exchange_token") ?? "");
      if (!short || short.expired) {
        return graphError(response, 400, { message: "Error validating access token", code: 190 });
      }
      const token = newToken("EAAlong");
      tokens.set(token, { kind: "user", expired: false, revoked: false });
      // About 60 days (get-long-lived: "A long-lived token generally lasts about 60 days").
      return json(response, 200, { access_token: token, token_type: "bearer", expires_in: 5_183_944 });
    }
    const code = params.get("code") ?? "";
    // The code works once and only with the redirect_uri the dialog was opened with (manual-flow).
    if (!codes.has(code) || !params.get("redirect_uri")?.endsWith("/api/connections/meta/callback")) {
      return graphError(response, 400, {
        message: "This authorization code has been used.",
        code: 100,
        error_subcode: 36009,
      });
    }
    codes.delete(code);
    const token = newToken("EAAshort");
    tokens.set(token, { kind: "short", expired: false, revoked: false });
    return json(response, 200, { access_token: token, token_type: "bearer", expires_in: 5_400 });
  }

  // An app access token is "{app-id}|{app-secret}" (facebook-login/guides/access-tokens#apptokens);
  // with it the app's own node can be read, which is how the deploy smoke check proves the pair.
  if (method === "GET" && path === META_APP.id) {
    if (params.get("access_token") !== `${META_APP.id}|${META_APP.secret}`) {
      return graphError(response, 400, { message: "Invalid OAuth access token signature.", code: 190 });
    }
    return json(response, 200, { id: META_APP.id, name: "Full House" });
  }

  const token = authorise(response, params.get("access_token"));
  if (!token) return;

  if (path === "me" && method === "GET") return json(response, 200, { ...META_WORLD.user });

  // Page tokens come from /me/accounts read with a user token (business-sdk token-switch).
  if (path === "me/accounts" && method === "GET") {
    const fields = params.get("fields") ?? "";
    return json(response, 200, {
      data: META_WORLD.pages.map((page) => {
        const pageToken = newToken(`EAApage${page.id}`);
        tokens.set(pageToken, { kind: "page", pageId: page.id, expired: false, revoked: false });
        return {
          id: page.id,
          name: page.name,
          ...(fields.includes("access_token") ? { access_token: pageToken } : {}),
          ...(fields.includes("instagram_business_account") && page.instagram
            ? { instagram_business_account: { ...page.instagram } }
            : {}),
        };
      }),
      paging: { cursors: { before: "QVFIUbefore", after: "QVFIUafter" } },
    });
  }

  // Revoking every permission logs the app out of the person's account; their tokens stop working.
  if (path === "me/permissions" && method === "DELETE") {
    for (const info of tokens.values()) info.revoked = true;
    return json(response, 200, { success: true });
  }

  const [node, edge] = path.split("/") as [string, string | undefined];

  // --- Facebook Page posts (graph-api/reference/page/feed: message; page/photos: url + caption)
  if (method === "POST" && (edge === "feed" || edge === "photos") && pageOf(node)) {
    if (token.kind !== "page" || token.pageId !== node) {
      // Publishing as a Page takes that Page's token (page/feed "Requirements").
      return graphError(response, 403, {
        message:
          "(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin",
        code: 200,
      });
    }
    const id = newId();
    if (edge === "feed") {
      if (!params.get("message") && !params.get("link")) {
        return graphError(response, 400, { message: "(#100) Missing message or attachment.", code: 100 });
      }
      graphPublished.push({
        platform: "facebook",
        targetId: node,
        id: `${node}_${id}`,
        text: params.get("message") ?? "",
        imageUrl: null,
        at: Date.now(),
      });
      return json(response, 200, { id: `${node}_${id}` });
    }
    const imageUrl = params.get("url") ?? "";
    if (!fetchImage(imageUrl)) {
      return graphError(response, 400, { message: "(#324) Missing or invalid image file", code: 324 });
    }
    graphPublished.push({
      platform: "facebook",
      targetId: node,
      id: `${node}_${id}`,
      text: params.get("caption") ?? "",
      imageUrl,
      at: Date.now(),
    });
    return json(response, 200, { id: `9${id}`, post_id: `${node}_${id}` });
  }

  // --- Instagram (instagram-platform content-publishing; reference/ig-user/media, media_publish,
  //     content_publishing_limit; reference/ig-container; reference/error-codes)
  const igPage = igOwnerPage(node);
  if (igPage) {
    // Instagram API with Facebook Login publishes with the linked Page's token.
    if (token.kind !== "page" || token.pageId !== igPage.id) {
      return graphError(response, 400, {
        message: "(#10) Application does not have permission for this action",
        code: 10,
      });
    }
    if (method === "GET" && edge === "content_publishing_limit") {
      return json(response, 200, {
        data: [{ quota_usage: postsInWindow(node), config: { quota_total: 50, quota_duration: 86_400 } }],
      });
    }
    if (method === "POST" && edge === "media") {
      // ig-user/media reference: a caption takes at most 2,200 characters, 30 hashtags and 20 @ tags.
      const caption = params.get("caption") ?? "";
      if ([...caption].length > 2200 || (caption.match(/#[\p{L}\p{N}_]+/gu)?.length ?? 0) > 30) {
        return graphError(response, 400, {
          message: "(#100) The caption is too long or has too many hashtags.",
          code: 100,
        });
      }
      const imageUrl = params.get("image_url");
      // Feed posts are images (or videos): a caption alone is not a post.
      if (!imageUrl) {
        return graphError(response, 400, {
          message: "(#100) The parameter image_url is required",
          code: 100,
        });
      }
      const image = fetchImage(imageUrl);
      if (!image) {
        return graphError(response, 400, {
          message: "Media download has failed. The media URI doesn't meet our requirements.",
          code: 9004,
          error_subcode: 2207052,
        });
      }
      // content-publishing "Image specifications": JPEG only.
      if (image.type !== "jpg" && image.type !== "jpeg") {
        return graphError(response, 400, {
          message: "The image format is not supported.",
          code: 36001,
          error_subcode: 2207005,
        });
      }
      // content-publishing "Image specifications": aspect ratio within 4:5 to 1.91:1.
      const ratio = image.width / image.height;
      if (ratio < 0.8 - 0.001 || ratio > 1.91 + 0.001) {
        return graphError(response, 400, {
          message: `The submitted image with aspect ratio ('${image.width}/${image.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
          code: 36003,
          error_subcode: 2207009,
        });
      }
      const id = newId();
      containers.set(id, {
        igUserId: node,
        imageUrl,
        caption: params.get("caption") ?? "",
        looks: 0,
        outcome: nextContainerOutcome.shift() ?? "FINISHED",
        published: false,
      });
      return json(response, 200, { id });
    }
    if (method === "POST" && edge === "media_publish") {
      const container = containers.get(params.get("creation_id") ?? "");
      if (!container || container.igUserId !== node) {
        return graphError(response, 400, {
          message: "(#100) Param creation_id is not a valid container",
          code: 100,
        });
      }
      if (container.looks < 2 || container.outcome !== "FINISHED") {
        return graphError(response, 400, {
          message: "Media ID is not available",
          code: 9007,
          error_subcode: 2207027,
        });
      }
      // media_publish "Limitations": 50 posts within a 24-hour moving period (error-codes: 9 / 2207042).
      if (postsInWindow(node) >= 50) {
        return graphError(response, 400, {
          message:
            "You reached maximum number of posts that is allowed to be published by Content Publishing API.",
          code: 9,
          error_subcode: 2207042,
        });
      }
      if (container.published) {
        return graphError(response, 400, {
          message: "The media has already been published",
          code: 9,
          error_subcode: 2207006,
        });
      }
      container.published = true;
      instagramPosts.get(node)?.push(Date.now()) ?? instagramPosts.set(node, [Date.now()]);
      const id = `1790${newId()}`;
      graphPublished.push({
        platform: "instagram",
        targetId: node,
        id,
        text: container.caption,
        imageUrl: container.imageUrl,
        at: Date.now(),
      });
      return json(response, 200, { id });
    }
  }

  if (method === "GET" && !edge) {
    // ig-container: status_code is IN_PROGRESS while the image is processed, then FINISHED or ERROR.
    const container = containers.get(node);
    if (container) {
      container.looks += 1;
      const status_code = container.published
        ? "PUBLISHED"
        : container.looks < 2
          ? "IN_PROGRESS"
          : container.outcome;
      return json(response, 200, {
        id: node,
        status_code,
        ...(status_code === "ERROR"
          ? { status: "Error: 2207001 Instagram server error" }
          : { status: status_code }),
      });
    }
    const published = graphPublished.find((entry) => entry.id === node);
    if (published?.platform === "facebook") {
      const [pageId, postId] = node.split("_");
      return json(response, 200, {
        id: node,
        permalink_url: `https://www.facebook.com/${pageId}/posts/${postId}`,
      });
    }
    if (published?.platform === "instagram") {
      return json(response, 200, { id: node, permalink: `https://www.instagram.com/p/C${node.slice(-8)}/` });
    }
  }
  return graphError(response, 400, {
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${node}' does not exist`,
    code: 100,
    error_subcode: 33,
  });
}

/** Test controls under /__control/graph/…; true when the request was one of them. */
export function graphControl(method: string, url: URL, body: string, response: ServerResponse): boolean {
  const action = url.pathname.slice("/__control/graph/".length);
  const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (method === "POST" && action === "codes") {
    codes.add(String(input.code));
  } else if (method === "POST" && action === "expire-tokens") {
    // Every token handed out so far stops working, as after 60 days or a password change.
    for (const info of tokens.values()) info.expired = true;
  } else if (method === "POST" && action === "next-error") {
    forced.push(input as unknown as ForcedGraphError);
  } else if (method === "POST" && action === "next-container") {
    nextContainerOutcome.push("ERROR");
  } else if (method === "POST" && action === "instagram-usage") {
    // {"igUserId", "count", "hoursAgo"}: posts already published inside the 24-hour window.
    const at = Date.now() - Number(input.hoursAgo ?? 1) * 60 * 60 * 1000;
    const times = instagramPosts.get(String(input.igUserId)) ?? [];
    times.push(...Array.from({ length: Number(input.count) }, () => at));
    instagramPosts.set(String(input.igUserId), times);
  } else if (method === "POST" && action === "pages") {
    // {"pages": [{id, name, instagram?}], "tokens": true}: more Pages for one person (a pub group,
    // or the benchmark's 200 accounts). With "tokens", answers a ready Page token for each, as
    // /me/accounts would, so a benchmark can skip the login.
    const added = (input.pages as FakePage[]).map((page) => ({ ...page, instagram: page.instagram ?? null }));
    META_WORLD.pages.push(...added);
    const pageTokens = Object.fromEntries(
      added.map((page) => {
        const token = newToken(`EAApage${page.id}`);
        tokens.set(token, { kind: "page", pageId: page.id, expired: false, revoked: false });
        return [page.id, token];
      }),
    );
    json(response, 200, { ok: true, tokens: pageTokens });
    return true;
  } else if (method === "GET" && action === "published") {
    json(response, 200, graphPublished);
    return true;
  } else if (method === "DELETE" && action === "state") {
    codes.clear();
    tokens.clear();
    containers.clear();
    instagramPosts.clear();
    forced.length = 0;
    nextContainerOutcome.length = 0;
    graphPublished.length = 0;
    META_WORLD.pages.splice(0, META_WORLD.pages.length, ...SEED_PAGES.map((page) => ({ ...page })));
  } else {
    return false;
  }
  json(response, 200, { ok: true });
  return true;
}
