import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { regenerateQuestion } from "~/server/quiz/generate.server";
import type { Route } from "./+types/quiz-regenerate-question";

/** POST /api/quiz/{id}/regenerate-question/{questionId} — swaps one question under the quiz's rules. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const { quizId, questionId } = args.params;
    return { question: await regenerateQuestion(getApp(args), account, quizId, questionId) };
  },
});
