import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { createAppContext } from "~/server/context.server";
import { fixtures, scheduledPosts } from "~/server/db/schema.server";
import { listOutbox } from "~/server/providers/email/outbox.server";
import type { FixturesProvider, ReportedFixture } from "~/server/providers/fixtures/types";
import { deliverScheduledPost, dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { followMovedFixtures } from "~/server/publishing/follow-fixtures.server";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview, feedItemsFor, postRow } from "./publishing-helpers";

/**
 * Issue 20 point 4: "a postponed or cancelled match holds its posts and asks". The fixture refresh
 * stores the source's postponed status; the hourly run holds the match's scheduled posts, e-mails
 * the owner once and the calendar asks; nothing is published. A match that merely disappears from
 * the feed holds nothing.
 */

const DAY = 24 * 3_600_000;

const arsenal: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};

function match(providerId: string, days: number, status: ReportedFixture["status"] = "upcoming") {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(20, 0, 0, 0);
  return {
    providerId,
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    competition: "Premier League",
    startsAt: start.toISOString(),
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: false,
    status,
    stage: "league",
    highlights: "",
  } satisfies ReportedFixture;
}

/** The hourly refresh with a feed that says what the test needs. */
async function refreshWith(list: ReportedFixture[]) {
  const ctx = createAppContext(env, () => {});
  const feed: FixturesProvider = { kind: "live", label: "Scripted feed", fetchFixtures: async () => list };
  const result = await refreshFixtures({ ...ctx, providers: { ...ctx.providers, fixtures: feed } });
  expect(result.ok).toBe(true);
}

function postsOf(accountId: string, fixtureId: string) {
  return db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), eq(scheduledPosts.fixtureId, fixtureId)));
}

async function calledOffMail(to: string) {
  return (await listOutbox(env.FILES, 500)).filter((m) => m.to === to && m.tag === "fixture-called-off");
}

const hourly = () => followMovedFixtures(appAt(() => new Date()));

describe("a postponed match holds its posts and asks", () => {
  it("holds the campaign, e-mails once, publishes nothing; a match that vanishes holds nothing", async () => {
    const derby = "test:postponed-derby";
    const vanishing = "test:vanishing-match";
    await refreshWith([match(derby, 12), match(vanishing, 9)]);
    const { account, cookie, email } = await signedInAccount("starter");
    await saveFavourites(
      createAppContext(env, () => {}),
      account.id,
      { favourites: [arsenal] },
    );
    await connectPreview(cookie, "meta");
    const listedIds = async () =>
      (await (await call("/api/sports/upcoming-fixtures?days=30", { cookie })).json<Json>()).fixtures.map(
        (fixture: Json) => fixture.id,
      );
    expect(await listedIds()).toContain(derby);

    // "Schedule this campaign" for the derby; one plain post planned around the other match.
    const campaign = await call(`/api/schedule/campaign/${encodeURIComponent(derby)}`, {
      method: "POST",
      cookie,
    });
    expect(campaign.status).toBe(200);
    const planned = await postsOf(account.id, derby);
    expect(planned.length).toBeGreaterThanOrEqual(2);
    expect(planned.every((post) => post.status === "scheduled")).toBe(true);
    const other = await (
      await call("/api/schedule", {
        method: "POST",
        cookie,
        json: {
          platform: "facebook",
          content: "Big one tonight",
          publishAt: new Date(Date.now() + 8 * DAY).toISOString(),
          source: "campaign",
          fixtureId: vanishing,
        },
      })
    ).json<Json>();

    // The source now says the derby is postponed, and no longer lists the other match at all.
    await refreshWith([match(derby, 12, "postponed")]);
    const [stored] = await db.select().from(fixtures).where(eq(fixtures.providerId, derby));
    expect(stored?.status).toBe("postponed");
    // It stays out of the fixture lists, as before.
    expect(await listedIds()).not.toContain(derby);

    // Before the hourly run holds them, a due post of the postponed match is not handed out.
    const first = planned[0]!;
    await db
      .update(scheduledPosts)
      .set({ publishAt: new Date(Date.now() - 60_000) })
      .where(eq(scheduledPosts.id, first.id));
    await dispatchDuePosts(appAt(() => new Date()));
    expect((await postRow(first.id)).leaseUntil).toBeNull();
    expect(
      await deliverScheduledPost(
        appAt(() => new Date()),
        first.id,
      ),
    ).toBe("skipped");

    const run = await hourly();
    expect(run.held).toBe(planned.length);
    for (const post of await postsOf(account.id, derby)) {
      expect(post).toMatchObject({
        status: "held",
        lastErrorReason: "fixture_postponed",
        lastErrorMessage: "The match was postponed: reschedule this post or cancel it.",
      });
    }
    // The vanished match's post is untouched.
    expect((await postRow(other.id)).status).toBe("scheduled");

    const mail = await calledOffMail(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Arsenal v Chelsea was postponed: your posts about it are held");
    expect(mail[0]!.text).toContain("Nothing is published while they are held");
    expect(mail[0]!.text.match(/^- Facebook, /gm)).toHaveLength(planned.length);

    // The next hourly refreshes: still held, no second e-mail.
    await refreshWith([match(derby, 12, "postponed")]);
    expect((await hourly()).held).toBe(0);
    await refreshWith([match(derby, 12, "postponed")]);
    await hourly();
    expect(await calledOffMail(email)).toHaveLength(1);

    // The every-minute cron: the held posts, even when due, are not published.
    await db
      .update(scheduledPosts)
      .set({ publishAt: new Date(Date.now() - 60_000) })
      .where(and(eq(scheduledPosts.accountId, account.id), eq(scheduledPosts.fixtureId, derby)));
    await dispatchDuePosts(appAt(() => new Date()));
    for (const post of planned) {
      expect(
        await deliverScheduledPost(
          appAt(() => new Date()),
          post.id,
        ),
      ).toBe("skipped");
      expect(await feedItemsFor(post.id)).toEqual([]);
      expect((await postRow(post.id)).status).toBe("held");
    }

    // The calendar asks: held, why, and Reschedule or Cancel.
    const day = (await postRow(planned[1]!.id)).publishAt.toISOString().slice(0, 10);
    const page = await (await call(`/calendar?date=${day}`, { cookie })).text();
    expect(page).toContain("Held: the match was postponed");
    expect(page).toContain("Reschedule");
    expect(page).toContain("Cancel post");

    // Reschedule: the owner's new time releases the post, and it keeps that time from then on.
    const released = await call(`/api/schedule/${planned[1]!.id}`, {
      method: "PATCH",
      cookie,
      json: { publishAt: new Date(Date.now() + 20 * DAY).toISOString() },
    });
    expect(released.status).toBe(200);
    expect((await released.json<Json>()).status).toBe("scheduled");
    await hourly();
    expect((await postRow(planned[1]!.id)).status).toBe("scheduled");
    expect(await calledOffMail(email)).toHaveLength(1);

    // Cancel post works on a held one.
    const cancelled = await call(`/api/schedule/${planned[0]!.id}`, { method: "DELETE", cookie });
    expect((await cancelled.json<Json>()).status).toBe("cancelled");
  });

  it("a cancelled match holds its posts with its own reason", async () => {
    const final = "test:cancelled-final";
    await refreshWith([match(final, 10)]);
    const { cookie, email } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    const { id } = await (
      await call("/api/schedule", {
        method: "POST",
        cookie,
        json: {
          platform: "facebook",
          content: "Final tonight",
          publishAt: new Date(Date.now() + 9 * DAY).toISOString(),
          source: "campaign",
          fixtureId: final,
        },
      })
    ).json<Json>();
    await refreshWith([match(final, 10, "cancelled")]);
    await hourly();
    expect(await postRow(id)).toMatchObject({ status: "held", lastErrorReason: "fixture_cancelled" });
    const mail = await calledOffMail(email);
    expect(mail.map((m) => m.subject)).toEqual([
      "Arsenal v Chelsea was cancelled: your posts about it are held",
    ]);
  });
});
