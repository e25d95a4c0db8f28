import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkPosts } from "~/lib/content/writing-check";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { checkSourcesFor } from "~/server/content/write.server";
import { createAppContext } from "~/server/context.server";
import { fixtures, reminderSends, sessions } from "~/server/db/schema.server";
import type { WriteRequest, WriterProvider, WriterResult } from "~/server/providers/ai/types";
import type { OutgoingEmail } from "~/server/providers/email/types";
import type { FixturesProvider, SourceFixture } from "~/server/providers/fixtures/types";
import { saveFavourites } from "~/server/sports/favourites.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { sendDueReminders } from "~/server/sports/reminders.server";
import { call, db, type Json, signedInAccount } from "./helpers";

const app = () => createAppContext(env, () => {});
const arsenal: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};

function hoursFromNow(hours: number) {
  return new Date(Date.now() + hours * 3600 * 1000).toISOString();
}

/** A fixtures source the test controls: the given fixtures, or a failure. */
function scriptedFeed(list: SourceFixture[] | Error): FixturesProvider {
  return {
    kind: "live",
    label: "Scripted feed",
    async fetchFixtures() {
      if (list instanceof Error) throw list;
      return list;
    },
  };
}

/** The same context, with e-mails collected in `sent` instead of sent. */
function collectingMail<C extends ReturnType<typeof app>>(ctx: C) {
  const sent: OutgoingEmail[] = [];
  const email = {
    kind: "builtin" as const,
    send: async (message: OutgoingEmail) => {
      sent.push(message);
      return { id: "x" };
    },
  };
  return { ctx: { ...ctx, providers: { ...ctx.providers, email } }, sent };
}

function source(overrides: Partial<SourceFixture>): SourceFixture {
  return {
    providerId: `test:${crypto.randomUUID()}`,
    sport: "football",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    competition: "Premier League",
    startsAt: hoursFromNow(48),
    venue: "Emirates Stadium",
    tvChannels: ["Sky Sports"],
    tvChannelsExpected: true,
    status: "upcoming",
    stage: "league",
    highlights: "London derby",
    ...overrides,
  };
}

// First in the file, while D1 and KV still hold no fixtures: what a fresh install shows before its
// first cron run.
describe("a first look before any refresh", () => {
  it("refreshes an empty, stale cache on demand instead of showing nothing", async () => {
    expect(await db.select().from(fixtures)).toEqual([]);
    const { cookie } = await signedInAccount();
    const response = await call("/api/sports/upcoming-fixtures", { cookie });
    expect(response.status).toBe(200);
    const body = await response.json<Json>();
    expect(body.fixtures.length).toBeGreaterThan(0);
    expect(body.source).toMatchObject({ label: "Sample fixtures", stale: false });
    expect(body.source.refreshedAt).not.toBeNull();
    expect((await db.select().from(fixtures)).length).toBeGreaterThan(50);
  });
});

/** Follows the `Link: <…>; rel="next"` header of a fixtures answer, if any. */
function nextLink(response: Response): string | null {
  const link = response.headers.get("Link");
  return link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
}

/** Every page of a fixtures query, following the Link headers, with the headers of the first. */
async function allPages(path: string, cookie: string) {
  const first = await call(path, { cookie });
  expect(first.status).toBe(200);
  const total = Number(first.headers.get("X-Total-Count"));
  const pages: Json[][] = [(await first.json<Json>()).fixtures];
  for (let next = nextLink(first); next; ) {
    const response = await call(next, { cookie });
    expect(response.status).toBe(200);
    pages.push((await response.json<Json>()).fixtures);
    next = nextLink(response);
  }
  return { total, pages, all: pages.flat() };
}

describe("the fixtures API (built-in feed)", () => {
  beforeAll(async () => {
    const result = await refreshFixtures(app());
    expect(result.ok).toBe(true);
  });

  it("lists the sample fixtures with every field, soonest first, labelled as built-in", async () => {
    const { cookie } = await signedInAccount();
    const response = await call("/api/sports/upcoming-fixtures?filter=all&days=60&limit=100", { cookie });
    expect(response.status).toBe(200);
    const body = await response.json<Json>();
    expect(body.source).toMatchObject({ label: "Sample fixtures", builtIn: true, stale: false });
    expect(body.fixtures.length).toBeGreaterThan(50);
    const starts = body.fixtures.map((fixture: Json) => fixture.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(body.fixtures[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        classification: expect.any(Number),
        importanceScore: expect.any(Number),
        timeline: expect.any(Array),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        kickOffTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      }),
    );
  });

  it("answers a light first page of a two-week window, and the rest page by page through Link headers", async () => {
    const { cookie } = await signedInAccount();
    const first = await call("/api/sports/upcoming-fixtures?filter=all", { cookie });
    const text = await first.text();
    // The whole 60 days was ~390 KB; the first page is one screen's worth.
    expect(text.length).toBeLessThanOrEqual(60 * 1024);
    const body = JSON.parse(text);
    expect(Array.isArray(body.fixtures)).toBe(true);
    expect(body.fixtures).toHaveLength(6);
    expect(Number(first.headers.get("X-Total-Count"))).toBeGreaterThan(6);
    expect(nextLink(first)).toMatch(/^\/api\/sports\/upcoming-fixtures\?filter=all&after=/);

    const { total, pages, all } = await allPages("/api/sports/upcoming-fixtures?filter=all", cookie);
    expect(all).toHaveLength(total);
    expect(pages.slice(0, -1).every((page) => page.length === 6)).toBe(true);
    expect(new Set(all.map((fixture: Json) => fixture.id)).size).toBe(total);
    const starts = all.map((fixture: Json) => fixture.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(all.every((fixture: Json) => fixture.daysUntil < 14)).toBe(true);

    // The window reaches the whole cached feed on request.
    const wide = await call("/api/sports/upcoming-fixtures?filter=all&days=60", { cookie });
    expect(Number(wide.headers.get("X-Total-Count"))).toBeGreaterThan(total);
    // A filter pages the same way, and its pages hold only what it matches.
    const televised = await allPages("/api/sports/upcoming-fixtures?filter=televised&limit=10", cookie);
    expect(televised.all).toHaveLength(televised.total);
    expect(televised.all.every((fixture: Json) => fixture.tvChannels.length > 0)).toBe(true);
  });

  it("names the paging parameter that is wrong", async () => {
    const { cookie } = await signedInAccount();
    for (const [query, field] of [
      ["days=0", "days"],
      ["days=61", "days"],
      ["days=two", "days"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["after=nonsense", "after"],
    ] as const) {
      const response = await call(`/api/sports/upcoming-fixtures?${query}`, { cookie });
      expect(response.status, query).toBe(400);
      expect((await response.json<Json>()).error.message).toMatch(new RegExp(`^${field}: `));
    }
    // A cursor past the end is an empty last page, not an error.
    const past = await call(`/api/sports/upcoming-fixtures?after=${"9".repeat(15)}_x`, { cookie });
    expect(past.status).toBe(200);
    expect((await past.json<Json>()).fixtures).toEqual([]);
    expect(past.headers.get("Link")).toBeNull();
  });

  it("filters by sport and by filter", async () => {
    const { cookie } = await signedInAccount();
    const rugby = await (
      await call("/api/sports/upcoming-fixtures?sport=rugby&days=60", { cookie })
    ).json<Json>();
    expect(rugby.fixtures.length).toBeGreaterThan(0);
    expect(new Set(rugby.fixtures.map((fixture: Json) => fixture.sport))).toEqual(new Set(["rugby"]));

    const televised = await (
      await call("/api/sports/upcoming-fixtures?filter=televised", { cookie })
    ).json<Json>();
    expect(televised.fixtures.every((fixture: Json) => fixture.tvChannels.length > 0)).toBe(true);

    const major = await (await call("/api/sports/upcoming-fixtures?filter=major", { cookie })).json<Json>();
    expect(major.fixtures.every((fixture: Json) => fixture.classification <= 2)).toBe(true);

    const daily = await (await call("/api/sports/upcoming-fixtures?filter=daily", { cookie })).json<Json>();
    expect(daily.fixtures.every((fixture: Json) => fixture.daysUntil <= 1)).toBe(true);
  });

  it("names the parameter when a filter or sport is unknown", async () => {
    const { cookie } = await signedInAccount();
    const badFilter = await call("/api/sports/upcoming-fixtures?filter=weekly", { cookie });
    expect(badFilter.status).toBe(400);
    expect((await badFilter.json<Json>()).error.message).toMatch(/^filter: /);
    const badSport = await call("/api/sports/upcoming-fixtures?sport=darts", { cookie });
    expect(badSport.status).toBe(400);
    expect((await badSport.json<Json>()).error.message).toMatch(/^sport: /);
    expect((await call("/api/sports/upcoming-fixtures")).status).toBe(401);
  });

  it("marks local teams from the pub's address", async () => {
    const { cookie } = await signedInAccount();
    await call("/api/pub", {
      method: "PUT",
      cookie,
      json: { name: "The Swan", address: "1 Market St, Leeds, West Yorkshire" },
    });
    const local = await (
      await call("/api/sports/upcoming-fixtures?filter=local&days=60&limit=100", { cookie })
    ).json<Json>();
    expect(local.fixtures.length).toBeGreaterThan(0);
    expect(local.fixtures.every((fixture: Json) => fixture.isLocalTeam)).toBe(true);
  });
});

describe("favourites", () => {
  it("saves, reads back and de-duplicates favourites per account", async () => {
    const { cookie } = await signedInAccount();
    const saved = await call("/api/favourites", {
      method: "PUT",
      cookie,
      json: {
        favourites: [
          arsenal,
          arsenal,
          { ...arsenal, id: "custom-1", name: "Headingley Harriers", category: "local", notificationDays: 7 },
        ],
        remindersEnabled: false,
      },
    });
    expect(saved.status).toBe(200);
    const body = await (await call("/api/favourites", { cookie })).json<Json>();
    expect(body.remindersEnabled).toBe(false);
    expect(body.favourites.map((team: Json) => team.id)).toEqual(["football-arsenal", "custom-1"]);

    const other = await signedInAccount();
    expect((await (await call("/api/favourites", { cookie: other.cookie })).json<Json>()).favourites).toEqual(
      [],
    );
  });

  it("saves through the sports page's own action, which refuses a bad list with 400", async () => {
    const { cookie } = await signedInAccount();
    const saved = await call("/sports", {
      method: "POST",
      cookie,
      json: { intent: "save-favourites", favourites: [arsenal], remindersEnabled: false },
    });
    expect(saved.status).toBe(200);
    expect(await (await call("/api/favourites", { cookie })).json<Json>()).toEqual({
      favourites: [arsenal],
      remindersEnabled: false,
    });
    // The page redraws from its loader: Arsenal's next match is now this account's team.
    const listed = await (
      await call("/api/sports/upcoming-fixtures?sport=football&days=60&limit=100", { cookie })
    ).json<Json>();
    const index = listed.fixtures.findIndex((fixture: Json) => fixture.isFavourite);
    const match = listed.fixtures[index];
    expect(match?.homeTeam === "Arsenal" || match?.awayTeam === "Arsenal").toBe(true);
    // The page opens at that match: its cursor is the fixture just before it in the list's order
    // (kick-off, then id). A cursor at its kick-off alone starts with every match at the same time,
    // and on a Saturday at 15:00 those fill the page before Arsenal's is reached.
    const before = listed.fixtures[index - 1];
    const search = new URLSearchParams({ sport: "football", days: "60" });
    if (before) search.set("after", `${Date.parse(before.startsAt)}_${before.id}`);
    const page = await (await call(`/sports?${search}`, { cookie })).text();
    expect(page).toContain("★ Your team");

    const refused = await call("/sports", {
      method: "POST",
      cookie,
      json: { intent: "save-favourites", favourites: [{ ...arsenal, notificationDays: 10 }] },
    });
    expect(refused.status).toBe(400);
    expect((await (await call("/api/favourites", { cookie })).json<Json>()).favourites).toEqual([arsenal]);
    expect(
      (await call("/sports", { method: "POST", json: { intent: "save-favourites", favourites: [] } })).status,
    ).toBe(401);
  });

  it("refuses a lead time other than 7, 14 or 21 days, and an empty name", async () => {
    const { cookie } = await signedInAccount();
    const badLead = await call("/api/favourites", {
      method: "PUT",
      cookie,
      json: { favourites: [{ ...arsenal, notificationDays: 10 }] },
    });
    expect(badLead.status).toBe(400);
    expect((await badLead.json<Json>()).error.message).toMatch(/^favourites\.0\.notificationDays/);
    const noName = await call("/api/favourites", {
      method: "PUT",
      cookie,
      json: { favourites: [{ ...arsenal, name: "  " }] },
    });
    expect(noName.status).toBe(400);
  });

  it("gives the next match of a favourite team, or null", async () => {
    const { cookie } = await signedInAccount();
    expect(await (await call("/api/sports/next-match/1", { cookie })).json<Json>()).toEqual({
      nextMatch: null,
    });
    await call("/api/favourites", { method: "PUT", cookie, json: { favourites: [arsenal] } });
    const { nextMatch } = await (await call("/api/sports/next-match/1", { cookie })).json<Json>();
    expect(nextMatch.favoriteTeam).toBe("Arsenal");
    expect(nextMatch.matchText).toContain("Arsenal");
    expect((await call("/api/sports/next-match/2", { cookie })).status).toBe(404);
  });
});

describe("the fixture refresh cron", () => {
  it("upserts by the source's id, so running it twice duplicates nothing", async () => {
    const ctx = app();
    const list = [source({ providerId: "test:idempotent-1" }), source({ providerId: "test:idempotent-2" })];
    const scripted = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed(list) } };
    await refreshFixtures(scripted);
    await refreshFixtures(scripted);
    const rows = await db.select().from(fixtures).where(eq(fixtures.providerId, "test:idempotent-1"));
    expect(rows).toHaveLength(1);
  });

  it("keeps the last good data when the provider is down, and says it is stale", async () => {
    const ctx = app();
    const good = {
      ...ctx,
      providers: { ...ctx.providers, fixtures: scriptedFeed([source({ providerId: "test:kept" })]) },
    };
    await refreshFixtures(good);
    const down = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed(new Error("feed down")) } };
    const result = await refreshFixtures(down);
    expect(result).toMatchObject({ ok: false, error: "feed down" });
    expect(await db.select().from(fixtures).where(eq(fixtures.providerId, "test:kept"))).toHaveLength(1);

    const { cookie } = await signedInAccount();
    const body = await (await call("/api/sports/upcoming-fixtures", { cookie })).json<Json>();
    expect(body.source.stale).toBe(true);
    expect(body.fixtures.some((fixture: Json) => fixture.id === "test:kept")).toBe(true);
  });
});

describe("match reminders", () => {
  it("sends each stage exactly once per account, even when two runs overlap", async () => {
    const ctx = app();
    const match = source({ providerId: "test:reminder-match", startsAt: hoursFromNow(40) });
    const withFeed = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed([match]) } };
    await refreshFixtures(withFeed);

    const { account, cookie } = await signedInAccount();
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });

    const { ctx: counting, sent } = collectingMail(withFeed);
    await Promise.all([sendDueReminders(counting), sendDueReminders(counting)]);
    await sendDueReminders(counting);

    const mine = sent.filter((email) => email.to === account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain("Arsenal v Chelsea");
    expect(mine[0]!.text).toContain("Here it is, ready to copy:");
    expect(mine[0]!.text).toContain("/sports/match/test%3Areminder-match");
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.accountId, account.id));
    expect(rows.map((row) => row.stage)).toEqual(["final"]);

    // The card's timeline shows the stage as sent.
    const body = await (await call("/api/sports/upcoming-fixtures", { cookie })).json<Json>();
    const card = body.fixtures.find((fixture: Json) => fixture.id === "test:reminder-match");
    expect(card.timeline.find((item: Json) => item.stage === "final")).toMatchObject({ sent: true });
  });

  it("puts every reminder due for one person into a single e-mail", async () => {
    const ctx = app();
    const feed = [
      source({ providerId: "test:digest-1", startsAt: hoursFromNow(40) }),
      source({
        providerId: "test:digest-2",
        homeTeam: "Liverpool",
        awayTeam: "Arsenal",
        startsAt: hoursFromNow(100),
      }),
    ];
    const withFeed = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed(feed) } };
    await refreshFixtures(withFeed);
    const { account } = await signedInAccount();
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    const { ctx: counting, sent } = collectingMail(withFeed);
    await sendDueReminders(counting);
    const mine = sent.filter((email) => email.to === account.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe("Match reminders: Arsenal v Chelsea and 1 more");
    expect(mine[0]!.text).toContain("Liverpool v Arsenal");
    expect(await db.select().from(reminderSends).where(eq(reminderSends.accountId, account.id))).toHaveLength(
      2,
    );
  });

  it("claims many people in groups, still one e-mail each with all their reminders, when runs overlap", async () => {
    const ctx = app();
    const feed = [
      source({ providerId: "test:grouped-1", startsAt: hoursFromNow(40) }),
      source({
        providerId: "test:grouped-2",
        homeTeam: "Liverpool",
        awayTeam: "Arsenal",
        startsAt: hoursFromNow(100),
      }),
    ];
    const withFeed = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed(feed) } };
    await refreshFixtures(withFeed);
    const people = await Promise.all(Array.from({ length: 6 }, () => signedInAccount()));
    for (const { account } of people) await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    const { ctx: counting, sent } = collectingMail(withFeed);
    // Groups of three rows hold one person each (two reminders apiece), so the runs race group by group.
    await Promise.all([
      sendDueReminders(counting, { claimGroupRows: 3 }),
      sendDueReminders(counting, { claimGroupRows: 3 }),
    ]);
    for (const { account } of people) {
      const mine = sent.filter((email) => email.to === account.email);
      expect(mine.map((email) => email.subject)).toEqual(["Match reminders: Arsenal v Chelsea and 1 more"]);
      expect(mine[0]!.text).toContain("Liverpool v Arsenal");
      const rows = await db.select().from(reminderSends).where(eq(reminderSends.accountId, account.id));
      expect(rows).toHaveLength(2);
    }
  });

  it("sends nothing to people who turned reminders off", async () => {
    const ctx = app();
    const match = source({ providerId: "test:reminder-off", startsAt: hoursFromNow(40) });
    const withFeed = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed([match]) } };
    await refreshFixtures(withFeed);
    const { account } = await signedInAccount();
    await saveFavourites(ctx, account.id, { favourites: [arsenal], remindersEnabled: false });
    const { ctx: counting, sent } = collectingMail(withFeed);
    await sendDueReminders(counting);
    expect(sent.filter((email) => email.to === account.email)).toHaveLength(0);
  });

  it("releases the claim when the e-mail fails, so the next run tries again", async () => {
    const ctx = app();
    const match = source({ providerId: "test:reminder-retry", startsAt: hoursFromNow(40) });
    const withFeed = { ...ctx, providers: { ...ctx.providers, fixtures: scriptedFeed([match]) } };
    await refreshFixtures(withFeed);
    const { account } = await signedInAccount();
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    await sendDueReminders({
      ...withFeed,
      providers: {
        ...withFeed.providers,
        email: {
          kind: "builtin",
          send: async (email) => {
            if (email.to === account.email) throw new Error("mail down");
            return { id: "x" };
          },
        },
      },
    });
    expect(await db.select().from(reminderSends).where(eq(reminderSends.accountId, account.id))).toHaveLength(
      0,
    );
  });
});

describe("the post in a reminder goes through the writing check", () => {
  /** A reminder run for a new Arsenal follower, with the writer's posts kept to check them here. */
  async function remind(providerId: string, writer?: (ctx: ReturnType<typeof app>) => WriterProvider) {
    const ctx = app();
    const match = source({ providerId, startsAt: hoursFromNow(40) });
    const builtin = ctx.providers.ai;
    const written: Array<WriterResult & { request: WriteRequest }> = [];
    const ai: WriterProvider = {
      ...builtin,
      kind: builtin.kind,
      label: builtin.label,
      async writePosts(request) {
        const result = await (writer?.(ctx) ?? builtin).writePosts(request);
        written.push({ ...result, request });
        return result;
      },
    };
    const withFeed = { ...ctx, providers: { ...ctx.providers, ai, fixtures: scriptedFeed([match]) } };
    await refreshFixtures(withFeed);
    const { account } = await signedInAccount();
    await saveFavourites(ctx, account.id, { favourites: [arsenal] });
    const { ctx: collecting, sent } = collectingMail(withFeed);
    await sendDueReminders(collecting);
    const mine = sent.filter((email) => email.to === account.email);
    expect(mine).toHaveLength(1);
    return { text: mine[0]!.text, written };
  }

  it("carries the built-in writer's post, and that post passes the check against the match", async () => {
    const { text, written } = await remind("test:reminder-checked");
    // Other tests' Arsenal followers are reminded in the same run; each of their posts is checked too.
    expect(written.length).toBeGreaterThan(0);
    expect(written.some(({ posts }) => text.includes(posts[0]!.content))).toBe(true);
    expect(text).toContain("Here it is, ready to copy:");
    expect(text).not.toContain("didn't pass our writing check");
    for (const { posts, request } of written) {
      // The same check the content page runs, against the brief and fixture the reminder wrote from.
      expect(request.brief).toContain("Arsenal v Chelsea");
      const [checked] = checkPosts(posts, checkSourcesFor(request.brief, request.context, request.now));
      expect(checked!.quality).toEqual({ passed: true, problems: [] });
    }
  });

  it("leaves out a post that fails the check, says so, and still sends the plan", async () => {
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
    const { text } = await remind("test:reminder-broken", (ctx) => ({
      ...ctx.providers.ai,
      writePosts: broken,
    }));
    expect(text).not.toContain("It's on on the night.");
    expect(text).not.toContain("Here it is, ready to copy:");
    expect(text).toContain("The post we wrote for this didn't pass our writing check");
    expect(text).toContain("Call to action:");
    expect(text).toContain("/sports/match/test%3Areminder-broken");
  });
});

describe("the week's poster", () => {
  it("builds an A4 PDF of the chosen televised fixtures", async () => {
    const { cookie } = await signedInAccount();
    const televised = await (
      await call("/api/sports/upcoming-fixtures?filter=televised", { cookie })
    ).json<Json>();
    const ids = televised.fixtures.slice(0, 6).map((fixture: Json) => fixture.id);
    const response = await call("/api/sports/week-poster", {
      method: "POST",
      cookie,
      json: { fixtureIds: ids },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const empty = await call("/api/sports/week-poster", { method: "POST", cookie, json: { fixtureIds: [] } });
    expect(empty.status).toBe(400);
  });
});

describe("the fixture list for a caller whose session changed since the last call", () => {
  it("answers 401, not the account's rows, after the landlord signed out on another device", async () => {
    const { cookie, account } = await signedInAccount();
    const list = () => call("/api/sports/upcoming-fixtures", { cookie });
    expect((await list()).status).toBe(200);
    // The session check rides in the reads' batch (one round trip); this isolate still remembers it.
    await db.delete(sessions).where(eq(sessions.accountId, account.id));
    const refused = await list();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as Json).error.code).toBe("unauthenticated");
  });
});
