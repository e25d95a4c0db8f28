import type { CurrentUser } from "~/lib/contract/auth";
import type {
  QUIZ_FILTERS,
  QUIZ_SORTS,
  Quiz,
  QuizAnalytics,
  QuizHistoryResponse,
  QuizSummary,
} from "~/lib/contract/quiz";

export type HistorySort = (typeof QUIZ_SORTS)[number];
export type HistoryFilter = (typeof QUIZ_FILTERS)[number];

/** The History view's search, sort and filter, as the address bar holds them. */
export interface HistoryQuery {
  sort: HistorySort;
  filter: HistoryFilter;
  search: string;
}

/** The views a person can pick from the tabs; Preview opens over one of them. */
export type QuizListView = "dashboard" | "generate" | "history";

/**
 * Where this install's questions come from, so every claim on the page says only what is true:
 * the built-in bank never fact-checks; live mode does while the plan has fact checks left.
 */
export interface QuestionOrigin {
  kind: "builtin" | "live";
  /** "Built-in question bank", or the model's name. */
  label: string;
  /** Live mode: this period's fact checks (limit null means unmetered, as for an admin). */
  factChecks: { used: number; limit: number | null } | null;
}

/** What the loader read for the view in the address bar; a null part could not be read just now. */
export type QuizViewData =
  | { view: "dashboard"; analytics: QuizAnalytics | null; recent: QuizSummary[] | null }
  | { view: "generate" }
  | { view: "history"; query: HistoryQuery; history: QuizHistoryResponse | null }
  | { view: "preview"; from: QuizListView; quizId: string; quiz: Quiz | null; missing: boolean };

/** The quiz generator's loader data for a signed-in person. */
export interface QuizPageData {
  user: CurrentUser;
  pubName: string | null;
  /** The pub's town, a hint for the local area field. */
  areaHint: string | null;
  /** Today's London date, YYYY-MM-DD. */
  today: string;
  /** An active paid plan, or an admin: the server still decides on every call (402). */
  canGenerate: boolean;
  source: QuestionOrigin;
  content: QuizViewData;
}
