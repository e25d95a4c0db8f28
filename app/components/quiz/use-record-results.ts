import { useState } from "react";
import type { Quiz, QuizResults } from "~/lib/contract/quiz";
import { toast } from "../ui/toaster";
import { useQuizIntent } from "./use-quiz-intent";

/** Checks the night's results as typed; a string is the problem to show. */
export function readResults(
  attendance: string,
  teams: { name: string; score: string }[],
): QuizResults | string {
  const attendanceCount = Number(attendance);
  if (
    attendance.trim() === "" ||
    !Number.isInteger(attendanceCount) ||
    attendanceCount < 0 ||
    attendanceCount > 1000
  ) {
    return "Enter how many people came (0 to 1000).";
  }
  const filled = teams.filter((team) => team.name.trim() !== "" || team.score.trim() !== "");
  const parsed: QuizResults["teams"] = [];
  for (const team of filled) {
    const score = Number(team.score);
    if (!team.name.trim()) return "Each team needs a name.";
    if (team.score.trim() === "" || !Number.isFinite(score) || score < 0 || score > 200) {
      return `Enter a score from 0 to 200 for ${team.name.trim()}.`;
    }
    parsed.push({ name: team.name.trim(), score });
  }
  return { attendanceCount, teams: parsed };
}

interface RecordResultsOptions {
  /** The success toast's description, given the saved quiz. */
  savedMessage: (saved: Quiz) => string;
  onSaved?: () => void;
}

/**
 * Records a night's attendance and team scores (PUT results, an intent of the route on screen) for the history
 * dialog and the host screen alike: checks what was typed, shows the problem or a "Results Saved"
 * toast. The figures that change (history, analytics) come back through the loaders.
 */
export function useRecordResults({ savedMessage, onSaved }: RecordResultsOptions) {
  const [problem, setProblem] = useState<string | null>(null);
  const recording = useQuizIntent("recordResults", (answer) => {
    if (!answer.ok) return setProblem(answer.message || "Could not save the results. Please try again.");
    setProblem(null);
    toast({ title: "Results Saved", description: savedMessage(answer.data), variant: "success" });
    onSaved?.();
  });

  function saveResults(quizId: string, attendance: string, teams: { name: string; score: string }[]) {
    const results = readResults(attendance, teams);
    if (typeof results === "string") return setProblem(results);
    recording.submit({ quizId, results }, undefined);
  }

  return { problem, setProblem, saving: recording.pending, saveResults };
}
