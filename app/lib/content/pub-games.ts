/**
 * Sport the locals play at the pub, told apart from sport shown on its screens. The built-in writer
 * and the TikTok video idea both read a post this way, so a darts night with a pot is never filmed
 * as a match on the telly.
 */

/**
 * A match the pub's own team plays here ("darts league home match", "pool match v the plough"): an
 * event at the pub, not sport on the telly, so no screens, no sound up, no booking a table to watch.
 */
const PLAYED_HERE =
  /\b(?:(?:darts|pool|dominoes|crib|cribbage|skittles|quiz|football|footy) (?:league|team)|(?:darts|pool|dominoes|crib|cribbage|skittles) (?:home )?match|league (?:home )?(?:match|game)|home (?:match|game))\b/i;

/**
 * Darts, pool or dominoes with an entry fee, a pot or prize, or a format ("against the clock
 * challenge", "killer", "doubles knockout"): the locals play it here tonight, it is not on the telly.
 */
const PUB_GAME = /\b(?:darts|pool|dominoes|oche)\b/i;
const PLAYED_FORMAT =
  /\b(?:entry|entry fee|to enter|pot|prizes?|winners?|challenge|comp|competition|knockout|doubles|killer|tournament|oche|put your name down|sign up)\b|£\d/i;

/**
 * Darts with nothing that says it is on the telly ("darts tonight") could be played here or shown:
 * the honest post is about the darts at the pub, with no broadcast and no pot invented.
 */
const DARTS = /\bdarts\b/i;
const DARTS_ON_TV =
  /\b(?:tv|telly|sky|tnt|bbc|itv|screens?|live on|channel|watch|watching|showing|world darts|world championship|world champs|champs|worlds|ally pally|premier league|pdc|bdo|final|semi|grand slam|matchplay|masters|world cup|grand prix|walk-?ons?)\b/i;

/** Darts the brief says is on the telly, in any of its clauses ("darts tonight 7pm, live on sky"). */
export function dartsShown(brief: string): boolean {
  return (
    DARTS.test(brief) && DARTS_ON_TV.test(brief) && !PLAYED_HERE.test(brief) && !PLAYED_FORMAT.test(brief)
  );
}

/** A game played here tonight (a league match, darts with a pot, plain "darts tonight"), not on the telly. */
export function playedAtThePub(text: string): boolean {
  return (
    PLAYED_HERE.test(text) ||
    (PUB_GAME.test(text) && PLAYED_FORMAT.test(text)) ||
    (DARTS.test(text) && !DARTS_ON_TV.test(text))
  );
}
