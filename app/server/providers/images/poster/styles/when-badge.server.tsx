import type { CSSProperties } from "react";

/**
 * The day and time ("Thursday · 8pm") under the headline, in the style's own badge, or nothing when
 * the description names neither. It never shrinks, so a crowded poster squeezes the artwork instead.
 */
export function WhenBadge({ when, style }: { when: string | null; style: CSSProperties }) {
  if (!when) return null;
  return <div style={{ flexShrink: 0, ...style, display: "flex" }}>{when}</div>;
}
