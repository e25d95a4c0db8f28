import type { UsageResponse } from "~/lib/contract/usage";

/** One figure the header shows: what is left of a meter this period. */
export interface HeaderFigure {
  /** "plan" when there is no meter to speak of: a paid plan that ended. */
  meter: "credits" | "images" | "voice_minutes" | "plan";
  left: number;
  /** "9 credits left", "80 images left", "100 voice minutes left". */
  text: string;
}

function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many} left`;
}

/**
 * What the header says is left: the trial's credits, or a paid plan's images and voice minutes
 * (the tools a landlord runs out of). None for admins, whose use is unlimited.
 */
export function headerFigures(usage: UsageResponse, isAdmin: boolean): HeaderFigure[] {
  if (isAdmin) return [];
  // A paid plan that ended is not the free trial: no "0 credits left" for a lapsed payer.
  if (usage.subscriptionStatus === "cancelled") return [{ meter: "plan", left: 0, text: "Plan ended" }];
  if (usage.currentPlan === "trial") {
    const left = usage.trialCreditsRemaining;
    return [{ meter: "credits", left, text: plural(left, "credit", "credits") }];
  }
  const figures: HeaderFigure[] = [];
  const images = usage.allowances.images;
  if (images && images.limit !== null) {
    const left = Math.max(0, images.limit - images.used);
    figures.push({ meter: "images", left, text: plural(left, "image", "images") });
  }
  const voice = usage.allowances.voice_minutes;
  if (voice && voice.limit !== null) {
    const left = Math.max(0, voice.limit - voice.used);
    figures.push({ meter: "voice_minutes", left, text: plural(left, "voice minute", "voice minutes") });
  }
  return figures;
}
