import { deleteAccountSchema } from "~/lib/contract/account";
import { deleteAccount } from "~/server/account/delete-account.server";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { destroySession } from "~/server/auth/session.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { errors } from "~/server/http/errors.server";
import type { Route } from "./+types/account";

/** DELETE /api/account — erases the account and everything it owns (UK GDPR right to erasure). */
export const action = apiMethods<Route.ActionArgs>({
  async DELETE(args) {
    const account = await requireAccount(args);
    const { confirmEmail } = await readJson(args.request, deleteAccountSchema);
    if (confirmEmail !== account.email)
      throw errors.invalid("confirmEmail: That is not this account's email address");
    const app = getApp(args);
    const cleared = await destroySession(app, args.request);
    await deleteAccount(app, account.id);
    return Response.json({ deleted: true }, { headers: { "Set-Cookie": cleared } });
  },
});
