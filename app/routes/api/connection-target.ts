import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { selectTarget } from "~/server/publishing/connections.server";
import type { Route } from "./+types/connection-target";

/** PUT /api/connections/targets/{id} — posts for this target's platform go to this Page or location. */
export const action = apiMethods<Route.ActionArgs>({
  async PUT(args) {
    const account = await requireAccount(args);
    await selectTarget(getApp(args), account.id, args.params.id);
    return { selected: args.params.id };
  },
});
