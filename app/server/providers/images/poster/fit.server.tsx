/**
 * A poster whose lettering needs more height than the canvas has would have it squeezed by the
 * layout: the headline's box shrinks and the next line is drawn over its last words. So each
 * poster is laid out on its canvas and again without its height, and when a block of text comes out
 * shorter on the canvas than it needs, the artwork (the one part that can give) is drawn smaller by
 * what the text lost.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { ComicStrip, Panel } from "./styles/comic-parts.server";
import { Art } from "./styles/shared.server";

/** Lays out an element at width × height and reports each box, as satori's onNodeDetected does. */
export type LayoutBoxes = (
  element: ReactNode,
  width: number,
  height: number,
) => Promise<Array<{ height: number; textContent?: unknown }>>;

/** The poster's own canvas: the first element that is not a component of ours. */
function canvasOf(element: ReactElement): ReactElement {
  let at = element;
  while (typeof at.type === "function" && at.type !== Art)
    at = (at.type as (props: unknown) => ReactElement)(at.props);
  return at;
}

/** Every artwork height in the tree, for how far the art can give. */
function artHeights(node: ReactNode): number[] {
  if (!isValidElement(node)) return Array.isArray(node) ? node.flatMap(artHeights) : [];
  const props = node.props as { height?: number; size?: number; children?: ReactNode };
  if (node.type === Art) return [props.height ?? 0];
  // A comic's panel frames its art: the panel is the height that gives.
  if (node.type === Panel) return [props.size ?? 0];
  // A comic strip sizes its panels from the room it is given.
  if (node.type === ComicStrip) return [(node.props as { free: number }).free];
  return Children.toArray(props.children).flatMap(artHeights);
}

/** The tree with every artwork drawn at `factor` of its height. */
function withArtScaled(node: ReactNode, factor: number, over: number): ReactNode {
  if (!isValidElement(node)) return node;
  if (node.type === ComicStrip) {
    const { free } = node.props as { free: number };
    return cloneElement(node as ReactElement<{ free: number }>, { free: free - over - SLACK });
  }
  const props = node.props as { height?: number; size?: number; width?: number; children?: ReactNode };
  if (node.type === Panel) {
    const size = Math.max(1, Math.round((props.size ?? 0) * factor));
    return cloneElement(
      node as ReactElement<{ size: number; width?: number; children?: ReactNode }>,
      { size, width: props.width === undefined ? size : props.width },
      ...(Children.map(props.children, (child) => withArtScaled(child, factor, over)) ?? []),
    );
  }
  if (node.type === Art)
    return cloneElement(node as ReactElement<{ height: number }>, {
      height: Math.max(1, Math.round((props.height ?? 0) * factor)),
    });
  if (props.children === undefined) return node;
  const children = Children.map(props.children, (child) => withArtScaled(child, factor, over));
  return cloneElement(node as ReactElement<{ children?: ReactNode }>, undefined, ...(children ?? []));
}

/**
 * The poster's canvas with no fixed height (at least `height` tall), so every block of text takes
 * the height it needs: what the layout checks and the fit compare the drawn poster with.
 */
export function unconstrained(element: ReactElement, height: number): ReactElement {
  const canvas = canvasOf(element);
  const { height: _fixed, ...unfixed } = (canvas.props as { style?: Record<string, unknown> }).style ?? {};
  return cloneElement(canvas as ReactElement<{ style?: Record<string, unknown> }>, {
    style: { ...unfixed, minHeight: height },
  });
}

/** Rounding and sub-pixel text metrics: a column a pixel or two over is not squeezing anything. */
const SLACK = 2;

/**
 * The poster as drawn: `element` itself when no text is squeezed, else with its artwork shrunk by
 * the height the text lost.
 */
export async function fitted(
  element: ReactNode,
  width: number,
  height: number,
  layout: LayoutBoxes,
): Promise<ReactNode> {
  if (!isValidElement(element)) return element;
  const canvas = canvasOf(element);
  const natural = unconstrained(canvas, height);
  // What each block of text loses to the squeeze: its height laid out freely, less its height on the canvas.
  const texts = (boxes: Array<{ height: number; textContent?: unknown }>) =>
    boxes.filter(
      (box): box is { height: number; textContent: string } => typeof box.textContent === "string",
    );
  const squeezed = texts(await layout(canvas, width, height));
  const free = texts(await layout(natural, width, height * 3));
  const over = squeezed.reduce((sum, box, index) => {
    const twin = free[index]?.textContent === box.textContent ? free[index] : undefined;
    return sum + Math.max(0, (twin?.height ?? box.height) - box.height);
  }, 0);
  if (over <= SLACK) return canvas;
  const tallest = Math.max(0, ...artHeights(canvas));
  if (tallest === 0) return canvas;
  // A row of artwork is as tall as its tallest piece: shrinking that by `over` gives the room back.
  const factor = Math.max(0.2, (tallest - over - SLACK) / tallest);
  return withArtScaled(canvas, factor, over);
}
