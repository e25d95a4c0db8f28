import { z } from "zod";

export const JOB_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobStartedSchema = z.object({ jobId: z.string() });

export const jobStatusSchema = z.object({
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().min(0).max(100),
  result: z.unknown().optional(),
  error: z.string().optional(),
});
export type JobStatusResponse = z.infer<typeof jobStatusSchema>;
