import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { JobStatusResponse } from "~/lib/contract/jobs";
import { crowdLabel, difficultyLabel, QUIZ_LIMITS } from "~/lib/quiz/constants";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Input, Label } from "../../ui/input";
import { ProgressBar } from "../../ui/progress-bar";
import { toast } from "../../ui/toaster";
import type { QuestionOrigin } from "../page-data";
import { defaultQuizTitle, Slider } from "../shared";
import { ContentMix } from "./content-mix";
import { CustomRounds } from "./custom-rounds";
import { ExcludeTopics } from "./exclude-topics";
import { formProblem, QUESTION_COUNTS, type QuizForm } from "./quiz-form";

const { crowd, difficulty, tiebreakers } = QUIZ_LIMITS;

interface GenerateFormProps {
  form: QuizForm;
  setForm: (update: (form: QuizForm) => QuizForm) => void;
  /** The pub's town, as a hint for the local area field. */
  areaHint: string | null;
  source: QuestionOrigin;
  canGenerate: boolean;
  /** The generation, held by the page so it survives leaving this view. */
  generation: { start: (form: QuizForm) => void; busy: boolean; job: JobStatusResponse | null };
  onUpgrade: () => void;
  onCancel: () => void;
}

/** The Generate Quiz form (spec §2), with a real progress bar from the generation job. */
export function GenerateForm({
  form,
  setForm,
  areaHint,
  source,
  canGenerate,
  generation,
  onUpgrade,
  onCancel,
}: GenerateFormProps) {
  const id = useId();
  const [showRoundErrors, setShowRoundErrors] = useState(false);
  const { busy, job } = generation;
  const titleMissing = form.title.trim() === "";

  const update = <K extends keyof QuizForm>(key: K, value: QuizForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = formProblem(form);
    if (problem) {
      if (problem.rounds) setShowRoundErrors(true);
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    if (!canGenerate) return onUpgrade();
    generation.start(form);
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={busy} noValidate>
      <Card className="space-y-5">
        <h2 className="font-display text-2xl font-bold">Quiz details</h2>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Quiz title</Label>
            <Input
              id={`${id}-title`}
              value={form.title}
              maxLength={120}
              aria-invalid={titleMissing}
              aria-describedby={titleMissing ? `${id}-title-error` : undefined}
              onChange={(event) =>
                setForm((current) => ({ ...current, title: event.target.value, titleEdited: true }))
              }
            />
            {titleMissing && (
              <p id={`${id}-title-error`} className="text-sm text-red-700">
                Please enter a title for your quiz
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-date`}>Quiz date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={form.quizDate}
              onChange={(event) => {
                const quizDate = event.target.value;
                setForm((current) => ({
                  ...current,
                  quizDate,
                  // An untouched title follows the date, so it never names the wrong night.
                  title: current.titleEdited || !quizDate ? current.title : defaultQuizTitle(quizDate),
                }));
              }}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-area`}>
              Local area focus <span className="font-normal text-muted">(optional)</span>
            </Label>
            <Input
              id={`${id}-area`}
              value={form.localArea}
              maxLength={120}
              placeholder={areaHint ? `e.g. ${areaHint}` : "e.g. Headingley, Leeds"}
              onChange={(event) => update("localArea", event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-count`}>Questions</Label>
            <select
              id={`${id}-count`}
              value={form.totalQuestions}
              onChange={(event) => update("totalQuestions", Number(event.target.value))}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
            >
              {QUESTION_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count} questions
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Slider
            id={`${id}-crowd`}
            label="Expected crowd"
            value={form.expectedCrowd}
            min={crowd.min}
            max={crowd.max}
            step={crowd.step}
            valueText={`${form.expectedCrowd} people · ${crowdLabel(form.expectedCrowd)}`}
            onChange={(value) => update("expectedCrowd", value)}
          />
          <Slider
            id={`${id}-difficulty`}
            label="Difficulty"
            value={form.difficulty}
            min={difficulty.min}
            max={difficulty.max}
            valueText={`${form.difficulty}/10 · ${difficultyLabel(form.difficulty)}`}
            onChange={(value) => update("difficulty", value)}
          />
        </div>
      </Card>

      <ContentMix form={form} setForm={setForm} />

      <CustomRounds
        rounds={form.customRounds}
        showErrors={showRoundErrors}
        onChange={(customRounds) => update("customRounds", customRounds)}
      />

      <Card className="space-y-5">
        <ExcludeTopics topics={form.excludeTopics} onChange={(topics) => update("excludeTopics", topics)} />
        <div className="space-y-3 border-t border-stone-200 pt-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={form.generateTiebreakers}
              onChange={(event) => update("generateTiebreakers", event.target.checked)}
              className="mt-1 size-5 accent-brand-600"
            />
            <span>
              <span className="block font-semibold">Tiebreaker questions</span>
              <span className="block text-sm text-muted">
                Numeric answers: nearest wins when teams are level.
              </span>
            </span>
          </label>
          {form.generateTiebreakers && (
            <div className="sm:max-w-sm">
              <Slider
                id={`${id}-tiebreakers`}
                label="Number of tiebreakers"
                value={form.tiebreakerCount}
                min={tiebreakers.min}
                max={tiebreakers.max}
                onChange={(value) => update("tiebreakerCount", value)}
              />
            </div>
          )}
        </div>
      </Card>

      <Card className="space-y-4">
        {busy && (
          <div aria-live="polite">
            <ProgressBar value={job?.progress ?? 0} label={progressWords(source, job)} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {source.kind === "live" ? "Generation time: about 30 seconds" : "Generation time: a few seconds"}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={busy || titleMissing}>
              <Sparkles className="size-5" aria-hidden="true" />
              {busy ? "Generating..." : "Generate Quiz"}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}

/** What the job is doing at this point, in words (the figure itself comes from the job). */
function progressWords(source: QuestionOrigin, job: JobStatusResponse | null): string {
  const progress = job?.progress ?? 0;
  if (!job || job.status === "queued") return "Queued — starting in a moment";
  if (progress < 30) return "Planning the rounds";
  if (progress < 70) {
    return source.kind === "live"
      ? "Writing and fact-checking questions"
      : "Choosing questions from the bank";
  }
  if (progress < 100) return "Adding pictures, tiebreakers and extras";
  return "Finishing off";
}
