import type { Page } from "@playwright/test";
import { addLondonDays, londonDate } from "~/lib/time";
import { DEMO, expect, expectNoSeriousViolations, test } from "./fixtures";
import { connectPreviewPublisher } from "./publishing-helpers";

/** The Monday of the London week after this one: every day of it is still ahead. */
function nextMonday() {
  const today = londonDate(new Date());
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return addLondonDays(today, 7 - ((weekday + 6) % 7));
}

async function openCalendar(page: Page, view: "week" | "month", date: string) {
  await page.goto(`/calendar?view=${view}&date=${date}`);
  await expect(page.locator("[data-hydrated]")).toBeVisible();
}

/** Screenshots to look at, when CALENDAR_SCREENSHOTS names a folder (not part of the check). */
async function shootIf(page: Page, name: string) {
  const dir = process.env.CALENDAR_SCREENSHOTS;
  if (dir)
    await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** What the API says the post's London date and time are now. */
async function scheduledAt(page: Page, id: string, from: string, to: string) {
  const listed = await (await page.request.get(`/api/schedule?from=${from}&to=${to}`)).json();
  const post = listed.posts.find((p: { id: string }) => p.id === id);
  return post ? `${post.londonDate} ${post.londonTime}` : null;
}

/**
 * The calendar: a post moved by keyboard and by dragging, seen in the month, beside the pub's
 * regular night, its words edited, and the week readable at phone width.
 */
test("move a post by keyboard and by dragging, see it in the month beside the pub's night, edit its words", async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn(DEMO.pro);
  await connectPreviewPublisher(page);

  const monday = nextMonday();
  const [tuesday, wednesday, thursday, friday] = [1, 2, 3, 4].map((days) => addLondonDays(monday, days)) as [
    string,
    string,
    string,
    string,
  ];
  const words = `Calendar check ${Date.now()}: fresh pints on the bar`;
  const scheduled = await page.request.post("/api/schedule", {
    headers: { Origin: new URL(page.url()).origin },
    data: { platform: "facebook", content: words, publishAt: `${tuesday}T13:07` },
  });
  expect(scheduled.status()).toBe(201);
  const { id } = await scheduled.json();
  // A TikTok post is a reminder: the calendar gives its caption to copy and a video idea.
  const tiktokWords = `Arsenal v Chelsea on the big screen, kick-off 4.30pm (${Date.now()})`;
  const tiktok = await page.request.post("/api/schedule", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      platform: "tiktok",
      content: tiktokWords,
      hashtags: ["MatchDay"],
      publishAt: `${thursday}T12:00`,
    },
  });
  expect(tiktok.status()).toBe(201);

  await openCalendar(page, "week", tuesday);
  const day = (date: string) => page.locator(`li[data-date="${date}"]`);
  const post = page.getByRole("article").filter({ hasText: words });
  await expect(day(tuesday).getByRole("article").filter({ hasText: words })).toBeVisible();
  // The pub's regular night (the Pro demo pub's "Quiz night Thursdays"), marked as the pub's, not a post.
  await expect(day(thursday).getByText(/^Pub night .*Quiz night \(Every Thursday/)).toBeVisible();
  const reminder = day(thursday).getByRole("article").filter({ hasText: tiktokWords });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await reminder.getByRole("button", { name: "Copy caption" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${tiktokWords}\n\n#MatchDay`);
  await reminder.getByText("Video idea: Arsenal v Chelsea on the big screen").click();
  await expect(reminder.getByText(/Arsenal v Chelsea build-up/)).toBeVisible();
  await shootIf(page, "calendar-week");

  // By keyboard: focus "Move a day later" and press Enter.
  await post.getByRole("button", { name: "Move a day later" }).focus();
  await page.keyboard.press("Enter");
  await expect(day(wednesday).getByRole("article").filter({ hasText: words })).toBeVisible();
  await expect.poll(() => scheduledAt(page, id, monday, friday)).toBe(`${wednesday} 13:07`);

  // By dragging it onto Friday (near the day's top: a toast may cover the middle of the column).
  await post.dragTo(day(friday), { targetPosition: { x: 12, y: 12 } });
  await expect(day(friday).getByRole("article").filter({ hasText: words })).toBeVisible();
  await expect.poll(() => scheduledAt(page, id, monday, friday)).toBe(`${friday} 13:07`);

  // The month shows it on Friday.
  await page.getByRole("link", { name: "Month" }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(day(friday).getByRole("article").filter({ hasText: words })).toBeVisible();
  await shootIf(page, "calendar-month");

  // At 375 px the week is a list: the post shows, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await openCalendar(page, "week", friday);
  const onPhone = day(friday).getByRole("article").filter({ hasText: words });
  await onPhone.scrollIntoViewIfNeeded();
  await expect(onPhone).toBeInViewport();
  const box = await onPhone.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, "main");

  // Edit its words there, from the keyboard; the calendar shows the new ones.
  await onPhone.getByRole("button", { name: "Edit", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit this post" });
  await expect(dialog.getByLabel("Words")).toBeFocused();
  const edited = `${words}, and the quiz on Thursday`;
  await dialog.getByLabel("Words").fill(edited);
  await dialog.getByLabel("Hashtags").fill("#FreshPints");
  await shootIf(page, "calendar-edit-375");
  await dialog.getByLabel("Hashtags").press("Enter");
  await expect(dialog).toBeHidden();
  const editedPost = day(friday).getByRole("article").filter({ hasText: edited });
  await expect(editedPost).toBeVisible();
  await shootIf(page, "calendar-week-375");
});
