import { seedAdminLoad } from "~/server/admin/load-seed.server";
import { getApp } from "~/server/auth/request-user.server";
import { accountsParam, assertLocalDev } from "~/server/dev/local-only.server";
import type { Route } from "./+types/admin-load";

/** POST /dev/admin-load?accounts=10000 — accounts for the admin benchmark (local mode only; `npm run bench` calls it). */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const count = accountsParam(args.request, { fallback: 10_000, max: 20_000 });
  return Response.json(await seedAdminLoad(app, count));
}
