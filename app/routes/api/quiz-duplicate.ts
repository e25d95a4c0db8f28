import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { duplicateQuiz, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-duplicate";

/** POST /api/quiz/{id}/duplicate — a saved copy to run again. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    return toQuiz(await duplicateQuiz(getApp(args), account.id, args.params.quizId));
  },
});
