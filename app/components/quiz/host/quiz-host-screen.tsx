import { ChevronLeft, ChevronRight, Eye } from "lucide-react";
import { useEffect, useState } from "react";
import type { Quiz } from "~/lib/contract/quiz";
import { cn } from "../../ui/cn";
import { HostToolbar } from "./host-toolbar";
import { HostUnavailable } from "./host-unavailable";
import { ScorePanel } from "./score-panel";
import { SlideView } from "./slide-view";
import { useQuizHost } from "./use-quiz-host";

/** The footer's controls, sized for a clicker or a thumb, and a step larger on a TV. */
const CONTROL = cn(
  "flex h-[max(3.5rem,6.5vh)] items-center justify-center gap-1 rounded-xl font-semibold disabled:opacity-40",
  "text-[length:max(1.125rem,min(2.4vh,1.4vw))]",
);

/**
 * The host screen for the pub TV: one slide at a time in type the back of the room can read, answers
 * revealed on cue, an optional timer, and the scores with a live leaderboard. It fills the screen at
 * any size (1080p, 4K, a laptop, a phone), and works from the keyboard, a clicker, or a phone.
 */
export function QuizHostScreen({ quiz, missing }: { quiz: Quiz | null; missing: boolean }) {
  if (!quiz || quiz.questions.length === 0) return <HostUnavailable missing={missing} />;
  return <HostScreen quiz={quiz} />;
}

function HostScreen({ quiz }: { quiz: Quiz }) {
  const host = useQuizHost(quiz);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const { slide, index, slideCount } = host;
  const position = slideCount > 1 ? Math.round((index / (slideCount - 1)) * 100) : 100;
  const canReveal = slide.kind === "question" || slide.kind === "tiebreaker";

  return (
    <div
      data-hydrated={hydrated || undefined}
      className="flex min-h-dvh flex-col bg-stone-950 text-white lg:grid lg:h-dvh lg:grid-cols-[minmax(0,1fr)_auto] lg:grid-rows-[minmax(0,1fr)]"
    >
      {/* The slides size their type to this column (container units), whether or not Scores is open. */}
      <div className="flex min-h-dvh min-w-0 flex-col [container-type:inline-size] lg:min-h-0">
        <HostToolbar host={host} />
        <div
          className="h-[max(0.25rem,0.5vh)] bg-white/10"
          role="progressbar"
          aria-label="Position in the quiz"
          aria-valuenow={position}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-brass-400 transition-[width]" style={{ width: `${position}%` }} />
        </div>

        <main className="flex min-h-0 flex-1 flex-col overflow-y-auto px-[max(1rem,3cqw)] py-[3vh]">
          <h1 className="sr-only">Host screen: {quiz.title}</h1>
          {/* Auto margins centre the slide, and unlike justify-center never cut off its top when it is tall. */}
          <div className="m-auto flex w-full flex-col items-center">
            <SlideView slide={slide} revealed={host.revealed} remaining={host.remaining} />
          </div>
        </main>

        <footer className="grid grid-cols-3 gap-[max(0.5rem,1vw)] border-t border-white/10 px-[max(0.75rem,1.5vw)] py-[max(0.75rem,1.2vh)]">
          <button
            type="button"
            onClick={() => host.go(-1)}
            disabled={index === 0}
            className={cn(CONTROL, "bg-white/10 hover:bg-white/20")}
          >
            <ChevronLeft className="size-[1.4em]" aria-hidden="true" />
            Back
          </button>
          <button
            type="button"
            onClick={host.reveal}
            disabled={!canReveal || host.revealed}
            className={cn(CONTROL, "bg-brass-400 font-bold text-stone-950 hover:bg-brass-300")}
          >
            <Eye className="size-[1.4em]" aria-hidden="true" />
            <span className="sm:hidden">Reveal</span>
            <span className="hidden sm:inline">Reveal answer</span>
          </button>
          <button
            type="button"
            onClick={() => host.go(1)}
            disabled={index >= slideCount - 1}
            className={cn(CONTROL, "bg-white/10 hover:bg-white/20")}
          >
            Next
            <ChevronRight className="size-[1.4em]" aria-hidden="true" />
          </button>
          <p className="col-span-3 hidden text-center text-[length:max(0.75rem,min(1.6vh,0.9vw))] text-white/70 md:block">
            → or Space next · ← back · R or Enter reveal · S scores · F full screen · Esc exit
          </p>
        </footer>
      </div>

      {host.scoresOpen && (
        <div className="fixed inset-0 z-40 lg:static lg:z-auto lg:min-h-0 lg:w-[max(24rem,22vw)]">
          <ScorePanel host={host} />
        </div>
      )}
    </div>
  );
}
