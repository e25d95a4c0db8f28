import { schedulePostSchema, scheduleRangeSchema } from "~/lib/contract/publishing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { readIdempotencyKey, readJson, readQuery } from "~/server/http/body.server";
import { listSchedule, schedulePost } from "~/server/publishing/schedule.server";
import type { Route } from "./+types/schedule";

/** GET /api/schedule?from=YYYY-MM-DD&to=YYYY-MM-DD — my scheduled, published and failed posts (London dates). */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return listSchedule(getApp(args), account.id, readQuery(args.request, scheduleRangeSchema));
});

/**
 * POST /api/schedule — 201 { id, status: "scheduled", imageId, imageResized, note } (note: a copy made
 * for Instagram). An optional Idempotency-Key header makes a repeat of the request return the same post.
 */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, schedulePostSchema);
    const requestKey = readIdempotencyKey(args.request);
    return Response.json(await schedulePost(getApp(args), account, input, requestKey), { status: 201 });
  },
});
