import { useState } from "react";
import { Link } from "react-router";
import { UpgradeDialog } from "~/components/billing/upgrade-dialog";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import type { GeneratedPost } from "~/lib/contract/content";
import type { ImageResult } from "~/lib/contract/images";
import { PLATFORM_LABELS, SCHEDULE_PLATFORMS, type SchedulePlatform } from "~/lib/contract/publishing";
import { addLondonDays, londonDate } from "~/lib/time";
import { useIntent } from "~/lib/use-intent";
import { toast } from "../ui/toaster";
import { googleSummaryLine } from "./google-post-details";
import { PosterPicker } from "./poster-picker";
import { PUBLISHING_INTENTS } from "./publishing-intents";

interface ScheduleDialogProps {
  post: GeneratedPost;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** New each time the dialog opens; with the form's choices it is the request's Idempotency-Key. */
  requestKey: string;
  /** The picture the post starts with: the poster its Schedule button was pressed on. */
  image?: ImageResult | null;
  /** Where the post came from, kept on the scheduled row. */
  source?: "generated" | "poster";
}

/** Instagram's feed takes 4:5 to 1.91:1 (decision 025): a poster outside it is redrawn at 1080×1350. */
function outsideInstagramRatios(image: ImageResult) {
  const ratio = image.width / image.height;
  return ratio < 4 / 5 - 0.001 || ratio > 1.91 + 0.001;
}

/**
 * Platform, date and time (UK) for one post, with a picture when it has one (Instagram takes none
 * without); POST /api/schedule through the page's action (the content page or the image studio).
 */
export default function ScheduleDialog({
  post,
  open,
  onOpenChange,
  requestKey,
  image: startImage = null,
  source = "generated",
}: ScheduleDialogProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const [image, setImage] = useState<ImageResult | null>(startImage);
  const [picking, setPicking] = useState(false);
  const schedule = useIntent(
    PUBLISHING_INTENTS,
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
  const [platform, setPlatform] = useState<SchedulePlatform>(
    (SCHEDULE_PLATFORMS as readonly string[]).includes(post.platform)
      ? (post.platform as SchedulePlatform)
      : "facebook",
  );
  const needsPicture = platform === "instagram" && !image;

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
            // Said before sending: the API would refuse a text-only Instagram post.
            if (needsPicture) {
              setPicking(true);
              return;
            }
            const form = new FormData(event.currentTarget);
            const publishAt = `${form.get("date")}T${form.get("time")}`;
            schedule.submit({
              platform,
              content: post.content,
              hashtags: post.hashtags,
              imageId: image?.id ?? null,
              publishAt,
              source,
              // The same choices pressed again are the same post; a changed time or place is another.
              requestKey: `${requestKey}:${platform}:${publishAt}:${image?.id ?? "none"}`,
            });
          }}
        >
          {source === "poster" ? (
            <p className="line-clamp-4 whitespace-pre-wrap rounded-lg bg-stone-50 p-2 text-sm">
              {post.content}
            </p>
          ) : null}
          <div>
            <Label htmlFor="schedule-platform">Where</Label>
            <select
              id="schedule-platform"
              name="platform"
              value={platform}
              onChange={(event) => setPlatform(event.target.value as SchedulePlatform)}
              className="mt-1 h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            >
              {SCHEDULE_PLATFORMS.map((option) => (
                <option key={option} value={option}>
                  {PLATFORM_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
          <PictureField
            image={image}
            platform={platform}
            picking={picking}
            onPicking={setPicking}
            onChoose={(chosen) => {
              setImage(chosen);
              setPicking(false);
            }}
          />
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
            <Button type="submit" disabled={schedule.busy}>
              {schedule.busy ? "Scheduling…" : "Schedule"}
            </Button>
          </div>
        </form>
      </Dialog>
      <UpgradeDialog feature={upgrade ? "publishing" : null} onOpenChange={(next) => setUpgrade(next)} />
    </>
  );
}

interface PictureFieldProps {
  image: ImageResult | null;
  platform: SchedulePlatform;
  picking: boolean;
  onPicking: (picking: boolean) => void;
  onChoose: (image: ImageResult | null) => void;
}

/** The post's picture: the one attached (Change, Remove), or Attach a poster; Instagram asks for one. */
function PictureField({ image, platform, picking, onPicking, onChoose }: PictureFieldProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold">Picture</p>
      {image ? (
        <div className="flex items-center gap-3">
          <img
            src={image.imageUrl}
            alt={image.altText}
            width={image.width}
            height={image.height}
            className="size-20 shrink-0 rounded-lg bg-stone-200 object-contain"
          />
          <div className="min-w-0 space-y-1 text-sm">
            <p>
              {image.width}×{image.height}
            </p>
            {platform === "instagram" && outsideInstagramRatios(image) ? (
              <p className="text-muted">
                Instagram takes 4:5 to 1.91:1: a poster of this shape is redrawn at 1080×1350 when you
                schedule.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-1">
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-expanded={picking}
                onClick={() => onPicking(!picking)}
              >
                Change
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => onChoose(null)}>
                Remove picture
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <>
          {platform === "instagram" ? (
            <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950" role="alert">
              Instagram needs a picture: it takes no text-only posts. Attach one of your posters.
            </p>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-expanded={picking}
            onClick={() => onPicking(!picking)}
          >
            Attach a poster
          </Button>
        </>
      )}
      {picking ? <PosterPicker chosenId={image?.id ?? null} onChoose={onChoose} /> : null}
    </div>
  );
}
