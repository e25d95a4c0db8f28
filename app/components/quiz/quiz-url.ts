import type { HistoryFilter, HistoryQuery, HistorySort, QuizListView } from "./page-data";

/**
 * The quiz page keeps its place in the address bar, so the loader reads what the view shows, Back and
 * Forward move between views, and a link (the host screen's Esc) can open a quiz in Preview:
 * `?view=history&sort=title&filter=active&q=derby`, `?quiz={id}` (Preview, over the view it came from).
 */
export const QUIZ_PARAM = "quiz";
const VIEW_PARAM = "view";
const HISTORY_PARAMS = ["sort", "filter", "q"] as const;

export const HISTORY_SORTS = [
  ["date", "Date Created"],
  ["title", "Title"],
  ["attendance", "Attendance"],
  ["difficulty", "Difficulty"],
] as const satisfies readonly (readonly [HistorySort, string])[];

export const HISTORY_FILTERS = [
  ["all", "All"],
  ["active", "Active"],
  ["archived", "Archived"],
] as const satisfies readonly (readonly [HistoryFilter, string])[];

/** The longest search the library answers (the API's limit). */
export const MAX_SEARCH = 100;

function oneOf<T extends string>(value: string | null, pairs: readonly (readonly [T, string])[]): T | null {
  return pairs.find(([key]) => key === value)?.[0] ?? null;
}

/** The tab view in the address; anything unknown is the dashboard. */
export function listViewOf(params: URLSearchParams): QuizListView {
  const view = params.get(VIEW_PARAM);
  return view === "generate" || view === "history" ? view : "dashboard";
}

/** History's search, sort and filter from the address; unknown values fall back to the defaults. */
export function historyQueryOf(params: URLSearchParams): HistoryQuery {
  return {
    sort: oneOf(params.get("sort"), HISTORY_SORTS) ?? "date",
    filter: oneOf(params.get("filter"), HISTORY_FILTERS) ?? "all",
    search: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH),
  };
}

/** The address of a tab view; History keeps its search, sort and filter from `current`. */
export function listViewSearch(view: QuizListView, current?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  if (view !== "dashboard") next.set(VIEW_PARAM, view);
  if (view === "history" && current) {
    for (const name of HISTORY_PARAMS) {
      const value = current.get(name);
      if (value) next.set(name, value);
    }
  }
  return next;
}

/** History's address with a changed search, sort or filter (defaults are left out). */
export function historySearch(query: HistoryQuery): URLSearchParams {
  const next = listViewSearch("history");
  if (query.sort !== "date") next.set("sort", query.sort);
  if (query.filter !== "all") next.set("filter", query.filter);
  if (query.search) next.set("q", query.search);
  return next;
}

/** The address of a quiz in Preview, over the view it was opened from. */
export function previewSearch(
  quizId: string,
  from: QuizListView,
  current?: URLSearchParams,
): URLSearchParams {
  const next = listViewSearch(from, current);
  next.set(QUIZ_PARAM, quizId);
  return next;
}
