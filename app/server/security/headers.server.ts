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

/** Headers every response carries, whatever produced it. */
export function applySecurityHeaders(headers: Headers) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (!headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", "frame-ancestors 'none'");
}
