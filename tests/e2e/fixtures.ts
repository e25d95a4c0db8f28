import AxeBuilder from "@axe-core/playwright";
import { test as base, type Cookie, expect, type Locator, type Page } from "@playwright/test";

export { expect };

/** The demo accounts `npm start` seeds in local mode (DESIGN.md, "Demo data"). */
export const DEMO = {
  trial: "trial@demo.pub",
  trialUsed: "trial-used@demo.pub",
  starter: "starter@demo.pub",
  pro: "pro@demo.pub",
} as const;

/** Every page a signed-out visitor can reach, named for screenshot files. */
export const PUBLIC_PAGES = [
  { name: "landing", path: "/" },
  { name: "new-landing", path: "/new-landing" },
  { name: "quiz-night", path: "/quiz-night" },
  { name: "pricing", path: "/pricing" },
  { name: "privacy", path: "/privacy" },
  { name: "terms", path: "/terms" },
  { name: "help", path: "/help" },
  { name: "contact", path: "/contact" },
  { name: "login", path: "/api/login" },
] as const;

export const LANDING_HEADING = "A full house, every night.";

export function quickAccessDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Access Full House" });
}

/** The hero's Quick Access button (the header's copy is hidden on phones). */
export function heroQuickAccessButton(page: Page): Locator {
  return page.getByRole("main").getByRole("button", { name: "Quick Access" });
}

export function toastRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/**
 * Opens Quick Access from the landing hero. A click before hydration does nothing, so it clicks
 * again until the dialog shows (never while it is already open: the overlay would swallow the click).
 */
export async function openQuickAccess(page: Page): Promise<Locator> {
  const dialog = quickAccessDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) await heroQuickAccessButton(page).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** Opens Quick Access from the keyboard alone: Tab to the hero button, then Enter (again until hydrated). */
export async function openQuickAccessWithKeyboard(page: Page): Promise<Locator> {
  const dialog = quickAccessDialog(page);
  await tabTo(page, heroQuickAccessButton(page));
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** Signs in the way a person does: landing → Quick Access → email → Access Account → content creator. */
export async function signInWithQuickAccess(page: Page, email: string) {
  await page.goto("/");
  const dialog = await openQuickAccess(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Access Account" }).click();
  await expectContentCreator(page);
}

/**
 * Sign-in lands on the content creator. Its first visit may open the pub setup dialog (which hides
 * the page from the accessibility tree), so the heading is found by its element, not its role.
 */
export async function expectContentCreator(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("h1", { hasText: "Content Creator" })).toBeVisible();
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never gets there. */
export async function tabTo(page: Page, target: Locator, maxPresses = 30) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target} within ${maxPresses} presses`);
}

/** Runs axe on the page (or just `include`) and fails on any serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const summaries = serious.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        `${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${violation.help}`,
        `  element: ${node.html.slice(0, 200)}`,
        `  ${(node.failureSummary ?? "").replace(/\s+/g, " ").trim()}`,
      ].join("\n"),
    ),
  );
  expect(summaries, `axe found serious/critical violations on ${page.url()}`).toEqual([]);
}

// Session cookies by email, kept for the worker's lifetime: each demo account signs in once per run.
const sessionCookies = new Map<string, Cookie>();

interface Fixtures {
  /** Puts a signed-in session for `email` into this test's browser context. */
  signIn: (email: string) => Promise<void>;
  /** Notes any 5xx answer or uncaught page error, and prints them when the test fails. */
  reportServerErrors: undefined;
}

export const test = base.extend<Fixtures>({
  reportServerErrors: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 500) {
          problems.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`uncaught error in the page: ${error.message}`));
      await use(undefined);
      if (problems.length === 0) return;
      // Reported, not failed on: a test may fake a 5xx on purpose, and a script that failed to load
      // already fails the test that needed it. This tells the reader the server was at fault.
      testInfo.annotations.push({ type: "server errors", description: problems.join("\n") });
      if (testInfo.status !== testInfo.expectedStatus) {
        console.error(`Server errors during "${testInfo.title}":\n  ${problems.join("\n  ")}`);
      }
    },
    { auto: true },
  ],
  signIn: async ({ context, playwright, baseURL }, use) => {
    await use(async (email) => {
      let cookie = sessionCookies.get(email);
      if (!cookie) {
        // The dev sign-in form, not Quick Access: Quick Access allows 5 calls a minute from one
        // address and the Quick Access tests themselves spend 3 of them; sign-in allows 10.
        const request = await playwright.request.newContext({ baseURL });
        try {
          const response = await request.post("/api/login", {
            form: { email },
            headers: { Origin: new URL(baseURL ?? "").origin },
            maxRedirects: 0,
          });
          expect(response.status(), `dev sign-in for ${email}: ${await response.text()}`).toBe(302);
          const { cookies } = await request.storageState();
          // Only the session: the flash cookie would put a "Login successful" toast on the first page.
          cookie = cookies.find((candidate) => candidate.name === "fh_session");
          if (!cookie) throw new Error(`dev sign-in for ${email} set no session cookie`);
          sessionCookies.set(email, cookie);
        } finally {
          await request.dispose();
        }
      }
      await context.addCookies([cookie]);
    });
  },
});
