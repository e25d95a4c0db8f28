import { dataExportJob } from "~/server/account/data-export.server";
import { imageGenerationJob } from "~/server/images/generate.server";
import { quizGenerationJob } from "~/server/quiz/generate.server";
import type { JobHandler } from "./types.server";

/** Every kind of queued work; each feature adds its handler here. */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map(
  [dataExportJob, quizGenerationJob, imageGenerationJob].map((handler) => [
    handler.kind,
    handler as JobHandler,
  ]),
);
