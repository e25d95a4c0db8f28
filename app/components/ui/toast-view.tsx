import { Toast as RadixToast } from "radix-ui";
import { useSyncExternalStore } from "react";
import { cn } from "./cn";
import { currentToast, dismiss, subscribe } from "./toaster";

const VARIANT_CLASSES = {
  default: "border-stone-200 bg-white text-ink",
  success: "border-brand-200 bg-brand-50 text-brand-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
} as const;

/** The Radix toast region and the toast on screen (one at a time). */
export default function ToastView() {
  const shown = useSyncExternalStore(subscribe, currentToast, () => null);

  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {shown && (
        <RadixToast.Root
          key={shown.id}
          defaultOpen
          onOpenChange={(open) => !open && dismiss(shown.id)}
          className={cn(
            "grid grid-cols-[1fr_auto] gap-x-3 rounded-xl border p-4 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full",
            "data-[state=open]:animate-[toast-in_150ms_ease-out]",
            VARIANT_CLASSES[shown.variant ?? "default"],
          )}
        >
          <RadixToast.Title className="font-semibold">{shown.title}</RadixToast.Title>
          <RadixToast.Close
            aria-label="Dismiss"
            className="row-span-2 self-start rounded px-1 text-lg leading-none"
          >
            ×
          </RadixToast.Close>
          {shown.description && (
            <RadixToast.Description className="text-sm opacity-90">
              {shown.description}
            </RadixToast.Description>
          )}
          {shown.action && (
            <RadixToast.Action
              altText={shown.action.altText}
              onClick={shown.action.onClick}
              className="col-start-1 mt-2 h-9 justify-self-start rounded-lg border border-current/30 bg-white/70 px-3 text-sm font-semibold hover:bg-white"
            >
              {shown.action.label}
            </RadixToast.Action>
          )}
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]" />
    </RadixToast.Provider>
  );
}
