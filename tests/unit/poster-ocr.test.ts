/**
 * The built-in posters read back: each brief in the corpus is drawn (every style, square and tall
 * sizes), Debian's tesseract reads the PNG, and the headline's words, every price exactly as written
 * (with its £ and pence) and the day must all be there. `npm test` installs tesseract-ocr when it can.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { IMAGE_STYLES } from "~/lib/images/constants";
import type { ImageRequest } from "~/server/providers/images/types";
import { POSTER_BRIEFS } from "./fixtures/poster-briefs";
import { renderPosterInNode } from "./poster-node-render";

const run = promisify(execFile);
const TESSERACT = process.env.TESSERACT_PATH || "/usr/bin/tesseract";
const OUT = join(process.cwd(), ".state/poster-ocr");
/** Square feed, Instagram portrait, the 4:7 poster and the 9:16 story. */
const SIZES = [
  { width: 1080, height: 1080 },
  { width: 1080, height: 1350 },
  { width: 1080, height: 1890 },
  { width: 1080, height: 1920 },
];

/** Letters and digits only, upper case: what OCR is asked to have read. */
const normalise = (text: string) =>
  text
    .toUpperCase()
    .replace(/[‘’']/g, "")
    .replace(/[^A-Z0-9£.]+/g, " ");

export interface OcrCase {
  name: string;
  request: ImageRequest;
  expected: { words: string[]; prices: string[]; day?: string };
}

export function ocrCases(): OcrCase[] {
  return POSTER_BRIEFS.map((brief, index): OcrCase => {
    const style = IMAGE_STYLES[index % IMAGE_STYLES.length] ?? "modern";
    const size = SIZES[Math.floor(index / IMAGE_STYLES.length) % SIZES.length] ?? {
      width: 1080,
      height: 1080,
    };
    return {
      name: `${String(index).padStart(2, "0")}-${style}-${size.height}`,
      request: {
        prompt: brief.brief,
        style,
        platform: size.height > 1400 ? "instagram_story" : "instagram_post",
        imageSize: size.height === 1890 ? "poster" : "social",
        contentType: "event_announcement",
        size,
        pubName: "The Red Lion",
        textOverlay: index % 3 === 0 ? "Book your table today" : null,
        variant: index % 2,
      },
      expected: {
        // One-letter words ("v", "a") are too small a signal for OCR to assert on.
        words: normalise(brief.headline)
          .split(" ")
          .filter((word) => word.replace(/[£.]/g, "").length > 1),
        prices: brief.prices,
        day: brief.day,
      },
    };
  });
}

/** What tesseract reads on the PNG, normalised. */
export async function readPoster(png: Uint8Array, name: string): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${name}.png`);
  writeFileSync(file, png);
  const { stdout } = await run(TESSERACT, [file, "stdout", "--psm", "11"], {
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
  return normalise(stdout);
}

/** The expected words and prices that OCR did not find. */
export function missing(read: string, expected: OcrCase["expected"]): string[] {
  const tokens = ` ${read.replace(/\s+/g, " ")} `;
  const absent = expected.words.filter((word) => !tokens.includes(` ${word.replace(/\.$/, "")}`));
  const prices = expected.prices.filter((price) => !tokens.includes(price.toUpperCase()));
  const day = expected.day && !tokens.includes(expected.day.toUpperCase()) ? [expected.day] : [];
  return [...absent, ...prices, ...day];
}

describe.skipIf(!existsSync(TESSERACT))("built-in posters read back by OCR", () => {
  it(`draws the headline, every price and the day of ${POSTER_BRIEFS.length} briefs`, async () => {
    const cases = ocrCases();
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    const reads: Promise<void>[] = [];
    for (const ocrCase of cases) {
      // Drawing is synchronous work; reading runs in tesseract meanwhile.
      const png = await renderPosterInNode(ocrCase.request);
      reads.push(
        readPoster(png, ocrCase.name).then((read) => {
          const lost = missing(read, ocrCase.expected);
          if (lost.length > 0)
            failures.push(
              `${ocrCase.name} "${ocrCase.request.prompt}": missing ${lost.join(", ")}; read "${read.trim()}"`,
            );
        }),
      );
    }
    await Promise.all(reads);
    expect(failures).toEqual([]);
  }, 600_000);
});
