import { mkdirSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";
import { connectPreviewPublisher, fireCronWhenDue, firstWords, londonClock } from "./publishing-helpers";

const SHOTS = ".state/screenshots";

test("Schedule this campaign: one confirmation lists each stage; when their times come they are on /dev/feed in order and published on the calendar", async ({
  page,
  signIn,
}) => {
  test.setTimeout(360_000);
  // Pro, not Starter: publishing.spec.ts connects Starter itself and must find it unconnected.
  await signIn(DEMO.pro);
  await connectPreviewPublisher(page);

  await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
  await page.setViewportSize({ width: 375, height: 812 });
  // A match at least three days ahead, so its stages are still to come; its page hands it to the creator.
  let later: { id: string; startsAt: string } | undefined;
  // Pages of the fixture list (Link: rel="next") until a match far enough ahead turns up.
  for (let next: string | null = "/api/sports/upcoming-fixtures?filter=all&days=14"; next && !later; ) {
    const answer: APIResponse = await page.request.get(next);
    const { fixtures } = (await answer.json()) as { fixtures: { id: string; startsAt: string }[] };
    later = fixtures.find((fixture) => Date.parse(fixture.startsAt) > Date.now() + 3 * 86_400_000);
    next = /^<([^>]+)>; rel="next"$/.exec(answer.headers().link ?? "")?.[1] ?? null;
  }
  expect(later).toBeDefined();
  await page.goto(`/sports/match/${encodeURIComponent(later!.id)}`);
  await expect(page).toHaveURL(/\/dashboard\?source=sports/);
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  const timeline = page.getByTestId("campaign-timeline");
  await timeline.getByRole("button", { name: "Schedule this campaign" }).click();

  const dialog = page.getByRole("dialog", { name: "Schedule this campaign" });
  const list = dialog.getByTestId("campaign-schedule-list");
  await expect(list).toBeVisible();
  await expect(list.getByText(/Facebook/).first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/campaign-confirm-375.png`, fullPage: false });

  const confirm = dialog.getByRole("button", { name: /^(Schedule \d+ posts?|Nothing left to schedule)$/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole("dialog", { name: "Campaign scheduled" })).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole("dialog")
      .getByText(/^Scheduled$|didn't pass/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/campaign-done-375.png`, fullPage: false });

  // Advance time. The stages are days away and the Worker's clock cannot be moved from a browser,
  // so each campaign post is brought forward, in its order, to the next minutes (PATCH
  // /api/schedule/{id}, what the calendar's Move does), and the every-minute cron is fired as each
  // comes due, as `npm start` fires it.
  const today = londonClock(0).date;
  const listed = (await (
    await page.request.get(`/api/schedule?from=${today}&to=${londonClock(30 * 24 * 60).date}`)
  ).json()) as {
    posts: { id: string; source: string; status: string; content: string; publishAt: string }[];
  };
  const campaign = listed.posts.filter((post) => post.source === "campaign" && post.status === "scheduled");
  expect(campaign.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const firstDue = Date.now() + 70_000;
  const moved: { id: string; content: string; publishAt: string }[] = [];
  for (const [index, post] of campaign.entries()) {
    const publishAt = new Date(firstDue + index * 20_000).toISOString();
    const answer = await page.request.patch(`/api/schedule/${post.id}`, {
      data: { publishAt },
      headers: { Origin: origin },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    moved.push({ id: post.id, content: post.content, publishAt });
  }
  const feedCard = (content: string) =>
    page.getByRole("article", { name: "Facebook post" }).filter({ hasText: firstWords(content) });
  for (const post of moved) {
    await fireCronWhenDue(page, post.publishAt);
    await expect(async () => {
      await page.goto("/dev/feed");
      await expect(feedCard(post.content)).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  }
  // In order: the feed is newest first, so the campaign reads from its last stage down to its first.
  const feedTexts = await page.getByRole("article", { name: "Facebook post" }).allInnerTexts();
  const positions = moved.map((post) =>
    feedTexts.findIndex((text) => text.includes(firstWords(post.content))),
  );
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => b - a));
  await page.screenshot({ path: `${SHOTS}/campaign-feed-375.png`, fullPage: true });

  // The calendar shows each as published, with the link to the post.
  await page.goto(`/calendar?view=week&date=${today}`);
  for (const post of moved) {
    const item = page
      .getByRole("article", { name: /^Facebook post at \d\d:\d\d, Published$/ })
      .filter({ hasText: firstWords(post.content) });
    await expect(item).toBeVisible();
    await expect(item.getByRole("link", { name: "View the post" })).toHaveAttribute(
      "href",
      /\/dev\/feed#post-/,
    );
  }
  await page.screenshot({ path: `${SHOTS}/campaign-calendar-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/campaign-calendar-1280.png`, fullPage: true });
});
