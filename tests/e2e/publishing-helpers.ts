import { mkdirSync } from "node:fs";
import type { APIResponse, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const SHOTS = ".state/screenshots";

/** The London wall clock `minutesAhead` from now, as the schedule dialog takes it. */
export function londonClock(minutesAhead: number) {
  const at = new Date(Date.now() + minutesAhead * 60_000);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Screenshots of the page as it is, at 1280 and 375 px wide (the viewport is left at 375). */
export async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
}

/**
 * Connects the Preview publisher for the signed-in account through the account page, as a person
 * does (Connect → Allow), unless another test of this run already connected it.
 */
export async function connectPreviewPublisher(page: Page) {
  await page.goto("/account");
  const connections = page.locator("#connections");
  const connect = page.getByRole("link", { name: "Connect Facebook & Instagram" });
  await expect(connect.or(connections.getByRole("button", { name: "Disconnect" }).first())).toBeVisible();
  if (await connect.isVisible()) {
    await connect.click();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/account/);
  }
  await expect(connections.getByText("(Preview publisher)").first()).toBeVisible();
}

/**
 * Connects the Preview publisher's Google Business Profile for the signed-in account (Connect →
 * Allow), unless another test of this run already connected it.
 */
export async function connectPreviewGoogle(page: Page) {
  await page.goto("/account");
  await expect(page.locator("#connections")).toBeVisible();
  const connect = page.getByRole("link", { name: "Connect Google Business Profile" });
  if (await connect.isVisible()) {
    await connect.click();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/account/);
  }
  await expect(connect).toHaveCount(0);
}

/** A match at least three days ahead (its campaign's stages still to come), paging the fixture list. */
export async function matchAhead(page: Page): Promise<{ id: string; startsAt: string }> {
  let later: { id: string; startsAt: string } | undefined;
  for (let next: string | null = "/api/sports/upcoming-fixtures?filter=all&days=14"; next && !later; ) {
    const answer: APIResponse = await page.request.get(next);
    const { fixtures } = (await answer.json()) as { fixtures: { id: string; startsAt: string }[] };
    later = fixtures.find((fixture) => Date.parse(fixture.startsAt) > Date.now() + 3 * 86_400_000);
    next = /^<([^>]+)>; rel="next"$/.exec(answer.headers().link ?? "")?.[1] ?? null;
  }
  expect(later, "a match at least three days ahead").toBeDefined();
  return later!;
}

/**
 * Advances to a post's time the way `npm start` runs the clock: waits for its minute, then fires
 * the every-minute Cron Trigger (which queues every due post for the consumer).
 */
export async function fireCronWhenDue(page: Page, publishAt: string) {
  const wait = Date.parse(publishAt) - Date.now() + 1_000;
  if (wait > 0) await page.waitForTimeout(wait);
  const cron = await page.request.get("/cdn-cgi/handler/scheduled?cron=*+*+*+*+*");
  expect(cron.ok()).toBe(true);
}

/** The first words of a post, to find it on /dev/feed and the calendar. */
export function firstWords(content: string) {
  return content.split("\n")[0]!.slice(0, 40);
}

/**
 * CI runs a failed test once more on the same server: this clears what the first attempt left on
 * the account (its connections and the posts it scheduled this week), so the retry walks the same
 * path from the start instead of failing on "Connect" no longer being there.
 */
export async function clearEarlierAttempt(page: Page) {
  await page.goto("/account");
  const headers = { Origin: new URL(page.url()).origin };
  const { connections } = (await (await page.request.get("/api/connections")).json()) as {
    connections: { id: string }[];
  };
  for (const connection of connections) {
    expect((await page.request.delete(`/api/connections/${connection.id}`, { headers })).ok()).toBe(true);
  }
  const from = londonClock(-24 * 60).date;
  const to = londonClock(7 * 24 * 60).date;
  const { posts } = (await (await page.request.get(`/api/schedule?from=${from}&to=${to}`)).json()) as {
    posts: { id: string; status: string }[];
  };
  for (const post of posts.filter((listed) => listed.status !== "published")) {
    await page.request.delete(`/api/schedule/${post.id}`, { headers });
  }
}
