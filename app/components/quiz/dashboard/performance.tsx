import { TrendingDown, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import type { QuizAnalytics } from "~/lib/contract/quiz";
import { cn } from "../../ui/cn";
import { oneDecimal } from "../shared";

/** 'Quiz Performance This Month': attendance and its trend, accuracy, fresh content, quizzes made. */
export function Performance({ analytics }: { analytics: QuizAnalytics }) {
  const { avgAttendance, attendanceChange, accuracyScore, freshContent, totalQuizzes } = analytics;
  const up = attendanceChange !== null && attendanceChange >= 0;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Average attendance">
          {avgAttendance === null ? "—" : Math.round(avgAttendance)}
          {attendanceChange !== null && (
            <span
              className={cn(
                "ml-2 inline-flex items-center gap-0.5 text-sm font-semibold",
                up ? "text-brand-700" : "text-red-700",
              )}
            >
              {up ? (
                <TrendingUp className="size-4" aria-hidden="true" />
              ) : (
                <TrendingDown className="size-4" aria-hidden="true" />
              )}
              {up ? "+" : ""}
              {oneDecimal(attendanceChange)}%
            </span>
          )}
        </Figure>
        <Figure label="Accuracy score">
          {accuracyScore === null ? "—" : `${oneDecimal(accuracyScore)}/10`}
        </Figure>
        <Figure label="Fresh content">{freshContent === null ? "—" : `${Math.round(freshContent)}%`}</Figure>
        <Figure label="Quizzes created">{totalQuizzes}</Figure>
      </dl>
      {totalQuizzes === 0 && accuracyScore === null ? (
        <p className="mt-3 text-sm text-muted">
          No quizzes this month yet: accuracy and fresh content are measured from the quizzes you make.
        </p>
      ) : null}
      {avgAttendance === null && totalQuizzes > 0 && (
        <p className="mt-3 text-sm text-muted">
          No results recorded this month yet: after a quiz night, use 'Record results' in History or save the
          scores from the host screen.
        </p>
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse justify-end rounded-xl bg-stone-50 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-display text-3xl font-bold tabular-nums">{children}</dd>
    </div>
  );
}
