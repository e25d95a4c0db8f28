import { describe, expect, it } from "vitest";
import { boxAround, layoutOverlay, wrapOverlayText } from "~/components/images/overlay-layout";

/** A monospace stand-in for the browser's metrics: every character is 0.6 em wide. */
const monospace = (fontPx: number) => (text: string) => text.length * fontPx * 0.6;

describe("the overlay's layout, shared by the editor and the download", () => {
  it("wraps by words inside 80 % of the image, padding included", () => {
    const layout = layoutOverlay("Book your Christmas party table now before the best dates go", {
      width: 360,
      fontPx: 24,
      measure: monospace(24),
    });
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.boxWidth).toBeLessThanOrEqual(360 * 0.8);
    for (const line of layout.lines) expect(line).not.toMatch(/^\s|\s$/);
    expect(layout.lines.join(" ")).toBe("Book your Christmas party table now before the best dates go");
  });

  it("draws the same lines at the image's size, with the box scaled in proportion", () => {
    const shown = layoutOverlay("£50 bar tab for the winning team", {
      width: 360,
      fontPx: 24,
      measure: monospace(24),
    });
    const scale = 1080 / 360;
    const drawn = boxAround(shown.lines, 24 * scale, monospace(24 * scale));
    expect(drawn.lines).toEqual(shown.lines);
    expect(drawn.boxWidth).toBeCloseTo(shown.boxWidth * scale, 6);
    expect(drawn.boxHeight).toBeCloseTo(shown.boxHeight * scale, 6);
  });

  it("keeps the landlord's own line breaks and cuts a word too long for any line", () => {
    expect(wrapOverlayText("Quiz night\nThursday 8pm", 1000, monospace(10))).toEqual([
      "Quiz night",
      "Thursday 8pm",
    ]);
    const lines = wrapOverlayText("Supercalifragilisticexpialidocious", 60, monospace(10));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of lines) expect(line.length * 6).toBeLessThanOrEqual(60);
  });
});
