import { redirect } from "react-router";
import { z } from "zod";
import { CONNECTION_PROVIDERS } from "~/lib/contract/publishing";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { completeConnection } from "~/server/publishing/connections.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/connection-callback";

const BACK = "/account#connections";

/** GET /api/connections/{provider}/callback — the platform sends the owner back here with a code. */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return redirect("/api/login?redirectTo=/account");
  const parsed = z.enum(CONNECTION_PROVIDERS).safeParse(args.params.provider);
  if (!parsed.success)
    return redirectWithToast(BACK, { title: "Unknown connection", variant: "destructive" });
  try {
    const { clearFlowCookie, displayName } = await completeConnection(
      getApp(args),
      account.id,
      args.request,
      parsed.data,
    );
    return redirectWithToast(
      BACK,
      { title: "Connected", description: `Posts can now go out as ${displayName}.`, variant: "success" },
      { "Set-Cookie": clearFlowCookie },
    );
  } catch (error) {
    const message =
      error instanceof AppError ? error.message : "The connection did not complete. Please try again.";
    if (!(error instanceof AppError)) console.error("Publishing connection failed", error);
    return redirectWithToast(BACK, { title: "Not connected", description: message, variant: "destructive" });
  }
}
