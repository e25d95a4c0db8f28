import { Camera, Check, Copy, Megaphone, TriangleAlert, Video } from "lucide-react";
import { useState } from "react";
import type { GeneratedPost } from "~/lib/contract/content";
import { ScheduleButton } from "../publishing/schedule-button";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { copyWithToast } from "../ui/copy-with-toast";
import { postText } from "./post-text";
import { PLATFORM_LABELS, PLATFORM_STYLES } from "./shared";

/** The writing check's verdict on a post, where the server sends one. */
interface PostQuality {
  passed: boolean;
  problems: Array<{ code: string; message: string }>;
}

/** A post as shown: the contract's fields, and the writing check's verdict once the server adds it. */
export type ShownPost = GeneratedPost & { quality?: PostQuality };

const NOTES = [
  { key: "imageDescription", label: "Photo suggestion", Icon: Camera },
  { key: "videoIdea", label: "Video idea", Icon: Video },
  { key: "callToAction", label: "Call to action", Icon: Megaphone },
] as const;

export function PostCard({ post }: { post: ShownPost }) {
  const [copied, setCopied] = useState(false);
  const label = PLATFORM_LABELS[post.platform] ?? post.platform;
  const failed = post.quality && !post.quality.passed ? post.quality.problems : null;

  async function copy() {
    if (!(await copyWithToast(postText(post), { copied: `Your ${label} post is ready to paste.` }))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <article
      data-testid="post-card"
      aria-label={`${label} post`}
      className={cn(
        "flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm",
        failed ? "border-amber-400" : "border-stone-200",
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
        <span className={cn("rounded-full px-3 py-1 text-sm font-bold", PLATFORM_STYLES[post.platform])}>
          {label}
        </span>
        <div className="flex gap-2">
          <ScheduleButton post={post} label={label} />
          <Button size="sm" variant="outline" onClick={copy} aria-label={`Copy ${label} post`}>
            {copied ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Copy className="size-4" aria-hidden="true" />
            )}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {failed && <QualityWarning problems={failed} />}
        <h3 className="font-display text-lg leading-snug font-bold">{post.headline}</h3>
        <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{post.content}</p>
        {post.hashtags.length > 0 && (
          <p className="flex flex-wrap gap-1.5">
            {post.hashtags.map((tag) => (
              <span key={tag} className="rounded-md bg-brand-50 px-1.5 py-0.5 text-sm text-brand-800">
                {tag}
              </span>
            ))}
          </p>
        )}
        <dl className="mt-auto space-y-2 rounded-xl bg-stone-50 p-3 text-sm">
          {NOTES.filter(({ key }) => post[key]).map(({ key, label: term, Icon }) => (
            // A <div> may group a <dt> and its <dd> in a <dl>; the icon sits inside the term.
            <div key={key}>
              <dt className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 shrink-0 text-muted" aria-hidden="true" />
                {term}
              </dt>
              <dd className="pl-6 text-muted">{post[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

/** A post the writing check did not pass: what failed, in the landlord's words, before it goes out. */
function QualityWarning({ problems }: { problems: PostQuality["problems"] }) {
  return (
    <div role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Read this one before you post it
      </p>
      {problems.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-6">
          {problems.map((problem) => (
            <li key={`${problem.code}:${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">
          Our writing check wasn't happy with it. Give it a read and fix anything that's off.
        </p>
      )}
    </div>
  );
}
