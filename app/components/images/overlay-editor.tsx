import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import {
  clampOverlaySize,
  clampPosition,
  OVERLAY_SIZE,
  type OverlayPosition,
  POSITION_PRESETS,
  positionFromPointer,
} from "~/lib/images/overlay";
import { Button } from "../ui/button";
import { Input, Label } from "../ui/input";
import { type OverlayLayout, overlayFont } from "./overlay-layout";

export interface OverlayState {
  text: string;
  position: OverlayPosition;
  size: number;
}

interface OverlayEditorProps {
  imageUrl: string;
  altText: string;
  width: number;
  height: number;
  overlay: OverlayState;
  /** The text's lines and box as the download will draw them (null until the frame is measured). */
  layout: OverlayLayout | null;
  onChange: (next: OverlayState) => void;
  /** The displayed image element, measured when downloading. */
  frameRef: React.RefObject<HTMLDivElement | null>;
  hint?: string;
}

const KEY_STEP = 2;

/** The image with its text on top: drag the text (or use the arrow keys), pick a preset, set the size. */
export function OverlayEditor({
  imageUrl,
  altText,
  width,
  height,
  overlay,
  layout,
  onChange,
  frameRef,
  hint,
}: OverlayEditorProps) {
  const dragging = useRef(false);
  const move = (position: OverlayPosition) => onChange({ ...overlay, position: clampPosition(position) });

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current || !frameRef.current) return;
    move(positionFromPointer(event, frameRef.current.getBoundingClientRect()));
  }
  function onPointerUp() {
    dragging.current = false;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { x, y } = overlay.position;
    const moves: Record<string, OverlayPosition> = {
      ArrowLeft: { x: x - KEY_STEP, y },
      ArrowRight: { x: x + KEY_STEP, y },
      ArrowUp: { x, y: y - KEY_STEP },
      ArrowDown: { x, y: y + KEY_STEP },
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      move(next);
    }
  }

  return (
    <div className="space-y-4">
      <div
        ref={frameRef}
        className="relative mx-auto w-full max-w-md touch-none overflow-hidden rounded-xl bg-stone-900 shadow"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img
          src={imageUrl}
          alt={altText}
          width={width}
          height={height}
          className="block h-full w-full select-none"
          draggable={false}
        />
        {layout ? (
          <div
            role="slider"
            tabIndex={0}
            aria-label="Text position: drag, or use the arrow keys"
            aria-valuetext={`${Math.round(overlay.position.x)}% across, ${Math.round(overlay.position.y)}% down`}
            aria-valuenow={Math.round(overlay.position.y)}
            aria-valuemin={10}
            aria-valuemax={90}
            data-testid="overlay-text"
            data-x={overlay.position.x.toFixed(1)}
            data-y={overlay.position.y.toFixed(1)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            className="absolute cursor-move bg-black/60 text-center whitespace-pre text-white focus-visible:outline-2 focus-visible:outline-brass-400"
            // The download's box, line for line: the same font, lines, padding and corners
            // (overlay-layout.ts), and the same clamp that keeps the box inside the image.
            style={{
              left: `clamp(${layout.boxWidth / 2}px, ${overlay.position.x}%, calc(100% - ${layout.boxWidth / 2}px))`,
              top: `clamp(${layout.boxHeight / 2}px, ${overlay.position.y}%, calc(100% - ${layout.boxHeight / 2}px))`,
              transform: "translate(-50%, -50%)",
              width: `${layout.boxWidth}px`,
              font: overlayFont(layout.fontPx),
              lineHeight: `${layout.lineHeight}px`,
              padding: `${layout.padding}px 0`,
              borderRadius: `${layout.radius}px`,
            }}
          >
            {layout.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same; their place is their identity.
              <span key={index} data-testid="overlay-line" className="block">
                {line}
              </span>
            ))}
          </div>
        ) : null}
      </div>

      <div className="space-y-3">
        <div>
          <Label htmlFor="overlay-editor-text">Text on the image</Label>
          <Input
            id="overlay-editor-text"
            value={overlay.text}
            maxLength={120}
            placeholder="e.g. Book your table now"
            onChange={(event) => onChange({ ...overlay, text: event.target.value })}
          />
          {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-sm font-semibold">Position</legend>
          <Button variant="outline" size="sm" onClick={() => move(POSITION_PRESETS.top)}>
            Top
          </Button>
          <Button variant="outline" size="sm" onClick={() => move(POSITION_PRESETS.center)}>
            Center
          </Button>
          <Button variant="outline" size="sm" onClick={() => move(POSITION_PRESETS.bottom)}>
            Bottom
          </Button>
        </fieldset>
        <div>
          <Label htmlFor="overlay-size">Text size: {overlay.size}px</Label>
          <input
            id="overlay-size"
            type="range"
            min={OVERLAY_SIZE.min}
            max={OVERLAY_SIZE.max}
            step={OVERLAY_SIZE.step}
            value={overlay.size}
            onChange={(event) => onChange({ ...overlay, size: clampOverlaySize(Number(event.target.value)) })}
            className="w-full accent-brand-600"
          />
        </div>
      </div>
    </div>
  );
}
