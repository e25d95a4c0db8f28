import { lazy, Suspense, useState } from "react";
import type { GeneratedPost } from "~/lib/contract/content";
import { Button } from "../ui/button";

// The dialog (and its form) loads when first opened: most visits to the content page never schedule.
const ScheduleDialog = lazy(() => import("./schedule-dialog"));

/** "Schedule" on a generated post: opens the small dialog that puts it on the calendar. */
export function ScheduleButton({ post, label }: { post: GeneratedPost; label: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Schedule ${label} post`}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Schedule
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ScheduleDialog post={post} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
