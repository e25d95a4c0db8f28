import { data, useRevalidator } from "react-router";
import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { FixtureCenter } from "~/components/sports/fixture-center";
import { SportsUnavailable } from "~/components/sports/sports-unavailable";
import { sportsPageActionSchema } from "~/lib/contract/sports";
import { UNREACHABLE, unreachableAnswer } from "~/lib/page-data";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { sportsPageQuery } from "~/lib/sports/page-query";
import { londonDate } from "~/lib/time";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp, requireAccount } from "~/server/auth/request-user.server";
import { readJson } from "~/server/http/body.server";
import { pageAction } from "~/server/http/page-action.server";
import { getFavourites, saveFavourites } from "~/server/sports/favourites.server";
import { listFixtures } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && "user" in loaderData && loaderData.user
        ? "Sports Fixture Center — Full House"
        : "Full House — marketing for UK pubs",
  },
];

/**
 * The favourites and one page of the list the address asks for (filter, sport, window; a cursor for
 * the pages fetched as the person scrolls). Either part failing still renders the page: the browser
 * then shows its cached favourites, and the list says the fixture data is temporarily unavailable.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  const query = sportsPageQuery(new URL(args.request.url).searchParams);
  const [favourites, fixtures] = await Promise.all([
    getFavourites(app, account.id).catch((error: unknown) => {
      console.error("Sports page: favourites could not be read", error);
      return null;
    }),
    listFixtures(app, account.id, query).catch((error: unknown) => {
      console.error("Sports page: fixtures could not be read", error);
      return null;
    }),
  ]);
  return { user: toCurrentUser(account), favourites, fixtures, query, today: londonDate(app.now()) };
}

/** Saves the favourite teams (the whole list, in one go); the loader's revalidation redraws the fixtures. */
export async function action(args: Route.ActionArgs) {
  return pageAction(async () => {
    const account = await requireAccount(args);
    const input = await readJson(args.request, sportsPageActionSchema);
    const { intent: _intent, ...favourites } = input;
    return { favourites: await saveFavourites(getApp(args), account.id, favourites) };
  });
}

/** A dropped connection while fetching more fixtures is said in place, not as the error page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    return unreachableAnswer(error);
  }
}

/** Likewise for a save: the teams go back to the last saved list and a toast says why. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    unreachableAnswer(error);
    // A 5xx status: nothing was saved, so the page's data need not be read again.
    return data(UNREACHABLE, { status: 503 });
  }
}

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if ("unreachable" in loaderData) {
    return root?.user ? (
      <AppShell user={root.user}>
        <SportsUnavailable />
      </AppShell>
    ) : null;
  }
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  const { user, ...page } = loaderData;
  return (
    <AppShell user={user}>
      <FixtureCenter {...page} />
    </AppShell>
  );
}

/** Anything the page could not load or save that is not a refusal: say so, and offer to try again. */
export function ErrorBoundary() {
  const root = useRootData();
  const revalidator = useRevalidator();
  const body = <SportsUnavailable onRetry={() => void revalidator.revalidate()} />;
  return root?.user ? <AppShell user={root.user}>{body}</AppShell> : body;
}
