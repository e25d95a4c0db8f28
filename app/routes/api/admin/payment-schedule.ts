import { requireAdmin } from "~/server/admin/access.server";
import { getPaymentSchedule } from "~/server/admin/payment-schedule.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/payment-schedule";

/** GET /api/admin/payment-schedule — the next 30 days of renewals, day by day. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAdmin(args);
  return getPaymentSchedule(getApp(args));
});
