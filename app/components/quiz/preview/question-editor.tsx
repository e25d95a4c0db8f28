import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { QuizQuestion } from "~/lib/contract/quiz";
import { optionsDistinct, sameOption } from "~/lib/quiz/answers";
import { Button } from "../../ui/button";
import { FormProblem } from "../../ui/form-problem";
import { Input, Label } from "../../ui/input";
import { toast } from "../../ui/toaster";
import { useQuizIntent } from "../use-quiz-intent";

export const textareaClasses =
  "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

/** Rewrites one question in place (PATCH, an intent of the route): the preview re-reads it when saved. */
export function QuestionEditor({
  quizId,
  question,
  onCancel,
  onSaved,
}: {
  quizId: string;
  question: QuizQuestion;
  onCancel: () => void;
  onSaved: () => void;
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
  const [problem, setProblem] = useState<string | null>(null);
  const first = useRef<HTMLTextAreaElement>(null);

  useEffect(() => first.current?.focus(), []);

  const saving = useQuizIntent("editQuestion", (answer) => {
    if (!answer.ok) return setProblem(answer.message || "Could not save your changes. Please try again.");
    toast({ title: "Question Updated", description: "Your changes are saved.", variant: "success" });
    onSaved();
  });

  function check(): string | null {
    if (!text.trim()) return "Write the question.";
    if (options.some((option) => !option.trim())) return "Fill in all four options.";
    if (!optionsDistinct(options)) return "The four options must all be different.";
    return null;
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const issue = check();
    setProblem(issue);
    if (issue) return;
    const trimmed = options.map((option) => option.trim());
    const edit = {
      question: text.trim(),
      // One of the four radio buttons is always chosen.
      answer: trimmed[correct] ?? "",
      options: trimmed,
      explanation: explanation.trim(),
    };
    saving.submit({ quizId, questionId: question.id, edit }, undefined);
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
        <Button type="submit" size="sm" disabled={saving.pending}>
          {saving.pending ? "Saving…" : "Save changes"}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={saving.pending}>
          Cancel
        </Button>
        <span className="self-center text-xs text-muted">Esc cancels</span>
      </div>
    </form>
  );
}
