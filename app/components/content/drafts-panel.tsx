import { FileText, Trash2 } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/input";
import { draftWhen, firstWords } from "./draft-labels";
import type { Draft } from "./shared";

const PREVIEW_LENGTH = 100;

interface DraftsPanelProps {
  drafts: Draft[];
  title: string;
  onTitleChange: (title: string) => void;
  saving: boolean;
  onSave: () => void;
  onLoad: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
  /** The draft just deleted, while it can be put back. */
  deleted: Draft | null;
  onUndo: () => void;
}

/** The drafts panel (spec §2, §4): save with a title, load, delete with Undo. */
export function DraftsPanel(props: DraftsPanelProps) {
  const { drafts, title, saving, deleted } = props;

  function save(event: FormEvent) {
    event.preventDefault();
    props.onSave();
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
            onChange={(event) => props.onTitleChange(event.target.value)}
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
          <Button size="sm" variant="ghost" onClick={props.onUndo} className="text-brand-700">
            Undo
          </Button>
        </div>
      )}

      {drafts.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          No drafts yet. Save one here — and anything you type is kept as an auto-save after a few seconds.
        </p>
      ) : (
        <ul className="mt-4 max-h-[28rem] space-y-2 overflow-y-auto" aria-label="Saved drafts">
          {drafts.map((draft) => (
            <DraftItem key={draft.id} draft={draft} onLoad={props.onLoad} onDelete={props.onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One draft, told apart from its neighbours: its title (an auto-save is named by its first words),
 * when it was saved, and how it starts.
 */
function DraftItem({
  draft,
  onLoad,
  onDelete,
}: {
  draft: Draft;
  onLoad: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
}) {
  const name = draft.isAutoSave ? firstWords(draft.content, 6) : draft.title;
  const preview =
    draft.content.length > PREVIEW_LENGTH ? `${draft.content.slice(0, PREVIEW_LENGTH)}…` : draft.content;
  const when = draftWhen(draft.lastModified);
  return (
    <li data-testid="draft-item" className="rounded-xl border border-stone-200 p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold break-words">{name}</p>
          <p className="text-xs text-muted">
            {draft.isAutoSave ? "Auto-saved" : "Saved"} <time dateTime={draft.lastModified}>{when}</time>
          </p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onLoad(draft)}
          aria-label={`Load ${name} (saved ${when})`}
        >
          Load
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDelete(draft)}
          aria-label={`Delete ${name} (saved ${when})`}
          className="px-2 text-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {!draft.isAutoSave && <p className="mt-1 line-clamp-2 text-sm break-words text-muted">{preview}</p>}
    </li>
  );
}
