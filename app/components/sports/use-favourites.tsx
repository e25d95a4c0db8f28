import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  type FavouriteTeam,
  favouritesSchema,
  MAX_FAVOURITES,
  type SportsPageAction,
} from "~/lib/contract/sports";
import { refusalOf } from "~/lib/page-data";
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
 * The favourite teams. What shows is, in order: a change not yet sent, the change being saved, the
 * page's loader (the server's list, fresh after every save), or — only when the loader could not
 * read it — the browser's cached copy. Each change sends the whole list to the page's action; while
 * one save is on its way the newest change waits and goes next, so a burst of clicks ends in the
 * list the person last saw, saved once each in order.
 */
export function useFavourites(server: FavouritesState | null) {
  const fetcher = useFetcher<unknown>({ key: "favourites" });
  const [waiting, setWaiting] = useState<FavouritesState | null>(null);
  const [cached, setCached] = useState<FavouritesState | null>(null);
  const [lastRemoved, setLastRemoved] = useState<{ team: FavouriteTeam; index: number } | null>(null);

  // The offline copy follows the server on every visit; it is read only when the server's is missing.
  useEffect(() => {
    if (server) writeCache(server);
    else setCached(readCache() ?? { favourites: [], remindersEnabled: true });
  }, [server]);

  const saving = fetcher.state !== "idle" ? (fetcher.json as SportsPageAction | undefined) : undefined;
  const state: FavouritesState | null =
    waiting ??
    (saving ? { favourites: saving.favourites, remindersEnabled: saving.remindersEnabled ?? true } : null) ??
    server ??
    cached;

  const send = useCallback(
    (next: FavouritesState) => {
      const body: SportsPageAction = { intent: "save-favourites", ...next };
      fetcher.submit(body, { method: "post", action: "/sports", encType: "application/json" });
    },
    [fetcher.submit],
  );

  // The change that waited for the last save goes as soon as that save (and its reload) is done;
  // it stays on screen as waiting until the fetcher shows it as the save under way.
  const sent = useRef<FavouritesState | null>(null);
  useEffect(() => {
    if (!waiting) return;
    if (fetcher.state === "idle" && sent.current !== waiting) {
      sent.current = waiting;
      send(waiting);
    } else if (fetcher.state !== "idle" && sent.current === waiting) {
      setWaiting(null);
    }
  }, [fetcher.state, waiting, send]);

  // A refused or failed save: the list goes back to the server's, and a toast says why.
  useEffect(() => {
    const refusal = refusalOf(fetcher.data);
    if (refusal) toast({ title: "Couldn't save your teams", description: refusal, variant: "destructive" });
  }, [fetcher.data]);

  const commit = (next: FavouritesState) => {
    if (fetcher.state === "idle" && !waiting) send(next);
    else setWaiting(next);
  };

  const current = () => state ?? { favourites: [], remindersEnabled: true };

  function add(team: FavouriteTeam): AddResult {
    const now = current();
    const taken = now.favourites.some(
      (existing) =>
        existing.id === team.id || (existing.sport === team.sport && sameName(existing.name, team.name)),
    );
    if (taken) return "duplicate";
    if (now.favourites.length >= MAX_FAVOURITES) return "full";
    setLastRemoved((removed) => (removed && removed.team.id === team.id ? null : removed));
    commit({ ...now, favourites: [...now.favourites, team] });
    return "added";
  }

  function remove(id: string) {
    const now = current();
    const index = now.favourites.findIndex((team) => team.id === id);
    const team = now.favourites[index];
    if (!team) return;
    setLastRemoved({ team, index });
    commit({ ...now, favourites: now.favourites.filter((existing) => existing.id !== id) });
  }

  function undoRemove() {
    const now = current();
    if (!lastRemoved) return;
    setLastRemoved(null);
    if (now.favourites.some((team) => team.id === lastRemoved.team.id)) return;
    const favourites = [...now.favourites];
    favourites.splice(Math.min(lastRemoved.index, favourites.length), 0, lastRemoved.team);
    commit({ ...now, favourites });
  }

  function setLeadTime(id: string, notificationDays: LeadTime) {
    const now = current();
    commit({
      ...now,
      favourites: now.favourites.map((team) => (team.id === id ? { ...team, notificationDays } : team)),
    });
  }

  return {
    /** null until the first copy (server, else cache) is in. */
    state,
    saving: Boolean(saving || waiting),
    lastRemoved: lastRemoved?.team ?? null,
    dismissUndo: () => setLastRemoved(null),
    add,
    remove,
    undoRemove,
    setLeadTime,
    setRemindersEnabled: (remindersEnabled: boolean) => commit({ ...current(), remindersEnabled }),
  };
}

export type Favourites = ReturnType<typeof useFavourites>;
