import { adminLogout, usesCloudflareAccess } from "~/server/admin/access.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import type { Route } from "./+types/logout";

/**
 * POST /api/admin/logout — ends the local admin session. Behind Cloudflare Access the session is
 * Access's own, so the answer points the page at Access's logout URL instead.
 */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const app = getApp(args);
    if (usesCloudflareAccess(app.config)) return { ok: true, redirectTo: "/cdn-cgi/access/logout" };
    const cookie = await adminLogout(app, args.request);
    return Response.json({ ok: true, redirectTo: null }, { headers: { "Set-Cookie": cookie } });
  },
});
