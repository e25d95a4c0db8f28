import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { imageResponse, readOwnImage } from "~/server/images/store.server";
import type { Route } from "./+types/image-file";

/** GET /api/images/{id} — the image's bytes from R2, to its owner only, cached for a year. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const { row, body } = await readOwnImage(getApp(args), account.id, args.params.id);
  return imageResponse(row, body);
});
