import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { disconnect } from "~/server/publishing/connections.server";
import type { Route } from "./+types/connection";

/** DELETE /api/connections/{id} — revokes the grant where the platform allows, and deletes it. */
export const action = apiMethods<Route.ActionArgs>({
  async DELETE(args) {
    const account = await requireAccount(args);
    return { disconnected: await disconnect(getApp(args), account.id, args.params.id) };
  },
});
