import { toCurrentUser } from "~/server/auth/accounts.server";
import { requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import type { Route } from "./+types/auth-user";

/** GET /api/auth/user — the signed-in user, or 401. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => toCurrentUser(await requireAccount(args)));
