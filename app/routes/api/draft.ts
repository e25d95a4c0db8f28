import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { deleteDraft } from "~/server/content/drafts.server";
import { apiMethods } from "~/server/http/api.server";
import type { Route } from "./+types/draft";

/** DELETE /api/drafts/{id} — deletes one of my drafts and answers it, so the page can undo. */
export const action = apiMethods<Route.ActionArgs>({
  async DELETE(args) {
    const account = await requireAccount(args);
    return { deleted: await deleteDraft(getApp(args), account.id, args.params.id) };
  },
});
