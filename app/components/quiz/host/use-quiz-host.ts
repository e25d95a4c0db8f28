import { useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { Quiz } from "~/lib/contract/quiz";
import { previewSearch } from "../quiz-url";
import { useRecordResults } from "../use-record-results";
import { buildSlides, type Slide } from "./build-slides";
import { type HostTeam, hostTeam } from "./score-panel";

export const TIMER_CHOICES = [0, 20, 30, 45, 60, 90] as const;

/** Keys typed into a field belong to the field, not to the presenter. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The host screen's state, owned by its route: the quiz comes from the loader; which slide is up,
 * the timer, full screen and the scores being kept tonight are the presenter's own until Save
 * results sends them (an intent of the route, after which the loader reads the quiz again).
 */
export function useQuizHost(quiz: Quiz) {
  const navigate = useNavigate();
  const slides = useMemo(() => buildSlides(quiz), [quiz]);
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [timerChoice, setTimerChoice] = useState<number>(0);
  const [remaining, setRemaining] = useState<number | null>(null);
  const [scoresOpen, setScoresOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  // Tonight's scoreboard starts from what was recorded, and is kept here while the night runs.
  const [teams, setTeams] = useState<HostTeam[]>(() =>
    quiz.teams.map((team) => hostTeam(team.name, team.score)),
  );
  const [attendance, setAttendance] = useState(() =>
    quiz.usageStats.attendanceCount === null ? "" : String(quiz.usageStats.attendanceCount),
  );
  const results = useRecordResults({ savedMessage: () => "Scores and attendance are in your quiz history." });

  const slide: Slide = slides[Math.min(index, slides.length - 1)] as Slide;
  const exitTo = `/quiz-generator?${previewSearch(quiz.id, "dashboard")}`;
  const exit = useCallback(() => navigate(exitTo), [navigate, exitTo]);

  const go = useCallback(
    (step: number) => {
      setIndex((current) => Math.min(Math.max(current + step, 0), slides.length - 1));
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
  const timed = slide.kind === "question" || slide.kind === "tiebreaker";
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
        exit();
        return;
      }
      if (typingIn(event.target)) return;
      // Enter and Space on a focused button press that button; don't do it twice.
      const onButton = event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement;
      if (onButton && (event.key === "Enter" || event.key === " ")) return;
      const action = KEYS[event.key];
      if (!action) return;
      event.preventDefault();
      if (action === "next") go(1);
      else if (action === "back") go(-1);
      else if (action === "reveal") setRevealed(true);
      else if (action === "fullscreen") toggleFullscreen();
      else setScoresOpen((open) => !open);
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, exit, scoresOpen, toggleFullscreen]);

  return {
    quiz,
    slide,
    index,
    slideCount: slides.length,
    revealed,
    reveal: () => setRevealed(true),
    go,
    timerChoice,
    setTimerChoice,
    remaining,
    scoresOpen,
    setScoresOpen,
    fullscreen,
    toggleFullscreen,
    exit,
    teams,
    setTeams,
    attendance,
    setAttendance,
    results: {
      ...results,
      save: () =>
        results.saveResults(
          quiz.id,
          attendance,
          teams.map((team) => ({ name: team.name, score: String(team.score) })),
        ),
    },
  };
}

export type QuizHostState = ReturnType<typeof useQuizHost>;

const KEYS: Record<string, "next" | "back" | "reveal" | "fullscreen" | "scores"> = {
  ArrowRight: "next",
  " ": "next",
  PageDown: "next",
  ArrowLeft: "back",
  PageUp: "back",
  r: "reveal",
  R: "reveal",
  Enter: "reveal",
  f: "fullscreen",
  F: "fullscreen",
  s: "scores",
  S: "scores",
};
