import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishingConnections, scheduledPosts } from "~/server/db/schema.server";
import { listOutbox } from "~/server/providers/email/outbox.server";
import { injectPreviewFailure } from "~/server/providers/publishing/preview.server";
import {
  deliverScheduledPost,
  dispatchDuePosts,
  PUBLISH_LEASE_MS,
} from "~/server/publishing/dispatch.server";
import worker from "../../workers/app";
import { call, db, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview, duePost, feedItemsFor, postRow, storedImage } from "./publishing-helpers";

async function deliverMessage(scheduledPostId: string, attempts = 1) {
  const batch = createMessageBatch("full-house-jobs", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: { scheduledPostId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch as never, env, ctx);
  return getQueueResult(batch, ctx);
}

async function connectedStarter(provider: "meta" | "google" = "meta") {
  const signedIn = await signedInAccount("starter");
  await connectPreview(signedIn.cookie, provider);
  return signedIn;
}

const app = () => appAt(() => new Date());

describe("publishing exactly once", () => {
  it("publishes a redelivered message once: three deliveries at the same time, one post on the feed", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id);
    const results = await Promise.all([deliverMessage(id), deliverMessage(id, 2), deliverMessage(id, 3)]);
    for (const result of results) expect(result.explicitAcks).toHaveLength(1);
    expect(await feedItemsFor(id)).toHaveLength(1);
    const row = await postRow(id);
    expect(row.status).toBe("published");
    expect(row.permalink).toMatch(/^\/dev\/feed#post-/);
    expect(row.attempts).toBe(1);
    // Later deliveries of the same message find nothing to do.
    await deliverMessage(id, 4);
    expect(await feedItemsFor(id)).toHaveLength(1);
  });

  it("two overlapping cron runs queue a due post once", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id);
    const [first, second] = await Promise.all([dispatchDuePosts(app()), dispatchDuePosts(app())]);
    expect(first.queued + second.queued).toBeGreaterThanOrEqual(1);
    const queuedMark = (await postRow(id)).leaseUntil;
    expect(queuedMark).not.toBeNull();
    // A third run inside the minute sends nothing more for it.
    await dispatchDuePosts(app());
    expect((await postRow(id)).leaseUntil?.getTime()).toBe(queuedMark!.getTime());
    await deliverMessage(id);
    expect(await feedItemsFor(id)).toHaveLength(1);
  });

  it("a consumer killed mid-publish: its lease runs out, the sweep retries with the same key, and the post is out once", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id);
    // The first delivery reached the platform (the feed has the post) and died before recording it.
    await deliverScheduledPost(app(), id);
    const published = await postRow(id);
    await db
      .update(scheduledPosts)
      .set({
        status: "publishing",
        publishedAt: null,
        externalId: null,
        leaseUntil: new Date(Date.now() + PUBLISH_LEASE_MS),
        publishStartedAt: new Date(),
      })
      .where(eq(scheduledPosts.id, id));
    // While the lease holds, neither a redelivery nor the sweep touches it.
    expect(await deliverScheduledPost(app(), id)).toBe("skipped");
    expect((await dispatchDuePosts(app())).released).toBe(0);

    const later = appAt(() => new Date(Date.now() + PUBLISH_LEASE_MS + 1000));
    const sweep = await dispatchDuePosts(later);
    expect(sweep.released).toBeGreaterThanOrEqual(1);
    // The queue may deliver the released post first; either way it is out once with its first id.
    expect(["published", "skipped"]).toContain(await deliverScheduledPost(later, id));
    const row = await postRow(id);
    expect(row.status).toBe("published");
    expect(row.externalId).toBe(published.externalId);
    expect(await feedItemsFor(id)).toHaveLength(1);
  });

  it("with a live publisher (no idempotency key) a retry after a lost lease is held and the owner asked, never re-posted", async () => {
    const { account, email } = await connectedStarter();
    const id = await duePost(account.id, {
      status: "publishing",
      leaseUntil: new Date(Date.now() - 1000),
      attempts: 1,
      publishStartedAt: new Date(Date.now() - PUBLISH_LEASE_MS),
    });
    const base = app();
    let calls = 0;
    const live = {
      ...base,
      providers: {
        ...base.providers,
        publishing: {
          ...base.providers.publishing,
          kind: "live" as const,
          // A Facebook post: the Graph API has no way to find an earlier attempt's post.
          retriesSafely: () => false,
          publish: async () => {
            calls++;
            return { externalId: "123_456", permalink: "https://facebook.example/123_456" };
          },
        },
      },
    };
    await db
      .update(scheduledPosts)
      .set({ status: "scheduled", leaseUntil: null })
      .where(eq(scheduledPosts.id, id));
    expect(await deliverScheduledPost(live, id)).toBe("held");
    expect(calls).toBe(0);
    const row = await postRow(id);
    expect(row.lastErrorReason).toBe("uncertain");
    const mail = (await listOutbox(env.FILES, 200)).find(
      (m) => m.to === email && m.tag === "publish-uncertain",
    );
    expect(mail?.text).toContain("could not confirm");
    // The owner checked and presses Publish now: that is the one deliberate second attempt.
    await db
      .update(scheduledPosts)
      .set({ status: "scheduled", publishStartedAt: null, publishAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledPosts.id, id));
    expect(await deliverScheduledPost(live, id)).toBe("published");
    expect(calls).toBe(1);
  });

  it("a consumer killed before reaching the platform: the retry publishes it", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id, {
      status: "publishing",
      leaseUntil: new Date(Date.now() - 1000),
      attempts: 1,
    });
    await dispatchDuePosts(app());
    expect(await deliverScheduledPost(app(), id)).toBe("published");
    expect(await feedItemsFor(id)).toHaveLength(1);
  });

  it("Pause everything holds every post until it is turned off", async () => {
    const { account, cookie } = await connectedStarter();
    const id = await duePost(account.id);
    expect(
      (await call("/api/publishing/pause", { method: "PUT", cookie, json: { paused: true } })).status,
    ).toBe(200);
    await dispatchDuePosts(app());
    expect(await deliverScheduledPost(app(), id)).toBe("skipped");
    expect((await postRow(id)).status).toBe("scheduled");
    expect(await feedItemsFor(id)).toHaveLength(0);
    await call("/api/publishing/pause", { method: "PUT", cookie, json: { paused: false } });
    expect(await deliverScheduledPost(app(), id)).toBe("published");
  });

  it("an unapproved post waits; a cancelled one never goes", async () => {
    const { account } = await connectedStarter();
    const waiting = await duePost(account.id, { approved: false });
    const cancelled = await duePost(account.id, { status: "cancelled" });
    expect(await deliverScheduledPost(app(), waiting)).toBe("skipped");
    expect(await deliverScheduledPost(app(), cancelled)).toBe("skipped");
  });
});

describe("publishing failures", () => {
  it("an expired token holds the posts, marks the connection, e-mails the owner; reconnecting releases them", async () => {
    const { account, cookie, email } = await connectedStarter();
    const first = await duePost(account.id);
    const second = await duePost(account.id, {
      platform: "instagram",
      imageId: await storedImage(account.id),
    });
    await injectPreviewFailure(env.CACHE, "facebook", "auth_expired");
    expect(await deliverScheduledPost(app(), first)).toBe("held");
    expect((await postRow(first)).lastErrorReason).toBe("auth_expired");
    expect((await postRow(second)).status).toBe("held");
    const [connection] = await db
      .select()
      .from(publishingConnections)
      .where(eq(publishingConnections.accountId, account.id));
    expect(connection!.status).toBe("needs_reconnecting");
    const mail = (await listOutbox(env.FILES, 200)).find(
      (m) => m.to === email && m.tag === "publish-reconnect",
    );
    expect(mail?.subject).toContain("Reconnect");

    const listed = await (await call("/api/connections", { cookie })).json<Json>();
    expect(listed.connections[0].status).toBe("needs_reconnecting");
    await connectPreview(cookie, "meta");
    expect((await postRow(first)).status).toBe("scheduled");
    expect(await deliverScheduledPost(app(), first)).toBe("published");
    expect(await deliverScheduledPost(app(), second)).toBe("published");
  });

  it("a rate limit backs off and retries; the retry publishes", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id);
    await injectPreviewFailure(env.CACHE, "facebook", "rate_limited");
    expect(await deliverScheduledPost(app(), id)).toBe("retrying");
    const waiting = await postRow(id);
    expect(waiting.status).toBe("scheduled");
    expect(waiting.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not before its back-off runs out.
    await dispatchDuePosts(app());
    expect((await postRow(id)).leaseUntil!.getTime()).toBe(waiting.leaseUntil!.getTime());
    expect(await deliverScheduledPost(app(), id)).toBe("published");
    expect(await feedItemsFor(id)).toHaveLength(1);
  });

  it("rejected media fails with the reason, on the calendar and by e-mail; Retry publishes it", async () => {
    const { account, email, cookie } = await connectedStarter();
    const wide = await storedImage(account.id, 2000, 800);
    const id = await duePost(account.id, { platform: "instagram", imageId: wide });
    expect(await deliverScheduledPost(app(), id)).toBe("failed");
    const row = await postRow(id);
    expect(row.lastErrorReason).toBe("media_rejected");
    expect(row.lastErrorMessage).toContain("4:5 to 1.91:1");
    const mail = (await listOutbox(env.FILES, 200)).find((m) => m.to === email && m.tag === "publish-failed");
    expect(mail?.text).toContain("4:5 to 1.91:1");

    const listed = await (await call("/api/schedule", { cookie })).json<Json>();
    expect(listed.posts.find((p: Json) => p.id === id).lastError.reason).toBe("media_rejected");

    // A square image instead, then Retry.
    await call(`/api/schedule/${id}`, {
      method: "PATCH",
      cookie,
      json: { content: "With a square picture" },
    });
    await db
      .update(scheduledPosts)
      .set({ imageId: await storedImage(account.id, 1080, 1080) })
      .where(eq(scheduledPosts.id, id));
    const retried = await call(`/api/schedule/${id}/publish`, { method: "POST", cookie });
    expect(retried.status).toBe(202);
    await deliverScheduledPost(app(), id);
    expect((await postRow(id)).status).toBe("published");
  });

  it("a TikTok post is a reminder e-mail with the caption at its time", async () => {
    const { account, email } = await connectedStarter();
    const id = await duePost(account.id, { platform: "tiktok", content: "Film the quiz host's big reveal" });
    expect(await deliverScheduledPost(app(), id)).toBe("published");
    const mail = (await listOutbox(env.FILES, 200)).find(
      (m) => m.to === email && m.tag === "tiktok-reminder",
    );
    expect(mail?.text).toContain("Film the quiz host's big reveal");
  });
});
