import { useCallback } from "react";
import { useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toaster";
import type { SubscriberSort, UsersUsageQuery } from "~/lib/contract/admin";
import { useIntent } from "~/lib/use-intent";
import { ADMIN_INTENTS } from "./admin-intents";

export const ADMIN_TABS = [
  { value: "overview", label: "Business Overview" },
  { value: "subscribers", label: "Subscribers" },
  { value: "schedule", label: "Payment Schedule" },
  { value: "tools", label: "Admin Tools" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

/** The address's `tab`: which part of the dashboard is open (a reload or a shared link keeps it). */
export const TAB_PARAM = "tab";

/** What the subscriber table may change; each change is a new address, which the loader reads. */
export interface SubscriberFilters {
  search?: string;
  status?: string;
  overLimit?: boolean;
  sort?: SubscriberSort;
  dir?: "asc" | "desc";
  page?: number;
}

/** The table's query as address parameters, leaving out what is the default. */
export function subscriberParams(query: UsersUsageQuery, tab: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (tab) params.set(TAB_PARAM, tab);
  if (query.search) params.set("search", query.search);
  if (query.status) params.set("status", query.status);
  if (query.overLimit === "true") params.set("overLimit", "true");
  if (query.sort !== "joined" || query.dir !== "desc") {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/**
 * The query an address asks for, read without the server's schema (this runs in the browser): shown
 * while the loader reads it, so a ticked box stays ticked at once. The loader's answer then replaces it.
 */
function queryOf(search: string, fallback: UsersUsageQuery): UsersUsageQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return {
    ...fallback,
    search: params.get("search") ?? undefined,
    status: (params.get("status") ?? undefined) as UsersUsageQuery["status"],
    overLimit: params.get("overLimit") === "true" ? "true" : undefined,
    sort: (params.get("sort") ?? "joined") as SubscriberSort,
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function isTab(value: string | null): value is AdminTab {
  return ADMIN_TABS.some((tab) => tab.value === value);
}

/**
 * The admin page's data and actions. The figures come from the route's loader; the open tab and the
 * subscriber table's search, filters, sort and page live in the address, so the loader reads exactly
 * what is shown and Back undoes a filter. Writes are the route's intents (`ADMIN_INTENTS`).
 */
export function useAdminPage(loaded: UsersUsageQuery | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;
  const query = loaded && updating ? queryOf(navigation.location.search, loaded) : loaded;
  const rawTab = searchParams.get(TAB_PARAM);
  const tab: AdminTab = isTab(rawTab) ? rawTab : "overview";

  const setTab = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === "overview") params.delete(TAB_PARAM);
          else params.set(TAB_PARAM, next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  /** A new search, filter or sort starts again at page 1; typing replaces the entry, the rest push one. */
  const filter = useCallback(
    (next: SubscriberFilters, { replace = false } = {}) => {
      if (!query) return;
      const merged: UsersUsageQuery = {
        ...query,
        ...("search" in next ? { search: next.search?.trim() || undefined } : {}),
        ...("status" in next ? { status: (next.status || undefined) as UsersUsageQuery["status"] } : {}),
        ...("overLimit" in next ? { overLimit: next.overLimit ? "true" : undefined } : {}),
        ...(next.sort ? { sort: next.sort } : {}),
        ...(next.dir ? { dir: next.dir } : {}),
        page: next.page ?? 1,
      };
      setSearchParams(subscriberParams(merged, rawTab), { replace, preventScrollReset: true });
    },
    [query, rawTab, setSearchParams],
  );

  const logout = useIntent(ADMIN_INTENTS, "logout", (answer) => {
    if (!answer.ok) {
      toast({ title: "Logout failed", description: answer.message, variant: "destructive" });
      return;
    }
    // Behind Cloudflare Access the session is Access's own: its logout page ends it.
    if (answer.data.redirectTo) window.location.assign(answer.data.redirectTo);
  });

  return {
    tab,
    setTab,
    filter,
    /** The table's query: the address being read while the loader reads it, else the loader's. */
    query,
    /** True while the loader reads a new address of this page (a search, a filter, another page). */
    updating,
    retry: () => void revalidator.revalidate(),
    retrying: revalidator.state === "loading",
    /** Reads the figures again (the audit log after a CSV download, which is a plain link). */
    refresh: () => void revalidator.revalidate(),
    logout: { submit: () => void logout.submit(null), pending: logout.pending },
  };
}
