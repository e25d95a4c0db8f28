import { describe, expect, it } from "vitest";
import { tempAccessRequestSchema } from "~/lib/contract/auth";
import { jobStatusSchema } from "~/lib/contract/jobs";
import { AFTER_SIGN_IN_PATH, safeRedirectPath } from "~/lib/paths";
import { describeZodError } from "~/server/http/errors.server";
import { isCrossSiteRequest } from "~/server/security/cross-site.server";
import { contentSecurityPolicy } from "~/server/security/headers.server";

describe("the Quick Access request", () => {
  it("trims and lower-cases the email", () => {
    expect(tempAccessRequestSchema.parse({ email: "  Landlord@Pub.CO.UK " })).toEqual({
      email: "landlord@pub.co.uk",
    });
  });

  it("names the field in every refusal", () => {
    for (const input of [
      {},
      { email: "" },
      { email: "   " },
      { email: "no-at-sign" },
      { email: 7 },
      { email: null },
    ]) {
      const result = tempAccessRequestSchema.safeParse(input);
      expect(result.success).toBe(false);
      if (!result.success) expect(describeZodError(result.error)).toMatch(/^email: /);
    }
  });
});

describe("job status", () => {
  it("accepts progress 0-100 only", () => {
    expect(jobStatusSchema.safeParse({ status: "running", progress: 40 }).success).toBe(true);
    expect(jobStatusSchema.safeParse({ status: "running", progress: 140 }).success).toBe(false);
    expect(jobStatusSchema.safeParse({ status: "paused", progress: 0 }).success).toBe(false);
  });
});

describe("redirect targets", () => {
  it("allows our own paths and refuses anything that leaves the site", () => {
    expect(safeRedirectPath("/account")).toBe("/account");
    for (const evil of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(safeRedirectPath(evil)).toBe(AFTER_SIGN_IN_PATH);
    }
  });
});

describe("cross-site guard", () => {
  const post = (origin: string | null, path = "/api/temp-access") =>
    new Request(`https://fullhouse.pub${path}`, {
      method: "POST",
      headers: origin ? { Origin: origin } : {},
    });

  it("lets our own pages through and refuses others", () => {
    expect(isCrossSiteRequest(post("https://fullhouse.pub"))).toBe(false);
    expect(isCrossSiteRequest(post("https://evil.example"))).toBe(true);
    expect(isCrossSiteRequest(post("null"))).toBe(true);
    expect(isCrossSiteRequest(post(null))).toBe(true);
  });

  it("never blocks reads, or signed server-to-server calls", () => {
    expect(isCrossSiteRequest(new Request("https://fullhouse.pub/api/auth/user"))).toBe(false);
    expect(isCrossSiteRequest(post(null, "/api/stripe/webhook"))).toBe(false);
  });
});

describe("content security policy", () => {
  it("allows scripts only from us or with the nonce, and no framing", () => {
    const csp = contentSecurityPolicy("abc123");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
});
