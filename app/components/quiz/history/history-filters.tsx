import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Card } from "../../ui/card";
import { Input } from "../../ui/input";
import type { HistoryQuery } from "../page-data";
import { HISTORY_FILTERS, HISTORY_SORTS, MAX_SEARCH } from "../quiz-url";

/** How long typing settles before the library is asked again. */
const SEARCH_SETTLE_MS = 250;

/** Search, sort and filter: each change is a new address, so the loader reads the list afresh. */
export function HistoryFilters({
  query,
  onQuery,
}: {
  query: HistoryQuery;
  onQuery: (query: HistoryQuery) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(query.search);
  const asked = useRef(query.search);

  // Back and Forward change the search under the box: the box follows (but never undoes typing).
  useEffect(() => {
    if (query.search === asked.current) return;
    asked.current = query.search;
    setTyped(query.search);
  }, [query.search]);

  useEffect(() => {
    const search = typed.trim();
    if (search === asked.current) return;
    const timer = window.setTimeout(() => {
      asked.current = search;
      onQuery({ ...query, search });
    }, SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query, onQuery]);

  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search quizzes
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 size-5 text-muted" aria-hidden="true" />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search quizzes"
          value={typed}
          maxLength={MAX_SEARCH}
          onChange={(event) => setTyped(event.target.value)}
          className="pl-10"
        />
      </div>
      <SelectField
        id={`${id}-sort`}
        label="Sort"
        value={query.sort}
        options={HISTORY_SORTS}
        onChange={(sort) => onQuery({ ...query, sort })}
      />
      <SelectField
        id={`${id}-filter`}
        label="Filter"
        value={query.filter}
        options={HISTORY_FILTERS}
        onChange={(filter) => onQuery({ ...query, filter })}
      />
    </Card>
  );
}

function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base"
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
