import type { AnswerMode, HostMessage, HostView } from "~/lib/contract/quiz-night";
import { cn } from "../../../ui/cn";

const MODES: { mode: AnswerMode; label: string }[] = [
  { mode: "options", label: "four options" },
  { mode: "typed", label: "a text box" },
];

/**
 * Rounds whose first question has not been shown yet: only those can still change how phones answer
 * (the night refuses a change while one of the round's questions is open).
 */
export function upcomingRounds(view: HostView): HostView["rounds"] {
  const shownUpTo = view.phase === "lobby" ? 0 : (view.question?.number ?? 0);
  let firstOfRound = 1;
  const upcoming: HostView["rounds"] = [];
  for (const round of view.rounds) {
    if (firstOfRound > shownUpTo) upcoming.push(round);
    firstOfRound += round.questions;
  }
  return upcoming;
}

/**
 * Per round, before it starts: phones show the four options, or a text box marked with tolerance
 * for case, accents, articles, small typos and the question's aliases. Radio buttons, so the arrow
 * keys move between the two and Tab between rounds.
 */
export function RoundModes({
  view,
  send,
  className,
}: {
  view: HostView;
  send: (move: HostMessage) => boolean;
  className?: string;
}) {
  const rounds = upcomingRounds(view);
  if (rounds.length === 0) return null;
  return (
    <section
      aria-labelledby="round-modes-title"
      className={cn("flex flex-col gap-2 text-[0.8em]", className)}
    >
      <h3 id="round-modes-title" className="font-semibold text-white/80">
        Phones show, round by round
      </h3>
      <ul className="flex flex-col gap-1.5">
        {rounds.map((round) => (
          <li key={round.round}>
            <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg bg-white/5 px-3 py-1.5">
              <legend className="sr-only">
                Round {round.round}, {round.name}: phones show
              </legend>
              <span aria-hidden="true" className="w-full min-w-0 break-words sm:w-auto sm:flex-1">
                R{round.round} {round.name}
              </span>
              {MODES.map(({ mode, label }) => (
                <label key={mode} className="flex min-h-9 items-center gap-2">
                  <input
                    type="radio"
                    name={`round-mode-${round.round}`}
                    className="size-5 accent-brass-400"
                    checked={round.mode === mode}
                    onChange={() => send({ type: "roundMode", round: round.round, mode })}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
    </section>
  );
}
