import { History, ShieldCheck, Sparkles, TrendingDown, TrendingUp } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { api } from "~/lib/api-client";
import type { QuizAnalytics, QuizHistoryResponse, QuizSummary } from "~/lib/contract/quiz";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/spinner";
import { MY_PUB, oneDecimal, shortDate } from "./shared";

type Loaded<T> = { status: "loading" } | { status: "failed" } | { status: "ready"; data: T };

interface QuizDashboardProps {
  /** Bumped whenever the library changes, so the figures are read again. */
  refreshKey: number;
  onGenerate: () => void;
  onHistory: () => void;
  onOpen: (quizId: string) => void;
}

/** The Dashboard view (spec §2): three cards, this month's performance and the five latest quizzes. */
export function QuizDashboard({ refreshKey, onGenerate, onHistory, onOpen }: QuizDashboardProps) {
  const [analytics, setAnalytics] = useState<Loaded<QuizAnalytics>>({ status: "loading" });
  const [recent, setRecent] = useState<Loaded<QuizSummary[]>>({ status: "loading" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the signal to read again.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api<QuizAnalytics>(`/api/quiz/analytics/${MY_PUB}`, { signal }).then(
      (data) => setAnalytics({ status: "ready", data }),
      () => !signal.aborted && setAnalytics({ status: "failed" }),
    );
    api<QuizHistoryResponse>(`/api/quiz/history/${MY_PUB}?sort=date&filter=all&limit=5`, { signal }).then(
      (data) => setRecent({ status: "ready", data: data.quizzes }),
      () => !signal.aborted && setRecent({ status: "failed" }),
    );
    return () => controller.abort();
  }, [refreshKey]);

  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-3">
        <ActionCard
          icon={<Sparkles className="size-6" aria-hidden="true" />}
          title="Generate Tonight's Quiz"
          text="AI generation in a few seconds: rounds, pictures, tiebreakers and answer sheets."
          tone="bg-brand-700 text-white"
          action={
            <Button variant="brass" onClick={onGenerate} className="w-full">
              Generate Quiz
            </Button>
          }
        />
        <ActionCard
          icon={<History className="size-6" aria-hidden="true" />}
          title="View Quiz History"
          text="Every quiz you've saved, with attendance, scores and exports."
          tone="bg-white"
          action={
            <Button variant="outline" onClick={onHistory} className="w-full">
              View History
            </Button>
          }
        />
        <ActionCard
          icon={<ShieldCheck className="size-6" aria-hidden="true" />}
          title="Accuracy Guarantee"
          text="95%+ verified answers: every question carries a source and is checked before you see it."
          tone="bg-brass-100"
        />
      </ul>

      <section aria-labelledby="performance-heading">
        <Card>
          <h2 id="performance-heading" className="font-display text-2xl font-bold">
            Quiz Performance This Month
          </h2>
          {analytics.status === "loading" ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading quiz performance" />
            </div>
          ) : analytics.status === "failed" ? (
            <p role="alert" className="mt-3 text-amber-900">
              This month's figures couldn't be loaded just now.
            </p>
          ) : (
            <Performance analytics={analytics.data} />
          )}
        </Card>
      </section>

      <section aria-labelledby="recent-heading">
        <Card>
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-heading" className="font-display text-2xl font-bold">
              Recent Quizzes
            </h2>
            <Button variant="link" size="sm" onClick={onHistory}>
              See all
            </Button>
          </div>
          {recent.status === "loading" ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading recent quizzes" />
            </div>
          ) : recent.status === "failed" ? (
            <p role="alert" className="mt-3 text-amber-900">
              Your recent quizzes couldn't be loaded just now.
            </p>
          ) : recent.data.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">
              No quizzes yet — generate your first and save it to see it here.
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100">
              {recent.data.map((quiz) => (
                <li key={quiz.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(quiz.id)}
                    className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-2 py-3 text-left hover:bg-stone-50"
                  >
                    <span className="min-w-0">
                      <span className="block font-semibold break-words">{quiz.title}</span>
                      <span className="block text-sm text-muted">
                        {shortDate(quiz.quizDate || quiz.generatedAt)} · {quiz.totalQuestions} questions
                      </span>
                    </span>
                    <span className="text-sm text-muted">
                      {quiz.usageStats.attendanceCount === null
                        ? "No results yet"
                        : `${quiz.usageStats.attendanceCount} attended`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </div>
  );
}

function ActionCard({
  icon,
  title,
  text,
  tone,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone: string;
  action?: ReactNode;
}) {
  return (
    <li className={cn("flex flex-col gap-3 rounded-2xl border border-stone-200 p-5 shadow-sm", tone)}>
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/15 ring-1 ring-current/20">
        {icon}
      </span>
      <h2 className="font-display text-xl font-bold">{title}</h2>
      <p className="flex-1 text-sm opacity-90">{text}</p>
      {action}
    </li>
  );
}

function Performance({ analytics }: { analytics: QuizAnalytics }) {
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
