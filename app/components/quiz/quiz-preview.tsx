import {
  ArrowLeft,
  Check,
  Copy,
  FileDown,
  FileText,
  FileType,
  MonitorPlay,
  Save,
  ShieldCheck,
} from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import type { Quiz, QuizQuestion } from "~/lib/contract/quiz";
import { difficultyBand, difficultyLabel } from "~/lib/quiz/constants";
import { Badge } from "../ui/badge";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { cn } from "../ui/cn";
import { copyWithToast } from "../ui/copy-with-toast";
import { toast } from "../ui/toaster";
import { QuestionCard } from "./question-card";
import { dateAndTime } from "./shared";

export interface Round {
  number: number;
  name: string;
  questions: QuizQuestion[];
}

/** Questions grouped by round, in order; a round without a name is 'Round N' (spec §2). */
export function roundsOf(questions: QuizQuestion[]): Round[] {
  const rounds = new Map<number, Round>();
  for (const question of questions) {
    let round = rounds.get(question.round);
    if (!round) {
      round = {
        number: question.round,
        name: question.roundName.trim() || `Round ${question.round}`,
        questions: [],
      };
      rounds.set(question.round, round);
    }
    round.questions.push(question);
  }
  return [...rounds.values()].sort((a, b) => a.number - b.number);
}

export function exportUrl(quizId: string, format: "pdf" | "docx" | "txt"): string {
  return `/api/quiz/${encodeURIComponent(quizId)}/export?format=${format}`;
}

interface QuizPreviewProps {
  quiz: Quiz;
  onChange: (quiz: Quiz) => void;
  onBack: () => void;
  onSave: () => void;
  saving: boolean;
}

/** The Preview view (spec §2): summary, stat tiles, round tabs, per-question tools, export and share. */
export function QuizPreview({ quiz, onChange, onBack, onSave, saving }: QuizPreviewProps) {
  const rounds = roundsOf(quiz.questions);
  const [tab, setTab] = useState(String(rounds[0]?.number ?? 1));
  const counts = { easy: 0, medium: 0, hard: 0, local: 0 };
  for (const question of quiz.questions) {
    counts[difficultyBand(question.difficulty)] += 1;
    if (question.category === "local") counts.local += 1;
  }
  const saved = quiz.status !== "draft";
  // Numbers run on through the rounds, as the host reads them out.
  const firstNumber = new Map<number, number>();
  let running = 1;
  for (const round of rounds) {
    firstNumber.set(round.number, running);
    running += round.questions.length;
  }

  function replace(next: QuizQuestion) {
    const before = quiz.questions.find((q) => q.id === next.id);
    // An edited question is no longer vouched for; a regenerated one is checked again.
    const change = (before?.edited ? 1 : 0) - (next.edited ? 1 : 0);
    onChange({
      ...quiz,
      verifiedCount: Math.max(0, quiz.verifiedCount + change),
      questions: quiz.questions.map((q) => (q.id === next.id ? next : q)),
    });
  }

  return (
    <div className="space-y-5">
      <Card className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">
            {saved ? "In your quiz library" : "Preview — not saved yet"}
          </p>
          <h2 className="mt-1 font-display text-3xl font-bold break-words">{quiz.title}</h2>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="About this quiz">
            <li>{quiz.questions.length} questions</li>
            <li>
              Difficulty {quiz.difficultyLevel}/10 ({difficultyLabel(quiz.difficultyLevel)})
            </li>
            <li>Generated {dateAndTime(quiz.generatedAt)}</li>
          </ul>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="green">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              {quiz.verifiedCount} of {quiz.questions.length} answers verified
            </Badge>
            <Badge tone="stone">{quiz.generator}</Badge>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
          <Button onClick={onSave} disabled={saving || saved}>
            {saved ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Save className="size-4" aria-hidden="true" />
            )}
            {saving ? "Saving..." : saved ? "Saved" : "Save Quiz"}
          </Button>
        </div>
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
        <Tabs.Root value={tab} onValueChange={setTab} className="min-w-0">
          <Tabs.List
            aria-label="Rounds"
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {rounds.map((round) => (
              <Tabs.Trigger
                key={round.number}
                value={String(round.number)}
                className={cn(
                  "h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                  "border-stone-300 bg-white text-ink hover:bg-stone-50",
                  "data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
                )}
              >
                {round.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
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
                  number={(firstNumber.get(round.number) ?? 1) + index}
                  onReplaced={replace}
                />
              ))}
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <aside className="space-y-5">
          <ExportCard quiz={quiz} />
          {quiz.tiebreakers.length > 0 && (
            <Card>
              <h3 className="font-display text-xl font-bold">Tiebreakers</h3>
              <p className="mt-1 text-sm text-muted">Nearest answer wins.</p>
              <ol className="mt-3 space-y-3">
                {quiz.tiebreakers.map((tiebreaker, index) => (
                  <li key={tiebreaker.id} className="rounded-xl bg-stone-50 p-3 text-sm">
                    <p className="font-semibold">
                      {index + 1}. {tiebreaker.question}
                    </p>
                    <p className="mt-1 text-brand-900">
                      Answer: <strong>{tiebreaker.answer.toLocaleString("en-GB")}</strong>
                      {tiebreaker.unit ? ` ${tiebreaker.unit}` : ""}
                    </p>
                    {tiebreaker.explanation && <p className="mt-1 text-muted">{tiebreaker.explanation}</p>}
                  </li>
                ))}
              </ol>
            </Card>
          )}
          {quiz.teamNames.length > 0 && (
            <CopyList title="Team name ideas" items={quiz.teamNames} what="Team name" />
          )}
          {quiz.socialTeasers.length > 0 && (
            <CopyList title="Social teasers" items={quiz.socialTeasers} what="Teaser" />
          )}
        </aside>
      </div>
    </div>
  );
}

function StatTile({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <li className={cn("rounded-2xl border p-4 text-center", className)}>
      <p className="font-display text-3xl font-bold tabular-nums">{value}</p>
      <p className="text-sm font-semibold">{label}</p>
    </li>
  );
}

function ExportCard({ quiz }: { quiz: Quiz }) {
  const exported = (label: string) =>
    toast({
      title: "Exported!",
      description: `${label} of "${quiz.title}" is downloading.`,
      variant: "success",
    });
  const links = [
    { format: "pdf", label: "PDF", Icon: FileDown },
    { format: "docx", label: "Word Doc", Icon: FileType },
    { format: "txt", label: "Text File", Icon: FileText },
  ] as const;
  return (
    <Card>
      <h3 className="font-display text-xl font-bold">Export &amp; Share</h3>
      <p className="mt-1 text-sm text-muted">Host copy with answers, plus answer sheets for the teams.</p>
      <div className="mt-3 grid grid-cols-3 gap-2">
        {links.map(({ format, label, Icon }) => (
          <a
            key={format}
            href={exportUrl(quiz.id, format)}
            download
            onClick={() => exported(label)}
            className={cn(
              buttonClasses({ variant: "outline", size: "sm" }),
              "h-auto flex-col gap-1 px-1 py-2 text-center leading-tight",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </a>
        ))}
      </div>
      <Link
        to={`/quiz-generator/${encodeURIComponent(quiz.id)}/host`}
        className={cn(buttonClasses({ variant: "brass" }), "mt-3 w-full")}
      >
        <MonitorPlay className="size-5" aria-hidden="true" />
        Host App
      </Link>
      <p className="mt-2 text-xs text-muted">Full-screen presenter for the pub TV, with scores.</p>
    </Card>
  );
}

function CopyList({ title, items, what }: { title: string; items: string[]; what: string }) {
  const [copied, setCopied] = useState<number | null>(null);
  async function copy(text: string, index: number) {
    if (!(await copyWithToast(text, { copied: `${what} ready to paste.` }))) return;
    setCopied(index);
    window.setTimeout(() => setCopied((current) => (current === index ? null : current)), 2000);
  }
  return (
    <Card>
      <h3 className="font-display text-xl font-bold">{title}</h3>
      <ul className="mt-3 space-y-2">
        {items.map((item, index) => (
          <li key={item} className="flex items-start gap-2 rounded-xl bg-stone-50 p-2 pl-3 text-sm">
            <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{item}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => copy(item, index)}
              aria-label={`Copy ${what.toLowerCase()} ${index + 1}`}
              className="shrink-0"
            >
              {copied === index ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
