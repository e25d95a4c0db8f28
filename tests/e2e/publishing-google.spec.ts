import { addLondonDays, londonDate } from "~/lib/time";
import { DEMO, expect, test } from "./fixtures";
import { connectPreviewGoogle } from "./publishing-helpers";

/**
 * A post scheduled for Google shows its Google version on the calendar before it goes: the words
 * without hashtags or the phone number, the kind of post and its button (decision 026). Screenshots
 * at phone and desktop width when GOOGLE_SCREENSHOTS names a folder.
 */
test("a post scheduled for Google shows its Google version on the calendar", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(DEMO.pro);
  // Connect → Allow, unless an earlier test of this run (dev-feed.spec.ts) connected it already.
  await connectPreviewGoogle(page);

  const date = addLondonDays(londonDate(new Date()), 2);
  // The API refuses a request from another site: this one comes from the app's own origin.
  const scheduled = await page.request.post("/api/schedule", {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      platform: "google",
      content:
        "Quiz night this Thursday from 8pm! 🎉 Teams of up to six, £2 a head. Book your table: call us on 01234 567890. #QuizNight",
      hashtags: ["#PubQuiz"],
      publishAt: `${date}T12:00`,
    },
  });
  expect(scheduled.status()).toBe(201);

  await page.goto(`/calendar?view=week&date=${date}`);
  const post = page.getByRole("article", { name: /Google post at 12:00/ });
  await expect(post).toBeVisible();
  await expect(post).toContainText("Teams of up to six, £2 a head. Book your table.");
  await expect(post).not.toContainText("#QuizNight");
  await expect(post).not.toContainText("01234 567890");
  await expect(post).toContainText("Google update");
  await expect(post).toContainText("Button:");

  const dir = process.env.GOOGLE_SCREENSHOTS;
  if (dir) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await post.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/calendar-google-${width}.png` });
    }
  }
});
