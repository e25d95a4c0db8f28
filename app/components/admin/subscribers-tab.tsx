import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import type { SubscriberSort, UsersUsageQuery, UsersUsageResponse } from "~/lib/contract/admin";
import { SUBSCRIPTION_STATUSES } from "~/lib/plans";
import { count, money, planLabel, STATUS_LABELS, shortDate } from "./format";
import type { SubscriberFilters } from "./use-admin-page";

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

/** How long typing in the search box waits for a pause before asking the server. */
const SEARCH_PAUSE_MS = 250;

interface SubscribersTabProps {
  result: UsersUsageResponse;
  query: UsersUsageQuery;
  onFilter: (next: SubscriberFilters, options?: { replace?: boolean }) => void;
  /** True while the loader reads the table for a new query. */
  updating: boolean;
}

/**
 * Subscribers: the server searches, sorts, filters and pages (the query is the page's address); this
 * table shows one page at a time. Only what is being typed in the search box is kept here.
 */
export function SubscribersTab({ result, query, onFilter, updating }: SubscribersTabProps) {
  const [typed, setTyped] = useState(query.search ?? "");
  // The search last sent: an address changed from elsewhere (Back) is shown in the box, while one
  // this box asked for does not overwrite what has been typed since.
  const sent = useRef(query.search ?? "");
  useEffect(() => {
    const fromAddress = query.search ?? "";
    if (fromAddress !== sent.current) {
      sent.current = fromAddress;
      setTyped(fromAddress);
    }
  }, [query.search]);
  useEffect(() => {
    if (typed.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = typed.trim();
      onFilter({ search: typed }, { replace: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onFilter]);

  // The status and the box are the browser's own, so a choice shows at once (before the loader has
  // read it); an address changed another way (Back) is put back in them here. Focus stays where it is.
  const statusBox = useRef<HTMLSelectElement>(null);
  const overLimitBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (statusBox.current) statusBox.current.value = query.status ?? "";
  }, [query.status]);
  useEffect(() => {
    if (overLimitBox.current) overLimitBox.current.checked = query.overLimit === "true";
  }, [query.overLimit]);

  const sortBy = (sort: SubscriberSort) =>
    onFilter({ sort, dir: query.sort === sort && query.dir === "desc" ? "asc" : "desc" });
  const page = query.page;
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
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="subscriber-status">Status</Label>
          <select
            id="subscriber-status"
            className="h-11 rounded-lg border border-stone-300 bg-white px-3"
            ref={statusBox}
            defaultValue={query.status ?? ""}
            onChange={(event) => onFilter({ status: event.target.value })}
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
            ref={overLimitBox}
            defaultChecked={query.overLimit === "true"}
            onChange={(event) => onFilter({ overLimit: event.target.checked })}
          />
          Over limit only
        </label>
      </Card>

      <div className="flex items-center justify-between text-sm text-muted">
        <span aria-live="polite">
          {count(result.total)} {result.total === 1 ? "account" : "accounts"}
        </span>
        {updating ? <Spinner label="Updating subscribers" /> : null}
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
                  const active = column.sort && query.sort === column.sort;
                  return (
                    <th
                      key={column.label}
                      scope="col"
                      className={column.numeric ? "px-3 py-2 text-right" : "px-3 py-2"}
                      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {column.sort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 font-semibold hover:text-brand-700"
                          onClick={() => column.sort && sortBy(column.sort)}
                        >
                          {column.label}
                          {active ? (
                            query.dir === "asc" ? (
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
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1 || updating}
          onClick={() => onFilter({ page: page - 1 })}
        >
          Previous
        </Button>
        <span className="text-sm text-muted">
          Page {page} of {count(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages || updating}
          onClick={() => onFilter({ page: page + 1 })}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
