import { Database, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "~/lib/api-client";
import type { Fixture, FixturesResponse } from "~/lib/contract/sports";
import type { FixtureFilter } from "~/lib/sports/constants";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { FavouriteTeamsCard } from "./favourite-teams-card";
import { FixtureCard } from "./fixture-card";
import { FixtureFilters, type SportChoice } from "./fixture-filters";
import { openContentCreator } from "./hand-off";
import { FixtureListSkeleton } from "./skeletons";
import { type FavouritesState, useFavourites } from "./use-favourites";
import { WeekPosterButton } from "./week-poster-dialog";

/** Cards drawn at once: sixty days of nine sports is hundreds of matches, too many for a phone. */
const PAGE_SIZE = 24;

type Source = FixturesResponse["source"];

type ListState =
  | { status: "loading" }
  | { status: "failed" }
  /** `fixtures` may be only the first page of `total` (the page's first paint carries no more). */
  | { status: "ready"; fixtures: Fixture[]; total: number; refreshing: boolean };

/** The first page of fixtures that the route's loader sends with the HTML. */
export interface FirstFixturesPage extends FixturesResponse {
  total: number;
}

export const FIRST_PAGE_SIZE = PAGE_SIZE;

export interface FixtureCenterProps {
  /** The server's copy of the favourites, or null when the page could not read it. */
  initialFavourites: FavouritesState | null;
  /** The first page of fixtures (filter 'all', every sport), or null when it could not be read. */
  initialFixtures: FirstFixturesPage | null;
  /** Today's London date on the server, for the timeline's wording. */
  today: string;
}

/** The Sports Fixture Center (spec §2): favourites above, the filtered fixture list below. */
export function FixtureCenter({ initialFavourites, initialFixtures, today }: FixtureCenterProps) {
  const [filter, setFilter] = useState<FixtureFilter>("all");
  const [sport, setSport] = useState<SportChoice>("all");
  const [source, setSource] = useState<Source | null>(initialFixtures?.source ?? null);
  const [list, setList] = useState<ListState>(
    initialFixtures
      ? {
          status: "ready",
          fixtures: initialFixtures.fixtures,
          total: initialFixtures.total,
          refreshing: false,
        }
      : { status: "failed" },
  );
  const [shown, setShown] = useState(PAGE_SIZE);
  const query = useRef({ filter, sport });
  const inFlight = useRef<AbortController | null>(null);

  /** Fetches the list for the current filter and sport; `keep` leaves the old cards up meanwhile. */
  const load = useCallback(async (keep: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const { filter: f, sport: s } = query.current;
    setList((current) =>
      keep && current.status === "ready" ? { ...current, refreshing: true } : { status: "loading" },
    );
    if (!keep) setShown(PAGE_SIZE);
    try {
      const params = new URLSearchParams({ filter: f, sport: s });
      const answer = await api<FixturesResponse>(`/api/sports/upcoming-fixtures?${params}`, {
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      // Spec §7: anything but a list counts as no fixtures.
      const fixtures = Array.isArray(answer?.fixtures) ? answer.fixtures : [];
      setList({ status: "ready", fixtures, total: fixtures.length, refreshing: false });
      if (answer?.source) setSource(answer.source);
    } catch {
      if (controller.signal.aborted) return;
      if (keep) {
        // A background refresh failed: the cards on screen are still worth showing.
        setList((current) => (current.status === "ready" ? { ...current, refreshing: false } : current));
        toast({
          title: "Couldn't refresh the fixtures",
          description: "Sports fixture data is temporarily unavailable. Please try again in a few minutes.",
          variant: "destructive",
        });
      } else {
        setList({ status: "failed" });
      }
    }
  }, []);

  // Marks the page interactive (tests and scripts wait for it; clicks before hydration do nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    return () => inFlight.current?.abort();
  }, []);

  const favourites = useFavourites({
    initial: initialFavourites,
    // Favourites change each match's classification, timeline and 'Your team' flag.
    onSaved: () => void load(true),
  });

  function changeQuery(next: { filter?: FixtureFilter; sport?: SportChoice }) {
    const merged = { ...query.current, ...next };
    if (merged.filter === query.current.filter && merged.sport === query.current.sport) return;
    query.current = merged;
    setFilter(merged.filter);
    setSport(merged.sport);
    void load(false);
  }

  return (
    <div className="space-y-6" data-hydrated={hydrated || undefined}>
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">Sports Fixture Center</h1>
          <p className="mt-1 text-muted">Track upcoming matches and automated notifications</p>
          {source && <SourceLine source={source} />}
        </div>
        <OtherToolsNav
          links={[
            { to: "/dashboard", label: "Content" },
            { to: "/images", label: "Images" },
            { to: "/", label: "Home" },
          ]}
        />
      </header>

      {source?.stale && <StaleNotice refreshedAt={source.refreshedAt} />}

      <FavouriteTeamsCard favourites={favourites} />

      <section aria-labelledby="fixtures-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="fixtures-heading" className="font-display text-2xl font-bold">
            Upcoming fixtures
          </h2>
          <WeekPosterButton />
        </div>
        <FixtureFilters
          filter={filter}
          sport={sport}
          onFilterChange={(value) => changeQuery({ filter: value })}
          onSportChange={(value) => changeQuery({ sport: value })}
        />
        <FixtureList
          list={list}
          shown={shown}
          today={today}
          onShowMore={async () => {
            // The first paint carried one page; the rest comes on demand.
            if (list.status === "ready" && list.fixtures.length < list.total) await load(true);
            setShown((count) => count + PAGE_SIZE);
          }}
          onRetry={() => void load(false)}
        />
      </section>
    </div>
  );
}

function FixtureList({
  list,
  shown,
  today,
  onShowMore,
  onRetry,
}: {
  list: ListState;
  shown: number;
  today: string;
  onShowMore: () => Promise<void>;
  onRetry: () => void;
}) {
  if (list.status === "loading") return <FixtureListSkeleton />;
  if (list.status === "failed") {
    return (
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
        <p className="font-semibold text-amber-900">Sports fixture data is temporarily unavailable.</p>
        <p className="mt-1 text-sm text-amber-900">
          No upcoming fixtures to show just now. Your favourite teams are safe; try again in a few minutes.
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const { fixtures, total, refreshing } = list;
  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-muted">
        No upcoming fixtures match your filter criteria
      </p>
    );
  }
  const visible = fixtures.slice(0, shown);
  const left = total - visible.length;
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
        {refreshing && <Spinner label="Updating fixtures" className="[&>span]:size-4" />}
        {total === 1 ? "1 fixture" : `${total} fixtures`}
        {left > 0 && `, showing the first ${visible.length}`}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((fixture) => (
          <li key={fixture.id} className="flex min-w-0">
            <FixtureCard fixture={fixture} today={today} onCreateContent={openContentCreator} />
          </li>
        ))}
      </ul>
      {left > 0 && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onShowMore} disabled={refreshing}>
            {refreshing
              ? "Loading…"
              : `Show ${Math.min(left, PAGE_SIZE)} more ${left === 1 ? "fixture" : "fixtures"}`}
          </Button>
        </div>
      )}
    </div>
  );
}

/** "Updated 14:05" today, "Updated Sat 21 Nov, 14:05" otherwise. */
function refreshedWords(refreshedAt: string): string {
  const date = londonDate(refreshedAt);
  const time = londonTime(refreshedAt);
  return date === londonDate(new Date()) ? `today at ${time}` : `${longLondonDate(date)} at ${time}`;
}

function SourceLine({ source }: { source: Source }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted">
      <Badge tone={source.builtIn ? "amber" : "green"}>
        <Database className="size-3.5" aria-hidden="true" />
        {source.builtIn ? `${source.label} · built-in feed` : source.label}
      </Badge>
      {source.refreshedAt && <span>Updated {refreshedWords(source.refreshedAt)}</span>}
    </p>
  );
}

function StaleNotice({ refreshedAt }: { refreshedAt: string | null }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p className="text-sm text-amber-900">
        <strong>These fixtures may be out of date.</strong> The latest update from the fixture feed failed, so
        you're seeing the last good copy
        {refreshedAt ? `, from ${refreshedWords(refreshedAt)}` : ""}. Check kick-off times before you promote
        a match.
      </p>
    </div>
  );
}
