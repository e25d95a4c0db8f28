import { properCase } from "~/lib/content/proper-case";
import { callToActionFrom } from "~/lib/images/call-to-action";
import type { ImageStyle } from "~/lib/images/constants";
import { detectThemes, headlineFrom, offersFrom, whenFrom } from "~/lib/images/themes";
import type { GeneratedImage, ImageRequest } from "../types";
import { motifsFor } from "./motifs.server";
import { comicPoster } from "./styles/comic.server";
import { hyperRealisticPoster } from "./styles/hyper-realistic.server";
import { illustratedPoster } from "./styles/illustrated.server";
import { modernPoster } from "./styles/modern.server";
import { photorealisticPoster } from "./styles/photorealistic.server";
import { pixarPoster } from "./styles/pixar.server";
import type { PosterContent, PosterLayout } from "./styles/shared.server";
import { vintagePoster } from "./styles/vintage.server";

const LAYOUTS: Record<ImageStyle, PosterLayout> = {
  photorealistic: photorealisticPoster,
  hyper_realistic: hyperRealisticPoster,
  illustrated: illustratedPoster,
  pixar: pixarPoster,
  vintage: vintagePoster,
  modern: modernPoster,
  comic: comicPoster,
};

/** The fonts ship Latin only: emoji and other scripts are dropped rather than drawn as boxes. */
export function printable(text: string): string {
  return text
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The landlord's own words: an enhanced prompt starts with them, before the added "Scene:". */
function descriptionOf(prompt: string): string {
  return prompt.split(/\.\s+Scene:/)[0] ?? prompt;
}

/** Cut at a word boundary, never through a price: a shortened line drops the price whole. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:\s]+$/, "")}…`;
}

/** "Sunday" under a "Sunday Roast" headline says nothing new: shown only when it adds something. */
function whenBeyond(when: string | null, headline: string): string | null {
  if (!when) return null;
  const lower = headline.toLowerCase();
  return when.split(" · ").every((part) => lower.includes(part.toLowerCase())) ? null : when;
}

/** What goes on the poster, from the request. */
export function posterContent(request: ImageRequest): PosterContent {
  const description = printable(descriptionOf(request.prompt));
  const themes = detectThemes(description);
  // The "v" of a match goes down with the team after it: a line never ends on a lone "v".
  const headline = (printable(headlineFrom(description)) || "Tonight At The Pub").replace(
    / v (?=\S)/g,
    " v\u00a0",
  );
  // The landlord types "live band saturday 9pm": the poster prints days, months and names with capitals.
  const sentence = properCase(description);
  const motifs = motifsFor(themes, description, request.variant);
  return {
    width: request.size.width,
    height: request.size.height,
    pubName: printable(request.pubName ?? "") || "Your Local",
    headline,
    when: whenBeyond(whenFrom(description), headline),
    // A price the headline already shows ("£5 Pints") is not drawn twice.
    offers: offersFrom(description, headline)
      .filter((offer) => !headline.toLowerCase().includes(offer.toLowerCase()))
      .slice(0, 3),
    body: description.length > headline.length + 12 ? shorten(sentence, 110) : null,
    // The landlord's own overlay; without one, the call to action the brief itself gives grounds for.
    overlay:
      (request.textOverlay ? printable(request.textOverlay) : "") || callToActionFrom(description, themes),
    motifs,
    variant: request.variant,
  };
}

/** The poster's layout for `request`, before it is painted (the OCR corpus paints it in node too). */
export function posterElement(request: ImageRequest) {
  return LAYOUTS[request.style](posterContent(request));
}

/**
 * Renders the poster for `request` at its size: PNG for the studio and print, JPEG when the picture
 * goes to Instagram (which takes JPEG only).
 */
export async function renderPoster(
  request: ImageRequest,
  encoding: "png" | "jpeg" = "png",
): Promise<GeneratedImage> {
  const content = posterContent(request);
  const { renderImage } = await import("./engine.server");
  const bytes = await renderImage(LAYOUTS[request.style](content), content.width, content.height, encoding);
  return {
    bytes,
    contentType: encoding === "png" ? "image/png" : "image/jpeg",
    width: content.width,
    height: content.height,
  };
}
