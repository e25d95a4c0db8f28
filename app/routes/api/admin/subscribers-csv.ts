import { usersUsageQuerySchema } from "~/lib/contract/admin";
import { londonDate } from "~/lib/time";
import { requireAdmin } from "~/server/admin/access.server";
import { exportSubscribersCsv } from "~/server/admin/export.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import type { Route } from "./+types/subscribers-csv";

/** GET /api/admin/subscribers.csv — every subscriber matching the table's filters, as a CSV download. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const admin = await requireAdmin(args);
  const app = getApp(args);
  const { page: _page, pageSize: _size, ...query } = readQuery(args.request, usersUsageQuerySchema);
  const { csv } = await exportSubscribersCsv(app, admin, query);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="full-house-subscribers-${londonDate(app.now())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
