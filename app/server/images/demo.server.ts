import { generateImagesRequestSchema } from "~/lib/contract/images";
import type { AppContext } from "~/server/context.server";
import { imageGenerationJob } from "./generate.server";

/**
 * Two posters the Red Lion has already made, drawn by the real image job, so the gallery isn't empty.
 * A poster the image provider refuses or cannot draw is logged and left out: demo data never stops
 * the seed, or the server that runs it.
 */
export async function seedDemoImages(ctx: AppContext, accountId: string, pubName: string) {
  const posters = [
    {
      userInput: "Quiz night this Thursday 8pm, £50 bar tab for the winners",
      style: "vintage",
      textOverlay: "Teams of up to 6",
    },
    {
      userInput: "Sunday roast served 12-4pm, beef, lamb or nut roast",
      style: "modern",
      imageSize: "poster",
    },
  ];
  for (const [index, poster] of posters.entries()) {
    const request = generateImagesRequestSchema.parse(poster);
    try {
      await imageGenerationJob.run(ctx, {
        id: `demo-poster-${accountId}-${index + 1}`,
        accountId,
        input: { request, pubName },
        progress: async () => {},
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Demo poster ${index + 1} (${ctx.providers.images.label}) left out: ${reason}`);
    }
  }
}
