import { useState } from "react";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";

/** Deleting is final, so it asks for the email address in a dialog first. */
export function DeleteAccountCard({
  email,
  deleting,
  onDelete,
}: {
  email: string;
  deleting: boolean;
  onDelete: (confirmEmail: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");

  return (
    <Card className="border-red-200">
      <h2 className="text-lg font-bold">Delete account</h2>
      <p className="mt-1 text-muted">
        Erases your account, drafts, quizzes, images and usage history. This cannot be undone.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !deleting && setOpen(next)}
        title="Delete your account?"
        description="Everything goes, straight away. Type your email address to confirm."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onDelete(typed);
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="confirm-email">Your email address</Label>
            <Input
              id="confirm-email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={email}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={deleting}>
              Keep my account
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={deleting || typed.trim().toLowerCase() !== email.toLowerCase()}
            >
              {deleting ? "Deleting..." : "Delete for good"}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
