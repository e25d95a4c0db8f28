import { requireAdmin } from "~/server/admin/access.server";
import { getAnalytics } from "~/server/admin/analytics.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/analytics";

/** GET /api/admin/analytics — the business overview's figures. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAdmin(args);
  return getAnalytics(getApp(args));
});
