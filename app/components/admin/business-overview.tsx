import { Card } from "~/components/ui/card";
import { churnNote, conversionNote } from "~/lib/admin/analytics";
import type { AdminAnalytics } from "~/lib/contract/admin";
import { PLAN_IDS } from "~/lib/plans";
import { count, money, planLabel } from "./format";
import { RevenueChart } from "./revenue-chart";

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 font-display text-2xl font-bold tabular-nums">{value}</p>
      {note ? <p className="mt-0.5 text-xs text-muted">{note}</p> : null}
    </Card>
  );
}

/** Business Overview: the §3 figures, the revenue chart and how accounts split across plans. */
export function BusinessOverview({ analytics: a }: { analytics: AdminAnalytics }) {
  const planTotal = PLAN_IDS.reduce((sum, plan) => sum + a.planDistribution[plan], 0);
  const chartTotal = a.revenueByMonth.reduce((sum, month) => sum + month.pence, 0);
  return (
    <div className="grid gap-5">
      <section aria-label="Revenue" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Monthly recurring revenue"
          value={money(a.monthlyRevenue)}
          note="active plans, annual ÷ 12"
        />
        <Figure label="Estimated annual revenue" value={money(a.estimatedAnnualRevenue)} note="MRR × 12" />
        <Figure
          label="Expected this week"
          value={money(a.weeklyExpectedRevenue)}
          note={`${count(a.paymentsThisWeek)} renewals in 7 days`}
        />
        <Figure
          label="Revenue per paying user"
          value={money(a.averageRevenuePerUser)}
          note="MRR ÷ active subscribers"
        />
      </section>
      <section aria-label="Customers" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Total users" value={count(a.totalUsers)} />
        <Figure label="Active subscribers" value={count(a.activeSubscribers)} />
        <Figure
          label="Conversion (30 days)"
          value={`${a.conversionRate}%`}
          note={conversionNote(a.conversion)}
        />
        <Figure label="Churn (30 days)" value={`${a.churnRate}%`} note={churnNote(a.churn)} />
        <Figure label="Past due" value={count(a.pastDueUsers)} />
        <Figure label="Cancelled" value={count(a.cancelledUsers)} />
        <Figure
          label="Tokens used"
          value={count(a.totalTokensUsed)}
          note={`${count(a.averageTokensPerUser)} per user`}
        />
        <Figure
          label="Images · voice minutes"
          value={`${count(a.totalImagesGenerated)} · ${count(a.totalVoiceMinutes)}`}
          note="this billing period"
        />
      </section>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Card>
          <h2 className="text-lg font-bold">Revenue collected</h2>
          <p className="text-sm text-muted">
            Customers' paid invoices and top-ups, by the month they were paid (UTC):{" "}
            <span className="font-semibold text-ink tabular-nums">{money(chartTotal)}</span> in these six
            months, <span className="font-semibold text-ink tabular-nums">{money(a.revenueAllTime)}</span>{" "}
            since the start. The subscribers' "Total spent" adds up to the second figure.
          </p>
          <RevenueChart months={a.revenueByMonth} />
        </Card>
        <Card>
          <h2 className="text-lg font-bold">Plans</h2>
          <ul className="mt-3 grid gap-3">
            {PLAN_IDS.map((plan) => {
              const n = a.planDistribution[plan];
              const share = planTotal > 0 ? Math.round((n / planTotal) * 100) : 0;
              return (
                <li key={plan}>
                  <div className="flex justify-between text-sm">
                    <span className="font-semibold">{planLabel(plan)}</span>
                    <span className="tabular-nums text-muted">
                      {count(n)} · {share}%
                    </span>
                  </div>
                  <div className="mt-1 h-2 rounded-full bg-stone-100" aria-hidden="true">
                    <div className="h-2 rounded-full bg-brand-600" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      </div>
    </div>
  );
}
