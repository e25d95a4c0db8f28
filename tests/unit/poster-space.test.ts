/**
 * Tall posters use their height: in every style, on the portrait feed (1080×1350), the 4:7 poster
 * and the story, no band across the poster between its first and last piece is left empty of both
 * text and artwork for more than a small share of its height.
 */
import { describe, expect, it } from "vitest";
import { IMAGE_STYLES } from "~/lib/images/constants";
import { posterElement } from "~/server/providers/images/poster/render.server";
import { layoutInNode } from "./poster-node-render";
import { posterRequest } from "./poster-request";
import { artBoxesOf, tallestEmptyBand, textBoxesOf } from "./poster-text-boxes";

const TALL_SIZES = [
  { width: 1080, height: 1350 },
  { width: 1080, height: 1890 },
  { width: 1080, height: 1920 },
];

/** Short and long briefs, with and without prices, a date, an overlay and the week's list. */
const BRIEFS: [brief: string, overlay: string | null][] = [
  ["new years eve party, dj from 9pm, tickets £15 inc fizz", null],
  ["Beer garden now open", null],
  ["Sunday roast £16.95", "Book your table today"],
  ["quiz tues 8pm, live music sat 9pm, roast sun 12-4", null],
  ["NYE bash 31st December, festive fizz £6 a glass", null],
  ["sunday roast 12-4pm, £16.95 or 2 courses £21.50, kids £8.50", null],
];

/** The most of a tall poster's height one empty band may take. */
const MAX_EMPTY_SHARE = 0.12;

describe("tall posters use their space", () => {
  it(`leave no empty band taller than ${MAX_EMPTY_SHARE * 100} % of the height, in every style`, async () => {
    const problems: string[] = [];
    for (const style of IMAGE_STYLES) {
      for (const size of TALL_SIZES) {
        for (const [index, [prompt, overlay]] of BRIEFS.entries()) {
          const request = posterRequest(prompt, style, size, {
            textOverlay: overlay,
            variant: index % 2,
          });
          const nodes = await layoutInNode(
            await posterElement(request, layoutInNode),
            size.width,
            size.height,
          );
          const band = tallestEmptyBand([...textBoxesOf(nodes), ...artBoxesOf(nodes)]);
          if (band.height > size.height * MAX_EMPTY_SHARE) {
            problems.push(
              `${style} ${size.width}×${size.height} "${prompt}": ${Math.round(band.height)}px empty from y=${Math.round(band.top)} (${Math.round((100 * band.height) / size.height)} %)`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
