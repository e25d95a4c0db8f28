import type { CSSProperties, ReactNode } from "react";
import { svgUri } from "../art.server";
import { ribbon } from "../decor.server";
import { linesFor, type PosterContent, scale } from "./shared.server";

/** The ribbon's colours: its face, the folded ends, and the outline drawn `line` px wide. */
export interface RibbonColours {
  face: string;
  fold: string;
  ink: string;
  line: number;
}

/** Height of the ribbon's face for `text` wrapped at `textWidth`, with `padding` around the lines. */
export function ribbonHeight(
  text: string,
  textWidth: number,
  size: number,
  charRatio: number,
  padding: number,
) {
  return linesFor(text, textWidth, size, charRatio) * size * 1.2 + padding;
}

/**
 * The overlay text on a ribbon banner (illustrated and vintage styles). `width` is in the 1080-wide
 * design's pixels; `height` is the scaled face height from `ribbonHeight`, plus room for the tails.
 */
export function RibbonBanner({
  content,
  width,
  height,
  colours,
  textStyle,
  children,
}: {
  content: PosterContent;
  width: number;
  height: number;
  colours: RibbonColours;
  textStyle: CSSProperties;
  children: ReactNode;
}) {
  const s = scale(content);
  const designHeight = Math.round((height * 1080) / content.width);
  return (
    <div
      style={{
        display: "flex",
        position: "relative",
        width: s(width),
        height: height + s(20),
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <img
        src={svgUri(ribbon(width, designHeight, colours.face, colours.fold, colours.ink, colours.line))}
        width={s(width)}
        height={height + s(20)}
        style={{ position: "absolute", top: 0, left: 0 }}
        alt=""
      />
      {/* The text sits on the face, above the tails that hang below it. */}
      <div style={{ ...textStyle, marginTop: s(-20), textAlign: "center", display: "flex" }}>{children}</div>
    </div>
  );
}
