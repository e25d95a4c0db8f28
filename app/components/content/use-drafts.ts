import { useEffect, useRef, useState } from "react";
import { TEXT_INPUT } from "~/lib/content/constants";
import { useIntent } from "~/lib/use-intent";
import { toast } from "../ui/toaster";
import { CONTENT_INTENTS, type DraftPayload } from "./content-intents";
import type { Draft } from "./shared";

const AUTO_SAVE_MS = 3000;
export const AUTO_SAVE_TITLE = "Auto-save";
/** The auto-save the landlord set aside ("Start afresh"), so a reload does not bring it back. */
const DISMISSED_KEY = "fullhouse:auto-save-dismissed";

function autoSaveStamp(draft: Draft) {
  return `${draft.id}@${draft.lastModified}`;
}

function dismissedStamp(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function draftPayload(draft: Draft): DraftPayload {
  return {
    title: draft.title,
    content: draft.content,
    contentType: draft.contentType,
    isAutoSave: draft.isAutoSave,
    metadata: draft.metadata ?? undefined,
  };
}

/**
 * The drafts: the loader's list, written through the page's intents (save, delete, undo, and the
 * silent auto-save 3 s after typing stops). The auto-save is what comes back after a reload.
 */
export function useDrafts(drafts: Draft[], text: string) {
  const [title, setTitle] = useState("");
  const [deleted, setDeleted] = useState<Draft | null>(null);
  const lastSaved = useRef("");

  const saving = useIntent(CONTENT_INTENTS, "saveDraft", (answer) => {
    if (!answer.ok) {
      toast({ title: "Save Failed", description: answer.message, variant: "destructive" });
      return;
    }
    setTitle("");
    toast({
      title: "Draft Saved",
      description: `"${answer.data.title}" is in your drafts.`,
      variant: "success",
    });
  });

  const autoSaving = useIntent(CONTENT_INTENTS, "saveDraft", (answer) => {
    // Auto-save failures are silent (spec §8): logged, and the next pause in typing tries again.
    if (!answer.ok) console.error("Auto-save failed", answer.message);
    else lastSaved.current = answer.data.content;
  });

  const deleting = useIntent(CONTENT_INTENTS, "deleteDraft", (answer) => {
    if (!answer.ok) {
      setDeleted(null);
      toast({ title: "Delete Failed", description: answer.message, variant: "destructive" });
      return;
    }
    setDeleted(answer.data.deleted);
    toast({ title: "Draft Deleted", description: `"${answer.data.deleted.title}" was deleted.` });
  });

  const restoring = useIntent(CONTENT_INTENTS, "saveDraft", (answer) => {
    if (!answer.ok) {
      toast({ title: "Save Failed", description: answer.message, variant: "destructive" });
      return;
    }
    setDeleted(null);
    toast({
      title: "Draft Saved",
      description: `"${answer.data.title}" is back in your drafts.`,
      variant: "success",
    });
  });

  // Auto-save (spec §4): 3 s after the text changes, when it is over 10 characters.
  const submitAutoSave = autoSaving.submit;
  useEffect(() => {
    const content = text.trim();
    if (content.length <= TEXT_INPUT.min || content === lastSaved.current) return;
    const timer = window.setTimeout(() => {
      lastSaved.current = content;
      void submitAutoSave({ title: AUTO_SAVE_TITLE, content, contentType: "marketing", isAutoSave: true });
    }, AUTO_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [text, submitAutoSave]);

  return {
    drafts,
    title,
    setTitle,
    saving: saving.pending,
    save() {
      if (!title.trim() || !text.trim()) {
        toast({
          title: "Missing Information",
          description: "Please enter a title and content to save",
          variant: "destructive",
        });
        return;
      }
      void saving.submit({ title: title.trim(), content: text, contentType: "marketing" });
    },
    remove(draft: Draft) {
      void deleting.submit({ id: draft.id });
    },
    deleting: deleting.pending,
    /** The draft just deleted, while Undo can still put it back. */
    deleted,
    undo() {
      if (deleted) void restoring.submit(draftPayload(deleted));
    },
    restoringDeleted: restoring.pending,
    /** Text now in the box that is already saved: no auto-save needed for it. */
    markSaved(content: string) {
      lastSaved.current = content.trim();
    },
    /** The latest auto-save, unless the landlord set it aside: what a reload puts back. */
    autoSaveToRestore(): Draft | null {
      const latest = drafts.find((draft) => draft.isAutoSave);
      if (!latest || autoSaveStamp(latest) === dismissedStamp()) return null;
      return latest;
    },
    dismissAutoSave() {
      const latest = drafts.find((draft) => draft.isAutoSave);
      if (!latest) return;
      try {
        window.localStorage.setItem(DISMISSED_KEY, autoSaveStamp(latest));
      } catch {
        // Private browsing: the auto-save may come back next visit, which loses nothing.
      }
    },
  };
}
