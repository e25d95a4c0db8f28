import { grantSchema } from "~/lib/contract/admin";
import { requireAdmin } from "~/server/admin/access.server";
import { grantAllowance } from "~/server/admin/tools.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/grants";

/** POST /api/admin/grants {email, meter, amount} — add to an account's allowance. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const admin = await requireAdmin(args);
    return grantAllowance(getApp(args), admin, await readJson(args.request, grantSchema));
  },
});
