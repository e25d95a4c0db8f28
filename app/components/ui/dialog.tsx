import { lazy, Suspense, useState } from "react";
import type { DialogProps } from "./dialog-view";

// Radix's dialog is loaded when a dialog first opens: most visits never open one.
const DialogView = lazy(() => import("./dialog-view"));

/** A modal dialog: focus is trapped inside, Esc closes it, and focus returns to the opener. */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
