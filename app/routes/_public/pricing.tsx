import { Link } from "react-router";
import { PlanCard } from "~/components/billing/plan-card";
import { TopUpPanel } from "~/components/billing/top-up-panel";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNonce } from "~/components/nonce";
import { STATIC_PAGE } from "~/lib/page-handle";
import { formatPounds, PLANS, planPricePence, TOP_UP_MINIMUM_PENCE, trialCreditsCarried } from "~/lib/plans";
import { useRootData } from "~/root";
import type { Route } from "./+types/pricing";

/**
 * No framework in the browser (the page must stay small on a phone): the monthly/annual switch is
 * CSS on two radio buttons, and public/js/pricing.js keeps the top-up total live.
 */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Pricing — Full House" },
  {
    name: "description",
    content: `Start free with 10 posts, then Starter at ${formatPounds(PLANS.starter.monthlyPence)} or Pro at ${formatPounds(PLANS.pro.monthlyPence)} a month. Prices exclude VAT.`,
  },
];

const SALES_EMAIL = "sales@fullhouse.pub";

export default function Pricing() {
  const root = useRootData();
  const user = root?.user ?? null;
  // Said before payment: upgrading keeps what is left of the trial.
  const carried =
    root?.usage?.subscriptionStatus === "trial"
      ? trialCreditsCarried(root.usage.trialCreditsRemaining)
      : null;
  const nonce = useNonce();
  const plans = [PLANS.trial, PLANS.starter, PLANS.pro];
  const proMonthly = PLANS.pro.monthlyPence;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={user} />
      {/* `group/pricing`: every monthly or annual figure below follows the radio button above it. */}
      <main className="group/pricing mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        <div className="text-center">
          <h1 className="font-display text-4xl font-bold">Simple pricing for busy pubs</h1>
          <p className="mt-3 text-lg text-muted">
            Start free. Upgrade when Full House is pulling its weight.
          </p>
        </div>

        <fieldset className="mx-auto mt-8 flex w-fit items-center gap-1 rounded-full bg-stone-200 p-1">
          <legend className="sr-only">Billing period</legend>
          {[
            { id: "billing-monthly", label: "Monthly", annual: false },
            { id: "billing-annual", label: "Annual", annual: true },
          ].map((option) => (
            <label
              key={option.id}
              htmlFor={option.id}
              className="cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-muted has-[:checked]:bg-white has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                id={option.id}
                type="radio"
                name="billing-period"
                className="sr-only"
                defaultChecked={!option.annual}
              />
              {option.label}
              {option.annual && (
                <span className="ml-2 rounded-full bg-brass-300 px-2 py-0.5 text-xs text-ink">
                  2 months free!
                </span>
              )}
            </label>
          ))}
        </fieldset>

        {carried && (
          <p className="mx-auto mt-6 max-w-2xl rounded-xl bg-brand-50 p-3 text-center text-sm text-brand-900">
            {carried}
          </p>
        )}

        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} user={user} />
            </li>
          ))}
        </ul>

        <TopUpPanel user={user} />

        <div className="mt-10 grid gap-5 md:grid-cols-2">
          <section aria-labelledby="how-topups" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="how-topups" className="font-display text-2xl font-bold">
              How Top-Ups Work
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5">
              <li>Pick how many packs you need — up to 50 of each.</li>
              <li>
                Pay once (the minimum is {formatPounds(TOP_UP_MINIMUM_PENCE, { alwaysPence: true })}); the
                packs land on this month's allowance straight away.
              </li>
              <li>
                Your plan's allowance is used first. Whatever is left of a top-up carries into next month.
              </li>
            </ol>
            <p className="mt-3 text-sm text-muted">Top-ups are for Pro subscribers.</p>
          </section>
          <section aria-labelledby="ways-to-save" className="rounded-2xl bg-white p-6 shadow-sm">
            <h2 id="ways-to-save" className="font-display text-2xl font-bold">
              More Ways to Save
            </h2>
            <ul className="mt-3 space-y-2">
              <li>
                <strong>Pay yearly:</strong> 12 months for the price of 10 — Pro is{" "}
                {formatPounds(planPricePence("pro", true))} a year instead of {formatPounds(proMonthly * 12)}.
              </li>
              <li>
                <strong>Pro before top-ups:</strong> if you top up most months, Pro's bigger allowance usually
                costs less.
              </li>
              <li>
                <strong>Several pubs?</strong> Enterprise pricing for groups —{" "}
                <a
                  href={`mailto:${SALES_EMAIL}?subject=Full%20House%20Enterprise`}
                  className="font-semibold text-brand-700 underline"
                >
                  email our sales team
                </a>
                .
              </li>
            </ul>
          </section>
        </div>

        <p className="mt-8 text-center text-sm text-muted">
          All prices exclude VAT. Cancel any time. No hidden fees.
        </p>
        <p className="mt-2 text-center text-sm">
          Questions?{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{" "}
          ·{" "}
          <Link to={user ? "/dashboard" : "/"} className="font-semibold text-brand-700 underline">
            {user ? "Back to dashboard" : "Back to home"}
          </Link>
        </p>
      </main>
      <SiteFooter />
      <script type="module" src="/js/pricing.js" nonce={nonce} />
    </div>
  );
}
