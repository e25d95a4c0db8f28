import { lazy, Suspense, useState } from "react";
import type { GeneratedPost } from "~/lib/contract/content";
import type { ImageResult } from "~/lib/contract/images";
import { Button } from "../ui/button";

// The dialog (and its form) loads when first opened: most visits to the content page never schedule.
const ScheduleDialog = lazy(() => import("./schedule-dialog"));

interface ScheduleButtonProps {
  post: GeneratedPost;
  /** Names the button for screen readers: "Schedule {label} post" ("Schedule this poster" with an image). */
  label: string;
  /** A poster's Schedule: the dialog opens with the poster attached. */
  image?: ImageResult;
}

/** "Schedule" on a generated post or a poster: opens the small dialog that puts it on the calendar. */
export function ScheduleButton({ post, label, image }: ScheduleButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // One per opening, kept here where a remount of the dialog cannot lose it: a second press of
  // Schedule (or a press after a lost answer) sends the same key and gets the same post back.
  const [requestKey, setRequestKey] = useState("");
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={image ? "Schedule this poster" : `Schedule ${label} post`}
        onClick={() => {
          setRequestKey(crypto.randomUUID());
          setOpened(true);
          setOpen(true);
        }}
      >
        Schedule
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            post={post}
            open={open}
            onOpenChange={setOpen}
            requestKey={requestKey}
            image={image}
            source={image ? "poster" : "generated"}
          />
        </Suspense>
      ) : null}
    </>
  );
}
