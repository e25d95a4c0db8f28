import { useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import type { FixturesPage, FixturesQuery, FixturesResponse } from "~/lib/contract/sports";
import { sportsPageQuery, sportsPageSearch } from "~/lib/sports/page-query";
import { type FavouritesState, useFavourites } from "./use-favourites";

/** What the sports page's loader hands the page (signed in). */
export interface SportsCentreData {
  favourites: FavouritesState | null;
  /** One page of the list, or null when the fixtures could not be read. */
  fixtures: (FixturesResponse & { page: FixturesPage }) | null;
  query: FixturesQuery;
  /** Today's London date on the server, for the timeline's wording. */
  today: string;
}

export type QueryChange = Partial<Pick<FixturesQuery, "filter" | "sport" | "days">>;

/**
 * The sports page's data and actions in one place: the list as the address asks for it (a filter
 * tab or the sport dropdown changes the address, and the loader answers), the favourites, and
 * whether a new list is on its way. Nothing the server knows is copied into component state.
 */
export function useSportsCentre(data: SportsCentreData) {
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const favourites = useFavourites(data.favourites);

  // While the next list loads, its tab already shows as chosen and the old cards step aside.
  const next =
    navigation.state === "loading" && navigation.location.pathname === "/sports"
      ? sportsPageQuery(new URLSearchParams(navigation.location.search))
      : null;
  const query = next ?? data.query;

  function changeQuery(change: QueryChange) {
    // From the list on its way, if any: "All sports" then "On TV" in quick succession keeps both.
    const merged = { ...query, ...change, after: undefined, limit: undefined };
    if (merged.filter === query.filter && merged.sport === query.sport && merged.days === query.days) return;
    // Replace: a tab is a view of the same page, not a step Back should walk through.
    setSearchParams(new URLSearchParams(sportsPageSearch(merged)), {
      replace: true,
      preventScrollReset: true,
    });
  }

  // Marks the page interactive (tests and scripts wait for it; clicks before hydration do nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return {
    hydrated,
    query,
    switching: next !== null,
    fixtures: data.fixtures,
    today: data.today,
    favourites,
    changeQuery,
  };
}

export type SportsCentre = ReturnType<typeof useSportsCentre>;
