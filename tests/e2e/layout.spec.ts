import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { DEMO, expect, PUBLIC_PAGES, test } from "./fixtures";

const PHONE_WIDTH = 375;

test.use({ viewport: { width: PHONE_WIDTH, height: 812 } });

/** The page fits a phone: no sideways scrolling, a visible h1, and a screenshot for a person to check. */
async function checkPhoneLayout(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} scrolls sideways at ${PHONE_WIDTH}px`).toBeLessThanOrEqual(PHONE_WIDTH);
  await page.screenshot({
    path: join(testInfo.project.outputDir, "screens", `${name}-${PHONE_WIDTH}.png`),
    fullPage: true,
  });
}

test.describe(`${PHONE_WIDTH}px wide`, () => {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} (${path})`, async ({ page }, testInfo) => {
      await page.goto(path);
      await checkPhoneLayout(page, testInfo, name);
    });
  }

  test("signed-in home", async ({ page, signIn }, testInfo) => {
    await signIn(DEMO.trial);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "Images", "Sports", "Quiz"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Logout" })).toBeVisible();
    await checkPhoneLayout(page, testInfo, "home-signed-in");
  });
});
