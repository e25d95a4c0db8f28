import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

const VARIANTS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  brass: "bg-brass-400 text-ink hover:bg-brass-300 shadow-sm",
  outline: "border border-stone-300 bg-white text-ink hover:bg-stone-50",
  inverse: "border border-white/50 bg-transparent text-white hover:bg-white/10",
  ghost: "text-ink hover:bg-stone-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline px-0",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-base",
  lg: "h-12 px-6 text-lg",
} as const;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a Link or <a>) with button styling. */
  asChild?: boolean;
}

export function buttonClasses({
  variant = "primary",
  size = "md",
}: Pick<ButtonProps, "variant" | "size"> = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "disabled:pointer-events-none disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const classes = cn(buttonClasses({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? "button"} className={classes} {...props} />;
}
