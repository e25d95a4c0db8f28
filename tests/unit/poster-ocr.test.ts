/**
 * The built-in posters read back: each brief in the corpus is drawn (every style, square and tall
 * sizes), Debian's tesseract reads the PNG, and the headline's words, every price exactly as written
 * (with its £ and pence) and the day must all be there. `npm test` installs tesseract-ocr when it can.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { IMAGE_STYLES } from "~/lib/images/constants";
import type { ImageRequest } from "~/server/providers/images/types";
import { POSTER_BRIEFS, type PosterBrief, TALL_POSTER_BRIEFS } from "./fixtures/poster-briefs";
import { type NodePoster, renderPosterInNode } from "./poster-node-render";
import { posterRequest } from "./poster-request";

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

interface OcrCase {
  name: string;
  request: ImageRequest;
  expected: { words: string[]; prices: string[]; day?: string; cta?: string; also: string[] };
}

const expectedOf = (brief: PosterBrief): OcrCase["expected"] => ({
  // One-letter words ("v", "a") are too small a signal for OCR to assert on.
  words: normalise(brief.headline)
    .split(" ")
    .filter((word) => word.replace(/[£.]/g, "").length > 1),
  prices: brief.prices,
  day: brief.day,
  cta: brief.cta ? normalise(brief.cta).trim() : undefined,
  also: (brief.also ?? []).map((text) => normalise(text).trim()),
});

/**
 * The briefs for a given style and size: each style's tall layout on the 4:7 poster and the story,
 * the portrait feed, and the cases a person noticed (the week's events, dates, well-known days).
 */
function tallCases(): OcrCase[] {
  return TALL_POSTER_BRIEFS.map(
    (brief, index): OcrCase => ({
      name: `tall-${String(index).padStart(2, "0")}-${brief.style}-${brief.height}`,
      // The landlord's own overlay where the brief has one; otherwise the poster's call to action.
      request: posterRequest(
        brief.brief,
        brief.style,
        { width: 1080, height: brief.height },
        { textOverlay: brief.overlay ?? null, variant: index % 2 },
      ),
      expected: expectedOf(brief),
    }),
  );
}

function ocrCases(): OcrCase[] {
  const corpus = POSTER_BRIEFS.map((brief, index): OcrCase => {
    const style = IMAGE_STYLES[index % IMAGE_STYLES.length] ?? "modern";
    const size = SIZES[Math.floor(index / IMAGE_STYLES.length) % SIZES.length] ?? {
      width: 1080,
      height: 1080,
    };
    return {
      name: `${String(index).padStart(2, "0")}-${style}-${size.height}`,
      request: posterRequest(brief.brief, style, size, {
        textOverlay: brief.overlay ?? null,
        variant: index % 2,
      }),
      expected: expectedOf(brief),
    };
  });
  return [...corpus, ...tallCases()];
}

/**
 * Grey versions of the poster at half size, as a person squinting at it would see it: by brightness,
 * by its darkest channel (dark ink on colour) and by its brightest channel inverted (light ink on
 * colour). Each is the real render's pixels, averaged over 2×2 blocks, written as a PGM.
 */
const VIEWS: { grey: (r: number, g: number, b: number) => number; layout: string }[] = [
  { grey: (r, g, b) => 0.299 * r + 0.587 * g + 0.114 * b, layout: "11" },
  { grey: (r, g, b) => Math.min(r, g, b), layout: "11" },
  { grey: (r, g, b) => 255 - Math.max(r, g, b), layout: "11" },
  // Last, brightness again read as one block of text (tesseract's page layout 3), not sparse words.
  { grey: (r, g, b) => 0.299 * r + 0.587 * g + 0.114 * b, layout: "3" },
];

function greyView(poster: NodePoster, grey: (r: number, g: number, b: number) => number): Buffer {
  const width = Math.floor(poster.width / 2);
  const height = Math.floor(poster.height / 2);
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number) => {
    const i = (y * poster.width + x) * 4;
    return grey(poster.pixels[i] ?? 0, poster.pixels[i + 1] ?? 0, poster.pixels[i + 2] ?? 0);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sum = at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) + at(2 * x + 1, 2 * y + 1);
      out[y * width + x] = Math.round(sum / 4);
    }
  }
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(out)]);
}

/** What tesseract reads on one view of the poster, normalised. */
async function readView(file: string, layout: string): Promise<string> {
  const { stdout } = await run(TESSERACT, [file, "stdout", "--psm", layout], {
    env: { ...process.env, OMP_THREAD_LIMIT: "1" },
  });
  return normalise(stdout);
}

/**
 * Reads the poster view by view until everything expected is found (or the views run out); returns
 * what is still missing and everything read. The PNG is kept in .state/poster-ocr to look at.
 */
async function readPoster(poster: NodePoster, ocrCase: OcrCase) {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, `${ocrCase.name}.png`), poster.png);
  let read = "";
  let lost = missing(read, ocrCase.expected);
  for (const [index, view] of VIEWS.entries()) {
    const file = join(OUT, `${ocrCase.name}.${index}.pgm`);
    writeFileSync(file, greyView(poster, view.grey));
    read += ` ${await readView(file, view.layout)}`;
    rmSync(file);
    lost = missing(read, ocrCase.expected);
    if (lost.length === 0) break;
  }
  return { lost, read: read.replace(/\s+/g, " ").trim() };
}

function differences(a: string, b: string): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++;
  return count;
}

/**
 * The expected words, prices and day that OCR did not find. OCR sometimes runs two big words together
 * ("FISHAND CHIPS") or splits one ("CHARI TY"): a word also counts when it is there with the spaces
 * taken out, as the letters are still drawn in order.
 */
function missing(read: string, expected: OcrCase["expected"]): string[] {
  const joined = read.replace(/\s+/g, "");
  const found = (text: string) => joined.includes(text.replace(/\s+/g, "").toUpperCase());
  // A long headline word may come back with one letter misread (Bangers' outlined "C" as "P" or "G"):
  // that is the reader's slip, not the poster's. Prices and days must read back exactly.
  const tokens = read.split(/\s+/);
  const nearly = (word: string) =>
    word.length >= 6 && tokens.some((token) => token.length === word.length && differences(token, word) <= 1);
  const words = expected.words
    .map((word) => word.replace(/\.$/, ""))
    .filter((word) => !found(word) && !nearly(word));
  const prices = expected.prices.filter((price) => !found(price));
  const day = expected.day && !found(expected.day) ? [expected.day] : [];
  const cta = expected.cta && !found(expected.cta) ? [expected.cta] : [];
  const also = expected.also.filter((text) => !found(text));
  return [...words, ...prices, ...day, ...cta, ...also];
}

describe("built-in posters read back by OCR", () => {
  it(`draws the headline, every price and the day of ${POSTER_BRIEFS.length + TALL_POSTER_BRIEFS.length} briefs`, async () => {
    if (!existsSync(TESSERACT)) {
      throw new Error(
        `The poster OCR test needs tesseract at ${TESSERACT}: sudo apt-get install -y tesseract-ocr`,
      );
    }
    const cases = ocrCases();
    expect(cases.length).toBeGreaterThanOrEqual(40);
    // Every style is read back on both tall sizes.
    for (const style of IMAGE_STYLES) {
      for (const height of [1890, 1920]) {
        expect(
          cases.some((c) => c.request.style === style && c.request.size.height === height),
          `${style} at 1080×${height}`,
        ).toBe(true);
      }
    }
    const failures: string[] = [];
    const reads: Promise<void>[] = [];
    for (const ocrCase of cases) {
      // Drawing runs here while tesseract reads the previous posters in its own processes.
      const poster = await renderPosterInNode(ocrCase.request);
      reads.push(
        readPoster(poster, ocrCase).then(({ lost, read }) => {
          if (lost.length > 0) {
            failures.push(
              `${ocrCase.name} "${ocrCase.request.prompt}": missing ${lost.join(", ")}; read "${read}"`,
            );
          }
        }),
      );
    }
    await Promise.all(reads);
    // The bench's "poster OCR pass rate" figure reads this.
    if (process.env.POSTER_OCR_OUT) {
      const passed = cases.length - failures.length;
      writeFileSync(process.env.POSTER_OCR_OUT, JSON.stringify({ passed, total: cases.length, failures }));
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
