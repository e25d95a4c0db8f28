import { Plus, Sparkles, Trash2, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError, api } from "~/lib/api-client";
import type { JobStatusResponse } from "~/lib/contract/jobs";
import type { CustomRound, QuizGenerationInput } from "~/lib/contract/quiz";
import type { Fixture, FixturesResponse } from "~/lib/contract/sports";
import {
  CATEGORY_LABELS,
  crowdLabel,
  difficultyLabel,
  MIX_CATEGORIES,
  type MixCategory,
  QUIZ_DEFAULTS,
  QUIZ_LIMITS,
} from "~/lib/quiz/constants";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { cn } from "../ui/cn";
import { Input, Label } from "../ui/input";
import { ProgressBar } from "../ui/progress-bar";
import { toast } from "../ui/toaster";
import { defaultQuizTitle, errorText, MY_PUB, Slider, shortDate } from "./shared";

const { crowd, difficulty, mix, customRoundQuestions, tiebreakers } = QUIZ_LIMITS;
const QUESTION_COUNTS = [20, 30, 40, 50, 60] as const;
const MAX_ROUNDS = 6;
const MAX_TOPICS = 20;

/** A custom round as typed: the count stays text until it is checked (spec §5: 5-20, else 10). */
export interface RoundDraft {
  key: string;
  name: string;
  category: MixCategory;
  questionCount: string;
  specificArea: string;
  fixtureId: string | null;
}

export interface QuizForm {
  title: string;
  /** True once the landlord types a title: until then it follows the date. */
  titleEdited: boolean;
  quizDate: string;
  localArea: string;
  expectedCrowd: number;
  difficulty: number;
  totalQuestions: number;
  mix: Record<MixCategory, number>;
  pictureRound: boolean;
  includeTeamNames: boolean;
  createSocialTeasers: boolean;
  generateTiebreakers: boolean;
  tiebreakerCount: number;
  customRounds: RoundDraft[];
  excludeTopics: string[];
}

/** The §9 defaults: 40 questions, crowd 45, difficulty 5, the content mix, switches, today's title. */
export function defaultQuizForm(today: string): QuizForm {
  return {
    title: defaultQuizTitle(today),
    titleEdited: false,
    quizDate: today,
    localArea: "",
    expectedCrowd: QUIZ_DEFAULTS.expectedCrowd,
    difficulty: QUIZ_DEFAULTS.difficulty,
    totalQuestions: QUIZ_DEFAULTS.totalQuestions,
    mix: { ...QUIZ_DEFAULTS.categories },
    pictureRound: QUIZ_DEFAULTS.pictureRound,
    includeTeamNames: QUIZ_DEFAULTS.includeTeamNames,
    createSocialTeasers: QUIZ_DEFAULTS.createSocialTeasers,
    generateTiebreakers: QUIZ_DEFAULTS.generateTiebreakers,
    tiebreakerCount: QUIZ_DEFAULTS.tiebreakerCount,
    customRounds: [],
    excludeTopics: [],
  };
}

/** 5-20, and 10 when the box holds no number (spec §5). */
export function roundQuestionCount(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return customRoundQuestions.fallback;
  return Math.min(customRoundQuestions.max, Math.max(customRoundQuestions.min, value));
}

/** The form as the §3 generation request. */
export function toGenerationInput(form: QuizForm): QuizGenerationInput {
  const customRounds: CustomRound[] = form.customRounds.map((round) => ({
    name: round.name.trim(),
    category: round.category,
    questionCount: roundQuestionCount(round.questionCount),
    specificArea: round.specificArea.trim(),
    ...(round.fixtureId ? { fixtureId: round.fixtureId } : {}),
  }));
  return {
    title: form.title.trim(),
    quizDate: form.quizDate,
    expectedCrowd: form.expectedCrowd,
    difficulty: form.difficulty,
    totalQuestions: form.totalQuestions,
    localArea: form.localArea.trim(),
    categories: { ...form.mix, pictureRound: form.pictureRound },
    customRounds,
    excludeTopics: form.excludeTopics,
    includeTeamNames: form.includeTeamNames,
    createSocialTeasers: form.createSocialTeasers,
    generateTiebreakers: form.generateTiebreakers,
    tiebreakerCount: form.tiebreakerCount,
    pubProfileId: MY_PUB,
    localContentWeight: form.mix.local / 100,
  };
}

interface GenerateFormProps {
  form: QuizForm;
  setForm: (update: (form: QuizForm) => QuizForm) => void;
  /** The pub's town, as a hint for the local area field. */
  areaHint: string | null;
  canGenerate: boolean;
  onUpgrade: () => void;
  onCancel: () => void;
  /** The running generation, held by the page so it survives leaving this view. */
  jobId: string | null;
  job: JobStatusResponse | null;
  onStarted: (jobId: string) => void;
}

/** The Generate Quiz form (spec §2), with a real progress bar from the generation job. */
export function GenerateForm({
  form,
  setForm,
  areaHint,
  canGenerate,
  onUpgrade,
  onCancel,
  jobId,
  job,
  onStarted,
}: GenerateFormProps) {
  const id = useId();
  const [starting, setStarting] = useState(false);
  const [showRoundErrors, setShowRoundErrors] = useState(false);
  const generating = starting || jobId !== null;
  const titleMissing = form.title.trim() === "";

  const update = <K extends keyof QuizForm>(key: K, value: QuizForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (generating) return;
    if (titleMissing) {
      toast({
        title: "Title Required",
        description: "Please enter a title for your quiz",
        variant: "destructive",
      });
      return;
    }
    if (form.customRounds.some((round) => round.name.trim() === "")) {
      setShowRoundErrors(true);
      toast({
        title: "Round name needed",
        description: "Each custom round needs a name",
        variant: "destructive",
      });
      return;
    }
    if (form.customRounds.some((round) => round.fixtureId === "")) {
      setShowRoundErrors(true);
      toast({
        title: "Match needed",
        description: NO_FIXTURE,
        variant: "destructive",
      });
      return;
    }
    if (!canGenerate) return onUpgrade();
    setStarting(true);
    try {
      const started = await api<{ jobId: string }>("/api/quiz/generate", {
        method: "POST",
        json: toGenerationInput(form),
      });
      onStarted(started.jobId);
    } catch (cause) {
      console.error("Quiz generation could not start", cause);
      if (cause instanceof ApiError && cause.status === 401) {
        toast({
          title: "Login Required",
          description: "Please log in to generate quizzes.",
          variant: "destructive",
        });
      } else if (cause instanceof ApiError && cause.status === 402) {
        toast({
          title: "Subscription Required",
          description: "Quiz generation requires a paid subscription. Please upgrade your plan.",
          variant: "destructive",
        });
        onUpgrade();
      } else {
        toast({
          title: "Generation Failed",
          description: errorText(cause, "Failed to generate quiz. Please try again."),
          variant: "destructive",
        });
      }
    } finally {
      setStarting(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={generating} noValidate>
      <Card className="space-y-5">
        <h2 className="font-display text-2xl font-bold">Quiz details</h2>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Quiz title</Label>
            <Input
              id={`${id}-title`}
              value={form.title}
              maxLength={120}
              aria-invalid={titleMissing}
              aria-describedby={titleMissing ? `${id}-title-error` : undefined}
              onChange={(event) =>
                setForm((current) => ({ ...current, title: event.target.value, titleEdited: true }))
              }
            />
            {titleMissing && (
              <p id={`${id}-title-error`} className="text-sm text-red-700">
                Please enter a title for your quiz
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-date`}>Quiz date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={form.quizDate}
              onChange={(event) => {
                const quizDate = event.target.value;
                setForm((current) => ({
                  ...current,
                  quizDate,
                  // An untouched title follows the date, so it never names the wrong night.
                  title: current.titleEdited || !quizDate ? current.title : defaultQuizTitle(quizDate),
                }));
              }}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-area`}>
              Local area focus <span className="font-normal text-muted">(optional)</span>
            </Label>
            <Input
              id={`${id}-area`}
              value={form.localArea}
              maxLength={120}
              placeholder={areaHint ? `e.g. ${areaHint}` : "e.g. Headingley, Leeds"}
              onChange={(event) => update("localArea", event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-count`}>Questions</Label>
            <select
              id={`${id}-count`}
              value={form.totalQuestions}
              onChange={(event) => update("totalQuestions", Number(event.target.value))}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
            >
              {QUESTION_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count} questions
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Slider
            id={`${id}-crowd`}
            label="Expected crowd"
            value={form.expectedCrowd}
            min={crowd.min}
            max={crowd.max}
            step={crowd.step}
            valueText={`${form.expectedCrowd} people · ${crowdLabel(form.expectedCrowd)}`}
            onChange={(value) => update("expectedCrowd", value)}
          />
          <Slider
            id={`${id}-difficulty`}
            label="Difficulty"
            value={form.difficulty}
            min={difficulty.min}
            max={difficulty.max}
            valueText={`${form.difficulty}/10 · ${difficultyLabel(form.difficulty)}`}
            onChange={(value) => update("difficulty", value)}
          />
        </div>
      </Card>

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

      <CustomRounds
        rounds={form.customRounds}
        showErrors={showRoundErrors}
        onChange={(customRounds) => update("customRounds", customRounds)}
      />

      <Card className="space-y-5">
        <ExcludeTopics topics={form.excludeTopics} onChange={(topics) => update("excludeTopics", topics)} />
        <div className="space-y-3 border-t border-stone-200 pt-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={form.generateTiebreakers}
              onChange={(event) => update("generateTiebreakers", event.target.checked)}
              className="mt-1 size-5 accent-brand-600"
            />
            <span>
              <span className="block font-semibold">Tiebreaker questions</span>
              <span className="block text-sm text-muted">
                Numeric answers: nearest wins when teams are level.
              </span>
            </span>
          </label>
          {form.generateTiebreakers && (
            <div className="sm:max-w-sm">
              <Slider
                id={`${id}-tiebreakers`}
                label="Number of tiebreakers"
                value={form.tiebreakerCount}
                min={tiebreakers.min}
                max={tiebreakers.max}
                onChange={(value) => update("tiebreakerCount", value)}
              />
            </div>
          )}
        </div>
      </Card>

      <Card className="space-y-4">
        {generating && (
          <div aria-live="polite">
            <ProgressBar value={job?.progress ?? 0} label={progressWords(job?.progress ?? 0, job?.status)} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">Generation time: a few seconds</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onCancel} disabled={generating}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={generating || titleMissing}>
              <Sparkles className="size-5" aria-hidden="true" />
              {generating ? "Generating..." : "Generate Quiz"}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}

/** What the job is doing at this point, in words (the figure itself comes from the job). */
function progressWords(progress: number, status: string | undefined): string {
  if (!status || status === "queued") return "Queued — starting in a moment";
  if (progress < 30) return "Planning the rounds";
  if (progress < 70) return "Choosing and checking questions";
  if (progress < 100) return "Adding pictures, tiebreakers and extras";
  return "Finishing off";
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          checked ? "bg-brand-600" : "bg-stone-400",
        )}
      >
        <span className="sr-only">{label}</span>
        <span
          aria-hidden="true"
          className={cn(
            "block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[1.375rem]" : "translate-x-0.5",
          )}
        />
      </button>
      <label htmlFor={id} className="cursor-pointer">
        <span className="block font-semibold">{label}</span>
        <span id={`${id}-hint`} className="block text-sm text-muted">
          {hint}
        </span>
      </label>
    </div>
  );
}

let nextRoundKey = 1;

const NO_FIXTURE = "Choose the fixture for each match round, or untick 'Match round'.";

function CustomRounds({
  rounds,
  showErrors,
  onChange,
}: {
  rounds: RoundDraft[];
  showErrors: boolean;
  onChange: (rounds: RoundDraft[]) => void;
}) {
  const [fixtures, setFixtures] = useState<Fixture[] | null | "failed">(null);
  const wantsFixtures = rounds.some((round) => round.fixtureId !== null);

  // The match round's choices: loaded the first time someone asks for one.
  useEffect(() => {
    if (!wantsFixtures || fixtures !== null) return;
    let stopped = false;
    api<FixturesResponse>("/api/sports/upcoming-fixtures?filter=all&days=60&limit=60")
      .then((answer) => {
        if (stopped) return;
        const list = Array.isArray(answer?.fixtures) ? answer.fixtures : [];
        setFixtures(list.filter((fixture) => fixture.status !== "finished").slice(0, 60));
      })
      .catch(() => !stopped && setFixtures("failed"));
    return () => {
      stopped = true;
    };
  }, [wantsFixtures, fixtures]);

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
          onClick={() =>
            onChange([
              ...rounds,
              {
                key: `round-${nextRoundKey++}`,
                name: "",
                category: "generalKnowledge",
                questionCount: String(customRoundQuestions.fallback),
                specificArea: "",
                fixtureId: null,
              },
            ])
          }
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

function fixtureWords(fixture: Fixture): string {
  return `${fixture.homeTeam} v ${fixture.awayTeam} — ${shortDate(fixture.date)}, ${fixture.kickOffTime}`;
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
  fixtures: Fixture[] | null | "failed";
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
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
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
          {isMatch &&
            (fixtures === null ? (
              <p className="text-sm text-muted">Loading upcoming fixtures…</p>
            ) : fixtures === "failed" || fixtures.length === 0 ? (
              <p className="text-sm text-amber-900">
                Sports fixture data is temporarily unavailable, so a match round can't be picked just now.
              </p>
            ) : (
              <div className="space-y-1">
                <Label htmlFor={`${id}-fixture`}>Fixture</Label>
                <select
                  id={`${id}-fixture`}
                  value={round.fixtureId ?? ""}
                  aria-invalid={fixtureMissing || undefined}
                  aria-describedby={fixtureMissing ? `${id}-fixture-error` : undefined}
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
                  className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
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
            ))}
        </div>
      </fieldset>
    </li>
  );
}

function ExcludeTopics({ topics, onChange }: { topics: string[]; onChange: (topics: string[]) => void }) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  function add() {
    const topic = draft.trim();
    if (!topic) return setNotice("Type a topic to leave out");
    if (topics.some((existing) => existing.toLowerCase() === topic.toLowerCase())) {
      return setNotice(`"${topic}" is already excluded`);
    }
    if (topics.length >= MAX_TOPICS) return setNotice(`Up to ${MAX_TOPICS} topics`);
    onChange([...topics, topic.slice(0, 60)]);
    setDraft("");
    setNotice(null);
  }

  return (
    <div className="space-y-3">
      <div>
        <h2 className="font-display text-2xl font-bold">Exclude topics</h2>
        <p className="mt-1 text-sm text-muted">
          Anything your regulars are sick of, or that's too close to home.
        </p>
      </div>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-topic`} className="sr-only">
            Topic to exclude
          </Label>
          <Input
            id={`${id}-topic`}
            value={draft}
            maxLength={60}
            placeholder="e.g. Brexit, reality TV"
            aria-describedby={notice ? `${id}-notice` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {notice && (
        <p id={`${id}-notice`} role="status" className="text-sm text-amber-900">
          {notice}
        </p>
      )}
      {topics.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Excluded topics">
          {topics.map((topic) => (
            <li
              key={topic}
              className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white py-1 pr-1 pl-3 text-sm"
            >
              {topic}
              <button
                type="button"
                onClick={() => onChange(topics.filter((other) => other !== topic))}
                aria-label={`Remove ${topic}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
