import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { CATEGORY_LABELS, MIX_CATEGORIES, type MixCategory, QUIZ_LIMITS } from "~/lib/quiz/constants";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Input, Label } from "../../ui/input";
import { FixturePicker } from "./fixture-picker";
import { MAX_ROUNDS, NO_FIXTURE, newRound, type RoundDraft, roundQuestionCount } from "./quiz-form";
import { type MatchFixtures, useMatchFixtures } from "./use-match-fixtures";

const { customRoundQuestions } = QUIZ_LIMITS;
const selectClasses = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base";

/** The custom rounds: each a name, a category, 5-20 questions, an area, and optionally a fixture. */
export function CustomRounds({
  rounds,
  showErrors,
  onChange,
}: {
  rounds: RoundDraft[];
  showErrors: boolean;
  onChange: (rounds: RoundDraft[]) => void;
}) {
  const fixtures = useMatchFixtures(rounds.some((round) => round.fixtureId !== null));
  const change = (key: string, patch: Partial<RoundDraft>) =>
    onChange(rounds.map((round) => (round.key === key ? { ...round, ...patch } : round)));

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-2xl font-bold">Custom rounds</h2>
          <p className="mt-1 text-sm text-muted">
            Add your own rounds — a {CATEGORY_LABELS.local.toLowerCase()} round about your street, or a match
            round before kick-off.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={rounds.length >= MAX_ROUNDS}
          onClick={() => onChange([...rounds, newRound()])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add round
        </Button>
      </div>
      {rounds.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-muted">
          No custom rounds — the rounds follow your content mix.
        </p>
      ) : (
        <ol className="space-y-3">
          {rounds.map((round, index) => (
            <CustomRoundRow
              key={round.key}
              round={round}
              number={index + 1}
              showErrors={showErrors}
              fixtures={fixtures}
              onChange={(patch) => change(round.key, patch)}
              onRemove={() => onChange(rounds.filter((other) => other.key !== round.key))}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}

function CustomRoundRow({
  round,
  number,
  showErrors,
  fixtures,
  onChange,
  onRemove,
}: {
  round: RoundDraft;
  number: number;
  showErrors: boolean;
  fixtures: MatchFixtures;
  onChange: (patch: Partial<RoundDraft>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const nameMissing = showErrors && round.name.trim() === "";
  const isMatch = round.fixtureId !== null;
  const fixtureMissing = showErrors && round.fixtureId === "";
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <div className="flex items-center justify-between gap-2">
          <legend className="font-semibold">Custom round {number}</legend>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove custom round ${number}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        </div>
        <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_7rem]">
          <div className="space-y-1">
            <Label htmlFor={`${id}-name`}>Round name</Label>
            <Input
              id={`${id}-name`}
              value={round.name}
              maxLength={60}
              placeholder="e.g. Leeds Legends"
              aria-invalid={nameMissing}
              aria-describedby={nameMissing ? `${id}-name-error` : undefined}
              onChange={(event) => onChange({ name: event.target.value })}
            />
            {nameMissing && (
              <p id={`${id}-name-error`} className="text-sm text-red-700">
                Each custom round needs a name
              </p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <select
              id={`${id}-category`}
              value={round.category}
              onChange={(event) => onChange({ category: event.target.value as MixCategory })}
              className={selectClasses}
            >
              {MIX_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-count`}>Questions</Label>
            <Input
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={customRoundQuestions.min}
              max={customRoundQuestions.max}
              value={round.questionCount}
              onChange={(event) => onChange({ questionCount: event.target.value })}
              onBlur={() => onChange({ questionCount: String(roundQuestionCount(round.questionCount)) })}
              aria-describedby={`${id}-count-hint`}
            />
            <p id={`${id}-count-hint`} className="text-xs text-muted">
              5 to 20
            </p>
          </div>
        </div>
        <div className="mt-3 space-y-1">
          <Label htmlFor={`${id}-area`}>
            Specific area <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input
            id={`${id}-area`}
            value={round.specificArea}
            maxLength={120}
            placeholder="e.g. 1990s Britpop, Yorkshire cricket"
            onChange={(event) => onChange({ specificArea: event.target.value })}
          />
        </div>
        <div className="mt-3 space-y-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={isMatch}
              onChange={(event) =>
                onChange(event.target.checked ? { fixtureId: "", category: "sports" } : { fixtureId: null })
              }
              className="size-5 accent-brand-600"
            />
            Match round — built around an upcoming fixture
          </label>
          {fixtureMissing && (
            <p id={`${id}-fixture-error`} role="alert" className="text-sm text-red-700">
              {NO_FIXTURE}
            </p>
          )}
          {isMatch && (
            <FixturePicker
              id={`${id}-fixture`}
              round={round}
              fixtures={fixtures}
              invalid={fixtureMissing}
              onChange={onChange}
            />
          )}
        </div>
      </fieldset>
    </li>
  );
}
