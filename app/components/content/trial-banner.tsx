import { X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { UsageResponse } from "~/lib/contract/usage";
import { buttonClasses } from "../ui/button";

/** Trial banner (spec §4): amber when the trial is used up, green while credits remain; dismissible. */
export function TrialBanner({ usage, exhausted }: { usage: UsageResponse | null; exhausted: boolean }) {
  const [dismissed, setDismissed] = useState<"amber" | "green" | null>(null);
  if (usage?.subscriptionStatus !== "trial") return null;
  const used = exhausted || usage.trialCreditsRemaining <= 0;
  const kind = used ? "amber" : "green";
  if (dismissed === kind) return null;
  const credits = usage.trialCreditsRemaining;

  return (
    <section
      aria-label="Free trial"
      className={
        used
          ? "flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          : "flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900"
      }
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        {used ? "⏳" : "🎉"}
      </span>
      <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="flex-1">
          {used ? (
            <>
              <p className="font-semibold">Trial completed</p>
              <p className="text-sm">
                You've used your 10 free posts. Choose a plan to keep your pub's socials busy.
              </p>
            </>
          ) : (
            <>
              <p className="font-semibold">Welcome to your free trial!</p>
              <p className="text-sm">
                You have{" "}
                <strong>
                  {credits} free {credits === 1 ? "credit" : "credits"}
                </strong>{" "}
                left — each one writes posts for Facebook, Instagram and TikTok.
              </p>
            </>
          )}
        </div>
        {used && (
          <Link to="/pricing" className={buttonClasses({ variant: "brass", size: "sm" })}>
            View Plans
          </Link>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => setDismissed(kind)}
        className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </section>
  );
}
