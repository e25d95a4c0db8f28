import { type ImageStyle, STYLE_LABELS } from "./constants";
import { scheduleFrom } from "./poster-lines";
import { headlineFrom } from "./themes";

/**
 * The image's alt text: what the picture says, in plain words. A built-in poster of the week's
 * events is headed "What's On" and lists each one, so its alt text names every event with its day,
 * time and price, not only the first ("What's On poster: Quiz Tuesday 8pm, Live Music Saturday 9pm").
 */
export function imageAltText({
  description,
  style,
  pubName,
  textOverlay,
  builtin,
}: {
  description: string;
  style: ImageStyle;
  pubName: string | null;
  textOverlay: string | null;
  builtin: boolean;
}): string {
  // An enhanced prompt starts with the landlord's words, before the added "Scene:".
  const brief = description.split(/\.\s+Scene:/)[0] ?? description;
  const label = STYLE_LABELS[style].toLowerCase();
  const schedule = builtin ? scheduleFrom(brief) : [];
  const what = builtin ? `${label}${schedule.length > 0 ? " What's On" : ""} poster` : `${label} image`;
  const says =
    schedule.length > 0
      ? schedule
          .map((event) => [event.what, event.day, event.time, event.price].filter(Boolean).join(" "))
          .join(", ")
      : headlineFrom(brief);
  const overlay = textOverlay && builtin ? ` — “${textOverlay}”` : "";
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${pubName ? ` for ${pubName}` : ""}: ${says}${overlay}`;
}
