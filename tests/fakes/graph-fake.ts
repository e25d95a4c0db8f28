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
/**
 * Paths (by ending, e.g. "/feed") whose next request is carried out in full and then left without an
 * answer: the connection is closed instead. Not a Graph behaviour but a network one (a dropped
 * connection after the platform took the post), which the scheduler must not take for "nothing sent".
 */
const dropAnswers: string[] = [];
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
 * Meta fetches media by URL (content-publishing: "We cURL media used in publishing attempts"), and
 * so does the fake. Its own test pictures, /media/{w}x{h}.{ext}, are known by name. Any other
 * address is downloaded for real and the picture's size read from its bytes (JPEG's frame header,
 * PNG's IHDR); an address that does not answer 200 with an image cannot be fetched. The Worker
 * under test has no address the fake can reach (it runs inside the test runtime), so a test names
 * its origin as relayed: the fake parks each download from there and the test fetches it through
 * the Worker and hands the answer back (GET and POST /__control/graph/relay…).
 */
interface Downloaded {
  status: number;
  contentType: string;
  bytes: Buffer;
}
const relayedOrigins = new Set<string>();
const parkedDownloads = new Map<string, { url: string; answer: (downloaded: Downloaded | null) => void }>();
/** Every download the fake made of an address other than its own pictures, for tests to check. */
export const graphDownloads: Array<{ url: string; status: number | null; contentType: string | null }> = [];
const DOWNLOAD_TIMEOUT_MS = 15_000;

function download(url: string): Promise<Downloaded | null> {
  if (relayedOrigins.has(new URL(url).origin)) {
    const id = String(++sequence);
    return new Promise((resolve) => {
      const timer = setTimeout(() => answer(null), DOWNLOAD_TIMEOUT_MS);
      const answer = (downloaded: Downloaded | null) => {
        clearTimeout(timer);
        parkedDownloads.delete(id);
        resolve(downloaded);
      };
      parkedDownloads.set(id, { url, answer });
    });
  }
  return fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) }).then(
    async (response) => ({
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      bytes: Buffer.from(await response.arrayBuffer()),
    }),
    () => null,
  );
}

/** Width and height from a JPEG's start-of-frame marker or a PNG's IHDR chunk; null for anything else. */
function pictureSize(bytes: Buffer): { width: number; height: number; type: string } | null {
  if (bytes.length > 24 && bytes.toString("latin1", 1, 4) === "PNG") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), type: "png" };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    // SOF0–SOF15 carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7), type: "jpeg" };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

async function fetchImage(url: string): Promise<{ width: number; height: number; type: string } | null> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return null;
  }
  const own = /\/media\/(\d+)x(\d+)\.(jpe?g|png|webp|gif)$/i.exec(address.pathname);
  if (own) return { width: Number(own[1]), height: Number(own[2]), type: own[3]!.toLowerCase() };
  const downloaded = await download(url);
  graphDownloads.push({
    url,
    status: downloaded?.status ?? null,
    contentType: downloaded?.contentType ?? null,
  });
  if (downloaded?.status !== 200 || !downloaded.contentType.startsWith("image/")) return null;
  return pictureSize(downloaded.bytes);
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

export async function graphApi(request: IncomingMessage, url: URL, body: string, response: ServerResponse) {
  const match = /^\/graph\/(v\d+\.\d+)\/(.+)$/.exec(url.pathname);
  if (!match) {
    // Every call names its version (graph-api/guides/versioning); an unversioned path is refused here.
    return graphError(response, 400, { message: "Unknown path components: unversioned call", code: 2500 });
  }
  const path = match[2]!;
  const method = request.method ?? "GET";
  const params = method === "POST" ? new URLSearchParams(body) : url.searchParams;

  const drop = dropAnswers.findIndex((ending) => url.pathname.endsWith(ending));
  if (drop >= 0) {
    dropAnswers.splice(drop, 1);
    // Headers are only written with the body, so closing the socket here sends nothing back.
    const socket = request.socket;
    response.end = (() => {
      socket.destroy();
      return response;
    }) as typeof response.end;
  }

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
    if (!(await fetchImage(imageUrl))) {
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
      const image = await fetchImage(imageUrl);
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

/**
 * The login dialog (facebook-login/guides/advanced/manual-flow, "Invoking the Login Dialog"): the
 * person approves at once and Meta sends the browser back to redirect_uri with a one-time code
 * and the state it was given.
 */
export function facebookDialog(url: URL, response: ServerResponse) {
  const redirect = url.searchParams.get("redirect_uri");
  if (
    !/^\/facebook\/v\d+\.\d+\/dialog\/oauth$/.test(url.pathname) ||
    url.searchParams.get("client_id") !== META_APP.id ||
    !redirect
  ) {
    return graphError(response, 400, { message: "Invalid App ID or redirect_uri", code: 191 });
  }
  const code = `AQ${newToken("dialog")}`;
  codes.add(code);
  const back = new URL(redirect);
  back.searchParams.set("code", code);
  back.searchParams.set("state", url.searchParams.get("state") ?? "");
  response.writeHead(302, { Location: `${back}#_=_` });
  response.end();
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
  } else if (method === "POST" && action === "drop-answer") {
    // {"pathEndsWith": "/feed"}: the next such request is done, then the connection is closed unanswered.
    dropAnswers.push(String(input.pathEndsWith));
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
  } else if (method === "POST" && action === "relay-origin") {
    relayedOrigins.add(String(input.origin));
  } else if (method === "GET" && action === "relay") {
    // Downloads waiting for the test to fetch them from a relayed origin.
    json(
      response,
      200,
      [...parkedDownloads].map(([id, parked]) => ({ id, url: parked.url })),
    );
    return true;
  } else if (method === "POST" && action.startsWith("relay/")) {
    // {"status", "contentType", "base64"}: what the relayed origin answered.
    parkedDownloads.get(action.slice("relay/".length))?.answer({
      status: Number(input.status),
      contentType: String(input.contentType ?? ""),
      bytes: Buffer.from(String(input.base64 ?? ""), "base64"),
    });
  } else if (method === "GET" && action === "downloads") {
    json(response, 200, graphDownloads);
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
    dropAnswers.length = 0;
    nextContainerOutcome.length = 0;
    graphPublished.length = 0;
    graphDownloads.length = 0;
    relayedOrigins.clear();
    for (const parked of parkedDownloads.values()) parked.answer(null);
    META_WORLD.pages.splice(0, META_WORLD.pages.length, ...SEED_PAGES.map((page) => ({ ...page })));
  } else {
    return false;
  }
  json(response, 200, { ok: true });
  return true;
}
