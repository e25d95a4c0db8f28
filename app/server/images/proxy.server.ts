import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { sniffImageType } from "~/server/providers/images/openai.server";
import { imageResponse, readOwnImage } from "./store.server";

const OWN_IMAGE_PATH = /^\/api\/images\/([A-Za-z0-9-]{1,80})$/;
const MAX_BYTES = 20 * 1024 * 1024;

/** Loopback, private, link-local, carrier-grade NAT and unspecified addresses, v4 and v6. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal")) return true;
  const v4 = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a >= 224
    );
  }
  if (host.includes(":")) {
    return (
      host === "::" ||
      host === "::1" ||
      host.startsWith("fc") ||
      host.startsWith("fd") ||
      host.startsWith("fe80") ||
      host.startsWith("::ffff:")
    );
  }
  // Any other all-numeric form (decimal, octal or hex IPv4) is refused rather than interpreted.
  return /^[0-9.x]+$/.test(host);
}

export type ProxyTarget = { kind: "own"; imageId: string } | { kind: "provider"; url: URL };

const REFUSED = "url: only Full House images and the image provider's files can be fetched";

/**
 * Decides what an /api/proxy-image url may be: one of our own stored images (any path of ours
 * otherwise is refused), or a file on the configured provider host over https in live mode.
 * Everything else — other hosts, private or link-local addresses, other schemes, credentials,
 * unusual ports — is a 400.
 */
export function proxyTarget(
  raw: string,
  options: { ownOrigins: string[]; providerHost: string | null },
): ProxyTarget {
  let url: URL;
  try {
    url = new URL(raw, options.ownOrigins[0]);
  } catch {
    throw errors.invalid("url: not a valid address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw errors.invalid("url: only http and https addresses are allowed");
  }
  if (url.username || url.password) throw errors.invalid(REFUSED);
  if (options.ownOrigins.includes(url.origin)) {
    const own = url.pathname.match(OWN_IMAGE_PATH);
    if (own?.[1] && !url.search) return { kind: "own", imageId: own[1] };
    throw errors.invalid(REFUSED);
  }
  if (isPrivateHost(url.hostname)) throw errors.invalid("url: private and local addresses are refused");
  if (
    options.providerHost &&
    url.protocol === "https:" &&
    url.port === "" &&
    url.hostname.toLowerCase() === options.providerHost.toLowerCase()
  ) {
    return { kind: "provider", url };
  }
  throw errors.invalid(REFUSED);
}

/**
 * GET /api/proxy-image: lets the page draw an image on a canvas for download. Our own images come
 * straight from R2 (owner only); the provider's files are fetched without following redirects.
 */
export async function proxyImage(
  ctx: AppContext,
  account: Account,
  raw: string,
  requestOrigin: string,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  const target = proxyTarget(raw, {
    ownOrigins: [...new Set([requestOrigin, new URL(ctx.config.appUrl).origin])],
    providerHost: ctx.providers.images.kind === "live" ? ctx.config.IMAGE_PROVIDER_HOST : null,
  });
  if (target.kind === "own") {
    const { row, body } = await readOwnImage(ctx, account.id, target.imageId);
    return imageResponse(row, body);
  }
  let answer: Response;
  try {
    answer = await fetcher(target.url.toString(), { redirect: "manual" });
  } catch {
    throw errors.providerUnavailable("The image could not be fetched. Please try again.");
  }
  if (answer.status >= 300 && answer.status < 400) {
    throw errors.invalid("url: the image host answered with a redirect, which is refused");
  }
  if (!answer.ok) throw errors.notFound("The image host has no such image.");
  const bytes = new Uint8Array(await answer.arrayBuffer());
  if (bytes.byteLength > MAX_BYTES) throw errors.invalid("url: the image is too large");
  const contentType = sniffImageType(bytes);
  if (!contentType) throw errors.invalid("url: that address is not an image");
  return new Response(bytes, {
    headers: {
      "Content-Type": contentType,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
