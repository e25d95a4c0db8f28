import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousViolations, test, toastRegion } from "./fixtures";

const DESCRIPTION = "Quiz night this Thursday at 8pm, teams of up to six";

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

function toast(page: Page, title: string) {
  return toastRegion(page).getByText(title, { exact: true });
}

async function openStudio(page: Page, path = "/image-generator") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "AI Image Generator", level: 1 })).toBeVisible();
  await expect(page.locator("[data-hydrated]")).toBeVisible();
}

test.describe("Image studio", () => {
  test("enhance → generate with progress → drag the text → download a JPEG → print a PDF", async ({
    page,
    signIn,
  }) => {
    // A queued render, two downloads and axe over the editor: given the time they need on a busy machine.
    test.setTimeout(180_000);
    await signIn(DEMO.pro);
    await openStudio(page);
    const nav = page.getByRole("navigation", { name: "Other tools" });
    await expect(nav.getByRole("link", { name: "Sports" })).toHaveAttribute("href", "/sports");
    await expect(nav.getByRole("link", { name: "Content" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByText("Images by: Built-in poster")).toBeVisible();

    // Empty prompts are caught before any call.
    await page.getByRole("button", { name: "Enhance Prompt" }).click();
    await expect(toast(page, "Please enter a basic image description first")).toBeVisible();
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(toast(page, "Please describe the image you want to create")).toBeVisible();

    await page.getByLabel("Describe your image").fill(DESCRIPTION);
    await page.getByRole("button", { name: "Enhance Prompt" }).click();
    await expect(toast(page, "Prompt Enhanced!")).toBeVisible();
    const enhanced = page.getByTestId("enhanced-prompt");
    await expect(enhanced).toContainText(`${DESCRIPTION}. Scene: teams huddled round`);
    await expect(page.getByText("Built-in enhancer")).toBeVisible();

    await page.getByLabel("Text overlay (optional)").fill("£50 bar tab for the winners");
    await page.getByLabel("Style").selectOption("vintage");
    await page.getByLabel("Platform").selectOption("facebook");
    await page.getByLabel("Size").selectOption("social");
    // The header's figure before the poster: other tests share the Pro account, so read it.
    const imagesLeft = page.getByTestId("header-allowance").locator('[data-meter="images"]');
    const before = Number((await imagesLeft.innerText()).match(/^(\d+) images? left$/)?.[1]);
    expect(before).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Generate Image" }).click();
    const progress = page.getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect(toast(page, "Images Generated!")).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    // The header counts the poster at once, without a reload.
    await expect(imagesLeft).toHaveText(`${before - 1} ${before - 1 === 1 ? "image" : "images"} left`);

    const result = page.getByTestId("image-result");
    await expect(result.getByText("Built-in poster", { exact: true })).toBeVisible();
    await expect(result.getByText("Facebook · 1080×1080")).toBeVisible();
    const image = result.getByRole("img", { name: /Vintage poster.*Quiz Night/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);

    // Text on top: starts in the middle; drag it past the bottom-left corner and it stops at 10/90.
    await result.getByLabel("Text on the image").fill("Book your table");
    const overlay = result.getByTestId("overlay-text");
    await expect(overlay).toHaveAttribute("data-x", "50.0");
    await expect(overlay).toHaveAttribute("data-y", "50.0");
    const box = (await image.boundingBox())!;
    const start = (await overlay.boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.7, { steps: 5 });
    await expect(overlay).toHaveAttribute("data-x", /^(29|30|31)\.\d$/);
    await page.mouse.move(box.x - 50, box.y + box.height + 50, { steps: 5 });
    await page.mouse.up();
    await expect(overlay).toHaveAttribute("data-x", "10.0");
    await expect(overlay).toHaveAttribute("data-y", "90.0");
    await result.getByRole("button", { name: "Top" }).click();
    await expect(overlay).toHaveAttribute("data-y", "15.0");
    await result.getByLabel(/Text size/).fill("36");
    await expect(result.getByText("Text size: 36px")).toBeVisible();

    // A long overlay wraps onto lines the preview shows one by one; the download draws those lines.
    await result
      .getByLabel("Text on the image")
      .fill("Book your Christmas party table now before the best dates go");
    const lines = result.getByTestId("overlay-line");
    expect(await lines.count()).toBeGreaterThan(1);
    const frame = (await image.boundingBox())!;
    const textBox = (await overlay.boundingBox())!;
    // The box keeps inside 80 % of the image's width and inside the image, as in the JPEG.
    expect(textBox.width).toBeLessThanOrEqual(frame.width * 0.8 + 1);
    expect(textBox.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(textBox.y).toBeGreaterThanOrEqual(frame.y - 1);
    for (const line of await lines.all()) {
      const box = (await line.boundingBox())!;
      expect(box.height, "each line is one line of text").toBeLessThan(36 * 1.2 + 2);
    }

    const downloading = page.waitForEvent("download");
    await result.getByRole("button", { name: "Download" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fullhouse-\d{13}\.jpg$/);
    const jpeg = await readFile((await download.path())!);
    expect(jpegSize(jpeg)).toEqual({ width: 1080, height: 1080 });
    await expect(toast(page, "Downloaded Successfully!")).toBeVisible();

    const printing = page.waitForEvent("download");
    await result.getByRole("button", { name: "Print A4" }).click();
    const pdf = await printing;
    expect(pdf.suggestedFilename()).toMatch(/^fullhouse-\d{13}\.A4\.pdf$/);
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfBytes.length).toBeGreaterThan(20_000);

    // Suggested captions copy; the gallery keeps the new image.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await result.getByRole("button", { name: "Copy caption" }).first().click();
    await expect(toast(page, "Copied!")).toBeVisible();
    const gallery = page.getByRole("region", { name: "Your images" });
    await expect(gallery.getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
    // Thumbnails show the whole poster, never a crop of it.
    expect(
      await gallery
        .getByRole("img")
        .first()
        .evaluate((img) => getComputedStyle(img).objectFit),
    ).toBe("contain");
    await expectNoSeriousViolations(page);

    // Signed out meanwhile: 'Login Required' and back to the start.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Generate Image" }).click();
    await expect(toast(page, "Login Required")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the free trial sees the upgrade dialog for images and prompt enhancing", async ({ page, signIn }) => {
    // Two dialogs, each loaded when it first opens: given the time they need on a busy machine.
    test.slow();
    await signIn(DEMO.trial);
    await openStudio(page, "/images");
    await expect(page.getByText("Images are part of Starter and Pro.")).toBeVisible();
    await page.getByLabel("Describe your image").fill(DESCRIPTION);

    await page.getByRole("button", { name: "Generate Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Unlock AI images and posters" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Free Trial")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/pricing");
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Enhance Prompt" }).click();
    await expect(page.getByRole("dialog", { name: "Unlock prompt enhancing" })).toBeVisible();
  });
});

test("the image studio fits a 375 px phone without sideways scrolling", async ({ page, signIn }) => {
  // axe walks the whole page with its gallery: given the time it needs on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(DEMO.pro);
  await openStudio(page);
  await expect(page.getByRole("heading", { name: "Your images" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
