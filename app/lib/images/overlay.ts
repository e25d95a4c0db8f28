/** The text overlay editor's rules (spec §5): position in percent of the image, size in px at 1080 wide. */

export interface OverlayPosition {
  /** Horizontal centre of the text, percent of the image width. */
  x: number;
  /** Vertical centre of the text, percent of the image height. */
  y: number;
}

export const OVERLAY_MIN = 10;
export const OVERLAY_MAX = 90;
export const DEFAULT_POSITION: OverlayPosition = { x: 50, y: 50 };
export const POSITION_PRESETS = {
  top: { x: 50, y: 15 },
  center: DEFAULT_POSITION,
  bottom: { x: 50, y: 85 },
} as const satisfies Record<string, OverlayPosition>;

export const OVERLAY_SIZE = { min: 12, max: 48, step: 2, default: 24 } as const;

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(OVERLAY_MAX, Math.max(OVERLAY_MIN, value));
}

/** Keeps the text's centre 10-90 % along each axis, so it never hangs off the image. */
export function clampPosition(position: OverlayPosition): OverlayPosition {
  return { x: clampPercent(position.x), y: clampPercent(position.y) };
}

/** A size from the slider or the keyboard: 12-48 in steps of 2. */
export function clampOverlaySize(size: number): number {
  if (!Number.isFinite(size)) return OVERLAY_SIZE.default;
  const stepped = Math.round(size / OVERLAY_SIZE.step) * OVERLAY_SIZE.step;
  return Math.min(OVERLAY_SIZE.max, Math.max(OVERLAY_SIZE.min, stepped));
}

/** The position under a pointer inside a box (client pixels), clamped. */
export function positionFromPointer(
  pointer: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): OverlayPosition {
  if (box.width <= 0 || box.height <= 0) return DEFAULT_POSITION;
  return clampPosition({
    x: ((pointer.clientX - box.left) / box.width) * 100,
    y: ((pointer.clientY - box.top) / box.height) * 100,
  });
}

/**
 * The overlay's font size on an image of `imageWidth` px: the editor's size is in px on a
 * 1080-wide image shown at 360 px, so downloads look as they did on screen.
 */
export function overlayFontPx(size: number, imageWidth: number, shownWidth = 360): number {
  return Math.round(size * (imageWidth / shownWidth));
}
