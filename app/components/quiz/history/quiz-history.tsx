import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import type { QuizHistoryResponse, QuizSummary } from "~/lib/contract/quiz";
import { Button } from "../../ui/button";
import { LoadFailed } from "../load-failed";
import type { HistoryQuery } from "../page-data";
import { ResultsDialog } from "../results-dialog";
import { HistoryCard } from "./history-card";
import { HistoryFilters } from "./history-filters";
import { SummaryStatistics } from "./summary-statistics";
import { useLibraryActions } from "./use-library-actions";

interface QuizHistoryProps {
  query: HistoryQuery;
  /** The library as the loader read it for `query`; null when it could not be read. */
  history: QuizHistoryResponse | null;
  onQuery: (query: HistoryQuery) => void;
  onBack: () => void;
  onOpen: (quizId: string) => void;
}

/** The History view (spec §2): search, sort, filter, cards with their actions, summary statistics. */
export function QuizHistory({ query, history, onQuery, onBack, onOpen }: QuizHistoryProps) {
  const library = useLibraryActions();
  const [recording, setRecording] = useState<QuizSummary | null>(null);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold">Quiz History</h2>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>

      <HistoryFilters query={query} onQuery={onQuery} />

      {!history ? (
        <LoadFailed what="Your quiz history" />
      ) : (
        <>
          {history.quizzes.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-muted">
              {query.search ? "No quizzes match your search" : "No quizzes found"}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {history.quizzes.map((quiz) => (
                <li key={quiz.id} className="flex min-w-0">
                  <HistoryCard
                    quiz={quiz}
                    disabled={library.busy}
                    working={library.busyId === quiz.id}
                    onView={() => onOpen(quiz.id)}
                    onRecord={() => setRecording(quiz)}
                    onDuplicate={() => library.duplicate(quiz)}
                    onArchive={() => library.setArchived(quiz, quiz.status !== "archived")}
                  />
                </li>
              ))}
            </ul>
          )}
          <SummaryStatistics summary={history.summary} />
        </>
      )}

      <ResultsDialog quiz={recording} onOpenChange={(open) => !open && setRecording(null)} />
    </div>
  );
}
