import { useState } from "react";
import { Link } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { cn } from "~/components/ui/cn";
import { formatPounds, PLANS, type Plan, planPricePence } from "~/lib/plans";
import { useRootData } from "~/root";
import type { Route } from "./+types/pricing";

export const meta: Route.MetaFunction = () => [
  { title: "Pricing — Full House" },
  { name: "description", content: "Start free with 10 posts, then Starter or Pro. Prices exclude VAT." },
];

export default function Pricing() {
  const root = useRootData();
  const user = root?.user ?? null;
  const [annual, setAnnual] = useState(false);
  const plans = [PLANS.trial, PLANS.starter, PLANS.pro];

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <div className="text-center">
          <h1 className="font-display text-4xl font-bold">Simple pricing for busy pubs</h1>
          <p className="mt-3 text-lg text-muted">
            Start free. Upgrade when Full House is pulling its weight.
          </p>
        </div>

        <fieldset className="mx-auto mt-8 flex w-fit items-center gap-1 rounded-full bg-stone-200 p-1">
          <legend className="sr-only">Billing period</legend>
          {[
            { value: false, label: "Monthly" },
            { value: true, label: "Annual" },
          ].map((option) => (
            <label
              key={option.label}
              className={cn(
                "cursor-pointer rounded-full px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                annual === option.value ? "bg-white text-ink shadow-sm" : "text-muted",
              )}
            >
              <input
                type="radio"
                name="billing-period"
                className="sr-only"
                checked={annual === option.value}
                onChange={() => setAnnual(option.value)}
              />
              {option.label}
              {option.value && (
                <span className="ml-2 rounded-full bg-brass-300 px-2 py-0.5 text-xs text-ink">
                  2 months free!
                </span>
              )}
            </label>
          ))}
        </fieldset>

        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} annual={annual} signedIn={user !== null} />
            </li>
          ))}
        </ul>

        <p className="mt-8 text-center text-sm text-muted">
          All prices exclude VAT. Cancel any time. No hidden fees.
        </p>
        <p className="mt-2 text-center text-sm">
          Running several pubs?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{" "}
          ·{" "}
          <Link to="/" className="font-semibold text-brand-700 underline">
            {user ? "Back to dashboard" : "Back to home"}
          </Link>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}

function PlanCard({ plan, annual, signedIn }: { plan: Plan; annual: boolean; signedIn: boolean }) {
  const price = planPricePence(plan.id, annual);
  const isTrial = plan.id === "trial";
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
      <p className="mt-4">
        <span className="font-display text-4xl font-bold">{isTrial ? "Free" : formatPounds(price)}</span>
        {!isTrial && <span className="text-muted"> {annual ? "per year" : "per month"}</span>}
      </p>
      {!isTrial && annual && (
        <p className="text-sm text-brand-700">
          That's {formatPounds(plan.monthlyPence)} a month with 2 months free.
        </p>
      )}
      <CheckList items={plan.features} className="mt-4 flex-1" />
      {isTrial ? (
        <a
          href={signedIn ? "/dashboard" : "/api/login"}
          className={cn(buttonClasses({ variant: "outline" }), "mt-6")}
        >
          Start Free Trial
        </a>
      ) : (
        <div className="mt-6">
          <button type="button" disabled className={cn(buttonClasses(), "w-full")}>
            Choose {plan.name}
          </button>
          <p className="mt-2 text-center text-sm text-muted">
            Card payments open shortly — start on the free trial today.
          </p>
        </div>
      )}
    </Card>
  );
}
