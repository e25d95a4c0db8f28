import { useCallback, useEffect, useRef, useState } from "react";
import { ERROR_CODES } from "~/lib/contract/errors";
import type { Quiz } from "~/lib/contract/quiz";
import { useJob } from "~/lib/use-job";
import { toast } from "../../ui/toaster";
import { useQuizIntent } from "../use-quiz-intent";
import { type QuizForm, toGenerationInput } from "./quiz-form";

/** Where the running generation's job id waits while the host looks at another view, tab or page. */
const STORAGE_KEY = "fullhouse.quiz-generation-job";

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(jobId: string | null) {
  try {
    if (jobId) window.sessionStorage.setItem(STORAGE_KEY, jobId);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the job is still followed while the page stays open.
  }
}

interface GenerationEvents {
  /** The job finished: the quiz is stored as a draft, ready to open in Preview (done when it is open). */
  onGenerated: (quiz: Quiz) => void | Promise<void>;
  /** A job from before a reload is still being followed. */
  onResume: () => void;
  /** The plan does not include the generator, or its allowance ran out. */
  onUpgrade: () => void;
}

/**
 * Starting a quiz (the route's "generate" intent posts the form to /api/quiz/generate) and
 * following its job (useJob polls). The job id is held by the page and in sessionStorage, so leaving
 * the Generate view, or the page, and coming back resumes the progress bar, and the finished quiz opens
 * in Preview wherever the host is.
 */
export function useQuizGeneration(events: GenerationEvents) {
  const [jobId, setJobId] = useState<string | null>(null);
  const { job, error } = useJob<Quiz>(jobId);
  const resumed = useRef(false);
  const listeners = useRef(events);
  listeners.current = events;

  const follow = useCallback((id: string | null, resuming = false) => {
    resumed.current = resuming;
    store(id);
    setJobId(id);
  }, []);

  useEffect(() => {
    const saved = stored();
    if (!saved) return;
    follow(saved, true);
    listeners.current.onResume();
  }, [follow]);

  // The start leaves the loaders alone (its effect shows later); the job's end opens the quiz, a
  // navigation that reads them all again.
  const starting = useQuizIntent(
    "generate",
    (answer) => {
      if (answer.ok) return follow(answer.data.jobId);
      if (answer.code === ERROR_CODES.unauthenticated) {
        toast({
          title: "Login Required",
          description: "Please log in to generate quizzes.",
          variant: "destructive",
        });
      } else if (
        answer.code === ERROR_CODES.subscriptionRequired ||
        answer.code === ERROR_CODES.allowanceExhausted
      ) {
        toast({ title: "Subscription Required", description: answer.message, variant: "destructive" });
        listeners.current.onUpgrade();
      } else {
        toast({ title: "Generation Failed", description: answer.message, variant: "destructive" });
      }
    },
    { revalidate: false },
  );

  const start = useCallback(
    (form: QuizForm) => starting.submit(toGenerationInput(form), undefined),
    [starting.submit],
  );

  // The job's end: the quiz goes to Preview, or the failure is said once.
  useEffect(() => {
    if (!jobId || (!job && !error)) return;
    if (job?.status === "succeeded" && job.result) {
      const quiz = job.result;
      follow(null);
      void Promise.resolve(listeners.current.onGenerated(quiz)).then(() =>
        toast({
          title: "Quiz Generated!",
          description: `Created ${quiz.questions.length} questions for "${quiz.title}"`,
          variant: "success",
        }),
      );
    } else if (error && resumed.current) {
      // A remembered job that can no longer be read (signed in as someone else, say): forget it quietly.
      follow(null);
    } else if (job?.status === "failed" || (job?.status === "succeeded" && !job.result) || error) {
      follow(null);
      toast({
        title: "Generation Failed",
        description: job?.error || "Failed to generate quiz. Please try again.",
        variant: "destructive",
      });
    }
  }, [jobId, job, error, follow]);

  return {
    start,
    /** The start is on its way, or a job is running. */
    busy: starting.pending || jobId !== null,
    jobId,
    job,
  };
}
