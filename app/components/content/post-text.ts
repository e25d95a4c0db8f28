import type { GeneratedPost } from "~/lib/contract/content";

export const EXPORT_FILENAME = "pub-social-media-posts.txt";

/** The whole post as it would be pasted: content, then hashtags. */
export function postText(post: GeneratedPost): string {
  return [post.content, post.hashtags.join(" ")].filter(Boolean).join("\n\n");
}

/** The export file (spec §7): per post the platform, content, hashtags and call to action. */
export function exportText(posts: GeneratedPost[]): string {
  return posts
    .map((post) =>
      [
        `Platform: ${post.platform}`,
        "",
        post.content,
        "",
        `Hashtags: ${post.hashtags.join(" ")}`,
        `Call to action: ${post.callToAction}`,
      ].join("\n"),
    )
    .join("\n\n----------------------------------------\n\n");
}
