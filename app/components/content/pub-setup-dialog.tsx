import { type FormEvent, useEffect, useState } from "react";
import type { PubDetails, PubDetailsInput } from "~/lib/contract/pub";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";

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
  busy: "save" | "clear" | null;
  /** The details Clear All just removed, while Undo can put them back. */
  cleared: PubDetails | null;
  onSave: (details: PubDetailsInput) => void;
  onSkip: () => void;
  onClear: () => void;
  onUndoClear: () => void;
}

/** Quick Pub Setup (spec §2, §4): name required; Skip, Save, and Clear All with Undo. */
export function PubSetupDialog({
  open,
  onOpenChange,
  pub,
  busy,
  cleared,
  onSave,
  onSkip,
  onClear,
  onUndoClear,
}: PubSetupDialogProps) {
  const [form, setForm] = useState<FormState>(() => toForm(pub));
  const [nameError, setNameError] = useState(false);

  // The form shows the server's details each time it opens, and again after Clear All or Undo;
  // by content, so a revalidation that changes nothing never wipes what is being typed.
  const saved = JSON.stringify(pub);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` stands for `pub`'s content.
  useEffect(() => {
    if (open) {
      setForm(toForm(pub));
      setNameError(false);
    }
  }, [open, saved]);

  function save(event: FormEvent) {
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
    const features = form.features
      .split(",")
      .map((feature) => feature.trim())
      .filter(Boolean);
    onSave({ ...form, features });
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
        {cleared && (
          <div
            role="status"
            className="flex items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm"
          >
            <span className="min-w-0">Cleared the details of {cleared.name}.</span>
            <Button size="sm" variant="ghost" onClick={onUndoClear} className="text-brand-700">
              Undo
            </Button>
          </div>
        )}
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
            onClick={onClear}
            disabled={busy !== null}
            className="text-red-700"
          >
            {busy === "clear" ? "Clearing…" : "Clear All"}
          </Button>
          <div className="flex-1" />
          <Button variant="outline" onClick={onSkip} disabled={busy !== null}>
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
