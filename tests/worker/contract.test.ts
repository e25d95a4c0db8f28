import { describe, expect, it } from "vitest";
import { call, type Json, signedInAccount } from "./helpers";

/** Every mutating /api endpoint with a JSON body; each must refuse junk with a 4xx, never a 500. */
const JSON_ENDPOINTS = [
  { method: "POST", path: "/api/temp-access" },
  { method: "DELETE", path: "/api/account" },
];

describe("the error contract", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json<Json>()).toEqual({
      error: { code: "not_found", message: "No such endpoint." },
    });
  });

  it("answers a wrong method with a JSON 405", async () => {
    const response = await call("/api/temp-access", { method: "PUT", json: {} });
    expect(response.status).toBe(405);
    expect((await response.json<Json>()).error.code).toBe("method_not_allowed");
  });

  it("shows '404 Page Not Found' with a real 404 status for unknown pages", async () => {
    const response = await call("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  it.each(JSON_ENDPOINTS)(
    "refuses junk bodies on $method $path with 400, not 500",
    async ({ method, path }) => {
      const { cookie } = await signedInAccount();
      const junk: Array<[string, string]> = [
        ["{not json", "invalid_json"],
        ["[1,2,3]", "invalid_json"],
        ["null", "invalid_json"],
        ['"a string"', "invalid_json"],
        ["42", "invalid_json"],
        ['{"email": {"nested": true}, "confirmEmail": ["x"]}', "invalid_input"],
      ];
      for (const [body, code] of junk) {
        const response = await call(path, {
          method,
          body,
          cookie,
          headers: { "Content-Type": "application/json" },
        });
        expect(response.status, body).toBe(400);
        expect((await response.json<Json>()).error.code, body).toBe(code);
      }
    },
  );

  it.each(JSON_ENDPOINTS)("refuses bodies over 1 MB on $method $path with 413", async ({ method, path }) => {
    const { cookie } = await signedInAccount();
    const big = JSON.stringify({ email: "a@b.co", padding: "x".repeat(1024 * 1024 + 10) });
    const response = await call(path, {
      method,
      body: big,
      cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect((await response.json<Json>()).error.code).toBe("payload_too_large");
  });

  it("refuses a large body even when it is streamed without a Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await call("/api/temp-access", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
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

  it("sends nosniff with API answers too", async () => {
    const response = await call("/api/auth/user");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
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
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await call("/api/login", { method: "POST", body: "email=bad", headers });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
