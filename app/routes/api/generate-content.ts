import { generateContentRequestSchema } from "~/lib/contract/content";
import { getApp, payingCaller } from "~/server/auth/request-user.server";
import { generateContent } from "~/server/content/write.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/generate-content";

/** POST /api/generate-content — three posts from typed words (trial: 1 credit; paid: tokens). */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const caller = await payingCaller(args);
    const input = await readJson(args.request, generateContentRequestSchema);
    return caller.run((account, session) => generateContent(getApp(args), account, input, session));
  },
});
