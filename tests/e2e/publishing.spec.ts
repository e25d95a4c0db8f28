import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { DEMO, expect, test, toastRegion } from "./fixtures";
import { clearEarlierAttempt, londonClock, SHOTS } from "./publishing-helpers";

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("publishing through the Preview publisher", () => {
  test("connect, schedule a post a minute ahead, and see it go out on /dev/feed and the calendar", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn(DEMO.starter);
    // A retry (or --repeat-each) runs on the same server, after an attempt that may have got far.
    const again = test.info().retry > 0 || test.info().repeatEachIndex > 0;
    if (again) await clearEarlierAttempt(page);

    // Connect: the account page → the local authorisation page → Allow → back, as with Facebook Login.
    await page.goto("/account");
    await page.getByRole("link", { name: "Connect Facebook & Instagram" }).click();
    await expect(page.getByRole("heading", { name: /Preview publisher wants to publish as/ })).toBeVisible();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/account/);
    await expect(page.locator("#connections").getByText("(Preview publisher)").first()).toBeVisible();
    await expect(page.locator("#connections").getByRole("button", { name: "Disconnect" })).toBeVisible();

    // Write posts and schedule the Facebook one for the next minute.
    await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
    await page.goto("/dashboard");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Text Input" }).click();
    await page
      .getByLabel("What's happening at the pub?")
      .fill("Quiz night this Thursday at 8pm, £50 bar tab for the winners");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByTestId("post-card")).toHaveCount(3, { timeout: 30_000 });

    const due = londonClock(1);
    await page.getByRole("button", { name: "Schedule Facebook post" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule this post" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Where").selectOption("facebook");
    await dialog.getByLabel("Date").fill(due.date);
    await dialog.getByLabel("Time").fill(due.time);
    await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(toastRegion(page).getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const listed = await (await page.request.get(`/api/schedule?from=${due.date}&to=${due.date}`)).json();
    const post = listed.posts.find(
      (p: { londonTime: string; platform: string }) => p.londonTime === due.time && p.platform === "facebook",
    );
    expect(post.status).toBe("scheduled");
    // Once means one more on the feed than before: a retry may find the first attempt's post there.
    const firstLine = post.content.split("\n")[0].slice(0, 40);
    const feedCards = () =>
      page.getByRole("article", { name: "Facebook post" }).filter({ hasText: firstLine });
    let earlierOnFeed = 0;
    if (again) {
      await page.goto("/dev/feed");
      earlierOnFeed = await feedCards().count();
    }

    // Before its minute, the calendar shows it scheduled.
    await page.goto(`/calendar?view=week&date=${due.date}`);
    await expect(
      page.getByRole("article", { name: `Facebook post at ${due.time}, Scheduled` }),
    ).toBeVisible();

    // Disconnect asks first, and says what a disconnect would leave waiting; "Keep it" keeps it.
    await page.goto("/account");
    const connections = page.locator("#connections");
    // A click before hydration does nothing: press until the question shows.
    await expect(async () => {
      await connections.getByRole("button", { name: "Disconnect", exact: true }).click({ timeout: 1_000 });
      await expect(
        connections.getByText("1 scheduled post for Facebook will wait until you reconnect."),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await shoot(page, "disconnect-confirm");
    await connections.getByRole("button", { name: "Keep it" }).click();
    await expect(connections.getByRole("button", { name: "Disconnect", exact: true })).toBeVisible();

    // Advance: wait for its minute, then fire the every-minute Cron Trigger as `npm start` does.
    const wait = Date.parse(post.publishAt) - Date.now() + 1_000;
    if (wait > 0) await page.waitForTimeout(wait);
    const cron = await page.request.get("/cdn-cgi/handler/scheduled?cron=*+*+*+*+*");
    expect(cron.ok()).toBe(true);

    await expect(async () => {
      await page.goto("/dev/feed");
      await expect(feedCards()).toHaveCount(earlierOnFeed + 1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await shoot(page, "dev-feed");

    await page.goto(`/calendar?view=week&date=${due.date}`);
    const published = page.getByRole("article", { name: `Facebook post at ${due.time}, Published` });
    await expect(published).toBeVisible();
    await expect(published.getByRole("link", { name: "View the post" })).toHaveAttribute(
      "href",
      /\/dev\/feed#post-/,
    );
    await shoot(page, "calendar-week");
    await page.goto(`/calendar?view=month&date=${due.date}`);
    await shoot(page, "calendar-month");
  });
});
