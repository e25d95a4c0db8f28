import { Button, buttonClasses } from "~/components/ui/button";
import { copyWithToast } from "~/components/ui/copy-with-toast";
import type { ScheduledPostView } from "~/lib/contract/publishing";
import { tiktokCaption, tiktokVideoIdea } from "~/lib/publishing/tiktok-video-idea";

/**
 * A TikTok post is a reminder (TikTok has no open publishing API): what the owner needs to post it
 * by hand, here as in the reminder e-mail — the caption, the poster and a video idea from the post.
 */
export function TikTokReminder({ post }: { post: ScheduledPostView }) {
  const idea = tiktokVideoIdea(post);
  return (
    <div className="space-y-2 rounded-lg bg-stone-50 p-2 md:p-1">
      <div className="flex flex-wrap gap-1 [&>*]:whitespace-nowrap md:[&>*]:px-2 md:[&>*]:text-xs">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void copyWithToast(tiktokCaption(post), { copied: "The caption is ready to paste into TikTok." })
          }
        >
          Copy caption
        </Button>
        {post.imageId ? (
          <a
            href={`/api/images/${post.imageId}`}
            download={`poster-${post.londonDate}`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            Download poster
          </a>
        ) : null}
      </div>
      <details>
        <summary className="cursor-pointer font-semibold">Video idea: {idea.subject}</summary>
        <p className="mt-1 text-xs text-muted">
          Film in portrait, 3–5 seconds a shot, about a minute in all.
        </p>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-xs">
          {idea.shots.map((shot) => (
            <li key={shot}>{shot}</li>
          ))}
        </ol>
        <p className="mt-1 text-xs">
          Words on screen: <q>{idea.onScreenText}</q>
        </p>
      </details>
    </div>
  );
}
