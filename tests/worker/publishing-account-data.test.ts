import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishingConnections, publishingTargets, scheduledPosts } from "~/server/db/schema.server";
import type { PublishError } from "~/server/providers/publishing/types";
import { appTokenCipher } from "~/server/publishing/token-crypto.server";
import { call, db, eventually, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview, duePost } from "./publishing-helpers";

describe("publishing and the account's data", () => {
  it("the data export lists connections and scheduled posts, never a token", async () => {
    const { cookie, account } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    await duePost(account.id, { status: "published" });
    const { jobId } = await (await call("/api/account/exports", { method: "POST", cookie })).json<Json>();
    const done = await eventually(async () => {
      const job = await (await call(`/api/jobs/${jobId}`, { cookie })).json<Json>();
      return job.status === "succeeded" ? job : undefined;
    });
    const file = await (await call(done.result.downloadUrl, { cookie })).text();
    const exported = JSON.parse(file);
    expect(exported.publishingConnections).toHaveLength(1);
    expect(exported.publishingConnections[0]).toMatchObject({ provider: "meta", status: "connected" });
    expect(exported.publishingTargets.map((t: Json) => t.platform).sort()).toEqual(["facebook", "instagram"]);
    expect(exported.scheduledPosts).toHaveLength(1);
    expect(file).not.toMatch(/preview_(user|page)_|v1\.[A-Za-z0-9+/=]+\.|access_token|accessToken/i);
  });

  it("deleting the account revokes its connections with the platform and removes its posts", async () => {
    const { cookie, account, email } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    await duePost(account.id);
    const [target] = await db
      .select()
      .from(publishingTargets)
      .where(eq(publishingTargets.accountId, account.id));
    const app = appAt(() => new Date());
    const pageToken = await (await appTokenCipher(app)).decrypt(target!.accessTokenEncrypted!);

    const deleted = await call("/api/account", { method: "DELETE", cookie, json: { confirmEmail: email } });
    expect(deleted.status).toBe(200);
    expect(
      await db.select().from(publishingConnections).where(eq(publishingConnections.accountId, account.id)),
    ).toEqual([]);
    expect(await db.select().from(scheduledPosts).where(eq(scheduledPosts.accountId, account.id))).toEqual(
      [],
    );
    const refused = await app.providers.publishing
      .publish({
        platform: "facebook",
        targetId: target!.targetId,
        accessToken: pageToken,
        text: "Hi",
        idempotencyKey: crypto.randomUUID(),
      })
      .catch((error: unknown) => error);
    expect((refused as PublishError).reason).toBe("auth_expired");
    expect(env.APP_ENV).toBe("local");
  });
});
