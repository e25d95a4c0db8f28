import { adminLoginSchema } from "~/lib/contract/admin";
import { adminLogin } from "~/server/admin/access.server";
import { getApp } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import type { Route } from "./+types/login";

/** POST /api/admin/login — the local admin login, checked on the server; sets the admin's session. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const app = getApp(args);
    const input = await readJson(args.request, adminLoginSchema);
    const cookie = await adminLogin(app, args.request, input);
    return Response.json({ ok: true }, { headers: { "Set-Cookie": cookie } });
  },
});
