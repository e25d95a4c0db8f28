/** Content-Security-Policy for pages: scripts only from us or carrying this response's nonce. */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    // Stripe.js (the live /subscribe card form) loads from js.stripe.com and talks to api.stripe.com.
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' https://api.stripe.com${dev ? " ws: wss:" : ""}`,
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Two years, the preload lists' minimum; only sent in production, where the site is HTTPS only. */
const HSTS = "max-age=63072000; includeSubDomains";

/** Headers every response carries, whatever produced it (errors and early refusals included). */
export function applySecurityHeaders(headers: Headers, { production = false } = {}) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", "frame-ancestors 'none'");
  if (production) headers.set("Strict-Transport-Security", HSTS);
}
