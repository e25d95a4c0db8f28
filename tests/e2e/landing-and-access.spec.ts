import {
  DEMO,
  expect,
  expectContentCreator,
  LANDING_HEADING,
  openQuickAccess,
  quickAccessDialog,
  test,
  toastRegion,
} from "./fixtures";

test("a trial landlord signs in with Quick Access, sees their allowance and logs out", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/api/login");
  await expect(banner.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toHaveAttribute(
    "href",
    "/api/login",
  );

  const dialog = await openQuickAccess(page);
  await dialog.getByLabel("Email").fill(DEMO.trial);

  // Hold the answer so the busy label can be seen, and stop the browser's trip to /dashboard so the
  // success toast (which the next page replaces at once) can be read; the test then finishes the trip.
  let releaseAnswer = () => {};
  const answerHeld = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  await page.route("**/api/temp-access", async (route) => {
    await answerHeld;
    await route.continue();
  });
  const dashboardVisits: string[] = [];
  await page.route("**/dashboard", async (route) => {
    dashboardVisits.push(route.request().url());
    await route.abort("aborted");
  });

  await dialog.getByRole("button", { name: "Access Account" }).click();
  await expect(dialog.getByRole("button", { name: "Checking..." })).toBeDisabled();
  releaseAnswer();
  await expect(toastRegion(page).getByText("Access Granted!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => dashboardVisits).toHaveLength(1);
  await page.unrouteAll();
  await page.goto("/dashboard");
  await expectContentCreator(page);

  // Home shows what the trial has left.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  // Other specs may already have spent some of the demo trial's credits: the card shows what is left of 10.
  const credits = page.getByRole("listitem").filter({ hasText: "Content credits" });
  await expect(credits.getByText(/left of 10/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your tools" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(DEMO.trial)).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
  const user = await page.request.get("/api/auth/user");
  expect(user.status()).toBe(401);
});

test("Quick Access asks for an email, refuses unknown ones and can be cancelled", async ({ page }) => {
  const accessCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/temp-access") accessCalls.push(request.url());
  });
  await page.goto("/");
  const dialog = await openQuickAccess(page);
  const toasts = toastRegion(page);

  await dialog.getByRole("button", { name: "Access Account" }).click();
  await expect(toasts.getByText("Email Required")).toBeVisible();
  await expect(toasts.getByText("Please enter your email address")).toBeVisible();
  expect(accessCalls, "an empty email must not reach the server").toEqual([]);

  await dialog.getByLabel("Email").fill(`nobody-${Date.now()}@test.pub`);
  await dialog.getByRole("button", { name: "Access Account" }).click();
  await expect(toasts.getByText("Access Denied")).toBeVisible();
  await expect(toasts.getByText("User not found. Please contact support.")).toBeVisible();
  // One toast at a time: the new one replaces the old.
  await expect(toasts.getByText("Email Required")).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(accessCalls).toHaveLength(1);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(quickAccessDialog(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
});

test.describe("the development sign-in page", () => {
  test("a new address starts a trial and lands on the content creator", async ({ page }) => {
    const email = `e2e-${Date.now()}@test.pub`;
    await page.goto("/api/login");
    await expect(page.getByText("Local development sign-in")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Full House" })).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();

    await expectContentCreator(page);
    // A new pub: the setup dialog opens on the first visit.
    await expect(page.getByRole("dialog", { name: "Quick Pub Setup" })).toBeVisible();
    await expect(page.getByText("Login successful").first()).toBeVisible();
    await page.getByRole("button", { name: "Skip" }).click();
    await page.goto("/");
    await expect(page.getByRole("banner").getByText(email)).toBeVisible();
    const credits = page.getByRole("listitem").filter({ hasText: "Content credits" });
    await expect(credits.getByText("10", { exact: true })).toBeVisible();
  });

  test("an invalid address is explained on the page", async ({ page }) => {
    await page.goto("/api/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Full House" })).toBeVisible();
  });
});

test("an unknown address answers 404 Page Not Found", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("a trial with no credits left is pointed to the plans", async ({ page, signIn }) => {
  await signIn(DEMO.trialUsed);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("Trial completed.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  const credits = page.getByRole("listitem").filter({ hasText: "Content credits" });
  await expect(credits.getByText("0", { exact: true })).toBeVisible();
});

test("another site cannot sign a landlord out: its link only asks, and the header's Logout still signs out at once", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const email = `signout-${Date.now()}@test.pub`;
  const signInFresh = async () => {
    // The dev sign-in form, through the page's own cookie jar (a fresh account: the shared demo
    // sessions must outlive this test).
    const response = await page.request.post("/api/login", { form: { email }, headers: { Origin: origin } });
    expect(response.ok()).toBe(true);
  };
  const signedIn = async () => (await page.request.get("/api/auth/user")).status() === 200;
  await signInFresh();

  // Another site links to our sign-out address and embeds it as an image.
  await page.route("http://elsewhere.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title><img src="${origin}/api/logout" alt="">
        <a href="${origin}/api/logout">Win a free pint</a>`,
    }),
  );
  await page.goto("http://elsewhere.test/");
  await page.getByRole("link", { name: "Win a free pint" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign out of Full House?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await signedIn(), "the image and the link must not have signed anyone out").toBe(true);

  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  expect(await signedIn()).toBe(true);

  // Asked again, the landlord confirms: the button signs out.
  await page.goto("http://elsewhere.test/");
  await page.getByRole("link", { name: "Win a free pint" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
  expect(await signedIn()).toBe(false);

  // The header's Logout link, on our own page, signs out straight away with no question.
  await signInFresh();
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
  expect(await signedIn()).toBe(false);
});
