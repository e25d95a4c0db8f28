import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishingConnections, publishingTargets } from "~/server/db/schema.server";
import { localSecret } from "~/server/dev/local-secrets.server";
import { PublishError } from "~/server/providers/publishing/types";
import { appTokenCipher, tokenCipher } from "~/server/publishing/token-crypto.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview } from "./publishing-helpers";

describe("publishing connections (Preview publisher)", () => {
  it("connects through the local authorisation page and back, like OAuth, on the trial too", async () => {
    const { cookie, account } = await signedInAccount("trial");
    const flow = await connectPreview(cookie, "meta");
    expect(flow.authorize.pathname).toBe("/dev/publisher/authorize");
    expect(flow.authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(flow.pageHtml).toContain("Preview publisher wants to publish as");
    expect(flow.back.pathname).toBe("/api/connections/meta/callback");
    expect(flow.callback.status).toBe(302);
    expect(flow.callback.headers.get("Location")).toBe("/account#connections");

    const answer = await (await call("/api/connections", { cookie })).json<Json>();
    expect(answer.publisher).toEqual({ label: "Preview publisher", kind: "builtin" });
    expect(answer.connections).toHaveLength(1);
    expect(answer.connections[0]).toMatchObject({ provider: "meta", status: "connected" });
    expect(answer.connections[0].targets.map((t: Json) => [t.platform, t.selected])).toEqual([
      ["facebook", true],
      ["instagram", true],
    ]);
    // Names and status only: no token of any kind reaches the browser.
    expect(JSON.stringify(answer)).not.toMatch(/preview_(user|page)_|v1\./);

    const [row] = await db
      .select()
      .from(publishingConnections)
      .where(eq(publishingConnections.accountId, account.id));
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row!.accessTokenEncrypted).not.toContain("preview_user_");
    const cipher = await appTokenCipher(appAt(() => new Date()));
    expect(await cipher.decrypt(row!.accessTokenEncrypted)).toMatch(/^preview_user_/);
    const targets = await db
      .select()
      .from(publishingTargets)
      .where(eq(publishingTargets.accountId, account.id));
    for (const target of targets) {
      expect(target.accessTokenEncrypted).toMatch(/^v1\./);
      expect(await cipher.decrypt(target.accessTokenEncrypted!)).toMatch(/^preview_page_/);
    }
  });

  it("refuses a callback whose state does not match the flow cookie", async () => {
    const { cookie } = await signedInAccount("trial");
    const start = await call("/api/connections/google/start", { cookie });
    expect(start.status).toBe(302);
    const forged = await call("/api/connections/google/callback?code=preview_code_x&state=not-mine", {
      cookie,
    });
    expect(forged.status).toBe(302);
    const answer = await (await call("/api/connections", { cookie })).json<Json>();
    expect(answer.connections).toEqual([]);
  });

  it("Cancel on the authorisation page connects nothing", async () => {
    const { cookie } = await signedInAccount("trial");
    const start = await call("/api/connections/meta/start", { cookie });
    const authorize = new URL(start.headers.get("Location")!);
    const cancelled = await call(`${authorize.pathname}${authorize.search}`, {
      method: "POST",
      cookie,
      body: new URLSearchParams({ decision: "cancel" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(new URL(cancelled.headers.get("Location")!).searchParams.get("error")).toBe("access_denied");
  });

  it("disconnecting revokes the token (the publisher refuses it after) and deletes it; another account gets 404", async () => {
    const { cookie, account } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    const [row] = await db
      .select()
      .from(publishingConnections)
      .where(eq(publishingConnections.accountId, account.id));
    const app = appAt(() => new Date());
    const pageToken = await (await appTokenCipher(app)).decrypt(
      (await db.select().from(publishingTargets).where(eq(publishingTargets.connectionId, row!.id)))[0]!
        .accessTokenEncrypted!,
    );

    const stranger = await signedInAccount("starter");
    expect(
      (await call(`/api/connections/${row!.id}`, { method: "DELETE", cookie: stranger.cookie })).status,
    ).toBe(404);

    expect((await call(`/api/connections/${row!.id}`, { method: "DELETE", cookie })).status).toBe(200);
    expect(
      await db.select().from(publishingConnections).where(eq(publishingConnections.accountId, account.id)),
    ).toEqual([]);
    const refused = await app.providers.publishing
      .publish({
        platform: "facebook",
        targetId: "page-yourpub",
        accessToken: pageToken,
        text: "Hello",
        idempotencyKey: crypto.randomUUID(),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublishError);
    expect((refused as PublishError).reason).toBe("auth_expired");
  });
});

describe("token encryption", () => {
  it("round-trips, uses a fresh IV each time, and refuses a tampered value or another key", async () => {
    const key = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
    const cipher = await tokenCipher(key);
    const first = await cipher.encrypt("EAAG-secret-page-token");
    const second = await cipher.encrypt("EAAG-secret-page-token");
    expect(first).not.toBe(second);
    expect(first).not.toContain("secret");
    expect(await cipher.decrypt(first)).toBe("EAAG-secret-page-token");
    const [version, iv, sealed] = first.split(".");
    // One bit of the first ciphertext byte turned over (the last base64 characters can be padding bits).
    const bytes = Uint8Array.from(atob(sealed!), (char) => char.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const flipped = `${version}.${iv}.${btoa(String.fromCharCode(...bytes))}`;
    await expect(cipher.decrypt(flipped)).rejects.toThrow();
    const other = await tokenCipher(btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))));
    await expect(other.decrypt(first)).rejects.toThrow();
    await expect(tokenCipher(btoa("too short"))).rejects.toThrow(/32 bytes/);
  });

  it("draws the local install's key once and keeps it in local_secrets", async () => {
    const key = await localSecret(db, "token-encryption");
    expect(atob(key)).toHaveLength(32);
    expect(await localSecret(db, "token-encryption")).toBe(key);
    expect(env.APP_ENV).toBe("local");
  });
});
