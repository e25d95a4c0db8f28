import { changeSubscriptionSchema } from "~/lib/contract/billing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { changeCancellation } from "~/server/billing/checkout.server";
import { getBillingSummary } from "~/server/billing/subscriptions.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/billing-subscription";

/** GET /api/billing/subscription — my subscription and recent charges. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return getBillingSummary(getApp(args), account.id);
});

/** POST /api/billing/subscription { cancelAtPeriodEnd } — cancel at the period's end, or keep the plan. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, changeSubscriptionSchema);
    return changeCancellation(getApp(args), account, input.cancelAtPeriodEnd);
  },
});
