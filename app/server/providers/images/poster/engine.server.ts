/**
 * satori (layout to SVG) and resvg (SVG to PNG) inside workerd, with the fonts shipped in the repo.
 * Loaded only through `await import()`, so the wasm and fonts stay out of every other request's path.
 * satori is pinned to 0.32: later versions compile an embedded wasm at run time, which workerd refuses.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import jpeg from "jpeg-js";
import type { ReactNode } from "react";
import satori, { init as initSatori } from "satori/standalone";
import yoga from "satori/yoga.wasm";
import abrilFatface from "./fonts/abril-fatface-400.woff.bin";
import anton from "./fonts/anton-400.woff.bin";
import archivoBlack from "./fonts/archivo-black-400.woff.bin";
import bangers from "./fonts/bangers-400.woff.bin";
import fredoka from "./fonts/fredoka-700.woff.bin";
import inter400 from "./fonts/inter-400.woff.bin";
import inter800 from "./fonts/inter-800.woff.bin";
import lilitaOne from "./fonts/lilita-one-400.woff.bin";
import oswald from "./fonts/oswald-700.woff.bin";
import playfairItalic from "./fonts/playfair-display-400-italic.woff.bin";

const FONTS = [
  { name: "Inter", data: inter400, weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: inter800, weight: 800 as const, style: "normal" as const },
  { name: "Oswald", data: oswald, weight: 700 as const, style: "normal" as const },
  { name: "Anton", data: anton, weight: 400 as const, style: "normal" as const },
  { name: "Lilita One", data: lilitaOne, weight: 400 as const, style: "normal" as const },
  { name: "Fredoka", data: fredoka, weight: 700 as const, style: "normal" as const },
  { name: "Abril Fatface", data: abrilFatface, weight: 400 as const, style: "normal" as const },
  { name: "Playfair Display", data: playfairItalic, weight: 400 as const, style: "italic" as const },
  { name: "Archivo Black", data: archivoBlack, weight: 400 as const, style: "normal" as const },
  { name: "Bangers", data: bangers, weight: 400 as const, style: "normal" as const },
];

let ready: Promise<void> | null = null;

function prepare(): Promise<void> {
  ready ??= (async () => {
    await initSatori(yoga);
    try {
      await initWasm(resvgWasm);
    } catch (error) {
      // A hot reload keeps the wasm instance while reloading this module.
      if (!String(error).includes("Already initialized")) throw error;
    }
  })().catch((error) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** JPEG quality for pictures sent to Instagram: text stays crisp, a 1080×1350 poster is ~200-400 kB. */
const JPEG_QUALITY = 88;

type Encoding = "png" | "jpeg";

/** Paints an SVG at its own size and encodes it: PNG by resvg, JPEG from resvg's pixels by jpeg-js. */
function paint(svg: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  try {
    const image = resvg.render();
    try {
      if (encoding === "png") return new Uint8Array(image.asPng());
      // Every painted pixel is opaque (posters fill their canvas; pictures are drawn on white).
      const encoded = jpeg.encode(
        { data: image.pixels, width: image.width, height: image.height },
        JPEG_QUALITY,
      );
      return new Uint8Array(encoded.data);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/** Lays out `element` at width × height and paints it as PNG or JPEG (Instagram takes JPEG only). */
export async function renderImage(
  element: ReactNode,
  width: number,
  height: number,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  await prepare();
  const svg = await satori(element, { width, height, fonts: FONTS });
  return paint(svg, encoding);
}

/** Lays out `element` at width × height without painting it: each box satori placed, with its text. */
export async function layoutBoxes(
  element: ReactNode,
  width: number,
  height: number,
): Promise<Array<{ height: number; textContent?: unknown }>> {
  await prepare();
  const boxes: Array<{ height: number; textContent?: unknown }> = [];
  await satori(element, { width, height, fonts: FONTS, onNodeDetected: (node) => boxes.push(node) });
  return boxes;
}

/**
 * A stored PNG, JPEG or WebP picture as a JPEG of the same size: drawn by resvg from an SVG that
 * holds it, on white (JPEG has no transparency). For pictures that cannot be redrawn from a brief.
 */
export async function reencodeAsJpeg(
  bytes: Uint8Array,
  contentType: string,
  width: number,
  height: number,
): Promise<Uint8Array<ArrayBuffer>> {
  await prepare();
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ffffff"/><image width="${width}" height="${height}" href="data:${contentType};base64,${btoa(binary)}"/></svg>`;
  return paint(svg, "jpeg");
}
