import type { Classification, LeadTime } from "~/lib/sports/constants";
import { londonDate, londonTime } from "~/lib/time";
import type { SourceFixture } from "~/server/providers/fixtures/types";

/**
 * What makes a UK pub fill up, in points. The parts add up to more than 100 on purpose: a
 * televised derby final between two big clubs is simply 100.
 *
 * | part                         | points                            |
 * |------------------------------|-----------------------------------|
 * | competition weight           | 0-40 (from the reference)         |
 * | derby                        | 15                                |
 * | televised (shown in the UK)  | 10                                |
 * | a favourite team plays       | 15                                |
 * | big clubs / national sides   | 5 each, at most 10                |
 * | a local team plays           | 10                                |
 * | final / semi-final / quarter | 15 / 10 / 5                       |
 * | prime slot (London time)     | 5                                 |
 */
export const IMPORTANCE_WEIGHTS = {
  competitionMax: 40,
  derby: 15,
  televised: 10,
  favourite: 15,
  bigClubEach: 5,
  bigClubMax: 10,
  local: 10,
  stage: { final: 15, semi_final: 10, quarter_final: 5 } as Partial<Record<SourceFixture["stage"], number>>,
  primeSlot: 5,
} as const;

/** Weight for a competition the reference does not know: a minor one, not nothing. */
export const UNKNOWN_COMPETITION_WEIGHT = 10;

/**
 * When a pub is busy anyway, London time: weekends from lunchtime, weekdays after work, both until
 * 23:00 (an Ashes session at 00:30 or a Vegas fight at 04:00 is not prime, however big).
 */
export const PRIME_SLOT = { weekendFrom: "12:00", weekdayFrom: "17:00", until: "23:00" } as const;

/** Lowest score for each classification; anything below the last is 4 (Background). */
export const CLASSIFICATION_THRESHOLDS = { 1: 70, 2: 50, 3: 25 } as const;

/** Days of advance notice by classification, when no favourite's own lead time applies. */
export const NOTIFICATION_DAYS: Record<Classification, number> = { 1: 21, 2: 14, 3: 7, 4: 2 };

/** True when the start falls in a prime pub slot, judged on the London calendar and clock. */
export function isPrimeSlot(startsAt: string | Date): boolean {
  const date = londonDate(startsAt);
  const time = londonTime(startsAt);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const from = weekday === 0 || weekday === 6 ? PRIME_SLOT.weekendFrom : PRIME_SLOT.weekdayFrom;
  return time >= from && time < PRIME_SLOT.until;
}

export interface ImportanceInput {
  source: Pick<SourceFixture, "startsAt" | "tvChannels" | "stage">;
  /** The competition's weight, 0-40; out-of-range values are clamped. */
  competitionWeight: number;
  isDerby: boolean;
  isFavourite: boolean;
  /** How many of the two sides are big clubs or national sides (0-2). */
  bigClubCount: number;
  isLocal: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** How much a fixture matters to a UK pub, an integer 0-100 (weights in IMPORTANCE_WEIGHTS). */
export function importanceScore(input: ImportanceInput): number {
  const w = IMPORTANCE_WEIGHTS;
  const competition = clamp(Number.isFinite(input.competitionWeight) ? input.competitionWeight : 0, 0, 40);
  const bigClubs = clamp(Math.max(0, Math.trunc(input.bigClubCount)) * w.bigClubEach, 0, w.bigClubMax);
  const total =
    competition +
    (input.isDerby ? w.derby : 0) +
    (input.source.tvChannels.length > 0 ? w.televised : 0) +
    (input.isFavourite ? w.favourite : 0) +
    bigClubs +
    (input.isLocal ? w.local : 0) +
    (w.stage[input.source.stage] ?? 0) +
    (isPrimeSlot(input.source.startsAt) ? w.primeSlot : 0);
  return Math.round(clamp(total, 0, 100));
}

/**
 * 1 Major Event, 2 High Interest, 3 Regular Match, 4 Background, by CLASSIFICATION_THRESHOLDS.
 * A favourite team's match is always at least High Interest.
 */
export function classify(score: number, options: { isFavourite?: boolean } = {}): Classification {
  const t = CLASSIFICATION_THRESHOLDS;
  const byScore: Classification = score >= t[1] ? 1 : score >= t[2] ? 2 : score >= t[3] ? 3 : 4;
  return options.isFavourite && byScore > 2 ? 2 : byScore;
}

/** Days of advance notice: the favourite's own lead time when it is a favourite's match, else by classification. */
export function notificationDaysFor(
  classification: Classification,
  favouriteLeadTime?: LeadTime | number | null,
): number {
  return favouriteLeadTime ?? NOTIFICATION_DAYS[classification];
}
