import { type RefObject, useEffect, useMemo, useState } from "react";
import { canvasMeasure, layoutOverlay, type OverlayLayout } from "./overlay-layout";

/** The width an element is shown at, kept current as the page resizes. */
function useShownWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The overlay's lines and box on the image as shown (the editor's frame), measured with the
 * browser's own text metrics; the download scales the same lines up to the image's pixels.
 */
export function useOverlayLayout(
  text: string,
  size: number,
  frameRef: RefObject<HTMLElement | null>,
): { layout: OverlayLayout | null; shownWidth: number } {
  const shownWidth = useShownWidth(frameRef);
  const layout = useMemo(() => {
    if (!text.trim() || shownWidth <= 0) return null;
    const context = document.createElement("canvas").getContext("2d");
    if (!context) return null;
    return layoutOverlay(text, { width: shownWidth, fontPx: size, measure: canvasMeasure(context, size) });
  }, [text, size, shownWidth]);
  return { layout, shownWidth };
}
