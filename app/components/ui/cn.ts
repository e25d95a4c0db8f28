import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

/*
 * Class merging for our own components: a later class wins over an earlier one of the same kind
 * (a Card's padding over its default, a Button's colours over its variant's). tailwind-merge with
 * its full Tailwind config costs ~12 KB of every page's JavaScript; this config names only the
 * kinds of utility our components override, and a test checks it agrees with the full one.
 */
const any = () => true;
const COLOR =
  /^(?:ink|muted|white|black|transparent|current|inherit|(?:brand|brass|stone|red|amber|green|emerald|sky|blue|yellow|orange|purple|violet|rose|pink|slate|gray|zinc|neutral|lime|teal|cyan|indigo|fuchsia)-\d{2,3})(?:\/\d{1,3})?$/;
const isColor = (value: string) => COLOR.test(value);
const FONT_SIZE = /^(?:xs|sm|base|lg|[2-9]?xl)$/;
const isFontSize = (value: string) => FONT_SIZE.test(value);
const isBorderWidth = (value: string) => /^(?:0|2|4|8)$/.test(value);

const merge = createTailwindMerge(() => ({
  cacheSize: 300,
  theme: {},
  classGroups: {
    display: [
      "block",
      "inline-block",
      "inline",
      "flex",
      "inline-flex",
      "grid",
      "inline-grid",
      "contents",
      "hidden",
    ],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    p: [{ p: [any] }],
    px: [{ px: [any] }],
    py: [{ py: [any] }],
    pt: [{ pt: [any] }],
    pr: [{ pr: [any] }],
    pb: [{ pb: [any] }],
    pl: [{ pl: [any] }],
    m: [{ m: [any] }],
    mx: [{ mx: [any] }],
    my: [{ my: [any] }],
    mt: [{ mt: [any] }],
    mr: [{ mr: [any] }],
    mb: [{ mb: [any] }],
    ml: [{ ml: [any] }],
    w: [{ w: [any] }],
    "min-w": [{ "min-w": [any] }],
    "max-w": [{ "max-w": [any] }],
    h: [{ h: [any] }],
    "min-h": [{ "min-h": [any] }],
    "max-h": [{ "max-h": [any] }],
    size: [{ size: [any] }],
    gap: [{ gap: [any] }],
    "font-size": [{ text: [isFontSize] }],
    "text-color": [{ text: [isColor] }],
    "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
    "font-weight": [{ font: ["normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    leading: [{ leading: [any] }],
    "bg-color": [{ bg: [isColor] }],
    "border-w": [{ border: ["", isBorderWidth] }],
    "border-color": [{ border: [isColor] }],
    rounded: [{ rounded: ["", any] }],
    shadow: [{ shadow: ["", any] }],
    opacity: [{ opacity: [any] }],
    "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "grid-cols": [{ "grid-cols": [any] }],
    "space-y": [{ "space-y": [any] }],
    "space-x": [{ "space-x": [any] }],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    cursor: [{ cursor: [any] }],
    "list-style": [{ list: ["none", "disc", "decimal", "inside", "outside"] }],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
    "font-size": ["leading"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
