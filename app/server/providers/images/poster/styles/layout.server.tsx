import type { CSSProperties, ReactNode } from "react";
import type { PosterContent } from "./shared.server";

/**
 * The poster's full-size root: a relative column every style lays its pieces into, centred unless
 * the style aligns its own blocks. `look` carries the style's own font, ink and background.
 */
export function PosterCanvas({
  content,
  look,
  centred = true,
  children,
}: {
  content: PosterContent;
  look: CSSProperties;
  centred?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        width: content.width,
        height: content.height,
        display: "flex",
        flexDirection: "column",
        ...(centred ? { alignItems: "center" } : {}),
        position: "relative",
        ...look,
      }}
    >
      {children}
    </div>
  );
}

/** A border drawn `inset` px inside the poster's edges, above the background. */
export function InsetBorder({ inset, border, radius }: { inset: number; border: string; radius?: number }) {
  return (
    <div
      style={{
        position: "absolute",
        top: inset,
        left: inset,
        right: inset,
        bottom: inset,
        border,
        ...(radius === undefined ? {} : { borderRadius: radius }),
      }}
    />
  );
}

/** The stretch between the lettering and the foot of the poster, where the artwork stands. */
export function Stage({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return <div style={{ flexGrow: 1, display: "flex", justifyContent: "center", ...style }}>{children}</div>;
}

/** Its content turned by `degrees`, for artwork set at a jaunty angle. */
export function Tilted({
  degrees,
  style,
  children,
}: {
  degrees: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return <div style={{ display: "flex", transform: `rotate(${degrees}deg)`, ...style }}>{children}</div>;
}
