import { useEffect, useState } from "react";
import { data, redirect } from "react-router";
import { AppShell } from "~/components/layout/app-shell";
import { fixtureTitle } from "~/components/sports/fixture-card";
import { prepareMatchHandOff } from "~/components/sports/hand-off";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Spinner } from "~/components/ui/spinner";
import { longLondonDate } from "~/lib/time";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { AppError } from "~/server/http/errors.server";
import { fixtureForAccount } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports-match";

export const meta: Route.MetaFunction = () => [
  { title: "Opening the content creator — Full House" },
  { name: "robots", content: "noindex" },
];

/**
 * The link in a match-reminder e-mail: the match, as this account sees it (favourites, timeline), so
 * the page can hand it to the content creator exactly as the fixture card's button does.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) {
    const url = new URL(args.request.url);
    throw redirect(`/api/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  try {
    const fixture = await fixtureForAccount(getApp(args), account.id, args.params.fixtureId);
    return { user: toCurrentUser(account), fixture };
  } catch (error) {
    // A match that has left the fixture list (or never was) is the ordinary 404 page.
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function SportsMatchHandOff({ loaderData }: Route.ComponentProps) {
  const { user, fixture } = loaderData;
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const url = prepareMatchHandOff(fixture);
    setTarget(url);
    // Replace, so Back from the content creator doesn't bounce through this page again.
    window.location.replace(url);
  }, [fixture]);

  return (
    <AppShell user={user}>
      <Card className="mx-auto max-w-lg text-center">
        <div className="flex justify-center">
          <Spinner label="Opening the content creator" />
        </div>
        <h1 className="mt-3 font-display text-2xl font-bold">Opening the content creator…</h1>
        <p className="mt-2 text-muted">
          {fixtureTitle(fixture)}, {longLondonDate(fixture.date)} at {fixture.kickOffTime}
        </p>
        <a
          href={target ?? "/dashboard?source=sports"}
          className={cn(buttonClasses({ variant: "outline", size: "sm" }), "mt-5")}
        >
          Not moving? Open the content creator
        </a>
      </Card>
    </AppShell>
  );
}
