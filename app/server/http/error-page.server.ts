/**
 * The page a person sees when a navigation (an address typed or followed, a form, a download link)
 * ends in an error that no React page rendered: /api's sign-in, sign-out, OAuth callbacks, downloads
 * and checkout redirects, and anything the Worker entry refuses before routing. A fetch from our own
 * pages gets the JSON error shape instead.
 */

const TITLES: Record<number, string> = {
  400: "That request didn't work",
  401: "Please sign in",
  402: "That needs a paid plan",
  403: "You can't open this",
  404: "404 Page Not Found",
  405: "That doesn't work here",
  409: "Already in progress",
  413: "That's too large",
  429: "Too many tries",
  503: "Something is down for a moment",
};

/** A navigation, as browsers mark it; without Sec-Fetch headers (older browsers), by what it accepts. */
export function isNavigation(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** A small self-contained page (no scripts) in the product's colours, with a way back. */
export function errorPage(status: number, message: string, headers: HeadersInit = {}): Response {
  const title = TITLES[status] ?? "Something went wrong";
  const next =
    status === 401
      ? '<a href="/api/login">Sign in</a> · <a href="/">Back to Full House</a>'
      : '<a href="/">Back to Full House</a>';
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Full House</title>
<style>
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: #fbf8f3; color: #1c1917;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 32rem; padding: 1.5rem; text-align: center; }
  h1 { font-family: ui-serif, Georgia, Cambria, "Times New Roman", serif; font-size: 1.875rem; margin: 0 0 0.75rem; }
  p { color: #57534e; margin: 0 0 1.25rem; }
  a { color: #185a37; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>${next}</p>
</main>
</body>
</html>`;
  const all = new Headers(headers);
  all.set("Content-Type", "text/html; charset=utf-8");
  all.set("Cache-Control", "no-store");
  // Nothing runs on this page: no scripts, its own inline styles only.
  all.set(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  );
  return new Response(html, { status, headers: all });
}
