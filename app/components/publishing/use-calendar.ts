import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { LockedFeature } from "~/components/billing/upgrade-dialog";
import type { CalendarAction, ScheduledPostView } from "~/lib/contract/publishing";
import { refusalOf } from "~/lib/page-data";
import { addLondonDays } from "~/lib/time";
import { toast } from "../ui/toaster";

type Answer =
  | { post: ScheduledPostView }
  | { cancelled: ScheduledPostView }
  | { paused: boolean }
  | { error: { code: string; message: string } };

const submitOptions = { method: "post", action: "/calendar", encType: "application/json" } as const;

/**
 * The calendar's writes, each through a fetcher to the page's action; the loader's revalidation
 * redraws the days, so no component keeps its own copy of a post. A cancel offers Undo, which puts
 * the post back at the time it had.
 */
export function useCalendar() {
  const changes = useFetcher<Answer>({ key: "calendar-change" });
  const pause = useFetcher<Answer>({ key: "calendar-pause" });
  const send = (body: CalendarAction, fetcher = changes) => void fetcher.submit(body, submitOptions);
  const undo = useRef(send);
  undo.current = send;
  const [upgrade, setUpgrade] = useState<LockedFeature | null>(null);

  useEffect(() => {
    const answer = changes.data;
    if (!answer) return;
    // The trial may look but not publish: Publish now offers the plans, as every Schedule does.
    if ("error" in answer && answer.error.code === "subscription_required") {
      setUpgrade("publishing");
      return;
    }
    const refusal = refusalOf(answer);
    if (refusal) {
      toast({ title: "That did not work", description: refusal, variant: "destructive" });
      return;
    }
    if ("approved" in answer && typeof answer.approved === "number") {
      toast({
        title: answer.approved === 0 ? "Nothing was waiting" : `Approved ${answer.approved}`,
        description: "Approved posts go out at their times.",
        variant: "success",
      });
      return;
    }
    if ("cancelled" in answer) {
      const post = answer.cancelled;
      toast({
        title: post.approved ? "Post cancelled" : "Draft discarded",
        description: `${post.londonDate} at ${post.londonTime} will not go out.`,
        action: {
          label: "Undo",
          altText: "Undo the cancel: schedule the post again at its time",
          onClick: () => undo.current({ intent: "restore", id: post.id, publishAt: post.publishAt }),
        },
      });
    } else if ("post" in answer) {
      const post = answer.post;
      const title =
        post.status === "scheduled" && post.publishAt <= new Date().toISOString()
          ? "Publishing now"
          : "Saved";
      toast({ title, description: `${post.londonDate} at ${post.londonTime}`, variant: "success" });
    }
  }, [changes.data]);

  useEffect(() => {
    const refusal = pause.data ? refusalOf(pause.data) : null;
    if (refusal) toast({ title: "That did not work", description: refusal, variant: "destructive" });
  }, [pause.data]);

  return {
    busy: changes.state !== "idle",
    /** The upgrade dialog's feature when a change was refused for the plan, else null. */
    upgrade,
    closeUpgrade: () => setUpgrade(null),
    pausing: pause.state !== "idle",
    move: (post: ScheduledPostView, date: string, time = post.londonTime) =>
      send({ intent: "move", id: post.id, date, time }),
    shiftDays: (post: ScheduledPostView, days: number) =>
      send({
        intent: "move",
        id: post.id,
        date: addLondonDays(post.londonDate, days),
        time: post.londonTime,
      }),
    cancel: (post: ScheduledPostView) => send({ intent: "cancel", id: post.id }),
    publishNow: (post: ScheduledPostView) => send({ intent: "publish-now", id: post.id }),
    approve: (post: ScheduledPostView) => send({ intent: "approve", id: post.id }),
    approveWeek: (weekStart: string) => send({ intent: "approve-week", weekStart }),
    setPaused: (paused: boolean) => send({ intent: "pause", paused }, pause),
    setAutoApprove: (autoApprove: boolean) => send({ intent: "auto-approve", autoApprove }, pause),
  };
}

export type CalendarActions = ReturnType<typeof useCalendar>;
