import { useEffect, useState } from "react";
import { api } from "./api-client";
import type { JobStatusResponse } from "./contract/jobs";

const POLL_MS = 600;

/** Follows a queued job until it finishes; `job.progress` drives a real progress bar. */
export function useJob<R = unknown>(jobId: string | null) {
  const [job, setJob] = useState<(JobStatusResponse & { result?: R }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!jobId) {
      setJob(null);
      setError(null);
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const next = await api<JobStatusResponse & { result?: R }>(`/api/jobs/${encodeURIComponent(jobId)}`);
        if (stopped) return;
        setJob(next);
        if (next.status === "queued" || next.status === "running") timer = setTimeout(poll, POLL_MS);
      } catch (cause) {
        if (!stopped) setError(cause instanceof Error ? cause.message : "Could not check progress.");
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  const done = job?.status === "succeeded" || job?.status === "failed";
  return { job, error, done, progress: job?.progress ?? 0 };
}
