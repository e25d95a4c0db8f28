import { Download, RotateCcw, Wand2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ContentContext, ContentResult, GeneratedPost } from "~/lib/contract/content";
import { downloadBlob } from "~/lib/download";
import { Button } from "../ui/button";
import { toast } from "../ui/toaster";
import { PostCard, type ShownPost } from "./post-card";
import { EXPORT_FILENAME, exportText } from "./post-text";

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

type Fixture = ContentContext["upcomingSports"][number];

/** Televised fixtures in kick-off order (date, then time), at most five (spec §9). */
function inKickOffOrder(fixtures: Fixture[]): Fixture[] {
  return [...fixtures]
    .sort((a, b) => `${a.date} ${a.kickOffTime}`.localeCompare(`${b.date} ${b.kickOffTime}`))
    .slice(0, 5);
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
  const fixtures = inKickOffOrder(context?.upcomingSports ?? []);
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
        {result.posts.map((post: ShownPost) => (
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
                    <p className="truncate text-muted">{fixture.competition}</p>
                    {/* The channel is what a landlord needs: never cut off, whatever the width. */}
                    {fixture.tvChannels.length > 0 && (
                      <p className="font-semibold break-words text-brand-700">
                        {fixture.tvChannels.join(", ")}
                      </p>
                    )}
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
