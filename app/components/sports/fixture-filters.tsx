import {
  FILTER_LABELS,
  FIXTURE_FILTERS,
  type FixtureFilter,
  SPORT_LABELS,
  SPORTS,
  type Sport,
} from "~/lib/sports/constants";
import { cn } from "../ui/cn";

export type SportChoice = Sport | "all";

interface FixtureFiltersProps {
  filter: FixtureFilter;
  sport: SportChoice;
  onFilterChange: (filter: FixtureFilter) => void;
  onSportChange: (sport: SportChoice) => void;
}

/** The five filter tabs (a row that scrolls sideways on a phone) and the sport dropdown. */
export function FixtureFilters({ filter, sport, onFilterChange, onSportChange }: FixtureFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="sr-only">Show fixtures</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin] lg:mx-0 lg:px-0">
          {FIXTURE_FILTERS.map((value) => {
            const active = value === filter;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                onClick={() => onFilterChange(value)}
                className={cn(
                  "h-10 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-stone-300 bg-white text-ink hover:bg-stone-50",
                )}
              >
                {FILTER_LABELS[value]}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor="sport-filter" className="text-sm font-semibold">
          Sport
        </label>
        <select
          id="sport-filter"
          value={sport}
          onChange={(event) => onSportChange(event.target.value as SportChoice)}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base lg:w-48 lg:flex-none"
        >
          <option value="all">All sports</option>
          {SPORTS.map((value) => (
            <option key={value} value={value}>
              {SPORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
