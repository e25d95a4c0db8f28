import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousViolations, test, toastRegion } from "./fixtures";

/** Screenshots for review when QUIZ_SCREENSHOTS names a folder (not part of the assertions). */
async function shoot(page: Page, name: string) {
  const dir = process.env.QUIZ_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Opens the quiz generator and waits until React has hydrated it (a click before then does nothing). */
async function openQuizPage(page: Page, path = "/quiz-generator") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible();
}

function views(page: Page): Locator {
  return page.getByRole("navigation", { name: "Quiz views" });
}

function toast(page: Page, title: string): Locator {
  return toastRegion(page).getByText(title, { exact: true });
}

/** Today's London date, as the page's default date and title use it. */
function londonToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
}

/** A figure on the page by its label: the dashboard's performance tiles, History's summary. */
function figure(page: Page, label: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

/** Marks the document, so a later check can tell that the page was never reloaded in between. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { quizPageMark?: boolean }).quizPageMark = true;
  });
}

async function expectSameDocument(page: Page) {
  const marked = await page.evaluate(() => (window as unknown as { quizPageMark?: boolean }).quizPageMark);
  expect(marked, "the page was reloaded: the figures must update without one").toBe(true);
}

/**
 * Waits for a toast and fails if it covers the preview's Back or Save Quiz. Measured in one go in the
 * page, so a toast that is about to time out cannot slip between the two measurements.
 */
async function expectToastClearOfPreviewActions(page: Page) {
  const found = await page.waitForFunction(() => {
    const toast = document.querySelector('[aria-label^="Notifications"] li');
    const buttons = [...document.querySelectorAll('[data-testid="preview-actions"] button')];
    if (!toast || buttons.length === 0) return null;
    const t = toast.getBoundingClientRect();
    const covered = buttons.filter((button) => {
      const b = button.getBoundingClientRect();
      return !(b.right <= t.left || t.right <= b.left || b.bottom <= t.top || t.bottom <= b.top);
    });
    return { buttons: buttons.length, covered: covered.map((button) => button.textContent), toastTop: t.top };
  });
  const { buttons, covered, toastTop } = (await found.jsonValue()) as {
    buttons: number;
    covered: string[];
    toastTop: number;
  };
  expect(buttons, "Back and Save Quiz").toBe(2);
  expect(covered, "the toast covers the preview's actions").toEqual([]);
  return toastTop;
}

test.describe("quiz generator", () => {
  test("generate with defaults, edit, save, find in history, export, host and record the night", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await signIn(DEMO.pro);
    await openQuizPage(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "The Red Lion - Quiz Generator" }),
    ).toBeVisible();
    // Local mode runs the built-in bank: the page says so, and claims no fact check it did not run.
    await expect(page.getByText("Pub quizzes from the built-in question bank, for UK pubs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Curated question bank" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/95%|verified|checked before you see it/i)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Quiz Performance This Month" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
    const quizzesCreated = Number(await figure(page, "Quizzes created").textContent());
    await shoot(page, "quiz-dashboard");
    await markDocument(page);

    // The form opens with the §9 defaults.
    await views(page).getByRole("button", { name: "Generate Quiz" }).click();
    const title = page.getByLabel("Quiz title");
    await expect(title).toHaveValue(/^Quiz Night - [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
    await expect(page.getByLabel("Quiz date")).toHaveValue(londonToday());
    await expect(page.getByLabel("Expected crowd")).toHaveValue("45");
    await expect(page.getByLabel("Expected crowd")).toHaveAttribute("aria-valuetext", "45 people · Regular");
    await expect(page.getByLabel("Difficulty")).toHaveValue("5");
    await expect(page.getByRole("switch", { name: "Picture round" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Generation time: a few seconds")).toBeVisible();
    const generate = page.locator("form").getByRole("button", { name: "Generate Quiz" });

    // No title, no generating.
    await title.fill("   ");
    await expect(generate).toBeDisabled();
    await expect(page.getByText("Please enter a title for your quiz")).toBeVisible();
    const quizTitle = `E2E Quiz ${Date.now()}`;
    await title.fill(quizTitle);
    await shoot(page, "quiz-generate");

    // The preview opens once the job is done. The bank's checks are precomputed, so the built-in job
    // can finish before the first poll; the progress bar is followed in the test below, where the
    // job is held.
    await generate.click();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, "Quiz Generated!")).toBeVisible();
    await expect(toastRegion(page).getByText(`Created 40 questions for "${quizTitle}"`)).toBeVisible();
    await expectToastClearOfPreviewActions(page);
    await expect(page.getByText("40 questions", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Question mix" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("tablist", { name: "Rounds" }).getByRole("tab").first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const firstQuestion = page.getByTestId("quiz-question").first();
    await expect(firstQuestion.getByText(/^Answer: ./)).toBeVisible();
    await expect(firstQuestion.getByText(/^Sources?: /).first()).toBeVisible();
    // The built-in bank says what it is, and nothing is called verified: no fact check ran.
    await expect(page.getByText("All questions from the curated bank")).toBeVisible();
    await expect(firstQuestion.getByText("From the curated bank", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByText(/verified/i)).toHaveCount(0);
    // Sources are references a person can open.
    const sourceLink = page.getByTestId("quiz-question").getByRole("link").first();
    await expect(sourceLink).toHaveAttribute("href", /^https:\/\//);
    await expect(sourceLink).toHaveAttribute("target", "_blank");
    await shoot(page, "quiz-preview");

    // Edit question 1 in place, from the keyboard's point of view: the form takes focus.
    await page.getByRole("button", { name: "Edit question 1", exact: true }).click();
    const editor = page.getByRole("form", { name: "Edit question" });
    await expect(editor.getByLabel("Question", { exact: true })).toBeFocused();
    const edited = "Which Leeds brewery has brewed on Hunslet Road since 1822?";
    await editor.getByLabel("Question", { exact: true }).fill(edited);
    await editor.getByLabel("Option A", { exact: true }).fill("Tetley's");
    await editor.getByLabel("Option A is the correct answer").check();
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(firstQuestion.getByRole("heading", { name: edited })).toBeVisible();
    await expect(firstQuestion.getByText("Answer: Tetley's")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit question 1", exact: true })).toBeFocused();
    await expect(firstQuestion.getByText("Edited by you — not fact-checked")).toBeVisible();
    await expect(page.getByText("39 of 40 questions from the curated bank")).toBeVisible();

    // Save: the library has it, the dashboard's Recent Quizzes lists it and this month's count
    // goes up, all without a reload.
    await page.getByRole("button", { name: "Save Quiz" }).click();
    await expect(toast(page, "Quiz Saved!")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(quizTitle) })).toBeVisible();
    await expect(figure(page, "Quizzes created")).toHaveText(String(quizzesCreated + 1));
    await expectSameDocument(page);

    // History: search finds it; the PDF export is a real PDF.
    await views(page).getByRole("button", { name: "History" }).click();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill(quizTitle);
    const card = page.getByRole("article", { name: quizTitle, exact: true });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId("history-card")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Summary Statistics" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: `Export ${quizTitle} as PDF` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(toast(page, "Exported!")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill("no quiz is called this");
    await expect(page.getByText("No quizzes match your search")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill(quizTitle);
    await expect(figure(page, "Total Quizzes")).toHaveText("1");

    // Duplicate: the copy joins the list and the figures at once.
    await card.getByRole("button", { name: `Duplicate ${quizTitle}` }).click();
    await expect(toast(page, "Quiz Duplicated")).toBeVisible();
    const copyTitle = `${quizTitle} (copy)`;
    const copy = page.getByRole("article", { name: copyTitle, exact: true });
    await expect(copy).toHaveCount(1);
    await expect(figure(page, "Total Quizzes")).toHaveText("2");

    // Archive it: among the active quizzes it is gone at once; Undo brings it back.
    await page.getByLabel("Filter").selectOption("active");
    await copy.getByRole("button", { name: `Archive ${copyTitle}` }).click();
    await expect(toast(page, "Quiz Archived")).toBeVisible();
    await expect(copy).toHaveCount(0);
    await expect(figure(page, "Total Quizzes")).toHaveText("1");
    await toastRegion(page).getByRole("button", { name: "Undo" }).click();
    await expect(toast(page, "Quiz Restored")).toBeVisible();
    await expect(copy).toHaveCount(1);
    await expect(figure(page, "Total Quizzes")).toHaveText("2");
    await page.getByLabel("Filter").selectOption("all");

    // Record the copy's night from its card: the card and the summary show it at once.
    await copy.getByRole("button", { name: "Record results" }).click();
    const resultsDialog = page.getByRole("dialog", { name: "Record results" });
    await resultsDialog.getByLabel("Attendance (people)").fill("30");
    await resultsDialog.getByLabel("Team 1 name").fill("Quiz Team Aguilera");
    await resultsDialog.getByLabel("Team 1 score").fill("20");
    await resultsDialog.getByRole("button", { name: "Save results" }).click();
    await expect(toast(page, "Results Saved")).toBeVisible();
    await expect(resultsDialog).toBeHidden();
    await expect(copy.getByText("30", { exact: true })).toBeVisible();
    await expect(copy.getByRole("button", { name: "Edit results" })).toBeVisible();
    await expect(figure(page, "Avg Attendance")).toHaveText("30");
    await expectSameDocument(page);
    await shoot(page, "quiz-history");

    // View Details opens it in Preview, with the edit kept; Host App opens the presenter.
    await card.getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: edited })).toBeVisible();
    await page.getByRole("link", { name: "Host App" }).click();
    await expect(page).toHaveURL(/\/quiz-generator\/[^/]+\/host$/);
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await hostRound(page, edited);

    // Scores with a live leaderboard, saved as the night's results.
    await page.keyboard.press("s");
    const scores = page.getByRole("complementary", { name: "Scores" });
    await expect(scores).toBeVisible();
    for (const [name, score] of [
      ["The Quizzly Bears", "31"],
      ["Universally Challenged", "24"],
    ] as const) {
      await scores.getByLabel("New team name").fill(name);
      await scores.getByLabel("New team name").press("Enter");
      await scores.getByLabel(`Score for ${name}`).fill(score);
    }
    await scores.getByRole("button", { name: "One point more for Universally Challenged" }).click();
    const leaderboard = scores.getByRole("region", { name: "Leaderboard" }).getByRole("listitem");
    await expect(leaderboard.first()).toContainText("The Quizzly Bears");
    await expect(leaderboard.nth(1)).toContainText("25");
    await scores.getByLabel("Attendance (people in tonight)").fill("42");
    await shoot(page, "quiz-host-scores");
    await scores.getByRole("button", { name: "Save results" }).click();
    await expect(toast(page, "Results Saved")).toBeVisible();

    // Esc closes the scores, then leaves for the quiz page with this quiz in Preview.
    await page.keyboard.press("Escape");
    await expect(scores).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/quiz-generator(\?.*)?$/);
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible();

    // History shows the night: attendance and the average score out of 10; the summary counts both.
    await views(page).getByRole("button", { name: "History" }).click();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill(quizTitle);
    await expect(card.getByText("42", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+(\.\d)?\/10$/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Edit results" })).toBeVisible();
    await expect(figure(page, "Avg Attendance")).toHaveText("36");
  });

  test("on a phone the round tabs show they scroll, and the toast leaves Back and Save Quiz clear", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(DEMO.pro);
    await openQuizPage(page, "/quiz-generator?view=generate");
    const quizTitle = `Phone quiz ${Date.now()}`;
    await page.getByLabel("Quiz title").fill(quizTitle);
    await page.locator("form").getByRole("button", { name: "Generate Quiz" }).click();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible({ timeout: 20_000 });
    const toastTop = await expectToastClearOfPreviewActions(page);
    await shoot(page, "quiz-preview-phone");

    // Scrolled down to the last question, Back and Save stay at the top, well above any toast.
    await page.getByTestId("quiz-question").last().scrollIntoViewIfNeeded();
    const save = page.getByTestId("preview-actions").getByRole("button", { name: "Save Quiz" });
    await expect(save).toBeInViewport();
    const saveBox = await save.boundingBox();
    expect((saveBox?.y ?? 812) + (saveBox?.height ?? 0)).toBeLessThan(toastTop);

    // The rounds run off the side: the strip says so and scrolls on.
    const tabs = page.getByRole("tablist", { name: "Rounds" });
    await tabs.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("round-tabs-hint")).toHaveText(/^\d+ rounds — swipe or use the arrows/);
    const later = page.getByRole("button", { name: "Scroll to later rounds" });
    await expect(later).toBeVisible();
    await expect(page.getByRole("button", { name: "Scroll to earlier rounds" })).toHaveCount(0);
    await later.click();
    await expect.poll(() => tabs.evaluate((strip) => strip.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Scroll to earlier rounds" })).toBeVisible();
    // Choosing the last round brings its tab fully into view.
    const lastTab = tabs.getByRole("tab").last();
    await lastTab.click();
    await expect(lastTab).toHaveAttribute("aria-selected", "true");
    await expect(lastTab).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("button", { name: "Scroll to later rounds" })).toHaveCount(0);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "the preview scrolls sideways at 375px").toBeLessThanOrEqual(375);
    await shoot(page, "quiz-preview-rounds");

    // A refused write is said where the host is, never the error page: the server's 402 as it would
    // answer once a plan's allowance is spent, and a lost connection.
    const refused = "You've used all your regenerations for now.";
    await page.route("**/api/quiz/*/regenerate-question/**", (route) =>
      route.fulfill({
        status: 402,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "allowance_exhausted", message: refused } }),
      }),
    );
    const firstCard = page.getByTestId("quiz-question").first();
    await firstCard.getByRole("button", { name: /^Regenerate question/ }).click();
    await expect(toastRegion(page).getByText(refused)).toBeVisible();
    await page.unroute("**/api/quiz/*/regenerate-question/**");
    await page.route("**/api/quiz/*/regenerate-question/**", (route) => route.abort("internetdisconnected"));
    await firstCard.getByRole("button", { name: /^Regenerate question/ }).click();
    await expect(toastRegion(page).getByText("Failed to regenerate question")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible();
    await expect(save).toBeVisible();
  });

  test("a generation keeps going when the host leaves the Generate view or the page", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await signIn(DEMO.pro);
    // Progress answers are held back until the test lets them through: the job stays "running" for
    // the page while the host wanders off (held requests of a page that has gone are dropped).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/jobs/**", async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await openQuizPage(page);
    await views(page).getByRole("button", { name: "Generate Quiz" }).click();

    // A match round ticked without a fixture is refused in the form, with the reason.
    await page.getByRole("button", { name: "Add round" }).click();
    await page.getByLabel("Round name").fill("Derby day");
    await page.getByLabel("Match round — built around an upcoming fixture").check();
    const generate = page.locator("form").getByRole("button", { name: "Generate Quiz" });
    await generate.click();
    await expect(toast(page, "Match needed")).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Choose the fixture for each match round" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Remove custom round 1" }).click();

    const quizTitle = `Wandering host ${Date.now()}`;
    await page.getByLabel("Quiz title").fill(quizTitle);
    await generate.click();
    await expect(page.getByRole("progressbar")).toBeVisible();

    // Off to the dashboard: the page still follows the job.
    await views(page).getByRole("button", { name: "Dashboard" }).click();
    await expect(page.getByText(/Your quiz is being generated/)).toBeVisible();
    await shoot(page, "quiz-generating-elsewhere");

    // And off the page altogether: back again, the progress bar resumes and the preview opens.
    await openQuizPage(page);
    await expect(page.getByRole("progressbar")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, "Quiz Generated!")).toBeVisible();
    await expect(page.getByText("Preview — not saved yet")).toBeVisible();

    // Once opened it is forgotten: another visit starts on the dashboard.
    await openQuizPage(page);
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
  });

  test("the host screen fills a 1080p or 4K TV in type the back of the room can read, flags framed", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn(DEMO.pro);
    // A seeded quiz from the library, opened in Preview: its picture round shows framed flags.
    await openQuizPage(page, "/quiz-generator?view=history");
    // A seeded Thursday quiz (it has a picture round): other specs add quizzes of their own to this
    // account's library, such as a half-time quiz.
    await page
      .getByTestId("history-card")
      .filter({ hasText: "Quiz Night - " })
      .first()
      .getByRole("button", { name: "View Details" })
      .click();
    await expect(page).toHaveURL(/[?&]quiz=/);
    const quizId = new URL(page.url()).searchParams.get("quiz");
    await page.getByRole("tab", { name: "Picture Round" }).click();
    await expectFramed(page.getByTestId("question-picture").first());

    for (const screen of [
      { width: 1920, height: 1080, minType: 48, name: "1080p" },
      { width: 3840, height: 2160, minType: 96, name: "4k" },
    ]) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`/quiz-generator/${quizId}/host`);
      await expect(page.locator("[data-hydrated]")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
      const question = page.getByTestId("host-question");
      // Question and every option at least 48 px at 1080p (twice that at 4K), read from the page.
      expect(await fontSize(question.getByRole("heading", { level: 2 }))).toBeGreaterThanOrEqual(
        screen.minType,
      );
      for (const option of await page.getByTestId("host-option").all()) {
        expect(await fontSize(option)).toBeGreaterThanOrEqual(screen.minType);
      }
      // It fills the screen: the slide spans most of the width, and nothing scrolls, answer shown or not.
      const box = await question.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(screen.width * 0.8);
      await page.keyboard.press("r");
      await expect(page.getByText(/^Answer: /)).toBeVisible();
      await expectFitsScreen(page);
      await page.screenshot({ path: test.info().outputPath(`host-${screen.name}.png`) });
      if (process.env.QUIZ_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.QUIZ_SCREENSHOTS}/quiz-host-${screen.name}.png` });
      }

      // The picture round: the flag on the TV has its frame too.
      for (let step = 0; step < 80 && (await page.getByTestId("question-picture").count()) === 0; step++) {
        await page.keyboard.press("ArrowRight");
      }
      await expectFramed(page.getByTestId("question-picture"));
      await expectFitsScreen(page);
      await page.keyboard.press("r");
      await expect(page.getByText(/^Answer: /)).toBeVisible();
      await expectFitsScreen(page);
      if (process.env.QUIZ_SCREENSHOTS) {
        await page.screenshot({
          path: `${process.env.QUIZ_SCREENSHOTS}/quiz-host-picture-${screen.name}.png`,
        });
      }
    }
  });

  test("a free trial clicking Generate gets the upgrade dialog", async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await signIn(DEMO.trial);
    await openQuizPage(page);
    await expect(page.getByRole("heading", { level: 1, name: /Quiz Generator$/ })).toBeVisible();
    await page
      .getByRole("listitem")
      .filter({ hasText: "Generate Tonight's Quiz" })
      .getByRole("button")
      .click();
    const dialog = page.getByRole("dialog", { name: "Unlock the pub quiz generator" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/pricing");
    await shoot(page, "quiz-upgrade");
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();
    // The tab does the same: a trial never reaches a form it can't use.
    await views(page).getByRole("button", { name: "Generate Quiz" }).click();
    await expect(dialog).toBeVisible();
  });

  test("the quiz pages have no serious accessibility problems", async ({ page, signIn }) => {
    // Four axe passes: each takes 20 s or more on a busy two-core machine.
    test.setTimeout(180_000);
    await signIn(DEMO.pro);
    await openQuizPage(page);
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
    await expect(page.locator("[role=status]").filter({ hasText: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await views(page).getByRole("button", { name: "Generate Quiz" }).click();
    await page.getByRole("button", { name: "Add round" }).click();
    await page.getByLabel("Topic to exclude").fill("Reality TV");
    await page.getByLabel("Topic to exclude").press("Enter");
    await expect(page.getByRole("button", { name: "Remove Reality TV" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await views(page).getByRole("button", { name: "History" }).click();
    await expect(page.getByRole("heading", { name: "Summary Statistics" })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The seeded library's first quiz, on the host screen at phone width: touch buttons work.
    // A seeded Thursday quiz (it has a picture round): other specs add quizzes of their own to this
    // account's library, such as a half-time quiz.
    await page
      .getByTestId("history-card")
      .filter({ hasText: "Quiz Night - " })
      .first()
      .getByRole("button", { name: "View Details" })
      .click();
    await page.getByRole("link", { name: "Host App" }).click();
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await page.getByRole("button", { name: "Reveal" }).click();
    await expect(page.getByText(/^Answer: /)).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "the host screen scrolls sideways at 375px").toBeLessThanOrEqual(375);
    await shoot(page, "quiz-host");
    await expectNoSeriousViolations(page);
  });
});

/**
 * Runs the first round from the keyboard alone: its title card, each question (reveal with R or
 * Enter, back with ←), then the next round's title card.
 */
async function hostRound(page: Page, firstQuestion: string) {
  const roundCard = page.getByRole("heading", { level: 2 });
  await expect(roundCard).toBeVisible();
  const subtitle = await page.getByText(/^Round 1 · \d+ questions$/).textContent();
  const roundSize = Number(/· (\d+) questions/.exec(subtitle ?? "")?.[1]);
  expect(roundSize).toBeGreaterThan(0);

  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`Question 1 of ${roundSize}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `1. ${firstQuestion}` })).toBeVisible();
  await expect(page.getByText("Answer: Tetley's")).toBeHidden();
  await page.keyboard.press("r");
  await expect(page.getByText("Answer: Tetley's")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Question 2 of ${roundSize}`, { exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText(`Question 1 of ${roundSize}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Answer: Tetley's")).toBeHidden();
  for (let number = 2; number <= roundSize; number++) {
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`Question ${number} of ${roundSize}`, { exact: true })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/^Answer: /)).toBeVisible();
  }
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(/^Round 2 · \d+ questions$/)).toBeVisible();
}

async function fontSize(element: Locator): Promise<number> {
  return element.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
}

/** Nothing on the host screen scrolls: the page fits the screen and the slide fits its area. */
async function expectFitsScreen(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector("main");
    return {
      page: document.documentElement.scrollHeight - window.innerHeight,
      wide: document.documentElement.scrollWidth - window.innerWidth,
      slide: main ? main.scrollHeight - main.clientHeight : 0,
    };
  });
  expect(overflow).toEqual({ page: 0, wide: 0, slide: 0 });
}

/** A flag has a thin visible border of its own, so a white flag keeps its edge. */
async function expectFramed(picture: Locator) {
  await expect(picture).toBeVisible();
  const border = await picture.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      width: Number.parseFloat(style.borderTopWidth),
      color: style.borderTopColor,
      padding: style.paddingTop,
    };
  });
  expect(border.width).toBeGreaterThanOrEqual(1);
  expect(border.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  expect(border.padding, "the frame sits on the flag itself").toBe("0px");
}
