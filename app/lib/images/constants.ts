/** The image studio's vocabulary (spec §9 Content) and the overlay editor's limits (spec §5). */

export const IMAGE_STYLES = [
  "photorealistic",
  "hyper_realistic",
  "illustrated",
  "pixar",
  "vintage",
  "modern",
  "comic",
] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export const IMAGE_PLATFORMS = ["facebook", "instagram_post", "instagram_story", "tiktok"] as const;
export type ImagePlatform = (typeof IMAGE_PLATFORMS)[number];

export const IMAGE_SIZES = ["social", "poster"] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const STYLE_LABELS: Record<ImageStyle, string> = {
  photorealistic: "Photorealistic",
  hyper_realistic: "Hyper-realistic",
  illustrated: "Illustrated",
  pixar: "3D cartoon",
  vintage: "Vintage",
  modern: "Modern",
  comic: "Comic",
};

export const PLATFORM_LABELS: Record<ImagePlatform, string> = {
  facebook: "Facebook",
  instagram_post: "Instagram post",
  instagram_story: "Instagram story",
  tiktok: "TikTok",
};

export const SIZE_LABELS: Record<ImageSize, string> = {
  social: "Social (square)",
  poster: "Poster (tall, 4:7)",
};

export const IMAGE_PROMPT_MAX = 1000;
export const TEXT_OVERLAY_MAX = 120;

/** The built-in renderer's name as the page shows it. */
export const BUILTIN_POSTER_LABEL = "Built-in poster";
