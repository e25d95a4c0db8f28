import type { SportsMatchContext } from "../contract/sports";

/**
 * Browser-storage keys of the sports → content hand-off (spec §4), read once by /dashboard. Kept
 * apart from the writing side (handoff.ts) so the dashboard's bundle carries no date library.
 */
export const MATCH_CONTEXT_KEY = "fullhouse:sports-match-context";
export const PREFILL_KEY = "fullhouse:prefill-text";

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
