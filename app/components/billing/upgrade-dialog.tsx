import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Dialog } from "~/components/ui/dialog";
import { formatPounds, type LockedFeature, PLANS, planStanding, plansWith } from "~/lib/plans";
import { useRootData } from "~/root";

/** The features a free trial cannot use; any 402 for one of them opens this dialog (spec §2). */
export type { LockedFeature };

const FEATURE_COPY: Record<LockedFeature, { title: string; benefits: string[] }> = {
  image_generation: {
    title: "Unlock AI images and posters",
    benefits: [
      "Posters with your words on them, ready for the window",
      "Images sized for Facebook, Instagram stories and print",
      "Suggested captions with every image",
    ],
  },
  quiz_generator: {
    title: "Unlock the pub quiz generator",
    benefits: [
      "Forty checked questions in seconds, with sources",
      "Picture rounds, tiebreakers and local questions",
      "PDF and Word exports and a host screen for the TV",
    ],
  },
  voice_transcription: {
    title: "Unlock voice input",
    benefits: [
      "Say what's on and get three posts back",
      "No typing between pulling pints",
      "Works on any phone browser",
    ],
  },
  prompt_improvement: {
    title: "Unlock prompt enhancing",
    benefits: [
      "Turns a few words into a detailed image brief",
      "Style and platform picked up automatically",
      "Better posters first time",
    ],
  },
  publishing: {
    title: "Unlock scheduled publishing",
    benefits: [
      "Posts go out to Facebook, Instagram and Google at the times you choose",
      "A calendar of the week beside your fixtures",
      "Pause everything with one switch",
    ],
  },
};

interface UpgradeDialogProps {
  feature: LockedFeature | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The upgrade prompt: where the account stands now (the credits actually left, read with the
 * header's figures), what this feature brings, and the plans that include it (app/lib/plans.ts).
 */
export function UpgradeDialog({ feature, onOpenChange }: UpgradeDialogProps) {
  const usage = useRootData()?.usage ?? null;
  const locked = feature ?? "image_generation";
  const copy = FEATURE_COPY[locked];
  const plans = plansWith(locked);
  const standing = usage ? planStanding(usage).sentence : `You're on the ${PLANS.trial.name}.`;
  return (
    <Dialog
      open={feature !== null}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={`${standing} ${plans.map((plan) => plan.name).join(" and ")} ${plans.length === 1 ? "includes" : "include"} this.`}
    >
      <CheckList items={copy.benefits} className="text-sm text-ink" />
      <div className="mt-5 grid grid-cols-2 gap-3">
        {plans.map((plan) => (
          <div
            key={plan.id}
            className={
              plan.popular
                ? "relative rounded-xl border-2 border-brand-600 p-3 text-center"
                : "rounded-xl border border-stone-300 p-3 text-center"
            }
          >
            {plan.popular && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                Popular
              </span>
            )}
            <p className="font-semibold text-ink">{plan.name}</p>
            <p className="font-display text-2xl font-bold text-ink">
              {formatPounds(plan.monthlyPence)}
              <span className="text-sm font-normal text-muted">/month</span>
            </p>
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses({ variant: "outline" })}
          onClick={() => onOpenChange(false)}
        >
          Maybe Later
        </button>
        <Link to="/pricing" className={buttonClasses({ variant: "primary" })}>
          Upgrade Now
        </Link>
      </div>
    </Dialog>
  );
}
