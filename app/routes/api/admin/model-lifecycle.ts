import { requireAdmin } from "~/server/admin/access.server";
import { readModelLifecycle } from "~/server/admin/model-lifecycle.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/model-lifecycle";

/** GET /api/admin/model-lifecycle — each configured OpenAI model and its announced shutdown date. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  await requireAdmin(args);
  const app = getApp(args);
  return readModelLifecycle(app.config, app.now());
});
