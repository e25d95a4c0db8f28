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
