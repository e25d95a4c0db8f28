import { useState } from "react";
import { Link } from "react-router";
import { UpgradeDialog } from "~/components/billing/upgrade-dialog";
import { CONTENT_INTENTS } from "~/components/content/content-intents";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import type { GeneratedPost } from "~/lib/contract/content";
import { PLATFORM_LABELS, SCHEDULE_PLATFORMS, type SchedulePlatform } from "~/lib/contract/publishing";
import { addLondonDays, londonDate } from "~/lib/time";
import { useIntent } from "~/lib/use-intent";
import { toast } from "../ui/toaster";
import { googleSummaryLine } from "./google-post-details";

interface ScheduleDialogProps {
  post: GeneratedPost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Platform, date and time (UK) for one generated post; POST /api/schedule through the page's action. */
export default function ScheduleDialog({ post, open, onOpenChange }: ScheduleDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const schedule = useIntent(
    CONTENT_INTENTS,
    "schedulePost",
    (answer) => {
      if (answer.ok) {
        setProblem(null);
        onOpenChange(false);
        // A note says what was done to fit the platform (a 1080×1350 copy of the poster for Instagram).
        // For Google, what kind of post it became and its button (the calendar shows the whole of it).
        const description =
          answer.data.note ??
          (answer.data.google
            ? `${googleSummaryLine(answer.data.google.format)} See exactly what will be posted on your calendar.`
            : "It's on your calendar.");
        toast({ title: "Scheduled", description, variant: "success" });
        return;
      }
      if (answer.code === "subscription_required") {
        onOpenChange(false);
        setUpgrade(true);
        return;
      }
      setProblem(answer.message);
    },
    { revalidate: false },
  );
  const platform: SchedulePlatform = (SCHEDULE_PLATFORMS as readonly string[]).includes(post.platform)
    ? (post.platform as SchedulePlatform)
    : "facebook";

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Schedule this post"
        description="Times are UK time."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            schedule.submit({
              platform: String(form.get("platform")) as SchedulePlatform,
              content: post.content,
              hashtags: post.hashtags,
              publishAt: `${form.get("date")}T${form.get("time")}`,
              source: "generated",
            });
          }}
        >
          <div>
            <Label htmlFor="schedule-platform">Where</Label>
            <select
              id="schedule-platform"
              name="platform"
              defaultValue={platform}
              className="mt-1 h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            >
              {SCHEDULE_PLATFORMS.map((option) => (
                <option key={option} value={option}>
                  {PLATFORM_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <Label htmlFor="schedule-date">Date</Label>
              <Input
                id="schedule-date"
                name="date"
                type="date"
                required
                defaultValue={addLondonDays(londonDate(new Date()), 1)}
              />
            </div>
            <div>
              <Label htmlFor="schedule-time">Time</Label>
              <Input id="schedule-time" name="time" type="time" required defaultValue="12:00" />
            </div>
          </div>
          {problem ? (
            <p className="text-sm text-red-800" role="alert">
              {problem}{" "}
              {/Connect/.test(problem) ? (
                <Link to="/account#connections" className="font-semibold underline">
                  Connections
                </Link>
              ) : null}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={schedule.pending}>
              {schedule.pending ? "Scheduling…" : "Schedule"}
            </Button>
          </div>
        </form>
      </Dialog>
      <UpgradeDialog feature={upgrade ? "publishing" : null} onOpenChange={(next) => setUpgrade(next)} />
    </>
  );
}
