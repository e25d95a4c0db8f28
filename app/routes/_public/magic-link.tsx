import { data, Form, useNavigation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AFTER_SIGN_IN_PATH } from "~/lib/paths";
import { getApp } from "~/server/auth/request-user.server";
import { createSession } from "~/server/auth/session.server";
import { redeemSignInLink } from "~/server/auth/sign-in-links.server";
import { readPageForm } from "~/server/http/body.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/magic-link";

export const meta: Route.MetaFunction = () => [{ title: "Sign in — Full House" }];

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw data("Missing sign-in token", { status: 404 });
  return { token };
}

/**
 * The e-mailed link opens this page and a button press redeems it: mail scanners that fetch links
 * cannot use up the one-time token by looking at it.
 */
export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  const token = String((await readPageForm(args.request)).get("token") ?? "");
  const accountId = token ? await redeemSignInLink(app, token) : null;
  if (!accountId) {
    return redirectWithToast("/", {
      title: "That link has expired",
      description: "Sign-in links work once, for 15 minutes. Ask for a new one with Quick Access.",
      variant: "destructive",
    });
  }
  const cookie = await createSession(app, accountId);
  return redirectWithToast(
    AFTER_SIGN_IN_PATH,
    { title: "Login successful", variant: "success" },
    { "Set-Cookie": cookie },
  );
}

export default function MagicLink({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4">
      <Logo />
      <Card className="p-6">
        <h1 className="font-display text-3xl font-bold">Sign in to Full House</h1>
        <p className="mt-2 text-muted">Press the button to finish signing in on this device.</p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Signing in..." : "Sign me in"}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
