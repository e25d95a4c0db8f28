import { resendReminderSchema } from "~/lib/contract/admin";
import { requireAdmin } from "~/server/admin/access.server";
import { resendReminder } from "~/server/admin/tools.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/reminders";

/** POST /api/admin/reminders {email} — re-send an account's match reminder. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const admin = await requireAdmin(args);
    const { email } = await readJson(args.request, resendReminderSchema);
    return resendReminder(getApp(args), admin, email);
  },
});
