import type { Dimensions } from "~/lib/images/sizes";
import { takesAnyImageSize } from "../openai-models.server";

// The image API reference: for gpt-image-2 and the GPT Image 2.5 models a size is any WIDTHxHEIGHT
// with both sides divisible by 16 and an aspect ratio between 1:3 and 3:1, up to 3840x2160 in
// pixels; other GPT image models take only the standard 1024x1024, 1536x1024 and 1024x1536.
const STEP = 16;
const MAX_EDGE = 3840;
const MAX_PIXELS = 3840 * 2160;
const MIN_PIXELS = 1024 * 640;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The exact shape asked for, in the smallest size the model takes that is at least as wide as
 * wanted: 1080x1890 (4:7) → 1088x1904, 1080x1920 (9:16) → 1152x2048, 1080x1080 → 1088x1088.
 * Null when no size of that exact shape is allowed.
 */
function exactSize(wanted: Dimensions): Dimensions | null {
  const divisor = gcd(wanted.width, wanted.height);
  const ratioW = wanted.width / divisor;
  const ratioH = wanted.height / divisor;
  if (Math.max(ratioW / ratioH, ratioH / ratioW) > 3) return null;
  // The smallest multiplier that makes both sides multiples of 16.
  const unitW = STEP / gcd(ratioW, STEP);
  const unitH = STEP / gcd(ratioH, STEP);
  const unit = (unitW * unitH) / gcd(unitW, unitH);
  const widthStep = ratioW * unit;
  for (let width = Math.ceil(wanted.width / widthStep) * widthStep; ; width += widthStep) {
    const height = (width / ratioW) * ratioH;
    if (width > MAX_EDGE || height > MAX_EDGE || width * height > MAX_PIXELS) return null;
    if (width * height >= MIN_PIXELS) return { width, height };
  }
}

/** The standard size closest in shape to what the platform needs. */
function standardSize(wanted: Dimensions): Dimensions {
  if (wanted.height > wanted.width * 1.05) return { width: 1024, height: 1536 };
  if (wanted.width > wanted.height * 1.05) return { width: 1536, height: 1024 };
  return { width: 1024, height: 1024 };
}

/** The `size` to ask `model` for, for an image meant to be `wanted` (the platform's own size). */
export function openAiImageSize(model: string, wanted: Dimensions): Dimensions {
  return (takesAnyImageSize(model) && exactSize(wanted)) || standardSize(wanted);
}
