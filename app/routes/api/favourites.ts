import { favouritesSchema } from "~/lib/contract/sports";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { getFavourites, saveFavourites } from "~/server/sports/favourites.server";
import type { Route } from "./+types/favourites";

/** GET /api/favourites — my favourite teams and whether match reminders are on. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return getFavourites(getApp(args), account.id);
});

/** PUT /api/favourites — replaces my favourite teams (ids unique, lead time 7/14/21). */
export const action = apiMethods<Route.ActionArgs>({
  async PUT(args) {
    const account = await requireAccount(args);
    const payload = await readJson(args.request, favouritesSchema);
    return saveFavourites(getApp(args), account.id, payload);
  },
});
