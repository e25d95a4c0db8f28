import { Wand2 } from "lucide-react";
import { useState } from "react";
import { ANGLES, FRAMEWORKS, MAGIC_MIX, OPTIMIZATIONS, TONES } from "~/lib/content/constants";
import type { Refinements } from "~/lib/contract/content";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { ANGLE_LABELS, FRAMEWORK_LABELS, OPTIMIZATION_LABELS, TONE_LABELS } from "./shared";
import type { WritingAllowance } from "./writing-allowance";

type Key = "tone" | "framework" | "angle" | "optimization";

const GROUPS: { key: Key; title: string; options: readonly string[]; labels: Record<string, string> }[] = [
  { key: "tone", title: "Tone", options: TONES, labels: TONE_LABELS },
  { key: "framework", title: "Marketing Framework", options: FRAMEWORKS, labels: FRAMEWORK_LABELS },
  { key: "angle", title: "Content Angle", options: ANGLES, labels: ANGLE_LABELS },
  { key: "optimization", title: "Quick Optimizations", options: OPTIMIZATIONS, labels: OPTIMIZATION_LABELS },
];

interface RefinePanelProps {
  busy: boolean;
  allowance: WritingAllowance;
  onRefine: (refinements: Refinements) => void;
}

/**
 * The refine panel (spec §2, §4): toggles (click again to deselect), Magic Mix, N options selected.
 * A refine is a new piece of writing, so it says what it costs before it is pressed.
 */
export function RefinePanel({ busy, allowance, onRefine }: RefinePanelProps) {
  const [choice, setChoice] = useState<Refinements>({});
  const count = GROUPS.filter((group) => choice[group.key] !== undefined).length;

  function toggle(key: Key, option: string) {
    setChoice((current) => ({
      ...current,
      [key]: current[key] === option ? undefined : option,
    }));
  }

  return (
    <section
      aria-labelledby="refine-heading"
      className="rounded-2xl border border-brass-300 bg-brass-100/60 p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="refine-heading" className="font-display text-xl font-bold">
            Refine your posts
          </h2>
          <p className="text-sm text-muted">Pick what to change — tap a choice again to clear it.</p>
        </div>
        <Button variant="brass" size="sm" onClick={() => setChoice({ ...MAGIC_MIX })}>
          <Wand2 className="size-4" aria-hidden="true" />
          Magic Mix
        </Button>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {GROUPS.map((group) => (
          <fieldset key={group.key}>
            <legend className="text-xs font-bold tracking-wide text-muted uppercase">{group.title}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {group.options.map((option) => {
                const pressed = choice[group.key] === option;
                return (
                  <button
                    key={option}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => toggle(group.key, option)}
                    className={cn(
                      "min-h-9 rounded-full border px-3 text-sm font-semibold transition-colors",
                      pressed
                        ? "border-brand-700 bg-brand-600 text-white"
                        : "border-stone-300 bg-white text-ink hover:border-brand-500",
                    )}
                  >
                    {group.labels[option]}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          className="w-full sm:w-auto"
          disabled={count === 0 || busy || !allowance.canWrite}
          onClick={() => onRefine(choice)}
          aria-describedby="refine-cost"
        >
          Refine Content ({count} {count === 1 ? "option" : "options"} selected)
        </Button>
        <p id="refine-cost" className="text-sm font-semibold text-brass-800">
          {allowance.canWrite
            ? `Refining uses ${allowance.cost}${allowance.left ? ` · ${allowance.left}` : ""}`
            : "Nothing left to refine with — see the note at the top of the page."}
        </p>
      </div>
    </section>
  );
}
