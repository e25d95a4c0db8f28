import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import type { Toast } from "~/lib/toast";

/** A button in the toast, e.g. Undo after an archive. */
export interface ToastAction {
  label: string;
  /** What a screen reader user hears about the action's alternative (Radix requires it). */
  altText: string;
  onClick: () => void;
}

export type ShownToast = Toast & { id: number; action?: ToastAction };

// One toast at a time (spec §8): a new toast replaces the one on screen.
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(next: Toast & { action?: ToastAction }) {
  current = { ...next, id: nextId++ };
  emit();
}

export function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast() {
  return current;
}

// Radix's toast is loaded with the first toast: a page that never shows one never downloads it.
const ToastView = lazy(() => import("./toast-view"));

/** The toast region: 5 s per toast, swipe right 50 px to dismiss, F8 focuses it. */
export function Toaster({ initial }: { initial?: Toast | null }) {
  const shown = useSyncExternalStore(subscribe, currentToast, () => null);
  const [needed, setNeeded] = useState(false);
  if (shown && !needed) setNeeded(true);
  useEffect(() => {
    if (initial) toast(initial);
  }, [initial]);
  return needed ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
