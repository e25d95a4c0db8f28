import { ApiError } from "~/lib/api-client";
import { overlayFontPx } from "~/lib/images/overlay";
import { fitOnPage, type PaperSize } from "~/lib/images/sizes";
import { boxAround, canvasMeasure, layoutOverlay } from "./overlay-layout";

export interface OverlaySettings {
  text: string;
  x: number;
  y: number;
  size: number;
  /** How wide the image was shown while the overlay was placed, so the text keeps its proportion. */
  shownWidth: number;
  /** The lines the editor shows (see overlay-layout.ts); without them the text is wrapped here. */
  lines?: string[];
}

/** Loads an image through /api/proxy-image so the canvas stays exportable (never tainted). */
async function loadImage(imageUrl: string): Promise<ImageBitmap> {
  const response = await fetch(`/api/proxy-image?url=${encodeURIComponent(imageUrl)}`, {
    credentials: "include",
  });
  if (!response.ok) {
    let detail = response.statusText;
    try {
      detail = ((await response.json()) as { error?: { message?: string } }).error?.message ?? detail;
    } catch {
      // Not JSON: the status text stands.
    }
    throw new ApiError(response.status, "error", detail);
  }
  return createImageBitmap(await response.blob());
}

/** The image with the overlay text on a dark semi-transparent box, as the editor shows it (spec §7). */
export async function drawWithOverlay(
  imageUrl: string,
  overlay: OverlaySettings,
): Promise<HTMLCanvasElement> {
  const bitmap = await loadImage(imageUrl);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const text = overlay.text.trim();
  if (!text) return canvas;

  const fontPx = overlayFontPx(overlay.size, canvas.width, overlay.shownWidth);
  const measure = canvasMeasure(context, fontPx);
  // The editor's own lines when it sends them, so the file breaks where the preview does.
  const layout = overlay.lines?.length
    ? boxAround(overlay.lines, fontPx, measure)
    : layoutOverlay(text, { width: canvas.width, fontPx, measure });
  const { boxWidth, boxHeight, padding, lineHeight } = layout;
  const centreX = Math.min(
    canvas.width - boxWidth / 2,
    Math.max(boxWidth / 2, (overlay.x / 100) * canvas.width),
  );
  const centreY = Math.min(
    canvas.height - boxHeight / 2,
    Math.max(boxHeight / 2, (overlay.y / 100) * canvas.height),
  );
  context.fillStyle = "rgba(0, 0, 0, 0.6)";
  context.beginPath();
  context.roundRect(centreX - boxWidth / 2, centreY - boxHeight / 2, boxWidth, boxHeight, layout.radius);
  context.fill();
  context.fillStyle = "#ffffff";
  context.textAlign = "center";
  context.textBaseline = "middle";
  layout.lines.forEach((line, index) => {
    context.fillText(line, centreX, centreY - boxHeight / 2 + padding + lineHeight * (index + 0.5));
  });
  return canvas;
}

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded."))),
      "image/jpeg",
      0.95,
    );
  });
}

/** `fullhouse-{timestamp}.jpg` (spec §7: the product prefix plus a timestamp). */
export function downloadName(now = Date.now(), extension = "jpg") {
  return `fullhouse-${now}.${extension}`;
}

/** A one-page PDF of the image with its overlay, centred on A4 or A3 for printing. */
export async function posterPdf(canvas: HTMLCanvasElement, paper: PaperSize): Promise<Blob> {
  const { PDFDocument } = await import("pdf-lib");
  const jpeg = new Uint8Array(await (await canvasToJpeg(canvas)).arrayBuffer());
  const document = await PDFDocument.create();
  document.setTitle("Full House poster");
  document.setCreator("Full House");
  const image = await document.embedJpg(jpeg);
  const place = fitOnPage({ width: canvas.width, height: canvas.height }, paper);
  const page = document.addPage([place.page.width, place.page.height]);
  page.drawImage(image, { x: place.x, y: place.y, width: place.width, height: place.height });
  const bytes = await document.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
}
