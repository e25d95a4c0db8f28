import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { Fixture, FixturesPage, FixturesQuery } from "~/lib/contract/sports";
import { FIXTURES_MAX_DAYS } from "~/lib/sports/constants";
import { sportsPageSearch } from "~/lib/sports/page-query";
import { addLondonDays, longLondonDate } from "~/lib/time";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { FixtureCard, shortLondonDate } from "./fixture-card";
import { openContentCreator } from "./hand-off";
import { FixtureCardSkeleton } from "./skeletons";
import type { QueryChange } from "./use-sports-centre";

/** Start fetching the next page while it is still this far below the screen. */
const PREFETCH_MARGIN = "800px";
/** The first page is one screen's worth; once the person scrolls, pages come two screens at a time. */
const NEXT_PAGE_SIZE = 12;

interface FixtureListProps {
  fixtures: Fixture[];
  page: FixturesPage;
  query: FixturesQuery;
  today: string;
  onQueryChange: (change: QueryChange) => void;
}

/**
 * The list: the loader's first page, then each next page fetched through the page's own loader as
 * the person scrolls near it (or presses its button). Every page is a fetcher, so React Router reads
 * them all again after a save, and a changed favourite shows on every card at once.
 */
export function FixtureList({ fixtures, page, query, today, onQueryChange }: FixtureListProps) {
  if (page.total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center">
        <p className="text-muted">No upcoming fixtures match your filter criteria</p>
        <LookFurther page={page} query={query} today={today} onQueryChange={onQueryChange} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted" aria-live="polite">
        {page.total === 1 ? "1 fixture" : `${page.total} fixtures`} {windowWords(query, page)}
      </p>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <Cards fixtures={fixtures} today={today} />
        {page.next ? (
          <NextPage
            key={page.next}
            cursor={page.next}
            query={query}
            today={today}
            onQueryChange={onQueryChange}
          />
        ) : (
          <ListEnd page={page} query={query} today={today} onQueryChange={onQueryChange} />
        )}
      </ul>
    </div>
  );
}

function Cards({ fixtures, today }: { fixtures: Fixture[]; today: string }) {
  return fixtures.map((fixture) => (
    <li key={fixture.id} className="flex min-w-0">
      <FixtureCard fixture={fixture} today={today} onCreateContent={openContentCreator} halfTimeQuiz />
    </li>
  ));
}

type PageAnswer =
  | { unreachable: true }
  | { fixtures: { fixtures: Fixture[]; page: FixturesPage } | null }
  | { user: null };

/** The page after `cursor`: fetched when it nears the screen, then its cards and the page after it. */
function NextPage({
  cursor,
  query,
  today,
  onQueryChange,
}: {
  cursor: string;
  query: FixturesQuery;
  today: string;
  onQueryChange: (change: QueryChange) => void;
}) {
  const fetcher = useFetcher<PageAnswer>();
  const marker = useRef<HTMLLIElement>(null);
  const href = `/sports${sportsPageSearch({ ...query, limit: NEXT_PAGE_SIZE, after: cursor })}`;
  const { load } = fetcher;
  const answer = fetcher.data;
  const loaded = answer && "fixtures" in answer ? answer.fixtures : null;
  const failed = answer !== undefined && !loaded;

  useEffect(() => {
    const element = marker.current;
    if (!element || answer !== undefined) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load(href);
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [answer, href, load]);

  if (loaded) {
    return (
      <>
        <Cards fixtures={loaded.fixtures} today={today} />
        {loaded.page.next ? (
          <NextPage
            key={loaded.page.next}
            cursor={loaded.page.next}
            query={query}
            today={today}
            onQueryChange={onQueryChange}
          />
        ) : (
          <ListEnd page={loaded.page} query={query} today={today} onQueryChange={onQueryChange} />
        )}
      </>
    );
  }

  const busy = fetcher.state !== "idle";
  return (
    <li ref={marker} className="col-span-full flex flex-col items-center gap-3" aria-live="polite">
      {busy && (
        <div className="grid w-full gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          <FixtureCardSkeleton />
          <FixtureCardSkeleton />
        </div>
      )}
      {failed && !busy && (
        <p role="alert" className="text-center font-semibold text-amber-900">
          Couldn't load more fixtures. Sports fixture data is temporarily unavailable.
        </p>
      )}
      <Button variant="outline" onClick={() => void load(href)} disabled={busy}>
        {busy ? <Spinner label="Loading more fixtures" className="[&>span]:size-4" /> : null}
        {busy ? "Loading…" : failed ? "Try again" : "Show more fixtures"}
      </Button>
    </li>
  );
}

/** "today and tomorrow", or "up to Tue 8 Dec": the stretch of days the list covers. */
function windowWords(query: FixturesQuery, page: FixturesPage): string {
  return query.filter === "daily"
    ? "today and tomorrow"
    : `up to ${longLondonDate(page.windowEnd).replace(/ \d{4}$/, "")}`;
}

interface EndProps {
  page: FixturesPage;
  query: FixturesQuery;
  today: string;
  onQueryChange: (change: QueryChange) => void;
}

/** The last page of the window: says so, and offers to look further ahead when the window is short. */
function ListEnd(props: EndProps) {
  return (
    <li className="col-span-full text-center text-sm text-muted">
      <p>That's every match {windowWords(props.query, props.page)}.</p>
      <LookFurther {...props} />
    </li>
  );
}

function LookFurther({ page, query, today, onQueryChange }: EndProps) {
  // Today & Tomorrow is two days whatever the window.
  if (page.days >= FIXTURES_MAX_DAYS || query.filter === "daily") return null;
  const until = shortLondonDate(addLondonDays(today, FIXTURES_MAX_DAYS - 1));
  return (
    <Button
      variant="outline"
      size="sm"
      className="mt-3"
      onClick={() => onQueryChange({ days: FIXTURES_MAX_DAYS })}
    >
      Show matches up to {until}
    </Button>
  );
}
