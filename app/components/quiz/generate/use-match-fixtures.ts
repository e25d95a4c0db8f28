import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { Fixture } from "~/lib/contract/sports";

/** How many upcoming fixtures a match round offers. */
const CHOICES = 60;

export type MatchFixtures = Fixture[] | "loading" | "failed";

/** The fixtures list as answered: an array, or `{ fixtures }` (either is read). */
function fixturesIn(data: unknown): Fixture[] | null {
  if (Array.isArray(data)) return data as Fixture[];
  const fixtures = (data as { fixtures?: unknown } | null)?.fixtures;
  return Array.isArray(fixtures) ? (fixtures as Fixture[]) : null;
}

/**
 * The upcoming fixtures a match round can be built around, read through a fetcher the first time a
 * round asks for one (most quizzes never do, so the form does not wait for them).
 */
export function useMatchFixtures(wanted: boolean): MatchFixtures {
  const fetcher = useFetcher<unknown>();
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (wanted && state === "idle" && data === undefined)
      void load("/api/sports/upcoming-fixtures?filter=all&days=60&limit=60");
  }, [wanted, state, data, load]);
  if (data === undefined) return "loading";
  const fixtures = fixturesIn(data);
  if (!fixtures) return "failed";
  return fixtures.filter((fixture) => fixture.status !== "finished").slice(0, CHOICES);
}
