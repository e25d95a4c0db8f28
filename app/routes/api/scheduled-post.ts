import { updateScheduledPostSchema } from "~/lib/contract/publishing";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { cancelScheduledPost, updateScheduledPost } from "~/server/publishing/schedule.server";
import type { Route } from "./+types/scheduled-post";

/** PATCH edits text, hashtags or time, or approves; DELETE cancels (answering the post, for Undo). */
export const action = apiMethods<Route.ActionArgs>({
  async PATCH(args) {
    const account = await requireAccount(args);
    const input = await readJson(args.request, updateScheduledPostSchema);
    return updateScheduledPost(getApp(args), account, args.params.id, input);
  },
  async DELETE(args) {
    const account = await requireAccount(args);
    return cancelScheduledPost(getApp(args), account.id, args.params.id);
  },
});
