import type { Classification, FavouriteCategory, Sport } from "~/lib/sports/constants";
import type { BadgeTone } from "../ui/badge";
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

export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("leading-none", className)}>
      {SPORT_ICONS[sport]}
    </span>
  );
}
