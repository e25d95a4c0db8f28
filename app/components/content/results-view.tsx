import { Camera, Check, Copy, Download, Megaphone, RotateCcw, Video, Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ContentContext, ContentResult, GeneratedPost } from "~/lib/contract/content";
import { downloadBlob } from "~/lib/download";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { copyWithToast } from "../ui/copy-with-toast";
import { toast } from "../ui/toaster";
import { PLATFORM_LABELS, PLATFORM_STYLES } from "./shared";

/** "Sat 28 Nov" for a London calendar date (YYYY-MM-DD). */
function shortDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

export const EXPORT_FILENAME = "pub-social-media-posts.txt";

/** The whole post as it would be pasted: content, then hashtags. */
function postText(post: GeneratedPost): string {
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

export function exportPosts(posts: GeneratedPost[] | undefined) {
  if (!posts || posts.length === 0) {
    toast({ title: "Error", description: "No posts available to export", variant: "destructive" });
    return;
  }
  downloadBlob(new Blob([exportText(posts)], { type: "text/plain;charset=utf-8" }), EXPORT_FILENAME);
  toast({
    title: "Exported!",
    description: `${posts.length} posts saved to ${EXPORT_FILENAME}.`,
    variant: "success",
  });
}

function PostCard({ post }: { post: GeneratedPost }) {
  const [copied, setCopied] = useState(false);
  const label = PLATFORM_LABELS[post.platform] ?? post.platform;

  async function copy() {
    if (!(await copyWithToast(postText(post), { copied: `Your ${label} post is ready to paste.` }))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <article
      data-testid="post-card"
      aria-label={`${label} post`}
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <header className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
        <span className={cn("rounded-full px-3 py-1 text-sm font-bold", PLATFORM_STYLES[post.platform])}>
          {label}
        </span>
        <Button size="sm" variant="outline" onClick={copy} aria-label={`Copy ${label} post`}>
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? "Copied" : "Copy"}
        </Button>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">
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
          {post.imageDescription && (
            <div className="flex gap-2">
              <Camera className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <div>
                <dt className="font-semibold">Photo suggestion</dt>
                <dd className="text-muted">{post.imageDescription}</dd>
              </div>
            </div>
          )}
          {post.videoIdea && (
            <div className="flex gap-2">
              <Video className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <div>
                <dt className="font-semibold">Video idea</dt>
                <dd className="text-muted">{post.videoIdea}</dd>
              </div>
            </div>
          )}
          {post.callToAction && (
            <div className="flex gap-2">
              <Megaphone className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
              <div>
                <dt className="font-semibold">Call to action</dt>
                <dd className="text-muted">{post.callToAction}</dd>
              </div>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}

interface ResultsViewProps {
  result: ContentResult;
  context: ContentContext | null;
  refineOpen: boolean;
  busy: boolean;
  onStartOver: () => void;
  onToggleRefine: () => void;
}

/** The results view (spec §2): a card per post, the match and fixtures, and the three actions. */
export function ResultsView({
  result,
  context,
  refineOpen,
  busy,
  onStartOver,
  onToggleRefine,
}: ResultsViewProps) {
  const match = context?.nextFavoriteMatch ?? null;
  const fixtures = (context?.upcomingSports ?? []).slice(0, 5);
  const heading = useRef<HTMLHeadingElement>(null);
  // New posts on a phone: bring them into view instead of leaving them below the fold.
  useEffect(() => {
    if (result && window.innerWidth < 768)
      heading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [result]);

  return (
    <section aria-labelledby="results-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="results-heading" ref={heading} className="scroll-mt-32 font-display text-2xl font-bold">
            Your posts are ready
          </h2>
          <p className="text-sm text-muted">
            Written by <span className="font-semibold text-ink">{result.writer ?? "Built-in writer"}</span>
            {result.transcript ? <> · from “{result.transcript}”</> : null}
          </p>
        </div>
      </div>

      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" onClick={onStartOver} disabled={busy}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Create New Content
        </Button>
        <Button
          variant={refineOpen ? "primary" : "brass"}
          onClick={onToggleRefine}
          aria-expanded={refineOpen}
          disabled={busy}
        >
          <Wand2 className="size-4" aria-hidden="true" />
          Refine Content
        </Button>
        <Button variant="outline" onClick={() => exportPosts(result.posts)} disabled={busy}>
          <Download className="size-4" aria-hidden="true" />
          Export All Posts
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        {result.posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="match-heading"
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <h3 id="match-heading" className="font-display text-lg font-bold">
            ⚽ Your team's next match
          </h3>
          {match ? (
            <div className="mt-2 text-sm">
              <p className="font-semibold text-ink">{match.matchText}</p>
              <p className="text-muted">{match.competition}</p>
              <p className="text-muted">
                {match.dateFormatted} at {match.timeFormatted} · {match.venue}
              </p>
              <p className="mt-1 font-semibold text-brand-700">{match.tvInfo}</p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">No favorites set — add your teams on the Sports page.</p>
          )}
        </section>
        <section
          aria-labelledby="fixtures-heading"
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
        >
          <h3 id="fixtures-heading" className="font-display text-lg font-bold">
            📺 On TV soon
          </h3>
          {fixtures.length > 0 ? (
            <ul className="mt-2 divide-y divide-stone-100 text-sm">
              {fixtures.map((fixture) => (
                <li key={fixture.id} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{fixture.matchText}</p>
                    <p className="truncate text-muted">
                      {fixture.competition} · {fixture.tvChannels.join(", ")}
                    </p>
                  </div>
                  <p className="shrink-0 text-right text-muted">
                    {shortDate(fixture.date)}
                    <br />
                    {fixture.kickOffTime}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-2 text-sm">
              <p className="font-semibold">No Current Sports Fixtures</p>
              <p className="text-muted">No televised matches in the next few days.</p>
            </div>
          )}
        </section>
      </div>
    </section>
  );
}

/** Shown when the answer has no posts array (spec §2). */
export function ContentErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-950"
    >
      <h2 className="font-display text-2xl font-bold">Content Error</h2>
      <p className="mt-1">The posts came back in a shape we couldn't read. Nothing was lost — try again.</p>
      <Button className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </section>
  );
}
