import { Plus, Undo2, X } from "lucide-react";
import { Switch } from "radix-ui";
import { useId, useState } from "react";
import type { FavouriteTeam } from "~/lib/contract/sports";
import { LEAD_TIMES, type LeadTime, SPORT_LABELS } from "~/lib/sports/constants";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { AddTeamsDialog } from "./add-teams-dialog";
import { CATEGORY_LABELS, SportIcon } from "./badges";
import { FavouriteRowSkeleton } from "./skeletons";
import type { useFavourites } from "./use-favourites";

const LEAD_TIME_LABELS: Record<LeadTime, string> = {
  7: "1 week ahead",
  14: "2 weeks ahead",
  21: "3 weeks ahead",
};

/** 'Your Favorite Teams (N)': the teams the landlord follows, their reminder lead times and the reminders switch. */
export function FavouriteTeamsCard({ favourites }: { favourites: ReturnType<typeof useFavourites> }) {
  const [adding, setAdding] = useState(false);
  const { state, saving, lastRemoved } = favourites;
  const teams = state?.favourites ?? [];
  const headingId = useId();

  return (
    <Card aria-labelledby={headingId} role="region" className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-xl font-bold sm:text-2xl">
            Your Favorite Teams ({teams.length})
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {saving ? "Saving…" : "Their matches are flagged below and get reminders first."}
          </p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!state}>
          <Plus className="size-4" aria-hidden="true" />
          Add Teams
        </Button>
      </div>

      {!state ? (
        <div className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" role="status">
          <span className="sr-only">Loading your teams…</span>
          <FavouriteRowSkeleton />
          <FavouriteRowSkeleton />
        </div>
      ) : teams.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-center">
          <p className="font-semibold">No favorite teams selected yet.</p>
          <p className="mt-1 text-sm text-muted">
            Add teams to get priority notifications for their matches!
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <FavouriteRow
              key={team.id}
              team={team}
              onLeadTime={(days) => favourites.setLeadTime(team.id, days)}
              onRemove={() => favourites.remove(team.id)}
            />
          ))}
        </ul>
      )}

      {lastRemoved && (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-100 px-3 py-2 text-sm"
        >
          <span>
            Removed <strong>{lastRemoved.name}</strong> ({SPORT_LABELS[lastRemoved.sport]})
          </span>
          <span className="flex items-center gap-1">
            <Button variant="outline" size="sm" onClick={favourites.undoRemove}>
              <Undo2 className="size-4" aria-hidden="true" />
              Undo
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Dismiss"
              onClick={favourites.dismissUndo}
              className="px-2"
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          </span>
        </div>
      )}

      {state && (
        <RemindersSwitch checked={state.remindersEnabled} onChange={favourites.setRemindersEnabled} />
      )}

      {state && (
        <AddTeamsDialog open={adding} onOpenChange={setAdding} favourites={teams} onAdd={favourites.add} />
      )}
    </Card>
  );
}

function FavouriteRow({
  team,
  onLeadTime,
  onRemove,
}: {
  team: FavouriteTeam;
  onLeadTime: (days: LeadTime) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3" data-testid="favourite-team">
      <div className="flex items-start gap-3">
        <SportIcon sport={team.sport} className="mt-0.5 text-2xl" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={team.name}>
            {team.name}
          </p>
          <p className="text-sm text-muted">
            {SPORT_LABELS[team.sport]} · {CATEGORY_LABELS[team.category]}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${team.name} (${SPORT_LABELS[team.sport]})`}
          className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-red-50 hover:text-red-700"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor={selectId} className="shrink-0 text-sm text-muted">
          Remind me
        </label>
        <select
          id={selectId}
          aria-label={`Reminder lead time for ${team.name} (${SPORT_LABELS[team.sport]})`}
          value={team.notificationDays}
          onChange={(event) => onLeadTime(Number(event.target.value) as LeadTime)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-base sm:text-sm"
        >
          {LEAD_TIMES.map((days) => (
            <option key={days} value={days}>
              {LEAD_TIME_LABELS[days]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

function RemindersSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="mt-4 flex items-start gap-3 border-t border-stone-200 pt-4">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <div>
        <label htmlFor={id} className="font-semibold">
          Email me match reminders
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          One e-mail per stage of a match's timeline, with the next post already planned.
        </p>
      </div>
    </div>
  );
}
