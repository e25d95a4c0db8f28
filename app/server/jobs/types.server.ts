import type { z } from "zod";
import type { AppContext } from "~/server/context.server";

export interface JobRun<I> {
  id: string;
  accountId: string;
  input: I;
  /** Reports real progress (0-100) to the owner's progress bar. */
  progress: (percent: number) => Promise<void>;
}

export interface JobHandler<I = unknown, R = unknown> {
  kind: string;
  input: z.ZodType<I>;
  /** Must be safe to run again for the same job id: a redelivered message may repeat it. */
  run(ctx: AppContext, job: JobRun<I>): Promise<R>;
}

/** A failure that retrying cannot fix: the job is marked failed at once with this message. */
export class JobFailure extends Error {
  override name = "JobFailure";
}

export interface JobMessage {
  jobId: string;
}
