import type { Page } from "@playwright/test";
import { addLondonDays, londonDate } from "~/lib/time";
import { DEMO, expect, test } from "./fixtures";
import { connectPreviewGoogle, connectPreviewPublisher, shoot } from "./publishing-helpers";

/**
 * /dev/feed in local mode: what the Preview publisher puts out (an Instagram card with its picture, a
 * Google card with its kind and button) and the failures it can line up, seen where the owner sees
 * them (the calendar, the account page). Posts are scheduled for tomorrow and sent with Publish now,
 * so nothing waits for a clock.
 */

interface ListedPost {
  id: string;
  status: string;
  content: string;
  lastError: { reason: string; message: string } | null;
}

interface Picture {
  id: string;
  imageUrl: string;
  width: number;
  height: number;
  error?: unknown;
}

/** The API refuses writes from another site: these come from the app's own origin. */
const sameSite = (page: Page) => ({ Origin: new URL(page.url()).origin });

interface Connection {
  id: string;
  provider: "meta" | "google";
}

async function connections(page: Page): Promise<Connection[]> {
  return ((await (await page.request.get("/api/connections")).json()) as { connections: Connection[] })
    .connections;
}

/** Providers this spec connected: disconnected after each test, so later specs find Pro as it was. */
let connectedHere: string[] = [];

/** Connects Facebook & Instagram and Google through the Preview publisher (Connect → Allow). */
async function connectBoth(page: Page) {
  const before = new Set((await connections(page)).map((connection) => connection.provider));
  await connectPreviewPublisher(page);
  await connectPreviewGoogle(page);
  connectedHere = (["meta", "google"] as const).filter((provider) => !before.has(provider));
}

test.afterEach(async ({ page }) => {
  // Looked up again: reconnecting may have replaced a connection.
  for (const connection of await connections(page)) {
    if (!connectedHere.includes(connection.provider)) continue;
    const gone = await page.request.delete(`/api/connections/${connection.id}`, { headers: sameSite(page) });
    expect(gone.ok()).toBe(true);
  }
  connectedHere = [];
});

/** One of the demo posters (not a copy made for Instagram). */
async function demoPoster(page: Page): Promise<Picture> {
  const { images } = (await (await page.request.get("/api/images")).json()) as { images: Picture[] };
  const poster = images.find((image) => !image.error && !/-(ig\d+x\d+|jpeg)$/.test(image.id));
  expect(poster, "a demo poster").toBeDefined();
  return poster!;
}

/** Schedules a post for tomorrow noon and sends it now, as the calendar's Publish now does. */
async function publishNow(page: Page, post: Record<string, unknown>) {
  const tomorrow = addLondonDays(londonDate(new Date()), 1);
  const scheduled = await page.request.post("/api/schedule", {
    headers: sameSite(page),
    data: { hashtags: [], publishAt: `${tomorrow}T12:00`, ...post },
  });
  expect(scheduled.status()).toBe(201);
  const { id } = (await scheduled.json()) as { id: string };
  const sent = await page.request.post(`/api/schedule/${id}/publish`, { headers: sameSite(page) });
  expect(sent.status()).toBe(202);
  return id;
}

async function postNamed(page: Page, id: string): Promise<ListedPost> {
  const today = londonDate(new Date());
  const { posts } = (await (await page.request.get(`/api/schedule?from=${today}&to=${today}`)).json()) as {
    posts: ListedPost[];
  };
  return posts.find((post) => post.id === id)!;
}

/** Waits (bounded) until the post's outcome is written. */
async function settled(page: Page, id: string, done: (post: ListedPost) => boolean) {
  await expect.poll(async () => done(await postNamed(page, id)), { timeout: 15_000 }).toBe(true);
}

/** Lines up one failure from /dev/feed's controls, as a developer does. */
async function injectFailure(page: Page, platform: string, reason: string) {
  // A plain form post: it works before the page hydrates, and the page comes back saying so.
  await page.goto("/dev/feed");
  const form = page.locator("form").filter({ hasText: `Fail next ${platform} post` });
  await form.getByLabel(platform).selectOption({ label: reason });
  await form.getByRole("button", { name: `Fail next ${platform} post` }).click();
  await expect(form.getByText(`Lined up: ${reason}`)).toBeVisible();
}

/** The post on today's calendar, found by its words. */
async function onCalendar(page: Page, words: string) {
  await page.goto(`/calendar?view=week&date=${londonDate(new Date())}`);
  return page.getByRole("article").filter({ hasText: words });
}

test.describe("the preview feed", () => {
  test("Instagram and Google posts show as their platforms draw them; the poster picker shows each poster once", async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.pro);
    await connectBoth(page);
    const poster = await demoPoster(page);
    const run = Date.now().toString(36);
    const igWords = `Sunday roast from 12 till 4 (${run})`;
    const googleWords = `Quiz night Thursday from 8pm, teams of up to six (${run})`;
    await publishNow(page, { platform: "instagram", content: igWords, imageId: poster.id });
    await publishNow(page, { platform: "google", content: googleWords });

    const instagram = page.getByRole("article", { name: "Instagram post" }).filter({ hasText: igWords });
    const google = page.getByRole("article", { name: "Google post" }).filter({ hasText: run });
    await expect(async () => {
      await page.goto("/dev/feed");
      await expect(instagram).toHaveCount(1, { timeout: 1_000 });
      await expect(google).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // The picture loads from this page's own origin (the E2E server's port, not APP_URL).
    const picture = instagram.locator("img");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(google).toContainText("Google Business Profile · What's new");
    await expect(google).toContainText("Google update");
    await expect(google).toContainText("Button:");
    await shoot(page, "dev-feed-instagram-google");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Scheduling it for Instagram made a copy of the poster; the picker still shows the poster once.
    const { images } = (await (await page.request.get("/api/images")).json()) as { images: Picture[] };
    expect(images.some((image) => image.id.startsWith(`${poster.id}-`))).toBe(true);
    await page.goto("/images");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.locator(`img[src="${poster.imageUrl}"]`).first().click();
    await page.getByRole("button", { name: "Schedule this poster" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule this post" });
    await dialog.getByRole("button", { name: "Change" }).click();
    const choices = dialog.getByRole("group", { name: "Choose a poster" });
    await expect(choices.getByRole("radio").first()).toBeAttached();
    await expect(choices.locator(`input[value="${poster.id}"]`)).toHaveCount(1);
    await expect(choices.locator(`input[value^="${poster.id}-"]`)).toHaveCount(0);
  });

  test("failures lined up on /dev/feed: media rejected fails with Retry, a rate limit tries again, an expired token holds and asks to reconnect", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(45_000);
    await signIn(DEMO.pro);
    await connectBoth(page);
    const poster = await demoPoster(page);
    const run = Date.now().toString(36);

    // Media rejected (Instagram): failed, with the reason and Retry; Retry sends it (the failure was once).
    await injectFailure(page, "Instagram", "Media rejected");
    const igWords = `Live music Saturday from 9 (${run})`;
    const ig = await publishNow(page, { platform: "instagram", content: igWords, imageId: poster.id });
    await settled(page, ig, (post) => post.status === "failed");
    const failed = await onCalendar(page, igWords);
    await expect(failed).toHaveAttribute("aria-label", /Instagram post at \d\d:\d\d, Failed/);
    await expect(failed).toContainText("could not use the image");
    // A press before the page hydrates does nothing: press until the post is no longer failed.
    await expect(async () => {
      await failed.getByRole("button", { name: "Retry" }).click({ timeout: 1_000 });
      await expect
        .poll(async () => (await postNamed(page, ig)).status, { timeout: 2_000 })
        .not.toBe("failed");
    }).toPass({ timeout: 15_000 });
    await settled(page, ig, (post) => post.status === "published");
    await expect(await onCalendar(page, igWords)).toHaveAttribute(
      "aria-label",
      /Instagram post at .*, Published/,
    );

    // Rate limit (Google): back to scheduled, saying it tries again shortly.
    await injectFailure(page, "Google", "Rate limit");
    const googleWords = `Curry night Wednesday (${run})`;
    const google = await publishNow(page, { platform: "google", content: googleWords });
    await settled(page, google, (post) => post.lastError?.reason === "rate_limited");
    const waiting = await onCalendar(page, googleWords);
    await expect(waiting).toHaveAttribute("aria-label", /Google post at \d\d:\d\d, Trying again shortly/);
    await expect(waiting).toContainText("asked us to slow down");

    // Expired token (Facebook): held, and the account page says the connection needs reconnecting.
    await injectFailure(page, "Facebook", "Expired token");
    const fbWords = `Darts league Tuesday (${run})`;
    const facebook = await publishNow(page, { platform: "facebook", content: fbWords });
    await settled(page, facebook, (post) => post.status === "held");
    const held = await onCalendar(page, fbWords);
    await expect(held).toHaveAttribute("aria-label", /Facebook post at \d\d:\d\d, Held: needs reconnecting/);
    await expect(held).toContainText("token has expired");
    await page.goto("/account");
    const connections = page.locator("#connections");
    await expect(
      connections.getByText("Needs reconnecting: its scheduled posts are held until you do."),
    ).toBeVisible();
    await shoot(page, "account-needs-reconnecting");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Reconnecting releases the held post (and leaves the connection as the other tests expect it).
    await connections.getByRole("link", { name: "Reconnect" }).click();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/account/);
    await expect(connections.getByText("Needs reconnecting")).toHaveCount(0);
    await settled(page, facebook, (post) => post.status !== "held");
  });
});
