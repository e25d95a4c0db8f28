import type { ReactNode } from "react";
import { cn } from "./cn";

const TONES = {
  green: "bg-brand-100 text-brand-800",
  amber: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  sky: "bg-sky-100 text-sky-900",
  stone: "bg-stone-100 text-stone-700",
  violet: "bg-violet-100 text-violet-800",
  live: "bg-red-600 text-white",
} as const;
export type BadgeTone = keyof typeof TONES;

/** A small rounded label (a level, a category, "Live TV"), coloured by tone. */
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
