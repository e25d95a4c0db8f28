import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { errors } from "~/server/http/errors.server";
import { quizAnalytics } from "~/server/quiz/library.server";
import type { Route } from "./+types/quiz-analytics";

/** GET /api/quiz/analytics/1 — this month's quiz performance, from the nights' recorded results. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  if (args.params.pubId !== "1") throw errors.notFound("No such pub.");
  return quizAnalytics(getApp(args), account.id);
});
