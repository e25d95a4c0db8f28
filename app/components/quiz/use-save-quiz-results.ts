import { useState } from "react";
import { api } from "~/lib/api-client";
import type { Quiz, QuizResults } from "~/lib/contract/quiz";
import { toast } from "../ui/toaster";
import { errorText } from "./shared";

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

interface SaveQuizResultsOptions {
  /** The success toast's description, given the saved quiz. */
  savedMessage: (saved: Quiz) => string;
  onSaved: (saved: Quiz) => void;
}

/**
 * Records a night's attendance and team scores (PUT results) for the history dialog and the host
 * screen alike: checks what was typed, shows the problem or a "Results Saved" toast.
 */
export function useSaveQuizResults({ savedMessage, onSaved }: SaveQuizResultsOptions) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function saveResults(quizId: string, attendance: string, teams: { name: string; score: string }[]) {
    const results = readResults(attendance, teams);
    if (typeof results === "string") return setProblem(results);
    setSaving(true);
    try {
      const saved = await api<Quiz>(`/api/quiz/${encodeURIComponent(quizId)}/results`, {
        method: "PUT",
        json: results,
      });
      setProblem(null);
      toast({ title: "Results Saved", description: savedMessage(saved), variant: "success" });
      onSaved(saved);
    } catch (error) {
      setProblem(errorText(error, "Could not save the results. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return { problem, setProblem, saving, saveResults };
}
