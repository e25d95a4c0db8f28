import { AFTER_SIGN_IN_PATH } from "~/lib/paths";
import { completeGoogleSignIn } from "~/server/auth/google-flow.server";
import { getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/google-callback";

/** GET /api/auth/google/callback — Google sends the browser back here with the code. */
export async function loader(args: Route.LoaderArgs) {
  try {
    const { sessionCookie, clearFlowCookie } = await completeGoogleSignIn(getApp(args), args.request);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie);
    headers.append("Set-Cookie", clearFlowCookie);
    return redirectWithToast(AFTER_SIGN_IN_PATH, { title: "Login successful", variant: "success" }, headers);
  } catch (error) {
    const message = error instanceof AppError ? error.message : "Google sign-in failed. Please try again.";
    if (!(error instanceof AppError)) console.error("Google callback failed", error);
    return redirectWithToast("/", { title: "Sign-in failed", description: message, variant: "destructive" });
  }
}
