import type { SportsMatchContext } from "../contract/sports";
import { longLondonDate } from "../time";
import { matchText } from "./teams";

/** Browser-storage keys of the sports → content hand-off (spec §4), read once by /dashboard. */
export const MATCH_CONTEXT_KEY = "fullhouse:sports-match-context";
export const PREFILL_KEY = "fullhouse:prefill-text";

/** The sentence the content creator opens with, so the landlord only has to press Generate. */
export function prefillFor(context: SportsMatchContext): string {
  const { fixture } = context;
  const channel = fixture.tvChannels[0] ? ` live on ${fixture.tvChannels[0]}` : "";
  return `Showing ${matchText(fixture)} (${fixture.competition})${channel} on ${longLondonDate(fixture.date)} at ${fixture.kickOffTime}. Come and watch it with us!`;
}

/** Saves the hand-off and answers the dashboard URL to go to. */
export function storeMatchHandOff(storage: Storage, context: SportsMatchContext): string {
  storage.setItem(MATCH_CONTEXT_KEY, JSON.stringify(context));
  storage.setItem(PREFILL_KEY, prefillFor(context));
  return `/dashboard?source=sports&campaign=${context.marketingStrategy.campaignType}`;
}

/** Reads and clears the hand-off (the dashboard calls this once on arrival). */
export function takeMatchHandOff(storage: Storage): { context: SportsMatchContext; prefill: string } | null {
  const raw = storage.getItem(MATCH_CONTEXT_KEY);
  const prefill = storage.getItem(PREFILL_KEY) ?? "";
  storage.removeItem(MATCH_CONTEXT_KEY);
  storage.removeItem(PREFILL_KEY);
  if (!raw) return null;
  try {
    // Written by our own /sports page moments ago; a light shape check keeps zod out of the page bundle.
    const context = JSON.parse(raw) as SportsMatchContext;
    const usable =
      context?.generatedFromSports === true &&
      typeof context.fixture?.id === "string" &&
      Array.isArray(context.marketingStrategy?.timeline);
    return usable ? { context, prefill } : null;
  } catch {
    return null;
  }
}
