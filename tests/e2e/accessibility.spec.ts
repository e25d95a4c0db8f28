import {
  DEMO,
  expect,
  expectContentCreator,
  expectNoSeriousViolations,
  heroQuickAccessButton,
  openQuickAccess,
  openQuickAccessWithKeyboard,
  PUBLIC_PAGES,
  tabTo,
  test,
  toastRegion,
} from "./fixtures";

/** Every page a signed-in landlord reaches from the header and the home page. */
const SIGNED_IN_PAGES = [
  "/",
  "/dashboard",
  "/image-generator",
  "/sports",
  "/quiz-generator",
  "/account",
  "/pricing",
] as const;

test.describe("keyboard-only Quick Access", () => {
  test("Tab and Enter open the dialog and sign in", async ({ page }) => {
    await page.goto("/");
    const dialog = await openQuickAccessWithKeyboard(page);

    const email = dialog.getByLabel("Email");
    await expect(email).toBeFocused();
    await page.keyboard.type(DEMO.trial);
    await expect(email).toHaveValue(DEMO.trial);
    await tabTo(page, dialog.getByRole("button", { name: "Access Account" }));
    await page.keyboard.press("Enter");

    await expectContentCreator(page);
  });

  test("Esc closes the dialog and gives focus back to its opener", async ({ page }) => {
    await page.goto("/");
    const dialog = await openQuickAccessWithKeyboard(page);
    await expect(dialog.getByLabel("Email")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(heroQuickAccessButton(page)).toBeFocused();
  });
});

test.describe("F8 moves focus to the notifications", () => {
  test("on the landing page", async ({ page }) => {
    await page.goto("/");
    const dialog = await openQuickAccess(page);
    await dialog.getByRole("button", { name: "Access Account" }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const region = toastRegion(page);
    await expect(region.getByText("Email Required")).toBeVisible();

    await page.keyboard.press("F8");
    await expect
      .poll(() => region.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  });

  test("on a signed-in page", async ({ page }) => {
    // Land on home: a new account's first content-creator visit opens the pub setup dialog.
    await page.goto("/api/login?redirectTo=/");
    await page.getByLabel("Email").fill(`e2e-f8-${Date.now()}@test.pub`);
    await page.getByRole("button", { name: "Continue" }).click();
    const region = toastRegion(page);
    await expect(region.getByText("Login successful")).toBeVisible();

    await page.keyboard.press("F8");
    await expect
      .poll(() => region.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  });
});

test.describe("axe finds no serious or critical violations", () => {
  // axe walks each whole page: given the time it needs on a busy machine.
  test.beforeEach(() => test.slow());

  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  for (const width of [1280, 375]) {
    for (const path of SIGNED_IN_PAGES) {
      test(`signed in, ${path} at ${width} px`, async ({ page, signIn }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await signIn(DEMO.pro);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }

    test(`the 404 page at ${width} px has a title and passes`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const answer = await page.goto("/no-such-page-here");
      expect(answer?.status()).toBe(404);
      await expect(page).toHaveTitle("404 Page Not Found — Full House");
      await expectNoSeriousViolations(page);
    });
  }

  test("open Quick Access dialog", async ({ page }) => {
    await page.goto("/");
    await openQuickAccess(page);
    // Just the dialog: while it is open the page behind it is inert (or aria-hidden) by design.
    await expectNoSeriousViolations(page, 'dialog[open], [role="dialog"]');
  });
});
