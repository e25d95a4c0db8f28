import { topUpQuerySchema } from "~/lib/contract/billing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { startTopUpCheckout } from "~/server/billing/checkout.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import type { Route } from "./+types/create-topup-session";

/** GET /api/create-topup-session?tokens=…&images=…&voice_minutes=…&fact_checks=… — 303 to checkout (Pro, ≥ £5). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const quantities = readQuery(args.request, topUpQuerySchema);
  const origin = new URL(args.request.url).origin;
  const url = await startTopUpCheckout(getApp(args), account, { quantities, origin });
  return new Response(null, { status: 303, headers: { Location: url } });
});
