import { and, eq, inArray, isNull, lt, not, or, type SQL, sql } from "drizzle-orm";
import type { JobStatusResponse } from "~/lib/contract/jobs";
import type { Meter } from "~/lib/plans";
import { type Charge, refund, spend } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { jobs, usageLedger } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { LEASE_MS, LEASE_RENEW_MS, orphanedJob } from "./liveness.server";
import { JobFailure, type JobHandler, type JobMessage } from "./types.server";

type Job = typeof jobs.$inferSelect;

export const DEAD_LETTER_MESSAGE =
  "This job could not be completed after several attempts. Nothing was charged.";
export const SUPERSEDED_MESSAGE =
  "This job stopped before it finished, and the one you started after it took its place. Nothing was charged.";

interface StartJob {
  accountId: string;
  kind: string;
  input: unknown;
  /** Debited here before the job is queued (ref = the job id); given back if the job finally fails. */
  charge?: { meter: Meter; amount: number };
  /**
   * At most one queued or running job of this kind per account. Orphaned jobs (lease run out, queue
   * message lost) are not running and do not count. A start that loses the race gets a 409 with `conflict`.
   */
  oneAtATime?: { conflict: string };
}

/**
 * The first of the account's live jobs of this kind, in insertion order (SQLite's rowid). Every
 * racing start inserts first and asks afterwards, and D1 runs writes one at a time, so all of them
 * see the same first job: exactly one runs and the others step back.
 */
export async function firstLiveJob(
  ctx: Pick<AppContext, "db" | "now">,
  accountId: string,
  kind: string,
): Promise<string | null> {
  const [first] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.accountId, accountId),
        eq(jobs.kind, kind),
        inArray(jobs.status, ["queued", "running"]),
        not(orphanedJob(ctx.now())),
      ),
    )
    .orderBy(sql`rowid`)
    .limit(1);
  return first?.id ?? null;
}

/**
 * The new job of a one-at-a-time kind replaces the account's orphans of that kind: recovering them
 * now would run two at once. Only still-orphaned rows are failed (and refunded), so an orphan the
 * sweep has just handed back to the queue is left to finish.
 */
async function supersedeOrphans(ctx: AppContext, accountId: string, kind: string, keepId: string) {
  const orphans = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.accountId, accountId),
        eq(jobs.kind, kind),
        not(eq(jobs.id, keepId)),
        orphanedJob(ctx.now()),
      ),
    );
  for (const orphan of orphans) {
    await markFailed(ctx, orphan.id, SUPERSEDED_MESSAGE, orphanedJob(ctx.now()));
  }
}

/** Records the job and queues it; answers its id for `202 { jobId }`. */
export async function startJob(ctx: AppContext, job: StartJob): Promise<string> {
  const id = crypto.randomUUID();
  const now = ctx.now();
  const charge = job.charge && { accountId: job.accountId, ...job.charge, ref: id };
  if (charge) await spend(ctx, charge);
  try {
    await ctx.db.insert(jobs).values({
      id,
      accountId: job.accountId,
      kind: job.kind,
      input: job.input,
      chargeMeter: job.charge?.meter ?? null,
      chargeAmount: job.charge?.amount ?? null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (cause) {
    if (charge) await refund(ctx, charge);
    throw cause;
  }
  const exclusive = job.oneAtATime;
  if (exclusive) {
    if ((await firstLiveJob(ctx, job.accountId, job.kind)) !== id) {
      await ctx.db.delete(jobs).where(eq(jobs.id, id));
      if (charge) await refund(ctx, charge);
      throw errors.conflict(exclusive.conflict);
    }
    await supersedeOrphans(ctx, job.accountId, job.kind, id);
  }
  try {
    await ctx.env.JOBS.send({ jobId: id } satisfies JobMessage);
  } catch (cause) {
    console.error("Queue send failed", cause);
    await markFailed(ctx, id, "The job could not be queued. Nothing was charged.");
    throw errors.providerUnavailable("We could not start that just now. Please try again.");
  }
  return id;
}

/** The job's state for its owner; anyone else (or an unknown id) gets 404. */
export async function getJobForOwner(
  ctx: Pick<AppContext, "db">,
  accountId: string,
  jobId: string,
): Promise<JobStatusResponse> {
  const rows = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)))
    .limit(1);
  const job = rows[0];
  if (!job) throw errors.notFound("No such job.");
  return {
    status: job.status,
    progress: job.progress,
    ...(job.status === "succeeded" ? { result: job.result } : {}),
    ...(job.error ? { error: job.error } : {}),
  };
}

/** Takes the job for this delivery unless it is finished or another delivery holds a live lease. */
async function claim(
  ctx: AppContext,
  jobId: string,
  leaseMs: number,
): Promise<Job | "finished" | "busy" | "missing"> {
  const now = ctx.now();
  const [claimed] = await ctx.db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(
      and(
        eq(jobs.id, jobId),
        or(
          eq(jobs.status, "queued"),
          and(eq(jobs.status, "running"), or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now))),
        ),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [current] = await ctx.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  if (!current) return "missing";
  return current.status === "running" ? "busy" : "finished";
}

/** The row as this delivery claimed it: a later delivery's claim bumps `attempts` and takes over. */
function heldBy(job: Job) {
  return and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
}

/**
 * Keeps the lease alive while the handler works, so the sweep never mistakes slow work for a dead
 * delivery. Answers the function that stops it.
 */
function renewLeaseWhileRunning(ctx: AppContext, job: Job, leaseMs: number, everyMs: number) {
  const timer = setInterval(() => {
    const now = ctx.now();
    ctx.db
      .update(jobs)
      .set({ leaseUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(heldBy(job))
      .then(
        () => {},
        (error: unknown) => console.error(`Job ${job.id}: the lease could not be renewed`, error),
      );
  }, everyMs);
  return () => clearInterval(timer);
}

/**
 * What a job was charged: the charge taken when it started (ref = the job id), and whatever it
 * charged while it ran under refs that start with its id (a quiz's fact checks, batch by batch).
 */
async function chargesOf(ctx: AppContext, job: Job): Promise<Charge[]> {
  const prefix = `${job.id}:`;
  const during = await ctx.db
    .select({ meter: usageLedger.meter, amount: usageLedger.amount, ref: usageLedger.ref })
    .from(usageLedger)
    .where(
      and(
        eq(usageLedger.accountId, job.accountId),
        eq(usageLedger.kind, "spend"),
        sql`substr(${usageLedger.ref}, 1, ${prefix.length}) = ${prefix}`,
      ),
    );
  const atStart: Charge[] =
    job.chargeMeter && job.chargeAmount
      ? [{ accountId: job.accountId, meter: job.chargeMeter as Meter, amount: job.chargeAmount, ref: job.id }]
      : [];
  return [
    ...atStart,
    ...during.map((row) => ({
      accountId: job.accountId,
      meter: row.meter as Meter,
      amount: row.amount,
      ref: row.ref,
    })),
  ];
}

/**
 * Fails a job that is still queued or running (and, given `onlyIf`, still matches it) and refunds
 * everything it was charged. The conditional update makes this happen once, whoever calls it, and a
 * refund is given once per charge however often it is asked for.
 */
export async function markFailed(ctx: AppContext, jobId: string, message: string, onlyIf?: SQL) {
  const [failed] = await ctx.db
    .update(jobs)
    .set({ status: "failed", error: message, leaseUntil: null, updatedAt: ctx.now() })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, ["queued", "running"]), onlyIf))
    .returning();
  if (!failed) return;
  for (const charge of await chargesOf(ctx, failed)) await refund(ctx, charge);
}

export type DeliveryOutcome = "done" | "retry";

/** Lease timings; tests shorten them. */
export interface LeaseTiming {
  leaseMs: number;
  renewEveryMs: number;
}

/**
 * Runs one delivery of a job message. Finished jobs are acknowledged without repeating work; a
 * JobFailure fails the job at once; any other error asks the queue to retry (then the dead-letter queue).
 */
export async function deliverJob(
  ctx: AppContext,
  handlers: ReadonlyMap<string, JobHandler>,
  jobId: string,
  timing: LeaseTiming = { leaseMs: LEASE_MS, renewEveryMs: LEASE_RENEW_MS },
): Promise<DeliveryOutcome> {
  const job = await claim(ctx, jobId, timing.leaseMs);
  // Busy: another delivery holds a live lease. If it dies, its lease runs out and the housekeeping
  // sweep hands the job back to the queue, so this copy of the message is done (retrying it would
  // only walk it to the dead-letter queue, which fails the job while it is still running).
  if (job === "finished" || job === "missing" || job === "busy") return "done";

  const handler = handlers.get(job.kind);
  if (!handler) {
    await markFailed(ctx, job.id, `Unknown kind of job: ${job.kind}.`);
    return "done";
  }
  const input = handler.input.safeParse(job.input);
  if (!input.success) {
    await markFailed(ctx, job.id, "The job's input was not valid.");
    return "done";
  }
  const progress = async (percent: number) => {
    const value = Math.max(0, Math.min(99, Math.round(percent)));
    await ctx.db.update(jobs).set({ progress: value, updatedAt: ctx.now() }).where(heldBy(job));
  };
  const stopRenewing = renewLeaseWhileRunning(ctx, job, timing.leaseMs, timing.renewEveryMs);
  try {
    const result = await handler.run(ctx, {
      id: job.id,
      accountId: job.accountId,
      input: input.data,
      progress,
    });
    // Only the delivery that still holds the job records the result (a later one may have taken over).
    await ctx.db
      .update(jobs)
      .set({ status: "succeeded", progress: 100, result, leaseUntil: null, updatedAt: ctx.now() })
      .where(heldBy(job));
    return "done";
  } catch (error) {
    if (error instanceof JobFailure) {
      await markFailed(ctx, job.id, error.message);
      return "done";
    }
    console.error(`Job ${job.id} (${job.kind}) failed; the queue will retry`, error);
    // Release the lease so the retry can claim it straight away.
    await ctx.db.update(jobs).set({ leaseUntil: null, updatedAt: ctx.now() }).where(heldBy(job));
    return "retry";
  } finally {
    stopRenewing();
  }
}

/**
 * A message that failed every retry: its job reads failed with a clear message, and its charges are
 * refunded, unless a delivery still holds a live lease on it (that one finishes or fails it).
 */
export async function failDeadLetteredJob(ctx: AppContext, jobId: string) {
  const now = ctx.now();
  await markFailed(ctx, jobId, DEAD_LETTER_MESSAGE, or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, now)));
}
