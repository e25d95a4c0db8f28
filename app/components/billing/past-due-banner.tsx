import type { CurrentUser } from "~/lib/contract/auth";
import { GRACE_PERIOD_DAYS, PLANS } from "~/lib/plans";

/**
 * Shown on every signed-in page while a renewal has failed: the plan keeps working through the
 * grace period while the card is retried, so the person has time to fix it.
 */
export function PastDueBanner({ user }: { user: CurrentUser }) {
  if (user.subscriptionStatus !== "past_due") return null;
  return (
    <section
      aria-label="Payment problem"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center">
        <p className="flex-1">
          <strong>Your last payment failed.</strong> Your {PLANS[user.currentPlan].name} plan keeps working
          for up to {GRACE_PERIOD_DAYS} days while we retry — update your card to keep it.
        </p>
        {/* A full navigation: the portal is another site (Stripe) or the simulator's page. */}
        <a
          href="/api/billing/portal"
          className="inline-flex h-9 items-center justify-center rounded-lg bg-amber-400 px-3 text-sm font-semibold text-ink hover:bg-amber-300"
        >
          Update card
        </a>
      </div>
    </section>
  );
}
