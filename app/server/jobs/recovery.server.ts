import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { jobs } from "~/server/db/schema.server";
import { markFailed } from "./jobs.server";
import { MAX_DELIVERIES, orphanedJob } from "./liveness.server";
import type { JobMessage } from "./types.server";

export const ABANDONED_MESSAGE =
  "This job stopped before it finished and could not be restarted. Nothing was charged.";

/** At most this many orphans per sweep, so one sweep stays short; the next minute takes the rest. */
const SWEEP_BATCH = 100;

export interface SweepResult {
  requeued: number;
  failed: number;
}

/**
 * Finds jobs that nothing is working on any more (a crash, a deploy, a lost queue message) and hands
 * them back to the queue; consumers are idempotent, so a job that half ran finishes without repeating
 * work or charges. A job that has used its deliveries is failed with a clear message and refunded.
 */
export async function recoverOrphanedJobs(ctx: AppContext): Promise<SweepResult> {
  const result: SweepResult = { requeued: 0, failed: 0 };
  const orphans = await ctx.db
    .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(orphanedJob(ctx.now()))
    .limit(SWEEP_BATCH);
  for (const orphan of orphans) {
    // A lost message counts as a delivery, as a claim does: the limit holds whichever way jobs die.
    const lostMessage = orphan.status === "queued";
    const deliveries = orphan.attempts + (lostMessage ? 1 : 0);
    if (deliveries >= MAX_DELIVERIES) {
      await markFailed(ctx, orphan.id, ABANDONED_MESSAGE, orphanedJob(ctx.now()));
      result.failed++;
      continue;
    }
    // Conditional on still being orphaned: a delivery that claimed it meanwhile keeps it.
    const now = ctx.now();
    const [requeued] = await ctx.db
      .update(jobs)
      .set({
        status: "queued",
        ...(lostMessage ? { attempts: sql`${jobs.attempts} + 1` } : {}),
        leaseUntil: null,
        updatedAt: now,
      })
      .where(and(eq(jobs.id, orphan.id), orphanedJob(now)))
      .returning({ id: jobs.id });
    if (!requeued) continue;
    try {
      await ctx.env.JOBS.send({ jobId: orphan.id } satisfies JobMessage);
      result.requeued++;
    } catch (error) {
      // The row reads queued with a fresh time: the next sweep after the grace period tries again.
      console.error(`Job ${orphan.id}: could not be handed back to the queue`, error);
    }
  }
  if (result.requeued + result.failed > 0) {
    console.log(`Recovered jobs: ${result.requeued} re-queued, ${result.failed} failed and refunded`);
  }
  return result;
}
