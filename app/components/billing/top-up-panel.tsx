import { buttonClasses } from "~/components/ui/button";
import type { CurrentUser } from "~/lib/contract/auth";
import { formatPounds, TOP_UP_MAX_QUANTITY, TOP_UP_MINIMUM_PENCE, TOP_UPS } from "~/lib/plans";

/**
 * Quick Top-Ups: 0-50 of each pack and a live total (public/js/pricing.js keeps it up to date from
 * the prices written here by app/lib/plans.ts). Buying goes to checkout: Pro only, at least £5.
 */
export function TopUpPanel({ user }: { user: CurrentUser | null }) {
  const isPro = user?.currentPlan === "pro" && user.subscriptionStatus === "active";
  const minimum = formatPounds(TOP_UP_MINIMUM_PENCE, { alwaysPence: true });
  return (
    <section aria-labelledby="top-ups-heading" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-ups-heading" className="font-display text-2xl font-bold">
          Quick Top-Ups
        </h2>
        <p className="text-sm text-muted">For Pro subscribers · prices exclude VAT</p>
      </div>
      <form
        method="get"
        action="/api/create-topup-session"
        data-top-ups
        data-minimum-pence={TOP_UP_MINIMUM_PENCE}
        data-can-buy={isPro ? "true" : "false"}
      >
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {TOP_UPS.map((item) => {
            const inputId = `top-up-${item.meter}`;
            return (
              <li
                key={item.meter}
                className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 p-3"
              >
                <label htmlFor={inputId} className="min-w-0">
                  <span className="block font-semibold">{item.label}</span>
                  <span className="text-sm text-muted">
                    {formatPounds(item.pricePence, { alwaysPence: true })} each
                  </span>
                </label>
                <div className="flex items-center gap-1">
                  <button
                    type="button"
                    data-step="-1"
                    data-for={inputId}
                    aria-label={`One less: ${item.label}`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    −
                  </button>
                  <input
                    id={inputId}
                    name={item.meter}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={TOP_UP_MAX_QUANTITY}
                    step={1}
                    defaultValue={0}
                    data-price-pence={item.pricePence}
                    className="h-9 w-14 rounded-lg border border-stone-300 text-center"
                  />
                  <button
                    type="button"
                    data-step="1"
                    data-for={inputId}
                    aria-label={`One more: ${item.label}`}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    +
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg">
            Total:{" "}
            <output
              htmlFor={TOP_UPS.map((item) => `top-up-${item.meter}`).join(" ")}
              className="font-display text-2xl font-bold"
              data-testid="top-up-total"
              aria-live="polite"
            >
              £0.00
            </output>
          </p>
          {isPro ? (
            <div className="flex flex-col items-start gap-1 sm:items-end">
              <button type="submit" className={buttonClasses()} disabled data-top-up-buy>
                Buy top-ups
              </button>
              <p className="text-sm text-muted" data-top-up-note>
                The minimum top-up is {minimum}.
              </p>
            </div>
          ) : (
            <p className="text-sm text-muted">Top-ups are available on the Pro plan.</p>
          )}
        </div>
      </form>
    </section>
  );
}
