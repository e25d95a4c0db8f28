import { DATA_EXPORT_JOB } from "~/server/account/data-export.server";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { accepted, apiMethods } from "~/server/http/api.server";
import { startJob } from "~/server/jobs/jobs.server";
import type { Route } from "./+types/account-exports";

/** POST /api/account/exports — starts a copy of everything we hold about you; follow it at /api/jobs/{id}. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const jobId = await startJob(getApp(args), { accountId: account.id, kind: DATA_EXPORT_JOB, input: {} });
    return accepted(jobId);
  },
});
