import { requireAdmin } from "~/server/admin/access.server";
import { listAuditLog } from "~/server/admin/audit.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/audit-log";

/** GET /api/admin/audit-log — the latest admin actions, newest first. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAdmin(args);
  return { entries: await listAuditLog(getApp(args)) };
});
