import { type FormEvent, useEffect, useState } from "react";
import { api } from "~/lib/api-client";
import type { PubDetails } from "~/lib/contract/pub";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";
import { errorText, PUB_SKIP_KEY, writeCachedPub } from "./shared";

const FIELDS = [
  { key: "email", label: "Email", type: "email", placeholder: "hello@theredlion.co.uk", auto: "email" },
  { key: "phone", label: "Phone", type: "tel", placeholder: "01234 567890", auto: "tel" },
  {
    key: "bookingLink",
    label: "Booking link",
    type: "url",
    placeholder: "https://…",
    auto: "url",
  },
  { key: "website", label: "Website", type: "url", placeholder: "https://…", auto: "url" },
  {
    key: "address",
    label: "Address",
    type: "text",
    placeholder: "1 High Street, York",
    auto: "street-address",
  },
] as const;

type FormState = Record<"name" | (typeof FIELDS)[number]["key"] | "features", string>;

function toForm(pub: PubDetails | null): FormState {
  return {
    name: pub?.name ?? "",
    email: pub?.email ?? "",
    phone: pub?.phone ?? "",
    bookingLink: pub?.bookingLink ?? "",
    website: pub?.website ?? "",
    address: pub?.address ?? "",
    features: (pub?.features ?? []).join(", "),
  };
}

interface PubSetupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pub: PubDetails | null;
  onSaved: (pub: PubDetails | null) => void;
}

/** Quick Pub Setup (spec §2, §4): name required; Skip, Save and Clear All. */
export function PubSetupDialog({ open, onOpenChange, pub, onSaved }: PubSetupDialogProps) {
  const [form, setForm] = useState<FormState>(() => toForm(pub));
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState<"save" | "clear" | null>(null);

  useEffect(() => {
    if (open) {
      setForm(toForm(pub));
      setNameError(false);
    }
  }, [open, pub]);

  function skip() {
    try {
      window.localStorage.setItem(PUB_SKIP_KEY, "true");
    } catch {
      // Nothing to remember it in: the dialog may open again next visit.
    }
    onOpenChange(false);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(true);
      toast({
        title: "Pub name required",
        description: "Please enter your pub's name",
        variant: "destructive",
      });
      return;
    }
    setBusy("save");
    try {
      const features = form.features
        .split(",")
        .map((feature) => feature.trim())
        .filter(Boolean);
      const { pub: saved } = await api<{ pub: PubDetails }>("/api/pub", {
        method: "PUT",
        json: { ...form, features },
      });
      writeCachedPub(saved);
      onSaved(saved);
      onOpenChange(false);
      toast({
        title: "Setup Complete!",
        description: `Posts will now be written for ${saved.name}.`,
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Save Failed",
        description: errorText(error, "Could not save your pub's details."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  async function clearAll() {
    setBusy("clear");
    try {
      await api("/api/pub", { method: "DELETE" });
      writeCachedPub(null);
      try {
        window.localStorage.removeItem(PUB_SKIP_KEY);
      } catch {
        // Nothing stored to clear.
      }
      setForm(toForm(null));
      onSaved(null);
      toast({
        title: "Data Cleared",
        description: "Your pub's details have been removed.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Error",
        description: errorText(error, "Could not clear your pub's details."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quick Pub Setup"
      description="Tell us about your pub once and every post mentions it by name, with your phone number and booking link."
      className="max-w-lg"
    >
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="pub-name">
            Pub name <span className="text-red-700">*</span>
          </Label>
          <Input
            id="pub-name"
            value={form.name}
            autoComplete="organization"
            placeholder="The Red Lion"
            aria-invalid={nameError}
            aria-describedby={nameError ? "pub-name-error" : undefined}
            onChange={(event) => {
              setForm({ ...form, name: event.target.value });
              if (event.target.value.trim()) setNameError(false);
            }}
          />
          {nameError && (
            <p id="pub-name-error" className="text-sm text-red-700">
              Please enter your pub's name
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <div
              key={field.key}
              className={field.key === "address" ? "space-y-1 sm:col-span-2" : "space-y-1"}
            >
              <Label htmlFor={`pub-${field.key}`}>{field.label}</Label>
              <Input
                id={`pub-${field.key}`}
                type={field.type}
                autoComplete={field.auto}
                placeholder={field.placeholder}
                value={form[field.key]}
                onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
              />
            </div>
          ))}
        </div>
        <div className="space-y-1">
          <Label htmlFor="pub-features">What your pub is known for</Label>
          <Input
            id="pub-features"
            placeholder="Beer garden, Sunday roast, Quiz on Thursdays"
            value={form.features}
            onChange={(event) => setForm({ ...form, features: event.target.value })}
          />
          <p className="text-xs text-muted">Separate with commas.</p>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={clearAll}
            disabled={busy !== null}
            className="text-red-700"
          >
            {busy === "clear" ? "Clearing…" : "Clear All"}
          </Button>
          <div className="flex-1" />
          <Button variant="outline" onClick={skip} disabled={busy !== null}>
            Skip
          </Button>
          <Button type="submit" disabled={busy !== null}>
            {busy === "save" ? "Saving…" : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
