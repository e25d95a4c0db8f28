/**
 * Every style draws the body line poster-lines chooses ("DJ" on a New Year's Eve poster), in every
 * size: a style that dropped it lost the act a landlord booked. Checked on satori's layout (no
 * painting), which reports each block of text it placed.
 */
import { describe, expect, it } from "vitest";
import { IMAGE_STYLES } from "~/lib/images/constants";
import { posterContent, posterElement } from "~/server/providers/images/poster/render.server";
import type { ImageRequest } from "~/server/providers/images/types";
import { POSTER_BRIEFS } from "./fixtures/poster-briefs";
import { layoutInNode } from "./poster-node-render";
import { posterRequest } from "./poster-request";
import { textBoxesOf } from "./poster-text-boxes";

const SIZES = [
  { width: 1080, height: 1080 },
  { width: 1080, height: 1350 },
  { width: 1080, height: 1890 },
  { width: 1080, height: 1920 },
];

// Half the briefs with the landlord's own overlay: the body must find room beside it too.
const request = (prompt: string, style: ImageRequest["style"], size: ImageRequest["size"], index: number) =>
  posterRequest(prompt, style, size, {
    textOverlay: index % 2 === 0 ? "Book your table today" : null,
    variant: index % 2,
  });

const BRIEFS = [
  "NYE party 31st dec, DJ from 9, £10 entry inc fizz",
  ...POSTER_BRIEFS.map((brief) => brief.brief),
];

describe("poster body line", () => {
  it("draws the body line in every style and size", async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [index, brief] of BRIEFS.entries()) {
      for (const style of IMAGE_STYLES) {
        for (const size of SIZES) {
          const poster = request(brief, style, size, index);
          const { body } = posterContent(poster);
          if (!body) continue;
          const boxes = textBoxesOf(
            await layoutInNode(await posterElement(poster, layoutInNode), size.width, size.height),
          );
          checked += 1;
          if (!boxes.some((box) => box.text === body)) {
            missing.push(`${style} ${size.width}×${size.height} "${brief}" lacks "${body}"`);
          }
        }
      }
    }
    // The New Year's Eve brief and a score of the corpus carry a body line.
    expect(checked).toBeGreaterThan(20 * IMAGE_STYLES.length * SIZES.length);
    expect(missing).toEqual([]);
  }, 300_000);
});
