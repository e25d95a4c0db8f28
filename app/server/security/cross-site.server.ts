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
