import { apiAnswer } from "~/lib/api-client";
import type {
  GenerateImagesRequest,
  ImprovePromptRequest,
  ImprovePromptResponse,
} from "~/lib/contract/images";
import type { Intents } from "~/lib/use-intent";
import { PUBLISHING_INTENTS } from "../publishing/publishing-intents";

/**
 * The image page's writes (run by the route's clientAction): each is one call to the /api
 * contract, and the loaders revalidate after it, so the gallery and the header's images are the server's.
 */
export const IMAGE_INTENTS = {
  improvePrompt: (request: ImprovePromptRequest) =>
    apiAnswer<ImprovePromptResponse>("/api/improve-prompt", { method: "POST", json: request }),
  /** Queues the images (charged at once) and answers the job to follow. */
  generateImages: (request: GenerateImagesRequest) =>
    apiAnswer<{ jobId: string }>("/api/generate-images", { method: "POST", json: request }),
  /** A poster and its caption on the calendar (issue 20): the schedule dialog posts it from here. */
  schedulePost: PUBLISHING_INTENTS.schedulePost,
} satisfies Intents;
