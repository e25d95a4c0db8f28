import { Button } from "./button";

interface DialogFormActionsProps {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's words, e.g. "Save results". */
  submitLabel: string;
  /** What the submit button says while the form is being sent, e.g. "Saving…". */
  busyLabel: string;
}

/** Cancel and submit, right-aligned at the foot of a dialog's form; submit is disabled while busy. */
export function DialogFormActions({ onCancel, busy, submitLabel, busyLabel }: DialogFormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
