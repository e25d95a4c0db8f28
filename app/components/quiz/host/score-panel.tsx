import { Minus, Plus, Trash2, Trophy, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { cn } from "../../ui/cn";
import type { QuizHostState } from "./use-quiz-host";

export interface HostTeam {
  key: number;
  name: string;
  score: number;
}

let nextKey = 1;
export const hostTeam = (name: string, score = 0): HostTeam => ({ key: nextKey++, name, score });

const darkInput =
  "h-12 w-full rounded-lg border border-white/25 bg-white/10 px-3 text-lg text-white placeholder:text-white/60 focus-visible:outline-2 focus-visible:outline-brass-300";

/** Score entry per team with a live leaderboard; Save results records the night (PUT results). */
export function ScorePanel({ host }: { host: QuizHostState }) {
  const { quiz, teams, setTeams, attendance, setAttendance } = host;
  const { problem, setProblem, saving, save: saveResults } = host.results;
  const onClose = () => host.setScoresOpen(false);
  const id = useId();
  const [newTeam, setNewTeam] = useState("");
  const leaderboard = [...teams].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const unusedSuggestions = quiz.teamNames.filter(
    (name) => !teams.some((team) => team.name.toLowerCase() === name.toLowerCase()),
  );

  function addTeam(name: string) {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (teams.some((team) => team.name.toLowerCase() === trimmed.toLowerCase())) {
      setProblem(`${trimmed} is already playing`);
      return;
    }
    setTeams((list) => [...list, hostTeam(trimmed.slice(0, 60))]);
    setNewTeam("");
    setProblem(null);
  }

  const setScore = (key: number, score: number) =>
    setTeams((list) =>
      list.map((team) =>
        team.key === key ? { ...team, score: Math.min(200, Math.max(0, Math.round(score * 2) / 2)) } : team,
      ),
    );

  function save(event: FormEvent) {
    event.preventDefault();
    saveResults();
  }

  return (
    <aside
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col overflow-y-auto border-white/10 bg-stone-900 p-4 text-white lg:border-l"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-2 font-display text-[length:max(1.5rem,min(3.5vh,2vw))] font-bold"
        >
          <Trophy className="size-6 text-brass-300" aria-hidden="true" />
          Scores
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close scores"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>

      <section aria-label="Leaderboard" className="mt-4">
        {leaderboard.length === 0 ? (
          <p className="rounded-xl border border-dashed border-white/25 p-4 text-center text-white/80">
            Add the teams below to keep score.
          </p>
        ) : (
          <ol className="space-y-1.5" aria-live="polite">
            {leaderboard.map((team, index) => (
              <li
                key={team.key}
                className={cn(
                  "flex items-center gap-3 rounded-xl px-3 py-2 text-[length:max(1.125rem,min(2.6vh,1.5vw))]",
                  index === 0 && team.score > 0 ? "bg-brass-400 font-bold text-stone-950" : "bg-white/5",
                )}
              >
                <span className="w-[1.5em] text-right tabular-nums">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate">{team.name}</span>
                <span className="font-bold tabular-nums">{team.score}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <form onSubmit={save} className="mt-6 space-y-4">
        <fieldset className="m-0 min-w-0 space-y-2 border-0 p-0">
          <legend className="mb-2 text-sm font-semibold text-white/80">Enter scores</legend>
          {teams.map((team) => (
            <div key={team.key} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-semibold">{team.name}</span>
              <button
                type="button"
                onClick={() => setScore(team.key, team.score - 1)}
                aria-label={`One point less for ${team.name}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 hover:bg-white/20"
              >
                <Minus className="size-5" aria-hidden="true" />
              </button>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                max={200}
                step={0.5}
                value={team.score}
                aria-label={`Score for ${team.name}`}
                onChange={(event) => setScore(team.key, Number(event.target.value) || 0)}
                className={cn(darkInput, "w-16 shrink-0 px-1 text-center tabular-nums")}
              />
              <button
                type="button"
                onClick={() => setScore(team.key, team.score + 1)}
                aria-label={`One point more for ${team.name}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 hover:bg-white/20"
              >
                <Plus className="size-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => setTeams((list) => list.filter((other) => other.key !== team.key))}
                aria-label={`Remove ${team.name}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white/70 hover:bg-white/10"
              >
                <Trash2 className="size-5" aria-hidden="true" />
              </button>
            </div>
          ))}
        </fieldset>

        <div className="flex gap-2">
          <label htmlFor={`${id}-new`} className="sr-only">
            New team name
          </label>
          <input
            id={`${id}-new`}
            value={newTeam}
            maxLength={60}
            placeholder="Team name"
            onChange={(event) => setNewTeam(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addTeam(newTeam);
              }
            }}
            className={darkInput}
          />
          <button
            type="button"
            onClick={() => addTeam(newTeam)}
            className="h-12 shrink-0 rounded-lg bg-white/15 px-4 font-semibold hover:bg-white/25"
          >
            Add team
          </button>
        </div>
        {unusedSuggestions.length > 0 && (
          <div>
            <p className="text-sm text-white/80">Suggested names</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {unusedSuggestions.slice(0, 8).map((name) => (
                <li key={name}>
                  <button
                    type="button"
                    onClick={() => addTeam(name)}
                    className="rounded-full border border-white/25 px-3 py-1.5 text-sm hover:bg-white/10"
                  >
                    + {name}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="space-y-1">
          <label htmlFor={`${id}-attendance`} className="text-sm font-semibold text-white/80">
            Attendance (people in tonight)
          </label>
          <input
            id={`${id}-attendance`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={attendance}
            onChange={(event) => setAttendance(event.target.value)}
            className={darkInput}
          />
        </div>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-950/60 p-2 text-sm text-red-100">
            {problem}
          </p>
        )}
        <button
          type="submit"
          disabled={saving}
          className="h-12 w-full rounded-lg bg-brass-400 text-lg font-bold text-stone-950 hover:bg-brass-300 disabled:opacity-60"
        >
          {saving ? "Saving…" : "Save results"}
        </button>
      </form>
    </aside>
  );
}
