import { data } from "react-router";
import { ERROR_CODES } from "~/lib/contract/errors";
import type { AppConfig } from "~/server/env.server";
import { applySecurityHeaders } from "~/server/security/headers.server";

/**
 * What a local server (APP_ENV=local) shows to anything but this machine: with `npm start` listening
 * on the pub's network, phones at the tables reach these paths and nothing else. The live quiz night
 * adds its player pages here. `/x/*` covers `/x` and everything under it; a trailing `*` is a prefix.
 */
export const SERVED_OFF_LOOPBACK: readonly string[] = [
  // React Router asks for the route manifest of the page a browser is about to show.
  "/__manifest",
  // The live quiz night: the phones' page, the night's public view, its socket and its pictures.
  "/play",
  "/remote",
  "/api/nights/*",
];

/**
 * Local-only routes: the development sign-in, direct Quick Access, the local admin login and admin
 * page, the payment simulator and its webhook, `/dev/*`. They answer a loopback request only, even if
 * a pattern above were widened to cover them, and even on a server deployed with APP_ENV=local.
 */
export const LOCAL_ONLY: readonly string[] = [
  "/dev/*",
  "/api/login",
  "/api/temp-access",
  "/api/admin/*",
  "/admin-*",
  "/test-payments/*",
  "/api/test-payments/*",
  "/api/stripe/webhook",
];

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** 127.0.0.0/8 and ::1, written any of the ways an address reaches us (v4-mapped v6 included). */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.trim().toLowerCase();
  const v4 = ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return ip === "::1" || ip === "0:0:0:0:0:0:0:1";
}

/**
 * Whether the request comes from this machine. `CF-Connecting-IP` names the client: Cloudflare's
 * edge sets it on every request (a client cannot choose it), and the local server (scripts/local-server)
 * sets it from the socket after dropping whatever the client sent. Without it, the request was made
 * inside the runtime (the worker tests), and only a loopback host name counts.
 */
export function isLoopbackRequest(request: Request): boolean {
  const client = request.headers.get("CF-Connecting-IP");
  if (client !== null) return isLoopbackAddress(client);
  return LOOPBACK_HOSTS.has(new URL(request.url).hostname);
}

/**
 * The path as the router matches it: each segment percent-decoded (an encoded `/` stays encoded),
 * case folded (routes match any case), without a trailing slash or React Router's `.data` suffix.
 * Null when a segment cannot be decoded: such a path is served to nobody off loopback.
 */
export function routedPath(pathname: string): string | null {
  let segments: string[];
  try {
    segments = pathname.split("/").map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"));
  } catch {
    return null;
  }
  let path = segments.join("/").toLowerCase();
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path === "/_root") return "/";
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function matches(path: string, pattern: string): boolean {
  const wanted = pattern.toLowerCase();
  if (wanted.endsWith("/*")) {
    const base = wanted.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  if (wanted.endsWith("*")) return path.startsWith(wanted.slice(0, -1));
  return path === wanted;
}

/** Whether a local server may answer `pathname` to a device other than this machine. */
export function isServedOffLoopback(pathname: string): boolean {
  const path = routedPath(pathname);
  if (path === null || LOCAL_ONLY.some((pattern) => matches(path, pattern))) return false;
  return SERVED_OFF_LOOPBACK.some((pattern) => matches(path, pattern));
}

const REFUSAL =
  "Full House is running on this network in local mode: only the quiz night's player pages answer " +
  "here. Open Full House on the computer that runs it.";

/** The refusal as a page a person on a phone can read (no scripts, no outside files). */
const REFUSAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Full House — not on this network</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf7f2;color:#1f2a24}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5;margin:0 0 1rem}</style></head>
<body><main><h1>This page stays on the pub's computer</h1>
<p>Full House is running on this network in local mode: only the quiz night's player pages answer here.</p>
<p>Open Full House on the computer that runs it.</p></main></body></html>`;

/**
 * A browser navigating (a person) gets the page; an API call gets the JSON error shape. Navigations
 * are told by their Accept header: Sec-Fetch-Mode is not sent to a plain-http network address.
 */
function wantsPage(request: Request, pathname: string): boolean {
  if (!pathname.startsWith("/api/")) return true;
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * The one gate in front of a local server's routes (the Worker entry calls it first): a request from
 * another device gets a 403 unless its path is in SERVED_OFF_LOOPBACK. Production has no local-only
 * routes and passes everything on.
 */
export function refuseOffLoopback(config: Pick<AppConfig, "isLocal">, request: Request): Response | null {
  if (!config.isLocal || isLoopbackRequest(request)) return null;
  const { pathname } = new URL(request.url);
  if (isServedOffLoopback(pathname)) return null;
  const response = wantsPage(request, pathname)
    ? new Response(REFUSAL_PAGE, { status: 403, headers: { "Content-Type": "text/html; charset=utf-8" } })
    : Response.json({ error: { code: ERROR_CODES.forbidden, message: REFUSAL } }, { status: 403 });
  applySecurityHeaders(response.headers);
  return response;
}

/**
 * /dev/* exists only in local mode and only on this machine: anywhere else (production, or a build
 * deployed by mistake with APP_ENV=local) it answers the ordinary 404.
 */
export function assertLocalDev(ctx: { config: Pick<AppConfig, "isLocal"> }, request: Request) {
  if (!ctx.config.isLocal || !isLoopbackRequest(request)) {
    throw data("Not found", { status: 404 });
  }
}

/** `?accounts=N` of a load route: `fallback` when absent or not a number, clamped to 1…`max`. */
export function accountsParam(request: Request, { fallback, max }: { fallback: number; max: number }) {
  const asked = Number(new URL(request.url).searchParams.get("accounts")) || fallback;
  return Math.min(max, Math.max(1, asked));
}
