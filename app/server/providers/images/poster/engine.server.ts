/**
 * satori (layout to SVG) and resvg (SVG to PNG) inside workerd, with the fonts shipped in the repo.
 * Loaded only through `await import()`, so the wasm and fonts stay out of every other request's path.
 * satori is pinned to 0.32: later versions compile an embedded wasm at run time, which workerd refuses.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
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

/** Lays out `element` at width × height and paints it to PNG bytes. */
export async function renderPng(
  element: ReactNode,
  width: number,
  height: number,
): Promise<Uint8Array<ArrayBuffer>> {
  await prepare();
  const svg = await satori(element, { width, height, fonts: FONTS });
  const resvg = new Resvg(svg, { fitTo: { mode: "original" } });
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return new Uint8Array(png);
  } finally {
    resvg.free();
  }
}
