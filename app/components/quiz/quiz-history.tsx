import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  ClipboardList,
  Copy,
  Eye,
  FileDown,
  Search,
  Star,
} from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { api } from "~/lib/api-client";
import type { Quiz, QuizHistoryResponse, QuizSummary } from "~/lib/contract/quiz";
import { difficultyLabel, HIGH_PERFORMER_SCORE } from "~/lib/quiz/constants";
import { Badge } from "../ui/badge";
import { Button, buttonClasses } from "../ui/button";
import { Card } from "../ui/card";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { exportUrl } from "./quiz-preview";
import { ResultsDialog } from "./results-dialog";
import { BAND_TONES, categoryShares, errorText, MY_PUB, oneDecimal, shortDate } from "./shared";

const SORTS = [
  ["date", "Date Created"],
  ["title", "Title"],
  ["attendance", "Attendance"],
  ["difficulty", "Difficulty"],
] as const;
const FILTERS = [
  ["all", "All"],
  ["active", "Active"],
  ["archived", "Archived"],
] as const;
type Sort = (typeof SORTS)[number][0];
type Filter = (typeof FILTERS)[number][0];

type HistoryState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; data: QuizHistoryResponse };

interface QuizHistoryProps {
  onBack: () => void;
  onOpen: (quiz: Quiz) => void;
  /** Something in the library changed (the dashboard's figures follow). */
  onChanged: () => void;
}

/** The History view (spec §2): search, sort, filter, cards with their actions, summary statistics. */
export function QuizHistory({ onBack, onOpen, onChanged }: QuizHistoryProps) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("date");
  const [filter, setFilter] = useState<Filter>("all");
  const [state, setState] = useState<HistoryState>({ status: "loading" });
  const [busy, setBusy] = useState<string | null>(null);
  const [recording, setRecording] = useState<QuizSummary | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const load = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const params = new URLSearchParams({ sort, filter, limit: "100" });
    if (query) params.set("search", query);
    try {
      const data = await api<QuizHistoryResponse>(`/api/quiz/history/${MY_PUB}?${params}`, {
        signal: controller.signal,
      });
      if (!controller.signal.aborted) setState({ status: "ready", data });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("Quiz history could not be read", error);
      setState((current) => (current.status === "ready" ? current : { status: "failed" }));
    }
  }, [sort, filter, query]);

  useEffect(() => {
    void load();
    return () => inFlight.current?.abort();
  }, [load]);

  /** Runs one card's action with its buttons disabled; if it fails, an "Error" toast says `failure`. */
  async function act(quizId: string, failure: (error: unknown) => string, work: () => Promise<void>) {
    setBusy(quizId);
    try {
      await work();
    } catch (error) {
      toast({ title: "Error", description: failure(error), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  /** After a change to the library: this list and the figures elsewhere are read again. */
  async function reloadAfterChange() {
    await load();
    onChanged();
  }

  async function duplicate(quiz: QuizSummary) {
    // Spec §8: this exact message, whatever the server said.
    await act(
      quiz.id,
      () => "Failed to duplicate quiz",
      async () => {
        const copy = await api<Quiz>(`/api/quiz/${encodeURIComponent(quiz.id)}/duplicate`, {
          method: "POST",
        });
        toast({
          title: "Quiz Duplicated",
          description: `"${copy.title}" is in your library.`,
          variant: "success",
        });
        await reloadAfterChange();
      },
    );
  }

  async function setArchived(quiz: QuizSummary, archived: boolean, announce = true) {
    const failure = archived ? "Failed to archive quiz" : "Failed to restore quiz";
    await act(
      quiz.id,
      () => failure,
      async () => {
        await api<Quiz>(`/api/quiz/${encodeURIComponent(quiz.id)}/archive`, {
          method: "PATCH",
          json: { archived },
        });
        if (archived && announce) {
          toast({
            title: "Quiz Archived",
            description: `"${quiz.title}" moved to the archive.`,
            variant: "success",
            action: {
              label: "Undo",
              altText: "Restore the quiz from the archive",
              onClick: () => void setArchived(quiz, false, false),
            },
          });
        } else if (!archived) {
          toast({
            title: "Quiz Restored",
            description: `"${quiz.title}" is back in your library.`,
            variant: "success",
          });
        }
        await reloadAfterChange();
      },
    );
  }

  async function view(quiz: QuizSummary) {
    await act(
      quiz.id,
      (error) => errorText(error, "Could not open the quiz"),
      async () => onOpen(await api<Quiz>(`/api/quiz/${encodeURIComponent(quiz.id)}`)),
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold">Quiz History</h2>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>

      <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="relative">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search quizzes
          </label>
          <Search
            className="pointer-events-none absolute top-3 left-3 size-5 text-muted"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search quizzes"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-10"
          />
        </div>
        <SelectField id={`${id}-sort`} label="Sort" value={sort} options={SORTS} onChange={setSort} />
        <SelectField
          id={`${id}-filter`}
          label="Filter"
          value={filter}
          options={FILTERS}
          onChange={setFilter}
        />
      </Card>

      {state.status === "loading" ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading your quizzes" />
        </div>
      ) : state.status === "failed" ? (
        <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">Your quiz history couldn't be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          {state.data.quizzes.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-muted">
              {query ? "No quizzes match your search" : "No quizzes found"}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {state.data.quizzes.map((quiz) => (
                <li key={quiz.id} className="flex min-w-0">
                  <HistoryCard
                    quiz={quiz}
                    busy={busy === quiz.id}
                    onDuplicate={() => void duplicate(quiz)}
                    onArchive={() => void setArchived(quiz, quiz.status !== "archived")}
                    onView={() => void view(quiz)}
                    onRecord={() => setRecording(quiz)}
                  />
                </li>
              ))}
            </ul>
          )}
          <SummaryStatistics summary={state.data.summary} />
        </>
      )}

      <ResultsDialog
        quiz={recording}
        onOpenChange={(open) => !open && setRecording(null)}
        onSaved={() => {
          void load();
          onChanged();
        }}
      />
    </div>
  );
}

function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base"
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function HistoryCard({
  quiz,
  busy,
  onDuplicate,
  onArchive,
  onView,
  onRecord,
}: {
  quiz: QuizSummary;
  busy: boolean;
  onDuplicate: () => void;
  onArchive: () => void;
  onView: () => void;
  onRecord: () => void;
}) {
  const band = difficultyLabel(quiz.difficultyLevel);
  const high = quiz.performanceScore !== null && quiz.performanceScore >= HIGH_PERFORMER_SCORE;
  const archived = quiz.status === "archived";
  const { attendanceCount, averageScore } = quiz.usageStats;
  const hasResults = attendanceCount !== null;
  return (
    <article
      data-testid="history-card"
      aria-label={quiz.title}
      className={cn(
        "flex w-full flex-col rounded-2xl border bg-white p-4 shadow-sm sm:p-5",
        archived ? "border-dashed border-stone-300 opacity-90" : "border-stone-200",
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-display text-xl leading-snug font-bold break-words">{quiz.title}</h3>
          <p className="mt-1 text-sm text-muted">{shortDate(quiz.quizDate || quiz.generatedAt)}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {archived && <Badge tone="stone">Archived</Badge>}
          {high && (
            <span title={`High performer (score ${quiz.performanceScore})`}>
              <Star className="size-6 fill-brass-400 text-brass-600" aria-label="High performer" />
            </span>
          )}
        </div>
      </header>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Fact label="Questions" value={String(quiz.totalQuestions)} />
        <Fact label="Level" value={<Badge tone={BAND_TONES[band]}>{band}</Badge>} />
        <Fact label="Attendance" value={attendanceCount === null ? "—" : String(attendanceCount)} />
        <Fact label="Avg score" value={averageScore === null ? "—" : `${oneDecimal(averageScore)}/10`} />
      </dl>
      {categoryShares(quiz.categories).length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Categories">
          {categoryShares(quiz.categories).map((share) => (
            <li key={share.key} className="rounded-md bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
              {share.label} {share.pct}%
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button size="sm" onClick={onView} disabled={busy}>
          <Eye className="size-4" aria-hidden="true" />
          View Details
        </Button>
        <Button variant="outline" size="sm" onClick={onRecord} disabled={busy}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {hasResults ? "Edit results" : "Record results"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDuplicate}
          disabled={busy}
          aria-label={`Duplicate ${quiz.title}`}
        >
          <Copy className="size-4" aria-hidden="true" />
          Duplicate
        </Button>
        <a
          href={exportUrl(quiz.id, "pdf")}
          download
          aria-label={`Export ${quiz.title} as PDF`}
          onClick={() =>
            toast({
              title: "Exported!",
              description: `PDF of "${quiz.title}" is downloading.`,
              variant: "success",
            })
          }
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <FileDown className="size-4" aria-hidden="true" />
          PDF
        </a>
        <Button
          variant="ghost"
          size="sm"
          onClick={onArchive}
          disabled={busy}
          aria-label={archived ? `Restore ${quiz.title}` : `Archive ${quiz.title}`}
        >
          {archived ? (
            <ArchiveRestore className="size-4" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {archived ? "Restore" : "Archive"}
        </Button>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-stone-50 px-2 py-1.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

function SummaryStatistics({ summary }: { summary: QuizHistoryResponse["summary"] }) {
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
