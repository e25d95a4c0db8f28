import { CalendarClock, Check, PenLine } from "lucide-react";
import type { CampaignStep, SportsMatchContext } from "~/lib/contract/sports";
import { matchText } from "~/lib/sports/teams";
import { shortLondonDateTime } from "~/lib/time";
import { ScheduleCampaignButton } from "../publishing/schedule-campaign-button";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

const PLATFORM_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  instagram_stories: "Instagram Stories",
  instagram_story: "Instagram Stories",
  tiktok: "TikTok",
};

/** The London wall-clock time a step is due, in British form. */
export function stepWhen(step: CampaignStep): string {
  return shortLondonDateTime(step.postAt);
}

interface CampaignTimelineProps {
  match: SportsMatchContext;
  /** Index of the step being written, if any. */
  writing: number | null;
  written: ReadonlySet<number>;
  disabled: boolean;
  onWrite: (step: CampaignStep, index: number) => void;
}

/** The campaign timeline (spec §2, §9 Campaign rules): each stage with its London date, time and platforms. */
export function CampaignTimeline({ match, writing, written, disabled, onWrite }: CampaignTimelineProps) {
  const { fixture, marketingStrategy } = match;
  const major = marketingStrategy.campaignType === "major_event";
  return (
    <section
      aria-labelledby="campaign-heading"
      data-testid="campaign-timeline"
      className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
        {major ? "Match campaign" : "Match post"}
      </p>
      <h2 id="campaign-heading" className="font-display text-xl leading-tight font-bold">
        {matchText(fixture)}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {fixture.competition}
        {fixture.tvChannels.length > 0 ? ` · ${fixture.tvChannels.join(", ")}` : ""}
      </p>
      <p className="mt-2 text-sm">
        {major
          ? `${marketingStrategy.timeline.length} posts to build the buzz before kick-off. Write each one when you're ready — it's saved to your drafts.`
          : "One post the evening before. Write it now and it's saved to your drafts."}
      </p>
      <ScheduleCampaignButton fixtureId={fixture.id} />
      <ol className="mt-4 space-y-3 border-l-2 border-brand-200 pl-4">
        {marketingStrategy.timeline.map((step, index) => {
          const done = written.has(index);
          return (
            <li key={`${step.stage}-${step.postAt}`} className="relative" data-testid="campaign-step">
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-1 -left-[1.45rem] grid size-4 place-items-center rounded-full border-2 border-white",
                  done ? "bg-brand-600" : "bg-brand-200",
                )}
              />
              <p className="font-semibold">{step.stage}</p>
              <p className="flex items-center gap-1 text-sm text-muted">
                <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
                {stepWhen(step)}
              </p>
              <p className="text-sm text-muted">{step.postTitle}</p>
              <p className="mt-1 flex flex-wrap gap-1">
                {step.platforms.map((platform) => (
                  <span key={platform} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold">
                    {PLATFORM_NAMES[platform] ?? platform}
                  </span>
                ))}
              </p>
              <Button
                size="sm"
                variant={done ? "ghost" : "outline"}
                className="mt-2"
                disabled={disabled}
                onClick={() => onWrite(step, index)}
                aria-label={`Write this post: ${step.stage}`}
              >
                {done ? (
                  <Check className="size-4" aria-hidden="true" />
                ) : (
                  <PenLine className="size-4" aria-hidden="true" />
                )}
                {writing === index ? "Writing…" : done ? "Saved — write again" : "Write this post"}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
