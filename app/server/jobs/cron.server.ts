import { lt } from "drizzle-orm";
import type { AppContext } from "~/server/context.server";
import { sessions, signInLinks } from "~/server/db/schema.server";
import { recoverOrphanedJobs } from "~/server/jobs/recovery.server";
import { dispatchDuePosts } from "~/server/publishing/dispatch.server";
import { followMovedFixtures } from "~/server/publishing/follow-fixtures.server";
import { runWeeklyPlans } from "~/server/publishing/weekly-plan.server";
import { pruneRateLimits } from "~/server/security/rate-limit.server";
import { refreshFixtures } from "~/server/sports/fixture-store.server";
import { sendDueReminders } from "~/server/sports/reminders.server";

/** Removes what has expired: sessions, sign-in links and old rate-limit windows. */
async function housekeeping(ctx: AppContext) {
  const now = ctx.now();
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await ctx.db.delete(signInLinks).where(lt(signInLinks.expiresAt, now));
  await pruneRateLimits(ctx);
}

/** What each Cron Trigger in wrangler.toml runs; features add their tasks to the expression they use. */
export const CRON_TASKS: Record<string, Array<(ctx: AppContext) => Promise<unknown>>> = {
  // Every minute: jobs stranded by a crash go back to the queue (or are refunded), docs/decisions/014.
  // Every minute too: due scheduled posts onto the queue, lost publishing leases back (decision 018).
  "* * * * *": [recoverOrphanedJobs, dispatchDuePosts],
  "*/5 * * * *": [housekeeping],
  // Hourly: fixtures into D1 and the KV cache; a quarter of an hour later, the match reminders.
  // Hourly too: Monday 07:00 London drafts next week's plans; any hour resumes one left mid-way.
  "0 * * * *": [refreshFixtures, runWeeklyPlans],
  // Scheduled match posts follow a kick-off the refresh has moved (issue 20).
  "15 * * * *": [sendDueReminders, followMovedFixtures],
};

/** Runs every task of one cron expression; one failing task does not stop the others. */
export async function runCron(ctx: AppContext, cron: string) {
  const tasks = CRON_TASKS[cron];
  if (!tasks) {
    console.warn(`No tasks for cron "${cron}"`);
    return;
  }
  const results = await Promise.allSettled(tasks.map((task) => task(ctx)));
  for (const result of results) {
    if (result.status === "rejected") console.error(`Cron "${cron}" task failed`, result.reason);
  }
}
