import { checkoutQuerySchema } from "~/lib/contract/billing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { startPlanCheckout } from "~/server/billing/checkout.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import type { Route } from "./+types/create-checkout-session";

/** GET /api/create-checkout-session?plan=starter|pro&annual=true|false — 303 to the checkout page. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const input = readQuery(args.request, checkoutQuerySchema);
  const origin = new URL(args.request.url).origin;
  const url = await startPlanCheckout(getApp(args), account, { ...input, origin });
  return new Response(null, { status: 303, headers: { Location: url } });
});
