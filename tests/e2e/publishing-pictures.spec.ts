import { DEMO, expect, test, toastRegion } from "./fixtures";
import {
  connectPreviewPublisher,
  fireCronWhenDue,
  firstWords,
  londonClock,
  matchAhead,
  shoot,
} from "./publishing-helpers";

interface ListedPost {
  id: string;
  platform: string;
  londonTime: string;
  publishAt: string;
  content: string;
  imageId: string | null;
  status: string;
}

test.describe("pictures on scheduled posts", () => {
  test("a poster scheduled to Instagram from the image studio goes out with its picture; the content page's Instagram post asks for one", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn(DEMO.pro);
    await connectPreviewPublisher(page);
    await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));

    // Make a poster (a tall print poster: Instagram gets a 1080×1350 copy of it).
    await page.goto("/image-generator");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.getByLabel("Describe your image").fill("Live music this Saturday, the Blue Notes from 9pm");
    await page.getByLabel("Text overlay (optional)").fill("Live music Saturday");
    await page.getByLabel("Size").selectOption("poster");
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(toastRegion(page).getByText("Images Generated!", { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const result = page.getByTestId("image-result");
    const caption = (await result.getByRole("listitem").first().locator("p").innerText()).trim();

    // Schedule it: the dialog opens with the poster attached and its caption.
    await result.getByRole("button", { name: "Schedule this poster" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule this post" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(firstWords(caption))).toBeVisible();
    const attached = dialog.getByRole("img");
    await expect(attached).toBeVisible();
    expect(await attached.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByLabel("Where").selectOption("instagram");
    await expect(dialog.getByText(/redrawn at 1080×1350/)).toBeVisible();
    const due = londonClock(1);
    await dialog.getByLabel("Date").fill(due.date);
    await dialog.getByLabel("Time").fill(due.time);
    await shoot(page, "schedule-poster-dialog", false);
    await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    // Scheduling redraws the poster at 1080×1350 before it answers: real rendering, seconds on a busy machine.
    await expect(toastRegion(page).getByText(/made a 1080×1350 copy of your poster/)).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();

    const listed = (await (
      await page.request.get(`/api/schedule?from=${due.date}&to=${due.date}`)
    ).json()) as {
      posts: ListedPost[];
    };
    const scheduled = listed.posts.find((p) => p.platform === "instagram" && p.londonTime === due.time);
    expect(scheduled?.imageId).toBeTruthy();

    // Meanwhile, on the content page: Instagram without a picture is said before sending, and a
    // recent poster is attached from the keyboard.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/dashboard");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Text Input" }).click();
    await page
      .getByLabel("What's happening at the pub?")
      .fill("Live music this Saturday from 9pm, free entry");
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByTestId("post-card")).toHaveCount(3, { timeout: 30_000 });
    await page.getByRole("button", { name: "Schedule Instagram post" }).click();
    const second = page.getByRole("dialog", { name: "Schedule this post" });
    await second.getByLabel("Where").selectOption("instagram");
    await expect(second.getByRole("alert")).toHaveText(/Instagram needs a picture/);
    await second.getByRole("button", { name: "Schedule", exact: true }).click();
    // Refused here, not by the server: the posters to choose from open instead.
    const choices = second.getByRole("radiogroup").or(second.getByRole("group", { name: "Choose a poster" }));
    await expect(choices).toBeVisible();
    await shoot(page, "schedule-poster-picker", false);
    await page.setViewportSize({ width: 375, height: 812 });
    const firstChoice = second.getByRole("radio").first();
    await firstChoice.focus();
    await page.keyboard.press("Space");
    await expect(second.getByRole("button", { name: "Remove picture" })).toBeVisible();
    await expect(second.getByText(/Instagram needs a picture/)).toBeHidden();
    await shoot(page, "schedule-attach-poster", false);
    await second.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(toastRegion(page).getByText("Scheduled", { exact: true }).first()).toBeVisible();
    await expect(second).toBeHidden();

    // Advance to the poster's minute: it is on /dev/feed as an Instagram card with its picture.
    await page.setViewportSize({ width: 1280, height: 900 });
    await fireCronWhenDue(page, scheduled!.publishAt);
    const card = page
      .getByRole("article", { name: "Instagram post" })
      .filter({ hasText: firstWords(caption) });
    await expect(async () => {
      await page.goto("/dev/feed");
      await expect(card).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const picture = card.locator("img");
    await expect(picture).toBeVisible();
    // The picture Instagram was given is the 1080×1350 JPEG copy, behind a signed public link; the
    // feed draws it through a root-relative link, so it loads on this test server's port too.
    await expect(picture).toHaveAttribute("width", "1080");
    await expect(picture).toHaveAttribute("height", "1350");
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    const src = new URL((await picture.getAttribute("src"))!, page.url());
    expect(src.pathname).toMatch(/^\/api\/public-images\/.+-ig1080x1350$/);
    const served = await page.request.get(`${src.pathname}${src.search}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    await shoot(page, "dev-feed-instagram");
  });

  test("the trial presses Schedule this campaign and gets the upgrade dialog for publishing", async ({
    page,
    signIn,
  }) => {
    test.slow();
    await signIn(DEMO.trial);
    await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
    const match = await matchAhead(page);
    await page.goto(`/sports/match/${encodeURIComponent(match.id)}`);
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page
      .getByTestId("campaign-timeline")
      .getByRole("button", { name: "Schedule this campaign" })
      .click();
    const upgrade = page.getByRole("dialog", { name: "Unlock scheduled publishing" });
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByText(/at the times you choose/)).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Schedule this campaign" })).toHaveCount(0);
    await shoot(page, "campaign-upgrade", false);
  });
});
