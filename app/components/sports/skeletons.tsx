import { cn } from "../ui/cn";

function Bone({ className }: { className?: string }) {
  return <div className={cn("animate-pulse rounded-md bg-stone-200", className)} />;
}

/** The shape of a fixture card while the list loads, so the page never goes blank. */
export function FixtureCardSkeleton() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5" aria-hidden="true">
      <div className="flex gap-1.5">
        <Bone className="h-5 w-24 rounded-full" />
        <Bone className="h-5 w-20 rounded-full" />
      </div>
      <Bone className="mt-4 h-6 w-4/5" />
      <Bone className="mt-3 h-10 w-full" />
      <div className="mt-4 space-y-2">
        <Bone className="h-4 w-3/4" />
        <Bone className="h-4 w-1/3" />
        <Bone className="h-4 w-2/3" />
      </div>
      <div className="mt-5 space-y-2">
        <Bone className="h-7 w-full" />
        <Bone className="h-7 w-full" />
        <Bone className="h-7 w-full" />
      </div>
      <Bone className="mt-5 h-11 w-full rounded-lg" />
    </div>
  );
}

export function FixtureListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading fixtures…</span>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <FixtureCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** A favourite team's row while the list loads. */
export function FavouriteRowSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-stone-200 p-3" aria-hidden="true">
      <Bone className="size-8 rounded-full" />
      <div className="flex-1 space-y-2">
        <Bone className="h-4 w-1/2" />
        <Bone className="h-3 w-1/3" />
      </div>
      <Bone className="h-9 w-28 rounded-lg" />
    </div>
  );
}
