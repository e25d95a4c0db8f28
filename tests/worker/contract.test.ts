import { createExecutionContext, env } from "cloudflare:test";
import * as build from "virtual:react-router/server-build";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { apiErrorSchema } from "~/lib/contract/errors";
import routes from "~/routes";
import worker from "../../workers/app";
import { call, type Json, ORIGIN, signedInAccount } from "./helpers";

/**
 * The error contract (DESIGN.md), checked on every route there is: the walk reads app/routes.ts
 * itself, so a route is covered the day it is added.
 */

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"];
const ALL_METHODS = ["GET", "HEAD", ...MUTATING, "OPTIONS"];
const MB = 1024 * 1024;

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

interface WalkedRoute {
  pattern: string;
  module: NonNullable<(typeof build.routes)[string]>["module"];
}

function walk(entries: readonly RouteEntry[], parent = ""): WalkedRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    const route = build.routes[id];
    if (!route) throw new Error(`${entry.file} is in app/routes.ts but not in the server build`);
    return [{ pattern, module: route.module }, ...walk(entry.children ?? [], pattern)];
  });
}

const WALKED = walk(routes as RouteEntry[]);

/** What the route's module says it answers: a loader or a page answers GET and HEAD, an action what it lists. */
function methodsOf(route: WalkedRoute): string[] {
  const methods: string[] = [];
  if (route.module.loader || route.module.default) methods.push("GET", "HEAD");
  if (route.module.action)
    methods.push(...((route.module.action as { methods?: string[] }).methods ?? MUTATING));
  return methods;
}

/** An id of the right form that nobody owns: a real route answers it as another account's id, 404. */
const STRANGER_ID: string = crypto.randomUUID();
const urlOf = (pattern: string, id = STRANGER_ID) =>
  pattern.replace(/:[A-Za-z]+/g, encodeURIComponent(id)).replace("*", "no/such/page");

const isApi = (pattern: string) => pattern.startsWith("/api/");

/** Bodies a careless or hostile client sends: malformed, null, a list, a scalar, every field the wrong type. */
const JUNK: Array<[string, string]> = [
  ["malformed JSON", "{not json"],
  ["null", "null"],
  ["an array", "[1,2,3]"],
  ["a string", '"text"'],
  [
    "wrong types",
    JSON.stringify({
      email: 5,
      confirmEmail: ["x"],
      title: [],
      content: {},
      userInput: false,
      platform: 1,
      quizDate: {},
      name: [],
      teams: "x",
      answers: 3,
      plan: 7,
      interval: null,
      accountId: {},
      amount: "lots",
      fixtureIds: "x",
    }),
  ],
];

/** A query string of the wrong everything: negative and huge numbers, repeated keys, a NUL, odd sorts. */
const JUNK_QUERY =
  "page=-1&page=2&limit=99999999999&cursor=%00&sort=__proto__&dir=sideways&from=yesterday&to=%FF&filter[]=x&q=" +
  encodeURIComponent("<script>".repeat(50));

/** The local-mode tools under /dev take no body, and running them seeds thousands of rows: junk only checks their guard. */
const takesJunk = (pattern: string) => !pattern.startsWith("/dev/");

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** What every answer must be: never a 500, security headers on, /api errors in the JSON shape, no internals. */
async function expectContract(response: Response, label: string, { api }: { api: boolean }) {
  expect(response.status, label).not.toBe(500);
  expect(response.status < 500 || response.status === 503, `${label}: ${response.status}`).toBe(true);
  expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(response.headers.get("X-Frame-Options"), label).toBe("DENY");
  expect(response.headers.get("Content-Security-Policy") ?? "", label).toContain("frame-ancestors 'none'");
  const text = await response.text();
  // No stack frame ("    at fn (file:1:2)") and no error text from the runtime.
  expect(text, label).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(text, label).not.toMatch(/Unexpected Server Error|TypeError|SyntaxError/);
  const html = (response.headers.get("Content-Type") ?? "").includes("text/html");
  if (api && response.status >= 400 && !html && text !== "") {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    expect(parsed.success, `${label}: ${text.slice(0, 200)}`).toBe(true);
  }
  return text;
}

let consoleError: MockInstance;
beforeAll(() => {
  consoleError = vi.spyOn(console, "error");
});
afterAll(() => consoleError.mockRestore());

describe("every route in app/routes.ts", () => {
  it("is walked: pages, /api and the catch-all", () => {
    const patterns = WALKED.map((route) => route.pattern);
    expect(patterns).toContain("/api/generate-content");
    expect(patterns).toContain("/api/account/exports/:jobId");
    expect(patterns).toContain("/pricing");
    expect(patterns).toContain("/*");
    expect(WALKED.length).toBeGreaterThan(80);
  });

  it.each(WALKED.map((route) => [route.pattern, route] as const))(
    "%s keeps the contract",
    async (pattern, route) => {
      const { cookie } = await signedInAccount("pro", "admin");
      const api = isApi(pattern);
      const url = urlOf(pattern);
      const allowed = methodsOf(route);
      const unknown = pattern === "/*";
      const checks: Array<Promise<unknown>> = [];

      for (const method of ALL_METHODS) {
        if (method === "OPTIONS" || unknown) continue;
        if (allowed.includes(method)) continue;
        // A method the route does not answer: 405 with Allow, before any route code runs (nothing logged).
        checks.push(
          call(url, { method, cookie, json: method === "GET" || method === "HEAD" ? undefined : {} }).then(
            async (response) => {
              const label = `${method} ${url}`;
              expect(response.status, label).toBe(405);
              expect(response.headers.get("Allow")?.split(", ").sort(), label).toEqual(
                [...allowed, "OPTIONS"].sort(),
              );
              await expectContract(response, label, { api });
            },
          ),
        );
      }

      if (!unknown) {
        checks.push(
          call(url, { method: "OPTIONS", cookie }).then(async (response) => {
            expect(response.status).toBe(204);
            expect(response.headers.get("Allow")?.split(", ").sort()).toEqual([...allowed, "OPTIONS"].sort());
            await expectContract(response, `OPTIONS ${url}`, { api });
          }),
        );
      }

      // Reads of an id nobody owns, and everything else a read can be.
      for (const method of allowed.filter((m) => m === "GET" || m === "HEAD")) {
        checks.push(
          call(url, { method, cookie }).then((r) => expectContract(r, `${method} ${url}`, { api })),
        );
      }

      const writes = allowed.filter((method) => MUTATING.includes(method));
      if (takesJunk(pattern)) {
        for (const method of writes) {
          for (const [name, body] of JUNK) {
            checks.push(
              call(url, { method, cookie, body, headers: { "Content-Type": "application/json" } }).then((r) =>
                expectContract(r, `${method} ${url} with ${name}`, { api }),
              ),
            );
          }
        }
      }
      await Promise.all(checks);

      // Oversized bodies, once per route that takes one: 2 MB declared, 10 MB streamed with no length.
      if (writes.length > 0) {
        const method = writes[0]!;
        const limit = (route.module.handle as { bodyLimit?: number } | undefined)?.bodyLimit ?? MB;
        for (const [size, body] of [
          [2 * MB, "x".repeat(2 * MB)],
          [10 * MB, streamOf(10 * MB)],
        ] as const) {
          const response = await call(url, {
            method,
            cookie,
            body,
            headers: { "Content-Type": "application/json" },
          });
          const label = `${method} ${url} with ${size / MB} MB`;
          if (size > limit) expect(response.status, label).toBe(413);
          const text = await expectContract(response, label, { api });
          if (size > limit && api) expect(JSON.parse(text).error.code).toBe("payload_too_large");
        }
      }

      // Reads with a query string no page of ours writes: numbers out of range, lists, nulls, junk.
      for (const method of allowed.filter((m) => m === "GET")) {
        const junkQuery = `${url}${url.includes("?") ? "&" : "?"}${JUNK_QUERY}`;
        const response = await call(junkQuery, { method, cookie });
        await expectContract(response, `${method} ${url} with a junk query`, { api });
      }

      // Ids no row of ours could have: too long, or not an id at all. 404, as another account's id:
      // for a call under /api and for a page alike.
      if (pattern.includes(":")) {
        const method = allowed[0]!;
        for (const id of ["x".repeat(1000), "not an id!", "../../etc/passwd", "%00"]) {
          const bad = urlOf(pattern, id);
          const response = await call(bad, {
            method,
            cookie,
            json: MUTATING.includes(method) ? {} : undefined,
          });
          expect(response.status, `${method} ${bad.slice(0, 80)}`).toBe(404);
          await expectContract(response, `${method} ${bad.slice(0, 80)}`, { api });
        }
      }
    },
  );

  it("logged no error (and so no stack trace) for any refusal", () => {
    const logged = consoleError.mock.calls.map((args) => args.map(String).join(" "));
    expect(logged).toEqual([]);
  });
});

describe("the error contract, as a caller sees it", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json<Json>()).toEqual({
      error: { code: "not_found", message: "No such endpoint." },
    });
  });

  it("answers GET on a POST-only route with 405 JSON and Allow, as it does PUT on a read", async () => {
    const { cookie } = await signedInAccount();
    const get = await call("/api/generate-content", { cookie });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST, OPTIONS");
    expect(await get.json<Json>()).toEqual({
      error: { code: "method_not_allowed", message: "Use POST here." },
    });
    const put = await call("/api/jobs/x", { method: "PUT", cookie, json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("answers a 1,000-character export id with 404, as another account's export", async () => {
    const { cookie } = await signedInAccount();
    const response = await call(`/api/account/exports/${"a".repeat(1000)}`, { cookie });
    expect(response.status).toBe(404);
    expect((await response.json<Json>()).error.code).toBe("not_found");
  });

  it.each(["/api/generate-content", "/api/refine-content", "/api/drafts"])(
    "refuses a 2 MB JSON body to %s with 413 before reading it as JSON",
    async (path) => {
      const { cookie } = await signedInAccount();
      const response = await call(path, {
        method: "POST",
        cookie,
        json: { userInput: "x".repeat(2 * MB), title: "t", content: "c" },
      });
      expect(response.status).toBe(413);
      expect(await response.json<Json>()).toEqual({
        error: { code: "payload_too_large", message: "The request body is larger than 1 MB." },
      });
    },
  );

  it("shows '404 Page Not Found' with a real 404 status for unknown pages", async () => {
    const response = await call("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  it("answers errors of navigations under /api as pages a person can read", async () => {
    const navigate = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", Accept: "text/html" };
    const signedOut = await call("/api/create-checkout-session?plan=pro&billingCycle=monthly", {
      headers: navigate,
    });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("Content-Type")).toContain("text/html");
    const page = await signedOut.text();
    expect(page).toContain("Please sign in");
    expect(page).toContain('href="/api/login"');

    const { cookie } = await signedInAccount();
    const missing = await call(`/api/account/exports/${crypto.randomUUID()}`, { cookie, headers: navigate });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toContain("text/html");
    expect(await missing.text()).toContain("404 Page Not Found");
    expect(missing.headers.get("X-Content-Type-Options")).toBe("nosniff");

    // The same URL fetched by a page's script still gets JSON.
    const fetched = await call(`/api/account/exports/${crypto.randomUUID()}`, {
      cookie,
      headers: { "Sec-Fetch-Mode": "cors" },
    });
    expect((await fetched.json<Json>()).error.code).toBe("not_found");
  });

  it("refuses a large body even when it is streamed without a Content-Length", async () => {
    const response = await call("/api/temp-access", {
      method: "POST",
      body: streamOf(1.25 * MB),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
  });
});

describe("security headers on every answer", () => {
  const expectHeaders = (response: Response) => {
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  };

  it("on a cross-site 403, a 404, a 413 and a 429", async () => {
    const crossSite = await call("/api/temp-access", { method: "POST", json: {}, noOrigin: true });
    expect(crossSite.status).toBe(403);
    expectHeaders(crossSite);
    const notFound = await call("/api/nothing-here");
    expect(notFound.status).toBe(404);
    expectHeaders(notFound);
    const tooLarge = await call("/api/temp-access", { method: "POST", body: "x".repeat(2 * MB) });
    expect(tooLarge.status).toBe(413);
    expectHeaders(tooLarge);
    // Direct Quick Access is local-only, so the hammering comes from another loopback address.
    const headers = { "CF-Connecting-IP": "127.51.100.9" };
    let limited: Response | undefined;
    for (let i = 0; i < 7 && limited?.status !== 429; i++) {
      limited = await call("/api/temp-access", { method: "POST", json: { email: `h${i}@y.pub` }, headers });
    }
    expect(limited?.status).toBe(429);
    expectHeaders(limited!);
  });

  it("on a 500, and production adds HSTS (a production Worker without its secrets cannot start)", async () => {
    const production = { ...env, APP_ENV: "production" } as Env;
    const response = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/user`) as Request<unknown, IncomingRequestCfProperties>,
      production,
      createExecutionContext(),
    );
    expect(response.status).toBe(500);
    expect((await response.json<Json>()).error.code).toBe("configuration_error");
    expectHeaders(response);
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    const local = await call("/api/auth/user");
    expect(local.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("cross-site protection", () => {
  it("refuses a mutating request with no Origin", async () => {
    const response = await call("/api/temp-access", {
      method: "POST",
      json: { email: "a@b.co" },
      noOrigin: true,
    });
    expect(response.status).toBe(403);
    expect((await response.json<Json>()).error.code).toBe("cross_site_request");
  });

  it("refuses a mutating request from another site, even with a valid session", async () => {
    const { cookie } = await signedInAccount();
    const response = await call("/api/account", {
      method: "DELETE",
      json: { confirmEmail: "x" },
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await call("/api/auth/user", { cookie })).status).toBe(200);
  });

  it("sends a nonce-based CSP, nosniff and frame protection with pages", async () => {
    // The sign-in page hydrates, so it carries React Router's inline scripts.
    const response = await call("/api/login");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("ships the signed-out landing without inline scripts: one module file, with the nonce", async () => {
    const html = await (await call("/")).text();
    expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)]).toHaveLength(0);
    expect(html).toMatch(/<script type="module" src="\/js\/landing\.js" nonce="[^"]+"><\/script>/);
  });
});

describe("signing out", () => {
  const signedIn = async (cookie: string) => (await call("/api/auth/user", { cookie })).status === 200;

  it("signs out at once when the Logout link is clicked on one of our pages", async () => {
    const { cookie } = await signedInAccount();
    const response = await call("/api/logout", {
      cookie,
      headers: { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toContain("Max-Age=0");
    expect(await signedIn(cookie)).toBe(false);
  });

  it("trusts an own Referer or Origin from a browser that sends no Sec-Fetch-Site", async () => {
    const byReferer = await signedInAccount();
    await call("/api/logout", { cookie: byReferer.cookie, headers: { Referer: `${ORIGIN}/dashboard` } });
    expect(await signedIn(byReferer.cookie)).toBe(false);
    const byOrigin = await signedInAccount();
    await call("/api/logout", { cookie: byOrigin.cookie, headers: { Origin: ORIGIN } });
    expect(await signedIn(byOrigin.cookie)).toBe(false);
  });

  it.each([
    ["another site's link", { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" }],
    ["another site's image", { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image" }],
    ["a typed address or bookmark", { "Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate" }],
    ["a sibling subdomain", { "Sec-Fetch-Site": "same-site" }],
    ["an old browser following another site's link", { Referer: "https://evil.example/page" }],
    ["an old browser with no Referer", {}],
  ])("only asks, from %s: a page whose button posts", async (_from, headers) => {
    const { cookie, email } = await signedInAccount();
    const response = await call("/api/logout", { cookie, headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const page = await response.text();
    expect(page).toContain("Sign out of Full House?");
    expect(page).toContain(email);
    const form = page.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/logout"');
    expect(await signedIn(cookie)).toBe(true);

    // The button: a same-origin POST signs out; the same POST from another site is refused.
    const forged = await call("/api/logout", {
      method: "POST",
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    const confirmed = await call("/api/logout", { method: "POST", cookie });
    expect(confirmed.status).toBe(302);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("sends a signed-out visitor home", async () => {
    const response = await call("/api/logout", { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After once Quick Access is hammered from one address", async () => {
    const headers = { "CF-Connecting-IP": "127.51.100.7" };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const response = await call("/api/temp-access", {
        method: "POST",
        json: { email: `x${i}@y.pub` },
        headers,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get("Retry-After");
        expect((await response.json<Json>()).error.code).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  });

  it("limits sign-in attempts per address", async () => {
    const headers = {
      "CF-Connecting-IP": "127.51.100.8",
      "Content-Type": "application/x-www-form-urlencoded",
    };
    // The limit counts per clock minute (RATE_RULES.signIn): twelve tries that straddle the turn of a
    // minute land in two windows and are never refused. Start early in a minute, so all fall in one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call("/api/login", { method: "POST", body: "email=bad", headers });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
