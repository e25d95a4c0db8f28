import { mkdirSync } from "node:fs";
import { DEMO, expect, test } from "./fixtures";

const SHOTS = ".state/screenshots";

test("Schedule this campaign: one confirmation lists each stage, then they are on the calendar", async ({
  page,
  signIn,
}) => {
  test.slow();
  await signIn(DEMO.starter);
  await page.goto("/account");
  await page.getByRole("link", { name: "Connect Facebook & Instagram" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/account/);

  await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sports");
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Create Content for This Match" }).first().click();
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  const timeline = page.getByTestId("campaign-timeline");
  await timeline.getByRole("button", { name: "Schedule this campaign" }).click();

  const dialog = page.getByRole("dialog", { name: "Schedule this campaign" });
  const list = dialog.getByTestId("campaign-schedule-list");
  await expect(list).toBeVisible();
  await expect(list.getByText(/Facebook/).first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/campaign-confirm-375.png`, fullPage: false });

  const confirm = dialog.getByRole("button", { name: /^(Schedule \d+ posts?|Nothing left to schedule)$/ });
  // The sample feed's first match may have only past stages; then there is nothing to confirm.
  if (await confirm.isEnabled()) {
    await confirm.click();
    await expect(page.getByRole("dialog", { name: "Campaign scheduled" })).toBeVisible({ timeout: 30_000 });
    await expect(
      page
        .getByRole("dialog")
        .getByText(/^Scheduled$|didn't pass/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/campaign-done-375.png`, fullPage: false });
  }
});
