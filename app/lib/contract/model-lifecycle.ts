/** One OpenAI model the app is configured to use, with what OpenAI says about its future. */
export interface ModelLifecycleEntry {
  /** What the model does here, e.g. "Images" or "Posts and image prompts". */
  use: string;
  /** The environment variable that chooses it. */
  variable: string;
  model: string;
  /** OpenAI's announced shutdown day (YYYY-MM-DD), or null when none is announced. */
  shutdownDate: string | null;
  /** Whole days from today to the shutdown date; negative once it has passed. */
  daysLeft: number | null;
  /**
   * `ok`: no shutdown within 60 days. `soon`: shuts down within 60 days. `gone`: the date has passed.
   * `missing`: GET /v1/models does not list it (shut down, misspelt, or not open to this key).
   */
  state: "ok" | "soon" | "gone" | "missing";
}

export type ModelLifecycle =
  /** Every OpenAI use runs on built-in providers (no OPENAI_API_KEY). */
  | { status: "builtin" }
  /** OpenAI could not be asked just now; the message says why. */
  | { status: "unavailable"; message: string }
  | { status: "ready"; checkedAt: string; warnDays: number; models: ModelLifecycleEntry[] };
