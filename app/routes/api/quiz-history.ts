import { quizHistoryQuerySchema } from "~/lib/contract/quiz";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import { quizHistory } from "~/server/quiz/library.server";
import type { Route } from "./+types/quiz-history";

/** GET /api/quiz/history/1?sort=&filter=&limit=&search= — my quiz library ("1" means my pub). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  if (args.params.pubId !== "1") throw errors.notFound("No such pub.");
  const query = readQuery(args.request, quizHistoryQuerySchema);
  return quizHistory(getApp(args), account.id, query);
});
