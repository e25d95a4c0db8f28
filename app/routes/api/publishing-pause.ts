import { pausedSchema } from "~/lib/contract/publishing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { setPaused } from "~/server/publishing/connections.server";
import type { Route } from "./+types/publishing-pause";

/** PUT /api/publishing/pause { paused } — "Pause everything": no post goes out while it is on. */
export const action = apiMethods<Route.ActionArgs>({
  async PUT(args) {
    const account = await requireAccount(args);
    const { paused } = await readJson(args.request, pausedSchema);
    return setPaused(getApp(args), account.id, paused);
  },
});
