/// <reference path="../../app/server/providers/images/poster/modules.d.ts" />
/**
 * The built-in poster renderer run in node for the OCR corpus: the same layouts, satori and resvg as
 * in the Worker, with the wasm and the fonts read from disk instead of the Worker's module imports.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { ReactNode } from "react";
import satori, { init as initSatori, type SatoriNode } from "satori/standalone";
import { posterElement } from "~/server/providers/images/poster/render.server";
import type { ImageRequest } from "~/server/providers/images/types";

const require = createRequire(import.meta.url);
const FONT_DIR = join(process.cwd(), "app/server/providers/images/poster/fonts");

const FONT_FILES = [
  ["Inter", "inter-400", 400, "normal"],
  ["Inter", "inter-800", 800, "normal"],
  ["Oswald", "oswald-700", 700, "normal"],
  ["Anton", "anton-400", 400, "normal"],
  ["Lilita One", "lilita-one-400", 400, "normal"],
  ["Fredoka", "fredoka-700", 700, "normal"],
  ["Abril Fatface", "abril-fatface-400", 400, "normal"],
  ["Playfair Display", "playfair-display-400-italic", 400, "italic"],
  ["Archivo Black", "archivo-black-400", 400, "normal"],
  ["Bangers", "bangers-400", 400, "normal"],
] as const;

let ready: Promise<void> | null = null;
const fonts = FONT_FILES.map(([name, file, weight, style]) => ({
  name,
  data: readFileSync(join(FONT_DIR, `${file}.woff.bin`)),
  weight,
  style,
}));

function prepare() {
  ready ??= (async () => {
    const satoriDir = dirname(require.resolve("satori/package.json"));
    await initSatori(await WebAssembly.compile(readFileSync(join(satoriDir, "yoga.wasm"))));
    const resvgDir = join(process.cwd(), "node_modules/@resvg/resvg-wasm");
    await initWasm(readFileSync(join(resvgDir, "index_bg.wasm")));
  })();
  return ready;
}

export interface NodePoster {
  /** The PNG the built-in provider would return for the request. */
  png: Uint8Array;
  /** The same picture as RGBA pixels, row by row, for the OCR's preprocessing. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** The poster the built-in provider would return for `request`, as PNG bytes and as pixels. */
export async function renderPosterInNode(request: ImageRequest): Promise<NodePoster> {
  await prepare();
  const element = await posterElement(request, layoutInNode);
  const svg = await satori(element, { width: request.size.width, height: request.size.height, fonts });
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  const image = resvg.render();
  const poster = {
    png: image.asPng(),
    pixels: new Uint8Array(image.pixels),
    width: image.width,
    height: image.height,
  };
  image.free();
  resvg.free();
  return poster;
}

/**
 * Every box satori laid out for `element` at width × height (no painting): where each block sits and,
 * for text, what it says. Boxes are in the poster's own pixels.
 */
export async function layoutInNode(element: ReactNode, width: number, height: number): Promise<SatoriNode[]> {
  await prepare();
  const nodes: SatoriNode[] = [];
  await satori(element, { width, height, fonts, onNodeDetected: (node) => nodes.push(node) });
  return nodes;
}
