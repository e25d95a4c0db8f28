import { Check, X } from "lucide-react";
import type { HostView } from "~/lib/contract/quiz-night";
import { sameOption } from "~/lib/quiz/answers";
import { cn } from "../../../ui/cn";
import { useCountdown } from "../../night/use-night-socket";

const LETTERS = ["A", "B", "C", "D"];

/**
 * The question on the TV: text, options (the right one lit after the reveal), the countdown and how
 * many teams have answered. After the lock the host sees each team's answer and can overturn a mark.
 */
export function LiveQuestion({
  view,
  onOverride,
}: {
  view: HostView;
  onOverride: (move: { teamId: string; questionId: string; correct: boolean }) => void;
}) {
  const question = view.question!;
  const seconds = useCountdown(view);
  const revealed = view.phase === "revealed";
  const phoneTeams = view.teams.filter((team) => !team.paper);
  return (
    <div className="m-auto flex w-full max-w-[min(90rem,95vw)] flex-col gap-[2.5vh] text-[length:max(1rem,min(3.2vh,2vw))]">
      <p className="flex flex-wrap items-baseline justify-between gap-3 text-white/80">
        <span>
          {question.mode === "number"
            ? "Tiebreaker: nearest wins"
            : `${question.roundName} · Question ${question.number} of ${question.total}`}
        </span>
        <span role="status">
          {view.phase === "open" && seconds !== null ? (
            <span className="font-mono text-[1.6em] font-bold text-white">{seconds}s</span>
          ) : view.phase === "locked" ? (
            "Answers locked"
          ) : null}
          <span className="ml-4">
            {view.answers.filter((a) => a.answer !== "").length} of {phoneTeams.length} answered
          </span>
        </span>
      </p>
      <h2 className="text-[1.9em] leading-tight font-bold">{question.text}</h2>
      {question.imageUrl && (
        <img
          src={question.imageUrl}
          alt={`For question ${question.number}`}
          className="max-h-[35vh] self-start rounded-xl"
        />
      )}
      {question.options && (
        <ol className="grid gap-[1.5vh] md:grid-cols-2">
          {question.options.map((option, index) => {
            const right = revealed && sameOption(option, question.answer);
            return (
              <li
                key={option}
                className={cn(
                  "flex items-center gap-3 rounded-xl border-2 px-4 py-[1.2vh]",
                  right ? "border-green-400 bg-green-500/20 font-bold" : "border-white/15 bg-white/5",
                  revealed && !right && "opacity-50",
                )}
              >
                <span className="font-mono text-brass-300">{LETTERS[index]}</span> {option}
              </li>
            );
          })}
        </ol>
      )}
      {revealed && (
        <p className="text-[1.3em]">
          Answer: <strong className="text-green-300">{question.answer}</strong>
        </p>
      )}
      {view.phase !== "open" && view.answers.length > 0 && (
        <section aria-label="Teams' answers" className="text-[0.7em]">
          <h3 className="mb-2 font-semibold text-white/80">Teams' answers (click a mark to overturn it)</h3>
          <ul className="grid gap-1 sm:grid-cols-2 xl:grid-cols-3">
            {view.answers.map((answer) => {
              const team = view.teams.find((t) => t.id === answer.teamId);
              if (!team) return null;
              return (
                <li key={answer.teamId} className="flex items-center gap-2 rounded-lg bg-white/5 px-3 py-1">
                  <span className="min-w-0 flex-1 truncate">
                    {team.name}: <em>{answer.answer || "(no answer)"}</em>
                  </span>
                  <button
                    type="button"
                    onClick={() =>
                      onOverride({ teamId: team.id, questionId: question.id, correct: !answer.correct })
                    }
                    aria-label={`${team.name}: marked ${answer.correct ? "right" : "wrong"}. Mark ${answer.correct ? "wrong" : "right"}`}
                    className={cn("rounded-md p-1", answer.correct ? "bg-green-600" : "bg-red-700")}
                    disabled={question.mode === "number"}
                  >
                    {answer.correct ? (
                      <Check className="size-5" aria-hidden="true" />
                    ) : (
                      <X className="size-5" aria-hidden="true" />
                    )}
                  </button>
                  {answer.overridden && <span className="text-white/60">host</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
