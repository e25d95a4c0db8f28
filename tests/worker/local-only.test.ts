import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  isLoopbackAddress,
  isServedOffLoopback,
  LOCAL_ONLY,
  SERVED_OFF_LOOPBACK,
} from "~/server/dev/local-only.server";
import { call, type Json, uniqueEmail } from "./helpers";

// A phone on the pub's Wi-Fi, as the local server names it in CF-Connecting-IP.
const PHONE = "192.168.1.23";

/** A request from another device on the network (or the internet), whatever Host it claims. */
function fromElsewhere(path: string, init: RequestInit & { host?: string } = {}) {
  const { host = "localhost", ...rest } = init;
  return SELF.fetch(`http://${host}${path}`, {
    redirect: "manual",
    ...rest,
    headers: { "CF-Connecting-IP": PHONE, Origin: `http://${host}`, ...(rest.headers ?? {}) },
  });
}

describe("local-only routes refuse anything but a loopback request", () => {
  it("refuses the development sign-in, Quick Access, the admin login and /dev/* from another device", async () => {
    const refused = [
      await fromElsewhere("/api/login"),
      await fromElsewhere("/api/login", {
        method: "POST",
        body: `email=${uniqueEmail()}`,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      await fromElsewhere("/api/temp-access", {
        method: "POST",
        body: JSON.stringify({ email: "pro@demo.pub" }),
        headers: { "Content-Type": "application/json" },
      }),
      await fromElsewhere("/api/admin/login", {
        method: "POST",
        body: JSON.stringify({ email: "admin@demo.pub", password: "change-me-locally" }),
        headers: { "Content-Type": "application/json" },
      }),
      await fromElsewhere("/admin-local-admin"),
      await fromElsewhere("/dev/outbox"),
      await fromElsewhere("/dev/seed", { method: "POST" }),
      await fromElsewhere("/api/stripe/webhook", { method: "POST", body: "{}" }),
      await fromElsewhere("/test-payments"),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    const api = await fromElsewhere("/api/temp-access", { method: "POST", body: "{}" });
    expect((await api.json<Json>()).error.code).toBe("forbidden");
    const page = await fromElsewhere("/");
    expect(page.status).toBe(403);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(await page.text()).toContain("only the quiz night's player pages answer here");
    // A person following a link to the development sign-in on a phone reads a page, not JSON.
    const signInPage = await fromElsewhere("/api/login", { headers: { Accept: "text/html,*/*;q=0.8" } });
    expect(signInPage.status).toBe(403);
    expect(await signInPage.text()).toContain("This page stays on the pub's computer");
  });

  it("does not let a Host header or a spelling of the path stand in for this machine", async () => {
    for (const path of [
      "/API/LOGIN",
      "/api/login/",
      "/%61pi/login",
      "/api/login.data",
      "/dev/../api/login",
    ]) {
      expect((await fromElsewhere(path)).status, path).toBe(403);
    }
    expect((await fromElsewhere("/api/login", { host: "127.0.0.1" })).status).toBe(403);
    // No CF-Connecting-IP and a public host name: a request that did not come from this machine.
    const deployed = await SELF.fetch("https://fullhouse.example/api/login", { redirect: "manual" });
    expect(deployed.status).toBe(403);
  });

  it("serves this machine, however its address is written", async () => {
    for (const address of ["127.0.0.1", "127.3.4.5", "::1", "::ffff:127.0.0.1"]) {
      const response = await call("/api/login", { headers: { "CF-Connecting-IP": address } });
      expect(response.status, address).toBe(200);
      expect(await response.text()).toContain("Log in to Full House");
    }
    const signIn = await call("/api/temp-access", {
      method: "POST",
      json: { email: "nobody-here@test.pub" },
      headers: { "CF-Connecting-IP": "127.0.0.1" },
    });
    expect(signIn.status).not.toBe(403);
  });

  it("keeps every local-only route off the list of what other devices may reach", () => {
    expect(isLoopbackAddress("127.0.0.1")).toBe(true);
    expect(isLoopbackAddress("192.168.1.23")).toBe(false);
    expect(isLoopbackAddress("::ffff:10.0.0.2")).toBe(false);
    expect(isServedOffLoopback("/__manifest")).toBe(true);
    for (const path of ["/", "/sports", "/api/auth/user", "/api/login", "/dev/seed", "/admin-local-admin"]) {
      expect(isServedOffLoopback(path), path).toBe(false);
    }
    // Widening the list can never expose a local-only route: LOCAL_ONLY wins.
    for (const pattern of LOCAL_ONLY) {
      const example = pattern.replace(/\/?\*$/, pattern.endsWith("/*") ? "/x" : "x");
      expect(isServedOffLoopback(example), example).toBe(false);
    }
    expect(SERVED_OFF_LOOPBACK.some((pattern) => LOCAL_ONLY.includes(pattern))).toBe(false);
  });
});
