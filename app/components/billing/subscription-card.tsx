import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import type { PaymentSummary, SubscriptionSummary } from "~/lib/contract/billing";
import type { UsageResponse } from "~/lib/contract/usage";
import { formatPounds, METER_LABELS, METERS, PLANS, planStanding } from "~/lib/plans";
import { type AccountActions, longDate } from "../account/use-account-page";
import { cn } from "../ui/cn";

const STATUS_LABEL: Record<SubscriptionSummary["status"], string> = {
  incomplete: "Waiting for the first payment",
  active: "Active",
  past_due: "Payment failed — retrying",
  cancelled: "Cancelled",
};

/** Plan, renewal date and 'Cancel subscription' (with a confirmation, and a way back until the end). */
export function SubscriptionCard({
  subscription,
  usage,
  lastPaymentFailed,
  actions,
}: {
  subscription: SubscriptionSummary | null;
  usage: UsageResponse;
  /** The latest charge failed: a plan that ended then lapsed rather than being cancelled. */
  lastPaymentFailed: boolean;
  actions: Pick<AccountActions, "cancel" | "keep" | "cancelling">;
}) {
  const [confirming, setConfirming] = useState(false);
  const busy = actions.cancelling;
  const live = subscription && (subscription.status === "active" || subscription.status === "past_due");
  const ended = subscription?.status === "cancelled" && usage.subscriptionStatus === "cancelled";
  const standing = planStanding(usage);

  // The dialog closes once the change is saved (or refused: the toast says why).
  useEffect(() => {
    if (!busy) setConfirming(false);
  }, [busy]);

  return (
    <Card>
      <h2 className="text-lg font-bold">Plan and billing</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="text-muted">Plan</dt>
        <dd className="font-semibold" data-testid="account-plan">
          {standing.label}
          {live &&
            ` · ${formatPounds(subscription.amountPence)} ${subscription.interval === "year" ? "a year" : "a month"}`}
        </dd>
        {subscription && (
          <>
            <dt className="text-muted">Status</dt>
            <dd className="font-semibold" data-testid="account-status">
              {ended
                ? `${PLANS[subscription.plan].name} ended${lastPaymentFailed ? " after its renewal payment failed" : ""}`
                : subscription.cancelAtPeriodEnd && live
                  ? "Cancels at the end of the period"
                  : STATUS_LABEL[subscription.status]}
            </dd>
          </>
        )}
        {live && (
          <>
            <dt className="text-muted">{subscription.cancelAtPeriodEnd ? "Ends on" : "Renews on"}</dt>
            <dd className="font-semibold">{longDate(subscription.currentPeriodEnd)}</dd>
          </>
        )}
        {subscription?.status === "past_due" && subscription.graceUntil && (
          <>
            <dt className="text-muted">Fix the card by</dt>
            <dd className="font-semibold text-amber-800">{longDate(subscription.graceUntil)}</dd>
          </>
        )}
      </dl>
      {ended && <p className="mt-3 text-sm text-muted">{standing.sentence}</p>}

      <UsageBars usage={usage} />

      <div className="mt-5 flex flex-wrap gap-2">
        {live ? (
          <>
            <a href="/api/billing/portal" className={buttonClasses({ variant: "outline" })}>
              Manage billing
            </a>
            {subscription.cancelAtPeriodEnd ? (
              <Button onClick={actions.keep} disabled={busy}>
                {busy ? "Saving..." : "Keep my subscription"}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Cancel subscription
              </Button>
            )}
          </>
        ) : (
          <Link to="/pricing" className={buttonClasses()}>
            {ended ? "Choose a plan" : "See plans"}
          </Link>
        )}
      </div>

      <Dialog
        open={confirming}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title="Cancel your subscription?"
        description={
          subscription
            ? `You keep ${PLANS[subscription.plan].name} until ${longDate(subscription.currentPeriodEnd)}. After that images, voice and the quiz generator lock. You can change your mind until then.`
            : undefined
        }
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
            Keep my plan
          </Button>
          <Button variant="danger" onClick={actions.cancel} disabled={busy}>
            {busy ? "Cancelling..." : "Cancel at period end"}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}

function UsageBars({ usage }: { usage: UsageResponse }) {
  const meters = METERS.flatMap((meter) => {
    const allowance = usage.allowances[meter];
    return allowance && allowance.limit !== null ? [[meter, allowance.used, allowance.limit] as const] : [];
  });
  if (meters.length === 0) return null;
  return (
    <ul className="mt-5 space-y-3" aria-label="This period's usage">
      {meters.map(([meter, used, limit]) => (
        <li key={meter}>
          <div className="flex justify-between text-sm">
            <span className="font-semibold">{METER_LABELS[meter]}</span>
            <span className="text-muted">
              {used.toLocaleString("en-GB")} of {limit.toLocaleString("en-GB")} used
            </span>
          </div>
          <div
            className="mt-1 h-2 overflow-hidden rounded-full bg-stone-200"
            role="progressbar"
            aria-label={METER_LABELS[meter]}
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={used}
          >
            <div
              className={cn("h-full", used >= limit ? "bg-red-600" : "bg-brand-600")}
              style={{ width: `${Math.min(100, (used / Math.max(1, limit)) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The last charges, with Stripe's invoice page where there is one (live). */
export function PaymentsCard({ payments }: { payments: PaymentSummary[] }) {
  return (
    <Card>
      <h2 className="text-lg font-bold">Invoices and payments</h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-muted">No payments yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block font-semibold">{payment.description}</span>
                <span className="text-sm text-muted">{longDate(payment.date)}</span>
              </span>
              <span className="text-right">
                <span className="block font-semibold">
                  {formatPounds(payment.amountPence, { alwaysPence: true })}
                </span>
                <span className={cn("text-sm", payment.status === "failed" ? "text-red-700" : "text-muted")}>
                  {payment.status === "failed" ? "Failed" : "Paid"}
                  {payment.invoiceUrl && (
                    <>
                      {" · "}
                      <a href={payment.invoiceUrl} className="underline" target="_blank" rel="noreferrer">
                        Invoice
                      </a>
                    </>
                  )}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
