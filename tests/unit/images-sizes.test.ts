import { describe, expect, it } from "vitest";
import { IMAGE_PLATFORMS } from "~/lib/images/constants";
import { fitOnPage, imageDimensions, PAPER_SIZES } from "~/lib/images/sizes";
import { openAiImageSize } from "~/server/providers/images/openai-size.server";

describe("image sizes per platform", () => {
  it("makes feed images square, stories and TikTok 9:16, posters 4:7", () => {
    expect(imageDimensions("facebook", "social")).toEqual({ width: 1080, height: 1080 });
    expect(imageDimensions("instagram_post", "social")).toEqual({ width: 1080, height: 1080 });
    expect(imageDimensions("instagram_story", "social")).toEqual({ width: 1080, height: 1920 });
    expect(imageDimensions("tiktok", "social")).toEqual({ width: 1080, height: 1920 });
    for (const platform of IMAGE_PLATFORMS) {
      const poster = imageDimensions(platform, "poster");
      expect(poster).toEqual({ width: 1080, height: 1890 });
      expect(poster.width / poster.height).toBeCloseTo(4 / 7);
    }
  });

  it("asks the GPT Image 2.5 models for the platform's exact shape on the 16-pixel grid", () => {
    const size = (width: number, height: number) => openAiImageSize("gpt-image-2.5-flare", { width, height });
    expect(size(1080, 1080)).toEqual({ width: 1088, height: 1088 });
    expect(size(1080, 1890)).toEqual({ width: 1088, height: 1904 });
    expect(size(1080, 1920)).toEqual({ width: 1152, height: 2048 });
    for (const { width, height } of [size(1080, 1890), size(1080, 1920)]) {
      expect((width % 16) + (height % 16)).toBe(0);
    }
  });

  it("falls back to the standard sizes for a model that takes only those", () => {
    expect(openAiImageSize("gpt-image-1-mini", { width: 1080, height: 1890 })).toEqual({
      width: 1024,
      height: 1536,
    });
    expect(openAiImageSize("gpt-image-1-mini", { width: 1080, height: 1080 })).toEqual({
      width: 1024,
      height: 1024,
    });
  });

  it("fits a poster on A4 and A3 inside the margin, centred and unstretched", () => {
    for (const paper of ["A4", "A3"] as const) {
      const placed = fitOnPage({ width: 1080, height: 1890 }, paper);
      expect(placed.page).toEqual(PAPER_SIZES[paper]);
      expect(placed.width / placed.height).toBeCloseTo(1080 / 1890);
      expect(placed.height).toBeCloseTo(PAPER_SIZES[paper].height - 72);
      expect(placed.x).toBeCloseTo((PAPER_SIZES[paper].width - placed.width) / 2);
      expect(placed.y).toBeCloseTo(36);
    }
    const square = fitOnPage({ width: 1080, height: 1080 }, "A4");
    expect(square.width).toBeCloseTo(595.28 - 72);
    expect(square.x).toBeCloseTo(36);
  });
});
