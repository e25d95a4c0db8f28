import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { UpgradeDialog } from "~/components/billing/upgrade-dialog";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import type { CampaignPlan, CampaignStage } from "~/lib/contract/publishing";
import { PLATFORM_LABELS } from "~/lib/contract/publishing";
import { longLondonDate } from "~/lib/time";

type Answer = CampaignPlan | { error: { code: string; message: string } };

/** What each outcome means, before scheduling ("will") and after ("did"). */
const OUTCOME_WORDS: Record<CampaignStage["outcome"], { will: string; did: string }> = {
  scheduled: { will: "Will be written and scheduled", did: "Scheduled" },
  already_scheduled: { will: "Already scheduled", did: "Already scheduled" },
  past: { will: "Skipped: this time has passed", did: "Skipped: this time has passed" },
  failed_check: { will: "", did: "Not scheduled: the post didn't pass our writing check" },
  allowance_out: { will: "", did: "Not scheduled: your writing allowance is used up" },
  not_written: { will: "", did: "Not scheduled: the writer didn't answer, nothing was charged" },
};

interface Props {
  fixtureId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The one confirmation before "Schedule this campaign": every stage with its London day, time and
 * platforms, read from GET /api/schedule/campaign/:id; Confirm POSTs it and the list shows what happened.
 */
export default function ScheduleCampaignDialog({ fixtureId, open, onOpenChange }: Props) {
  const path = `/api/schedule/campaign/${encodeURIComponent(fixtureId)}`;
  const preview = useFetcher<Answer>();
  const confirm = useFetcher<Answer>();
  const { load } = preview;
  useEffect(() => {
    if (open) load(path);
  }, [open, load, path]);

  const done = confirm.data;
  const answer = done ?? preview.data;
  const loading = preview.state === "loading" && !preview.data;
  const plan = answer && !("error" in answer) ? answer : null;
  const problem = answer && "error" in answer ? answer.error : null;
  const toSchedule = plan?.stages.filter((stage) => stage.outcome === "scheduled").length ?? 0;
  const refused = problem?.code === "subscription_required";

  // The trial is offered the plans that publish, as from every other Schedule: the same upgrade
  // dialog in place of this one (the server said 402 when the campaign was read).
  if (refused) {
    return <UpgradeDialog feature={open ? "publishing" : null} onOpenChange={onOpenChange} />;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={done && plan ? "Campaign scheduled" : "Schedule this campaign"}
      description={plan ? `${plan.match}. Times are UK time.` : "Times are UK time."}
    >
      {loading ? <Spinner label="Reading the campaign" /> : null}
      {problem ? (
        <p className="text-sm text-red-800" role="alert">
          {problem.message}{" "}
          {problem.code === "conflict" ? (
            <Link to="/account#connections" className="font-semibold underline">
              Connections
            </Link>
          ) : null}
        </p>
      ) : null}
      {plan ? (
        <ul className="space-y-3" data-testid="campaign-schedule-list">
          {plan.stages.map((stage) => (
            <li key={stage.stage} className="rounded-lg border border-stone-200 p-3">
              <p className="font-semibold">{stage.stage}</p>
              <p className="text-sm">
                {longLondonDate(stage.londonDate)} at {stage.londonTime} ·{" "}
                {stage.platforms.map((platform) => PLATFORM_LABELS[platform]).join(", ")}
              </p>
              <p
                className={
                  stage.outcome === "scheduled" || stage.outcome === "already_scheduled"
                    ? "text-sm text-brand-800"
                    : "text-sm text-muted"
                }
              >
                {done ? OUTCOME_WORDS[stage.outcome].did : OUTCOME_WORDS[stage.outcome].will}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {plan?.instagramLeftOut ? (
        <p className="mt-3 text-sm text-muted">
          Instagram is left out: these posts have no picture, and Instagram takes none without one.
        </p>
      ) : null}
      {plan && !done ? (
        <p className="mt-3 text-sm">
          Each post is written for you and counts as one piece of writing from your allowance. Posts go out on
          their own at these times; a post that doesn't pass our writing check is not scheduled.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {done ? (
          <Link to="/calendar" className="font-semibold text-brand-800 underline">
            Open the calendar
          </Link>
        ) : null}
        <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
          {done ? "Close" : "Cancel"}
        </Button>
        {plan && !done ? (
          <Button
            type="button"
            disabled={toSchedule === 0 || confirm.state !== "idle"}
            onClick={() => confirm.submit(null, { method: "post", action: path })}
          >
            {confirm.state !== "idle"
              ? "Writing and scheduling…"
              : toSchedule === 0
                ? "Nothing left to schedule"
                : `Schedule ${toSchedule} ${toSchedule === 1 ? "post" : "posts"}`}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
