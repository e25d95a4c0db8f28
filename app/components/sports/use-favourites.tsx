import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "~/lib/api-client";
import { type FavouriteTeam, favouritesSchema, MAX_FAVOURITES } from "~/lib/contract/sports";
import type { LeadTime } from "~/lib/sports/constants";
import { toast } from "../ui/toaster";

/** The browser's copy of the favourites (DESIGN.md: stored on the server, cached in the browser). */
export const FAVOURITES_CACHE_KEY = "fullhouse:favourites";

export interface FavouritesState {
  favourites: FavouriteTeam[];
  remindersEnabled: boolean;
}

export type AddResult = "added" | "duplicate" | "full";

function readCache(): FavouritesState | null {
  try {
    const raw = window.localStorage.getItem(FAVOURITES_CACHE_KEY);
    if (!raw) return null;
    const parsed = favouritesSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return { favourites: parsed.data.favourites, remindersEnabled: parsed.data.remindersEnabled ?? true };
  } catch {
    return null;
  }
}

function writeCache(state: FavouritesState) {
  try {
    window.localStorage.setItem(FAVOURITES_CACHE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing or a full store: the server copy is the one that counts.
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The favourite teams: shown at once (from the page's loader, else the browser cache), saved to the
 * server on every change with the whole list, and cached again. Changes made while a save is in flight
 * are coalesced: only the newest list is sent, so a burst of clicks ends in one consistent copy.
 */
export function useFavourites({
  initial,
  onSaved,
}: {
  /** The server's copy from the loader, or null when it could not be read there. */
  initial: FavouritesState | null;
  /** Called after a save reaches the server (fixtures depend on favourites). */
  onSaved: () => void;
}) {
  const [state, setState] = useState<FavouritesState | null>(initial);
  const [saving, setSaving] = useState(false);
  const [lastRemoved, setLastRemoved] = useState<{ team: FavouriteTeam; index: number } | null>(null);
  const latest = useRef<FavouritesState | null>(initial);
  const confirmed = useRef<FavouritesState | null>(initial);
  const version = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const show = useCallback((next: FavouritesState) => {
    latest.current = next;
    setState(next);
    writeCache(next);
  }, []);

  // First visit of this page load: the loader's copy is the truth; without it, the cache first, then the server.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the loader's first answer.
  useEffect(() => {
    if (initial) {
      writeCache(initial);
      return;
    }
    const cached = readCache();
    if (cached) show(cached);
    api<FavouritesState>("/api/favourites")
      .then((server) => {
        confirmed.current = server;
        if (version.current === 0) show(server);
      })
      .catch(() => {
        if (!cached && version.current === 0) show({ favourites: [], remindersEnabled: true });
      });
  }, []);

  const commit = useCallback(
    (next: FavouritesState) => {
      show(next);
      const mine = ++version.current;
      queue.current = queue.current.then(async () => {
        // A newer change is queued behind this one and will send the whole list itself.
        if (mine !== version.current) return;
        setSaving(true);
        try {
          const saved = await api<FavouritesState>("/api/favourites", {
            method: "PUT",
            json: latest.current,
          });
          confirmed.current = saved;
          if (mine === version.current) {
            show(saved);
            onSavedRef.current();
          }
        } catch (cause) {
          if (mine === version.current) {
            if (confirmed.current) show(confirmed.current);
            toast({
              title: "Couldn't save your teams",
              description: (cause as Error).message || "Please try again in a moment.",
              variant: "destructive",
            });
          }
        } finally {
          if (mine === version.current) setSaving(false);
        }
      });
    },
    [show],
  );

  const add = useCallback(
    (team: FavouriteTeam): AddResult => {
      const current = latest.current ?? { favourites: [], remindersEnabled: true };
      if (
        current.favourites.some(
          (existing) =>
            existing.id === team.id || (existing.sport === team.sport && sameName(existing.name, team.name)),
        )
      ) {
        return "duplicate";
      }
      if (current.favourites.length >= MAX_FAVOURITES) return "full";
      setLastRemoved((removed) => (removed && removed.team.id === team.id ? null : removed));
      commit({ ...current, favourites: [...current.favourites, team] });
      return "added";
    },
    [commit],
  );

  const remove = useCallback(
    (id: string) => {
      const current = latest.current;
      if (!current) return;
      const index = current.favourites.findIndex((team) => team.id === id);
      const team = current.favourites[index];
      if (!team) return;
      setLastRemoved({ team, index });
      commit({ ...current, favourites: current.favourites.filter((existing) => existing.id !== id) });
    },
    [commit],
  );

  const undoRemove = useCallback(() => {
    const current = latest.current;
    if (!current || !lastRemoved) return;
    setLastRemoved(null);
    if (current.favourites.some((team) => team.id === lastRemoved.team.id)) return;
    const favourites = [...current.favourites];
    favourites.splice(Math.min(lastRemoved.index, favourites.length), 0, lastRemoved.team);
    commit({ ...current, favourites });
  }, [commit, lastRemoved]);

  const setLeadTime = useCallback(
    (id: string, notificationDays: LeadTime) => {
      const current = latest.current;
      if (!current) return;
      commit({
        ...current,
        favourites: current.favourites.map((team) => (team.id === id ? { ...team, notificationDays } : team)),
      });
    },
    [commit],
  );

  const setRemindersEnabled = useCallback(
    (remindersEnabled: boolean) => {
      const current = latest.current;
      if (!current) return;
      commit({ ...current, remindersEnabled });
    },
    [commit],
  );

  return {
    /** null until the first copy (cache or server) is in. */
    state,
    saving,
    lastRemoved: lastRemoved?.team ?? null,
    dismissUndo: () => setLastRemoved(null),
    add,
    remove,
    undoRemove,
    setLeadTime,
    setRemindersEnabled,
  };
}
