import { data, Form, redirect, useNavigation } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { devSignInSchema } from "~/lib/contract/auth";
import { safeRedirectPath } from "~/lib/paths";
import { findOrCreateAccount } from "~/server/auth/accounts.server";
import { beginGoogleSignIn } from "~/server/auth/google-flow.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { createSession } from "~/server/auth/session.server";
import { readPageForm } from "~/server/http/body.server";
import { AppError, describeZodError } from "~/server/http/errors.server";
import { clientAddress, enforceRateLimit, RATE_RULES } from "~/server/security/rate-limit.server";
import { redirectWithToast } from "~/server/toasts/flash.server";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Log in — Full House" }];

/**
 * GET /api/login — live mode sends the browser to Google; local mode shows the development
 * sign-in page, which opens or creates a local account by e-mail.
 */
export async function loader(args: Route.LoaderArgs) {
  const app = getApp(args);
  const redirectTo = new URL(args.request.url).searchParams.get("redirectTo");
  if (await getAccount(args)) throw redirect(safeRedirectPath(redirectTo));
  if (app.providers.google) {
    await enforceRateLimit(app, RATE_RULES.signIn, clientAddress(args.request));
    const { location, cookie } = beginGoogleSignIn(app, args.request);
    throw redirect(location, { headers: { "Set-Cookie": cookie } });
  }
  if (!app.config.isLocal) throw data("Sign-in is not configured.", { status: 503 });
  return { redirectTo: safeRedirectPath(redirectTo) };
}

export async function action(args: Route.ActionArgs) {
  const app = getApp(args);
  if (!app.config.isLocal || app.providers.google) throw data("Not found", { status: 404 });
  try {
    await enforceRateLimit(app, RATE_RULES.signIn, clientAddress(args.request));
  } catch (error) {
    if (error instanceof AppError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const parsed = devSignInSchema.safeParse(Object.fromEntries(await readPageForm(args.request)));
  if (!parsed.success) return data({ error: describeZodError(parsed.error) }, { status: 400 });
  const account = await findOrCreateAccount(app, parsed.data.email);
  const cookie = await createSession(app, account.id);
  return redirectWithToast(
    safeRedirectPath(parsed.data.redirectTo),
    { title: "Login successful", description: `Signed in as ${account.email}.`, variant: "success" },
    { "Set-Cookie": cookie },
  );
}

export default function DevSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4 py-10">
      <Logo />
      <Card className="p-6">
        <p className="inline-block rounded-full bg-brass-100 px-3 py-1 text-xs font-bold tracking-wide text-brass-800 uppercase">
          Local development sign-in
        </p>
        <h1 className="mt-3 font-display text-3xl font-bold">Log in to Full House</h1>
        <p className="mt-2 text-muted">
          This copy runs in local mode, so there's no Google sign-in. Enter any email address: an existing
          account opens, and a new address starts a free trial with 10 credits.
        </p>
        <Form method="post" className="mt-5 space-y-4" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <div className="space-y-1.5">
            <Label htmlFor="dev-email">Email</Label>
            <Input
              id="dev-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@yourpub.co.uk"
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "dev-email-error" : undefined}
            />
            {actionData?.error && (
              <p id="dev-email-error" className="text-sm font-semibold text-red-700">
                {actionData.error.replace(/^email: /, "")}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Signing in..." : "Continue"}
          </Button>
        </Form>
        <p className="mt-4 text-sm text-muted">
          Demo accounts: trial@demo.pub, trial-used@demo.pub, starter@demo.pub, pro@demo.pub.
        </p>
      </Card>
    </main>
  );
}
