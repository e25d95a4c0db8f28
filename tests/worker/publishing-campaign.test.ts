import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { findAccountByEmail } from "~/server/auth/accounts.server";
import { TOKENS_PER_WRITE } from "~/server/content/write.server";
import { createAppContext } from "~/server/context.server";
import { scheduledPosts, usageBalances } from "~/server/db/schema.server";
import type { WriterProvider } from "~/server/providers/ai/types";
import type { OutgoingEmail } from "~/server/providers/email/types";
import type { FixturesProvider, SourceFixture } from "~/server/providers/fixtures/types";
import { listPreviewFeed } from "~/server/providers/publishing/preview.server";
import { scheduleCampaign } from "~/server/publishing/campaign.server";
import { deliverScheduledPost } from "~/server/publishing/dispatch.server";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { sendDueReminders } from "~/server/sports/reminders.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import { connectPreview } from "./publishing-helpers";

const DAY = 24 * 3_600_000;
const arsenal: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};

function feedOf(list: SourceFixture[]): FixturesProvider {
  return { kind: "live", label: "Scripted feed", fetchFixtures: async () => list };
}

/** A match of the account's favourite team (a major-event campaign) `days` ahead at 20:00 UTC. */
function bigMatch(providerId: string, days: number): SourceFixture {
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
    status: "upcoming",
    stage: "league",
    highlights: "",
  };
}

async function withFixtures(list: SourceFixture[]) {
  const ctx = createAppContext(env, () => {});
  await refreshFixtures({ ...ctx, providers: { ...ctx.providers, fixtures: feedOf(list) } });
}

function campaignRows(accountId: string, fixtureId: string) {
  return db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), eq(scheduledPosts.fixtureId, fixtureId)));
}

const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
});

describe("Schedule this campaign", () => {
  it("schedules each stage still to come at its London time, once, and lists what it did", async () => {
    const fixtureId = "test:campaign-final";
    await withFixtures([bigMatch(fixtureId, 12)]);
    const { account, cookie } = await signedInAccount("starter");
    await saveFavourites(
      createAppContext(env, () => {}),
      account.id,
      { favourites: [arsenal] },
    );
    await connectPreview(cookie, "meta");
    const path = `/api/schedule/campaign/${encodeURIComponent(fixtureId)}`;

    const preview = await (await call(path, { cookie })).json<Json>();
    expect(preview.match).toBe("Arsenal v Chelsea");
    const ahead = preview.stages.filter((stage: Json) => stage.outcome === "scheduled");
    expect(ahead.length).toBeGreaterThanOrEqual(2);
    expect(await campaignRows(account.id, fixtureId)).toHaveLength(0);

    const response = await call(path, { method: "POST", cookie });
    expect(response.status).toBe(200);
    const done = await response.json<Json>();
    const scheduled = done.stages.filter((stage: Json) => stage.outcome === "scheduled");
    expect(scheduled.length).toBe(ahead.length);
    const rows = await campaignRows(account.id, fixtureId);
    // Facebook is connected (the Preview publisher); campaign posts carry no picture, so no Instagram.
    expect(rows.map((row) => row.platform).sort()).toEqual(scheduled.map(() => "facebook"));
    expect(done.instagramLeftOut).toBe(true);
    for (const stage of scheduled) {
      const row = rows.find((r) => r.publishAt.toISOString() === stage.publishAt);
      expect(row).toBeDefined();
      // The London wall-clock time the plan names, whatever the clocks are doing that day.
      expect(LONDON.format(row!.publishAt)).toBe(stage.londonTime);
      expect(row!.source).toBe("campaign");
      expect(row!.approved).toBe(true);
      expect(row!.fixtureStartsAt?.toISOString()).toBe(bigMatch(fixtureId, 12).startsAt);
      expect(row!.content.length).toBeGreaterThan(20);
    }
    // Followers see every stage: no two open alike in what the feed shows first.
    const openings = rows.map((row) => row.content.split("\n")[0]!.slice(0, 40));
    expect(new Set(openings).size, openings.join(" | ")).toBe(openings.length);
    // A post is worded for the day it goes out: the match-day stages say "tonight", never the date.
    for (const row of rows.filter(
      (r) => r.publishAt.toISOString().slice(0, 10) === bigMatch(fixtureId, 12).startsAt.slice(0, 10),
    ))
      expect(row.content, row.content).toMatch(/\b(?:tonight|today)\b/i);
    const early = done.stages.find((stage: Json) => stage.stage === "Early Announcement");
    if (early?.outcome === "scheduled") expect(early.londonTime).toBe("17:00");

    // The match reminder e-mail links to them.
    const sent: OutgoingEmail[] = [];
    const ctx = createAppContext(env, () => {});
    const email = {
      kind: "builtin" as const,
      send: async (m: OutgoingEmail) => {
        sent.push(m);
        return { id: "x" };
      },
    };
    await sendDueReminders({ ...ctx, providers: { ...ctx.providers, email } });
    const reminder = sent.find((m) => m.to === account.email);
    expect(reminder?.text).toContain(`Your scheduled match posts (${rows.length}) go out on their own`);
    expect(reminder?.text).toContain(`/calendar?date=${scheduled[0].londonDate}`);

    // Twice: nothing new, and the dialog says they are already scheduled.
    const again = await (await call(path, { method: "POST", cookie })).json<Json>();
    expect(await campaignRows(account.id, fixtureId)).toHaveLength(rows.length);
    expect(again.stages.filter((stage: Json) => stage.outcome === "scheduled")).toHaveLength(0);
    expect(again.stages.some((stage: Json) => stage.outcome === "already_scheduled")).toBe(true);
  });

  it("opens each stage of a match the pub does not follow differently", async () => {
    const fixtures = [3, 6, 9, 12].map((days) => ({
      ...bigMatch(`test:campaign-openings-${days}`, days),
      homeTeam: "Liverpool",
      awayTeam: "Nottingham Forest",
      venue: "Anfield",
      tvChannels: ["TNT Sports"],
    }));
    await withFixtures(fixtures);
    const { account, cookie } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    for (const fixture of fixtures) {
      const path = `/api/schedule/campaign/${encodeURIComponent(fixture.providerId)}`;
      expect((await call(path, { method: "POST", cookie })).status).toBe(200);
      const openings = (await campaignRows(account.id, fixture.providerId)).map((row) =>
        row.content.split("\n")[0]!.slice(0, 40),
      );
      expect(openings.length).toBeGreaterThan(0);
      expect(new Set(openings).size, openings.join(" | ")).toBe(openings.length);
    }
  });

  it("gives Google its own version of each stage: a match event without hashtags, moving with the kick-off", async () => {
    const fixtureId = "test:campaign-google";
    await withFixtures([bigMatch(fixtureId, 12)]);
    const { account, cookie } = await signedInAccount("starter");
    await saveFavourites(
      createAppContext(env, () => {}),
      account.id,
      { favourites: [arsenal] },
    );
    await connectPreview(cookie, "meta");
    await connectPreview(cookie, "google");
    const response = await call(`/api/schedule/campaign/${encodeURIComponent(fixtureId)}`, {
      method: "POST",
      cookie,
    });
    expect(response.status).toBe(200);
    const rows = await campaignRows(account.id, fixtureId);
    const google = rows.filter((row) => row.platform === "google");
    const facebook = rows.filter((row) => row.platform === "facebook");
    expect(google.length).toBe(facebook.length);
    expect(google.length).toBeGreaterThan(0);
    const kickOff = bigMatch(fixtureId, 12).startsAt;
    for (const row of google) {
      expect(row.hashtags).toEqual([]);
      expect(row.content).not.toMatch(/#\w/);
      expect(row.approved).toBe(true);
      // Every stage is before the match, so each is a Google event: the match, from kick-off.
      expect(row.google).toMatchObject({
        topicType: "EVENT",
        event: { title: "Arsenal v Chelsea", startsAt: kickOff },
      });
      expect(row.google?.callToAction?.actionType).toBe("CALL");
    }
    // The kick-off moves an hour later (the fixture refresh moves fixture_starts_at): the Google
    // event that goes out starts at the new time, and keeps its two hours.
    const moved = new Date(Date.parse(kickOff) + 3_600_000);
    const first = google[0]!;
    await db.update(scheduledPosts).set({ fixtureStartsAt: moved }).where(eq(scheduledPosts.id, first.id));
    const due = { ...createAppContext(env, () => {}), now: () => new Date(first.publishAt.getTime() + 1000) };
    expect(await deliverScheduledPost(due, first.id)).toBe("published");
    const item = (await listPreviewFeed(env.FILES, 1000)).find(
      (entry) => entry.idempotencyKey === first.idempotencyKey,
    );
    expect(item?.text).toBe(first.content);
    expect(item?.google?.event).toEqual({
      title: "Arsenal v Chelsea",
      startsAt: moved.toISOString(),
      endsAt: new Date(moved.getTime() + 2 * 3_600_000).toISOString(),
    });
  });

  it("shows stages already past as skipped", async () => {
    const fixtureId = "test:campaign-soon";
    await withFixtures([bigMatch(fixtureId, 0.6)]);
    const { account, cookie } = await signedInAccount("starter");
    await connectPreview(cookie, "meta");
    const done = await (
      await call(`/api/schedule/campaign/${encodeURIComponent(fixtureId)}`, { method: "POST", cookie })
    ).json<Json>();
    const past = done.stages.filter((stage: Json) => stage.outcome === "past");
    const scheduled = done.stages.filter((stage: Json) => stage.outcome === "scheduled");
    for (const stage of past) expect(Date.parse(stage.publishAt)).toBeLessThan(Date.now());
    expect(await campaignRows(account.id, fixtureId)).toHaveLength(scheduled.length);
  });

  it("is refused on the trial (402) and before connecting (409)", async () => {
    const fixtureId = "test:campaign-refused";
    await withFixtures([bigMatch(fixtureId, 10)]);
    const path = `/api/schedule/campaign/${encodeURIComponent(fixtureId)}`;
    const trial = await signedInAccount("trial");
    const refused = await call(path, { method: "POST", cookie: trial.cookie });
    expect(refused.status).toBe(402);
    const paid = await signedInAccount("starter");
    const notConnected = await call(path, { method: "POST", cookie: paid.cookie });
    expect(notConnected.status).toBe(409);
    expect((await notConnected.json<Json>()).error.message).toContain("Connect");
    expect(await campaignRows(paid.account.id, fixtureId)).toHaveLength(0);
  });
});

describe("Schedule this campaign: the writing check and the allowance", () => {
  it("does not schedule a post that fails the writing check, and says so", async () => {
    const fixtureId = "test:campaign-broken";
    await withFixtures([bigMatch(fixtureId, 12)]);
    const { account, cookie } = await signedInAccount("starter");
    const ctx = createAppContext(env, () => {});
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    await connectPreview(cookie, "meta");
    // A writer whose every post invents a price and says nothing of the match: the check refuses it.
    const broken: WriterProvider["writePosts"] = async (request) => ({
      posts: request.platforms.map((platform) => ({
        platform,
        headline: "Match night",
        content: "It's on on the night.\n\n💷 £5",
        hashtags: ["#pub"],
        callToAction: "Come down",
        needsImage: false,
        imageDescription: "",
        videoIdea: "",
        id: `broken-${platform}`,
      })),
      tokensUsed: 0,
    });
    const withBroken = {
      ...ctx,
      providers: { ...ctx.providers, ai: { ...ctx.providers.ai, writePosts: broken } },
    };
    const fresh = (await findAccountByEmail(ctx, account.email))!;
    const done = await scheduleCampaign(withBroken, fresh, fixtureId);
    expect(done.stages.some((stage) => stage.outcome === "failed_check")).toBe(true);
    expect(done.stages.every((stage) => stage.outcome !== "scheduled")).toBe(true);
    expect(await campaignRows(account.id, fixtureId)).toHaveLength(0);
  });

  it("stops when the writing allowance is used up and never overspends, even when pressed twice at once", async () => {
    const fixtureId = "test:campaign-allowance";
    await withFixtures([bigMatch(fixtureId, 12)]);
    const { account, cookie } = await signedInAccount("starter");
    const ctx = createAppContext(env, () => {});
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    await connectPreview(cookie, "meta");
    // Room for exactly one more piece of writing.
    const [balance] = await db
      .select()
      .from(usageBalances)
      .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "tokens")));
    await db
      .update(usageBalances)
      .set({ used: balance!.limitAmount! - TOKENS_PER_WRITE })
      .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "tokens")));
    const path = `/api/schedule/campaign/${encodeURIComponent(fixtureId)}`;
    const answers = await Promise.all([
      call(path, { method: "POST", cookie }).then((r) => r.json<Json>()),
      call(path, { method: "POST", cookie }).then((r) => r.json<Json>()),
    ]);
    const outcomes = answers.flatMap((answer) => answer.stages.map((stage: Json) => stage.outcome));
    expect(outcomes).toContain("allowance_out");
    const [after] = await db
      .select()
      .from(usageBalances)
      .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "tokens")));
    expect(after!.used).toBeLessThanOrEqual(after!.limitAmount!);
    const stagesWritten = new Set(
      (await campaignRows(account.id, fixtureId)).map((row) => row.publishAt.getTime()),
    );
    expect(stagesWritten.size).toBe(1);
  });
});
