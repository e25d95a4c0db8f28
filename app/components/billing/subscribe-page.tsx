import { Link } from "react-router";
import { StripePaymentForm } from "~/components/billing/stripe-payment-form";
import { TestCardForm } from "~/components/billing/test-card-form";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Spinner } from "~/components/ui/spinner";
import { formatPounds, METER_LABELS, type Meter, PLANS, type ProOffer } from "~/lib/plans";
import { useSubscribePage } from "./use-subscribe-page";

const PRO = PLANS.pro;
const STARTER = PLANS.starter;

interface SubscribePageProps {
  offer: ProOffer;
  /** What happens to the trial's unused credits, said before payment (null when none are left). */
  carried: string | null;
  /** The bank's check after a redirect failed. */
  failedRedirect: boolean;
}

/** /subscribe: what this account can do about Pro, from paying for it to having it already. */
export function SubscribePage({ offer, carried, failedRedirect }: SubscribePageProps) {
  const page = useSubscribePage(offer === "subscribe");
  if (offer === "move-to-pro") return <MoveToPro />;
  if (offer === "on-pro") {
    return (
      <Notice title="You're already on Pro">
        Everything Pro includes is yours. Change or cancel the plan from your account page.
      </Notice>
    );
  }
  if (offer === "fix-payment") {
    return (
      <Notice title="Your last payment failed" action={{ href: "/api/billing/portal", label: "Update card" }}>
        Your plan keeps working while the payment is retried. Update your card to keep it.
      </Notice>
    );
  }
  if (page.problem) return <Notice title="We couldn't set up the payment">{page.problem}</Notice>;
  if (!page.payment || page.landing) {
    return (
      <div className="flex flex-col items-center gap-4 py-20" aria-live="polite">
        <Spinner label="Setting up your subscription..." className="size-10" />
        <p className="text-lg font-semibold">
          {page.landing ? "Finishing your upgrade..." : "Setting up your subscription..."}
        </p>
      </div>
    );
  }

  const { payment } = page;
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
          {carried && <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{carried}</p>}
        </Card>
        <Card>
          <h2 className="text-lg font-bold">Upgrade to Pro</h2>
          <p className="mt-1">
            <span className="font-display text-3xl font-bold">{formatPounds(payment.amountPence)}/month</span>{" "}
            <span className="text-sm text-muted">excluding VAT · cancel any time</span>
          </p>
          {failedRedirect && (
            <p role="alert" className="mt-3 font-semibold text-red-700">
              Your bank did not confirm the payment. Please try again.
            </p>
          )}
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
                onSucceeded={page.paid}
              />
            ) : (
              <TestCardForm
                sessionId={payment.clientSecret.split("_secret_")[0] ?? ""}
                clientSecret={payment.clientSecret}
                submitLabel="Subscribe to Pro"
                onSucceeded={page.paid}
              />
            )}
          </div>
        </Card>
      </div>
    </>
  );
}

/** What Pro adds to Starter, figure by figure, all from app/lib/plans.ts. */
const EXTRA_METERS: Meter[] = ["tokens", "images", "voice_minutes", "fact_checks"];

/** A Starter subscriber: the move up to Pro, made where the plan is managed (Stripe's portal live). */
function MoveToPro() {
  const difference = PRO.monthlyPence - STARTER.monthlyPence;
  return (
    <>
      <h1 className="font-display text-3xl font-bold">Move up to Pro</h1>
      <p className="mt-2 max-w-2xl text-muted">
        You're on Starter. Pro is {formatPounds(difference)} a month more and gives you more of everything,
        plus top-ups whenever you run short.
      </p>
      <Card className="mt-6 max-w-2xl">
        <table className="w-full text-left">
          <caption className="sr-only">Starter and Pro allowances each month</caption>
          <thead>
            <tr className="text-sm text-muted">
              <th scope="col" className="pb-2 font-semibold">
                Each month
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Starter (yours)
              </th>
              <th scope="col" className="pb-2 font-semibold">
                Pro
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {EXTRA_METERS.map((meter) => (
              <tr key={meter}>
                <th scope="row" className="py-2 font-normal">
                  {METER_LABELS[meter]}
                </th>
                <td className="py-2">{(STARTER.allowances[meter] ?? 0).toLocaleString("en-GB")}</td>
                <td className="py-2 font-semibold">{(PRO.allowances[meter] ?? 0).toLocaleString("en-GB")}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 font-normal">
                Price
              </th>
              <td className="py-2">{formatPounds(STARTER.monthlyPence)}</td>
              <td className="py-2 font-semibold">{formatPounds(PRO.monthlyPence)}</td>
            </tr>
          </tbody>
        </table>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
          {/* A full navigation: the billing page is Stripe's portal (or the local test-payments page). */}
          <a href="/api/billing/portal" className={buttonClasses()}>
            Move to Pro
          </a>
          <p className="text-sm text-muted">
            You'll see the price and confirm the change on the billing page.
          </p>
        </div>
      </Card>
    </>
  );
}

function Notice({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: { href: string; label: string };
}) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{children}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {action && (
          <a href={action.href} className={buttonClasses()}>
            {action.label}
          </a>
        )}
        <Link to="/account" className={buttonClasses({ variant: "outline" })}>
          Your account
        </Link>
        <Link to="/pricing" className={buttonClasses({ variant: "outline" })}>
          See plans
        </Link>
      </div>
    </Card>
  );
}
