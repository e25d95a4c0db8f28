import { mkdirSync } from "node:fs";
import type { APIResponse } from "@playwright/test";
import { DEMO, expect, test } from "./fixtures";

const SHOTS = ".state/screenshots";

test("Schedule this campaign: one confirmation lists each stage, then they are on the calendar", async ({
  page,
  signIn,
}) => {
  test.slow();
  // Pro, not Starter: publishing.spec.ts connects Starter itself and must find it unconnected.
  await signIn(DEMO.pro);
  await page.goto("/account");
  await page.getByRole("link", { name: "Connect Facebook & Instagram" }).click();
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page).toHaveURL(/\/account/);

  await page.addInitScript(() => window.localStorage.setItem("pub-setup-skipped", "true"));
  await page.setViewportSize({ width: 375, height: 812 });
  // A match at least three days ahead, so its stages are still to come; its page hands it to the creator.
  let later: { id: string; startsAt: string } | undefined;
  // Pages of the fixture list (Link: rel="next") until a match far enough ahead turns up.
  for (let next: string | null = "/api/sports/upcoming-fixtures?filter=all&days=14"; next && !later; ) {
    const answer: APIResponse = await page.request.get(next);
    const { fixtures } = (await answer.json()) as { fixtures: { id: string; startsAt: string }[] };
    later = fixtures.find((fixture) => Date.parse(fixture.startsAt) > Date.now() + 3 * 86_400_000);
    next = /^<([^>]+)>; rel="next"$/.exec(answer.headers().link ?? "")?.[1] ?? null;
  }
  expect(later).toBeDefined();
  await page.goto(`/sports/match/${encodeURIComponent(later!.id)}`);
  await expect(page).toHaveURL(/\/dashboard\?source=sports/);
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
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole("dialog", { name: "Campaign scheduled" })).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole("dialog")
      .getByText(/^Scheduled$|didn't pass/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/campaign-done-375.png`, fullPage: false });
});
