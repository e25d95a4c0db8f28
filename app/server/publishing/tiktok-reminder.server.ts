import { and, eq } from "drizzle-orm";
import { tiktokCaption, tiktokVideoIdea, videoIdeaText } from "~/lib/publishing/tiktok-video-idea";
import type { AppContext } from "~/server/context.server";
import { images, type scheduledPosts } from "~/server/db/schema.server";
import { signedImageUrl } from "./public-image.server";

type Post = typeof scheduledPosts.$inferSelect;

/** The poster link in a reminder lasts two days: long enough to read the e-mail later, then it expires. */
export const REMINDER_LINK_HOURS = 48;

/**
 * The TikTok reminder e-mail (TikTok has no open publishing API, issue 20): the caption to copy, the
 * poster to download through a signed, expiring link when the post has one, and a short video idea
 * drawn from the post's own words.
 */
export async function tiktokReminderMail(ctx: AppContext, post: Post) {
  const [image] = post.imageId
    ? await ctx.db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, post.imageId), eq(images.accountId, post.accountId)))
    : [];
  const poster = image ? await signedImageUrl(ctx, image.id, REMINDER_LINK_HOURS * 3_600_000) : null;
  const text = [
    "TikTok has no open publishing API, so here is the post you planned, ready to copy:",
    "",
    tiktokCaption(post),
    "",
    ...(poster
      ? [`Your poster, to download (the link works for ${REMINDER_LINK_HOURS} hours):`, poster, ""]
      : []),
    videoIdeaText(tiktokVideoIdea(post)),
    "",
    `Your calendar: ${ctx.config.appUrl}/calendar`,
  ];
  return { subject: "Time to post on TikTok", text: text.join("\n"), poster };
}
