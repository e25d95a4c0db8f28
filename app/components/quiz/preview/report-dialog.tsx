import { type FormEvent, useId, useState } from "react";
import { Dialog } from "../../ui/dialog";
import { DialogFormActions } from "../../ui/dialog-form-actions";
import { FormProblem } from "../../ui/form-problem";
import { Label } from "../../ui/input";
import { toast } from "../../ui/toaster";
import { useQuizIntent } from "../use-quiz-intent";
import { textareaClasses } from "./question-editor";

/** "This answer is wrong": sent as an intent of the route, so the dashboard's accuracy figure follows. */
export function ReportDialog({
  open,
  onOpenChange,
  quizId,
  questionId,
  number,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quizId: string;
  questionId: string;
  number: number;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useQuizIntent("reportQuestion", (answer) => {
    if (!answer.ok) return setProblem(answer.message || "Could not send your report. Please try again.");
    toast({
      title: "Thanks for telling us",
      description: `We'll check question ${number}; it counts against the accuracy score until then.`,
      variant: "success",
    });
    setReason("");
    setProblem(null);
    onOpenChange(false);
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem("Tell us what's wrong with it");
    sending.submit({ quizId, questionId, reason: reason.trim() }, undefined);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report question ${number}`}
      description="A wrong answer, a duplicate option, or something that's out of date? Tell us and we'll check it."
    >
      <form onSubmit={send} className="space-y-3">
        <Label htmlFor={`${id}-reason`}>What's wrong?</Label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={300}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className={textareaClasses}
        />
        <FormProblem problem={problem} />
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          busy={sending.pending}
          submitLabel="Send report"
          busyLabel="Sending…"
        />
      </form>
    </Dialog>
  );
}
