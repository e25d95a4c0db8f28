import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { QuizSummary } from "~/lib/contract/quiz";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { DialogFormActions } from "../ui/dialog-form-actions";
import { FormProblem } from "../ui/form-problem";
import { Input, Label } from "../ui/input";
import { useRecordResults } from "./use-record-results";

interface TeamRow {
  key: number;
  name: string;
  score: string;
}

let nextKey = 1;
const row = (name = "", score = ""): TeamRow => ({ key: nextKey++, name, score });

/** Records the night (attendance and each team's score) from a history card. */
export function ResultsDialog({
  quiz,
  onOpenChange,
}: {
  quiz: QuizSummary | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [attendance, setAttendance] = useState("");
  const [teams, setTeams] = useState<TeamRow[]>([]);
  const { problem, setProblem, saving, saveResults } = useRecordResults({
    savedMessage: (saved) => `The night's scores for "${saved.title}" are recorded.`,
    onSaved: () => onOpenChange(false),
  });

  // Opening the dialog starts the form from what is recorded (a draft of the person's own until saved).
  useEffect(() => {
    if (!quiz) return;
    setAttendance(quiz.usageStats.attendanceCount === null ? "" : String(quiz.usageStats.attendanceCount));
    setTeams(
      quiz.teams.length ? quiz.teams.map((team) => row(team.name, String(team.score))) : [row(), row()],
    );
    setProblem(null);
  }, [quiz, setProblem]);

  function save(event: FormEvent) {
    event.preventDefault();
    if (quiz) saveResults(quiz.id, attendance, teams);
  }

  const editTeam = (key: number, patch: Partial<TeamRow>) =>
    setTeams((list) => list.map((team) => (team.key === key ? { ...team, ...patch } : team)));

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
                onChange={(event) => editTeam(team.key, { name: event.target.value })}
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
                onChange={(event) => editTeam(team.key, { score: event.target.value })}
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
        <FormProblem problem={problem} />
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          busy={saving}
          submitLabel="Save results"
          busyLabel="Saving…"
        />
      </form>
    </Dialog>
  );
}
