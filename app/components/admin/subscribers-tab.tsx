import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { ApiError, api } from "~/lib/api-client";
import type { SubscriberSort, UsersUsageResponse } from "~/lib/contract/admin";
import { SUBSCRIPTION_STATUSES } from "~/lib/plans";
import { count, money, planLabel, STATUS_LABELS, shortDate } from "./format";

export interface SubscriberFilters {
  search: string;
  status: string;
  overLimit: boolean;
  sort: SubscriberSort;
  dir: "asc" | "desc";
}

/** The filters as the query string the users-usage call and the CSV export share. */
export function filterQuery(filters: SubscriberFilters, page?: number): string {
  const params = new URLSearchParams({ sort: filters.sort, dir: filters.dir });
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.overLimit) params.set("overLimit", "true");
  if (page) params.set("page", String(page));
  return params.toString();
}

const COLUMNS: Array<{ label: string; sort?: SubscriberSort; numeric?: boolean }> = [
  { label: "Email", sort: "email" },
  { label: "Joined", sort: "joined" },
  { label: "Plan", sort: "plan" },
  { label: "Status", sort: "status" },
  { label: "Tokens", sort: "tokens", numeric: true },
  { label: "Images", sort: "images", numeric: true },
  { label: "Voice min", sort: "voice", numeric: true },
  { label: "Next billing", sort: "billing", numeric: true },
  { label: "Monthly", numeric: true },
  { label: "Total spent", sort: "spent", numeric: true },
];

const DEFAULT_FILTERS: SubscriberFilters = {
  search: "",
  status: "",
  overLimit: false,
  sort: "joined",
  dir: "desc",
};

/** Subscribers: the server searches, sorts, filters and pages; this table shows one page at a time. */
export function SubscribersTab({ initial }: { initial: UsersUsageResponse }) {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState(initial);
  const [loading, setLoading] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const controller = new AbortController();
    // Typing in the search box waits for a pause before asking the server.
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        setResult(
          await api<UsersUsageResponse>(`/api/admin/users-usage?${filterQuery(filters, page)}`, {
            signal: controller.signal,
          }),
        );
      } catch (error) {
        if (controller.signal.aborted) return;
        const denied = error instanceof ApiError && (error.status === 401 || error.status === 403);
        toast({
          title: denied ? "Access Denied" : "Failed to load admin data",
          description: denied ? "Admin access required" : undefined,
          variant: "destructive",
        });
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [filters, page]);

  const update = (next: Partial<SubscriberFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const sortBy = (sort: SubscriberSort) =>
    update({ sort, dir: filters.sort === sort && filters.dir === "desc" ? "asc" : "desc" });
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));

  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="subscriber-search">Search by email</Label>
          <Input
            id="subscriber-search"
            type="search"
            placeholder="e.g. redlion"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="subscriber-status">Status</Label>
          <select
            id="subscriber-status"
            className="h-11 rounded-lg border border-stone-300 bg-white px-3"
            value={filters.status}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">All statuses</option>
            {SUBSCRIPTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={filters.overLimit}
            onChange={(event) => update({ overLimit: event.target.checked })}
          />
          Over limit only
        </label>
      </Card>

      <div className="flex items-center justify-between text-sm text-muted">
        <span aria-live="polite">
          {count(result.total)} {result.total === 1 ? "account" : "accounts"}
        </span>
        {loading ? <Spinner label="Updating subscribers" /> : null}
      </div>

      {result.rows.length === 0 ? (
        <Card className="text-center text-muted">No accounts match these filters.</Card>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full min-w-[900px] text-left text-sm">
            <caption className="caption-bottom px-3 py-2 text-left text-xs text-muted">
              Monthly: what the active plan costs per month (annual ÷ 12). Total spent: every paid invoice and
              top-up since the account joined; across all customers it adds up to the all-time figure under
              the revenue chart.
            </caption>
            <thead className="border-b border-stone-200 bg-stone-50">
              <tr>
                {COLUMNS.map((column) => {
                  const active = column.sort && filters.sort === column.sort;
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      className={column.numeric ? "px-3 py-2 text-right" : "px-3 py-2"}
                      aria-sort={active ? (filters.dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 font-semibold hover:text-brand-700"
                          onClick={() => column.sort && sortBy(column.sort)}
                        >
                          {column.label}
                          {active ? (
                            filters.dir === "asc" ? (
                              <ArrowUp className="size-3.5" aria-hidden="true" />
                            ) : (
                              <ArrowDown className="size-3.5" aria-hidden="true" />
                            )
                          ) : null}
                        </button>
                      ) : (
                        <span className="font-semibold">{column.label}</span>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.id} className="border-b border-stone-100 last:border-0">
                  <td className="max-w-[16rem] truncate px-3 py-2 font-semibold" title={row.email}>
                    {row.email}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{shortDate(row.joinedDate)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{planLabel(row.currentPlan)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <span
                      className={
                        row.subscriptionStatus === "past_due"
                          ? "rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800"
                          : ""
                      }
                    >
                      {STATUS_LABELS[row.subscriptionStatus]}
                    </span>
                    {row.isOverLimit ? (
                      <span className="ml-1 rounded-full bg-brass-100 px-2 py-0.5 text-xs font-semibold text-brass-800">
                        Over limit
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(row.tokensUsed)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(row.imagesGenerated)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{count(row.voiceMinutesUsed)}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {row.daysUntilBilling === null
                      ? "—"
                      : `${row.daysUntilBilling} ${row.daysUntilBilling === 1 ? "day" : "days"} · ${money(row.nextPaymentAmount)}`}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(row.monthlySpending)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{money(row.totalSpent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <nav aria-label="Subscriber pages" className="flex items-center justify-between gap-3">
        <Button variant="outline" size="sm" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-muted">
          Page {page} of {count(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages || loading}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
