import { redirect } from "react-router";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { checkoutOutcome } from "~/server/billing/checkout.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/billing-checkout-complete";

/** Where checkout returns the browser: the dashboard with 'Payment Successful', once the session is paid. */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/api/login");
  const sessionId = new URL(args.request.url).searchParams.get("session_id") ?? "";
  const mode = sessionId ? await checkoutOutcome(getApp(args), account, sessionId) : null;
  if (mode === "subscription") {
    return redirectWithToast("/dashboard", {
      title: "Payment Successful",
      description: "Welcome to your new plan! Everything it includes is ready to use.",
      variant: "success",
    });
  }
  if (mode === "payment") {
    return redirectWithToast("/account", {
      title: "Payment Successful",
      description: "Your top-up has been added to this month's allowance.",
      variant: "success",
    });
  }
  return redirect("/pricing");
}
