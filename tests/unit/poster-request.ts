import { posterContent } from "~/server/providers/images/poster/render.server";
import type { ImageRequest } from "~/server/providers/images/types";

/** What a modern, square Instagram poster for The Red Lion would say for this brief (no drawing). */
export const squarePosterContent = (prompt: string, textOverlay: string | null = null) =>
  posterContent({
    prompt,
    style: "modern",
    platform: "instagram_post",
    imageSize: "social",
    contentType: "event_announcement",
    size: { width: 1080, height: 1080 },
    pubName: "The Red Lion",
    textOverlay,
    variant: 0,
  } satisfies ImageRequest);

/** A poster request for The Red Lion in one style and size, as the image studio sends it. */
export const posterRequest = (
  prompt: string,
  style: ImageRequest["style"],
  size: ImageRequest["size"],
  { textOverlay = null, variant = 0 }: { textOverlay?: string | null; variant?: number } = {},
): ImageRequest => ({
  prompt,
  style,
  platform: size.height > 1400 ? "instagram_story" : "instagram_post",
  imageSize: size.height === 1890 ? "poster" : "social",
  contentType: "event_announcement",
  size,
  pubName: "The Red Lion",
  textOverlay,
  variant,
});
