import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { api } from "~/lib/api-client";
import type { Quiz, QuizResults, QuizSummary } from "~/lib/contract/quiz";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";
import { errorText } from "./shared";

interface TeamRow {
  key: number;
  name: string;
  score: string;
}

let nextKey = 1;
const row = (name = "", score = ""): TeamRow => ({ key: nextKey++, name, score });

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

/** Records the night (attendance and each team's score) from a history card. */
export function ResultsDialog({
  quiz,
  onOpenChange,
  onSaved,
}: {
  quiz: QuizSummary | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (quiz: Quiz) => void;
}) {
  const id = useId();
  const [attendance, setAttendance] = useState("");
  const [teams, setTeams] = useState<TeamRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!quiz) return;
    setAttendance(quiz.usageStats.attendanceCount === null ? "" : String(quiz.usageStats.attendanceCount));
    setTeams(
      quiz.teams.length ? quiz.teams.map((team) => row(team.name, String(team.score))) : [row(), row()],
    );
    setProblem(null);
  }, [quiz]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!quiz) return;
    const results = readResults(attendance, teams);
    if (typeof results === "string") return setProblem(results);
    setSaving(true);
    try {
      const saved = await api<Quiz>(`/api/quiz/${encodeURIComponent(quiz.id)}/results`, {
        method: "PUT",
        json: results,
      });
      toast({
        title: "Results Saved",
        description: `The night's scores for "${saved.title}" are recorded.`,
        variant: "success",
      });
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      setProblem(errorText(error, "Could not save the results. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={quiz !== null}
      onOpenChange={onOpenChange}
      title="Record results"
      description={quiz ? `How "${quiz.title}" went: it feeds your quiz analytics.` : undefined}
      className="max-w-lg"
    >
      <form onSubmit={save} className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor={`${id}-attendance`}>Attendance (people)</Label>
          <Input
            id={`${id}-attendance`}
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={attendance}
            onChange={(event) => setAttendance(event.target.value)}
          />
        </div>
        <fieldset className="m-0 min-w-0 space-y-2 border-0 p-0">
          <legend className="text-sm font-semibold">Team scores</legend>
          {teams.map((team, index) => (
            <div key={team.key} className="flex items-center gap-2">
              <Input
                aria-label={`Team ${index + 1} name`}
                placeholder={`Team ${index + 1}`}
                value={team.name}
                maxLength={60}
                onChange={(event) =>
                  setTeams((list) =>
                    list.map((t) => (t.key === team.key ? { ...t, name: event.target.value } : t)),
                  )
                }
              />
              <Input
                aria-label={`Team ${index + 1} score`}
                type="number"
                inputMode="decimal"
                min={0}
                max={200}
                step="0.5"
                placeholder="Score"
                value={team.score}
                className="w-24 shrink-0"
                onChange={(event) =>
                  setTeams((list) =>
                    list.map((t) => (t.key === team.key ? { ...t, score: event.target.value } : t)),
                  )
                }
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove team ${index + 1}`}
                onClick={() => setTeams((list) => list.filter((t) => t.key !== team.key))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ))}
          <Button variant="outline" size="sm" onClick={() => setTeams((list) => [...list, row()])}>
            <Plus className="size-4" aria-hidden="true" />
            Add team
          </Button>
        </fieldset>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save results"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
