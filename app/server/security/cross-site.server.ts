const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Endpoints called by other services, which authenticate by signature instead of by origin. */
const SERVER_TO_SERVER_PATHS = new Set(["/api/stripe/webhook"]);

/**
 * A state-changing request must come from one of our own pages: its Origin must be ours.
 * Browsers always send Origin on cross-origin and on POST requests, so a missing one is refused too.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (SERVER_TO_SERVER_PATHS.has(url.pathname)) return false;
  const origin = request.headers.get("Origin");
  return origin === null || origin !== url.origin;
}

/**
 * Whether a GET came from one of our own pages (a link clicked here), for actions that a plain link
 * may trigger, such as signing out. Browsers say so in Sec-Fetch-Site; without it (older browsers),
 * an Origin or Referer of ours counts. A typed address, a bookmark or another site's link does not.
 */
export function isSameOriginNavigation(request: Request): boolean {
  const own = new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("Origin");
  if (origin) return origin === own;
  const referer = request.headers.get("Referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}
