import { CalendarPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../ui/button";

// Loaded when first opened: most visits to a match's campaign never schedule it.
const ScheduleCampaignDialog = lazy(() => import("./schedule-campaign-dialog"));

/** "Schedule this campaign": one confirmation, then every stage still to come is on the calendar. */
export function ScheduleCampaignButton({ fixtureId }: { fixtureId: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        className="mt-3"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Schedule this campaign
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ScheduleCampaignDialog fixtureId={fixtureId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
