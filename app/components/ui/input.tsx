import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500",
        "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600",
        "aria-[invalid=true]:border-red-600",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={cn("block text-sm font-semibold text-ink", className)} {...props} />;
}
