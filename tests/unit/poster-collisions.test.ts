/**
 * Text never collides with other text: every brief of the corpus in every style and size is laid out
 * by satori (as the renderer does), and no two text blocks may overlap, be squeezed shorter than their
 * lines or leave the canvas's margin.
 */
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { IMAGE_STYLES } from "~/lib/images/constants";
import { unconstrained } from "~/server/providers/images/poster/fit.server";
import { posterElement } from "~/server/providers/images/poster/render.server";
import type { ImageRequest } from "~/server/providers/images/types";
import { POSTER_BRIEFS } from "./fixtures/poster-briefs";
import { layoutInNode } from "./poster-node-render";
import { posterRequest } from "./poster-request";
import { mixedText, squeezedText, textBoxesOf, textCollisions } from "./poster-text-boxes";

const SIZES = [
  { width: 1080, height: 1080 },
  { width: 1080, height: 1350 },
  { width: 1080, height: 1890 },
  { width: 1080, height: 1920 },
];
/** The trim a print shop may cut, and what a phone's rounded corners hide: 3 % of the width. */
const marginFor = (width: number) => Math.round(width * 0.03);

function request(prompt: string, style: ImageRequest["style"], size: ImageRequest["size"], index: number) {
  return posterRequest(prompt, style, size, {
    textOverlay: index % 2 === 0 ? "Book your table today" : null,
    variant: index % 2,
  });
}

describe("poster text placement", () => {
  it("finds an overlay drawn over the title, and text pushed off the page", async () => {
    // An overlay set over the headline, and a line placed past the bottom-right trim margin.
    const at = (left: number, top: number, fontSize: number, text: string) =>
      createElement("div", { style: { position: "absolute", left, top, fontSize, display: "flex" } }, text);
    const overlapping = createElement(
      "div",
      { style: { width: 1080, height: 1080, display: "flex", position: "relative", fontFamily: "Inter" } },
      at(100, 100, 120, "Quiz Night"),
      at(160, 150, 40, "Book your table today"),
      at(900, 900, 60, "Off the edge"),
    );
    const problems = textCollisions(textBoxesOf(await layoutInNode(overlapping, 1080, 1080)), {
      width: 1080,
      height: 1080,
      margin: 32,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^"Quiz Night" .* overlaps "Book your table today"/),
      expect.stringMatching(/^"Off the edge" .* is outside the 32px margin/),
    ]);
    // A column taller than its canvas squeezes its text: the headline's two lines get one line's box.
    const crowded = createElement(
      "div",
      { style: { width: 600, height: 400, display: "flex", flexDirection: "column", fontFamily: "Inter" } },
      createElement(
        "div",
        { style: { fontSize: 100, lineHeight: 1, display: "flex" } },
        "Quiz Night Tonight",
      ),
      createElement("div", { style: { height: 300, flexShrink: 0, display: "flex" } }),
    );
    const drawn = textBoxesOf(await layoutInNode(crowded, 600, 400));
    const free = textBoxesOf(await layoutInNode(unconstrained(crowded, 400), 600, 1200));
    expect(squeezedText(drawn, free)).toEqual([
      expect.stringMatching(/^"Quiz Night Tonight" is squeezed to/),
    ]);
    // Words beside an expression are drawn without being reported: the corpus check flags them.
    expect(mixedText(createElement("div", {}, "The Red Lion", " presents"))).toEqual([
      "The Red Lion presents",
    ]);
  });

  it("keeps every text block apart and inside the margin, in every style and size", async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [index, brief] of POSTER_BRIEFS.entries()) {
      for (const style of IMAGE_STYLES) {
        for (const size of SIZES) {
          const poster = request(brief.brief, style, size, index);
          const element = await posterElement(poster, layoutInNode);
          const boxes = textBoxesOf(await layoutInNode(element, size.width, size.height));
          // A block squeezed shorter than its lines draws them over the next one: a collision too.
          const free = textBoxesOf(
            await layoutInNode(
              unconstrained(element as ReactElement, size.height),
              size.width,
              size.height * 3,
            ),
          );
          for (const problem of squeezedText(boxes, free))
            problems.push(`${style} ${size.width}×${size.height} "${brief.brief}": ${problem}`);
          checked += 1;
          // Text beside an expression ("{pubName} presents") is drawn but not reported by satori.
          for (const text of mixedText(element)) problems.push(`${style}: "${text}" is not one text child`);
          for (const problem of textCollisions(boxes, { ...size, margin: marginFor(size.width) })) {
            problems.push(`${style} ${size.width}×${size.height} "${brief.brief}": ${problem}`);
          }
        }
      }
    }
    expect(checked).toBe(POSTER_BRIEFS.length * IMAGE_STYLES.length * SIZES.length);
    expect(problems).toEqual([]);
  }, 600_000);
});
