import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readPublicImage } from "~/server/publishing/public-image.server";
import type { Route } from "./+types/public-image";

/** GET /api/public-images/{id}?expires&signature — a scheduled post's image for the platform to fetch. */
export const loader = apiHandler(async (args: Route.LoaderArgs) =>
  readPublicImage(getApp(args), args.params.id, new URL(args.request.url).searchParams),
);
