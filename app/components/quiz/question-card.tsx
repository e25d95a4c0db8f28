import { Check, Flag, Pencil, RefreshCw } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { api } from "~/lib/api-client";
import type { QuizQuestion } from "~/lib/contract/quiz";
import { optionsDistinct, sameOption } from "~/lib/quiz/answers";
import { difficultyLabel } from "~/lib/quiz/constants";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { DialogFormActions } from "../ui/dialog-form-actions";
import { FormProblem } from "../ui/form-problem";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";
import { BAND_TONES, CategoryBadge, errorText } from "./shared";

const textareaClasses =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

interface QuestionCardProps {
  quizId: string;
  question: QuizQuestion;
  number: number;
  onReplaced: (question: QuizQuestion) => void;
}

/** One question in the preview: everything the host needs, plus edit, regenerate and report. */
export function QuestionCard({ quizId, question, number, onReplaced }: QuestionCardProps) {
  const [editing, setEditing] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [reporting, setReporting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const base = `/api/quiz/${encodeURIComponent(quizId)}/`;
  const band = difficultyLabel(question.difficulty);

  async function regenerate() {
    setRegenerating(true);
    try {
      const answer = await api<{ question: QuizQuestion }>(
        `${base}regenerate-question/${encodeURIComponent(question.id)}`,
        { method: "POST" },
      );
      onReplaced(answer.question);
      toast({
        title: "Question Regenerated",
        description: `Question ${number} has a fresh replacement.`,
        variant: "success",
      });
    } catch (error) {
      console.error("Regenerate failed", error);
      toast({ title: "Error", description: "Failed to regenerate question", variant: "destructive" });
    } finally {
      setRegenerating(false);
    }
  }

  function closeEditor() {
    setEditing(false);
    // Back to where the keyboard user was.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <article
      data-testid="quiz-question"
      aria-labelledby={`q-${question.id}`}
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
        <QuestionEditor
          quizId={quizId}
          question={question}
          onCancel={closeEditor}
          onSaved={(saved) => {
            onReplaced(saved);
            closeEditor();
          }}
        />
      ) : (
        <>
          <h4 id={`q-${question.id}`} className="mt-3 text-lg leading-snug font-semibold">
            {question.question}
          </h4>
          {question.imageUrl && (
            <img
              src={question.imageUrl}
              alt={`Clue for question ${number}`}
              loading="lazy"
              className="mt-3 max-h-56 w-auto rounded-xl border border-stone-200 bg-stone-50 object-contain"
            />
          )}
          <p className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-brand-900">
            <span className="font-semibold">Answer:</span> {question.answer}
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
            {question.edited && <Badge tone="stone">Edited by you — not fact-checked</Badge>}
            {question.sources.slice(0, 2).map((source) => (
              <Badge key={source.title} tone="stone" className="max-w-full truncate">
                <span className="truncate" title={source.url ?? source.title}>
                  Source: {source.title}
                </span>
              </Badge>
            ))}
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
              onClick={regenerate}
              disabled={regenerating}
              aria-label={`Regenerate question ${number}`}
            >
              <RefreshCw className={regenerating ? "size-4 animate-spin" : "size-4"} aria-hidden="true" />
              {regenerating ? "Regenerating…" : "Regenerate"}
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
        url={`${base}questions/${encodeURIComponent(question.id)}/report`}
        number={number}
      />
    </article>
  );
}

function QuestionEditor({
  quizId,
  question,
  onCancel,
  onSaved,
}: {
  quizId: string;
  question: QuizQuestion;
  onCancel: () => void;
  onSaved: (question: QuizQuestion) => void;
}) {
  const id = useId();
  const [text, setText] = useState(question.question);
  const [options, setOptions] = useState<string[]>([...question.options]);
  const [correct, setCorrect] = useState(
    Math.max(
      0,
      question.options.findIndex((option) => sameOption(option, question.answer)),
    ),
  );
  const [explanation, setExplanation] = useState(question.explanation);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLTextAreaElement>(null);

  useEffect(() => first.current?.focus(), []);

  function check(): string | null {
    if (!text.trim()) return "Write the question.";
    if (options.some((option) => !option.trim())) return "Fill in all four options.";
    if (!optionsDistinct(options)) return "The four options must all be different.";
    return null;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const issue = check();
    setProblem(issue);
    if (issue) return;
    setSaving(true);
    const trimmed = options.map((option) => option.trim());
    try {
      const answer = await api<{ question: QuizQuestion }>(
        `/api/quiz/${encodeURIComponent(quizId)}/questions/${encodeURIComponent(question.id)}`,
        {
          method: "PATCH",
          json: {
            question: text.trim(),
            answer: trimmed[correct],
            options: trimmed,
            explanation: explanation.trim(),
          },
        },
      );
      toast({ title: "Question Updated", description: "Your changes are saved.", variant: "success" });
      onSaved(answer.question);
    } catch (error) {
      setProblem(errorText(error, "Could not save your changes. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
      className="mt-3 space-y-3"
      aria-label="Edit question"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-question`}>Question</Label>
        <textarea
          ref={first}
          id={`${id}-question`}
          value={text}
          maxLength={400}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          className={textareaClasses}
        />
      </div>
      <fieldset className="m-0 min-w-0 space-y-2 border-0 p-0">
        <legend className="text-sm font-semibold">Options — choose the correct answer</legend>
        {options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots, A to D.
          <div key={index} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-correct`}
              checked={correct === index}
              onChange={() => setCorrect(index)}
              aria-label={`Option ${String.fromCharCode(65 + index)} is the correct answer`}
              className="size-5 shrink-0 accent-brand-600"
            />
            <Input
              value={option}
              maxLength={200}
              aria-label={`Option ${String.fromCharCode(65 + index)}`}
              onChange={(event) =>
                setOptions((list) => list.map((value, i) => (i === index ? event.target.value : value)))
              }
            />
          </div>
        ))}
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor={`${id}-explanation`}>Explanation</Label>
        <textarea
          id={`${id}-explanation`}
          value={explanation}
          maxLength={600}
          rows={2}
          onChange={(event) => setExplanation(event.target.value)}
          className={textareaClasses}
        />
      </div>
      <FormProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving…" : "Save changes"}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <span className="self-center text-xs text-muted">Esc cancels</span>
      </div>
    </form>
  );
}

function ReportDialog({
  open,
  onOpenChange,
  url,
  number,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  number: number;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem("Tell us what's wrong with it");
    setSending(true);
    try {
      await api(url, { method: "POST", json: { reason: reason.trim() } });
      toast({
        title: "Thanks for telling us",
        description: `We'll check question ${number}; it counts against the accuracy score until then.`,
        variant: "success",
      });
      setReason("");
      setProblem(null);
      onOpenChange(false);
    } catch (error) {
      setProblem(errorText(error, "Could not send your report. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report question ${number}`}
      description="A wrong answer, a duplicate option, or something that's out of date? Tell us and we'll check it."
    >
      <form onSubmit={send} className="space-y-3">
        <Label htmlFor={`${id}-reason`}>What's wrong?</Label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={300}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className={textareaClasses}
        />
        <FormProblem problem={problem} />
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          busy={sending}
          submitLabel="Send report"
          busyLabel="Sending…"
        />
      </form>
    </Dialog>
  );
}
