import { questionReportSchema } from "~/lib/contract/quiz";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import { reportQuestion } from "~/server/quiz/library.server";
import { getOwnQuizRow } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-question-report";

/** POST /api/quiz/{id}/questions/{questionId}/report — "this answer is wrong": counts against accuracy. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const { reason } = await readJson(args.request, questionReportSchema);
    const { quizId, questionId } = args.params;
    const ctx = getApp(args);
    const quiz = await getOwnQuizRow(ctx, account.id, quizId);
    if (!quiz.questions.some((q) => q.id === questionId))
      throw errors.notFound("No such question in this quiz.");
    await reportQuestion(ctx, account.id, quizId, questionId, reason);
    return new Response(null, { status: 204 });
  },
});
