import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { openNight } from "~/server/quiz-night/nights.server";
import type { Route } from "./+types/quiz-nights";

/** POST /api/quiz/{id}/nights — opens a live quiz night from a saved quiz: 201 { code, hostUrl, joinUrl }. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const origin = new URL(args.request.url).origin;
    const night = await openNight(getApp(args), account, args.params.quizId, origin);
    return Response.json(night, { status: 201 });
  },
});
