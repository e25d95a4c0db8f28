import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { portalUrl } from "~/server/billing/checkout.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/billing-portal";

/** GET /api/billing/portal — 303 to Stripe's Customer Portal (live) or the simulator's page (local). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const url = await portalUrl(getApp(args), account, new URL(args.request.url).origin);
  return new Response(null, { status: 303, headers: { Location: url } });
});
