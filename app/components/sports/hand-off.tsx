import type { Fixture } from "~/lib/contract/sports";
import { buildMatchContext } from "~/lib/sports/campaign";
import { storeMatchHandOff } from "~/lib/sports/handoff";

/**
 * The sports → content hand-off (spec §4): stores the match context for the dashboard and answers the
 * URL to open. The dashboard reads the context once, so it must be a full navigation, not a client one.
 */
export function prepareMatchHandOff(fixture: Fixture, now = new Date()): string {
  return storeMatchHandOff(window.sessionStorage, buildMatchContext({ fixture, now }));
}

/** 'Create Content for This Match': store the context and go to the content creator. */
export function openContentCreator(fixture: Fixture) {
  window.location.assign(prepareMatchHandOff(fixture));
}
