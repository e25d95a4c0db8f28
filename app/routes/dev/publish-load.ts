import { getApp } from "~/server/auth/request-user.server";
import { assertLocalDev } from "~/server/dev/local-only.server";
import { publishLoadSchema, publishLoadStatus, seedPublishLoad } from "~/server/dev/publish-load.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/publish-load";

/** GET /dev/publish-load — where each load post stands (local mode only; `npm run bench` reads it). */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  return Response.json(await publishLoadStatus(app));
}

/**
 * POST /dev/publish-load { pages: [{ pageId, token }], posts, dueAt } — accounts with a Facebook Page
 * each and their posts all due at once: the publishing benchmark (local mode only).
 */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  assertLocalDev(app, args.request);
  const input = await readJson(args.request, publishLoadSchema);
  return Response.json(await seedPublishLoad(app, input), { status: 201 });
}
