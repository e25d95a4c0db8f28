import { Sparkles } from "lucide-react";
import type { FormEvent } from "react";
import { TEXT_INPUT } from "~/lib/content/constants";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import type { WritingAllowance } from "./writing-allowance";

export const EXAMPLE_PROMPTS = [
  "Quiz night this Thursday at 8pm, £50 bar tab for the winning team, teams of up to six",
  "Sunday roast is back — beef, pork or nut roast with all the trimmings, £16.95, booking recommended",
  "Live acoustic music Friday from 9pm, no cover charge, two-for-one on pints until 8",
] as const;

interface TextFormProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  disabled: boolean;
  allowance: WritingAllowance;
}

/**
 * The text form (spec §2, §5): 3 example prompts, counter red above 450, Generate from 10 trimmed
 * characters. It says what Generate costs, and Generate is off when nothing is left to spend.
 */
export function TextForm({ value, onChange, onSubmit, disabled, allowance }: TextFormProps) {
  const length = value.length;
  const ready = value.trim().length >= TEXT_INPUT.min;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <label htmlFor="content-input" className="font-display text-xl font-bold">
        What's happening at the pub?
      </label>
      <p id="content-hint" className="mt-1 text-sm text-muted">
        A sentence is plenty — the day, the time and the offer. We'll write the posts.
      </p>
      <textarea
        id="content-input"
        value={value}
        maxLength={TEXT_INPUT.max}
        rows={5}
        aria-describedby="content-hint content-counter"
        placeholder="e.g. England v Wales on Saturday at 3pm on the big screen, £4 pints during the match"
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "mt-3 block w-full resize-y rounded-xl border border-stone-300 bg-white p-3 text-base text-ink placeholder:text-stone-500",
          "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600",
        )}
      />
      <div className="mt-1 flex justify-between gap-2 text-sm">
        <span className="text-muted">
          {ready || length === 0 ? "" : `At least ${TEXT_INPUT.min} characters`}
        </span>
        <span
          id="content-counter"
          data-testid="char-counter"
          className={cn(
            "tabular-nums",
            length > TEXT_INPUT.warnAbove ? "font-semibold text-red-700" : "text-muted",
          )}
        >
          {length}/{TEXT_INPUT.max}
        </span>
      </div>

      <div className="mt-3">
        <p className="text-xs font-bold tracking-wide text-muted uppercase">Try an example</p>
        <div className="mt-2 flex flex-col gap-2">
          {EXAMPLE_PROMPTS.map((prompt) => (
            <button
              key={prompt}
              type="button"
              onClick={() => onChange(prompt)}
              className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-left text-sm text-ink hover:border-brand-200 hover:bg-brand-50"
            >
              {prompt}
            </button>
          ))}
        </div>
      </div>

      <Button
        type="submit"
        size="lg"
        className="mt-4 w-full"
        disabled={disabled || !ready || !allowance.canWrite}
        aria-describedby="generate-cost"
      >
        <Sparkles className="size-5" aria-hidden="true" />
        Generate Content
      </Button>
      <p id="generate-cost" className="mt-2 text-center text-sm text-muted">
        {allowance.canWrite
          ? `Uses ${allowance.cost}${allowance.left ? ` · ${allowance.left}` : ""}`
          : "Nothing left to write with — see the note at the top of the page."}
      </p>
    </form>
  );
}
