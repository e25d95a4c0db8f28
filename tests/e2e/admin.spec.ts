import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  DEMO,
  expect,
  expectNoSeriousViolations,
  signInWithQuickAccess,
  test,
  toastRegion,
} from "./fixtures";

// Local mode's defaults (DESIGN.md): the page key, and the login checked on the server.
const ADMIN_PAGE = "/admin-local-admin";
const ADMIN_EMAIL = "admin@demo.pub";
const ADMIN_PASSWORD = "change-me-locally";

async function logInAsAdmin(page: import("@playwright/test").Page, password = ADMIN_PASSWORD) {
  await page.goto(ADMIN_PAGE);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(password);
  // A click before hydration does nothing: press again until the form has answered.
  await expect(async () => {
    await page.getByRole("button", { name: "Login to Admin Dashboard" }).click({ timeout: 2_000 });
    await expect(page.getByText(/Login failed|Signed in as/).first()).toBeVisible({ timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
}

test("a wrong admin password shows the spec's message and no dashboard", async ({ page }) => {
  await page.goto(ADMIN_PAGE);
  await expectNoSeriousViolations(page);
  await logInAsAdmin(page, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toHaveText(
    "Login failed: Invalid credentials. Please check email and password.",
  );
  await expect(toastRegion(page)).toContainText("Invalid credentials. Please check email and password.");
  await expect(page.getByRole("tab", { name: "Business Overview" })).toHaveCount(0);
});

test("any other /admin-… path is the ordinary 404", async ({ page }) => {
  const response = await page.goto("/admin-guess");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("admin signs in, sees the seeded accounts on every tab, and grants 5 credits to a used-up trial", async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page);
  await expect(page.getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();

  // Business Overview: real figures from the seed (Starter monthly and Pro annual are paying).
  await expect(page.getByRole("tab", { name: "Business Overview", selected: true })).toBeVisible();
  await expect(page.getByText("Monthly recurring revenue")).toBeVisible();
  await expect(page.getByRole("img", { name: "Revenue by month" })).toBeVisible();
  await expect(page.getByText("Starter £19").first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Subscribers" }).click();
  const table = page.getByRole("table");
  for (const email of Object.values(DEMO))
    await expect(table.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel("Over limit only").check();
  await expect(table.getByText(DEMO.trialUsed, { exact: true })).toBeVisible();
  await expect(table.getByText(DEMO.trial, { exact: true })).toHaveCount(0);
  await page.getByLabel("Over limit only").uncheck();
  await page.getByLabel("Search by email").fill("starter@");
  await expect(page.getByText("1 account", { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("tab", { name: "Payment Schedule" }).click();
  await expect(page.getByText("Next 30 days")).toBeVisible();
  await expect(page.getByRole("list", { name: "Renewals by day" })).toContainText(DEMO.starter);

  await page.getByRole("tab", { name: "Admin Tools" }).click();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Account email").first().fill(DEMO.trialUsed);
  await page.getByLabel("What").selectOption("credits");
  await page.getByLabel("Amount").fill("5");
  await page.getByRole("button", { name: "Grant", exact: true }).click();
  await expect(toastRegion(page)).toContainText("Allowance granted");
  const log = page.getByRole("list", { name: "Audit log" });
  await expect(log).toContainText(`Granted 5 content credits · ${DEMO.trialUsed}`);
  await expect(log).toContainText("Signed in with the local admin login");

  // The landlord sees the 5 credits: their own usage call and the trial banner.
  const landlord = await browser.newContext();
  const landlordPage = await landlord.newPage();
  await signInWithQuickAccess(landlordPage, DEMO.trialUsed);
  const usage = await (await landlordPage.request.get("/api/subscription/usage")).json();
  expect(usage.trialCreditsRemaining).toBe(5);
  await landlordPage.reload();
  await expect(landlordPage.getByText("5 free credits")).toBeVisible();
  // The landlord spends them, so the demo account is used up again for the tests that rely on it.
  for (let post = 0; post < 5; post++) {
    const written = await landlordPage.request.post("/api/generate-content", {
      data: { content: `Quiz night this Thursday at 8pm, round ${post + 1}` },
      headers: { Origin: new URL(landlordPage.url()).origin },
    });
    expect(written.status()).toBe(200);
  }
  const spent = await (await landlordPage.request.get("/api/subscription/usage")).json();
  expect(spent.trialCreditsRemaining).toBe(0);
  await landlord.close();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login to Admin Dashboard" })).toBeVisible();
});

test("the admin page signed out does not load admin data, and a signed-in landlord is not an admin", async ({
  page,
}) => {
  await signInWithQuickAccess(page, DEMO.pro);
  for (const path of ["/api/admin/users-usage", "/api/admin/analytics", "/api/admin/payment-schedule"]) {
    expect((await page.request.get(path)).status()).toBe(403);
  }
  await page.goto(ADMIN_PAGE);
  await expect(page.getByRole("button", { name: "Login to Admin Dashboard" })).toBeVisible();
});

/** A landlord account of its own, made through the dev sign-in without touching the admin's browser. */
async function newLandlordAccount(
  playwright: import("@playwright/test").PlaywrightWorkerArgs["playwright"],
  baseURL: string,
) {
  const email = `e2e-admin-figures-${Date.now()}@test.pub`;
  const request = await playwright.request.newContext({ baseURL });
  try {
    const response = await request.post("/api/login", {
      form: { email },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  } finally {
    await request.dispose();
  }
  return email;
}

test("a plan change shows in the table, the plan figures and the audit log at once, without a reload", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = await newLandlordAccount(playwright, baseURL ?? "");
  await logInAsAdmin(page);
  // Survives only while the document does: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const starters = page.getByRole("listitem").filter({ hasText: "Starter £19" }).locator(".tabular-nums");
  const startersBefore = Number.parseInt((await starters.textContent()) ?? "", 10);

  // The table's search is in the address, read by the page's loader.
  await page.getByRole("tab", { name: "Subscribers" }).click();
  await page.getByLabel("Search by email").fill(email);
  await expect(page).toHaveURL(/tab=subscribers&search=e2e-admin-figures/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Free Trial");
  await expect(page.getByText("1 account", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Admin Tools" }).click();
  await page.locator("#plan-email").fill(email);
  await page.getByLabel("New plan").selectOption("starter");
  await page.getByRole("button", { name: "Change plan" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move to Starter" }).click();
  await expect(toastRegion(page)).toContainText("Plan changed");
  await expect(page.getByRole("list", { name: "Audit log" })).toContainText(
    `Plan changed from Free Trial to Starter · ${email}`,
  );

  await page.getByRole("tab", { name: "Subscribers" }).click();
  await expect(row).toContainText("Starter £19");
  await page.getByRole("tab", { name: "Business Overview" }).click();
  await expect(starters).toHaveText(new RegExp(`^${startersBefore + 1} · `));
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // Back and Forward move through the table's queries: the search is undone.
  await page.getByRole("tab", { name: "Subscribers" }).click();
  await page.getByLabel("Over limit only").check();
  await expect(page).toHaveURL(/overLimit=true/);
  await page.goBack();
  await expect(page).not.toHaveURL(/overLimit=true/);
  await expect(row).toContainText("Starter £19");
});

/** Every file the browser can download, as text. */
function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? clientFiles(path) : [path];
  });
}

test("no admin e-mail, password or ADMIN_ value is in any built client asset", () => {
  // `npm start` built build/client before the suite began.
  const files = clientFiles("build/client");
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of [ADMIN_EMAIL, ADMIN_PASSWORD, "admin-local-admin", "ADMIN_"]) {
      expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  }
});
