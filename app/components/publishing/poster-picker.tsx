import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import type { ImageList, ImageResult } from "~/lib/contract/images";
import { STYLE_LABELS } from "~/lib/images/constants";
import { withoutInstagramCopies } from "~/lib/images/instagram-copy";

type Answer = ImageList | { error: { code: string; message: string } };

/** How many of the newest pictures the dialog offers: enough for this week's posters, small at 375 px. */
const RECENT = 12;

interface PosterPickerProps {
  chosenId: string | null;
  onChoose: (image: ImageResult) => void;
}

/**
 * The account's recent posters and pictures to attach to a post, read from GET /api/images when the
 * picker opens. Radio buttons under the thumbnails: arrow keys move between them, Space chooses.
 * Thumbnails are contained, not cropped, so a tall poster shows whole. The copies made for Instagram
 * (a poster redrawn at 1080×1350, a JPEG) are left out: choosing the original for Instagram reuses its
 * copy when the post is scheduled (instagram-image.server.ts).
 */
export function PosterPicker({ chosenId, onChoose }: PosterPickerProps) {
  const images = useFetcher<Answer>();
  const { load } = images;
  useEffect(() => {
    load("/api/images");
  }, [load]);

  if (!images.data) return <Spinner label="Reading your posters" />;
  if ("error" in images.data) {
    return (
      <p className="text-sm text-red-800" role="alert">
        {images.data.error.message}
      </p>
    );
  }
  // Each poster once: the copy made for Instagram is chosen behind the scenes when its original is.
  const recent = withoutInstagramCopies(images.data.images.filter((image) => !image.error)).slice(0, RECENT);
  if (recent.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 p-3 text-sm text-muted">
        No posters yet.{" "}
        <Link to="/image-generator" className="font-semibold text-brand-700 underline">
          Make one in the image studio
        </Link>{" "}
        and schedule it from there.
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Choose a poster</legend>
      <ul className="mt-2 grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-1 sm:grid-cols-4">
        {recent.map((image) => (
          <li key={image.id}>
            <label className="block cursor-pointer">
              <input
                type="radio"
                name="schedule-image"
                value={image.id}
                checked={chosenId === image.id}
                onChange={() => onChoose(image)}
                className="peer sr-only"
              />
              <img
                src={image.imageUrl}
                alt={image.altText}
                loading="lazy"
                width={image.width}
                height={image.height}
                className="aspect-square w-full rounded-lg border-2 border-transparent bg-stone-200 object-contain peer-checked:border-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
              />
              <span className="block truncate pt-1 text-xs">
                {STYLE_LABELS[image.style]} · {image.width}×{image.height}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
