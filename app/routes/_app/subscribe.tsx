import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { SubscribePage } from "~/components/billing/subscribe-page";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { subscribePageActionSchema } from "~/lib/contract/billing";
import { UNREACHABLE } from "~/lib/page-data";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { proOfferFor, trialCreditsCarried } from "~/lib/plans";
import { revalidatesAfter } from "~/lib/use-intent";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp, requireAccount } from "~/server/auth/request-user.server";
import { startSubscriptionPayment, subscribePaymentToast } from "~/server/billing/checkout.server";
import { requestUsage } from "~/server/billing/metering.server";
import { readJson } from "~/server/http/body.server";
import { pageAction } from "~/server/http/page-action.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/subscribe";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = () => [{ title: "Upgrade to Pro — Full House" }];

/**
 * What this account is offered: Pro's card form, the move up from Starter, a card to fix, or
 * nothing to buy. Stripe sends the browser back here after a bank's check (its `redirect_status`);
 * that lands on the home page with the payment's toast.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const status = new URL(args.request.url).searchParams.get("redirect_status");
  if (status === "succeeded" || status === "processing") {
    throw redirectWithToast("/", subscribePaymentToast(account));
  }
  const usage = await requestUsage(args, account);
  return {
    user: toCurrentUser(account),
    offer: proOfferFor(account),
    carried: trialCreditsCarried(usage.trialCreditsRemaining),
    failedRedirect: status === "failed",
  };
}

/** `start`: the Pro subscription whose first payment the card form confirms. `paid`: land home. */
export async function action(args: Route.ActionArgs) {
  return pageAction(async () => {
    const account = await requireAccount(args);
    const { intent } = await readJson(args.request, subscribePageActionSchema);
    if (intent === "paid") return redirectWithToast("/", subscribePaymentToast(account));
    return { payment: await startSubscriptionPayment(getApp(args), account) };
  });
}

/** A dropped connection is said on the page like any refusal, not as the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return data(UNREACHABLE, { status: 503 });
  }
}

/** The card form's payment is sent with `revalidate: false`: the page moves on once it is paid. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return revalidatesAfter(json) && defaultShouldRevalidate;
}

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  const { user, ...page } = loaderData;
  return (
    <AppShell user={user}>
      <SubscribePage {...page} />
    </AppShell>
  );
}
