import { z } from "zod";

/**
 * A Google Business Profile post's own format (docs/decisions/026): the summary (the words, at most
 * 1,500 characters, no hashtags and no phone number), a topic type, and a button. Shared by the
 * writer that makes the Google version, the writing check, the schedule API and the calendar.
 * Field names follow the v4 LocalPost resource
 * (developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts).
 */

/** Google's published limit for a post's text. */
export const GOOGLE_SUMMARY_LIMIT = 1_500;

/** The topic types Full House makes (ALERT is Google's own COVID-19 type and is not offered). */
export const GOOGLE_TOPIC_TYPES = ["STANDARD", "EVENT", "OFFER"] as const;
export type GoogleTopicType = (typeof GOOGLE_TOPIC_TYPES)[number];

/** LocalPost CallToAction.ActionType, less the deprecated GET_OFFER (an offer post has its own link). */
export const GOOGLE_ACTION_TYPES = ["BOOK", "ORDER", "SHOP", "LEARN_MORE", "SIGN_UP", "CALL"] as const;
export type GoogleActionType = (typeof GOOGLE_ACTION_TYPES)[number];

/** What the button says on Google, for the calendar's preview. */
export const GOOGLE_BUTTON_LABELS: Record<GoogleActionType, string> = {
  BOOK: "Book",
  ORDER: "Order online",
  SHOP: "Buy",
  LEARN_MORE: "Learn more",
  SIGN_UP: "Sign up",
  CALL: "Call now",
};

export const GOOGLE_TOPIC_LABELS: Record<GoogleTopicType, string> = {
  STANDARD: "Update",
  EVENT: "Event",
  OFFER: "Offer",
};

const instant = z.iso.datetime({ offset: true });

export const googlePostFormatSchema = z.object({
  topicType: z.enum(GOOGLE_TOPIC_TYPES),
  /** Null: no button. CALL rings the listing's own number and carries no link. */
  callToAction: z
    .object({ actionType: z.enum(GOOGLE_ACTION_TYPES), url: z.url().max(2000).optional() })
    .nullable(),
  /** EVENT and OFFER posts: the title and when it runs (UTC instants; sent as London wall-clock). */
  event: z
    .object({ title: z.string().trim().min(1).max(200), startsAt: instant, endsAt: instant })
    .nullable(),
  /** OFFER posts: the coupon and terms, when the landlord gave them. */
  offer: z
    .object({
      couponCode: z.string().trim().min(1).max(60).optional(),
      termsConditions: z.string().trim().min(1).max(500).optional(),
      redeemOnlineUrl: z.url().max(2000).optional(),
    })
    .nullable(),
});
export type GooglePostFormat = z.infer<typeof googlePostFormatSchema>;

/** What the writer is given to make the Google version of a post. */
export interface GoogleVersionInput {
  /** The post as written for Facebook (or typed by the landlord). */
  post: { content: string; hashtags: string[]; callToAction?: string };
  /** Where the button goes: the pub's booking link and website from its profile. */
  links: { website: string | null; bookingLink: string | null };
  /** Chosen by the landlord (or the campaign): otherwise worked out from the event and offer. */
  topicType?: GoogleTopicType;
  actionType?: GoogleActionType;
  event?: GooglePostFormat["event"];
  offer?: GooglePostFormat["offer"];
}

export interface GoogleVersion {
  summary: string;
  format: GooglePostFormat;
}

/** What a client may say about the Google version when scheduling; the rest is worked out. */
export const googleScheduleOptionsSchema = z.object({
  topicType: z.enum(GOOGLE_TOPIC_TYPES).optional(),
  actionType: z.enum(GOOGLE_ACTION_TYPES).optional(),
  event: z
    .object({
      title: z.string().trim().min(1).max(200),
      /** London wall-clock ("2026-03-29T19:30") or an instant with an offset. */
      startsAt: z.string().trim().min(16).max(40),
      endsAt: z.string().trim().min(16).max(40),
    })
    .optional(),
  offer: z
    .object({
      couponCode: z.string().trim().min(1).max(60).optional(),
      termsConditions: z.string().trim().min(1).max(500).optional(),
    })
    .optional(),
});
export type GoogleScheduleOptions = z.infer<typeof googleScheduleOptionsSchema>;

/**
 * A UK phone number as people write it: 0 or +44, then 9 or 10 more digits with spaces, dashes or
 * brackets between (01234 567890, 020 7946 0958, +44 (0)7700 900123).
 */
export const UK_PHONE = /(?:\+44\s?(?:\(0\)\s?)?|\b0)\d(?:[\s-]?\(?\d\)?){8,9}\b/g;

/** One emoji as a person sees it: a pictograph with its variation selector and joined parts. */
export const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

/** More than this many emoji reads as shouting on a business listing. */
export const GOOGLE_MAX_EMOJI = 3;
