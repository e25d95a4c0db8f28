import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { lookUpNight } from "~/server/quiz-night/nights.server";
import { clientAddress } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/night";

/** GET /api/nights/{code} — public: the night's title, pub, phase and team count (rate limited). */
export const loader = apiHandler(async (args: Route.LoaderArgs) =>
  lookUpNight(getApp(args), args.params.code, clientAddress(args.request)),
);
