import { Check, Flag, Pencil, RefreshCw } from "lucide-react";
import { memo, useRef, useState } from "react";
import { ERROR_CODES } from "~/lib/contract/errors";
import type { QuizQuestion } from "~/lib/contract/quiz";
import { sameOption } from "~/lib/quiz/answers";
import { difficultyLabel } from "~/lib/quiz/constants";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toaster";
import { BAND_TONES, CategoryBadge } from "../shared";
import { useQuizIntent } from "../use-quiz-intent";
import { acceptedSpellings, QuestionProvenance } from "./provenance";
import { QuestionEditor } from "./question-editor";
import { QuestionPicture } from "./question-picture";
import { ReportDialog } from "./report-dialog";

interface QuestionCardProps {
  quizId: string;
  question: QuizQuestion;
  number: number;
}

/**
 * One question in the preview. Every write reads the quiz again, so a card renders again only when its
 * own question changed (forty cards re-rendered after each edit are slow on an old phone).
 */
export const QuestionCard = memo(
  QuestionCardView,
  (before, after) =>
    before.quizId === after.quizId &&
    before.number === after.number &&
    JSON.stringify(before.question) === JSON.stringify(after.question),
);

/** One question in the preview: everything the host needs, plus edit, regenerate and report. */
function QuestionCardView({ quizId, question, number }: QuestionCardProps) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const band = difficultyLabel(question.difficulty);
  const aliases = acceptedSpellings(question);

  const regenerating = useQuizIntent("regenerateQuestion", (answer) => {
    if (answer.ok) {
      toast({
        title: "Question Regenerated",
        description: `Question ${number} has a fresh replacement.`,
        variant: "success",
      });
    } else {
      const said = answer.code === ERROR_CODES.allowanceExhausted || answer.code === ERROR_CODES.conflict;
      toast({
        title: "Error",
        description: said ? answer.message : "Failed to regenerate question",
        variant: "destructive",
      });
    }
  });

  function closeEditor() {
    setEditing(false);
    // Back to where the keyboard user was.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <article
      data-testid="quiz-question"
      aria-labelledby={`q-${question.id}`}
      aria-busy={regenerating.pending || undefined}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
          {number}
        </span>
        <CategoryBadge category={question.category} />
        <Badge tone={BAND_TONES[band]}>{band}</Badge>
      </header>

      {editing ? (
        <QuestionEditor quizId={quizId} question={question} onCancel={closeEditor} onSaved={closeEditor} />
      ) : (
        <>
          <h4 id={`q-${question.id}`} className="mt-3 text-lg leading-snug font-semibold">
            {question.question}
          </h4>
          {question.imageUrl && (
            <QuestionPicture
              src={question.imageUrl}
              alt={`Clue for question ${number}`}
              className="mt-3 max-h-56"
            />
          )}
          <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-brand-900">
            <span className="font-semibold">Answer:</span> {question.answer}
            {aliases.length > 0 && <span className="block text-sm">Also accept: {aliases.join(", ")}</span>}
          </p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Options">
            {question.options.map((option, index) => {
              const right = sameOption(option, question.answer);
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots, A to D (texts may change while editing).
                  key={index}
                  className={
                    right
                      ? "flex items-center gap-2 rounded-lg border border-brand-300 bg-brand-50 px-3 py-2 text-sm font-semibold"
                      : "flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm"
                  }
                >
                  <span className="font-bold text-muted">{String.fromCharCode(65 + index)}</span>
                  <span className="min-w-0 flex-1 break-words">{option}</span>
                  {right && <Check className="size-4 shrink-0 text-brand-700" aria-label="Correct" />}
                </li>
              );
            })}
          </ul>
          {question.explanation && <p className="mt-3 text-sm text-muted">{question.explanation}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span>
              Difficulty <strong>{question.difficulty}/10</strong>
            </span>
            <span>
              Local relevance <strong>{question.localRelevance}/10</strong>
            </span>
          </div>
          <div className="mt-2">
            <QuestionProvenance question={question} />
          </div>
          <footer className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
            <Button
              ref={editButton}
              variant="outline"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={`Edit question ${number}`}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => regenerating.submit({ quizId, questionId: question.id }, undefined)}
              disabled={regenerating.pending}
              aria-label={`Regenerate question ${number}`}
            >
              <RefreshCw
                className={regenerating.pending ? "size-4 animate-spin" : "size-4"}
                aria-hidden="true"
              />
              {regenerating.pending ? "Regenerating…" : "Regenerate"}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setReporting(true)}
              aria-label={`Report a problem with question ${number}`}
              className="ml-auto"
            >
              <Flag className="size-4" aria-hidden="true" />
              Report a problem
            </Button>
          </footer>
        </>
      )}
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        quizId={quizId}
        questionId={question.id}
        number={number}
      />
    </article>
  );
}
