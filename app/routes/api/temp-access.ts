import { tempAccessRequestSchema } from "~/lib/contract/auth";
import { quickAccess } from "~/server/auth/quick-access.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { clientAddress, enforceRateLimit, RATE_RULES } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/temp-access";

/** POST /api/temp-access — Quick Access (spec §7; DESIGN.md: direct only in local mode). */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const app = getApp(args);
    await enforceRateLimit(app, RATE_RULES.quickAccess, clientAddress(args.request));
    const { email } = await readJson(args.request, tempAccessRequestSchema);
    await enforceRateLimit(app, RATE_RULES.quickAccess, `email:${email}`);
    const { body, sessionCookie } = await quickAccess(app, email, new URL(args.request.url).origin);
    return Response.json(body, { headers: sessionCookie ? { "Set-Cookie": sessionCookie } : {} });
  },
});
