import { Eye } from "lucide-react";
import { cn } from "../ui/cn";
import type { QuizListView, QuizViewData } from "./page-data";

const TABS = [
  ["dashboard", "Dashboard"],
  ["generate", "Generate Quiz"],
  ["history", "History"],
] as const satisfies readonly (readonly [QuizListView, string])[];

/** Dashboard, Generate Quiz and History; Preview shows as a fourth, current tab while a quiz is open. */
export function QuizViewTabs({
  active,
  onShow,
  onGenerate,
}: {
  active: QuizViewData["view"];
  onShow: (view: QuizListView) => void;
  /** Generate goes through the plan check: a trial gets the upgrade dialog instead. */
  onGenerate: () => void;
}) {
  return (
    <nav aria-label="Quiz views">
      <ul
        className={cn(
          "grid gap-1 rounded-xl bg-stone-200/70 p-1",
          active === "preview" ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3",
        )}
      >
        {TABS.map(([value, label]) => (
          <li key={value}>
            <button
              type="button"
              aria-current={active === value ? "page" : undefined}
              onClick={() => (value === "generate" ? onGenerate() : onShow(value))}
              className={cn(
                "flex min-h-11 w-full items-center justify-center rounded-lg px-1 text-sm leading-tight font-semibold transition-colors sm:px-4",
                active === value ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
              )}
            >
              {label}
            </button>
          </li>
        ))}
        {active === "preview" && (
          <li>
            <span
              aria-current="page"
              className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-white px-4 text-sm font-semibold text-ink shadow-sm"
            >
              <Eye className="size-4" aria-hidden="true" />
              Preview
            </span>
          </li>
        )}
      </ul>
    </nav>
  );
}
