import { getApp } from "~/server/auth/request-user.server";
import { accountsParam, assertLocalDev } from "~/server/dev/local-only.server";
import { reminderLoadTest } from "~/server/dev/reminder-load.server";
import type { Route } from "./+types/reminder-load";

/** POST /dev/reminder-load?accounts=1000 — the reminder benchmark (local mode only; `npm run bench` calls it). */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const count = accountsParam(args.request, { fallback: 1000, max: 5000 });
  return Response.json(await reminderLoadTest(app, count));
}
