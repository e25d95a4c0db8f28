import { generateImagesRequestSchema } from "~/lib/contract/images";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { accepted, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { startImageGeneration } from "~/server/images/generate.server";
import type { Route } from "./+types/generate-images";

/** POST /api/generate-images — queues the images (metered) and answers 202 { jobId }. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, generateImagesRequestSchema);
    return accepted(await startImageGeneration(getApp(args), account, input));
  },
});
