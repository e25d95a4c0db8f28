import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccount } from "~/server/auth/accounts.server";
import { createSession } from "~/server/auth/session.server";
import { createAppContext } from "~/server/context.server";
import { pubs, scheduledPosts } from "~/server/db/schema.server";
import worker from "../../workers/app";
import {
  call,
  cookiesFrom,
  db,
  eventually,
  type Json,
  ORIGIN,
  services,
  uniqueEmail,
} from "../worker/helpers";
import { postRow, storedImage } from "../worker/publishing-helpers";

/**
 * Publishing end to end in live mode: the Worker's own routes connect Meta and Google through the
 * fakes' consent screens, /api/schedule records the posts, the every-minute cron hands them to the
 * queue and the consumer publishes them through the live adapters to the fake Graph API and the
 * fake Business Profile, which fetches the poster from the Worker's signed public link.
 */

const fake = env.FAKE_URL!;
const RED_LION = { page: "101000000000001", instagram: "17841400000000001" };
const CROWN_INN_PAGE = "101000000000002";
const RED_LION_LOCATION = "accounts/112233445566/locations/9988776655";

async function control(path: string, body: unknown = {}, method = "POST") {
  const response = await fetch(`${fake}/__control/${path}`, {
    method,
    body: method === "GET" || method === "DELETE" ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json<Json>();
}

const graphPublished = (): Promise<Json[]> => control("graph/published", undefined, "GET");
const googlePosts = (): Promise<Json[]> => control("business-profile/posts", undefined, "GET");
const delivered = (): Promise<Json[]> => control("resend/delivered", undefined, "GET");
const requestsTo = async (service: string): Promise<Json[]> =>
  (await fetch(`${fake}/__control/requests?service=${service}`)).json<Json>();

/** A starter-sized JPEG: only its frame header matters, which is where the fake reads the size from. */
function jpegOfSize(width: number, height: number) {
  return new Uint8Array([
    0xff,
    0xd8,
    // SOF0: length 17, 8-bit samples, height, width, three components.
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
    0xff,
    0xd9,
  ]);
}

/**
 * The Worker has no address the fake can reach, so the fake parks its downloads from the Worker's
 * origin and this loop fetches them through the Worker (no session, only the signed link), handing
 * back exactly what the Worker answered.
 */
function relayImagesWhile<T>(work: () => Promise<T>): Promise<T> {
  let running = true;
  const relay = (async () => {
    while (running) {
      const parked: Array<{ id: string; url: string }> = await control("graph/relay", undefined, "GET");
      for (const { id, url } of parked) {
        const address = new URL(url);
        const answer = await call(`${address.pathname}${address.search}`);
        const bytes = new Uint8Array(await answer.arrayBuffer());
        await control(`graph/relay/${id}`, {
          status: answer.status,
          contentType: answer.headers.get("Content-Type"),
          base64: btoa(String.fromCharCode(...bytes)),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return work().finally(async () => {
    running = false;
    await relay;
  });
}

async function fireEveryMinuteCron() {
  const controller = createScheduledController({ scheduledTime: new Date(), cron: "* * * * *" });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** One queue delivery of a post's message, through the Worker's own consumer. */
async function deliverMessage(scheduledPostId: string, attempts = 1) {
  const batch = createMessageBatch("full-house-jobs", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: { scheduledPostId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch as never, env, ctx);
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}

/** Cron, then the consumer for each post (the queue may deliver the cron's messages too: claims decide). */
async function publishDue(ids: string[], settled: (row: Json) => boolean): Promise<Json[]> {
  return relayImagesWhile(async () => {
    await fireEveryMinuteCron();
    await Promise.all(ids.map((id) => deliverMessage(id)));
    return eventually(async () => {
      const rows = await Promise.all(ids.map(postRow));
      return rows.every(settled) ? rows : undefined;
    }, 20_000);
  });
}

async function pubOnPro() {
  const account = await createAccount(services, { email: uniqueEmail("chain"), plan: "pro" });
  const setCookie = await createSession(
    createAppContext(env, () => {}),
    account.id,
  );
  return { account, cookie: setCookie.split(";")[0]! };
}

/** Start → the fake's consent screen → callback, as the owner's browser would go. */
async function connect(cookie: string, provider: "meta" | "google") {
  const start = await call(`/api/connections/${provider}/start`, { cookie });
  expect(start.status).toBe(302);
  const consent = await fetch(start.headers.get("Location")!, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("Location")!);
  expect(back.origin).toBe(ORIGIN);
  const callback = await call(`${back.pathname}${back.search}`, {
    cookie: `${cookie}; ${cookiesFrom(start)}`,
  });
  expect(callback.status).toBe(302);
  expect(callback.headers.get("Location")).toBe("/account#connections");
}

async function connections(cookie: string) {
  const answer = await call("/api/connections", { cookie });
  expect(answer.status).toBe(200);
  return answer.json<Json>();
}

/** Chooses a Page or location by its name, as the owner does on the account page. */
async function choose(cookie: string, platform: string, name: string) {
  const { connections: all } = await connections(cookie);
  const target = all
    .flatMap((connection: Json) => connection.targets)
    .find((candidate: Json) => candidate.platform === platform && candidate.name === name);
  expect(target).toBeDefined();
  const chosen = await call(`/api/connections/targets/${target.id}`, { method: "PUT", cookie, json: {} });
  expect(chosen.status).toBe(200);
}

async function schedule(cookie: string, post: Record<string, unknown>) {
  const answer = await call("/api/schedule", {
    method: "POST",
    cookie,
    json: { publishAt: new Date().toISOString(), ...post },
  });
  expect(answer.status).toBe(201);
  return (await answer.json<Json>()).id as string;
}

/** A signed-in pub on Pro with Meta connected (the Crown Inn's Page, @redlionpub) and Google. */
async function connectedPub() {
  const pub = await pubOnPro();
  await connect(pub.cookie, "meta");
  await connect(pub.cookie, "google");
  await choose(pub.cookie, "facebook", "The Crown Inn");
  await choose(pub.cookie, "instagram", "@redlionpub");
  await choose(pub.cookie, "google", "The Red Lion");
  return pub;
}

beforeEach(async () => {
  await control("graph/state", undefined, "DELETE");
  await control("business-profile/state", undefined, "DELETE");
  await control("resend", undefined, "DELETE");
  await control("graph/relay-origin", { origin: ORIGIN });
});

describe("publishing end to end in live mode", () => {
  it("connects, schedules and publishes each post exactly once with the platform's permalink", async () => {
    expect(createAppContext(env, () => {}).providers.publishing.kind).toBe("live");
    const { account, cookie } = await connectedPub();
    const view = await connections(cookie);
    expect(view.publisher.kind).toBe("live");
    expect(
      view.connections.map((connection: Json) => [
        connection.provider,
        connection.displayName,
        connection.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["meta", "Sam Ashby", "connected"],
        ["google", "Sam Ashby", "connected"],
      ]),
    );

    const posterId = await storedImage(account.id, 1080, 1350);
    await env.FILES.put(`images/${account.id}/${posterId}`, jpegOfSize(1080, 1350));
    const facebook = await schedule(cookie, {
      platform: "facebook",
      content: "Quiz night tonight from 8pm. Teams of up to six.",
      hashtags: ["QuizNight"],
    });
    const instagram = await schedule(cookie, {
      platform: "instagram",
      content: "Our new quiz poster is up.",
      hashtags: ["pubquiz"],
      imageId: posterId,
    });
    const google = await schedule(cookie, {
      platform: "google",
      content: "Sunday roast is back, served 12 till 5.",
    });

    const rows = await publishDue([facebook, instagram, google], (row) => row.status === "published");

    const meta = await graphPublished();
    expect(meta).toHaveLength(2);
    const [onPage] = meta.filter((entry) => entry.platform === "facebook");
    expect(onPage).toMatchObject({
      targetId: CROWN_INN_PAGE,
      text: "Quiz night tonight from 8pm. Teams of up to six.\n\n#QuizNight",
      imageUrl: null,
    });
    const [onInstagram] = meta.filter((entry) => entry.platform === "instagram");
    expect(onInstagram).toMatchObject({
      targetId: RED_LION.instagram,
      text: "Our new quiz poster is up.\n\n#pubquiz",
    });
    // The fake fetched the poster from the Worker's signed link, without a session, and read its size.
    expect(onInstagram.imageUrl).toMatch(
      new RegExp(`^${ORIGIN}/api/public-images/${posterId}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(await control("graph/downloads", undefined, "GET")).toEqual([
      { url: onInstagram.imageUrl, status: 200, contentType: "image/jpeg" },
    ]);
    const local = await googlePosts();
    expect(local).toHaveLength(1);
    expect(local[0]).toMatchObject({
      parent: RED_LION_LOCATION,
      topicType: "STANDARD",
      // The live writer's Google version (the OpenAI fake's rewording), its "#PubLife" taken out.
      summary: "Sunday roast is back, served 12 till 5. Written for Google by gpt-6-luna.",
      languageCode: "en-GB",
    });

    const [fbRow, igRow, googleRow] = rows;
    expect(fbRow.externalId).toBe(onPage.id);
    expect(fbRow.permalink).toBe(
      `https://www.facebook.com/${CROWN_INN_PAGE}/posts/${onPage.id.split("_")[1]}`,
    );
    expect(igRow.externalId).toBe(onInstagram.id);
    expect(igRow.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/C/);
    expect(googleRow.externalId).toBe(local[0].name);
    expect(googleRow.permalink).toBe(local[0].searchUrl);
    // What the calendar reads.
    const listed = (await (await call("/api/schedule", { cookie })).json<Json>()).posts as Json[];
    for (const row of rows) {
      expect(listed.find((post) => post.id === row.id)).toMatchObject({
        status: "published",
        permalink: row.permalink,
      });
    }

    // A redelivered message, and the next minute's cron, publish nothing new.
    await relayImagesWhile(async () => {
      for (const id of [facebook, instagram, google]) {
        expect((await deliverMessage(id, 2)).explicitAcks).toHaveLength(1);
      }
      await fireEveryMinuteCron();
    });
    expect(await graphPublished()).toHaveLength(2);
    expect(await googlePosts()).toHaveLength(1);
    for (const id of [facebook, instagram, google]) expect((await postRow(id)).attempts).toBe(1);
  });

  it("Google EVENT and OFFER posts go out in Google's format: no hashtags or phone number, their schedule, button and coupon", async () => {
    const { account, cookie } = await connectedPub();
    await db.insert(pubs).values({
      accountId: account.id,
      name: "The Red Lion",
      website: "https://redlion.example",
      bookingLink: "https://redlion.example/book",
      updatedAt: new Date(),
    });
    // 20:00 to 23:00 London time on a summer and a winter date: the schedule is the pub's wall clock.
    const event = await schedule(cookie, {
      platform: "google",
      content: "Quiz night from 8pm 🍺 Teams of up to six, £2 a head. Get your team in: ring 01234 567890.",
      hashtags: ["#QuizNight"],
      google: {
        topicType: "EVENT",
        event: { title: "Quiz night", startsAt: "2026-07-16T20:00", endsAt: "2026-07-16T23:00" },
      },
    });
    const offer = await schedule(cookie, {
      platform: "google",
      content: "Two steaks and a bottle of house red for £30, Monday to Thursday. #SteakNight",
      google: {
        topicType: "OFFER",
        event: { title: "Steak night for two", startsAt: "2026-12-07T17:00", endsAt: "2026-12-10T22:00" },
        offer: { couponCode: "STEAK30", termsConditions: "Dine in only, one per table." },
      },
    });
    const rows = await publishDue([event, offer], (row) => row.status === "published");
    const sent = await googlePosts();
    expect(sent).toHaveLength(2);
    const onGoogle = (id: string) =>
      sent.find((post) => post.name === rows.find((row) => row.id === id)?.externalId);
    expect(onGoogle(event)).toMatchObject({
      parent: RED_LION_LOCATION,
      state: "LIVE",
      languageCode: "en-GB",
      topicType: "EVENT",
      // The model's rewording, with the hashtag and the phone number (and its lead-in) taken out.
      summary:
        "Quiz night from 8pm 🍺 Teams of up to six, £2 a head. Get your team in. Written for Google by gpt-6-luna.",
      event: {
        title: "Quiz night",
        schedule: {
          startDate: { year: 2026, month: 7, day: 16 },
          startTime: { hours: 20, minutes: 0, seconds: 0, nanos: 0 },
          endDate: { year: 2026, month: 7, day: 16 },
          endTime: { hours: 23, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      callToAction: { actionType: "SIGN_UP", url: "https://redlion.example" },
    });
    expect(onGoogle(offer)).toMatchObject({
      topicType: "OFFER",
      summary:
        "Two steaks and a bottle of house red for £30, Monday to Thursday. Written for Google by gpt-6-luna.",
      event: {
        title: "Steak night for two",
        schedule: {
          startDate: { year: 2026, month: 12, day: 7 },
          startTime: { hours: 17, minutes: 0, seconds: 0, nanos: 0 },
          endDate: { year: 2026, month: 12, day: 10 },
          endTime: { hours: 22, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      offer: { couponCode: "STEAK30", termsConditions: "Dine in only, one per table." },
    });
    // Google ignores a button on an offer, so none is sent.
    expect(onGoogle(offer)).not.toHaveProperty("callToAction");
  });

  it("an expired token (Graph 190): the connection needs reconnecting, posts are held, the owner is e-mailed", async () => {
    const { account, cookie } = await connectedPub();
    await control("graph/expire-tokens");
    const first = await schedule(cookie, { platform: "facebook", content: "Live music Friday from 9." });
    const later = await call("/api/schedule", {
      method: "POST",
      cookie,
      json: {
        platform: "facebook",
        content: "Curry night next week.",
        publishAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    const laterId = (await later.json<Json>()).id as string;

    const [row] = await publishDue(
      [first],
      (candidate) => candidate.status !== "scheduled" && candidate.status !== "publishing",
    );
    expect(row).toMatchObject({ status: "held", lastErrorReason: "auth_expired" });
    expect((await postRow(laterId)).status).toBe("held");
    expect(await graphPublished()).toEqual([]);
    const meta = (await connections(cookie)).connections.find(
      (connection: Json) => connection.provider === "meta",
    );
    expect(meta.status).toBe("needs_reconnecting");
    const google = (await connections(cookie)).connections.find(
      (connection: Json) => connection.provider === "google",
    );
    expect(google.status).toBe("connected");
    const mail = await eventually(async () => {
      const sent = (await delivered()).filter((message) => message.to.includes(account.email));
      return sent.length ? sent : undefined;
    });
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Reconnect Facebook and Instagram to keep your posts going out");

    // Reconnecting releases the held posts, keeps the chosen Page, and the due one goes out once,
    // without being taken for an attempt that may have gone out (Graph refused it: nothing did).
    await connect(cookie, "meta");
    expect((await postRow(first)).status).toBe("scheduled");
    expect((await postRow(laterId)).status).toBe("scheduled");
    await publishDue([first], (candidate) => candidate.status === "published");
    expect((await graphPublished()).map(({ targetId, text }) => ({ targetId, text }))).toEqual([
      { targetId: CROWN_INN_PAGE, text: "Live music Friday from 9." },
    ]);
    expect((await delivered()).filter((message) => message.to.includes(account.email))).toHaveLength(1);
  });

  it.each([
    [4, "Application request limit reached"],
    [32, "Page request limit reached"],
  ])(
    "a rate limit (Graph %i) puts the post back for later, and it goes out once when the wait is over",
    async (code, message) => {
      const { cookie } = await connectedPub();
      await control("graph/next-error", {
        status: 400,
        pathEndsWith: "/feed",
        error: { message, type: "OAuthException", code },
      });
      const id = await schedule(cookie, { platform: "facebook", content: "Two-for-one burgers tonight." });
      const before = Date.now();
      const [row] = await publishDue([id], (candidate) => candidate.lastErrorReason === "rate_limited");
      expect(row.status).toBe("scheduled");
      // Graph gives no wait for these codes; the adapter's back-off is five minutes.
      expect(row.leaseUntil.getTime()).toBeGreaterThanOrEqual(before + 5 * 60_000);
      expect(await graphPublished()).toEqual([]);
      // Inside the wait, the cron and a redelivery leave it alone.
      await fireEveryMinuteCron();
      await deliverMessage(id, 2);
      expect((await postRow(id)).status).toBe("scheduled");
      expect(await graphPublished()).toEqual([]);

      // The wait is over.
      await db
        .update(scheduledPosts)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(scheduledPosts.id, id));
      const [published] = await publishDue([id], (candidate) => candidate.status === "published");
      expect(published).toMatchObject({ attempts: 2, lastErrorReason: null });
      expect((await graphPublished()).map((entry) => entry.text)).toEqual(["Two-for-one burgers tonight."]);
    },
  );

  it("Graph takes the post and the connection drops before it answers: held as 'may have gone out', the owner asked, never posted twice", async () => {
    const { account, cookie } = await connectedPub();
    await control("graph/drop-answer", { pathEndsWith: "/feed" });
    const id = await schedule(cookie, { platform: "facebook", content: "Karaoke tonight from 9." });
    const [row] = await publishDue([id], (candidate) => candidate.status === "held");
    expect(row).toMatchObject({ lastErrorReason: "uncertain" });
    expect(row.lastErrorMessage).toContain("Check your page");
    // The Page has it once.
    expect((await graphPublished()).map((entry) => entry.text)).toEqual(["Karaoke tonight from 9."]);
    const mail = await eventually(async () => {
      const sent = (await delivered()).filter((message) => message.to.includes(account.email));
      return sent.length ? sent : undefined;
    });
    expect(mail.map((message) => message.subject)).toEqual(["Please check one of your posts"]);

    // Later crons and a redelivered message leave it alone: nothing goes to the Page a second time.
    await fireEveryMinuteCron();
    await deliverMessage(id, 2);
    await fireEveryMinuteCron();
    expect((await postRow(id)).status).toBe("held");
    expect(await graphPublished()).toHaveLength(1);
  });

  it("Google turns a post down and the owner presses Retry: the turned-down post is replaced, never a second one", async () => {
    const { cookie } = await connectedPub();
    await fetch(`${fake}/__control/requests?service=gbp-posts`, { method: "DELETE" });
    await control("business-profile/reject-next");
    const id = await schedule(cookie, {
      platform: "google",
      content: "Burger and a pint for £12 every Wednesday.",
    });
    const [row] = await publishDue([id], (candidate) => candidate.status === "failed");
    const turnedDown = await googlePosts();
    expect(turnedDown.map((post) => post.state)).toEqual(["REJECTED"]);
    expect(row).toMatchObject({ status: "failed", lastErrorReason: "rejected" });

    // Retry, as the calendar's button does (the queue may deliver its message too: the claim decides).
    const retry = await call(`/api/schedule/${id}/publish`, { method: "POST", cookie });
    expect(retry.status).toBe(202);
    await deliverMessage(id);
    const published = await eventually(async () => {
      const candidate = await postRow(id);
      return candidate.status === "published" ? candidate : undefined;
    }, 20_000);
    const onGoogle = await googlePosts();
    expect(onGoogle).toHaveLength(1);
    expect(onGoogle[0]).toMatchObject({ state: "LIVE", name: published.externalId });
    // The turned-down one was deleted before the new one was made.
    const deleted = (await requestsTo("gbp-posts")).filter((request) => request.method === "DELETE");
    expect(deleted.map((request) => request.path)).toEqual([`/gbp-posts/v4/${turnedDown[0].name}`]);
  });

  it("Google makes the post and the connection drops before it answers: the retry finds that post and makes no second", async () => {
    const { cookie } = await connectedPub();
    await fetch(`${fake}/__control/requests?service=gbp-posts`, { method: "DELETE" });
    await control("business-profile/drop-next-answer");
    const id = await schedule(cookie, {
      platform: "google",
      content: "Pie night Thursday: steak and ale, or chicken and leek.",
    });
    // Google lists a location's posts, so the post is not held for the owner to check: it is retried.
    const [row] = await publishDue(
      [id],
      (candidate) => candidate.status === "scheduled" && candidate.lastErrorReason === "unavailable",
    );
    expect(row.publishStartedAt).not.toBeNull();
    expect(await googlePosts()).toHaveLength(1);

    // The back-off is over: the retry finds the post the dropped attempt made and reports it.
    await db
      .update(scheduledPosts)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(scheduledPosts.id, id));
    const [published] = await publishDue([id], (candidate) => candidate.status === "published");
    const onGoogle = await googlePosts();
    expect(onGoogle).toHaveLength(1);
    expect(published).toMatchObject({ externalId: onGoogle[0].name, permalink: onGoogle[0].searchUrl });
    // One create; the retry listed the location's posts instead of making another.
    const methods = (await requestsTo("gbp-posts")).map((request) => request.method);
    expect(methods.filter((method) => method === "POST")).toHaveLength(1);
    expect(methods).toContain("GET");
  });

  it("a match football-data now calls POSTPONED holds its posts: one e-mail, nothing to the Graph API", async () => {
    const { account, cookie } = await connectedPub();
    // A match of the fake's football-data.org, a few days ahead, first on as usual (TIMED).
    const matchId = 549901;
    const kickOff = new Date(Date.now() + 25 * 86_400_000);
    kickOff.setUTCHours(19, 45, 0, 0);
    const seed = {
      id: matchId,
      competition: "PL",
      utcDate: kickOff.toISOString().replace(/\.000Z$/, "Z"),
      home: "Arsenal FC",
      away: "Chelsea FC",
    };
    const hourlyCrons = async () => {
      // The fake allows 10 football-data requests a minute; each 60-day refresh makes 6.
      await fetch(`${fake}/__control/requests?service=football-data`, { method: "DELETE" });
      for (const cron of ["0 * * * *", "15 * * * *"]) {
        const controller = createScheduledController({ scheduledTime: new Date(), cron });
        const ctx = createExecutionContext();
        await worker.scheduled(controller, env, ctx);
        await waitOnExecutionContext(ctx);
      }
    };
    try {
      await control("football-data/matches", [{ ...seed, status: "TIMED" }]);
      await hourlyCrons();
      const id = await schedule(cookie, {
        platform: "facebook",
        content: "Arsenal v Chelsea on the big screen Saturday.",
        publishAt: new Date(kickOff.getTime() - 3 * 3_600_000).toISOString(),
        source: "campaign",
        fixtureId: `football-data:${matchId}`,
      });
      expect((await postRow(id)).fixtureStartsAt?.getTime()).toBe(kickOff.getTime());

      await control("football-data/matches", [{ ...seed, status: "POSTPONED" }]);
      await hourlyCrons();
      expect(await postRow(id)).toMatchObject({ status: "held", lastErrorReason: "fixture_postponed" });
      // (The same hourly run sends the day's match reminders: only the postponement is counted.)
      const heldMail = async () =>
        (await delivered()).filter(
          (message) => message.to.includes(account.email) && /was postponed/.test(message.subject),
        );
      const mail = await eventually(async () => {
        const sent = await heldMail();
        return sent.length ? sent : undefined;
      });
      expect(mail.map((message) => message.subject)).toEqual([
        "Arsenal v Chelsea was postponed: your posts about it are held",
      ]);

      // Due, the next hour's refresh and the every-minute cron: still held, no second e-mail, no post.
      await db
        .update(scheduledPosts)
        .set({ publishAt: new Date(Date.now() - 60_000) })
        .where(eq(scheduledPosts.id, id));
      await hourlyCrons();
      await fireEveryMinuteCron();
      await deliverMessage(id);
      expect((await postRow(id)).status).toBe("held");
      expect(await graphPublished()).toEqual([]);
      expect(await heldMail()).toHaveLength(1);
    } finally {
      await fetch(`${fake}/__control/football-data/matches`, {
        method: "DELETE",
        body: JSON.stringify({ ids: [matchId] }),
      });
    }
  });
});
