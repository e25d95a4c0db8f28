import type { QuizHistoryResponse } from "~/lib/contract/quiz";
import { Card } from "../../ui/card";
import { oneDecimal } from "../shared";

/** The library's figures under the list: they count every quiz the filter and search let through. */
export function SummaryStatistics({ summary }: { summary: QuizHistoryResponse["summary"] }) {
  const tiles = [
    ["Total Quizzes", String(summary.totalQuizzes)],
    ["Avg Attendance", summary.avgAttendance === null ? "—" : String(Math.round(summary.avgAttendance))],
    ["Avg Score", summary.avgScore === null ? "—" : `${oneDecimal(summary.avgScore)}/10`],
    ["High Performers", String(summary.highPerformers)],
  ] as const;
  return (
    <section aria-labelledby="summary-heading">
      <Card>
        <h3 id="summary-heading" className="font-display text-xl font-bold">
          Summary Statistics
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3 text-center">
              <dt className="text-sm text-brand-800">{label}</dt>
              <dd className="font-display text-2xl font-bold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
        {summary.avgAttendance === null && summary.totalQuizzes > 0 && (
          <p className="mt-3 text-sm text-muted">
            Record a night's results to see attendance and scores here.
          </p>
        )}
      </Card>
    </section>
  );
}
