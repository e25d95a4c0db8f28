import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { startHalfTimeQuiz } from "~/server/quiz/half-time.server";
import type { Route } from "./+types/sports-half-time-quiz";

/**
 * POST /api/sports/fixtures/{fixtureId}/half-time-quiz — ten checked questions about a televised
 * match, saved as a quiz and opened as a live night: 201 { quizId, code, hostUrl, joinUrl, aboutTeams, note }.
 */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const origin = new URL(args.request.url).origin;
    const quiz = await startHalfTimeQuiz(getApp(args), account, args.params.fixtureId, origin);
    return Response.json(quiz, { status: 201 });
  },
});
