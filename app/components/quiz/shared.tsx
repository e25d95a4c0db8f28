import { ApiError } from "~/lib/api-client";
import type { QuizSummary } from "~/lib/contract/quiz";
import { CATEGORY_ICONS, CATEGORY_LABELS, type QuestionCategory } from "~/lib/quiz/constants";
import { Badge, type BadgeTone } from "../ui/badge";

/** `pubId` 1 in the spec's URLs means "my pub" (DESIGN.md, Ownership). */
export const MY_PUB = 1;

const LONDON = "Europe/London";

/** "Saturday 28 November" for a YYYY-MM-DD date, built from parts so every runtime agrees. */
export function weekdayDayMonth(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

/** The spec's default title: 'Quiz Night - {weekday, day, month}'. */
export function defaultQuizTitle(date: string): string {
  return `Quiz Night - ${weekdayDayMonth(date)}`;
}

/** "28 Nov 2026" for a YYYY-MM-DD date or an instant, in London. */
export function shortDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  const day = new Date(instant);
  if (Number.isNaN(day.getTime())) return value;
  return day.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: LONDON,
  });
}

/** "28 Nov, 19:42" for an instant, in London. */
export function dateAndTime(instant: string): string {
  const when = new Date(instant);
  if (Number.isNaN(when.getTime())) return instant;
  const date = when.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: LONDON });
  const time = when.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: LONDON });
  return `${date}, ${time}`;
}

/** One decimal place, without a trailing ".0". */
export function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The person-facing text of a failed call: the server's own message, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  return fallback;
}

export function isCategory(value: string): value is QuestionCategory {
  return value in CATEGORY_LABELS;
}

/** The category percentages of a quiz, largest first, as "Local 30%". */
export function categoryShares(
  categories: QuizSummary["categories"],
): { key: string; label: string; pct: number }[] {
  return Object.entries(categories)
    .filter(([, pct]) => pct > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([key, pct]) => ({
      key,
      label: isCategory(key) ? CATEGORY_LABELS[key] : key,
      pct: Math.round(pct),
    }));
}

export const BAND_TONES = { Easy: "green", Medium: "amber", Hard: "red" } as const satisfies Record<
  string,
  BadgeTone
>;

export function CategoryBadge({ category }: { category: string }) {
  const known = isCategory(category);
  return (
    <Badge tone={category === "local" ? "violet" : "sky"}>
      <span aria-hidden="true">{known ? CATEGORY_ICONS[category] : "❓"}</span>
      {known ? CATEGORY_LABELS[category] : category}
    </Badge>
  );
}

/** A labelled range input that shows its value and a word for it (e.g. "45 · Regular"). */
export function Slider({
  id,
  label,
  value,
  min,
  max,
  step = 1,
  onChange,
  valueText,
  disabled,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  valueText?: string;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <span className="text-sm text-muted tabular-nums" aria-hidden="true">
          {valueText ?? value}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
      />
    </div>
  );
}

export function exportUrl(quizId: string, format: "pdf" | "docx" | "txt"): string {
  return `/api/quiz/${encodeURIComponent(quizId)}/export?format=${format}`;
}
