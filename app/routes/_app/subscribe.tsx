import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { StripePaymentForm } from "~/components/billing/stripe-payment-form";
import { TestCardForm } from "~/components/billing/test-card-form";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { ApiError, api } from "~/lib/api-client";
import type { CreateSubscriptionResponse } from "~/lib/contract/billing";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { formatPounds, PLANS } from "~/lib/plans";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount } from "~/server/auth/request-user.server";
import type { Route } from "./+types/subscribe";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = () => [{ title: "Upgrade to Pro — Full House" }];

export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  return { user: account ? toCurrentUser(account) : null };
}

const PRO = PLANS.pro;

export default function Subscribe({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  return (
    <AppShell user={loaderData.user}>
      <UpgradeToPro />
    </AppShell>
  );
}

function UpgradeToPro() {
  const navigate = useNavigate();
  const [payment, setPayment] = useState<CreateSubscriptionResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api<CreateSubscriptionResponse>("/api/create-subscription", { method: "POST" })
      .then((answer) => !cancelled && setPayment(answer))
      .catch((cause) => {
        if (cancelled) return;
        // Already paying is not an error to retry: say so and point to the account page.
        const message =
          cause instanceof ApiError && cause.status === 409
            ? cause.detail
            : "Failed to initialize subscription. Please try again.";
        setProblem(message);
        toast({ title: "Error", description: message, variant: "destructive" });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  function succeeded() {
    toast({
      title: "Payment Successful",
      description: "Welcome to the Pro plan! Images, voice and the quiz generator are unlocked.",
      variant: "success",
    });
    navigate("/");
  }

  if (problem) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <p className="font-semibold">{problem}</p>
        <div className="mt-4 flex justify-center gap-2">
          <Link to="/account" className={buttonClasses({ variant: "outline" })}>
            Your account
          </Link>
          <Link to="/pricing" className={buttonClasses()}>
            See plans
          </Link>
        </div>
      </Card>
    );
  }

  if (!payment) {
    return (
      <div className="flex flex-col items-center gap-4 py-20" aria-live="polite">
        <Spinner label="Setting up your subscription..." className="size-10" />
        <p className="text-lg font-semibold">Setting up your subscription...</p>
      </div>
    );
  }

  const price = `${formatPounds(payment.amountPence)}/month`;
  return (
    <>
      <Link to="/" className={buttonClasses({ variant: "ghost", size: "sm" })}>
        ← Back to Home
      </Link>
      <h1 className="mt-4 font-display text-3xl font-bold">Upgrade Your Account</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-lg font-bold">Everything in {PRO.name}</h2>
          <p className="mt-1 text-muted">{PRO.tagline}</p>
          <CheckList items={PRO.features} className="mt-4" />
        </Card>
        <Card>
          <h2 className="text-lg font-bold">Upgrade to Pro</h2>
          <p className="mt-1">
            <span className="font-display text-3xl font-bold">{price}</span>{" "}
            <span className="text-sm text-muted">excluding VAT · cancel any time</span>
          </p>
          <div className="mt-5">
            {"checkoutUrl" in payment ? (
              <div>
                <p className="text-sm text-muted">
                  Stripe's secure checkout asks for your card and your billing address, which VAT is worked
                  out from.
                </p>
                <a href={payment.checkoutUrl} className={`${buttonClasses()} mt-4 w-full`}>
                  Continue to secure checkout
                </a>
              </div>
            ) : payment.provider === "stripe" && payment.publishableKey ? (
              <StripePaymentForm
                clientSecret={payment.clientSecret}
                publishableKey={payment.publishableKey}
                submitLabel="Subscribe to Pro"
                onSucceeded={succeeded}
              />
            ) : (
              <TestCardForm
                sessionId={payment.clientSecret.split("_secret_")[0] ?? ""}
                clientSecret={payment.clientSecret}
                submitLabel="Subscribe to Pro"
                onSucceeded={succeeded}
              />
            )}
          </div>
        </Card>
      </div>
    </>
  );
}
