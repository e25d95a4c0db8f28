import type { SportsMatchContext } from "../contract/sports";
import { longLondonDate } from "../time";
import { MATCH_CONTEXT_KEY, PREFILL_KEY } from "./handoff-keys";
import { matchText } from "./teams";

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
