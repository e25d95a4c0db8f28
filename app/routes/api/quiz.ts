import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { getOwnQuizRow, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz";

/** GET /api/quiz/{id} — one of my quizzes with its questions. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return toQuiz(await getOwnQuizRow(getApp(args), account.id, args.params.quizId));
});
