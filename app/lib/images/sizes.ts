import type { ImagePlatform, ImageSize } from "./constants";

export interface Dimensions {
  width: number;
  height: number;
}

/** Every image is 1080 px wide, the width Facebook, Instagram and TikTok all display at full quality. */
const WIDTH = 1080;

/**
 * The pixel size for a platform and size (spec §9): a poster is tall at 4:7 whatever the platform;
 * otherwise stories and TikTok are full-screen 9:16 and the feeds are square.
 */
export function imageDimensions(platform: ImagePlatform, size: ImageSize): Dimensions {
  if (size === "poster") return { width: WIDTH, height: Math.round((WIDTH * 7) / 4) };
  if (platform === "instagram_story" || platform === "tiktok") {
    return { width: WIDTH, height: Math.round((WIDTH * 16) / 9) };
  }
  return { width: WIDTH, height: WIDTH };
}

export const PAPER_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  A3: { width: 841.89, height: 1190.55 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;

/**
 * Where an image sits on a portrait page: as large as fits inside the margin (points), centred,
 * never stretched.
 */
export function fitOnPage(image: Dimensions, paper: PaperSize, margin = 36) {
  const page = PAPER_SIZES[paper];
  const scale = Math.min((page.width - 2 * margin) / image.width, (page.height - 2 * margin) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { page, x: (page.width - width) / 2, y: (page.height - height) / 2, width, height };
}
