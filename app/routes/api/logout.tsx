import { Form, Link, redirect } from "react-router";
import { Logo } from "~/components/layout/logo";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { STATIC_PAGE } from "~/lib/page-handle";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { destroySession } from "~/server/auth/session.server";
import { isSameOriginNavigation } from "~/server/security/cross-site.server";
import type { Route } from "./+types/logout";

/** Plain HTML: the button is a form post and the way back a link, so no script is needed. */
export const handle = STATIC_PAGE;

export const meta: Route.MetaFunction = () => [
  { title: "Sign out — Full House" },
  { name: "robots", content: "noindex" },
];

async function signOut(args: Route.LoaderArgs | Route.ActionArgs) {
  const cleared = await destroySession(getApp(args), args.request);
  return redirect("/", { headers: { "Set-Cookie": cleared } });
}

/**
 * GET /api/logout — the header's Logout link. Clicked on one of our pages, it signs out at once. From
 * anywhere else (another site's link or image, a typed address) it only asks, so nobody can sign a
 * landlord out behind their back.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) throw redirect("/");
  if (isSameOriginNavigation(args.request)) throw await signOut(args);
  return { email: account.email };
}

/** POST /api/logout — the confirmation's button (the Worker entry has refused other sites' posts). */
export async function action(args: Route.ActionArgs) {
  return signOut(args);
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-6 px-4">
      <Logo />
      <Card className="p-6">
        <h1 className="font-display text-3xl font-bold">Sign out of Full House?</h1>
        <p className="mt-2 text-muted">
          You're signed in as <span className="font-semibold text-ink">{loaderData.email}</span>. Sign out on
          this device?
        </p>
        <Form method="post" reloadDocument className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" className="w-full sm:flex-1">
            Sign out
          </Button>
          <Link to="/" className={cn(buttonClasses({ variant: "outline" }), "w-full sm:flex-1")}>
            Stay signed in
          </Link>
        </Form>
      </Card>
    </main>
  );
}
