/**
 * What each platform allows: the whole caption (post and hashtags) within its length, no more
 * hashtags than it takes, each hashtag one that works (letters, numbers and underscores, with at
 * least one letter) and none used twice.
 */
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
