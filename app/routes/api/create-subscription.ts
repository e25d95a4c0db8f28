import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { startSubscriptionPayment } from "~/server/billing/checkout.server";
import { apiMethods } from "~/server/http/api.server";
import type { Route } from "./+types/create-subscription";

/** POST /api/create-subscription — { clientSecret } that starts the /subscribe card form. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    return startSubscriptionPayment(getApp(args), account);
  },
});
