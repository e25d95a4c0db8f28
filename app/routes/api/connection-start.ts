import { redirect } from "react-router";
import { z } from "zod";
import { CONNECTION_PROVIDERS } from "~/lib/contract/publishing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { beginConnection } from "~/server/publishing/connections.server";
import type { Route } from "./+types/connection-start";

/** GET /api/connections/{meta|google}/start — sends the owner to grant publishing access (the trial may). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAccount(args);
  const provider = z.enum(CONNECTION_PROVIDERS).parse(args.params.provider);
  const { location, cookie } = beginConnection(getApp(args), args.request, provider);
  return redirect(location, { headers: { "Set-Cookie": cookie } });
});
