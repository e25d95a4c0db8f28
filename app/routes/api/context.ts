import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { buildContentContext } from "~/server/content/context.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/context";

/** GET /api/context — what the signed-in account's posts are written around (spec §3 Context). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return buildContentContext(getApp(args), account.id);
});
