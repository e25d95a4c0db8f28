import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { errors } from "~/server/http/errors.server";
import { nextMatchForAccount } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports-next-match";

/** GET /api/sports/next-match/1 — the next match of my favourite teams ("1" means my pub). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  // Each account has one pub, addressed as 1 in the spec's URLs; any other id is someone else's.
  if (args.params.pubId !== "1") throw errors.notFound("No such pub.");
  return { nextMatch: await nextMatchForAccount(getApp(args), account.id) };
});
