import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousViolations, tabTo, test, toastRegion } from "./fixtures";

const PROMPT = "Quiz night this Thursday at 8pm, £50 bar tab for the winning team";

/** Screenshots for review when CONTENT_SCREENSHOTS is set (not part of the assertions). */
async function shoot(page: Page, name: string) {
  if (!process.env.CONTENT_SCREENSHOTS) return;
  const dir = process.env.CONTENT_SCREENSHOTS;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${dir}/${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Marks pub setup as skipped before the page loads, so the first-visit dialog stays shut. */
async function skipPubSetup(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
}

/** Opens /dashboard and waits until React has hydrated it. */
async function openDashboard(page: Page, path = "/dashboard") {
  await page.goto(path);
  // Not by role: the first-visit setup dialog hides the page from the accessibility tree.
  await expect(page.locator("h1", { hasText: "Content Creator" })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible();
}

function toast(page: Page, title: string) {
  return toastRegion(page).getByText(title, { exact: true });
}

async function useTextInput(page: Page) {
  await page.getByRole("button", { name: "Text Input" }).click();
  await expect(page.getByRole("button", { name: "Text Input" })).toHaveAttribute("aria-pressed", "true");
}

test.describe("Content Creator", () => {
  test("type a prompt → three posts → Copy → Refine with Magic Mix → Export", async ({
    page,
    context,
    signIn,
  }) => {
    // Writes, revalidations and axe on full pages: given the time they need on a busy machine.
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(DEMO.trial);
    await skipPubSetup(page);
    await openDashboard(page);
    await expect(page.getByText("Welcome to your free trial!")).toBeVisible();
    await useTextInput(page);

    const box = page.getByLabel("What's happening at the pub?");
    const generate = page.getByRole("button", { name: "Generate Content" });
    await box.fill("Too short");
    await expect(generate).toBeDisabled();
    await expect(page.getByTestId("char-counter")).toHaveText("9/500");
    await box.fill(PROMPT);
    await generate.click();

    await expect(toast(page, "Content Generated!")).toBeVisible();
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(3);
    await expect(page.getByText("Built-in writer")).toBeVisible();
    for (const platform of ["Facebook", "Instagram", "TikTok"]) {
      await expect(page.getByRole("article", { name: `${platform} post` })).toBeVisible();
    }

    await page.getByRole("button", { name: "Copy Facebook post" }).click();
    await expect(toast(page, "Copied!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(20);

    const before = await cards.first().innerText();
    await page.getByRole("button", { name: "Refine Content", exact: true }).click();
    const submit = page.getByRole("button", { name: /^Refine Content \(\d+ options? selected\)$/ });
    await expect(submit).toHaveText("Refine Content (0 options selected)");
    await expect(submit).toBeDisabled();
    // A chosen option is cleared by clicking it again.
    const warmer = page.getByRole("button", { name: "Warmer" });
    await warmer.click();
    await expect(warmer).toHaveAttribute("aria-pressed", "true");
    await warmer.click();
    await expect(warmer).toHaveAttribute("aria-pressed", "false");
    await page.getByRole("button", { name: "Magic Mix" }).click();
    await expect(submit).toHaveText("Refine Content (3 options selected)");
    // What a refine costs is said before it is pressed.
    await expect(submit).toHaveAccessibleDescription(/^Refining uses 1 credit · \d+ credits? left$/);
    await expect(page.getByRole("button", { name: "Cheekier" })).toHaveAttribute("aria-pressed", "true");
    await shoot(page, "dashboard-refine");
    await submit.click();
    await expect(toast(page, "Content Refined!")).toBeVisible();
    await expect(submit).toBeHidden();
    await expect(cards).toHaveCount(3);
    expect(await cards.first().innerText()).not.toEqual(before);
    await shoot(page, "dashboard-results");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export All Posts" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("pub-social-media-posts.txt");
    const text = await readFile((await download.path())!, "utf8");
    expect(text).toContain("facebook");
    expect(text).toContain("Call to action:");
    await expect(toast(page, "Exported!")).toBeVisible();

    await page.getByRole("button", { name: "Create New Content" }).click();
    await expect(cards).toHaveCount(0);
    await expect(page.getByLabel("What's happening at the pub?")).toHaveValue("");
  });

  test("save a draft, reload, load it, delete it and undo", async ({ page, signIn }) => {
    // Several page loads and writes, each with its revalidation: given the time they need.
    test.slow();
    await signIn(DEMO.trial);
    await skipPubSetup(page);
    await openDashboard(page);
    await useTextInput(page);
    const title = `Roast ${Date.now()}`;
    const words = "Sunday roast is back from noon, beef or nut roast with all the trimmings";

    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page, "Missing Information")).toBeVisible();

    await page.getByLabel("What's happening at the pub?").fill(words);
    await page.getByLabel("Draft title").fill(title);
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page, "Draft Saved")).toBeVisible();

    await openDashboard(page);
    await useTextInput(page);
    const item = page.getByTestId("draft-item").filter({ hasText: title });
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `Load ${title}` }).click();
    await expect(toast(page, "Draft Loaded")).toBeVisible();
    await expect(page.getByLabel("What's happening at the pub?")).toHaveValue(words);

    await item.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(toast(page, "Draft Deleted")).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(item).toBeVisible();

    // The restored draft is on the server too.
    await openDashboard(page);
    await useTextInput(page);
    await expect(page.getByTestId("draft-item").filter({ hasText: title })).toBeVisible();
  });

  test("pub setup opens on the first visit: Skip, then Save, then Clear All", async ({ page, signIn }) => {
    // Three saves and two clears, each with its revalidation: given the time they need.
    test.slow();
    await signIn(DEMO.starter);
    await openDashboard(page);
    const dialog = page.getByRole("dialog", { name: "Quick Pub Setup" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Skip" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("pub-setup-skipped"))).toBe("true");

    await openDashboard(page);
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Setup" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    // The open dialog hides the toast region from the accessibility tree, so find the toast by its text.
    await expect(page.getByText("Pub name required", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Please enter your pub's name")).toBeVisible();
    await dialog.getByLabel("Pub name").fill("The Red Lion");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Setup Complete!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("The Red Lion", { exact: true })).toBeVisible();
    const cached = await page.evaluate(() => window.localStorage.getItem("fullhouse:pub-details"));
    expect(JSON.parse(cached ?? "{}")).toMatchObject({ name: "The Red Lion", setupCompleted: true });

    // Clear All can be undone: the details come back from the server.
    await page.getByRole("button", { name: "Setup" }).click();
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("Data Cleared", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Pub name")).toHaveValue("");
    await dialog.getByRole("button", { name: "Undo" }).click();
    await expect(dialog.getByLabel("Pub name")).toHaveValue("The Red Lion");
    await expect(page.getByText("Details Restored", { exact: true })).toBeVisible();

    // Clear All puts the account back as it was, so the next run starts from a first visit again.
    await dialog.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByText("Data Cleared", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Pub name")).toHaveValue("");
    expect(await page.evaluate(() => window.localStorage.getItem("pub-setup-skipped"))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem("fullhouse:pub-details"))).toBeNull();
  });

  test("voice says before recording that this server has no speech-to-text, and the browser listens instead", async ({
    page,
    signIn,
  }) => {
    // Headless Chromium has no speech service of its own: this stands in for the browser's, and
    // hears one sentence the way Chrome reports it (interim, then final results).
    await page.addInitScript(() => {
      class HearingRecognition {
        lang = "";
        continuous = false;
        interimResults = false;
        onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => this.onresult?.({ results: [[{ transcript: "Quiz night Thursday at 8" }]] }), 50);
          setTimeout(() => {
            this.onresult?.({ results: [[{ transcript: "Quiz night Thursday at 8pm, £50 bar tab" }]] });
            this.onend?.();
          }, 150);
        }
        stop() {}
      }
      Object.assign(window, {
        SpeechRecognition: HearingRecognition,
        webkitSpeechRecognition: HearingRecognition,
      });
    });
    await signIn(DEMO.pro);
    await openDashboard(page);
    // Voice is a paid plan's first choice, unless an auto-save from earlier came back as text.
    await page.getByRole("button", { name: "Voice Input" }).click();
    await expect(page.getByRole("button", { name: "Voice Input" })).toHaveAttribute("aria-pressed", "true");
    // Said up front, before anything is recorded: no recorder is offered at all.
    const notice = page.getByRole("region", { name: "No speech-to-text service on this server" });
    await expect(notice).toBeVisible();
    await expect(page.getByRole("button", { name: "Start recording" })).toHaveCount(0);
    await expect(notice.getByRole("button", { name: "Type it instead" })).toBeVisible();

    await notice.getByRole("button", { name: "Speak to your browser" }).click();
    await expect(toast(page, "Got it")).toBeVisible();
    await expect(page.getByRole("button", { name: "Text Input" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("What's happening at the pub?")).toHaveValue(
      "Quiz night Thursday at 8pm, £50 bar tab",
    );
  });

  test("the sports hand-off prefills the text and shows the campaign timeline", async ({ page, signIn }) => {
    // Several page loads and writes, each with its revalidation: given the time they need.
    test.slow();
    await signIn(DEMO.pro);
    await page.goto("/sports");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Create Content for This Match" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\?source=sports&campaign=(major_event|single_post)$/);
    await expect(page.locator("[data-hydrated]")).toBeVisible();

    await expect(toast(page, "Match loaded")).toBeVisible();
    await expect(page.getByRole("button", { name: "Text Input" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("What's happening at the pub?")).toHaveValue(/Come and watch it with us!$/);
    const timeline = page.getByTestId("campaign-timeline");
    await expect(timeline).toBeVisible();
    const steps = timeline.getByTestId("campaign-step");
    expect(await steps.count()).toBeGreaterThan(0);
    // The hand-off is read once: nothing is left in storage.
    expect(
      await page.evaluate(() => window.sessionStorage.getItem("fullhouse:sports-match-context")),
    ).toBeNull();
    await shoot(page, "dashboard-campaign");

    await steps
      .first()
      .getByRole("button", { name: /Write this post/ })
      .click();
    await expect(toast(page, "Draft Saved")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("post-card")).toHaveCount(3);
    const stage = (await steps.first().locator("p").first().innerText()).trim();
    await expect(page.getByTestId("draft-item").filter({ hasText: stage }).first()).toBeVisible();
  });

  test("on the trial, Voice Input opens the upgrade dialog for voice", async ({ page, signIn }) => {
    await signIn(DEMO.trial);
    await skipPubSetup(page);
    await openDashboard(page);
    await page.getByRole("button", { name: "Voice Input" }).click();
    const dialog = page.getByRole("dialog", { name: "Unlock voice input" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/pricing");
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Voice input is a paid feature")).toBeVisible();
  });

  test("a used-up trial sees one banner, one way to upgrade, and Generate switched off", async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.trialUsed);
    await skipPubSetup(page);
    await openDashboard(page);
    const banner = page.getByRole("region", { name: "Trial completed" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");

    await useTextInput(page);
    await page.getByLabel("What's happening at the pub?").fill(PROMPT);
    await expect(page.getByRole("button", { name: "Generate Content" })).toBeDisabled();
    await expect(page.getByText("Nothing left to write with")).toBeVisible();
    // One banner, one way on: no second notice, no second upgrade link.
    await expect(page.getByRole("main").getByRole("link", { name: "View Plans" })).toHaveCount(1);
    await expect(page.getByText("Your free credits are used up")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Free trial" })).toHaveCount(0);
  });

  test("after a post and a refine the header shows the new credits at once, and after moving inside the app", async ({
    page,
    signIn,
  }) => {
    // Writes, revalidations and axe on full pages: given the time they need on a busy machine.
    test.slow();
    // A trial of its own, so the figures start at 10 whatever other tests have spent.
    await signIn(`e2e-figures-${Date.now()}@test.pub`);
    await skipPubSetup(page);
    await openDashboard(page);
    const figures = page.getByTestId("header-allowance");
    await expect(figures).toHaveText("10 credits left");
    await expect(page.getByText("Uses 1 credit · 10 credits left")).toBeVisible();

    await useTextInput(page);
    await page.getByLabel("What's happening at the pub?").fill(PROMPT);
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(toast(page, "Content Generated!")).toBeVisible();
    await expect(figures).toHaveText("9 credits left");
    await expect(page.getByRole("region", { name: "Free trial" })).toContainText("9 free credits");

    await page.getByRole("button", { name: "Refine Content", exact: true }).click();
    await page.getByRole("button", { name: "Warmer" }).click();
    await page.getByRole("button", { name: /^Refine Content \(1 option selected\)$/ }).click();
    await expect(toast(page, "Content Refined!")).toBeVisible();
    await expect(figures).toHaveText("8 credits left");

    // Inside the app (no reload), every page's header says the same.
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Sports" })
      .click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(figures).toHaveText("8 credits left");
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Dashboard" })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(figures).toHaveText("8 credits left");
    await expect(page.getByRole("region", { name: "Free trial" })).toContainText("8 free credits");
  });

  test("what was being typed comes back after a reload, with a note; Start afresh sets it aside", async ({
    page,
    signIn,
  }) => {
    // Writes, revalidations and axe on full pages: given the time they need on a busy machine.
    test.slow();
    await signIn(`e2e-autosave-${Date.now()}@test.pub`);
    await skipPubSetup(page);
    await openDashboard(page);
    await useTextInput(page);
    const words = "Curry night every Wednesday, two curries and two pints for £20";
    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/drafts") && response.request().method() === "POST",
    );
    await page.getByLabel("What's happening at the pub?").fill(words);
    expect((await saved).status()).toBe(201);

    await openDashboard(page);
    const box = page.getByLabel("What's happening at the pub?");
    await expect(box).toHaveValue(words);
    const note = page.getByRole("status").filter({ hasText: "We put back what you were typing" });
    await expect(note).toContainText(/auto-saved today at \d\d:\d\d/);
    // The auto-save is told apart by its first words and its time.
    const item = page.getByTestId("draft-item").filter({ hasText: "Curry night every Wednesday" });
    await expect(item).toContainText(/Auto-saved today at \d\d:\d\d/);

    await note.getByRole("button", { name: "Start afresh" }).click();
    await expect(box).toHaveValue("");
    await expect(note).toHaveCount(0);
    await openDashboard(page);
    await expect(page.getByLabel("What's happening at the pub?")).toHaveValue("");
    await expect(item).toBeVisible();
  });

  test("on a phone the context cards are reached by keyboard and open to say everything", async ({
    page,
    signIn,
  }) => {
    // Writes, revalidations and axe on full pages: given the time they need on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(DEMO.pro);
    await openDashboard(page);
    const carousel = page.getByRole("region", { name: "What your posts are written around" });
    await tabTo(page, carousel, 40);
    await expect(carousel).toBeFocused();

    const season = carousel.getByRole("region", { name: "Current Season" });
    const more = season.getByRole("button", { name: /Show more/ });
    await tabTo(page, more, 10);
    await page.keyboard.press("Enter");
    await expect(season.getByRole("button", { name: /Show less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(season.getByText(/^Source: /)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the results view passes axe on a desktop and a phone", async ({ page, signIn }) => {
    // axe walks the posts, their notes and On TV soon twice: given the time it needs.
    test.slow();
    await signIn(`e2e-results-axe-${Date.now()}@test.pub`);
    await skipPubSetup(page);
    await openDashboard(page);
    await useTextInput(page);
    await page.getByLabel("What's happening at the pub?").fill(PROMPT);
    await page.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.getByTestId("post-card")).toHaveCount(3);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSeriousViolations(page);
  });
});
