import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { publishNow } from "~/server/publishing/schedule-actions.server";
import type { Route } from "./+types/scheduled-post-publish";

/** POST /api/schedule/{id}/publish — publish now (also Retry for a failed or held post). */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    return Response.json(await publishNow(getApp(args), account, args.params.id), { status: 202 });
  },
});
