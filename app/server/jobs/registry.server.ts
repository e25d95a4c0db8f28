import { dataExportJob } from "~/server/account/data-export.server";
import { imageGenerationJob } from "~/server/images/generate.server";
import type { JobHandler } from "./types.server";

/** Every kind of queued work; each feature adds its handler here. */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map(
  [dataExportJob as JobHandler, imageGenerationJob as JobHandler].map((handler) => [handler.kind, handler]),
);
