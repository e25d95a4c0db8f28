import { quizResultsSchema } from "~/lib/contract/quiz";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { recordResults, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-results";

/** PUT /api/quiz/{id}/results — the night's attendance and team scores, recorded by the host. */
export const action = apiMethods<Route.ActionArgs>({
  async PUT(args) {
    const account = await requireAccount(args);
    const results = await readJson(args.request, quizResultsSchema);
    return toQuiz(await recordResults(getApp(args), account.id, args.params.quizId, results));
  },
});
