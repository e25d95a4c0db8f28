import { readExport } from "~/server/account/data-export.server";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/account-export-file";

/** GET /api/account/exports/{jobId} — the finished export as a download, to its owner only. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const file = await readExport(getApp(args), account.id, args.params.jobId);
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/json",
      "Content-Disposition": 'attachment; filename="full-house-my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
});
