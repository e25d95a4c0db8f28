import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { errors } from "~/server/http/errors.server";
import { pictureObject } from "~/server/quiz/generate.server";
import { getOwnQuizRow } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-picture";

/** GET /api/quiz/{id}/pictures/{questionId} — a picture-round image, for the quiz's owner only. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const ctx = getApp(args);
  const quiz = await getOwnQuizRow(ctx, account.id, args.params.quizId);
  const picture = quiz.questions.find((q) => q.id === args.params.questionId)?.picture;
  if (!picture) throw errors.notFound("This question has no picture.");
  const object = await pictureObject(ctx, picture);
  if (!object) throw errors.notFound("The picture is missing.");
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/png",
      // Private: the URL is behind the owner's session, but the bytes never change.
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
});
