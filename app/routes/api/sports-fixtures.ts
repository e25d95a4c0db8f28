import { fixturesQuerySchema } from "~/lib/contract/sports";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import { listFixturesJson } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports-fixtures";

/** GET /api/sports/upcoming-fixtures?filter=daily|all|major|televised|local&sport=… — from the cache, never the provider. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const query = readQuery(args.request, fixturesQuerySchema);
  const body = await listFixturesJson(getApp(args), account.id, query);
  return new Response(body, { headers: { "Content-Type": "application/json" } });
});
