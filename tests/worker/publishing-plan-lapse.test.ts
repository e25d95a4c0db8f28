import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "~/server/db/schema.server";
import { listOutbox } from "~/server/providers/email/outbox.server";
import { deliverScheduledPost, dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { call, db, type Json } from "./helpers";
import { appAt, connectedStarter, duePost, feedItemsFor, postRow } from "./publishing-helpers";

const app = () => appAt(() => new Date());

async function setSubscription(accountId: string, status: "active" | "cancelled") {
  await db.update(accounts).set({ subscriptionStatus: status }).where(eq(accounts.id, accountId));
}

async function planEndedMails(to: string) {
  return (await listOutbox(env.FILES, 500)).filter((m) => m.to === to && m.tag === "publish-plan-ended");
}

describe("a plan that ends stops publishing", () => {
  it("holds the due posts with the reason on the calendar, e-mails the owner once, and releases them on resubscribing", async () => {
    const { account, email, cookie } = await connectedStarter();
    const first = await duePost(account.id);
    const second = await duePost(account.id, { content: "Sunday roast from 12" });
    await setSubscription(account.id, "cancelled");

    await dispatchDuePosts(app());
    for (const id of [first, second]) {
      const row = await postRow(id);
      expect(row.status).toBe("held");
      expect(row.lastErrorMessage).toBe(
        "Your plan has ended: publishing is paused until you subscribe again.",
      );
      expect(await feedItemsFor(id)).toHaveLength(0);
    }
    const listed = await (await call("/api/schedule", { cookie })).json<Json>();
    const shown = listed.posts.find((p: Json) => p.id === first);
    expect(shown.status).toBe("held");
    expect(shown.lastError.message).toContain("Your plan has ended");

    const mails = await planEndedMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("your plan has ended");
    expect(mails[0]!.text.match(/^- Facebook/gm)).toHaveLength(2);

    // A later post falls due in the same lapse: held too, and no second e-mail.
    const later = await duePost(account.id, { content: "Quiz night moved to Thursday" });
    await dispatchDuePosts(app());
    expect((await postRow(later)).status).toBe("held");
    expect(await planEndedMails(email)).toHaveLength(1);

    // Resubscribing: the next run puts them back and they go out, once each.
    await setSubscription(account.id, "active");
    await dispatchDuePosts(app());
    for (const id of [first, second, later]) {
      expect(["published", "skipped"]).toContain(await deliverScheduledPost(app(), id));
      expect((await postRow(id)).status).toBe("published");
      expect(await feedItemsFor(id)).toHaveLength(1);
    }
  });

  it("a post whose time passed hours before resubscribing is not sent late by itself: the owner gives it a new time", async () => {
    const { account, cookie } = await connectedStarter();
    const stale = await duePost(account.id, { content: "Quiz night tonight at 8" }, 2 * 60 * 60_000);
    await setSubscription(account.id, "cancelled");
    await dispatchDuePosts(app());
    expect((await postRow(stale)).status).toBe("held");

    await setSubscription(account.id, "active");
    await dispatchDuePosts(app());
    const row = await postRow(stale);
    expect(row).toMatchObject({ status: "held", lastErrorReason: "plan_ended_missed" });
    expect(row.lastErrorMessage).toContain("Give it a new time");
    expect(await deliverScheduledPost(app(), stale)).toBe("skipped");
    expect(await feedItemsFor(stale)).toHaveLength(0);

    // A new time from the owner puts it back on the schedule.
    const moved = await call(`/api/schedule/${stale}`, {
      method: "PATCH",
      cookie,
      json: { publishAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    });
    expect(moved.status).toBe(200);
    expect(await postRow(stale)).toMatchObject({ status: "scheduled", lastErrorReason: null });
  });

  it("a message already on the queue when the plan ends publishes nothing", async () => {
    const { account } = await connectedStarter();
    const id = await duePost(account.id);
    await setSubscription(account.id, "cancelled");
    expect(await deliverScheduledPost(app(), id)).toBe("skipped");
    expect(await feedItemsFor(id)).toHaveLength(0);
    await dispatchDuePosts(app());
    expect((await postRow(id)).lastErrorReason).toBe("plan_ended");
  });

  it("the trial never publishes a post written straight to the table", async () => {
    const { account } = await connectedStarter();
    await db
      .update(accounts)
      .set({ currentPlan: "trial", subscriptionStatus: "trial" })
      .where(eq(accounts.id, account.id));
    const id = await duePost(account.id);
    await dispatchDuePosts(app());
    expect((await postRow(id)).status).toBe("held");
    expect(await feedItemsFor(id)).toHaveLength(0);
  });
});
