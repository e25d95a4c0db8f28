import { readFileSync } from "node:fs";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "~/components/ui/cn";

// Every class list our components built during a full end-to-end run, recorded once: the small
// merge config must resolve each of them exactly as tailwind-merge's full config does.
const RECORDED = readFileSync(new URL("./fixtures/cn-cases.txt", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean);

describe("cn", () => {
  it.each(RECORDED)("agrees with the full tailwind-merge on %s", (classes) => {
    expect(cn(classes)).toBe(twMerge(classes));
  });

  it.each([
    ["p-5 p-6", "p-6"],
    ["px-3 py-2 p-4", "p-4"],
    ["p-4 px-2", "p-4 px-2"],
    ["text-sm text-ink text-lg", "text-ink text-lg"],
    ["leading-none text-2xl", "text-2xl"],
    ["border border-stone-200 border-2 border-brand-600", "border-2 border-brand-600"],
    ["inline-flex hidden sm:inline-flex", "hidden sm:inline-flex"],
    ["bg-white hover:bg-stone-50 bg-transparent hover:bg-white/10", "bg-transparent hover:bg-white/10"],
    ["max-w-md max-w-lg", "max-w-lg"],
    ["h-11 h-auto min-h-11", "h-auto min-h-11"],
    ["mt-2 mt-4 w-full", "mt-4 w-full"],
    ["text-center text-ink", "text-center text-ink"],
  ])("merges %s into %s, as tailwind-merge does", (input, merged) => {
    expect(cn(input)).toBe(merged);
    expect(twMerge(input)).toBe(merged);
  });

  it("joins conditional classes like clsx", () => {
    expect(cn("a", false, undefined, { b: true, c: false }, ["d"])).toBe("a b d");
  });
});
