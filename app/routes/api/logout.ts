import { redirect } from "react-router";
import { getApp } from "~/server/auth/request-user.server";
import { destroySession } from "~/server/auth/session.server";
import type { Route } from "./+types/logout";

async function logout(args: Route.LoaderArgs | Route.ActionArgs) {
  const cleared = await destroySession(getApp(args), args.request);
  return redirect("/", { headers: { "Set-Cookie": cleared } });
}

/** GET or POST /api/logout — revokes the session and returns to the landing page. */
export const loader = logout;
export const action = logout;
