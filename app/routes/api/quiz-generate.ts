import { quizGenerationRequestSchema } from "~/lib/contract/quiz";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { accepted, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { startQuizGeneration } from "~/server/quiz/generate.server";
import type { Route } from "./+types/quiz-generate";

/** POST /api/quiz/generate — queues a quiz; follow it at /api/jobs/{id}, whose result is the draft quiz. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const request = await readJson(args.request, quizGenerationRequestSchema);
    return accepted(await startQuizGeneration(getApp(args), account, request));
  },
});
