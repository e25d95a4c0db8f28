import type { Page } from "@playwright/test";
import { DEMO, expect, signInWithQuickAccess, test } from "./fixtures";

/** Screenshots for review when QUIZ_SCREENSHOTS names a folder (not part of the assertions). */
async function shoot(page: Page, name: string) {
  const dir = process.env.QUIZ_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/night-${name}.png`, fullPage: true });
}

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

test.describe("a live quiz night", () => {
  test("the TV and two phones play a question to the leaderboard", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInWithQuickAccess(page, DEMO.pro);
    const history = await (await page.request.get("/api/quiz/history/1")).json();
    const quizId: string = history.quizzes?.[0]?.id ?? history[0]?.id;
    expect(quizId).toBeTruthy();
    const quiz = await (await page.request.get(`/api/quiz/${quizId}`)).json();
    const first = quiz.questions[0] as { answer: string; options: string[] };
    const wrong = first.options.find((option) => option.toLowerCase() !== first.answer.toLowerCase())!;

    // The TV: the quiz's host screen, then "Run it live".
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`/quiz-generator/${quizId}/host`);
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    await expect(async () => {
      await page.getByRole("button", { name: "Run it live" }).click();
      await expect(page).toHaveURL(/night=[A-Z0-9]{6}/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const code = (await page.getByTestId("room-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await expect(page.getByRole("img", { name: /QR code for .*\/play\?code=/ })).toBeVisible();
    await expect(page.getByText("Waiting for the first team…")).toBeVisible();

    // Two phones: one types the code, the other comes from the QR's address.
    const phones = await Promise.all([browser.newContext(PHONE), browser.newContext(PHONE)]);
    const [red, blue] = await Promise.all(phones.map((context) => context.newPage()));
    await red!.goto("/play");
    await red!.getByLabel("Room code from the pub's screen").fill(code.toLowerCase());
    await red!.getByRole("button", { name: "Find the quiz" }).click();
    await blue!.goto(`/play?code=${code}`);
    for (const [phone, name] of [
      [red!, "Quizteama Aguilera"],
      [blue!, "Les Quizerables"],
    ] as const) {
      await expect(async () => {
        await phone.getByLabel("Team name").fill(name);
        await phone.getByRole("button", { name: "Join the quiz" }).click();
        await expect(phone.getByText("You're in!")).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    }
    await expect(page.getByRole("list", { name: "Teams joined" }).getByRole("listitem")).toHaveCount(2);
    await shoot(page, "tv-lobby");
    await shoot(red!, "phone-lobby");

    // The question: options on the phones, never the answer.
    await page.getByRole("button", { name: "Start the first question" }).click();
    await expect(red!.getByRole("button", { name: first.answer, exact: true })).toBeVisible();
    await expect(red!.getByText(/The answer:/)).toHaveCount(0);
    await shoot(page, "tv-question");
    await red!.getByRole("button", { name: first.answer, exact: true }).click();
    await expect(red!.getByText(`Answer locked in: ${first.answer}`)).toBeVisible();
    await blue!.getByRole("button", { name: wrong, exact: true }).click();
    await expect(blue!.getByText(`Answer locked in: ${wrong}`)).toBeVisible();
    await shoot(red!, "phone-question");
    await expect(page.getByText("2 of 2 answered")).toBeVisible();

    // Lock from the keyboard, then reveal.
    await page.keyboard.press("l");
    await expect(page.getByText("Answers locked")).toBeVisible();
    await expect(blue!.getByText(/Answers are locked/)).toBeVisible();
    await page.getByRole("button", { name: "Reveal the answer" }).click();
    await expect(red!.getByText("Right!")).toBeVisible();
    await expect(blue!.getByText("Not this time.")).toBeVisible();
    await shoot(page, "tv-reveal");
    await shoot(blue!, "phone-reveal");

    // The leaderboard on the TV and the phones.
    await page.getByRole("button", { name: "Show the leaderboard" }).click();
    const board = page.getByRole("listitem").filter({ hasText: "Quizteama Aguilera" });
    await expect(board).toContainText("1");
    await expect(page.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
    await expect(red!.getByRole("region", { name: "Leaderboard" })).toContainText("Quizteama Aguilera");
    await expect(red!.getByText(/Score\s*1/)).toBeVisible();
    await shoot(page, "tv-leaderboard");
    await shoot(red!, "phone-leaderboard");

    // A phone that reloads is still its team.
    await blue!.reload();
    await expect(blue!.getByText("Les Quizerables").first()).toBeVisible();
    await expect(blue!.getByText(/Score\s*0/)).toBeVisible();
    await expect(blue!.getByRole("region", { name: "Leaderboard" })).toBeVisible();
    await Promise.all(phones.map((context) => context.close()));
  });
});
