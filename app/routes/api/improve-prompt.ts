import { improvePromptRequestSchema } from "~/lib/contract/images";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { improvePrompt } from "~/server/images/prompt.server";
import type { Route } from "./+types/improve-prompt";

/** POST /api/improve-prompt — a detailed image brief from a few words (paid plans). */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, improvePromptRequestSchema);
    return improvePrompt(getApp(args), account, input);
  },
});
