import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { listConnections } from "~/server/publishing/connections.server";
import type { Route } from "./+types/connections";

/** GET /api/connections — the publishing connections' names, targets and status (never tokens). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return listConnections(getApp(args), account.id);
});
