import { toast } from "./toaster";

const COULD_NOT_COPY = "Could not copy — select the text and copy it instead.";

/**
 * Copies text to the clipboard and says so in a toast ("Copied!" or an error, since browsers can
 * refuse). Resolves to whether it was copied, so a caller can show a tick.
 */
export async function copyWithToast(
  text: string,
  messages: { copied: string; failed?: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: messages.copied, variant: "success" });
    return true;
  } catch {
    toast({ title: "Error", description: messages.failed ?? COULD_NOT_COPY, variant: "destructive" });
    return false;
  }
}
