/**
 * What each platform allows: the whole caption (post and hashtags) within its length, no more
 * hashtags than it takes, each hashtag one that works (letters, numbers and underscores, with at
 * least one letter) and none used twice. Google Business Profile posts have their own rules
 * (googlePostProblems, below).
 */
import {
  EMOJI,
  GOOGLE_ACTION_TYPES,
  GOOGLE_BUTTON_LABELS,
  GOOGLE_MAX_EMOJI,
  GOOGLE_SUMMARY_LIMIT,
  GOOGLE_TOPIC_TYPES,
  type GoogleActionType,
  UK_PHONE,
} from "~/lib/publishing/google-post";
import { PLATFORM_LIMITS, type Platform } from "./constants";
import type { QualityProblem } from "./writing-check";

const LABEL: Record<Platform, string> = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" };

/** A hashtag every platform accepts: # then letters, digits or underscores, with a letter among them. */
export const WORKING_HASHTAG = /^#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$/u;

const IN_TEXT = /(?<![\p{L}\p{N}&/])#[^\s#]+/gu;

export function platformProblems(post: {
  platform: Platform;
  content: string;
  hashtags: string[];
}): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const limit = PLATFORM_LIMITS[post.platform];
  const label = LABEL[post.platform];
  const caption = [post.content, post.hashtags.join(" ")].filter(Boolean).join("\n\n");
  if (caption.length > limit.maxChars) {
    problems.push({
      code: "too_long",
      message: `The ${label} post is ${caption.length.toLocaleString("en-GB")} characters with its hashtags; ${label} allows ${limit.maxChars.toLocaleString("en-GB")}.`,
    });
  }
  const inText = [...post.content.matchAll(IN_TEXT)].map((match) => match[0].replace(/[.,!?:;)]+$/, ""));
  const all = [...post.hashtags, ...inText];
  if (all.length > limit.maxHashtags) {
    problems.push({
      code: "too_many_hashtags",
      message: `${label} allows ${limit.maxHashtags} hashtags; this post has ${all.length}.`,
    });
  }
  const seen = new Set<string>();
  for (const tag of all) {
    if (!WORKING_HASHTAG.test(tag)) {
      problems.push({
        code: "invalid_hashtag",
        message: `"${tag}" won't work as a hashtag: use letters and numbers only, with no spaces.`,
      });
      continue;
    }
    const key = tag.toLowerCase();
    if (seen.has(key)) problems.push({ code: "duplicate_hashtag", message: `${tag} is used twice.` });
    seen.add(key);
  }
  return problems;
}

/**
 * What a Google Business Profile post must be (docs/decisions/026): Google's own limits (1,500
 * characters, a known button type, a link for every button but Call, an event's title and times)
 * and what gets a post turned down or read as spam there (a phone number in the text, hashtags,
 * a string of emoji). Each problem names what to change.
 */
export function googlePostProblems(post: {
  summary: string;
  hashtags?: string[];
  format: {
    topicType: string;
    callToAction: { actionType: string; url?: string } | null;
    event: { title: string; startsAt: string; endsAt: string } | null;
  } | null;
}): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const summary = post.summary.trim();
  if (!summary) problems.push({ code: "empty", message: "The Google post is empty." });
  if (summary.length > GOOGLE_SUMMARY_LIMIT) {
    problems.push({
      code: "too_long",
      message: `The Google post is ${summary.length.toLocaleString("en-GB")} characters; Google allows ${GOOGLE_SUMMARY_LIMIT.toLocaleString("en-GB")}.`,
    });
  }
  const tags = [...(post.hashtags ?? []), ...[...summary.matchAll(IN_TEXT)].map((match) => match[0])];
  if (tags.length > 0) {
    problems.push({
      code: "google_hashtag",
      message: `Google posts don't use hashtags: take out ${tags.map((tag) => tag.replace(/[.,!?:;)]+$/, "")).join(" ")}.`,
    });
  }
  for (const phone of summary.match(UK_PHONE) ?? []) {
    problems.push({
      code: "google_phone",
      message: `Google turns down posts with a phone number in the text ("${phone.trim()}"): the Call button carries your number.`,
    });
  }
  const emoji = summary.match(EMOJI)?.length ?? 0;
  if (emoji > GOOGLE_MAX_EMOJI) {
    problems.push({
      code: "google_emoji",
      message: `The Google post has ${emoji} emoji; keep it to ${GOOGLE_MAX_EMOJI} at most on a business listing.`,
    });
  }
  const format = post.format;
  if (!format) {
    problems.push({
      code: "google_format",
      message: "The Google post has no topic type (update, event or offer).",
    });
    return problems;
  }
  if (!(GOOGLE_TOPIC_TYPES as readonly string[]).includes(format.topicType)) {
    problems.push({
      code: "google_topic",
      message: `"${format.topicType}" is not a Google post type: use an update, an event or an offer.`,
    });
  }
  const button = format.callToAction;
  if (button) {
    if (!(GOOGLE_ACTION_TYPES as readonly string[]).includes(button.actionType)) {
      problems.push({
        code: "google_button",
        message: `"${button.actionType}" is not a Google button: use Book, Order online, Buy, Learn more, Sign up or Call now.`,
      });
    } else if (button.actionType !== "CALL" && !button.url) {
      const label = GOOGLE_BUTTON_LABELS[button.actionType as GoogleActionType];
      problems.push({
        code: "google_button_link",
        message: `The "${label}" button needs a link: add your website or booking link to your pub profile.`,
      });
    }
  }
  if (format.topicType === "EVENT" || format.topicType === "OFFER") {
    const what = format.topicType === "EVENT" ? "event" : "offer";
    const event = format.event;
    if (!event?.title.trim()) {
      problems.push({ code: "google_event", message: `A Google ${what} needs a title.` });
    }
    if (!event?.startsAt || !event.endsAt) {
      problems.push({ code: "google_event", message: `A Google ${what} needs its start and end.` });
    } else if (Date.parse(event.endsAt) <= Date.parse(event.startsAt)) {
      problems.push({ code: "google_event", message: `The Google ${what} ends before it starts.` });
    }
  }
  return problems;
}
