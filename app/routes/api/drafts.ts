import { draftSchema } from "~/lib/contract/content";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { listDrafts, saveDraft } from "~/server/content/drafts.server";
import { apiHandler, apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/drafts";

/** GET /api/drafts — my drafts, newest first. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  return listDrafts(getApp(args), account.id);
});

/** POST /api/drafts — saves a draft (title and content required). */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, draftSchema);
    return Response.json(await saveDraft(getApp(args), account.id, input), { status: 201 });
  },
});
