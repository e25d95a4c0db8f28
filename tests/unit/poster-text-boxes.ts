/**
 * The collision check for posters: each block of text as satori laid it out, and what is wrong with
 * where they sit. Two words printed over each other, or a line running off the page (or into the
 * trim margin a print shop cuts away), is what a landlord would notice first.
 */
import { isValidElement, type ReactNode } from "react";
import type { SatoriNode } from "satori/standalone";

export interface TextBox {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The turn its own style gives it, in radians, about its centre. */
  turn: number;
}

type Point = [x: number, y: number];

/** The box's four corners on the page, turned about its centre as satori draws it. */
function cornersOf(box: TextBox): Point[] {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const cos = Math.cos(box.turn);
  const sin = Math.sin(box.turn);
  return (
    [
      [-box.width / 2, -box.height / 2],
      [box.width / 2, -box.height / 2],
      [box.width / 2, box.height / 2],
      [-box.width / 2, box.height / 2],
    ] as Point[]
  ).map(([x, y]): Point => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
}

/** What a node writes: its text child, or the strings of mixed children ("{pubName} presents"). */
function textOf(node: SatoriNode): string | null {
  if (typeof node.textContent === "string") return node.textContent;
  const children: unknown = node.props?.children;
  if (!Array.isArray(children)) return null;
  const parts = children.filter((child) => typeof child === "string" || typeof child === "number");
  return parts.length > 0 ? parts.join("") : null;
}

/** The turn a node's own style gives it ("rotate(-4deg)"), in radians. */
function rotationOf(node: SatoriNode): number {
  const transform = String(node.props?.style?.transform ?? "");
  const degrees = Number(transform.match(/rotate\((-?[\d.]+)deg\)/)?.[1] ?? 0);
  return (degrees * Math.PI) / 180;
}

/** The blocks that draw text, from satori's layout, each with the turn its style gives it. */
export function textBoxesOf(nodes: SatoriNode[]): TextBox[] {
  return nodes.flatMap((node) => {
    const text = textOf(node);
    if (!text || text.trim().length === 0) return [];
    const { left, top, width, height } = node;
    return [{ text, left, top, width, height, turn: rotationOf(node) }];
  });
}

/** Rounding in satori's layout leaves sub-pixel touches between neighbours: those are not collisions. */
const TOUCH = 1;

/**
 * Whether two (possibly turned) boxes overlap by more than a touch: they are apart exactly when one
 * of their edges' directions separates their corners (the separating axis test for rectangles).
 */
function overlap(a: TextBox, b: TextBox): boolean {
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  for (const corners of [ca, cb]) {
    for (let i = 0; i < 2; i++) {
      const [x1, y1] = corners[i] as Point;
      const [x2, y2] = corners[i + 1] as Point;
      const length = Math.hypot(x2 - x1, y2 - y1) || 1;
      const axis: Point = [(x2 - x1) / length, (y2 - y1) / length];
      const project = (points: Point[]) => points.map(([x, y]) => x * axis[0] + y * axis[1]);
      const pa = project(ca);
      const pb = project(cb);
      if (Math.max(...pa) - TOUCH <= Math.min(...pb) || Math.max(...pb) - TOUCH <= Math.min(...pa))
        return false;
    }
  }
  return true;
}

const label = (box: TextBox) =>
  `"${box.text}" (${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)})`;

/**
 * What is wrong with the text's placement: every pair of text boxes that overlap, and every box that
 * is not wholly inside the canvas less `margin` px on each side. Empty when the poster is clean.
 */
export function textCollisions(
  boxes: TextBox[],
  canvas: { width: number; height: number; margin: number },
): string[] {
  const problems: string[] = [];
  for (const [index, box] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      if (overlap(box, other)) problems.push(`${label(box)} overlaps ${label(other)}`);
    }
    if (box.height < TOUCH || box.width < TOUCH) problems.push(`${label(box)} is squeezed to nothing`);
    const { width, height, margin } = canvas;
    const corners = cornersOf(box);
    if (
      corners.some(
        ([x, y]) =>
          x < margin - TOUCH ||
          y < margin - TOUCH ||
          x > width - margin + TOUCH ||
          y > height - margin + TOUCH,
      )
    ) {
      problems.push(`${label(box)} is outside the ${margin}px margin of the ${width}×${height} canvas`);
    }
  }
  return problems;
}

/**
 * Text satori draws without reporting it: a block whose children mix strings with other children
 * ("{pubName} presents" is two children). Walks the poster's elements, expanding the layout's own
 * components (plain functions of their props), and returns each such text.
 */
export function mixedText(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(mixedText);
  if (!isValidElement(node)) return [];
  const props = node.props as { children?: ReactNode };
  if (typeof node.type === "function") {
    return mixedText((node.type as (props: unknown) => ReactNode)(props));
  }
  const children = ([] as ReactNode[])
    .concat(props.children ?? [])
    .flat(Number.POSITIVE_INFINITY) as ReactNode[];
  const strings = children.filter((child) => typeof child === "string" || typeof child === "number");
  const own = strings.length > 0 && children.length > 1 ? [strings.join("")] : [];
  return [...own, ...children.flatMap(mixedText)];
}

/** The artwork (each motif, and what frames it: a comic panel, a sunburst), as satori placed it. */
export function artBoxesOf(nodes: SatoriNode[]): TextBox[] {
  return nodes
    .filter((node) => typeof node.props?.["data-art"] === "string")
    .map((node) => ({
      text: `art:${node.props["data-art"]}`,
      left: node.left,
      top: node.top,
      width: node.width,
      height: node.height,
      turn: rotationOf(node),
    }));
}

/**
 * The tallest horizontal band between the poster's first and last drawn piece that holds neither
 * text nor artwork: the empty stretch a person sees on a tall poster that does not use its height.
 */
export function tallestEmptyBand(boxes: TextBox[]): { top: number; height: number } {
  const spans = boxes
    .map((box) => {
      const ys = cornersOf(box).map(([, y]) => y);
      return [Math.min(...ys), Math.max(...ys)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let reached = spans[0]?.[1] ?? 0;
  let band = { top: reached, height: 0 };
  for (const [top, bottom] of spans.slice(1)) {
    if (top - reached > band.height) band = { top: reached, height: top - reached };
    reached = Math.max(reached, bottom);
  }
  return band;
}

/**
 * Text the layout squeezed: a block drawn shorter than it is when laid out with room to spare (its
 * box shrank, so its last line runs into whatever is drawn under it). `free` is the same poster laid
 * out with no fixed height.
 */
export function squeezedText(drawn: TextBox[], free: TextBox[]): string[] {
  return drawn.flatMap((box, index) => {
    const twin = free[index]?.text === box.text ? free[index] : free.find((other) => other.text === box.text);
    return twin && twin.height - box.height > TOUCH * 2
      ? [
          `"${box.text}" is squeezed to ${Math.round(box.height)}px of the ${Math.round(twin.height)}px it needs`,
        ]
      : [];
  });
}
