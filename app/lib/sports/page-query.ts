import { type FixturesQuery, fixturesQuerySchema } from "../contract/sports";
import { FIXTURES_DEFAULT_DAYS, FIXTURES_PAGE_SIZE } from "./constants";

const DEFAULTS: FixturesQuery = {
  filter: "all",
  sport: "all",
  days: FIXTURES_DEFAULT_DAYS,
  limit: FIXTURES_PAGE_SIZE,
};

/**
 * The list the sports page shows, as its address says (filter, sport, window; a page size and cursor
 * for the pages fetched as the person scrolls). Reads it leniently: a value that is not one of ours (an old bookmark, a typo)
 * falls back to its default rather than failing the page. The API itself answers such values 400.
 */
export function sportsPageQuery(params: URLSearchParams): FixturesQuery {
  const query: Record<string, unknown> = { ...DEFAULTS };
  for (const key of ["filter", "sport", "days", "limit", "after"] as const) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = fixturesQuerySchema.shape[key].safeParse(value);
    if (parsed.success) query[key] = parsed.data;
  }
  return query as FixturesQuery;
}

/** The page's search string for a query, leaving defaults out so addresses stay short. */
export function sportsPageSearch(query: Partial<FixturesQuery>): string {
  const params = new URLSearchParams();
  if (query.filter && query.filter !== DEFAULTS.filter) params.set("filter", query.filter);
  if (query.sport && query.sport !== DEFAULTS.sport) params.set("sport", query.sport);
  if (query.days && query.days !== DEFAULTS.days) params.set("days", String(query.days));
  if (query.limit && query.limit !== DEFAULTS.limit) params.set("limit", String(query.limit));
  if (query.after) params.set("after", query.after);
  const search = params.toString();
  return search ? `?${search}` : "";
}
