import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { cn } from "./cn";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A modal dialog: focus is trapped inside, Esc closes it, and focus returns to the opener. */
export default function DialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  // These dialogs are opened by state, not a Radix Trigger, so remember the opener to give focus back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            // Runs before focus moves into the dialog: the focused element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2",
            "overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
            className,
          )}
        >
          <RadixDialog.Title className="font-display text-2xl font-bold text-ink">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-muted">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
