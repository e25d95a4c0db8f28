import { z } from "zod";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { setArchived, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-archive";

// An empty body archives; `{ "archived": false }` restores.
const archiveSchema = z.object({ archived: z.boolean().default(true) });

/** PATCH /api/quiz/{id}/archive — archives a quiz, or with `{ archived: false }` brings it back (undo). */
export const action = apiMethods<Route.ActionArgs>({
  async PATCH(args) {
    const account = await requireAccount(args);
    const { archived } = await readJson(args.request, archiveSchema);
    return toQuiz(await setArchived(getApp(args), account.id, args.params.quizId, archived));
  },
});
