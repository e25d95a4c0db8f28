import { Database, TriangleAlert } from "lucide-react";
import { useRevalidator } from "react-router";
import type { FixturesResponse } from "~/lib/contract/sports";
import { londonDate, londonTime, longLondonDate } from "~/lib/time";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { Badge } from "../ui/badge";
import { FavouriteTeamsCard } from "./favourite-teams-card";
import { FixtureFilters } from "./fixture-filters";
import { FixtureList } from "./fixture-list";
import { FixtureListSkeleton } from "./skeletons";
import { FixturesUnavailable } from "./sports-unavailable";
import { type SportsCentreData, useSportsCentre } from "./use-sports-centre";
import { WeekPosterButton } from "./week-poster-dialog";

type Source = FixturesResponse["source"];

/** The Sports Fixture Center (spec §2): favourites above, the filtered fixture list below. */
export function FixtureCenter(data: SportsCentreData) {
  const centre = useSportsCentre(data);
  const revalidator = useRevalidator();
  const { fixtures, query } = centre;
  const source = fixtures?.source ?? null;

  return (
    <div className="space-y-6" data-hydrated={centre.hydrated || undefined}>
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

      <FavouriteTeamsCard favourites={centre.favourites} />

      <section aria-labelledby="fixtures-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="fixtures-heading" className="font-display text-2xl font-bold">
            Upcoming fixtures
          </h2>
          <WeekPosterButton />
        </div>
        <FixtureFilters
          filter={query.filter}
          sport={query.sport}
          onFilterChange={(filter) => centre.changeQuery({ filter })}
          onSportChange={(sport) => centre.changeQuery({ sport })}
        />
        {centre.switching ? (
          <FixtureListSkeleton />
        ) : fixtures ? (
          <FixtureList
            // A new filter, sport or window starts a new list; its pages are fetched afresh.
            key={`${query.filter}:${query.sport}:${query.days}`}
            fixtures={fixtures.fixtures}
            page={fixtures.page}
            query={query}
            today={centre.today}
            onQueryChange={centre.changeQuery}
          />
        ) : (
          <FixturesUnavailable
            retrying={revalidator.state !== "idle"}
            onRetry={() => void revalidator.revalidate()}
          />
        )}
      </section>
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
