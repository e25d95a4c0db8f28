import { usersUsageQuerySchema } from "~/lib/contract/admin";
import { requireAdmin } from "~/server/admin/access.server";
import { listUsersUsage } from "~/server/admin/users-usage.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import type { Route } from "./+types/users-usage";

/** GET /api/admin/users-usage?search=&sort=&dir=&status=&overLimit=&page=&pageSize= — subscriber rows. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAdmin(args);
  return listUsersUsage(getApp(args), readQuery(args.request, usersUsageQuerySchema));
});
