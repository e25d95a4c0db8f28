import { describe, expect, it } from "vitest";
import { staticHeadersFile } from "~/server/security/headers.server";

describe("the static files' _headers", () => {
  it("gives every file the security headers, HSTS only in production, and the hashed files a year", () => {
    const local = staticHeadersFile({ production: false });
    const production = staticHeadersFile({ production: true });
    expect(local).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    expect(local).toContain("  X-Frame-Options: DENY\n");
    expect(local).not.toContain("Strict-Transport-Security");
    expect(production).toContain("  Strict-Transport-Security: max-age=63072000; includeSubDomains\n");
    expect(production).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  });
});
