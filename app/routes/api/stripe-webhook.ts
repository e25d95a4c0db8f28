import { getApp } from "~/server/auth/request-user.server";
import { handleStripeWebhook } from "~/server/billing/webhook.server";
import { apiMethods } from "~/server/http/api.server";
import { readBodyText } from "~/server/http/body.server";
import type { Route } from "./+types/stripe-webhook";

/** POST /api/stripe/webhook — signed by Stripe (or the local simulator); applied once per event id. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    // The signature covers the exact bytes, so the body is read as text, never re-serialised.
    const payload = await readBodyText(args.request);
    return handleStripeWebhook(getApp(args), payload, args.request.headers.get("Stripe-Signature"));
  },
});
