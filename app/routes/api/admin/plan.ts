import { changePlanSchema } from "~/lib/contract/admin";
import { requireAdmin } from "~/server/admin/access.server";
import { changePlan } from "~/server/admin/tools.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/plan";

/** POST /api/admin/plan {email, plan} — put an account on another plan. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const admin = await requireAdmin(args);
    return changePlan(getApp(args), admin, await readJson(args.request, changePlanSchema));
  },
});
