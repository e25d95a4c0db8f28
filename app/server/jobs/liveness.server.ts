import { and, eq, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import { jobs } from "~/server/db/schema.server";

// The timings that bound how long a crash can strand a job (docs/decisions/014).

/** How long one delivery holds a job without showing a sign of life. */
export const LEASE_MS = 60_000;
/** A running job renews its lease this often: three renewals may go missing before it is lost. */
export const LEASE_RENEW_MS = 15_000;
/**
 * A job waiting for the queue (queued, or released for a retry) that has not been delivered within
 * this long lost its message. The queue delivers in about a second and its retries back off for at
 * most 8 s (2^3, see workers/app.ts), so a minute means the message is gone (a crash, a deploy).
 */
export const QUEUE_GRACE_MS = 60_000;
/**
 * Deliveries a job may use, found or lost, before it is failed and refunded: the first plus
 * `max_retries = 3` from wrangler.toml, so the sweep gives a job no more tries than the queue would.
 */
export const MAX_DELIVERIES = 4;

/**
 * A queued or running job that nothing is working on any more: its lease ran out, or it has waited
 * for a queue delivery far longer than a delivery takes. The housekeeping sweep re-enqueues these,
 * and they no longer count as "in progress" for the one-at-a-time rule.
 */
export function orphanedJob(now: Date): SQL {
  const waitedTooLong = lt(jobs.updatedAt, new Date(now.getTime() - QUEUE_GRACE_MS));
  return or(
    and(eq(jobs.status, "queued"), waitedTooLong),
    and(eq(jobs.status, "running"), isNotNull(jobs.leaseUntil), lt(jobs.leaseUntil, now)),
    // Released by a failed delivery for the queue's retry, which never came.
    and(eq(jobs.status, "running"), isNull(jobs.leaseUntil), waitedTooLong),
  ) as SQL;
}
