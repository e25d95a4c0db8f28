import { fixturesQuerySchema } from "~/lib/contract/sports";
import { getApp, readAsCaller } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import { accountViewReads, listFixturesJson } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports-fixtures";

/**
 * GET /api/sports/upcoming-fixtures?filter=daily|all|major|televised|local&sport=…&days=1-60&limit=1-100&after=…
 * — from the cache, never the provider. The body is the spec's `{ fixtures: [...] }` for one page of
 * the window (14 days, 6 fixtures unless asked); `X-Total-Count` says how many the window holds and
 * `Link: <…>; rel="next"` where the next page is.
 */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  // The session check and the account's favourites, pub and reminders: one D1 round trip.
  const { rows } = await readAsCaller(args, accountViewReads);
  const query = readQuery(args.request, fixturesQuerySchema);
  const { body, page } = await listFixturesJson(getApp(args), rows, query);
  const headers = new Headers({ "Content-Type": "application/json", "X-Total-Count": String(page.total) });
  if (page.next) {
    const next = new URL(args.request.url);
    next.searchParams.set("after", page.next);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return new Response(body, { headers });
});
