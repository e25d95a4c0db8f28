import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { nightPicture } from "~/server/quiz-night/nights.server";
import type { Route } from "./+types/night-picture";

/** GET /api/nights/{code}/pictures/{questionId} — the picture on screen, for the night's phones only. */
export const loader = apiHandler(async (args: Route.LoaderArgs) =>
  nightPicture(getApp(args), args.params.code, args.params.questionId),
);
