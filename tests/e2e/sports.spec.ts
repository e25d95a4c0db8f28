import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import type { FavouriteTeam, FixturesResponse, SportsMatchContext } from "../../app/lib/contract/sports";
import {
  DEMO,
  expect,
  expectNoSeriousViolations,
  LANDING_HEADING,
  tabTo,
  test,
  toastRegion,
} from "./fixtures";

const CONTEXT_KEY = "fullhouse:sports-match-context";
const HAND_OFF_URL = /\/dashboard\?source=sports&campaign=(major_event|single_post)$/;

const ARSENAL: FavouriteTeam = {
  id: "football-arsenal",
  name: "Arsenal",
  sport: "football",
  category: "premier",
  notificationDays: 21,
};
const YORKSHIRE: FavouriteTeam = {
  id: "cricket-yorkshire",
  name: "Yorkshire",
  sport: "cricket",
  category: "local",
  notificationDays: 7,
};

/**
 * Puts the signed-in account's favourites into a known state through the API the page uses. Call it
 * once the page has been on the site: a mutating call must carry the site's own Origin.
 */
async function setFavourites(page: Page, favourites: FavouriteTeam[]) {
  const response = await page.request.put("/api/favourites", {
    data: { favourites, remindersEnabled: true },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function serverFavourites(request: APIRequestContext): Promise<FavouriteTeam[]> {
  const response = await request.get("/api/favourites");
  return ((await response.json()) as { favourites: FavouriteTeam[] }).favourites;
}

/** The API's first page for a filter, and how many fixtures its two-week window holds. */
async function apiFixtures(request: APIRequestContext, filter: string, sport = "all") {
  const response = await request.get(`/api/sports/upcoming-fixtures?filter=${filter}&sport=${sport}`);
  expect(response.ok()).toBe(true);
  const { fixtures } = (await response.json()) as FixturesResponse;
  return { fixtures, total: Number(response.headers()["x-total-count"]) };
}

/** Scrolls the list to its end, as a person would, until the last page says it is the last. */
async function scrollToEnd(page: Page) {
  const end = page.getByText(/^That's every match /);
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens /sports and waits until React has hydrated it (a click before then does nothing). */
async function openSports(page: Page) {
  await page.goto("/sports");
  await expect(page.getByRole("heading", { level: 1, name: "Sports Fixture Center" })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible();
}

function favouritesHeading(page: Page) {
  return page.getByRole("heading", { name: /^Your Favorite Teams \(\d+\)$/ });
}

const cards = (page: Page) => page.getByTestId("fixture-card");

/** Serves a stand-in for the content creator, so the stored hand-off is still there to read. */
async function stubContentCreator(page: Page) {
  await page.route(/\/dashboard\?source=sports/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Content creator</title>" }),
  );
}

async function storedHandOff(page: Page): Promise<SportsMatchContext> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), CONTEXT_KEY);
  expect(raw, "the hand-off was stored").not.toBeNull();
  return JSON.parse(raw!) as SportsMatchContext;
}

test("signed out, /sports is the landing page and a reminder link asks to sign in", async ({ page }) => {
  await page.goto("/sports");
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();
  await page.goto("/sports/match/some-match");
  expect(new URL(page.url()).pathname).toBe("/api/login");
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/sports/match/some-match");
});

test.describe("signed in", () => {
  test("the page has its header, source and links, fits a phone and passes axe", async ({ page, signIn }) => {
    await signIn(DEMO.pro);
    await page.setViewportSize({ width: 375, height: 812 });
    await openSports(page);
    await expect(page.getByText("Track upcoming matches and automated notifications")).toBeVisible();
    await expect(page.getByText("Sample fixtures · built-in feed")).toBeVisible();
    const links = page.getByRole("navigation", { name: "Other tools" });
    await expect(links.getByRole("link", { name: "Content" })).toHaveAttribute("href", "/dashboard");
    await expect(links.getByRole("link", { name: "Images" })).toHaveAttribute("href", "/images");
    await expect(links.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (5)");
    await expect(cards(page).first()).toBeVisible();

    // The keyboard reaches the controls, and Enter opens the Add Teams dialog.
    await tabTo(page, page.getByRole("button", { name: "Add Teams" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Add Teams" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Add Teams" })).toBeHidden();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, "/sports scrolls sideways at 375px").toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page);
  });

  test("filter tabs and the sport dropdown change the list and the address", async ({ page, signIn }) => {
    await signIn(DEMO.starter);
    await openSports(page);
    await expect(page.getByRole("button", { name: "All Fixtures" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page).first()).toBeVisible();

    // Rugby only: every card is a rugby match (or the list says none match).
    const rugby = await apiFixtures(page.request, "all", "rugby");
    await page.getByLabel("Sport", { exact: true }).selectOption("rugby");
    await expect(page).toHaveURL(/\/sports\?sport=rugby$/);
    if (rugby.total > 0) {
      await expect(cards(page).first()).toBeVisible();
      await expect(cards(page).first()).toHaveAttribute("data-sport", "rugby");
      const sports = await cards(page).evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-sport")),
      );
      expect(new Set(sports)).toEqual(new Set(["rugby"]));
    } else {
      await expect(page.getByText("No upcoming fixtures match your filter criteria")).toBeVisible();
    }

    // On TV, every sport: each card says where it is broadcast.
    await page.getByLabel("Sport", { exact: true }).selectOption("all");
    await page.getByRole("button", { name: "On TV" }).click();
    await expect(page).toHaveURL(/\/sports\?filter=televised$/);
    await expect(page.getByRole("button", { name: "On TV" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page).first()).toBeVisible();
    const televised = await cards(page).evaluateAll((elements) =>
      elements.map((element) => element.textContent ?? ""),
    );
    expect(televised.length).toBeGreaterThan(0);
    for (const text of televised) expect(text).toContain("Broadcast on:");

    // Today & Tomorrow: only matches a day away at most, every one of them once scrolled through.
    await page.getByRole("button", { name: "Today & Tomorrow" }).click();
    await expect(page.getByRole("button", { name: "Today & Tomorrow" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const daily = await apiFixtures(page.request, "daily");
    if (daily.total > 0) {
      await scrollToEnd(page);
      await expect(cards(page)).toHaveCount(daily.total);
      for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Today|Tomorrow/);
    }

    // Local Teams: this account has no pub, so no team is local to it.
    expect((await apiFixtures(page.request, "local")).total).toBe(0);
    await page.getByRole("button", { name: "Local Teams" }).click();
    await expect(page.getByText("No upcoming fixtures match your filter criteria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);

    // The address keeps the view: a reload shows the same tab.
    await page.reload();
    await expect(page.getByRole("button", { name: "Local Teams" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the list starts light, loads the fortnight as it scrolls, and looks further ahead on request", async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.starter);
    const pages: string[] = [];
    page.on("request", (request) => {
      if (/\/sports\.data\?.*after=/.test(request.url())) pages.push(request.url());
    });
    await page.goto("/sports?filter=major");
    await expect(page.locator("[data-hydrated]")).toBeVisible();
    const { total } = await apiFixtures(page.request, "major");
    expect(total).toBeGreaterThan(6);
    await expect(page.getByText(new RegExp(`^${total} fixtures up to `))).toBeVisible();
    // The page arrives with one page of cards, not the whole window.
    expect(await cards(page).count()).toBeLessThan(total);

    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(total);
    expect(pages.length).toBeGreaterThan(0);
    const titles = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toHaveLength(total);

    await page.getByRole("button", { name: /^Show matches up to / }).click();
    await expect(page).toHaveURL(/\/sports\?filter=major&days=60$/);
    const wide = await page.request.get("/api/sports/upcoming-fixtures?filter=major&days=60");
    const wideTotal = Number(wide.headers()["x-total-count"]);
    expect(wideTotal).toBeGreaterThan(total);
    await expect(page.getByText(new RegExp(`^${wideTotal} fixtures up to `))).toBeVisible();
  });

  test("a page of fixtures that fails to load says so in place and can be tried again", async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.starter);
    await openSports(page);
    await expect(cards(page)).toHaveCount(6);
    // The network fails outright (a 5xx here would trip the suite's server-error guard).
    await page.route(/\/sports\.data\?.*after=/, (route) => route.abort("failed"));
    const failure = page.getByText(
      "Couldn't load more fixtures. Sports fixture data is temporarily unavailable.",
    );
    await expect(async () => {
      await page.mouse.wheel(0, 3000);
      await expect(failure).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // What was on screen stays; the favourites are still there to use.
    await expect(cards(page)).toHaveCount(6);
    await expect(favouritesHeading(page)).toBeVisible();

    await page.unroute(/\/sports\.data\?.*after=/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(failure).toBeHidden();
    await expect.poll(async () => cards(page).count()).toBeGreaterThan(6);
  });

  test.describe("favourite teams", () => {
    test.beforeEach(async ({ page, signIn }) => {
      await signIn(DEMO.starter);
      await page.goto("/sports");
      await setFavourites(page, []);
    });

    test("add a popular team and a custom team with Enter", async ({ page }) => {
      await openSports(page);
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (0)");
      await expect(page.getByText("No favorite teams selected yet.")).toBeVisible();
      await expect(
        page.getByText("Add teams to get priority notifications for their matches!"),
      ).toBeVisible();

      await page.getByRole("button", { name: "Add Teams" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Teams" });
      await expect(dialog).toBeVisible();
      for (const tab of ["Football", "Cricket", "Rugby", "Tennis"]) {
        await expect(dialog.getByRole("tab", { name: tab })).toBeVisible();
      }

      const arsenal = dialog.getByRole("button", { name: /^Arsenal/ });
      await expect(arsenal).toContainText("Premier");
      await arsenal.click();
      await expect(arsenal).toBeDisabled();

      await dialog.getByRole("tab", { name: "Cricket" }).click();
      const yorkshire = dialog.getByRole("button", { name: /^Yorkshire/ });
      await yorkshire.click();
      await expect(yorkshire).toBeDisabled();

      // A custom cricket side, added with Enter; blank names are refused.
      const custom = dialog.getByLabel("Or add your own cricket team");
      await custom.fill("   ");
      await custom.press("Enter");
      await expect(dialog.getByText("Enter a team name.")).toBeVisible();
      await custom.fill("  Otley Cricket Club ");
      await custom.press("Enter");
      await expect(custom).toHaveValue("");
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();

      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (3)");
      const list = page.getByTestId("favourite-team");
      await expect(list).toHaveText([
        /Arsenal.*Football · Premier/,
        /Yorkshire.*Cricket · Local/,
        /Otley Cricket Club.*Cricket · Local/,
      ]);

      // Saved on the server (custom id, local, one week), and cached in the browser.
      await expect.poll(async () => (await serverFavourites(page.request)).length).toBe(3);
      const saved = await serverFavourites(page.request);
      const otley = saved.find((team) => team.name === "Otley Cricket Club");
      expect(otley).toMatchObject({ sport: "cricket", category: "local", notificationDays: 7 });
      expect(otley?.id).toMatch(/^custom-\d+$/);
      const cached = await page.evaluate(() => window.localStorage.getItem("fullhouse:favourites"));
      expect(cached).toContain("Otley Cricket Club");

      await page.reload();
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (3)");
      await expect(
        page.getByTestId("favourite-team").filter({ hasText: "Otley Cricket Club" }),
      ).toBeVisible();
    });

    test("a team added flags its match on the cards at once, without a reload", async ({ page }) => {
      await openSports(page);
      // The first card of a sport the Add Teams dialog offers (darts and racing have no teams to add).
      const first = page
        .locator(
          '[data-testid="fixture-card"]:is([data-sport="football"], [data-sport="cricket"], [data-sport="rugby"], [data-sport="tennis"])',
        )
        .first();
      await expect(first).not.toContainText("Your team");
      const sport = await first.getAttribute("data-sport");
      const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
      const team = title.split(" vs ")[0]!.trim();
      const label = { football: "Football", cricket: "Cricket", rugby: "Rugby", tennis: "Tennis" }[sport!]!;
      // A mark on this document: a full reload would wipe it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await page.getByRole("button", { name: "Add Teams" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Teams" });
      await dialog.getByRole("tab", { name: label }).click();
      const custom = dialog.getByLabel(`Or add your own ${label.toLowerCase()} team`);
      await custom.fill(team);
      await custom.press("Enter");
      await dialog.getByRole("button", { name: "Done" }).click();

      // The save's revalidation redraws the list: the same card now says it is this pub's team.
      await expect(cards(page).filter({ hasText: title }).first()).toContainText("Your team");
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    });

    test("change a lead time and it persists after reload", async ({ page }) => {
      await setFavourites(page, [ARSENAL]);
      await openSports(page);
      const leadTime = page.getByLabel("Reminder lead time for Arsenal (Football)");
      await expect(leadTime).toHaveValue("21");
      await expect(leadTime.locator("option")).toHaveText(["1 week ahead", "2 weeks ahead", "3 weeks ahead"]);
      await leadTime.selectOption({ label: "1 week ahead" });
      await expect.poll(async () => (await serverFavourites(page.request))[0]?.notificationDays).toBe(7);
      await page.reload();
      await expect(page.getByLabel("Reminder lead time for Arsenal (Football)")).toHaveValue("7");
    });

    test("remove a team and undo", async ({ page }) => {
      await setFavourites(page, [ARSENAL, YORKSHIRE]);
      await openSports(page);
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (2)");
      await page.getByRole("button", { name: "Remove Arsenal (Football)" }).click();
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (1)");
      await expect(page.getByText("Removed Arsenal")).toBeVisible();
      await expect.poll(async () => (await serverFavourites(page.request)).length).toBe(1);

      await page.getByRole("button", { name: "Undo" }).click();
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (2)");
      await expect(page.getByTestId("favourite-team").first()).toContainText("Arsenal");
      await expect
        .poll(async () => (await serverFavourites(page.request)).map((team) => team.id))
        .toEqual([ARSENAL.id, YORKSHIRE.id]);
      await page.reload();
      await expect(favouritesHeading(page)).toHaveText("Your Favorite Teams (2)");
    });

    test("match reminders can be switched off", async ({ page }) => {
      await openSports(page);
      const reminders = page.getByRole("switch", { name: "Email me match reminders" });
      await expect(reminders).toBeChecked();
      await reminders.click();
      await expect(reminders).not.toBeChecked();
      await expect
        .poll(
          async () =>
            ((await (await page.request.get("/api/favourites")).json()) as { remindersEnabled: boolean })
              .remindersEnabled,
        )
        .toBe(false);
      await reminders.click();
      await expect
        .poll(
          async () =>
            ((await (await page.request.get("/api/favourites")).json()) as { remindersEnabled: boolean })
              .remindersEnabled,
        )
        .toBe(true);
    });
  });

  test("'Create Content for This Match' stores the match and opens the content creator", async ({
    page,
    signIn,
  }) => {
    await signIn(DEMO.starter);
    await stubContentCreator(page);
    await openSports(page);
    const card = cards(page).first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const navigation = page.waitForRequest(HAND_OFF_URL);
    await card.getByRole("button", { name: "Create Content for This Match" }).click();
    const request = await navigation;
    await page.waitForURL(HAND_OFF_URL);

    const context = await storedHandOff(page);
    expect(context.generatedFromSports).toBe(true);
    expect(title).toContain(context.fixture.homeTeam);
    expect(request.url()).toContain(`campaign=${context.marketingStrategy.campaignType}`);
    const prefill = await page.evaluate(() => window.sessionStorage.getItem("fullhouse:prefill-text"));
    expect(prefill).toContain(context.fixture.homeTeam);
  });

  test("the reminder e-mail's link hands the match over the same way", async ({ page, signIn }) => {
    await signIn(DEMO.pro);
    const {
      fixtures: [fixture],
    } = await apiFixtures(page.request, "major");
    expect(fixture, "a major event to open").toBeDefined();
    await stubContentCreator(page);
    const navigation = page.waitForRequest(HAND_OFF_URL);
    await page.goto(`/sports/match/${encodeURIComponent(fixture!.id)}`);
    await navigation;
    await page.waitForURL(HAND_OFF_URL);
    const context = await storedHandOff(page);
    expect(context.fixture.id).toBe(fixture!.id);

    await page.goto("/sports/match/no-such-match");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  });

  test("download this week's TV poster as a PDF", async ({ page, signIn }) => {
    await signIn(DEMO.pro);
    await openSports(page);
    await page.getByRole("button", { name: "Print this week's TV poster" }).click();
    const dialog = page.getByRole("dialog", { name: "This week's games" });
    await expect(dialog.getByLabel("Headline")).toHaveValue("Live sport this week");
    const boxes = dialog.getByRole("checkbox");
    await expect(boxes.first()).toBeVisible();
    if ((await dialog.getByRole("checkbox", { checked: true }).count()) === 0) await boxes.first().click();
    await dialog.getByLabel("Headline").fill("Sport at the Red Lion");

    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("fullhouse-sport-this-week.pdf");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(dialog).toBeHidden();
    await expect(toastRegion(page).getByText("Poster downloaded", { exact: true })).toBeVisible();
  });
});
