import { useCallback, useEffect, useRef, useState } from "react";
import type { Quiz } from "~/lib/contract/quiz";
import { useJob } from "~/lib/use-job";
import { toast } from "../ui/toaster";

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

/**
 * The quiz generation job, held by the page rather than the form (and in sessionStorage), so leaving
 * the Generate view — or the page — and coming back resumes the progress bar, and the finished quiz
 * opens in Preview wherever the host is.
 */
export function useQuizJob({
  onGenerated,
  onResume,
}: {
  onGenerated: (quiz: Quiz) => void;
  onResume: () => void;
}) {
  const [jobId, setJobId] = useState<string | null>(null);
  const { job, error } = useJob<Quiz>(jobId);
  const resumed = useRef(false);
  const callbacks = useRef({ onGenerated, onResume });
  callbacks.current = { onGenerated, onResume };

  useEffect(() => {
    const saved = stored();
    if (!saved) return;
    resumed.current = true;
    setJobId(saved);
    callbacks.current.onResume();
  }, []);

  const start = useCallback((id: string) => {
    resumed.current = false;
    store(id);
    setJobId(id);
  }, []);

  const finish = useCallback(() => {
    store(null);
    setJobId(null);
  }, []);

  // The job's end: the quiz goes to preview, or the failure is said once.
  useEffect(() => {
    if (!jobId || (!job && !error)) return;
    if (job?.status === "succeeded" && job.result) {
      const quiz = job.result;
      finish();
      toast({
        title: "Quiz Generated!",
        description: `Created ${quiz.questions.length} questions for "${quiz.title}"`,
        variant: "success",
      });
      callbacks.current.onGenerated(quiz);
    } else if (error && resumed.current) {
      // A remembered job that can no longer be read (signed in as someone else, say): forget it quietly.
      finish();
    } else if (job?.status === "failed" || (job?.status === "succeeded" && !job.result) || error) {
      finish();
      toast({
        title: "Generation Failed",
        description: job?.error || "Failed to generate quiz. Please try again.",
        variant: "destructive",
      });
    }
  }, [jobId, job, error, finish]);

  return { jobId, job, start };
}
