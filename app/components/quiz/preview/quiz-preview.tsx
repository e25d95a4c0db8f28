import { ArrowLeft, Check, Save } from "lucide-react";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import type { Quiz } from "~/lib/contract/quiz";
import { difficultyBand, difficultyLabel } from "~/lib/quiz/constants";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { cn } from "../../ui/cn";
import { dateAndTime } from "../shared";
import { PreviewSidebar } from "./preview-sidebar";
import { QuizProvenance } from "./provenance";
import { QuestionCard } from "./question-card";
import { RoundTabs } from "./round-tabs";
import { roundsOf } from "./rounds";

interface QuizPreviewProps {
  /** The quiz as the loader read it; null when it is not in this library or could not be read. */
  quiz: Quiz | null;
  missing: boolean;
  onBack: () => void;
  onSave: (quiz: Quiz) => void;
  saving: boolean;
}

/** The Preview view (spec §2): summary, stat tiles, round tabs, per-question tools, export and share. */
export function QuizPreview({ quiz, missing, onBack, onSave, saving }: QuizPreviewProps) {
  if (!quiz) {
    return (
      <Card role="alert" className="space-y-3">
        <h2 className="font-display text-2xl font-bold">
          {missing ? "That quiz isn't in your library" : "The quiz couldn't be loaded just now"}
        </h2>
        <p className="text-muted">
          {missing
            ? "It may belong to another account, or the link is wrong."
            : "Check the connection and try again."}
        </p>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      </Card>
    );
  }
  return <QuizPreviewOf quiz={quiz} onBack={onBack} onSave={onSave} saving={saving} />;
}

function QuizPreviewOf({
  quiz,
  onBack,
  onSave,
  saving,
}: Omit<QuizPreviewProps, "quiz" | "missing"> & { quiz: Quiz }) {
  const rounds = roundsOf(quiz.questions);
  const [tab, setTab] = useState(String(rounds[0]?.number ?? 1));
  const counts = { easy: 0, medium: 0, hard: 0, local: 0 };
  for (const question of quiz.questions) {
    counts[difficultyBand(question.difficulty)] += 1;
    if (question.category === "local") counts.local += 1;
  }
  const saved = quiz.status !== "draft";
  const headerHeight = useStickyHeaderHeight();

  return (
    <div className="space-y-5">
      {/*
        Back and Save stay in reach at the top of the screen while the rounds scroll under them, and
        toasts appear at the bottom, so "Quiz Generated!" never covers them (on a phone least of all).
      */}
      <div
        data-testid="preview-actions"
        style={{ top: headerHeight }}
        className="sticky z-30 -mx-4 flex items-center gap-2 border-b border-stone-200 bg-cream/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
      >
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-brand-700">
          {saved ? (
            <>
              <span className="sm:hidden">Saved</span>
              <span className="hidden sm:inline">In your quiz library</span>
            </>
          ) : (
            <>
              <span className="sm:hidden">Not saved</span>
              <span className="hidden sm:inline">Preview — not saved yet</span>
            </>
          )}
        </p>
        <Button onClick={() => onSave(quiz)} disabled={saving || saved}>
          {saved ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {saving ? "Saving..." : saved ? "Saved" : "Save Quiz"}
        </Button>
      </div>

      <Card>
        <h2 className="font-display text-3xl font-bold break-words">{quiz.title}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="About this quiz">
          <li>{quiz.questions.length} questions</li>
          <li>
            Difficulty {quiz.difficultyLevel}/10 ({difficultyLabel(quiz.difficultyLevel)})
          </li>
          <li>Generated {dateAndTime(quiz.generatedAt)}</li>
        </ul>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <QuizProvenance quiz={quiz} />
          <Badge tone="stone">{quiz.generator}</Badge>
        </p>
      </Card>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Question mix">
        <StatTile label="Easy" value={counts.easy} className="border-brand-200 bg-brand-50 text-brand-900" />
        <StatTile
          label="Medium"
          value={counts.medium}
          className="border-amber-200 bg-amber-50 text-amber-950"
        />
        <StatTile label="Hard" value={counts.hard} className="border-red-200 bg-red-50 text-red-900" />
        <StatTile
          label="Local"
          value={counts.local}
          className="border-violet-200 bg-violet-50 text-violet-900"
        />
      </ul>

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RoundTabs rounds={rounds} value={tab} onValueChange={setTab}>
          {rounds.map((round) => (
            <Tabs.Content key={round.number} value={String(round.number)} className="mt-3 space-y-4">
              <h3 className="font-display text-xl font-bold">
                {round.name}{" "}
                <span className="text-base font-normal text-muted">· {round.questions.length} questions</span>
              </h3>
              {round.questions.map((question, index) => (
                <QuestionCard
                  key={question.id}
                  quizId={quiz.id}
                  question={question}
                  number={round.firstNumber + index}
                />
              ))}
            </Tabs.Content>
          ))}
        </RoundTabs>
        <PreviewSidebar quiz={quiz} />
      </div>
    </div>
  );
}

/**
 * The height of the site's sticky header (taller on a phone, where it carries the app links), so the
 * preview's action bar sticks just below it rather than behind it.
 */
function useStickyHeaderHeight(): number {
  const [height, setHeight] = useState(64);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>("header.sticky");
    if (!header) return setHeight(0);
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

function StatTile({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <li className={cn("rounded-2xl border p-4 text-center", className)}>
      <p className="font-display text-3xl font-bold tabular-nums">{value}</p>
      <p className="text-sm font-semibold">{label}</p>
    </li>
  );
}
