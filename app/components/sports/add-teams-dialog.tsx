import { Check, Plus } from "lucide-react";
import { Tabs } from "radix-ui";
import { type FormEvent, useState } from "react";
import { type FavouriteTeam, MAX_FAVOURITES } from "~/lib/contract/sports";
import {
  defaultLeadTime,
  FAVOURITE_SPORTS,
  favouriteId,
  POPULAR_TEAMS,
  SPORT_LABELS,
} from "~/lib/sports/constants";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { CATEGORY_LABELS, SportIcon } from "./badges";
import type { AddResult } from "./use-favourites";

type FavouriteSport = (typeof FAVOURITE_SPORTS)[number];

interface AddTeamsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  favourites: readonly FavouriteTeam[];
  onAdd: (team: FavouriteTeam) => AddResult;
}

const ADD_MESSAGES: Record<Exclude<AddResult, "added">, string> = {
  duplicate: "That team is already in your favourites.",
  full: `You can follow up to ${MAX_FAVOURITES} teams. Remove one to add another.`,
};

/** Sport tabs of popular teams, plus a field for any team that isn't listed (a local side, say). */
export function AddTeamsDialog({ open, onOpenChange, favourites, onAdd }: AddTeamsDialogProps) {
  const [sport, setSport] = useState<FavouriteSport>("football");
  const [customName, setCustomName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const followed = new Set(favourites.map((team) => team.id));
  const isFollowed = (teamSport: FavouriteSport, name: string) =>
    followed.has(favouriteId(teamSport, name)) ||
    favourites.some((team) => team.sport === teamSport && team.name.toLowerCase() === name.toLowerCase());

  function add(team: FavouriteTeam) {
    const result = onAdd(team);
    if (result === "added") {
      setError(null);
      setAnnouncement(`${team.name} (${SPORT_LABELS[team.sport]}) added to your teams.`);
    } else {
      setError(ADD_MESSAGES[result]);
    }
    return result;
  }

  function addCustom(event: FormEvent) {
    event.preventDefault();
    const name = customName.trim();
    if (!name) {
      setError("Enter a team name.");
      return;
    }
    const result = add({
      id: `custom-${Date.now()}`,
      name,
      sport,
      category: "local",
      notificationDays: defaultLeadTime("local"),
    });
    if (result === "added") setCustomName("");
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          setAnnouncement("");
        }
        onOpenChange(next);
      }}
      title="Add Teams"
      description="Follow teams to get priority notifications for their matches."
      className="max-w-lg"
    >
      <Tabs.Root
        value={sport}
        onValueChange={(value) => {
          setSport(value as FavouriteSport);
          setError(null);
        }}
      >
        <Tabs.List aria-label="Sport" className="grid grid-cols-4 gap-1 rounded-xl bg-stone-100 p-1">
          {FAVOURITE_SPORTS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                "flex h-10 min-w-0 items-center justify-center gap-1 rounded-lg px-1 text-sm font-semibold text-muted",
                "data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm",
              )}
            >
              <SportIcon sport={value} className="hidden min-[400px]:inline" />
              {SPORT_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FAVOURITE_SPORTS.map((value) => (
          <Tabs.Content key={value} value={value} className="mt-4">
            <h3 className="text-sm font-semibold text-muted">
              Popular {SPORT_LABELS[value].toLowerCase()} teams
            </h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {POPULAR_TEAMS[value].map((team) => {
                const added = isFollowed(value, team.name);
                return (
                  <li key={team.name}>
                    <button
                      type="button"
                      disabled={added}
                      onClick={() =>
                        add({
                          id: favouriteId(value, team.name),
                          name: team.name,
                          sport: value,
                          category: team.category,
                          notificationDays: defaultLeadTime(team.category),
                        })
                      }
                      className={cn(
                        "flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left",
                        "border-stone-300 bg-white hover:bg-stone-50",
                        "disabled:cursor-not-allowed disabled:border-brand-200 disabled:bg-brand-50",
                      )}
                    >
                      <span className="flex min-w-0 items-center gap-1.5 font-semibold">
                        {added ? (
                          <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                        ) : (
                          <Plus className="size-4 shrink-0 text-muted" aria-hidden="true" />
                        )}
                        <span className="min-w-0 truncate">{team.name}</span>
                        {added && <span className="sr-only">(added)</span>}
                      </span>
                      <Badge tone={team.category === "local" ? "green" : "stone"}>
                        {CATEGORY_LABELS[team.category]}
                      </Badge>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <form onSubmit={addCustom} className="mt-5 border-t border-stone-200 pt-4" noValidate>
        <Label htmlFor="custom-team">Or add your own {SPORT_LABELS[sport].toLowerCase()} team</Label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id="custom-team"
            value={customName}
            maxLength={80}
            autoComplete="off"
            placeholder="e.g. Otley Town"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "custom-team-error" : undefined}
            onChange={(event) => {
              setCustomName(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="outline" className="shrink-0">
            Add
          </Button>
        </div>
        {error && (
          <p id="custom-team-error" className="mt-1.5 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </form>

      <p role="status" className="mt-3 min-h-5 text-sm text-brand-800">
        {announcement}
      </p>

      <div className="mt-3 flex justify-end">
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </div>
    </Dialog>
  );
}
