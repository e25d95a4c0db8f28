import { z } from "zod";
import {
  FAVOURITE_CATEGORIES,
  FIXTURE_FILTERS,
  FIXTURE_STATUSES,
  FIXTURES_DEFAULT_DAYS,
  FIXTURES_MAX_DAYS,
  FIXTURES_MAX_PAGE_SIZE,
  FIXTURES_PAGE_SIZE,
  LEAD_TIMES,
  SPORTS,
} from "../sports/constants";

export const sportSchema = z.enum(SPORTS);

export const REMINDER_STAGES = ["first_notice", "one_week", "final", "match_day"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

export const timelineItemSchema = z.object({
  stage: z.enum(REMINDER_STAGES),
  label: z.string(),
  /** London date (YYYY-MM-DD) the reminder is due. */
  dueDate: z.string(),
  /** True once the reminder e-mail for this stage has gone to this account. */
  sent: z.boolean(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const fixtureSchema = z.object({
  id: z.string(),
  sport: sportSchema,
  homeTeam: z.string(),
  awayTeam: z.string(),
  competition: z.string(),
  /** London calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** London wall-clock time, HH:MM. */
  kickOffTime: z.string(),
  /** The instant, in UTC. */
  startsAt: z.string(),
  venue: z.string(),
  isTelevised: z.boolean(),
  tvChannels: z.array(z.string()),
  /** True when the channels come from the UK broadcast-slot rules rather than the source. */
  tvChannelsExpected: z.boolean(),
  highlights: z.string(),
  status: z.enum(FIXTURE_STATUSES),
  classification: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  notificationDays: z.number().int(),
  isLocalTeam: z.boolean(),
  isDerby: z.boolean(),
  importanceScore: z.number().int().min(0).max(100),
  isFavourite: z.boolean(),
  daysUntil: z.number().int(),
  timeline: z.array(timelineItemSchema),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/**
 * Where the next page starts: just after this fixture, by kick-off instant (ms) and id. Opaque to
 * callers, who copy it from the `Link` header (or the page's loader) into `after`.
 */
export const FIXTURES_CURSOR_PATTERN = /^(\d{1,15})_(.{1,300})$/;

export const fixturesQuerySchema = z.object({
  filter: z
    .enum(FIXTURE_FILTERS, { error: "Use one of daily, all, major, televised or local" })
    .default("all"),
  sport: z.enum(["all", ...SPORTS], { error: `Use all or one of ${SPORTS.join(", ")}` }).default("all"),
  days: z.coerce
    .number({ error: `Use a number of days from 1 to ${FIXTURES_MAX_DAYS}` })
    .int(`Use a whole number of days from 1 to ${FIXTURES_MAX_DAYS}`)
    .min(1, `Use a number of days from 1 to ${FIXTURES_MAX_DAYS}`)
    .max(FIXTURES_MAX_DAYS, `Use a number of days from 1 to ${FIXTURES_MAX_DAYS}`)
    .default(FIXTURES_DEFAULT_DAYS),
  limit: z.coerce
    .number({ error: `Use a page size from 1 to ${FIXTURES_MAX_PAGE_SIZE}` })
    .int(`Use a whole page size from 1 to ${FIXTURES_MAX_PAGE_SIZE}`)
    .min(1, `Use a page size from 1 to ${FIXTURES_MAX_PAGE_SIZE}`)
    .max(FIXTURES_MAX_PAGE_SIZE, `Use a page size from 1 to ${FIXTURES_MAX_PAGE_SIZE}`)
    .default(FIXTURES_PAGE_SIZE),
  after: z
    .string()
    .regex(FIXTURES_CURSOR_PATTERN, "Use the cursor from the previous page's Link header")
    .optional(),
});
export type FixturesQuery = z.output<typeof fixturesQuerySchema>;

export const fixturesResponseSchema = z.object({
  fixtures: z.array(fixtureSchema),
  source: z.object({
    /** "Sample fixtures" for the built-in feed, the provider's name in live mode. */
    label: z.string(),
    builtIn: z.boolean(),
    refreshedAt: z.string().nullable(),
    /** True when the last refresh failed and these are the last good data. */
    stale: z.boolean(),
  }),
});
export type FixturesResponse = z.infer<typeof fixturesResponseSchema>;

/**
 * Where a page of the list sits. The API sends it as headers (`X-Total-Count`, `Link: <…>; rel="next"`)
 * so its body stays the spec's `{ fixtures: [...] }`; the sports page's loader hands it over as data.
 */
export const fixturesPageSchema = z.object({
  /** Fixtures in the whole window that match the filter and sport. */
  total: z.number().int(),
  /** The `after` cursor of the next page, or null on the last one. */
  next: z.string().nullable(),
  /** The window's length and its last London date (YYYY-MM-DD). */
  days: z.number().int(),
  windowEnd: z.string(),
});
export type FixturesPage = z.infer<typeof fixturesPageSchema>;

export const favouriteTeamSchema = z.object({
  id: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1, "Enter a team name").max(80),
  sport: sportSchema,
  category: z.enum(FAVOURITE_CATEGORIES),
  notificationDays: z.union(LEAD_TIMES.map((days) => z.literal(days))),
});
export type FavouriteTeam = z.infer<typeof favouriteTeamSchema>;

export const MAX_FAVOURITES = 30;

export const favouritesSchema = z.object({
  favourites: z.array(favouriteTeamSchema).max(MAX_FAVOURITES, `Follow at most ${MAX_FAVOURITES} teams`),
  remindersEnabled: z.boolean().optional(),
});
export type FavouritesPayload = z.infer<typeof favouritesSchema>;

export const nextMatchSchema = z.object({
  favoriteTeam: z.string(),
  competition: z.string(),
  isHome: z.boolean(),
  isTelevised: z.boolean(),
  matchText: z.string(),
  dateFormatted: z.string(),
  timeFormatted: z.string(),
  venue: z.string(),
  tvInfo: z.string(),
  fixtureId: z.string(),
});
export type NextMatch = z.infer<typeof nextMatchSchema>;

/** A stage of a match campaign (spec §3 Campaign step, §9 Campaign rules). */
export const campaignStepSchema = z.object({
  stage: z.string(),
  days: z.number(),
  hours: z.number().optional(),
  tone: z.string(),
  postTitle: z.string(),
  optimalTime: z.string(),
  platforms: z.array(z.string()),
  callToAction: z.string(),
  /** When to post, as a UTC instant computed from the match in Europe/London. */
  postAt: z.string(),
});
export type CampaignStep = z.infer<typeof campaignStepSchema>;

export const marketingStrategySchema = z.object({
  campaignType: z.enum(["major_event", "single_post"]),
  postsRequired: z.number().int(),
  timeline: z.array(campaignStepSchema),
  framework: z.enum(["aida", "problem_solution"]),
  callToAction: z.string(),
  specialOffers: z.array(z.string()),
});
export type MarketingStrategy = z.infer<typeof marketingStrategySchema>;

/** What /sports stores in the browser for the dashboard (spec §3 Sports match context). */
export const sportsMatchContextSchema = z.object({
  fixture: fixtureSchema,
  generatedFromSports: z.literal(true),
  marketingStrategy: marketingStrategySchema,
  daysUntilEvent: z.number().int(),
  isFavoriteMatch: z.boolean(),
  timestamp: z.number(),
});
export type SportsMatchContext = z.infer<typeof sportsMatchContextSchema>;

/** What the sports page's action takes: the whole favourites list, saved in one go. */
export const sportsPageActionSchema = z.discriminatedUnion("intent", [
  favouritesSchema.extend({ intent: z.literal("save-favourites") }),
]);
export type SportsPageAction = z.input<typeof sportsPageActionSchema>;
