import { cn } from "~/components/ui/cn";
import type { FeedItem } from "~/lib/contract/publishing";
import { shortLondonDateTime } from "~/lib/time";
import { GooglePostDetails } from "./google-post-details";

function Header({ item, label, tone }: { item: FeedItem; label: string; tone: string }) {
  return (
    <div className="flex items-center gap-3 px-4 pt-4">
      <span
        className={cn("grid size-10 place-items-center rounded-full font-bold text-white", tone)}
        aria-hidden
      >
        {item.targetName.replace("@", "").slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold">{item.targetName}</p>
        <p className="text-xs text-muted">
          {label} · <time dateTime={item.publishedAt}>{shortLondonDateTime(item.publishedAt)}</time>
        </p>
      </div>
    </div>
  );
}

function Picture({ item, className }: { item: FeedItem; className?: string }) {
  if (!item.image) return null;
  return (
    <img
      src={item.image.url}
      alt=""
      width={item.image.width}
      height={item.image.height}
      className={cn("w-full bg-stone-100 object-cover", className)}
      style={{ aspectRatio: `${item.image.width} / ${item.image.height}` }}
    />
  );
}

/** One published post drawn the way its platform shows it: Facebook, Instagram or Google. */
export function FeedCard({ item }: { item: FeedItem }) {
  if (item.platform === "instagram") {
    return (
      <article
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
        aria-label="Instagram post"
      >
        <Header
          item={item}
          label="Instagram"
          tone="bg-gradient-to-br from-amber-500 via-pink-600 to-purple-700"
        />
        <Picture item={item} className="mt-3" />
        <p className="px-4 py-3 whitespace-pre-wrap">
          <span className="font-semibold">{item.targetName.replace("@", "")}</span> {item.text}
        </p>
      </article>
    );
  }
  if (item.platform === "google") {
    return (
      <article
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
        aria-label="Google post"
      >
        <Header item={item} label="Google Business Profile · What's new" tone="bg-blue-600" />
        <Picture item={item} className="mt-3" />
        <p className="px-4 py-3 whitespace-pre-wrap">{item.text}</p>
        {item.google ? (
          <div className="px-4 pb-4">
            <GooglePostDetails format={item.google} />
          </div>
        ) : null}
      </article>
    );
  }
  return (
    <article
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
      aria-label="Facebook post"
    >
      <Header item={item} label="Facebook" tone="bg-[#1877f2]" />
      <p className="px-4 py-3 whitespace-pre-wrap">{item.text}</p>
      <Picture item={item} />
    </article>
  );
}
