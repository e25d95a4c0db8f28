/**
 * The fixture rules of spec §3, §4 and §9 as pure functions: no clock, storage or network; `now` is
 * always passed in. Split by concern; import from here.
 */
export {
  buildCampaignPlan,
  buildMatchContext,
  type CampaignFixture,
  FINAL_PUSH_HOURS,
  POSTS_REQUIRED,
  postsRequiredFor,
  SPECIAL_OFFERS,
  STAGE_PRIORITY,
} from "~/lib/sports/campaign";
export {
  buildFixture,
  type FixtureContext,
  matchesFilter,
  nextMatchFor,
  tvInfo,
} from "~/lib/sports/fixtures";
export {
  CLASSIFICATION_THRESHOLDS,
  classify,
  IMPORTANCE_WEIGHTS,
  type ImportanceInput,
  importanceScore,
  isPrimeSlot,
  NOTIFICATION_DAYS,
  notificationDaysFor,
  PRIME_SLOT,
  UNKNOWN_COMPETITION_WEIGHT,
} from "~/lib/sports/importance";
export {
  favouritesIn,
  findDerby,
  isLocalTeam,
  matchText,
  normaliseName,
  sameTeam,
} from "~/lib/sports/teams";
export {
  buildTimeline,
  dueStages,
  REMINDER_DAYS,
  relativeLabel,
  type TimelineInput,
} from "~/lib/sports/timeline";
