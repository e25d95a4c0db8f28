import { describe, expect, it } from "vitest";
import { PublishError, type PublishingProvider } from "~/server/providers/publishing/types";
import { deliverScheduledPost, dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { appAt, connectedStarter, duePost, postRow, storedImage } from "./publishing-helpers";

const DAY_MS = 24 * 60 * 60_000;

/**
 * An Instagram that keeps its own rule (50 API posts per account in a moving 24 hours, on the app's
 * clock) and refuses a 51st as the real one does: if the scheduler sent a post too early, it would
 * show as a refusal here, not as a publish.
 */
function instagramKeepingItsLimit(now: () => number, base: PublishingProvider) {
  const published: Array<{ key: string; at: number }> = [];
  const provider: PublishingProvider = {
    ...base,
    async publish(post) {
      if (published.filter((entry) => entry.at > now() - DAY_MS).length >= 50) {
        throw new PublishError("rate_limited", "Application request limit reached", {
          retryAfterSeconds: 3600,
        });
      }
      published.push({ key: post.idempotencyKey, at: now() });
      return { externalId: `ig-${published.length}`, permalink: null };
    },
  };
  return { provider, published };
}

describe("Instagram's 50 posts a day", () => {
  it("51 due at once: 50 go out, the 51st waits with its reason and slot time (no attempt used), then goes when the slot frees", async () => {
    const { account } = await connectedStarter();
    const imageId = await storedImage(account.id);
    // The app's clock runs ten minutes ahead of the real one, and the posts fall due in between: the
    // test's own queue consumer (on the real clock) finds nothing due, so only this test delivers.
    let clock = Date.now() + 10 * 60_000;
    const base = appAt(() => new Date(clock));
    const instagram = instagramKeepingItsLimit(() => clock, base.providers.publishing);
    const app = { ...base, providers: { ...base.providers, publishing: instagram.provider } };
    const ids: string[] = [];
    for (let i = 0; i < 51; i++) {
      // Due from five minutes ahead (real time), one second apart: the 51st is the latest.
      ids.push(await duePost(account.id, { platform: "instagram", imageId }, -5 * 60_000 + (51 - i) * 1000));
    }

    const run = await dispatchDuePosts(app);
    expect(run.queued).toBe(50);
    const outcomes = [];
    for (const id of ids) outcomes.push(await deliverScheduledPost(app, id));
    expect(outcomes.filter((outcome) => outcome === "published")).toHaveLength(50);
    expect(instagram.published).toHaveLength(50);

    const last = await postRow(ids[50]!);
    expect(outcomes[50]).toBe("skipped");
    expect(last.status).toBe("scheduled");
    expect(last.attempts).toBe(0);
    expect(last.lastErrorReason).toBe("daily_limit");
    expect(last.lastErrorMessage).toContain("Instagram allows 50 posts a day");
    const firstOut = (await postRow(ids[0]!)).publishedAt!.getTime();
    expect(last.leaseUntil!.getTime()).toBeGreaterThan(firstOut + DAY_MS);

    // An hour later it still waits: the cron leaves it and a redelivery cannot cut the wait short.
    clock += 60 * 60_000;
    await dispatchDuePosts(app);
    expect(await deliverScheduledPost(app, ids[50]!)).toBe("skipped");
    expect((await postRow(ids[50]!)).attempts).toBe(0);

    // The first slot frees: the next run sends it, once.
    clock = last.leaseUntil!.getTime() + 1000;
    expect((await dispatchDuePosts(app)).queued).toBe(1);
    expect(await deliverScheduledPost(app, ids[50]!)).toBe("published");
    const out = await postRow(ids[50]!);
    expect(out).toMatchObject({ status: "published", attempts: 1, lastErrorReason: null });
    expect(instagram.published).toHaveLength(51);
    expect(new Set(instagram.published.map((entry) => entry.key)).size).toBe(51);
  });

  it("Instagram itself says the day's posts are used (some made elsewhere): the post waits hour after hour and never fails", async () => {
    const { account } = await connectedStarter();
    const imageId = await storedImage(account.id);
    let clock = Date.now() + 10 * 60_000;
    const base = appAt(() => new Date(clock));
    let refusals = 0;
    const app = {
      ...base,
      providers: {
        ...base.providers,
        publishing: {
          ...base.providers.publishing,
          async publish() {
            // Eight looks find the day still full: more than the six attempts any other refusal gets.
            if (refusals < 8) {
              refusals++;
              throw new PublishError("rate_limited", "The account has reached its daily posting limit.", {
                retryAfterSeconds: 3600,
                dailyLimit: true,
              });
            }
            return { externalId: "ig-late", permalink: null };
          },
        },
      },
    };
    const id = await duePost(account.id, { platform: "instagram", imageId }, -5 * 60_000);
    for (let look = 1; look <= 8; look++) {
      expect(await deliverScheduledPost(app, id)).toBe("retrying");
      const row = await postRow(id);
      expect(row).toMatchObject({ status: "scheduled", attempts: 0, lastErrorReason: "daily_limit" });
      expect(row.leaseUntil!.getTime()).toBe(clock + 3600_000);
      clock = row.leaseUntil!.getTime() + 1000;
    }
    expect(await deliverScheduledPost(app, id)).toBe("published");
    expect(await postRow(id)).toMatchObject({ status: "published", attempts: 1, lastErrorReason: null });
  });
});
