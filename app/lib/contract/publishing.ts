import { z } from "zod";
import {
  type GooglePostFormat,
  type GoogleVersion,
  googleScheduleOptionsSchema,
} from "~/lib/publishing/google-post";

/**
 * Publishing's API contract (issue 20): connections, scheduled posts and the pause switch. Times go
 * in as London wall-clock ("2026-03-29T10:30") or as an instant with an offset, and come back as UTC
 * ISO instants with their London date and time beside them for display.
 */

/** Where a scheduled post goes; TikTok posts are reminders (no open publishing API). */
export const SCHEDULE_PLATFORMS = ["facebook", "instagram", "google", "tiktok"] as const;
export type SchedulePlatform = (typeof SCHEDULE_PLATFORMS)[number];

export const CONNECTION_PROVIDERS = ["meta", "google"] as const;
export type ConnectionProviderId = (typeof CONNECTION_PROVIDERS)[number];

export const SCHEDULED_STATUSES = [
  "scheduled",
  "publishing",
  "published",
  "failed",
  "cancelled",
  "held",
] as const;
export type ScheduledStatus = (typeof SCHEDULED_STATUSES)[number];

export const POST_SOURCES = ["generated", "draft", "campaign", "poster", "weekly_plan"] as const;

/** Which sign-in covers a platform: Meta for Facebook and Instagram, Google for Business Profile. */
export const PROVIDER_OF_PLATFORM: Record<Exclude<SchedulePlatform, "tiktok">, ConnectionProviderId> = {
  facebook: "meta",
  instagram: "meta",
  google: "google",
};

export const PLATFORM_LABELS: Record<SchedulePlatform, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  google: "Google",
  tiktok: "TikTok (reminder)",
};

/** "2026-03-29T10:30" (London) or an ISO instant with Z or an offset. */
const publishAt = z
  .string()
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    "Give the time as YYYY-MM-DDTHH:MM (London time)",
  );

const content = z.string().trim().min(1, "Write the post first").max(5000);
const hashtags = z.array(z.string().trim().min(1).max(100)).max(30);

export const schedulePostSchema = z.object({
  platform: z.enum(SCHEDULE_PLATFORMS),
  content,
  hashtags: hashtags.default([]),
  imageId: z.string().trim().min(1).max(100).nullish(),
  publishAt,
  source: z.enum(POST_SOURCES).default("generated"),
  fixtureId: z.string().trim().min(1).max(200).nullish(),
  /** Google only: the topic type, button, event or offer; what is not given is worked out. */
  google: googleScheduleOptionsSchema.optional(),
});
export type SchedulePostRequest = z.input<typeof schedulePostSchema>;

/** POST /api/schedule's 201 answer. */
export interface ScheduleAnswer {
  id: string;
  status: "scheduled";
  /** The image the post carries: for Instagram, maybe a copy made to fit its rules. */
  imageId: string | null;
  /** True when the poster was redrawn at another size for Instagram (1080×1350). */
  imageResized: boolean;
  /** Said to the person when a copy of the picture was made ("we made a 1080×1350 copy…"). */
  note: string | null;
  /** Google only: the Google version that will be posted (summary, topic type, button). */
  google: GoogleVersion | null;
}

export const updateScheduledPostSchema = z
  .object({
    content: content.optional(),
    hashtags: hashtags.optional(),
    publishAt: publishAt.optional(),
    approved: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type UpdateScheduledPostRequest = z.input<typeof updateScheduledPostSchema>;

export const scheduleRangeSchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "from: YYYY-MM-DD")
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "to: YYYY-MM-DD")
    .optional(),
});

export const pausedSchema = z.object({ paused: z.boolean() });

export const selectTargetSchema = z.object({ targetId: z.string().min(1).max(300) });

export interface ScheduledPostView {
  id: string;
  platform: SchedulePlatform;
  content: string;
  hashtags: string[];
  imageId: string | null;
  /** UTC instant. */
  publishAt: string;
  /** London date (YYYY-MM-DD) and time (HH:MM) of publishAt. */
  londonDate: string;
  londonTime: string;
  status: ScheduledStatus;
  approved: boolean;
  source: (typeof POST_SOURCES)[number];
  fixtureId: string | null;
  lastError: { reason: string; message: string } | null;
  permalink: string | null;
  publishedAt: string | null;
  /** Google posts: the topic type, button, event and offer that go with the text. */
  google: GooglePostFormat | null;
}

export interface ConnectionView {
  id: string;
  provider: ConnectionProviderId;
  displayName: string;
  status: "connected" | "needs_reconnecting";
  createdAt: string;
  targets: Array<{
    id: string;
    platform: "facebook" | "instagram" | "google";
    name: string;
    selected: boolean;
  }>;
  /** Posts still to go out (scheduled or held) on this connection's platforms: a disconnect strands them. */
  waitingPosts: WaitingPosts;
}

/** Per platform, how many posts are still to go out there. */
export type WaitingPosts = Array<{ platform: "facebook" | "instagram" | "google"; count: number }>;

/** "3 scheduled posts for Instagram will wait until you reconnect." — null when there are none. */
export function waitingPostsNote(waiting: WaitingPosts): string | null {
  const parts = waiting
    .filter((entry) => entry.count > 0)
    .map(
      (entry) =>
        `${entry.count} scheduled post${entry.count === 1 ? "" : "s"} for ${PLATFORM_LABELS[entry.platform]}`,
    );
  if (parts.length === 0) return null;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `${list} will wait until you reconnect.`;
}

export interface ConnectionsAnswer {
  /** "Preview publisher" (built-in, local mode) or the live publisher's label. */
  publisher: { label: string; kind: "builtin" | "live" };
  connections: ConnectionView[];
  paused: boolean;
}

const londonDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date");
const londonClock = z.string().regex(/^\d{2}:\d{2}$/, "Choose a time");

/** The calendar page's changes, by intent (its action calls the same services as /api/schedule). */
export const calendarActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), id: z.string().min(1), date: londonDay, time: londonClock }),
  /** New words (and hashtags) for a post not yet out: the service PATCH /api/schedule/{id} uses. */
  z.object({ intent: z.literal("edit"), id: z.string().min(1), content, hashtags }),
  z.object({ intent: z.literal("cancel"), id: z.string().min(1) }),
  /** Undo of a cancel: the post back at the time it had. */
  z.object({ intent: z.literal("restore"), id: z.string().min(1), publishAt: z.string().min(1) }),
  z.object({ intent: z.literal("publish-now"), id: z.string().min(1) }),
  z.object({ intent: z.literal("approve"), id: z.string().min(1) }),
  /** Approve all of a weekly plan's drafts (the week starting on that Monday). */
  z.object({ intent: z.literal("approve-week"), weekStart: londonDay }),
  z.object({ intent: z.literal("pause"), paused: z.boolean() }),
  z.object({ intent: z.literal("auto-approve"), autoApprove: z.boolean() }),
]);
export type CalendarAction = z.infer<typeof calendarActionSchema>;

export const calendarQuerySchema = z.object({
  view: z.enum(["week", "month"]).default("week"),
  date: londonDay.optional(),
});

export interface CalendarFixture {
  id: string;
  title: string;
  londonDate: string;
  londonTime: string;
  tv: string | null;
}

/** One of the pub's regular nights from its profile ("Quiz night Thursdays"): the pub's event, not a post. */
export interface CalendarPubEvent {
  id: string;
  name: string;
  /** London wall-clock start when the profile gives one ("Quiz night Thursdays 8pm"), else null. */
  londonTime: string | null;
  /** "Every Thursday". */
  detail: string;
}

export interface CalendarDay {
  date: string;
  posts: ScheduledPostView[];
  fixtures: CalendarFixture[];
  /** The pub's regular nights on this date. */
  events: CalendarPubEvent[];
}

/** Failures /dev/feed can line up for a platform's next publish (the Preview publisher, local mode). */
export const INJECTABLE_FAILURES = ["auth_expired", "rate_limited", "media_rejected"] as const;
export type InjectableFailure = (typeof INJECTABLE_FAILURES)[number];

/** One post the Preview publisher put out, as /dev/feed draws it. */
export interface FeedItem {
  id: string;
  platform: "facebook" | "instagram" | "google";
  targetId: string;
  /** The Page, @handle or location the post went out as. */
  targetName: string;
  text: string;
  image: { url: string; width: number; height: number } | null;
  /** Google posts: the topic type, button, event and offer Google was sent. */
  google?: GooglePostFormat | null;
  idempotencyKey: string;
  publishedAt: string;
}

/** "Schedule this campaign" (GET/POST /api/schedule/campaign/:fixtureId). */
export type CampaignPlatform = "facebook" | "google";

export type StageOutcome =
  | "scheduled"
  | "already_scheduled"
  | "past"
  | "failed_check"
  | "allowance_out"
  | "not_written";

export interface CampaignStage {
  stage: string;
  title: string;
  publishAt: string;
  londonDate: string;
  londonTime: string;
  platforms: CampaignPlatform[];
  /** Before scheduling: what will happen ("scheduled" means it will be). After: what did. */
  outcome: StageOutcome;
}

export interface CampaignPlan {
  fixtureId: string;
  match: string;
  stages: CampaignStage[];
  /** Instagram is connected but campaign posts have no picture, so none go there. */
  instagramLeftOut: boolean;
}
