import { History, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { QuizAnalytics, QuizSummary } from "~/lib/contract/quiz";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { cn } from "../../ui/cn";
import { LoadFailed } from "../load-failed";
import type { QuestionOrigin } from "../page-data";
import { Performance } from "./performance";
import { QuestionSourceCard } from "./question-source-card";
import { RecentQuizzes } from "./recent-quizzes";

interface QuizDashboardProps {
  /** This month's figures; null when they could not be read. */
  analytics: QuizAnalytics | null;
  /** The latest quizzes; null when they could not be read. */
  recent: QuizSummary[] | null;
  source: QuestionOrigin;
  onGenerate: () => void;
  onHistory: () => void;
  onOpen: (quizId: string) => void;
}

/** The Dashboard view (spec §2): three cards, this month's performance and the five latest quizzes. */
export function QuizDashboard({
  analytics,
  recent,
  source,
  onGenerate,
  onHistory,
  onOpen,
}: QuizDashboardProps) {
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 md:grid-cols-3">
        <ActionCard
          icon={<Sparkles className="size-6" aria-hidden="true" />}
          title="Generate Tonight's Quiz"
          text={
            source.kind === "live"
              ? "AI generation in about 30 seconds: rounds, pictures, tiebreakers and answer sheets."
              : "Built from the curated question bank in seconds: rounds, pictures, tiebreakers and answer sheets."
          }
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
        <QuestionSourceCard source={source} />
      </ul>

      <section aria-labelledby="performance-heading">
        <Card>
          <h2 id="performance-heading" className="font-display text-2xl font-bold">
            Quiz Performance This Month
          </h2>
          {analytics ? <Performance analytics={analytics} /> : <LoadFailed what="This month's figures" />}
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
          {recent ? (
            <RecentQuizzes quizzes={recent} onOpen={onOpen} />
          ) : (
            <LoadFailed what="Your recent quizzes" />
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
  action: ReactNode;
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
