import { getAccount, getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { connectToNight } from "~/server/quiz-night/nights.server";
import { clientAddress } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/night-socket";

/**
 * GET /api/nights/{code}/ws — the night's WebSocket: `?role=host` for the host's screen (its session
 * and Origin checked), `?role=remote` for a phone pairing as the host's remote, anything else a
 * team's phone. The protocol: docs/quiz-night-protocol.md.
 */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const asked = new URL(args.request.url).searchParams.get("role");
  const role = asked === "host" || asked === "remote" ? asked : "player";
  return connectToNight(getApp(args), {
    code: args.params.code,
    request: args.request,
    role,
    account: role === "host" ? await getAccount(args) : null,
    address: clientAddress(args.request),
  });
});
