import { useId } from "react";
import { CATEGORY_LABELS, MIX_CATEGORIES, QUIZ_LIMITS } from "~/lib/quiz/constants";
import { Card } from "../../ui/card";
import { Slider } from "../shared";
import type { QuizForm } from "./quiz-form";
import { SwitchRow } from "./switch-row";

const { mix } = QUIZ_LIMITS;

/** How much of each kind of question, and the picture round, team names and teasers switches. */
export function ContentMix({
  form,
  setForm,
}: {
  form: QuizForm;
  setForm: (update: (form: QuizForm) => QuizForm) => void;
}) {
  const id = useId();
  const update = <K extends keyof QuizForm>(key: K, value: QuizForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  return (
    <Card className="space-y-5">
      <div>
        <h2 className="font-display text-2xl font-bold">Content mix</h2>
        <p className="mt-1 text-sm text-muted">
          How much of each kind of question you'd like, from none to lots.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {MIX_CATEGORIES.map((category) => (
          <Slider
            key={category}
            id={`${id}-mix-${category}`}
            label={CATEGORY_LABELS[category]}
            value={form.mix[category]}
            min={mix.min}
            max={mix.max}
            step={mix.step}
            valueText={`${form.mix[category]}%`}
            onChange={(value) =>
              setForm((current) => ({ ...current, mix: { ...current.mix, [category]: value } }))
            }
          />
        ))}
      </div>
      <div className="grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-3">
        <SwitchRow
          label="Picture round"
          hint="Flags and pictures to show on the TV"
          checked={form.pictureRound}
          onChange={(value) => update("pictureRound", value)}
        />
        <SwitchRow
          label="Team name suggestions"
          hint="Pun-filled names for the tables"
          checked={form.includeTeamNames}
          onChange={(value) => update("includeTeamNames", value)}
        />
        <SwitchRow
          label="Social teasers"
          hint="Posts to promote the night"
          checked={form.createSocialTeasers}
          onChange={(value) => update("createSocialTeasers", value)}
        />
      </div>
    </Card>
  );
}
