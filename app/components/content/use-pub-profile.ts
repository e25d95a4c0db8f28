import { useEffect, useState } from "react";
import type { PubDetails, PubDetailsInput } from "~/lib/contract/pub";
import { useIntent } from "~/lib/use-intent";
import { toast } from "../ui/toaster";
import { CONTENT_INTENTS } from "./content-intents";
import { PUB_SKIP_KEY, readCachedPub, writeCachedPub } from "./shared";

function setupSkipped(): boolean {
  try {
    return window.localStorage.getItem(PUB_SKIP_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberSkip(skip: boolean) {
  try {
    if (skip) window.localStorage.setItem(PUB_SKIP_KEY, "true");
    else window.localStorage.removeItem(PUB_SKIP_KEY);
  } catch {
    // Nothing to remember it in: the dialog may open again next visit.
  }
}

/**
 * The pub's details: the loader's, always. The browser keeps a copy, rewritten from the loader on
 * every visit, that stands in only when the server could not be read (offline, or a failed read).
 * Save and Clear All write through the page's intents; Clear All can be undone.
 */
export function usePubProfile(server: { pub: PubDetails | null; pubUnavailable: boolean }) {
  const [cached, setCached] = useState<PubDetails | null>(null);
  const [setupOpen, setSetupOpen] = useState(false);
  const [cleared, setCleared] = useState<PubDetails | null>(null);
  const pub = server.pubUnavailable ? cached : server.pub;

  useEffect(() => {
    if (server.pubUnavailable) setCached(readCachedPub());
    else writeCachedPub(server.pub);
  }, [server.pub, server.pubUnavailable]);

  const saving = useIntent(CONTENT_INTENTS, "savePub", (answer) => {
    if (!answer.ok) {
      toast({ title: "Save Failed", description: answer.message, variant: "destructive" });
      return;
    }
    setSetupOpen(false);
    setCleared(null);
    toast({
      title: "Setup Complete!",
      description: `Posts will now be written for ${answer.data.pub.name}.`,
      variant: "success",
    });
  });

  const restoring = useIntent(CONTENT_INTENTS, "savePub", (answer) => {
    if (!answer.ok) {
      toast({ title: "Undo Failed", description: answer.message, variant: "destructive" });
      return;
    }
    setCleared(null);
    rememberSkip(false);
    toast({ title: "Details Restored", description: `${answer.data.pub.name} is back.`, variant: "success" });
  });

  const clearing = useIntent(CONTENT_INTENTS, "clearPub", (answer) => {
    if (!answer.ok) {
      setCleared(null);
      toast({ title: "Error", description: answer.message, variant: "destructive" });
      return;
    }
    rememberSkip(false);
    toast({
      title: "Data Cleared",
      description: "Your pub's details have been removed.",
      variant: "success",
      action: undoAction(),
    });
  });

  function undoClear() {
    if (cleared) void restoring.submit(toInput(cleared));
  }

  function undoAction() {
    return { label: "Undo", altText: "Put your pub's details back", onClick: undoClear };
  }

  return {
    pub,
    setupOpen,
    setSetupOpen,
    /** First visit: no details anywhere and setup never skipped opens the dialog. */
    openIfFirstVisit() {
      const known = server.pubUnavailable ? readCachedPub() : server.pub;
      if (!known?.name && !setupSkipped()) setSetupOpen(true);
    },
    skip() {
      rememberSkip(true);
      setSetupOpen(false);
    },
    save(details: PubDetailsInput) {
      void saving.submit(details);
    },
    clear() {
      setCleared(pub);
      void clearing.submit(undefined);
    },
    /** The details Clear All removed, while they can still be put back. */
    cleared: clearing.pending ? null : cleared,
    undoClear,
    busy: saving.pending
      ? ("save" as const)
      : clearing.pending || restoring.pending
        ? ("clear" as const)
        : null,
  };
}

function toInput(pub: PubDetails): PubDetailsInput {
  return { ...pub, features: [...pub.features] };
}
