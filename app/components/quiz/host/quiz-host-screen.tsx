import { ChevronLeft, ChevronRight, Eye, Maximize, Minimize, Timer, Trophy, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, api } from "~/lib/api-client";
import type { Quiz } from "~/lib/contract/quiz";
import { sameOption } from "~/lib/quiz/answers";
import { CATEGORY_ICONS, CATEGORY_LABELS } from "~/lib/quiz/constants";
import { cn } from "../../ui/cn";
import { isCategory } from "../shared";
import { buildSlides, type Slide } from "./build-slides";
import { type HostTeam, hostTeam, ScorePanel } from "./score-panel";

const TIMER_CHOICES = [0, 20, 30, 45, 60, 90] as const;

type Loaded =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed" }
  | { status: "ready"; quiz: Quiz };

/** Keys typed into a field belong to the field, not to the presenter. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The host screen for the pub TV: one slide at a time in big type, answers revealed on cue, an optional
 * timer, and the scores with a live leaderboard. Works from the keyboard, a clicker, or a phone.
 */
export function QuizHostScreen({ quizId }: { quizId: string }) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [timerChoice, setTimerChoice] = useState<number>(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [scoresOpen, setScoresOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [teams, setTeams] = useState<HostTeam[]>([]);
  const [attendance, setAttendance] = useState("");
  const [hydrated, setHydrated] = useState(false);
  const stage = useRef<HTMLDivElement>(null);

  const quiz = loaded.status === "ready" ? loaded.quiz : null;
  const slides = useMemo(() => (quiz ? buildSlides(quiz) : []), [quiz]);
  const slide: Slide | undefined = slides[index];
  const exitTo = `/quiz-generator?quiz=${encodeURIComponent(quizId)}`;

  useEffect(() => {
    setHydrated(true);
    let stopped = false;
    api<Quiz>(`/api/quiz/${encodeURIComponent(quizId)}`).then(
      (found) => {
        if (stopped) return;
        setLoaded({ status: "ready", quiz: found });
        setTeams(found.teams.map((team) => hostTeam(team.name, team.score)));
        if (found.usageStats.attendanceCount !== null)
          setAttendance(String(found.usageStats.attendanceCount));
      },
      (error: unknown) => {
        if (stopped) return;
        setLoaded({ status: error instanceof ApiError && error.status === 404 ? "missing" : "failed" });
      },
    );
    return () => {
      stopped = true;
    };
  }, [quizId]);

  const go = useCallback(
    (step: number) => {
      setIndex((current) => Math.min(Math.max(current + step, 0), Math.max(slides.length - 1, 0)));
      setRevealed(false);
    },
    [slides.length],
  );

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // The per-question timer restarts on every question and stops at zero.
  const timed = slide?.kind === "question" || slide?.kind === "tiebreaker";
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the clock.
  useEffect(() => {
    setRemaining(timed && timerChoice > 0 ? timerChoice : null);
  }, [timed, timerChoice, index]);
  useEffect(() => {
    if (remaining === null || remaining <= 0 || revealed) return;
    const timer = window.setTimeout(() => setRemaining((value) => (value === null ? null : value - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining, revealed]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        // Esc closes the scores first; with nothing open it leaves (unless the browser is leaving full screen).
        if (scoresOpen) return setScoresOpen(false);
        if (document.fullscreenElement) return;
        event.preventDefault();
        navigate(exitTo);
        return;
      }
      if (typingIn(event.target)) return;
      // Enter and Space on a focused button press that button; don't do it twice.
      const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
      if (onButton && (event.key === "Enter" || event.key === " ")) return;
      switch (event.key) {
        case "ArrowRight":
        case " ":
        case "PageDown":
          event.preventDefault();
          go(1);
          break;
        case "ArrowLeft":
        case "PageUp":
          event.preventDefault();
          go(-1);
          break;
        case "r":
        case "R":
        case "Enter":
          event.preventDefault();
          setRevealed(true);
          break;
        case "f":
        case "F":
          event.preventDefault();
          toggleFullscreen();
          break;
        case "s":
        case "S":
          event.preventDefault();
          setScoresOpen((open) => !open);
          break;
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, navigate, exitTo, scoresOpen, toggleFullscreen]);

  if (!quiz || !slide) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-950 p-6 text-center text-white">
        {loaded.status === "loading" ? (
          <>
            <span
              role="status"
              aria-label="Loading the quiz"
              className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-brass-400"
            />
            <h1 className="font-display text-3xl font-bold">Setting up the quiz…</h1>
          </>
        ) : (
          <>
            <h1 className="font-display text-3xl font-bold">
              {loaded.status === "missing"
                ? "That quiz isn't in your library"
                : "The quiz couldn't be loaded"}
            </h1>
            <p className="text-white/80">
              {loaded.status === "missing"
                ? "It may belong to another account, or the link is wrong."
                : "Check the connection and try again."}
            </p>
            <Link
              to="/quiz-generator"
              className="rounded-lg bg-brass-400 px-5 py-3 font-semibold text-stone-950"
            >
              Back to the quiz generator
            </Link>
          </>
        )}
      </main>
    );
  }

  const position = slides.length > 1 ? Math.round((index / (slides.length - 1)) * 100) : 100;
  const canReveal = slide.kind === "question" || slide.kind === "tiebreaker";

  return (
    <div
      ref={stage}
      data-hydrated={hydrated || undefined}
      className="flex min-h-dvh flex-col bg-stone-950 text-white lg:grid lg:h-dvh lg:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="flex min-h-dvh min-w-0 flex-col lg:min-h-0">
        <header className="flex flex-wrap items-center gap-2 border-b border-white/10 px-3 py-2 sm:px-5">
          <p className="min-w-0 flex-1 truncate text-sm text-white/80 sm:text-base">
            <span className="font-semibold text-white">{quiz.title}</span>
            <span className="hidden sm:inline"> · {slideLabel(slide)}</span>
          </p>
          <label className="flex items-center gap-1.5 text-sm text-white/80">
            <Timer className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Timer</span>
            <select
              value={timerChoice}
              onChange={(event) => setTimerChoice(Number(event.target.value))}
              className="h-9 rounded-lg border border-white/20 bg-stone-900 px-2 text-sm text-white"
            >
              {TIMER_CHOICES.map((seconds) => (
                <option key={seconds} value={seconds}>
                  {seconds === 0 ? "Off" : `${seconds}s`}
                </option>
              ))}
            </select>
          </label>
          <TopButton onClick={() => setScoresOpen((open) => !open)} pressed={scoresOpen} label="Scores">
            <Trophy className="size-5" aria-hidden="true" />
          </TopButton>
          <TopButton
            onClick={toggleFullscreen}
            label={fullscreen ? "Exit full screen" : "Full screen"}
            className="hidden sm:inline-flex"
          >
            {fullscreen ? (
              <Minimize className="size-5" aria-hidden="true" />
            ) : (
              <Maximize className="size-5" aria-hidden="true" />
            )}
          </TopButton>
          <TopButton onClick={() => navigate(exitTo)} label="Exit">
            <X className="size-5" aria-hidden="true" />
          </TopButton>
        </header>
        <div
          className="h-1 bg-white/10"
          role="progressbar"
          aria-label="Position in the quiz"
          aria-valuenow={position}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full bg-brass-400 transition-[width]" style={{ width: `${position}%` }} />
        </div>

        <main className="flex min-h-0 flex-1 flex-col items-center justify-center overflow-y-auto px-4 py-6 sm:px-10">
          <h1 className="sr-only">Host screen: {quiz.title}</h1>
          <SlideView slide={slide} revealed={revealed} remaining={remaining} />
        </main>

        <footer className="grid grid-cols-3 gap-2 border-t border-white/10 p-3 sm:px-5">
          <button
            type="button"
            onClick={() => go(-1)}
            disabled={index === 0}
            className="flex h-14 items-center justify-center gap-1 rounded-xl bg-white/10 text-lg font-semibold hover:bg-white/20 disabled:opacity-40"
          >
            <ChevronLeft className="size-6" aria-hidden="true" />
            Back
          </button>
          <button
            type="button"
            onClick={() => setRevealed(true)}
            disabled={!canReveal || revealed}
            className="flex h-14 items-center justify-center gap-1 rounded-xl bg-brass-400 text-lg font-bold text-stone-950 hover:bg-brass-300 disabled:opacity-40"
          >
            <Eye className="size-6" aria-hidden="true" />
            <span className="sm:hidden">Reveal</span>
            <span className="hidden sm:inline">Reveal answer</span>
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            disabled={index >= slides.length - 1}
            className="flex h-14 items-center justify-center gap-1 rounded-xl bg-white/10 text-lg font-semibold hover:bg-white/20 disabled:opacity-40"
          >
            Next
            <ChevronRight className="size-6" aria-hidden="true" />
          </button>
          <p className="col-span-3 hidden text-center text-xs text-white/70 md:block">
            → or Space next · ← back · R or Enter reveal · S scores · F full screen · Esc exit
          </p>
        </footer>
      </div>

      {scoresOpen && (
        <div className="fixed inset-0 z-40 lg:static lg:z-auto lg:w-[24rem]">
          <ScorePanel
            quiz={quiz}
            teams={teams}
            setTeams={setTeams}
            attendance={attendance}
            setAttendance={setAttendance}
            onClose={() => setScoresOpen(false)}
            onSaved={(saved) =>
              setLoaded({
                status: "ready",
                quiz: { ...quiz, usageStats: saved.usageStats, teams: saved.teams },
              })
            }
          />
        </div>
      )}
    </div>
  );
}

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
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-white/10",
        pressed ? "bg-white/15" : "",
        className,
      )}
    >
      {children}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}

function SlideView({
  slide,
  revealed,
  remaining,
}: {
  slide: Slide;
  revealed: boolean;
  remaining: number | null;
}) {
  if (slide.kind === "round") {
    return (
      <div className="text-center">
        <p className="text-lg font-semibold tracking-widest text-brass-300 uppercase sm:text-2xl">
          {slide.subtitle}
        </p>
        <h2 className="mt-4 font-display text-5xl leading-tight font-bold sm:text-7xl lg:text-8xl">
          {slide.title}
        </h2>
        <p className="mt-8 text-white/70">Press → or Next to start</p>
      </div>
    );
  }
  if (slide.kind === "end") {
    return (
      <div className="text-center">
        <h2 className="font-display text-5xl font-bold sm:text-7xl">That's the quiz!</h2>
        <p className="mt-6 text-xl text-white/80 sm:text-2xl">
          Pens down — time to mark the answers and crown the winners.
        </p>
        <p className="mt-4 text-white/70">
          Open Scores (S) to enter each team's total and save the night's results.
        </p>
      </div>
    );
  }
  if (slide.kind === "tiebreaker") {
    const { tiebreaker } = slide;
    return (
      <div className="w-full max-w-5xl text-center">
        <SlideMeta
          left={`Tiebreaker ${slide.number} of ${slide.count}`}
          right="Nearest wins"
          remaining={remaining}
        />
        <h2 className="mt-6 font-display text-4xl leading-tight font-bold sm:text-6xl">
          {tiebreaker.question}
        </h2>
        <div aria-live="polite" className="mt-8 min-h-24">
          {revealed && (
            <div className="rounded-2xl bg-brass-400 px-6 py-4 text-stone-950">
              <p className="font-display text-4xl font-bold sm:text-6xl">
                {tiebreaker.answer.toLocaleString("en-GB")}
                {tiebreaker.unit ? ` ${tiebreaker.unit}` : ""}
              </p>
              {tiebreaker.explanation && <p className="mt-2 text-lg">{tiebreaker.explanation}</p>}
            </div>
          )}
        </div>
      </div>
    );
  }
  const { question } = slide;
  const category = isCategory(question.category) ? question.category : null;
  return (
    <div className="w-full max-w-6xl">
      <SlideMeta
        left={`Question ${slide.inRound} of ${slide.roundSize}`}
        right={category ? `${CATEGORY_ICONS[category]} ${CATEGORY_LABELS[category]}` : question.category}
        remaining={remaining}
      />
      <div
        className={cn(
          "mt-4 grid items-center gap-6",
          question.imageUrl && "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]",
        )}
      >
        <h2 className="text-center font-display text-3xl leading-tight font-bold sm:text-5xl lg:text-6xl">
          <span className="mr-1 text-brass-300">{slide.number}.</span> {question.question}
        </h2>
        {question.imageUrl && (
          <img
            src={question.imageUrl}
            alt={`Clue for question ${slide.number}`}
            className="mx-auto max-h-[40vh] w-auto rounded-2xl bg-white object-contain p-2 lg:max-h-[55vh]"
          />
        )}
      </div>
      <ul className="mx-auto mt-8 grid max-w-5xl gap-3 sm:grid-cols-2">
        {question.options.map((option, optionIndex) => {
          const right = revealed && sameOption(option, question.answer);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: four fixed slots, A to D (texts may change while editing).
              key={optionIndex}
              className={cn(
                "flex items-center gap-4 rounded-2xl border-2 px-5 py-3 text-xl sm:text-3xl",
                right
                  ? "border-brass-300 bg-brass-400 font-bold text-stone-950"
                  : revealed
                    ? "border-white/10 text-white/60"
                    : "border-white/20 bg-white/5",
              )}
            >
              <span className={cn("font-bold", right ? "text-stone-950" : "text-brass-300")}>
                {String.fromCharCode(65 + optionIndex)}
              </span>
              <span className="min-w-0 break-words">{option}</span>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite" className="mx-auto mt-6 max-w-5xl text-center">
        {revealed && (
          <>
            <p className="font-display text-3xl font-bold text-brass-300 sm:text-5xl">
              Answer: {question.answer}
            </p>
            {question.explanation && (
              <p className="mt-3 text-lg text-white/80 sm:text-2xl">{question.explanation}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function SlideMeta({ left, right, remaining }: { left: string; right: string; remaining: number | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-base text-white/80 sm:text-xl">
      <span className="font-semibold">{left}</span>
      {remaining !== null && (
        <span
          role="timer"
          aria-label={`${remaining} seconds left`}
          className={cn(
            "rounded-full px-4 py-1 font-display text-2xl font-bold tabular-nums sm:text-4xl",
            remaining === 0
              ? "bg-red-600 text-white"
              : remaining <= 5
                ? "bg-amber-400 text-stone-950"
                : "bg-white/10",
          )}
        >
          {remaining === 0 ? "Time's up!" : `${remaining}s`}
        </span>
      )}
      <span>{right}</span>
    </div>
  );
}
