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

/**
 * The headers every answer carries, whatever produced it: the Worker's answers (errors and early
 * refusals included) and the static files, which the platform serves without the Worker (`_headers`,
 * written into the build by vite.config.ts).
 */
export function securityHeaders({ production = false } = {}): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Content-Security-Policy": "frame-ancestors 'none'",
    ...(production ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/** Adds the security headers to an answer; a page's own Content-Security-Policy is kept. */
export function applySecurityHeaders(headers: Headers, { production = false } = {}) {
  for (const [name, value] of Object.entries(securityHeaders({ production }))) {
    if (name === "Content-Security-Policy" && headers.has(name)) continue;
    headers.set(name, value);
  }
}

/**
 * The static files' `_headers` (Workers static assets): the security headers on every file, and
 * the hashed build files under /assets/ cached for a year, as their names change with their content.
 */
export function staticHeadersFile({ production = false } = {}): string {
  const lines = Object.entries(securityHeaders({ production })).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
}
