import { pubDetailsSchema } from "~/lib/contract/pub";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { deletePub, getPub, savePub } from "~/server/pub/pub.server";
import type { Route } from "./+types/pub";

/** GET /api/pub — my pub's details, or { pub: null } before setup. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return { pub: await getPub(getApp(args), account.id) };
});

/** PUT /api/pub saves my pub's details (name required); DELETE clears them. */
export const action = apiMethods<Route.ActionArgs>({
  async PUT(args) {
    const account = await requireAccount(args);
    const details = await readJson(args.request, pubDetailsSchema);
    return { pub: await savePub(getApp(args), account.id, details) };
  },
  async DELETE(args) {
    const account = await requireAccount(args);
    await deletePub(getApp(args), account.id);
    return { pub: null };
  },
});
