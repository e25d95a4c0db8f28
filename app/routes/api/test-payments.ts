import {
  simulatorAuthenticateSchema,
  simulatorControlSchema,
  simulatorPaySchema,
} from "~/lib/contract/billing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import {
  authenticateTestPayment,
  controlTestSubscription,
  payWithTestCard,
} from "~/server/billing/test-payments.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import type { Route } from "./+types/test-payments";

/**
 * POST /api/test-payments/{pay|authenticate|control} — the local simulator's card form, 3-D Secure
 * step and clock. 404 in production.
 */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const app = getApp(args);
    switch (args.params.step) {
      case "pay":
        return payWithTestCard(app, account, await readJson(args.request, simulatorPaySchema));
      case "authenticate":
        return authenticateTestPayment(
          app,
          account,
          await readJson(args.request, simulatorAuthenticateSchema),
        );
      case "control":
        return controlTestSubscription(app, account, await readJson(args.request, simulatorControlSchema));
      default:
        throw errors.notFound("No such test-payments step.");
    }
  },
});
