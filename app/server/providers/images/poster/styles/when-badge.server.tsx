import type { CSSProperties } from "react";

/**
 * The day and time ("Thursday · 8pm", or one line per event of the week: "Tue · Quiz · 8pm") under
 * the headline, in the style's own badge, then each offer with its price exactly as written
 * ("Festive menu £29.95"), a size up in the same badge. Nothing
 * when the description names neither. It never shrinks, so a crowded poster squeezes the artwork.
 * `inRows` sets the offers side by side, wrapping, for a square with three prices to show.
 */
export function WhenBadge({
  when,
  offers = [],
  style,
  inRows = false,
  maxWidth,
}: {
  when: string[];
  offers?: string[];
  style: CSSProperties;
  inRows?: boolean;
  maxWidth?: number;
}) {
  if (when.length === 0 && offers.length === 0) return null;
  const size = typeof style.fontSize === "number" ? style.fontSize : 34;
  // Five days' hours and more take the room of four: each line is drawn that much smaller.
  const crowded = when.length > 4 ? 4 / when.length : 1;
  const badges = offers.map((offer) => (
    <div
      key={offer}
      style={{
        flexShrink: 0,
        ...style,
        ...(when.length > 0 ? { marginTop: Math.round(size * 0.4) } : {}),
        fontSize: Math.round(size * (offers.length > 1 ? 1.15 : 1.35)),
        // A price is drawn level, whatever tilt the style gives its badge.
        transform: "rotate(0deg)",
        display: "flex",
      }}
    >
      {offer}
    </div>
  ));
  return (
    <div style={{ flexShrink: 0, display: "flex", flexDirection: "column", alignItems: "center" }}>
      {when.map((line, index) => (
        <div
          key={line}
          style={{
            flexShrink: 0,
            ...style,
            ...(crowded < 1 ? shrunk(style, crowded) : {}),
            ...(index > 0 ? { marginTop: Math.round(size * 0.3 * crowded) } : {}),
            // Like a price, a day and a time are drawn level: a tilted line read back wrong.
            transform: "rotate(0deg)",
            display: "flex",
          }}
        >
          {line}
        </div>
      ))}
      {inRows ? (
        <div
          style={{
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "center",
            columnGap: Math.round(size * 0.4),
            maxWidth,
          }}
        >
          {badges}
        </div>
      ) : (
        badges
      )}
    </div>
  );
}

/** The badge's lettering at `factor` of its size, its spacing with it. */
function shrunk(style: CSSProperties, factor: number): CSSProperties {
  const out: CSSProperties = {};
  if (typeof style.fontSize === "number") out.fontSize = Math.round(style.fontSize * factor);
  if (typeof style.letterSpacing === "number") out.letterSpacing = Math.round(style.letterSpacing * factor);
  return out;
}
