import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "~/server/context.server";
import {
  accounts,
  drafts,
  favouriteTeams,
  images,
  jobs,
  publishingConnections,
  publishingTargets,
  pubs,
  reminderSends,
  scheduledPosts,
  usageBalances,
  usageLedger,
} from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";
import { JobFailure, type JobHandler } from "~/server/jobs/types.server";

export const DATA_EXPORT_JOB = "account-data-export";

export function exportObjectKey(accountId: string, jobId: string) {
  return `exports/${accountId}/${jobId}.json`;
}

/**
 * UK GDPR right of access: everything we hold about the account, as one JSON file in R2.
 * Each section is read and reported separately so the progress bar moves honestly.
 */
export const dataExportJob: JobHandler<Record<string, never>, { downloadUrl: string }> = {
  kind: DATA_EXPORT_JOB,
  input: z.object({}).strict() as z.ZodType<Record<string, never>>,
  async run(ctx, job) {
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, job.accountId));
    if (!account) throw new JobFailure("The account no longer exists.");
    const sections: Record<string, () => Promise<unknown>> = {
      pub: () => ctx.db.select().from(pubs).where(eq(pubs.accountId, job.accountId)),
      favouriteTeams: () =>
        ctx.db.select().from(favouriteTeams).where(eq(favouriteTeams.accountId, job.accountId)),
      reminders: () => ctx.db.select().from(reminderSends).where(eq(reminderSends.accountId, job.accountId)),
      drafts: () => ctx.db.select().from(drafts).where(eq(drafts.accountId, job.accountId)),
      images: () => ctx.db.select().from(images).where(eq(images.accountId, job.accountId)),
      usage: () => ctx.db.select().from(usageBalances).where(eq(usageBalances.accountId, job.accountId)),
      ledger: () => ctx.db.select().from(usageLedger).where(eq(usageLedger.accountId, job.accountId)),
      // Names and status only: publishing tokens are never exported.
      publishingConnections: () =>
        ctx.db
          .select({
            id: publishingConnections.id,
            provider: publishingConnections.provider,
            displayName: publishingConnections.displayName,
            status: publishingConnections.status,
            createdAt: publishingConnections.createdAt,
          })
          .from(publishingConnections)
          .where(eq(publishingConnections.accountId, job.accountId)),
      publishingTargets: () =>
        ctx.db
          .select({
            platform: publishingTargets.platform,
            targetId: publishingTargets.targetId,
            name: publishingTargets.name,
            selected: publishingTargets.selected,
          })
          .from(publishingTargets)
          .where(eq(publishingTargets.accountId, job.accountId)),
      scheduledPosts: () =>
        ctx.db.select().from(scheduledPosts).where(eq(scheduledPosts.accountId, job.accountId)),
      jobs: () =>
        ctx.db
          .select({ id: jobs.id, kind: jobs.kind, status: jobs.status, createdAt: jobs.createdAt })
          .from(jobs)
          .where(eq(jobs.accountId, job.accountId)),
    };
    const data: Record<string, unknown> = {
      exportedAt: ctx.now().toISOString(),
      account: {
        email: account.email,
        plan: account.currentPlan,
        subscriptionStatus: account.subscriptionStatus,
        createdAt: account.createdAt.toISOString(),
      },
    };
    const names = Object.keys(sections);
    for (const [index, name] of names.entries()) {
      data[name] = await sections[name]!();
      await job.progress(((index + 1) / (names.length + 1)) * 100);
    }
    // Written under the job's id, so a repeated delivery overwrites rather than duplicates.
    await ctx.env.FILES.put(exportObjectKey(job.accountId, job.id), JSON.stringify(data, null, 2), {
      httpMetadata: { contentType: "application/json" },
    });
    return { downloadUrl: `/api/account/exports/${job.id}` };
  },
};

/** The owner's finished export file; 404 for anyone else. */
export async function readExport(ctx: Pick<AppContext, "env">, accountId: string, jobId: string) {
  const object = await ctx.env.FILES.get(exportObjectKey(accountId, jobId));
  if (!object) throw errors.notFound("That export does not exist or has expired.");
  return object;
}
