import { useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { CurrentUser } from "~/lib/contract/auth";
import {
  formatPounds,
  TOP_UP_MAX_QUANTITY,
  TOP_UP_MINIMUM_PENCE,
  TOP_UPS,
  type TopUp,
  topUpTotalPence,
} from "~/lib/plans";

type Quantities = Partial<Record<TopUp["meter"], number>>;

const clamp = (value: number) => Math.max(0, Math.min(TOP_UP_MAX_QUANTITY, Math.trunc(value) || 0));

/** Quick Top-Ups: 0-50 of each pack, a live total, and checkout for Pro subscribers (minimum £5). */
export function TopUpPanel({ user }: { user: CurrentUser | null }) {
  const [quantities, setQuantities] = useState<Quantities>({});
  const total = topUpTotalPence(quantities);
  const isPro = user?.currentPlan === "pro" && user.subscriptionStatus === "active";
  const enough = total >= TOP_UP_MINIMUM_PENCE;
  const query = new URLSearchParams(
    Object.entries(quantities)
      .filter(([, quantity]) => (quantity ?? 0) > 0)
      .map(([meter, quantity]) => [meter, String(quantity)]),
  );
  const set = (meter: TopUp["meter"], value: number) =>
    setQuantities({ ...quantities, [meter]: clamp(value) });

  return (
    <section aria-labelledby="top-ups-heading" className="mt-10 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-ups-heading" className="font-display text-2xl font-bold">
          Quick Top-Ups
        </h2>
        <p className="text-sm text-muted">For Pro subscribers · prices exclude VAT</p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {TOP_UPS.map((item) => {
          const quantity = quantities[item.meter] ?? 0;
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
                  aria-label={`One less: ${item.label}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  onClick={() => set(item.meter, quantity - 1)}
                  disabled={quantity === 0}
                >
                  −
                </button>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={TOP_UP_MAX_QUANTITY}
                  value={quantity}
                  onChange={(event) => set(item.meter, Number(event.target.value))}
                  className="h-9 w-14 rounded-lg border border-stone-300 text-center"
                />
                <button
                  type="button"
                  aria-label={`One more: ${item.label}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                  onClick={() => set(item.meter, quantity + 1)}
                  disabled={quantity >= TOP_UP_MAX_QUANTITY}
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
          <strong className="font-display text-2xl" data-testid="top-up-total" aria-live="polite">
            {formatPounds(total, { alwaysPence: true })}
          </strong>
        </p>
        {isPro ? (
          enough ? (
            <a href={`/api/create-topup-session?${query}`} className={buttonClasses()}>
              Buy top-ups
            </a>
          ) : (
            <p className="text-sm text-muted">
              The minimum top-up is {formatPounds(TOP_UP_MINIMUM_PENCE, { alwaysPence: true })}.
            </p>
          )
        ) : (
          <p className={cn("text-sm text-muted")}>Top-ups are available on the Pro plan.</p>
        )}
      </div>
    </section>
  );
}
