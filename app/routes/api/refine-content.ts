import { refineContentRequestSchema } from "~/lib/contract/content";
import { getApp, payingCaller } from "~/server/auth/request-user.server";
import { refineContent } from "~/server/content/write.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/refine-content";

/** POST /api/refine-content — the same posts, rewritten with the chosen refinements. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const caller = await payingCaller(args);
    const input = await readJson(args.request, refineContentRequestSchema);
    return caller.run((account, session) => refineContent(getApp(args), account, input, session));
  },
});
