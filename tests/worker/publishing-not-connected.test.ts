import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { listOutbox } from "~/server/providers/email/outbox.server";
import { deliverScheduledPost, dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { call, type Json } from "./helpers";
import {
  appAt,
  connectedStarter,
  connectPreview,
  duePost,
  feedItemsFor,
  postRow,
  schedule,
  storedImage,
  tomorrow,
} from "./publishing-helpers";

const app = () => appAt(() => new Date());

async function heldMails(to: string) {
  return (await listOutbox(env.FILES, 500)).filter((m) => m.to === to && m.tag === "publish-held");
}

async function metaConnection(cookie: string) {
  const listed = await (await call("/api/connections", { cookie })).json<Json>();
  return listed.connections.find((connection: Json) => connection.provider === "meta");
}

describe("posts whose platform is not connected tell the owner", () => {
  it("disconnecting says how many posts will wait; when they fall due they are held and listed in one e-mail; connecting again sends them", async () => {
    const { account, cookie, email } = await connectedStarter();
    const imageId = await storedImage(account.id);
    for (const time of ["12:00", "18:00", "20:00"]) {
      const answer = await schedule(cookie, {
        platform: "instagram",
        content: `Match day at ${time}`,
        imageId,
        publishAt: `${tomorrow()}T${time}`,
      });
      expect(answer.status).toBe(201);
    }
    const facebook = await schedule(cookie, {
      platform: "facebook",
      content: "Sunday roast from 12",
      publishAt: `${tomorrow()}T11:00`,
    });
    expect(facebook.status).toBe(201);

    // The account page's connection knows what a disconnect would strand, before the owner confirms.
    const before = await metaConnection(cookie);
    expect(before.waitingPosts).toEqual(
      expect.arrayContaining([
        { platform: "instagram", count: 3 },
        { platform: "facebook", count: 1 },
      ]),
    );
    const disconnected = await call(`/api/connections/${before.id}`, { method: "DELETE", cookie });
    expect(disconnected.status).toBe(200);
    const answer = await disconnected.json<Json>();
    expect(answer.disconnected.note).toBe(
      "1 scheduled post for Facebook and 3 scheduled posts for Instagram will wait until you reconnect.",
    );

    // Two posts fall due while nothing is connected: one run holds both, one e-mail lists both.
    const first = await duePost(account.id, { platform: "instagram", imageId, content: "Quiz night at 8" });
    const second = await duePost(account.id, { content: "Live music Friday" });
    await dispatchDuePosts(app());
    for (const id of [first, second]) {
      const row = await postRow(id);
      expect(row.status).toBe("held");
      expect(row.lastErrorReason).toBe("not_connected");
      expect(await feedItemsFor(id)).toHaveLength(0);
    }
    expect((await postRow(first)).lastErrorMessage).toBe("Connect Instagram again to publish this post.");
    const mails = await heldMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("2 of your posts did not go out");
    expect(mails[0]!.text).toContain("Quiz night at 8");
    expect(mails[0]!.text).toContain("Live music Friday");
    // A later run has nothing new to say.
    await dispatchDuePosts(app());
    expect(await heldMails(email)).toHaveLength(1);

    // Connecting again releases them and they go out.
    await connectPreview(cookie, "meta");
    for (const id of [first, second]) {
      expect((await postRow(id)).status).toBe("scheduled");
      expect(["published", "skipped"]).toContain(await deliverScheduledPost(app(), id));
      expect(await feedItemsFor(id)).toHaveLength(1);
    }
  });

  it("a post disconnected between the cron and its delivery is held and the owner e-mailed", async () => {
    const { account, cookie, email } = await connectedStarter();
    const id = await duePost(account.id, { content: "Happy hour 5 till 7" });
    const connection = await metaConnection(cookie);
    await call(`/api/connections/${connection.id}`, { method: "DELETE", cookie });
    expect(await deliverScheduledPost(app(), id)).toBe("held");
    const mails = await heldMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Facebook post did not go out");
    expect(mails[0]!.text).toContain("Happy hour 5 till 7");
  });
});
