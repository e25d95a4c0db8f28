/**
 * A poster whose lettering needs more height than the canvas has would have it squeezed by the
 * layout: the headline's box shrinks and the next line is drawn over its last words. So each
 * poster is laid out once more without its height, and when the column runs past the canvas, the
 * artwork (the one part that can give) is drawn smaller by exactly that much.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { ComicStrip, Panel } from "./styles/comic-parts.server";
import { Art } from "./styles/shared.server";

/** Lays out an element at width × height and reports each box, as satori's onNodeDetected does. */
export type LayoutBoxes = (
  element: ReactNode,
  width: number,
  height: number,
) => Promise<Array<{ left: number; top: number; width: number; height: number }>>;

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

/** Rounding and sub-pixel text metrics: a column a pixel or two over is not squeezing anything. */
const SLACK = 2;

/**
 * The poster as drawn: `element` itself when its column fits the canvas, else with its artwork
 * shrunk by the height the column runs over.
 */
export async function fitted(
  element: ReactNode,
  width: number,
  height: number,
  layout: LayoutBoxes,
): Promise<ReactNode> {
  if (!isValidElement(element)) return element;
  const canvas = canvasOf(element);
  const style = (canvas.props as { style?: Record<string, unknown> }).style ?? {};
  const { height: _fixed, ...free } = style;
  const natural = cloneElement(canvas as ReactElement<{ style?: Record<string, unknown> }>, {
    style: { ...free, minHeight: height },
  });
  const [root] = await layout(natural, width, height * 3);
  const over = (root?.height ?? height) - height;
  if (over <= SLACK) return canvas;
  const tallest = Math.max(0, ...artHeights(canvas));
  if (tallest === 0) return canvas;
  // A row of artwork is as tall as its tallest piece: shrinking that by `over` gives the room back.
  const factor = Math.max(0.2, (tallest - over - SLACK) / tallest);
  return withArtScaled(canvas, factor, over);
}
