import { describe, expect, it } from "vitest";
import { IMAGE_PLATFORMS } from "~/lib/images/constants";
import { fitOnPage, imageDimensions, openAiImageSize, PAPER_SIZES } from "~/lib/images/sizes";

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

  it("asks OpenAI for the supported size closest in shape", () => {
    expect(openAiImageSize("gpt-image-1", { width: 1080, height: 1080 })).toBe("1024x1024");
    expect(openAiImageSize("gpt-image-1", { width: 1080, height: 1890 })).toBe("1024x1536");
    expect(openAiImageSize("dall-e-3", { width: 1080, height: 1920 })).toBe("1024x1792");
    expect(openAiImageSize("dall-e-3", { width: 1080, height: 1080 })).toBe("1024x1024");
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
