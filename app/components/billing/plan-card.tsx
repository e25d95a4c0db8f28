import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { cn } from "~/components/ui/cn";
import type { CurrentUser } from "~/lib/contract/auth";
import { formatPounds, type Plan, planPricePence } from "~/lib/plans";

// The pricing page ships no framework: both billing periods are rendered and the page's radio
// buttons show one (see `group/pricing` in routes/_public/pricing.tsx).
const MONTHLY_ONLY = "group-has-[#billing-annual:checked]/pricing:hidden";
const ANNUAL_ONLY = "hidden group-has-[#billing-annual:checked]/pricing:block";

/** Where a plan's button goes: the trial to the content creator, a paid plan to checkout. */
function planHref(plan: Plan, annual: boolean, user: CurrentUser | null) {
  if (plan.id === "trial") return user ? "/dashboard" : "/api/login";
  const checkout = `/api/create-checkout-session?plan=${plan.id}&annual=${annual}`;
  return user ? checkout : `/api/login?redirectTo=${encodeURIComponent("/pricing")}`;
}

/** One plan on the pricing page; every figure comes from app/lib/plans.ts. */
export function PlanCard({ plan, user }: { plan: Plan; user: CurrentUser | null }) {
  const isTrial = plan.id === "trial";
  const paying = user && (user.subscriptionStatus === "active" || user.subscriptionStatus === "past_due");
  // A paid plan that ended leaves the account with no plan, not back on the free trial.
  const ended = user?.subscriptionStatus === "cancelled";
  const current =
    user && (isTrial ? user.subscriptionStatus === "trial" : paying && user.currentPlan === plan.id);
  return (
    <Card className={cn("flex h-full flex-col", plan.popular && "border-2 border-brand-600")}>
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold">{plan.name}</h2>
        {plan.popular && (
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white">
            Most popular
          </span>
        )}
      </div>
      <p className="mt-1 text-muted">{plan.tagline}</p>
      {isTrial ? (
        <p className="mt-4 font-display text-4xl font-bold">Free</p>
      ) : (
        <>
          <p className={cn("mt-4", MONTHLY_ONLY)}>
            <span className="font-display text-4xl font-bold">
              {formatPounds(planPricePence(plan.id, false))}
            </span>
            <span className="text-muted"> per month</span>
          </p>
          <div className={cn("mt-4", ANNUAL_ONLY)}>
            <p>
              <span className="font-display text-4xl font-bold">
                {formatPounds(planPricePence(plan.id, true))}
              </span>
              <span className="text-muted"> per year</span>
            </p>
            <p className="text-sm text-brand-700">
              12 months for the price of 10 — {formatPounds(plan.monthlyPence * 2)} off.
            </p>
          </div>
        </>
      )}
      <CheckList items={plan.features} className="mt-4 flex-1" />
      {current ? (
        <a href="/account" className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
          Your plan — manage
        </a>
      ) : paying && !isTrial ? (
        <a href="/api/billing/portal" className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
          Switch to {plan.name}
        </a>
      ) : isTrial && paying ? (
        <span className="mt-6 text-center text-sm text-muted">Included in your plan</span>
      ) : isTrial && ended ? (
        <span className="mt-6 text-center text-sm text-muted">Your free trial has been used</span>
      ) : isTrial ? (
        <a href={planHref(plan, false, user)} className={cn(buttonClasses({ variant: "outline" }), "mt-6")}>
          Start Free Trial
        </a>
      ) : (
        // Full navigations: checkout is a redirect to Stripe (or the local test-payments page).
        <>
          <a href={planHref(plan, false, user)} className={cn(buttonClasses(), "mt-6", MONTHLY_ONLY)}>
            Choose {plan.name}
          </a>
          <a href={planHref(plan, true, user)} className={cn(buttonClasses(), "mt-6", ANNUAL_ONLY)}>
            Choose {plan.name}
          </a>
        </>
      )}
    </Card>
  );
}
