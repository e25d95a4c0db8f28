import { FileText, Trash2 } from "lucide-react";
import { type Dispatch, type FormEvent, type SetStateAction, useState } from "react";
import { api } from "~/lib/api-client";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/input";
import { toast } from "../ui/toaster";
import { type Draft, errorText } from "./shared";

const PREVIEW_LENGTH = 100;

export function draftDate(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** Puts a saved draft at the top of the list, replacing an older copy of it. */
export function upsertDraft(list: Draft[], draft: Draft): Draft[] {
  return [draft, ...list.filter((item) => item.id !== draft.id)];
}

interface DraftsPanelProps {
  drafts: Draft[];
  setDrafts: Dispatch<SetStateAction<Draft[]>>;
  content: string;
  onLoad: (draft: Draft) => void;
}

/** The drafts panel (spec §2, §4): save with a title, load, delete with undo. */
export function DraftsPanel({ drafts, setDrafts, content, onLoad }: DraftsPanelProps) {
  const [title, setTitle] = useState("");
  const [saving, setSaving] = useState(false);
  const [deleted, setDeleted] = useState<Draft | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      toast({
        title: "Missing Information",
        description: "Please enter a title and content to save",
        variant: "destructive",
      });
      return;
    }
    setSaving(true);
    try {
      const draft = await api<Draft>("/api/drafts", {
        method: "POST",
        json: { title: title.trim(), content, contentType: "marketing" },
      });
      setDrafts((list) => upsertDraft(list, draft));
      setTitle("");
      toast({ title: "Draft Saved", description: `"${draft.title}" is in your drafts.`, variant: "success" });
    } catch (error) {
      toast({
        title: "Save Failed",
        description: errorText(error, "Could not save the draft."),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove(draft: Draft) {
    try {
      const answer = await api<{ deleted: Draft }>(`/api/drafts/${encodeURIComponent(draft.id)}`, {
        method: "DELETE",
      });
      setDrafts((list) => list.filter((item) => item.id !== draft.id));
      setDeleted(answer.deleted ?? draft);
      toast({ title: "Draft Deleted", description: `"${draft.title}" was deleted.` });
    } catch (error) {
      toast({
        title: "Delete Failed",
        description: errorText(error, "Could not delete the draft."),
        variant: "destructive",
      });
    }
  }

  async function undo() {
    const draft = deleted;
    if (!draft) return;
    setDeleted(null);
    try {
      const restored = await api<Draft>("/api/drafts", {
        method: "POST",
        json: {
          title: draft.title,
          content: draft.content,
          contentType: draft.contentType,
          isAutoSave: draft.isAutoSave,
          metadata: draft.metadata ?? undefined,
        },
      });
      setDrafts((list) => upsertDraft(list, restored));
      toast({
        title: "Draft Saved",
        description: `"${restored.title}" is back in your drafts.`,
        variant: "success",
      });
    } catch (error) {
      setDeleted(draft);
      toast({
        title: "Save Failed",
        description: errorText(error, "Could not restore the draft."),
        variant: "destructive",
      });
    }
  }

  return (
    <section
      aria-labelledby="drafts-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="drafts-heading" className="flex items-center gap-2 font-display text-xl font-bold">
        <FileText className="size-5 text-brand-700" aria-hidden="true" />
        Drafts
      </h2>
      <form onSubmit={save} className="mt-3 flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <Label htmlFor="draft-title">Draft title</Label>
          <Input
            id="draft-title"
            value={title}
            maxLength={120}
            placeholder="e.g. Quiz night post"
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={saving}>
          {saving ? "Saving…" : "Save Draft"}
        </Button>
      </form>

      {deleted && (
        <div
          role="status"
          className="mt-3 flex items-center justify-between gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm"
        >
          <span className="min-w-0 truncate">Deleted “{deleted.title}”</span>
          <Button size="sm" variant="ghost" onClick={undo} className="text-brand-700">
            Undo
          </Button>
        </div>
      )}

      {drafts.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          No drafts yet. Save one here — and anything you type is kept as an “Auto-save” after a few seconds.
        </p>
      ) : (
        <ul className="mt-4 max-h-[28rem] space-y-2 overflow-y-auto" aria-label="Saved drafts">
          {drafts.map((draft) => (
            <li key={draft.id} data-testid="draft-item" className="rounded-xl border border-stone-200 p-3">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">
                    {draft.title}
                    {draft.isAutoSave && (
                      <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-normal text-muted">
                        auto
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-muted">{draftDate(draft.lastModified)}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onLoad(draft)}
                  aria-label={`Load ${draft.title}`}
                >
                  Load
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(draft)}
                  aria-label={`Delete ${draft.title}`}
                  className="px-2 text-red-700"
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
              <p className="mt-1 line-clamp-2 text-sm break-words text-muted">
                {draft.content.length > PREVIEW_LENGTH
                  ? `${draft.content.slice(0, PREVIEW_LENGTH)}…`
                  : draft.content}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
