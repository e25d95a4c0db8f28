import { Archive, ArchiveRestore, ClipboardList, Copy, Eye, FileDown, Star } from "lucide-react";
import type { ReactNode } from "react";
import type { QuizSummary } from "~/lib/contract/quiz";
import { difficultyLabel, HIGH_PERFORMER_SCORE } from "~/lib/quiz/constants";
import { Badge } from "../../ui/badge";
import { Button, buttonClasses } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toaster";
import { BAND_TONES, categoryShares, exportUrl, oneDecimal, shortDate } from "../shared";

interface HistoryCardProps {
  quiz: QuizSummary;
  /** A change to the library is on its way: the actions wait. */
  disabled: boolean;
  /** The change on its way is to this quiz. */
  working: boolean;
  onView: () => void;
  onRecord: () => void;
  onDuplicate: () => void;
  onArchive: () => void;
}

/** One saved quiz in History: its figures and what can be done with it. */
export function HistoryCard({
  quiz,
  disabled,
  working,
  onView,
  onRecord,
  onDuplicate,
  onArchive,
}: HistoryCardProps) {
  const band = difficultyLabel(quiz.difficultyLevel);
  const high = quiz.performanceScore !== null && quiz.performanceScore >= HIGH_PERFORMER_SCORE;
  const archived = quiz.status === "archived";
  const { attendanceCount, averageScore } = quiz.usageStats;
  const shares = categoryShares(quiz.categories);
  return (
    <article
      data-testid="history-card"
      aria-label={quiz.title}
      aria-busy={working || undefined}
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
          {working && <Spinner label="Updating" />}
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
      {shares.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Categories">
          {shares.map((share) => (
            <li key={share.key} className="rounded-md bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">
              {share.label} {share.pct}%
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        <Button size="sm" onClick={onView}>
          <Eye className="size-4" aria-hidden="true" />
          View Details
        </Button>
        <Button variant="outline" size="sm" onClick={onRecord} disabled={disabled}>
          <ClipboardList className="size-4" aria-hidden="true" />
          {attendanceCount !== null ? "Edit results" : "Record results"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDuplicate}
          disabled={disabled}
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
          disabled={disabled}
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
