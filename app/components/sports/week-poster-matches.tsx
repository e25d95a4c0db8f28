import { Checkbox } from "radix-ui";
import { useId } from "react";
import type { Fixture } from "~/lib/contract/sports";
import { longLondonDate } from "~/lib/time";
import { Button } from "../ui/button";
import { fixtureTitle } from "./fixture-card";

/** What fits on one A4 sheet (the server refuses more). */
export const MAX_ON_POSTER = 40;

/** The week's televised matches by day, each with a box to put it on the poster. */
export function PosterMatches({
  fixtures,
  chosen,
  onChosenChange,
}: {
  fixtures: Fixture[];
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: Set<string>) => void;
}) {
  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChosenChange(next);
  }

  return (
    <fieldset>
      <legend className="flex w-full flex-wrap items-center justify-between gap-2 text-sm font-semibold">
        <span>
          Matches on the poster ({chosen.size} of {fixtures.length})
        </span>
        <span className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChosenChange(new Set(fixtures.slice(0, MAX_ON_POSTER).map((f) => f.id)))}
          >
            Tick all
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChosenChange(new Set())}>
            Clear
          </Button>
        </span>
      </legend>
      <div className="mt-2 max-h-[40dvh] space-y-3 overflow-y-auto rounded-lg border border-stone-200 p-2">
        {groupByDate(fixtures).map(([date, dayFixtures]) => (
          <div key={date}>
            <p className="px-1 text-xs font-bold tracking-wide text-muted uppercase">
              {longLondonDate(date).replace(/ \d{4}$/, "")}
            </p>
            <ul className="mt-1 space-y-1">
              {dayFixtures.map((fixture) => (
                <PosterRow
                  key={fixture.id}
                  fixture={fixture}
                  checked={chosen.has(fixture.id)}
                  onChange={(on) => toggle(fixture.id, on)}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

function PosterRow({
  fixture,
  checked,
  onChange,
}: {
  fixture: Fixture;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start gap-3 rounded-md px-1 py-1.5 hover:bg-stone-50">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator className="text-sm leading-none text-white">✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
        <span className="font-semibold">
          {fixture.kickOffTime} {fixtureTitle(fixture)}
        </span>
        {fixture.isFavourite && (
          <>
            <span className="text-amber-700" aria-hidden="true">
              {" "}
              ★
            </span>
            <span className="sr-only"> (your team)</span>
          </>
        )}
        <span className="block text-muted">
          {fixture.tvChannels.join(", ")}
          {fixture.tvChannelsExpected ? " (expected)" : ""} · {fixture.competition}
        </span>
      </label>
    </li>
  );
}

function groupByDate(fixtures: readonly Fixture[]): Array<[string, Fixture[]]> {
  const days = new Map<string, Fixture[]>();
  for (const fixture of fixtures) days.set(fixture.date, [...(days.get(fixture.date) ?? []), fixture]);
  return [...days.entries()];
}
