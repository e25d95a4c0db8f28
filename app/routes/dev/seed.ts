import { getApp } from "~/server/auth/request-user.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import { seedDemoData } from "~/server/dev/seed.server";
import type { Route } from "./+types/seed";

/** POST /dev/seed — adds the demo accounts (local mode only; `npm start` calls it once the server is up). */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  return Response.json(await seedDemoData(app));
}
