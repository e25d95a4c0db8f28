import type { ReactNode } from "react";
import type { Classification, FavouriteCategory, Sport } from "~/lib/sports/constants";
import { cn } from "../ui/cn";

/** One emoji per sport: readable at a glance on a phone, and no icon font to download. */
export const SPORT_ICONS: Record<Sport, string> = {
  football: "⚽",
  cricket: "🏏",
  rugby: "🏉",
  tennis: "🎾",
  golf: "⛳",
  formula1: "🏎️",
  boxing: "🥊",
  horse_racing: "🏇",
  athletics: "🏃",
};

export const CATEGORY_LABELS: Record<FavouriteCategory, string> = {
  premier: "Premier",
  international: "International",
  local: "Local",
};

/** Classification 1 is the loudest colour; 4 fades into the background. */
export const CLASSIFICATION_TONES: Record<Classification, BadgeTone> = {
  1: "red",
  2: "amber",
  3: "sky",
  4: "stone",
};

const TONES = {
  red: "bg-red-100 text-red-800",
  amber: "bg-amber-100 text-amber-900",
  sky: "bg-sky-100 text-sky-900",
  stone: "bg-stone-100 text-stone-700",
  green: "bg-brand-100 text-brand-800",
  purple: "bg-violet-100 text-violet-800",
  live: "bg-red-600 text-white",
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = "stone",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("leading-none", className)}>
      {SPORT_ICONS[sport]}
    </span>
  );
}
