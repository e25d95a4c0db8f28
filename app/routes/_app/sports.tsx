import { SimpleLanding } from "~/components/landing/simple-landing";
import { AppShell } from "~/components/layout/app-shell";
import { FIRST_PAGE_SIZE, FixtureCenter } from "~/components/sports/fixture-center";
import { STATIC_WHEN_SIGNED_OUT } from "~/lib/page-handle";
import { londonDate } from "~/lib/time";
import { useRootData } from "~/root";
import { toCurrentUser } from "~/server/auth/accounts.server";
import { getAccount, getApp } from "~/server/auth/request-user.server";
import { getFavourites } from "~/server/sports/favourites.server";
import { listFixtures } from "~/server/sports/fixtures.server";
import type { Route } from "./+types/sports";

/** Signed out this is the landing page, which ships no framework to the browser. */
export const handle = STATIC_WHEN_SIGNED_OUT;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.user ? "Sports Fixture Center — Full House" : "Full House — marketing for UK pubs",
  },
];

/**
 * Signed in, the first paint carries the favourites and the first page of fixtures, so a landlord on a
 * phone sees matches at once. Either part failing still renders the page: the browser then uses its
 * cached favourites, and the list says the fixture data is temporarily unavailable.
 */
export async function loader(args: Route.LoaderArgs) {
  const account = await getAccount(args);
  if (!account) return { user: null };
  const app = getApp(args);
  const [favourites, fixtures] = await Promise.all([
    getFavourites(app, account.id).catch((error: unknown) => {
      console.error("Sports page: favourites could not be read", error);
      return null;
    }),
    listFixtures(app, account.id, { filter: "all", sport: "all" }).then(
      // Sixty days of fixtures is hundreds of matches: the HTML carries the first page only.
      ({ fixtures, source }) => ({
        fixtures: fixtures.slice(0, FIRST_PAGE_SIZE),
        total: fixtures.length,
        source,
      }),
      (error: unknown) => {
        console.error("Sports page: fixtures could not be read", error);
        return null;
      },
    ),
  ]);
  return {
    user: toCurrentUser(account),
    favourites,
    fixtures,
    today: londonDate(app.now()),
  };
}

export default function SportsPage({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  if (!loaderData.user) return <SimpleLanding localMode={root?.localMode ?? true} />;
  const { user, favourites, fixtures, today } = loaderData;
  return (
    <AppShell user={user}>
      <FixtureCenter initialFavourites={favourites} initialFixtures={fixtures} today={today} />
    </AppShell>
  );
}
