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

test.describe("the half-time quiz and the host's remote", () => {
  test("a televised match opens a night; a paired phone runs a typed question", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInWithQuickAccess(page, DEMO.pro);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/sports?filter=televised");
    const action = page.getByRole("button", { name: /^Half-time quiz for / }).first();
    await expect(action).toBeVisible();
    await shoot(page, "sports-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, "sports-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // One tap: the TV screen of a new night on ten questions about the match.
    await expect(async () => {
      await action.click();
      await expect(page).toHaveURL(/\/quiz-generator\/halftime-[^/]+\/host\?night=[A-Z0-9]{6}/, {
        timeout: 4_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: /Half-time quiz: .+ v .+/ })).toBeVisible();
    const code = (await page.getByTestId("room-code").textContent())?.trim() ?? "";

    // The first round answers in a text box; a phone joins; the TV shows a pairing code.
    const modes = page.getByRole("group", { name: /^Round 1, .*phones show/ });
    // The choice is the night's (the TV shows what the server holds): it turns on when the night answers.
    await modes.getByRole("radio", { name: "a text box" }).click();
    await expect(modes.getByRole("radio", { name: "a text box" })).toBeChecked();
    await page.getByRole("button", { name: "Show a pairing code" }).click();
    const pairing = ((await page.getByTestId("pairing-code").textContent()) ?? "").replace(/\s/g, "");
    expect(pairing).toMatch(/^[A-Z0-9]{8}$/);
    const [phoneContext, remoteContext] = await Promise.all([
      browser.newContext(PHONE),
      browser.newContext(PHONE),
    ]);
    try {
      const phone = await phoneContext.newPage();
      await phone.goto(`/play?code=${code}`);
      await expect(async () => {
        await phone.getByLabel("Team name").fill("Half Time Heroes");
        await phone.getByRole("button", { name: "Join the quiz" }).click();
        await expect(phone.getByText("You're in!")).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await shoot(page, "tv-halftime-lobby-1280");
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, "tv-halftime-lobby-375");
      await page.setViewportSize({ width: 1280, height: 900 });

      // The host's phone pairs with the code and starts the question; the team types its answer.
      const remote = await remoteContext.newPage();
      await remote.goto(`/remote?code=${code}`);
      await remote.getByLabel("Pairing code").fill(pairing.toLowerCase());
      await remote.getByRole("button", { name: "Pair" }).click();
      await expect(remote.getByRole("region", { name: "Remote controls" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Paired remotes" })).toContainText("connected");
      await shoot(remote, "remote-lobby");
      await remote.getByRole("button", { name: "Start the first question" }).click();
      await expect(phone.getByLabel("Your answer")).toBeVisible();
      await expect(page.getByText(/Question 1 of 10/)).toBeVisible();
      await shoot(remote, "remote-question");
      await shoot(phone, "phone-typed-question");
      await remote.getByRole("button", { name: "Lock", exact: true }).click();
      await expect(page.getByText("Answers locked")).toBeVisible();

      // Unpaired from the TV: the phone says so and asks for a new code.
      await page.keyboard.press("p");
      await page.getByRole("button", { name: "Unpair" }).click();
      await expect(remote.getByText("The TV unpaired this phone.")).toBeVisible();
    } finally {
      await Promise.all([phoneContext.close(), remoteContext.close()]);
    }
  });
});
