import type { ImageResult } from "~/lib/contract/images";
import { STYLE_LABELS } from "~/lib/images/constants";
import { cn } from "../ui/cn";

/** My earlier images, newest first; choosing one opens it in the editor above. */
export function Gallery({
  images,
  selectedId,
  onSelect,
}: {
  images: ImageResult[];
  selectedId: string | null;
  onSelect: (image: ImageResult) => void;
}) {
  return (
    <section aria-labelledby="gallery-heading" className="space-y-3">
      <h2 id="gallery-heading" className="font-display text-2xl font-bold">
        Your images
      </h2>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">
          No images yet. Everything you create is kept here, so earlier work is never lost.
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => onSelect(image)}
                aria-pressed={selectedId === image.id}
                className={cn(
                  "block w-full overflow-hidden rounded-lg border-2 bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600",
                  selectedId === image.id ? "border-brand-600" : "border-transparent",
                )}
              >
                <img
                  src={image.imageUrl}
                  alt={image.altText}
                  loading="lazy"
                  width={image.width}
                  height={image.height}
                  // Contained, not cropped: a tall poster shows whole, from its title to its footer.
                  className="aspect-square w-full bg-stone-200 object-contain"
                />
                <span className="block truncate px-1 py-1 text-xs">
                  {STYLE_LABELS[image.style]} · {new Date(image.createdAt).toLocaleDateString("en-GB")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
