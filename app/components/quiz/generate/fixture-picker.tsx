import type { Fixture } from "~/lib/contract/sports";
import { Label } from "../../ui/input";
import { shortDate } from "../shared";
import type { RoundDraft } from "./quiz-form";
import type { MatchFixtures } from "./use-match-fixtures";

const selectClasses = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base";

function fixtureWords(fixture: Fixture): string {
  return `${fixture.homeTeam} v ${fixture.awayTeam} — ${shortDate(fixture.date)}, ${fixture.kickOffTime}`;
}

/** The match round's fixture: a choice of upcoming matches, or why there is none just now. */
export function FixturePicker({
  id,
  round,
  fixtures,
  invalid,
  onChange,
}: {
  id: string;
  round: RoundDraft;
  fixtures: MatchFixtures;
  invalid: boolean;
  onChange: (patch: Partial<RoundDraft>) => void;
}) {
  if (fixtures === "loading") return <p className="text-sm text-muted">Loading upcoming fixtures…</p>;
  if (fixtures === "failed" || fixtures.length === 0) {
    return (
      <p className="text-sm text-amber-900">
        Sports fixture data is temporarily unavailable, so a match round can't be picked just now.
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Fixture</Label>
      <select
        id={id}
        value={round.fixtureId ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          const fixture = fixtures.find((candidate) => candidate.id === event.target.value);
          onChange({
            fixtureId: event.target.value,
            // A blank name takes the match's, so the round is named before the host thinks of it.
            ...(fixture && round.name.trim() === ""
              ? { name: `${fixture.homeTeam} v ${fixture.awayTeam}`.slice(0, 60) }
              : {}),
          });
        }}
        className={selectClasses}
      >
        <option value="" disabled>
          Choose a fixture
        </option>
        {fixtures.map((fixture) => (
          <option key={fixture.id} value={fixture.id}>
            {fixtureWords(fixture)}
          </option>
        ))}
      </select>
    </div>
  );
}
