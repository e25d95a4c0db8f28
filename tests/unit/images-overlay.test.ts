import { describe, expect, it } from "vitest";
import {
  clampOverlaySize,
  clampPosition,
  DEFAULT_POSITION,
  OVERLAY_SIZE,
  overlayFontPx,
  POSITION_PRESETS,
  positionFromPointer,
} from "~/lib/images/overlay";

describe("text overlay editor rules", () => {
  it("starts in the middle, with Top at 50/15 and Bottom at 50/85", () => {
    expect(DEFAULT_POSITION).toEqual({ x: 50, y: 50 });
    expect(POSITION_PRESETS.top).toEqual({ x: 50, y: 15 });
    expect(POSITION_PRESETS.bottom).toEqual({ x: 50, y: 85 });
  });

  it("keeps the text 10-90 % along each axis", () => {
    expect(clampPosition({ x: 0, y: 100 })).toEqual({ x: 10, y: 90 });
    expect(clampPosition({ x: -40, y: 5 })).toEqual({ x: 10, y: 10 });
    expect(clampPosition({ x: 95.5, y: 50 })).toEqual({ x: 90, y: 50 });
    expect(clampPosition({ x: 33.3, y: 66.6 })).toEqual({ x: 33.3, y: 66.6 });
    expect(clampPosition({ x: Number.NaN, y: Number.POSITIVE_INFINITY })).toEqual({ x: 50, y: 50 });
  });

  it("turns a drag past the edge of the image into the nearest allowed spot", () => {
    const box = { left: 100, top: 200, width: 400, height: 800 };
    expect(positionFromPointer({ clientX: 300, clientY: 600 }, box)).toEqual({ x: 50, y: 50 });
    expect(positionFromPointer({ clientX: 0, clientY: 2000 }, box)).toEqual({ x: 10, y: 90 });
    expect(positionFromPointer({ clientX: 180, clientY: 280 }, box)).toEqual({ x: 20, y: 10 });
  });

  it("sizes the text from 12 to 48 in steps of 2, 24 by default", () => {
    expect(OVERLAY_SIZE).toEqual({ min: 12, max: 48, step: 2, default: 24 });
    expect(clampOverlaySize(8)).toBe(12);
    expect(clampOverlaySize(60)).toBe(48);
    expect(clampOverlaySize(25)).toBe(26);
    expect(clampOverlaySize(31)).toBe(32);
    expect(clampOverlaySize(Number.NaN)).toBe(24);
  });

  it("scales the on-screen text size to the downloaded image's pixels", () => {
    expect(overlayFontPx(24, 1080, 360)).toBe(72);
    expect(overlayFontPx(48, 1024, 512)).toBe(96);
  });
});
