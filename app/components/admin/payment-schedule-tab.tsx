import { Card } from "~/components/ui/card";
import type { PaymentSchedule } from "~/lib/contract/admin";
import { count, money, scheduleDate } from "./format";

/** Payment Schedule: the next 30 days of renewals, each day with who pays and how much. */
export function PaymentScheduleTab({ schedule }: { schedule: PaymentSchedule }) {
  const { summary } = schedule;
  const busiest = Math.max(1, ...schedule.schedule.map((day) => day.expectedRevenue));
  return (
    <div className="grid gap-5">
      <section aria-label="Schedule summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ["Next 7 days", money(summary.weeklyExpectedRevenue)],
          ["Next 30 days", money(summary.monthlyExpectedRevenue)],
          ["Upcoming payments", count(summary.totalUpcomingPayments)],
          ["Average per day", money(summary.averageDailyRevenue)],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-sm text-muted">{label}</p>
            <p className="mt-1 font-display text-2xl font-bold tabular-nums">{value}</p>
          </Card>
        ))}
      </section>
      {summary.totalUpcomingPayments === 0 ? (
        <Card className="text-center text-muted">No renewals are due in the next 30 days.</Card>
      ) : null}
      <ol className="grid gap-1.5" aria-label="Renewals by day">
        {schedule.schedule.map((day) =>
          day.userCount === 0 ? (
            // Quiet days stay in the list (it is a calendar) but take one thin line.
            <li key={day.date} className="flex justify-between px-3 py-1 text-sm text-muted">
              <span className="w-28">{scheduleDate(day.date)}</span>
              <span>No renewals</span>
            </li>
          ) : (
            <li key={day.date}>
              <Card className="p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="w-28 font-semibold">{scheduleDate(day.date)}</span>
                  <span className="text-sm text-muted">
                    {count(day.userCount)} {day.userCount === 1 ? "user" : "users"}
                  </span>
                  <span className="ml-auto font-semibold tabular-nums">{money(day.expectedRevenue)}</span>
                </div>
                <div className="mt-2 h-1.5 rounded-full bg-stone-100" aria-hidden="true">
                  <div
                    className="h-1.5 rounded-full bg-brass-400"
                    style={{ width: `${Math.round((day.expectedRevenue / busiest) * 100)}%` }}
                  />
                </div>
                <details className="mt-2 text-sm" open={day.userCount <= 5}>
                  <summary className="cursor-pointer text-brand-700">Who pays</summary>
                  <ul className="mt-1 grid gap-0.5">
                    {day.users.map((user) => (
                      <li key={`${user.email}-${user.amountPence}`} className="flex justify-between gap-2">
                        <span className="min-w-0 truncate">{user.email}</span>
                        <span className="tabular-nums text-muted">{money(user.amountPence)}</span>
                      </li>
                    ))}
                    {day.userCount > day.users.length ? (
                      <li className="text-muted">and {count(day.userCount - day.users.length)} more</li>
                    ) : null}
                  </ul>
                </details>
              </Card>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
