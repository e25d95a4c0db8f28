import { Maximize, Minimize, Timer, Trophy, X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../ui/cn";
import type { Slide } from "./build-slides";
import { RunItLive } from "./live/run-it-live";
import { type QuizHostState, TIMER_CHOICES } from "./use-quiz-host";

/** Scales with the screen like the slides, a step smaller: readable on the TV, compact on a phone. */
const BAR_TYPE = "text-[length:max(0.875rem,min(2.2vh,1.25vw))]";

function slideLabel(slide: Slide): string {
  switch (slide.kind) {
    case "round":
      return slide.title;
    case "question":
      return `${slide.roundTitle} · Question ${slide.inRound} of ${slide.roundSize}`;
    case "tiebreaker":
      return `Tiebreaker ${slide.number} of ${slide.count}`;
    case "end":
      return "The end";
  }
}

/** The bar above the slides: where we are, the timer, scores, full screen and exit. */
export function HostToolbar({ host }: { host: QuizHostState }) {
  return (
    <header
      className={cn(
        "flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-[0.6vh] sm:px-5",
        BAR_TYPE,
      )}
    >
      <p className="min-w-0 flex-1 truncate text-white/80">
        <span className="font-semibold text-white">{host.quiz.title}</span>
        <span className="hidden sm:inline"> · {slideLabel(host.slide)}</span>
      </p>
      <label className="flex items-center gap-1.5 text-white/80">
        <Timer className="size-[1.2em]" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Timer</span>
        <select
          value={host.timerChoice}
          onChange={(event) => host.setTimerChoice(Number(event.target.value))}
          className="h-[2.4em] rounded-lg border border-white/20 bg-stone-900 px-2 text-white"
        >
          {TIMER_CHOICES.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? "Off" : `${seconds}s`}
            </option>
          ))}
        </select>
      </label>
      <RunItLive quizId={host.quiz.id} />
      <TopButton onClick={() => host.setScoresOpen((open) => !open)} label="Scores" pressed={host.scoresOpen}>
        <Trophy className="size-[1.3em]" aria-hidden="true" />
      </TopButton>
      <TopButton
        onClick={host.toggleFullscreen}
        label={host.fullscreen ? "Exit full screen" : "Full screen"}
        className="hidden sm:inline-flex"
      >
        {host.fullscreen ? (
          <Minimize className="size-[1.3em]" aria-hidden="true" />
        ) : (
          <Maximize className="size-[1.3em]" aria-hidden="true" />
        )}
      </TopButton>
      <TopButton onClick={host.exit} label="Exit">
        <X className="size-[1.3em]" aria-hidden="true" />
      </TopButton>
    </header>
  );
}

function TopButton({
  onClick,
  label,
  pressed,
  className,
  children,
}: {
  onClick: () => void;
  label: string;
  pressed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={cn(
        "inline-flex h-[max(2.5rem,2.6em)] items-center gap-1.5 rounded-lg px-3 font-semibold hover:bg-white/10",
        pressed ? "bg-white/15" : "",
        className,
      )}
    >
      {children}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}
