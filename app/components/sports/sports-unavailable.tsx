import { Button } from "../ui/button";

/** In place of the list when the fixtures could not be read: the favourites above stay usable. */
export function FixturesUnavailable({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <p className="font-semibold text-amber-900">Sports fixture data is temporarily unavailable.</p>
      <p className="mt-1 text-sm text-amber-900">
        No upcoming fixtures to show just now. Your favourite teams are safe; try again in a few minutes.
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? "Trying…" : "Try again"}
      </Button>
    </div>
  );
}

/** The whole page when it could not be loaded at all (offline, or a fault on our side). */
export function SportsUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-bold">Sports Fixture Center</h1>
      <FixturesUnavailable retrying={false} onRetry={onRetry ?? (() => window.location.reload())} />
    </div>
  );
}
