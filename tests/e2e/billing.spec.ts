import { expect, type Page } from "@playwright/test";
import { DEMO, expectNoSeriousViolations, test, toastRegion } from "./fixtures";

/** Plays the simulator's account page: one control button, then its toast. */
async function testBilling(page: Page, button: string | RegExp, toastTitle: string) {
  await page.goto("/test-payments");
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: button }).click();
  await expect(toastRegion(page).getByText(toastTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
}

const newLandlord = (label: string) => `e2e-${label}-${Date.now()}@test.pub`;

/** Fills the simulator's card form (Stripe's test numbers) and submits it. */
async function payWithCard(page: Page, cardNumber: string, submit: string) {
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry").fill("1234");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Sam Landlord");
  await page.getByRole("button", { name: submit }).click();
}

/** Clicks a plan's button on /pricing once hydrated (the annual toggle is React state). */
async function choosePlan(page: Page, plan: "Starter" | "Pro", annual: boolean) {
  await page.goto("/pricing");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: plan, exact: true }) });
  if (annual) {
    await expect(async () => {
      await page.getByText("2 months free!").click();
      await expect(card.getByText("per year")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await card.getByRole("link", { name: `Choose ${plan}` }).click();
  await expect(page).toHaveURL(/\/test-payments\/checkout\/cs_sim_/);
}

test("a trial landlord buys Pro yearly with 4242 and lands on the dashboard as Pro", async ({
  page,
  signIn,
}) => {
  await signIn(newLandlord("annual"));
  await choosePlan(page, "Pro", true);
  await expect(page.getByText("Test payments", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Pro plan, billed yearly")).toBeVisible();
  await expect(page.getByText("£290")).toBeVisible();

  await payWithCard(page, "4242 4242 4242 4242", "Subscribe");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // A new account's first visit opens the pub setup dialog, which hides the rest of the page from
  // the accessibility tree; the toast is still on screen.
  await expect(page.getByText("Payment Successful", { exact: true })).toBeVisible();

  await page.goto("/");
  await expect(page.getByText("You're on Pro.")).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Images" }).getByText("80", { exact: true }),
  ).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("account-plan")).toHaveText("Pro · £290 a year");
  await expect(page.getByText("Renews on")).toBeVisible();

  // The image generator is open to them now: no trial notice, and a poster is made.
  await page.goto("/image-generator");
  await expect(page.getByRole("heading", { name: "AI Image Generator" })).toBeVisible();
  await expect(page.getByText("Images are part of Starter and Pro.")).toBeHidden();
  await expect(async () => {
    await page.getByLabel("Describe your image").fill("Quiz night this Thursday at 8pm");
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(page.getByText("Images Generated!").first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole("dialog", { name: "Unlock AI images and posters" })).toBeHidden();
});

test("the decline card shows 'Payment Failed' with the provider's message", async ({ page, signIn }) => {
  await signIn(newLandlord("declined"));
  await choosePlan(page, "Starter", false);
  await expect(page.getByText("£19")).toBeVisible();
  await expect(async () => {
    await payWithCard(page, "4000 0000 0000 0002", "Subscribe");
    await expect(toastRegion(page).getByText("Payment Failed")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(toastRegion(page).getByText("Your card was declined.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await page.goto("/");
  await expect(page.getByText("You're on the Free Trial with 10 free credits left.")).toBeVisible();
});

test("subscribes on /subscribe, then cancels from the account page", async ({ page, signIn }) => {
  await signIn(newLandlord("cancel"));
  await page.goto("/subscribe");
  // The card form waits for the payment the page sets up as it opens.
  await expect(page.getByRole("heading", { name: "Upgrade Your Account" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Upgrade to Pro" })).toBeVisible();
  await expect(page.getByText("£29/month")).toBeVisible();
  await payWithCard(page, "4242424242424242", "Subscribe to Pro");
  await expect(toastRegion(page).getByText("Payment Successful")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("You're on Pro.")).toBeVisible();

  await page.goto("/account");
  // A click before hydration does nothing; never click again once the dialog is up.
  const confirm = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(async () => {
    if (!(await confirm.isVisible())) await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(confirm).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(toastRegion(page).getByText("Subscription cancelled")).toBeVisible();
  await expect(page.getByTestId("account-status")).toHaveText("Cancels at the end of the period");
  await expect(page.getByText("Ends on")).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep my subscription" })).toBeVisible();
});

test("Quick Top-Ups keep a live total and open checkout for a Pro account", async ({ page, signIn }) => {
  await signIn("pro@demo.pub");
  await page.goto("/pricing");
  const total = page.getByTestId("top-up-total");
  await expect(total).toHaveText("£0.00");
  const buy = page.getByRole("button", { name: "Buy top-ups" });
  await expect(buy).toBeDisabled();
  await page.getByRole("button", { name: "One more: 25,000 tokens" }).click();
  await page.getByRole("button", { name: "One more: 25,000 tokens" }).click();
  await expect(total).toHaveText("£3.34");
  await page.getByRole("spinbutton", { name: "1 image £0.17 each" }).fill("10");
  await expect(total).toHaveText("£5.04");
  await page.getByRole("spinbutton", { name: "1 fact check £0.07 each" }).fill("99");
  await expect(page.getByRole("spinbutton", { name: "1 fact check £0.07 each" })).toHaveValue("50");
  await expect(total).toHaveText("£8.54");
  await buy.click();
  await expect(page).toHaveURL(/\/test-payments\/checkout\/cs_sim_/);
  await expect(page.getByText("£8.54")).toBeVisible();
  await expect(page.getByText("50 × 1 fact check")).toBeVisible();
});

test("a Starter visiting /subscribe is offered the move to Pro, and makes it", async ({ page, signIn }) => {
  await signIn(newLandlord("starter-to-pro"));
  await choosePlan(page, "Starter", false);
  await payWithCard(page, "4242 4242 4242 4242", "Subscribe");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Move up to Pro" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Images 30 80/ })).toBeVisible();
  await expect(page.getByText("You already have")).toBeHidden();
  await expect(toastRegion(page).getByText("Error")).toBeHidden();

  await page.getByRole("link", { name: "Move to Pro" }).click();
  await expect(page).toHaveURL(/\/test-payments$/);
  await testBilling(page, "Pro, £29 a month", "Now on Pro");
  await page.goto("/account");
  await expect(page.getByTestId("account-plan")).toHaveText("Pro · £29 a month");
});

test("the card form says what is missing in plain words, and a stale failure never sits over 3-D Secure", async ({
  page,
  signIn,
}) => {
  await signIn(newLandlord("three-d-secure"));
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Upgrade to Pro" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
  await page.getByRole("button", { name: "Subscribe to Pro" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter your card number, expiry date and security code (CVC) to pay.",
  );
  await expect(page.getByText("cardNumber")).toBeHidden();

  await payWithCard(page, "4000 0000 0000 0002", "Subscribe to Pro");
  await expect(toastRegion(page).getByText("Payment Failed")).toBeVisible();
  await payWithCard(page, "4000 0025 0000 3155", "Subscribe to Pro");
  const check = page.getByRole("dialog", { name: "Confirm this payment" });
  await expect(check).toBeVisible();
  await expect(toastRegion(page).getByText("Payment Failed")).toBeHidden();
  await check.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(toastRegion(page).getByText("Payment Successful")).toBeVisible();
  await expect(page.getByText("You're on Pro.")).toBeVisible();
});

test("a payer whose plan lapsed is told it ended, not that they are on the free trial", async ({
  page,
  signIn,
}) => {
  await signIn(newLandlord("lapsed"));
  await choosePlan(page, "Starter", false);
  await payWithCard(page, "4242 4242 4242 4242", "Subscribe");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  // The saved card stops working; the renewal and its last retry both fail.
  await page.goto("/test-payments");
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByLabel("Change card").fill("4000 0000 0000 0341");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(toastRegion(page).getByText("Card updated", { exact: true })).toBeVisible();
  await testBilling(page, "Advance the clock", "Clock advanced");
  await testBilling(page, "Advance the clock", "Clock advanced");

  await page.goto("/");
  await expect(
    page.getByText("Your paid plan has ended. Choose a plan to pick up where you left off."),
  ).toBeVisible();
  await expect(page.getByText(/Free Trial|Trial completed/)).toBeHidden();
  await expect(page.getByRole("banner").getByText("Plan ended")).toBeVisible();
  await page.goto("/account");
  await expect(page.getByTestId("account-plan")).toHaveText("No current plan");
  await expect(page.getByTestId("account-status")).toHaveText(
    "Starter ended after its renewal payment failed",
  );
  await expect(page.getByRole("link", { name: "Choose a plan" })).toBeVisible();
});

test("the upgrade dialog says how many free credits are actually left", async ({ page, signIn }) => {
  await signIn(newLandlord("credits-left"));
  await page.goto("/pricing");
  await expect(page.getByText("Upgrade and your 10 unused free credits come with you")).toBeVisible();
  const written = await page.request.post("/api/generate-content", {
    data: { content: "Quiz night this Thursday from 8pm, teams of six" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(written.status(), await written.text()).toBe(200);

  await page.goto("/image-generator");
  // Clicked once the page is interactive: a second click while the first 402 is on its way would
  // land under the dialog it opens.
  await expect(page.locator("[data-hydrated]")).toBeVisible();
  await page.getByLabel("Describe your image").fill("Quiz night poster");
  await page.getByRole("button", { name: "Generate Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock AI images and posters" });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(
    "You're on the Free Trial with 9 free credits left. Starter and Pro include this.",
  );
  await expect(dialog).not.toContainText("10 free credits");
});

for (const path of ["/account", "/subscribe", "/pricing"]) {
  test(`${path} fits a phone and passes axe at 375 and 1280 px`, async ({ page, signIn }) => {
    await signIn(DEMO.starter);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
      await expectNoSeriousViolations(page);
    }
  });
}

test("the card form shows its pending state, and the server's refusal in plain words", async ({
  page,
  signIn,
}) => {
  await signIn(newLandlord("plain-refusal"));
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Upgrade to Pro" })).toBeVisible({ timeout: 15_000 });
  // Held for a moment on its way to the server, so the pending state can be seen.
  await page.route("**/test-payments.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // Filled in, but too short to be a card number: only the server says so.
  await payWithCard(page, "4242 4242", "Subscribe to Pro");
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText("Check the card number: it has 12 to 19 digits.");
  await expect(toastRegion(page).getByText("Check the card number: it has 12 to 19 digits.")).toBeVisible();
  await expect(page.getByText("cardNumber")).toBeHidden();
  await expect(page.getByRole("button", { name: "Subscribe to Pro" })).toBeEnabled();
  await page.unroute("**/test-payments.data*");

  await payWithCard(page, "4242 4242 4242 4242", "Subscribe to Pro");
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(toastRegion(page).getByText("Payment Successful")).toBeVisible();
});
