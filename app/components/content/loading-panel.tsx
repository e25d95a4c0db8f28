import { useEffect, useState } from "react";

const STEPS = {
  text: [
    "Reading your message",
    "Adding this week's fixtures, weather and season",
    "Writing Facebook, Instagram and TikTok posts",
  ],
  voice: [
    "Uploading your recording",
    "Turning speech into text",
    "Writing Facebook, Instagram and TikTok posts",
  ],
  refine: ["Applying your choices", "Rewriting each post"],
  campaign: ["Planning the post for this stage", "Writing the posts", "Saving them as a draft"],
} as const;

export type ProcessingKind = keyof typeof STEPS;

/** The loading panel (spec §2): an indeterminate bar, the steps being done and the real elapsed time. */
export function LoadingPanel({ kind }: { kind: ProcessingKind }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <section
      aria-live="polite"
      aria-busy="true"
      aria-label="Writing your posts"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-display text-xl font-bold">
          {kind === "refine" ? "Refining your posts…" : "Writing your posts…"}
        </h2>
        <span className="text-sm text-muted tabular-nums">{seconds}s</span>
      </div>
      <div
        role="progressbar"
        aria-label="Working"
        className="relative mt-4 h-2 overflow-hidden rounded-full bg-brand-50"
      >
        <div className="absolute inset-y-0 w-1/3 animate-[indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-brand-600" />
      </div>
      <ol className="mt-4 space-y-2 text-sm">
        {STEPS[kind].map((step) => (
          <li key={step} className="flex items-center gap-2 text-muted">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-brand-600" />
            {step}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted">
        {kind === "voice" ? "Processing usually takes 10-30 seconds." : "Usually a few seconds."}
      </p>
      <style>{"@keyframes indeterminate{0%{left:-33%}100%{left:100%}}"}</style>
    </section>
  );
}
