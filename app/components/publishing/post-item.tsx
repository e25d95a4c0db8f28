import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input, Label } from "~/components/ui/input";
import { PLATFORM_LABELS, type ScheduledPostView } from "~/lib/contract/publishing";
import { EditPostDialog } from "./edit-post-dialog";
import { GooglePostDetails } from "./google-post-details";
import { TikTokReminder } from "./tiktok-reminder";
import type { CalendarActions } from "./use-calendar";

const STATUS: Record<ScheduledPostView["status"], { label: string; tone: string }> = {
  scheduled: { label: "Scheduled", tone: "bg-stone-100 text-ink" },
  publishing: { label: "Going out", tone: "bg-brass-300 text-ink" },
  published: { label: "Published", tone: "bg-emerald-100 text-emerald-900" },
  failed: { label: "Failed", tone: "bg-red-100 text-red-900" },
  held: { label: "Held", tone: "bg-amber-100 text-amber-900" },
  cancelled: { label: "Cancelled", tone: "bg-stone-200 text-muted line-through" },
};

/** What the badge says: a scheduled post is shown as paused, or waiting for approval, when it is. */
function statusOf(post: ScheduledPostView, paused: boolean) {
  const heldFor = post.status === "held" ? HOLD_LABELS[post.lastError?.reason ?? ""] : undefined;
  if (heldFor) return { label: heldFor, tone: STATUS.held.tone };
  if (post.status !== "scheduled") return STATUS[post.status];
  if (waitsForSlot(post)) return { label: "Waiting for a free slot", tone: "bg-amber-100 text-amber-900" };
  if (triesAgain(post)) return { label: "Trying again shortly", tone: "bg-amber-100 text-amber-900" };
  if (!post.approved) return { label: "Waiting for your OK", tone: "bg-amber-100 text-amber-900" };
  if (paused) return { label: "Paused", tone: "bg-amber-100 text-amber-900" };
  return STATUS.scheduled;
}

const CHANGEABLE = new Set<ScheduledPostView["status"]>(["scheduled", "held", "failed"]);

/**
 * Held because of its match (postponed, cancelled, moved past its time: a new time releases it),
 * because the plan has ended (subscribing again releases it), or because its connection needs
 * reconnecting or is gone (reconnecting releases it).
 */
const HOLD_LABELS: Record<string, string> = {
  fixture_postponed: "Held: the match was postponed",
  fixture_cancelled: "Held: the match was cancelled",
  fixture_moved: "Held: the kick-off moved",
  plan_ended: "Held: your plan has ended",
  plan_ended_missed: "Held: its time passed",
  auth_expired: "Held: needs reconnecting",
  not_connected: "Held: not connected",
};

/** Instagram's 50 posts a day are used: the post waits, still scheduled, for the time it names. */
const waitsForSlot = (post: ScheduledPostView) =>
  post.status === "scheduled" && post.lastError?.reason === "daily_limit";

/** The platform asked us to slow down, or did not answer: the post goes again by itself after a wait. */
const triesAgain = (post: ScheduledPostView) =>
  post.status === "scheduled" &&
  (post.lastError?.reason === "rate_limited" || post.lastError?.reason === "unavailable");

interface PostItemProps {
  post: ScheduledPostView;
  actions: CalendarActions;
  compact?: boolean;
  paused: boolean;
}

/** One post on the calendar: when, where, its state, and what can still be done to it. */
export function PostItem({ post, actions, compact, paused }: PostItemProps) {
  const [moving, setMoving] = useState(false);
  const [editing, setEditing] = useState(false);
  const status = statusOf(post, paused);
  const changeable = CHANGEABLE.has(post.status);
  const movable = post.status === "scheduled" || post.status === "held";
  const heldByMatch = post.status === "held" && post.lastError?.reason.startsWith("fixture_");
  return (
    <article
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-3 text-sm shadow-sm md:p-2"
      aria-label={`${PLATFORM_LABELS[post.platform]} post at ${post.londonTime}, ${status.label}`}
      draggable={movable}
      onDragStart={(event) => event.dataTransfer.setData("text/x-post", post.id)}
      data-status={post.status}
    >
      <header className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{post.londonTime}</span>
        <span>{PLATFORM_LABELS[post.platform]}</span>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", status.tone)}>
          {status.label}
        </span>
      </header>
      <p className={cn("whitespace-pre-wrap text-ink", compact ? "line-clamp-2" : "line-clamp-4")}>
        {post.content}
      </p>
      {post.google ? <GooglePostDetails format={post.google} /> : null}
      {post.platform === "tiktok" && post.status !== "cancelled" ? <TikTokReminder post={post} /> : null}
      {post.lastError &&
      (post.status === "failed" ||
        post.status === "held" ||
        !post.approved ||
        waitsForSlot(post) ||
        triesAgain(post)) ? (
        <p className="text-red-800">{post.lastError.message}</p>
      ) : null}
      {post.status === "published" ? (
        <p className="text-xs text-muted">
          {post.platform === "tiktok"
            ? "The reminder has gone, so its words are fixed here: change them in TikTok if you posted it."
            : `Already out, so its words can't be edited here: change them on ${PLATFORM_LABELS[post.platform]} itself.`}
        </p>
      ) : null}
      {post.status === "published" && post.permalink ? (
        <a
          href={post.permalink}
          className="font-semibold text-brand-700 underline"
          target={post.permalink.startsWith("http") ? "_blank" : undefined}
          rel="noreferrer"
        >
          View the post
        </a>
      ) : null}
      {changeable ? (
        // Whole words per button: in a narrow week column (md and up) the buttons wrap, never their labels.
        <div className="flex flex-wrap gap-1 [&>*]:whitespace-nowrap md:[&>*]:px-2 md:[&>*]:text-xs">
          {movable ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                aria-label="Move a day earlier"
                onClick={() => actions.shiftDays(post, -1)}
                disabled={actions.busy}
              >
                ←
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label="Move a day later"
                onClick={() => actions.shiftDays(post, 1)}
                disabled={actions.busy}
              >
                →
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setMoving((open) => !open)}
                aria-expanded={moving}
              >
                {heldByMatch ? "Reschedule" : post.approved ? "Move" : "Change time"}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-haspopup="dialog">
            Edit
          </Button>
          {!post.approved ? (
            <Button size="sm" onClick={() => actions.approve(post)} disabled={actions.busy}>
              Approve
            </Button>
          ) : null}
          <Button
            size="sm"
            variant={post.status === "failed" ? "primary" : "outline"}
            onClick={() => actions.publishNow(post)}
            disabled={actions.busy}
          >
            {post.status === "failed" ? "Retry" : "Publish now"}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.cancel(post)} disabled={actions.busy}>
            {post.approved ? "Cancel post" : "Discard"}
          </Button>
        </div>
      ) : null}
      {moving ? <MoveForm post={post} actions={actions} onDone={() => setMoving(false)} /> : null}
      {changeable ? <EditPostDialog post={post} open={editing} onOpenChange={setEditing} /> : null}
    </article>
  );
}

function MoveForm({
  post,
  actions,
  onDone,
}: {
  post: ScheduledPostView;
  actions: CalendarActions;
  onDone: () => void;
}) {
  const id = `move-${post.id}`;
  return (
    <form
      className="grid grid-cols-2 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        actions.move(post, String(form.get("date")), String(form.get("time")));
        onDone();
      }}
    >
      <div>
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input id={`${id}-date`} name="date" type="date" defaultValue={post.londonDate} required />
      </div>
      <div>
        <Label htmlFor={`${id}-time`}>Time (UK)</Label>
        <Input id={`${id}-time`} name="time" type="time" defaultValue={post.londonTime} required />
      </div>
      <Button type="submit" size="sm" className="col-span-2">
        Save new time
      </Button>
    </form>
  );
}
