import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { listImages } from "~/server/images/store.server";
import type { Route } from "./+types/images";

/** GET /api/images — my images, newest first. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return Response.json(await listImages(getApp(args), account.id), {
    headers: { "Cache-Control": "no-store" },
  });
});
