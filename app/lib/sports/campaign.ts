import type { CampaignStep, Fixture, MarketingStrategy, SportsMatchContext } from "~/lib/contract/sports";
import type { Sport } from "~/lib/sports/constants";
import { matchText } from "~/lib/sports/teams";
import {
  addLondonDays,
  londonDate,
  londonDaysBetween,
  londonInstant,
  londonTime,
  longLondonDate,
} from "~/lib/time";

/** Fixture fields the plan reads; a full Fixture fits. */
export type CampaignFixture = Pick<
  Fixture,
  "sport" | "homeTeam" | "awayTeam" | "startsAt" | "classification" | "tvChannels"
>;

export const POSTS_REQUIRED = { min: 2, max: 4, daysPerPost: 3 } as const;

/** Hours before the start for the Final Push (spec §9). */
export const FINAL_PUSH_HOURS = 2;

/**
 * When the posts required are fewer than the four stages, stages are taken in this order, those
 * still ahead of `now` first; the chosen ones are then listed in posting order.
 */
export const STAGE_PRIORITY = ["Day of Event", "Early Announcement", "Build Hype", "Final Push"] as const;

/** Offers that suit how each sport is watched; none ties a drinks discount to a result (licensing). */
export const SPECIAL_OFFERS: Record<Sport, string[]> = {
  football: [
    "Pint and pie deal at half-time",
    "Sharing platter for groups booked before kick-off",
    "Score predictor: the closest guess wins dinner for two",
  ],
  rugby: [
    "Pint and burger deal at half-time",
    "Table for eight with a sharing platter",
    "Predict the winning margin: the closest guess wins a Sunday roast",
  ],
  cricket: [
    "Ploughman's lunch and a pint in the lunch interval",
    "Jug of Pimm's to share for the afternoon session",
    "Cream tea deal at the tea interval",
  ],
  tennis: [
    "Strawberries and cream with a glass of fizz",
    "Jug of Pimm's to share",
    "Book a garden table for the match",
  ],
  golf: [
    "Sunday roast served through the final round",
    "Bacon roll and coffee for the early tee times",
    "Guess the winning score: the closest wins a meal for two",
  ],
  formula1: [
    "Race-day breakfast for the early Grands Prix",
    "Burger and pint deal during the race",
    "Podium predictor: the closest guess wins a sharing platter",
  ],
  boxing: [
    "Fight-night sharing platter",
    "Kitchen open late for the main event",
    "Pick the round: the closest guess wins dinner for two",
  ],
  horse_racing: [
    "Free pub sweepstake on the big race",
    "Fizz and sharing boards for race day",
    "Best-dressed racegoer prize",
  ],
  athletics: [
    "Pint and pizza deal for the evening session",
    "Family table deal for the weekend sessions",
    "Interval quiz on the medal table",
  ],
};

const DAY_WORD: Record<Sport, string> = {
  football: "Match day",
  rugby: "Match day",
  cricket: "Match day",
  tennis: "Match day",
  golf: "Tournament day",
  formula1: "Race day",
  boxing: "Fight night",
  horse_racing: "Race day",
  athletics: "Event day",
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Posts a major-event campaign needs: days until the match divided by 3, rounded down, clamped 2-4. */
export function postsRequiredFor(daysUntil: number): number {
  return clamp(Math.floor(daysUntil / POSTS_REQUIRED.daysPerPost), POSTS_REQUIRED.min, POSTS_REQUIRED.max);
}

function step(
  fields: Omit<CampaignStep, "postAt" | "optimalTime"> & { matchDate: string; time: string },
): CampaignStep {
  const { matchDate, time, ...rest } = fields;
  return {
    ...rest,
    optimalTime: time,
    postAt: londonInstant(addLondonDays(matchDate, -fields.days), time).toISOString(),
  };
}

/**
 * The marketing campaign for a match (spec §9). A favourite team's match, or a classification 1-2
 * match, gets a major-event campaign (aida) of 2-4 posts chosen from four stages; any other match
 * gets one Match Announcement the evening before (problem_solution). Times are London wall-clock
 * times on London dates; `postAt` is the UTC instant, so a step may already be past.
 */
export function buildCampaignPlan(input: {
  fixture: CampaignFixture;
  isFavourite: boolean;
  now: Date;
}): MarketingStrategy {
  const { fixture, now } = input;
  const match = matchText(fixture);
  const matchDate = londonDate(fixture.startsAt);
  const kickOff = londonTime(fixture.startsAt);
  const days = londonDaysBetween(now, fixture.startsAt);
  const specialOffers = SPECIAL_OFFERS[fixture.sport];

  if (!(fixture.classification <= 2 || input.isFavourite)) {
    return {
      campaignType: "single_post",
      postsRequired: 1,
      timeline: [
        step({
          stage: "Match Announcement",
          days: 1,
          tone: "warmer",
          postTitle: `${match} — tomorrow at ${kickOff}`,
          platforms: ["facebook"],
          callToAction: "Join us to watch it",
          matchDate,
          time: "19:00",
        }),
      ],
      framework: "problem_solution",
      callToAction: `Come and watch ${match} with us`,
      specialOffers,
    };
  }

  const when = longLondonDate(matchDate).replace(/ \d{4}$/, "");
  const channel = fixture.tvChannels[0];
  const finalPushAt = new Date(new Date(fixture.startsAt).getTime() - FINAL_PUSH_HOURS * 3_600_000);
  const stages: Record<(typeof STAGE_PRIORITY)[number], CampaignStep> = {
    "Early Announcement": step({
      stage: "Early Announcement",
      days: Math.max(7, days - 2),
      tone: "warmer",
      postTitle: `${match} — ${when}, ${kickOff}${channel ? ` live on ${channel}` : ""}`,
      platforms: ["facebook", "instagram"],
      callToAction: "Book your table now",
      matchDate,
      time: "17:00",
    }),
    "Build Hype": step({
      stage: "Build Hype",
      days: Math.max(3, Math.floor(days / 2)),
      tone: "banter",
      postTitle: `The countdown is on: ${match}`,
      platforms: ["instagram_stories", "tiktok"],
      callToAction: "Tag who you're watching it with",
      matchDate,
      time: "12:00",
    }),
    "Day of Event": step({
      stage: "Day of Event",
      days: 0,
      tone: "cheekier",
      // "Fight night: Manchester" is already named for its night: it is not "Fight night: Fight night: …".
      postTitle: `${match.toLowerCase().startsWith(DAY_WORD[fixture.sport].toLowerCase()) ? "" : `${DAY_WORD[fixture.sport]}: `}${match} at ${kickOff}`,
      platforms: ["facebook", "instagram", "tiktok"],
      callToAction: "Get down early for the best seats",
      matchDate,
      time: "10:00",
    }),
    "Final Push": {
      stage: "Final Push",
      days: 0,
      hours: FINAL_PUSH_HOURS,
      tone: "urgent",
      postTitle: `Two hours to go: ${match}`,
      optimalTime: londonTime(finalPushAt),
      platforms: ["facebook", "instagram_stories"],
      callToAction: "Last few seats: come on down",
      postAt: finalPushAt.toISOString(),
    },
  };

  const postsRequired = postsRequiredFor(days);
  const byPriority = STAGE_PRIORITY.map((name) => stages[name]);
  const isAhead = (s: CampaignStep) => new Date(s.postAt).getTime() > now.getTime();
  const chosen = [...byPriority.filter(isAhead), ...byPriority.filter((s) => !isAhead(s))]
    .slice(0, postsRequired)
    .sort((a, b) => a.postAt.localeCompare(b.postAt));

  return {
    campaignType: "major_event",
    postsRequired,
    timeline: chosen,
    framework: "aida",
    callToAction: `Book your table for ${match}`,
    specialOffers,
  };
}

/** The Sports match context (spec §3) that /sports stores for the dashboard hand-off. */
export function buildMatchContext(input: { fixture: Fixture; now: Date }): SportsMatchContext {
  const { fixture, now } = input;
  return {
    fixture,
    generatedFromSports: true,
    marketingStrategy: buildCampaignPlan({ fixture, isFavourite: fixture.isFavourite, now }),
    daysUntilEvent: londonDaysBetween(now, fixture.startsAt),
    isFavoriteMatch: fixture.isFavourite,
    timestamp: now.getTime(),
  };
}
