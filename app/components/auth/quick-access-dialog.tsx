import { type FormEvent, useState } from "react";
import { ApiError, api } from "~/lib/api-client";
import type { TempAccessResponse } from "~/lib/contract/auth";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";

interface QuickAccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Local mode signs straight in; live mode e-mails a one-time link. */
  localMode: boolean;
}

export function QuickAccessDialog({ open, onOpenChange, localMode }: QuickAccessDialogProps) {
  const [email, setEmail] = useState("");
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast({
        title: "Email Required",
        description: "Please enter your email address",
        variant: "destructive",
      });
      return;
    }
    setChecking(true);
    try {
      const answer = await api<TempAccessResponse>("/api/temp-access", { method: "POST", json: { email } });
      if (!answer.success) {
        toast({
          title: "Access Denied",
          description: answer.message || "User not found. Please contact support.",
          variant: "destructive",
        });
        return;
      }
      onOpenChange(false);
      if (answer.user) {
        toast({
          title: "Access Granted!",
          description: `Welcome back, ${answer.user.email}.`,
          variant: "success",
        });
        // A full navigation, so every loader sees the new session.
        window.location.assign("/dashboard");
      } else {
        toast({ title: "Check your email", description: answer.message, variant: "success" });
      }
    } catch (error) {
      console.error("Quick Access failed", error);
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        toast({ title: "Access Denied", description: error.detail, variant: "destructive" });
      } else {
        toast({
          title: "Error",
          description: "Failed to grant access. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setChecking(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !checking && onOpenChange(next)}
      title="Access Full House"
      description={
        localMode
          ? "Quick Access opens an existing Full House account with just its email address, so you can get straight to work."
          : "Enter your account's email address and we'll send you a one-time sign-in link."
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="quick-access-email">Email</Label>
          <Input
            id="quick-access-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="landlord@yourpub.co.uk"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <p className="rounded-lg bg-brass-100 p-3 text-sm text-ink">
          {localMode
            ? "Quick Access is a temporary shortcut for this local copy. On the live site it e-mails a one-time link that works for 15 minutes, and the normal Log In is always there."
            : "The link works once, for 15 minutes. You can always use the normal Log In instead."}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={checking}>
            Cancel
          </Button>
          <Button type="submit" disabled={checking}>
            {checking ? "Checking..." : "Access Account"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
