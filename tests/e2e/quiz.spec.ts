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

test.describe("quiz generator", () => {
  test("generate with defaults, edit, save, find in history, export, host and record the night", async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await signIn(DEMO.pro);
    await openQuizPage(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "The Red Lion - Quiz Generator" }),
    ).toBeVisible();
    await expect(page.getByText("AI-powered quiz creation for UK pubs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quiz Performance This Month" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
    await shoot(page, "quiz-dashboard");

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

    // A real progress bar follows the job, then the preview opens.
    await generate.click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeVisible();
    await expect(page.getByRole("progressbar")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: quizTitle })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, "Quiz Generated!")).toBeVisible();
    await expect(toastRegion(page).getByText(`Created 40 questions for "${quizTitle}"`)).toBeVisible();
    await expect(page.getByText("40 questions", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Question mix" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("tablist", { name: "Rounds" }).getByRole("tab").first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const firstQuestion = page.getByTestId("quiz-question").first();
    await expect(firstQuestion.getByText(/^Answer: ./)).toBeVisible();
    await expect(firstQuestion.getByText(/^Source: /).first()).toBeVisible();
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

    // Save: the library has it, and the dashboard's Recent Quizzes lists it.
    await page.getByRole("button", { name: "Save Quiz" }).click();
    await expect(toast(page, "Quiz Saved!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Quizzes" })).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(quizTitle) })).toBeVisible();

    // History: search finds it; the PDF export is a real PDF.
    await views(page).getByRole("button", { name: "History" }).click();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill(quizTitle);
    const card = page.getByTestId("history-card").filter({ hasText: quizTitle });
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

    // History shows the night: attendance and the average score out of 10.
    await views(page).getByRole("button", { name: "History" }).click();
    await page.getByRole("searchbox", { name: "Search quizzes" }).fill(quizTitle);
    await expect(card.getByText("42", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+(\.\d)?\/10$/)).toBeVisible();
    await expect(card.getByRole("button", { name: "Edit results" })).toBeVisible();
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

  test("a free trial clicking Generate gets the upgrade dialog", async ({ page, signIn }) => {
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
    test.setTimeout(60_000);
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
    await page.getByTestId("history-card").first().getByRole("button", { name: "View Details" }).click();
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
