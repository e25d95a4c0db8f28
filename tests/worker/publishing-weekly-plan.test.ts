import { env } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { addLondonDays, londonDate, londonInstant, londonWeekday } from "~/lib/time";
import { TOKENS_PER_WRITE } from "~/server/content/write.server";
import { createAppContext } from "~/server/context.server";
import {
  publishingSettings,
  pubs,
  scheduledPosts,
  usageBalances,
  weeklyPlans,
} from "~/server/db/schema.server";
import { runCron } from "~/server/jobs/cron.server";
import type { WriterProvider } from "~/server/providers/ai/types";
import type { OutgoingEmail } from "~/server/providers/email/types";
import type { FixturesProvider, SourceFixture } from "~/server/providers/fixtures/types";
import { listPreviewFeed } from "~/server/providers/publishing/preview.server";
import { deliverScheduledPost, dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { approveWeek, planForToken } from "~/server/publishing/weekly-plan.server";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { call, db, type Json, signedInAccount } from "./helpers";
import { appAt, connectPreview } from "./publishing-helpers";

const arsenal: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};

/** The coming Monday 07:00 in London (a week today if today is Monday): when the plan is drafted. */
function nextMondaySeven(): Date {
  const today = londonDate(new Date());
  const monday = addLondonDays(today, (8 - londonWeekday(new Date())) % 7 || 7);
  return londonInstant(monday, "07:00");
}

const monday = nextMondaySeven();
const weekStart = addLondonDays(londonDate(monday), 7);

function arsenalMatch(providerId: string, date: string): SourceFixture {
  return {
    providerId,
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Spurs",
    competition: "Premier League",
    startsAt: londonInstant(date, "20:00").toISOString(),
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: false,
    status: "upcoming",
    stage: "league",
    highlights: "",
  };
}

/** The feed the tests script; the hourly cron refreshes fixtures too, so it reads the same one. */
let scriptedList: SourceFixture[] = [];
const scripted: FixturesProvider = {
  kind: "live",
  label: "Scripted feed",
  fetchFixtures: async () => scriptedList,
};

async function withFixtures(list: SourceFixture[]) {
  scriptedList = list;
  const ctx = createAppContext(env, () => {});
  await refreshFixtures({ ...ctx, providers: { ...ctx.providers, fixtures: scripted } });
}

/** A connected pub with a quiz night, following Arsenal. */
async function connectedPub(plan: "starter" | "pro" = "starter") {
  const signed = await signedInAccount(plan);
  const ctx = createAppContext(env, () => {});
  await saveFavourites(ctx, signed.account.id, { favourites: [arsenal] });
  await db.insert(pubs).values({
    accountId: signed.account.id,
    name: "The Crown",
    features: ["Quiz night Thursdays"],
    updatedAt: new Date(),
  });
  await connectPreview(signed.cookie, "meta");
  return signed;
}

function runMondayCron(at = monday, ai?: WriterProvider) {
  const sent: OutgoingEmail[] = [];
  const base = appAt(() => at);
  const email = {
    kind: "builtin" as const,
    send: async (message: OutgoingEmail) => {
      sent.push(message);
      return { id: crypto.randomUUID() };
    },
  };
  return {
    sent,
    run: () =>
      runCron(
        { ...base, providers: { ...base.providers, email, fixtures: scripted, ...(ai ? { ai } : {}) } },
        "0 * * * *",
      ),
  };
}

function planRows(accountId: string) {
  return db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.accountId, accountId), like(scheduledPosts.idempotencyKey, "weekly:%")))
    .orderBy(scheduledPosts.publishAt);
}

function tokenOf(email: OutgoingEmail) {
  return /approve-week\?token=([\w-]+)/.exec(email.text)?.[1];
}

describe("The weekly plan", () => {
  it("drafts next week for a connected pub on Monday 07:00 London, once, and e-mails it", async () => {
    const matchDay = addLondonDays(weekStart, 2);
    await withFixtures([arsenalMatch("test:weekly-arsenal", matchDay)]);
    const { account } = await connectedPub();
    const unconnected = await signedInAccount("starter");

    const cron = runMondayCron();
    await cron.run();
    const rows = await planRows(account.id);
    const dates = rows.map((row) => londonDate(row.publishAt));
    expect(dates.every((date) => date >= weekStart && date <= addLondonDays(weekStart, 6))).toBe(true);
    expect(
      rows.every((row) => row.source === "weekly_plan" && !row.approved && row.platform === "facebook"),
    ).toBe(true);
    // The televised favourite matches, each before its kick-off; Thursday's quiz night; the weekend post.
    // The built-in writer's drafts pass the writing check.
    expect(
      rows
        .filter((row) => row.lastErrorReason)
        .map((row) => [row.idempotencyKey, row.lastErrorMessage, row.content]),
    ).toEqual([]);
    const matches = rows.filter((row) => row.fixtureId);
    expect(matches.map((row) => row.fixtureId)).toContain("test:weekly-arsenal");
    for (const row of matches) expect(row.publishAt.getTime()).toBeLessThan(row.fixtureStartsAt!.getTime());
    const quiz = rows.find((row) => row.idempotencyKey.includes(":night-quiz-night-"));
    expect(londonDate(quiz!.publishAt)).toBe(addLondonDays(weekStart, 3));
    expect(quiz!.content.toLowerCase()).toContain("quiz");
    const weekend = rows.find((row) => row.idempotencyKey.includes(":weekend-"));
    expect(londonDate(weekend!.publishAt)).toBe(addLondonDays(weekStart, 4));
    expect(await planRows(unconnected.account.id)).toHaveLength(0);

    const mine = cron.sent.filter((m) => m.to === account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Your week is ready");
    expect(mine[0]!.text).toContain(`/calendar?date=${weekStart}`);
    expect(tokenOf(mine[0]!)).toBeTruthy();
    expect(cron.sent.some((m) => m.to === unconnected.account.email)).toBe(false);

    // The cron again (or overlapping): nothing more drafted, no second e-mail.
    const again = runMondayCron(new Date(monday.getTime() + 60_000));
    await Promise.all([again.run(), again.run()]);
    expect(await planRows(account.id)).toHaveLength(rows.length);
    expect(again.sent.filter((m) => m.to === account.email)).toHaveLength(0);

    // Nothing goes out unapproved; Approve all schedules them and they go out through dispatch.
    const plan = await planForToken(
      appAt(() => monday),
      tokenOf(mine[0]!)!,
    );
    expect(plan.accountId).toBe(account.id);
    expect(
      (
        await approveWeek(
          appAt(() => monday),
          account.id,
          weekStart,
        )
      ).approved,
    ).toBe(rows.length);
    const after = appAt(() => new Date(rows[0]!.publishAt.getTime() + 1000));
    expect(await deliverScheduledPost(after, rows[0]!.id)).toBe("published");
    const feed = await listPreviewFeed(env.FILES, 1000);
    expect(feed.filter((item) => item.idempotencyKey === rows[0]!.idempotencyKey)).toHaveLength(1);
  });

  it("resumes a plan a crashed run left mid-way without drafting twice", async () => {
    const { account } = await connectedPub();
    const cron = runMondayCron();
    await cron.run();
    const rows = await planRows(account.id);
    expect(rows.length).toBeGreaterThan(0);
    // As if the run died before finishing: the plan is 'drafting' with a lapsed lease, one post lost.
    const lost = rows.find((row) => row.idempotencyKey.includes(":weekend-"))!;
    await db.delete(scheduledPosts).where(eq(scheduledPosts.id, lost.id));
    await db
      .update(weeklyPlans)
      .set({ status: "drafting", leaseUntil: new Date(monday.getTime() - 1) })
      .where(eq(weeklyPlans.accountId, account.id));
    const later = runMondayCron(new Date(monday.getTime() + 3_600_000));
    await later.run();
    const resumed = await planRows(account.id);
    expect(resumed.map((row) => row.idempotencyKey).sort()).toEqual(
      rows.map((row) => row.idempotencyKey).sort(),
    );
    const kept = rows.filter((row) => row.id !== lost.id).map((row) => row.id);
    expect(resumed.filter((row) => row.idempotencyKey !== lost.idempotencyKey).map((row) => row.id)).toEqual(
      kept,
    );
  });

  it("a run killed between drafting and the e-mail still e-mails once, with a working link, after recovery", async () => {
    const { account } = await connectedPub();
    // The Worker dies as it hands the e-mail over: the drafts are written, the e-mail is not.
    const crashed = runMondayCron();
    const dying = { kind: "builtin" as const, send: async () => Promise.reject(new Error("Worker killed")) };
    const base = appAt(() => monday);
    await runCron(
      { ...base, providers: { ...base.providers, email: dying, fixtures: scripted } },
      "0 * * * *",
    );
    expect(crashed.sent).toHaveLength(0);
    const rows = await planRows(account.id);
    expect(rows.length).toBeGreaterThan(0);
    const [plan] = await db.select().from(weeklyPlans).where(eq(weeklyPlans.accountId, account.id));
    expect(plan).toMatchObject({ status: "ready", emailedAt: null });

    // A run inside the e-mail's hold leaves it to the dying run (which might still be sending).
    const soon = runMondayCron(new Date(monday.getTime() + 60_000));
    await soon.run();
    expect(soon.sent.filter((m) => m.to === account.email)).toHaveLength(0);

    // The next hourly run sends it, once, even with two runs overlapping; nothing is drafted twice.
    const hourLater = new Date(monday.getTime() + 3_600_000);
    const recovery = runMondayCron(hourLater);
    await Promise.all([recovery.run(), recovery.run()]);
    const mine = recovery.sent.filter((m) => m.to === account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Your week is ready");
    expect(await planRows(account.id)).toHaveLength(rows.length);
    const [sent] = await db.select().from(weeklyPlans).where(eq(weeklyPlans.accountId, account.id));
    expect(sent!.emailedAt?.getTime()).toBe(hourLater.getTime());
    expect(
      (
        await planForToken(
          appAt(() => hourLater),
          tokenOf(mine[0]!)!,
        )
      ).accountId,
    ).toBe(account.id);

    // Later runs send nothing more.
    const after = runMondayCron(new Date(monday.getTime() + 2 * 3_600_000));
    await after.run();
    expect(after.sent.filter((m) => m.to === account.email)).toHaveLength(0);
  });

  it("an e-mail that went out before the run died is sent again with the same key and link", async () => {
    const { account } = await connectedPub();
    // The provider took the message, then the Worker died before recording it.
    const handed: OutgoingEmail[] = [];
    const tookThenDied = {
      kind: "builtin" as const,
      send: async (message: OutgoingEmail) => {
        handed.push(message);
        throw new Error("Worker killed after the send");
      },
    };
    const base = appAt(() => monday);
    await runCron(
      { ...base, providers: { ...base.providers, email: tookThenDied, fixtures: scripted } },
      "0 * * * *",
    );
    const first = handed.filter((m) => m.to === account.email);
    expect(first).toHaveLength(1);
    const recovery = runMondayCron(new Date(monday.getTime() + 3_600_000));
    await recovery.run();
    const retried = recovery.sent.filter((m) => m.to === account.email);
    expect(retried).toHaveLength(1);
    // Same idempotency key (the e-mail provider answers it with the first send, so the owner gets
    // one message), and the same Approve all link, so the first e-mail's button works too.
    expect(retried[0]!.idempotencyKey).toBe(first[0]!.idempotencyKey);
    expect(tokenOf(retried[0]!)).toBe(tokenOf(first[0]!));
    expect(
      (
        await planForToken(
          appAt(() => monday),
          tokenOf(first[0]!)!,
        )
      ).accountId,
    ).toBe(account.id);
  });

  it("auto-approve, switched on from the calendar, schedules the drafts at once", async () => {
    const { account, cookie } = await connectedPub();
    const switched = await call("/calendar", {
      method: "POST",
      cookie,
      json: { intent: "auto-approve", autoApprove: true },
    });
    expect(switched.status).toBe(200);
    const [setting] = await db
      .select({ on: publishingSettings.autoApproveWeeklyPlan })
      .from(publishingSettings)
      .where(eq(publishingSettings.accountId, account.id));
    expect(setting?.on).toBe(true);
    expect(await (await call("/calendar", { cookie })).text()).toContain("Auto-approve is on");
    const cron = runMondayCron();
    await cron.run();
    const rows = await planRows(account.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.approved).toBe(row.lastErrorReason === null);
    expect(cron.sent.find((m) => m.to === account.email)?.text).toContain("Auto-approve is on");
  });

  it("auto-approve never publishes a post that fails the writing check, even after the rewrite", async () => {
    const { account, cookie } = await connectedPub();
    await call("/calendar", { method: "POST", cookie, json: { intent: "auto-approve", autoApprove: true } });
    // A live model that keeps inventing a price the pub never gave, rewrite or not.
    const inventsPrices: WriterProvider = {
      ...createAppContext(env, () => {}).providers.ai,
      kind: "live",
      label: "A model that invents prices",
      writePosts: async (request) => ({
        tokensUsed: 400,
        posts: request.platforms.map((platform) => ({
          id: crypto.randomUUID(),
          platform,
          headline: "Pints for a song",
          content: "Every pint is £1.50 all week at The Crown. Come on down!",
          hashtags: ["PubLife"],
          callToAction: "Come on down",
          needsImage: false,
          imageDescription: "",
          videoIdea: "",
        })),
      }),
    };
    const cron = runMondayCron(monday, inventsPrices);
    await cron.run();
    const rows = await planRows(account.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.approved).toBe(false);
      expect(row.lastErrorReason).toBe("writing_check");
      expect(row.lastErrorMessage).toContain("£1.50");
    }
    expect(cron.sent.find((m) => m.to === account.email)?.text).toContain("did not pass our writing check");

    // The whole week passes: every post is due, and none goes out.
    const weekOver = appAt(() => new Date(rows.at(-1)!.publishAt.getTime() + 60_000));
    await dispatchDuePosts(weekOver);
    for (const row of rows) expect(await deliverScheduledPost(weekOver, row.id)).toBe("skipped");
    const feed = await listPreviewFeed(env.FILES, 1000);
    expect(feed.filter((item) => rows.some((row) => item.idempotencyKey === row.idempotencyKey))).toEqual([]);
  });

  it("stops drafting when the allowance runs out and says so in the e-mail", async () => {
    const { account } = await connectedPub();
    // Enough writing for one post only.
    await db
      .update(usageBalances)
      .set({ used: 0, limitAmount: TOKENS_PER_WRITE })
      .where(and(eq(usageBalances.accountId, account.id), eq(usageBalances.meter, "tokens")));
    const cron = runMondayCron();
    await cron.run();
    const rows = await planRows(account.id);
    expect(rows).toHaveLength(1);
    const mail = cron.sent.find((m) => m.to === account.email)!;
    expect(mail.subject).toContain("allowance ran out");
    expect(mail.text).toMatch(/allowance ran out, so \d+ more posts? (was|were) not drafted/);
  });

  it("the e-mail's Approve all link opens a page whose button approves; other accounts get 404", async () => {
    const { account, cookie } = await connectedPub();
    // Not connected, so it has no plan of its own for that week.
    const stranger = await signedInAccount("starter");
    const cron = runMondayCron();
    await cron.run();
    const mail = cron.sent.find((m) => m.to === account.email)!;
    const link = new URL(/Approve all: (\S+)/.exec(mail.text)![1]!);
    expect(mail.text).toContain(`Edit: `);
    const rows = await planRows(account.id);
    const waiting = rows.filter((row) => !row.lastErrorReason);

    // Opening the link (as a mail scanner would) changes nothing; it shows the week and a button.
    const page = await call(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Approve all ${waiting.length}`);
    expect((await planRows(account.id)).some((row) => row.approved)).toBe(false);
    expect((await call("/calendar/approve-week?token=not-a-real-token")).status).toBe(404);

    // Another account sees none of them and cannot approve them.
    const theirs = await (await call("/api/schedule", { cookie: stranger.cookie })).json<Json>();
    expect(theirs.posts.some((post: Json) => rows.some((row) => row.id === post.id))).toBe(false);
    const patch = await call(`/api/schedule/${rows[0]!.id}`, {
      method: "PATCH",
      cookie: stranger.cookie,
      json: { approved: true },
    });
    expect(patch.status).toBe(404);
    const theirApproveAll = await call("/calendar", {
      method: "POST",
      cookie: stranger.cookie,
      json: { intent: "approve-week", weekStart },
    });
    expect(theirApproveAll.status).toBe(404);
    expect((await planRows(account.id)).some((row) => row.approved)).toBe(false);

    // The button: a POST from the page approves every draft that passed the check.
    // The page's form posts to its own address, token included.
    const pressed = await call(`${link.pathname}${link.search}`, {
      method: "POST",
      body: new URLSearchParams({ token: link.searchParams.get("token")! }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(`Approved ${waiting.length} post`);
    expect((await planRows(account.id)).filter((row) => row.approved)).toHaveLength(waiting.length);

    // The owner's own calendar lists them.
    const mine = await (
      await call(`/api/schedule?from=${weekStart}&to=${addLondonDays(weekStart, 6)}`, { cookie })
    ).json<Json>();
    expect(mine.posts.filter((post: Json) => post.source === "weekly_plan")).toHaveLength(rows.length);
  });
});
