import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { getUsage } from "~/server/billing/metering.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/usage";

/** GET /api/subscription/usage — plan, trial credits left and every allowance. */
export const loader = apiHandler(async (args: Route.LoaderArgs) =>
  getUsage(getApp(args), await requireAccount(args)),
);
