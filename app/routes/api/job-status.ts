import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { getJobForOwner } from "~/server/jobs/jobs.server";
import type { Route } from "./+types/job-status";

/** GET /api/jobs/{jobId} — status and progress, to the job's owner only. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const job = await getJobForOwner(getApp(args), account.id, args.params.jobId);
  return Response.json(job, { headers: { "Cache-Control": "no-store" } });
});
