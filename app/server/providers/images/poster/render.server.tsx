import { A_LOSS, CALLED_OFF, tidyBrief } from "~/lib/content/brief-words";
import { properCase } from "~/lib/content/proper-case";
import { callToActionFrom } from "~/lib/images/call-to-action";
import type { ImageStyle } from "~/lib/images/constants";
import {
  bodyFrom,
  listHeading,
  type ScheduledEvent,
  scheduleFrom,
  scheduleLine,
} from "~/lib/images/poster-lines";
import {
  detectThemes,
  headlineFrom,
  headlineNames,
  MOVED_TO,
  offersFrom,
  pricesFrom,
  SPORTS,
  TIME,
  whenFrom,
} from "~/lib/images/themes";
import { type Brief, capitalise } from "~/server/providers/ai/builtin-writer/analysis.server";
import { nightByNight } from "~/server/providers/ai/builtin-writer/detail-lines.server";
import { readBrief } from "~/server/providers/ai/builtin-writer/read-brief.server";
import type { GeneratedImage, ImageRequest } from "../types";
import { fitted, type LayoutBoxes } from "./fit.server";
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
  // "… at St Mary's 11am. Wake here after …": whole sentences, never "11am.…".
  const sentenceEnd = cut.search(/[.!?](?=\s[^.!?]*$)/);
  if (sentenceEnd > max / 2) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:\s]+$/, "")}…`;
}

/**
 * "Sunday" under a "Sunday Roast" headline says nothing new: each part of the when is shown only
 * when the headline or the call to action does not already say it ("Friday Night Live Music" keeps
 * "9pm").
 */
function whenBeyond(when: string | null, said: string): string | null {
  if (!when) return null;
  const lower = said.toLowerCase();
  const parts = when.split(" · ").filter((part) => !lower.includes(part.toLowerCase()));
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** "fizz at midnight 🥂 closed new years day": an emoji between words ends a thought, as a comma would. */
function emojiBetweenThoughts(text: string): string {
  return text.replace(
    /\s*\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u{fe0f}|\u{200d}|\s)*(?=\p{L})/gu,
    ", ",
  );
}

/**
 * The week's list from the writer's reading, when the brief runs several things together with no
 * comma between ("pie n pint £12 mon-thurs 12-8 quiz weds 8pm"): each thing with a day of its own,
 * on at least two different days. Closures and news are the pub's hours, not things on.
 */
function scheduleOf(reading: Brief): ScheduledEvent[] {
  const things = reading.items.filter(
    (item) => item.day && item.title && !["closure", "opening", "news"].includes(item.kind),
  );
  if (things.length < 2 || things.length !== reading.items.length) return [];
  // Two things on one day are one night out, unless they are matches: a double-header lists each
  // kick-off ("Sat · Wales v Ireland · 2.15", "Sat · Scotland v France · 4.45").
  const matches = things.every((item) => item.kind === "sport" && /\sv\s/.test(item.name) && item.time);
  if (new Set(things.map((item) => item.day!.toLowerCase())).size < 2 && !matches) return [];
  return things.slice(0, 4).map((item) => ({
    day: item.day!.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*day\b/g, "$1"),
    what: headlineNames(item.title),
    time: item.time ?? null,
    price: item.details.map((line) => /^£[\d.,]+(?:\s?pp)?$/i.exec(line.trim())?.[0]).find(Boolean) ?? null,
  }));
}

/**
 * The body, with a line-up typed in one breath ("fri the dead ringers sat velvet haze") said a
 * night at a time, as the post says it ("Friday: The Dead Ringers. Saturday: Velvet Haze").
 */
function bodyWithLineUp(description: string, shown: string[]): string | null {
  const nights: string[] = [];
  const rest = description
    .split(/,\s*/)
    .filter((piece) => {
      const turns = nightByNight(piece.trim());
      if (turns.length < 2) return true;
      nights.push(...turns);
      return false;
    })
    .join(", ");
  const said = bodyFrom(rest, shown);
  return [said, ...nights].filter(Boolean).join(". ") || null;
}

/** "doors 7pm", "doors open at 7.30": when the doors open, which a "Doors open" button says. */
const DOORS_AT = new RegExp(`\\bdoors?(?: open)?(?: at| from)? (?:${TIME.source})`, "i");

/**
 * The brief as the body reads it: "moved from tues to weds this wk" as the day it is on now (the badge
 * says "Now on Wednesday"), and "big screen doors 7pm no entry after 10" under a "Doors open 7pm"
 * button with the doors taken out, leaving the facts either side of them apart.
 */
function briefForBody(description: string, overlay: string | null): string {
  const moved = description.replace(MOVED_TO, (move) => move.split(/\s+/)[0] ?? move);
  return overlay && /^doors\b/i.test(overlay) ? moved.replace(DOORS_AT, ", ") : moved;
}

/** Whether the offer's price is said with the pub's reopening ("back tues w/ £3 pints"). */
function reopeningOffer(description: string, offer: string): boolean {
  const back = /\b(?:back|reopen\w*|re-open\w*|open again)\b/i.exec(description);
  const [price] = pricesFrom(offer);
  if (back === null || price === undefined) return false;
  const at = description.indexOf(price, back.index);
  // "back thurs 12 noon, mulled wine £4 all wk": a deal in a clause of its own is the week's.
  return at > back.index && !/[,;.]/.test(description.slice(back.index, at));
}

/** A festival or weekender, which spans the nights the rest of the list falls on. */
const FESTIVAL =
  /\b(?:festival|fest|weekender|beerfest|(?:guest ale|ale|beer|cider|gin|real ale|cask) week)\b/i;

/** Heading of a poster that lists the week's events: the brief's first event is only one of them. */
const SCHEDULE_HEADLINE = "What's On";

/** "Man City v Aston Villa": each side of a match-up, two words at most, joined so it cannot wrap. */
function keepSidesWhole(headline: string): string {
  const match = /^(.+?) v (.+)$/.exec(headline);
  if (!match) return headline;
  const side = (name: string) => (name.split(" ").length === 2 ? name.replace(" ", "\u00a0") : name);
  return `${side(match[1]!)} v ${side(match[2]!)}`;
}

/**
 * "Christmas Eve · 11-11", "Christmas Day · 12-2 · Drinks only": the hours of several days, one line
 * each, as the writer reads them, or empty when the brief is not a list of days' hours.
 */
function hoursLines({ items }: Brief): string[] {
  const [hours, ...closures] = items;
  if (hours?.kind !== "opening" || closures.some((item) => item.kind !== "closure" || !item.day)) return [];
  const lines: string[] = [];
  // "Christmas opening hours mon-thurs 4-11": the first days and hours are the notice's own.
  if (hours.day && hours.time) lines.push(`${hours.day} · ${hours.time}`);
  for (const detail of hours.details) {
    // "Christmas Day: 12-3, drinks only" or "Friday and Saturday 12-late".
    const line = /^([^:]+): ([^,]+)(?:, (.+))?$/.exec(detail) ?? /^(\D+?) (\d[^,]*)()$/.exec(detail);
    if (!line) return [];
    const [, day, time, extra] = line;
    lines.push(
      [day, time, extra && extra.charAt(0).toUpperCase() + extra.slice(1)].filter(Boolean).join(" · "),
    );
  }
  // "kitchen shut mondays": what is shut, on its day.
  for (const closure of closures) lines.push(`${closure.day} · ${headlineNames(closure.name)}`);
  return lines.length >= 2 ? lines : [];
}

/** News a notice passes on (a loss, lost property, a result, a warning), not an offer read as news. */
const NEWS_TO_PASS_ON =
  /\b(?:passed away|rip|sad news|funeral|lost|found|handed in|won|beat|sorry|snow|storm|flood\w*|power cut|going up|price rise)\b/i;

/**
 * A notice the writer reads as news or as a thing called off ("quiz weds is cancelled …", "sad news,
 * our regular ken passed away …"): the poster says what the post says, a sentence a line, and never
 * draws a night's day and time as if it were on.
 */
function noticeFrom(
  { items, notes }: Brief,
  description: string,
  headline: string,
): { headline: string; when: string | null; lines: string[] } | null {
  const [main, ...others] = items;
  if (!main || others.length > 0) return null;
  const calledOff = CALLED_OFF.test(main.name);
  if (!calledOff && !(main.kind === "news" && !main.name && NEWS_TO_PASS_ON.test(description))) return null;
  const title = calledOff ? headlineNames(main.name.replace(/\s+(?:is|has been)\s+/i, " ")) : headline;
  const said = new Set(title.toLowerCase().split(/\W+/));
  const lines = [...main.details, ...notes].filter((line) =>
    line
      .toLowerCase()
      .split(/\W+/)
      .some((word) => word.length > 2 && !said.has(word)),
  );
  const when = calledOff ? [main.day, main.time].filter(Boolean).join(" · ") || null : null;
  return {
    headline: title,
    when,
    lines: lines.map((line) => line.replace(/[.!?]*$/, ".")),
  };
}

/**
 * A thing called off and another put on in its place ("quiz cancelled tmrw, back next wk. karaoke
 * thurs instead"): the brief from the replacement on, and a note of what was called off.
 */
function insteadOfCalledOff(reading: Brief, description: string): { rest: string; note: string } | null {
  const [off, on, ...more] = reading.items;
  if (!off || !on || more.length > 0 || !CALLED_OFF.test(off.name) || CALLED_OFF.test(on.name) || !on.day)
    return null;
  const firstWord = on.name.split(/\s+/)[0]!.toLowerCase();
  const clauses = description.split(/(?<=[.!?,])\s+/);
  const at = clauses.findIndex((clause) => clause.toLowerCase().split(/\W+/).includes(firstWord));
  if (at <= 0) return null;
  const said = [`${capitalise(off.title)}${off.day ? ` ${off.day}` : ""}`, ...off.details];
  return {
    rest: clauses.slice(at).join(" "),
    note: said.map((line) => `${line.replace(/[.!?]+$/, "")}.`).join(" "),
  };
}

/** Matches only, each with its kick-off: a double-header ("wales v ireland 2.15 & scotland v france 4.45"). */
function isMatchDay(reading: Brief): boolean {
  return reading.items.every((item) => item.kind === "sport" && /\sv\s/.test(item.name));
}

/** A double-header's heading: the landlord's own lead ("rugby sat:", "super sunday:"), or its sports. */
function matchDayHeadline(description: string, themes: ReturnType<typeof detectThemes>): string {
  const lead = /^([^:,]{3,30}):\s/.exec(description)?.[1];
  if (lead && lead.split(/\s+/).length <= 4) return headlineNames(lead);
  const sports = themes
    .filter((theme) => SPORTS.has(theme as never))
    .map((theme) => theme.replace(/_/g, " "));
  return headlineNames(`Live ${sports.length === 1 || sports.length === 2 ? sports.join(" & ") : "sport"}`);
}

/** Which of the brief's comma clauses names the match a headline shows ("Man Utd v Liverpool"), or -1. */
function matchClauseOf(clauses: string[], headline: string): number {
  if (!/ v\u00a0/.test(headline)) return -1;
  const home = headline
    .split(" v\u00a0")[0]!
    .replace(/\u00a0/g, " ")
    .toLowerCase()
    .split(" ")[0]!;
  return clauses.findIndex((clause) => clause.toLowerCase().includes(home));
}

/** An offer with the days and hours said straight after it in `clauses`, before any "+" joins the next. */
function withOwnHours(offer: string, clauses: string[]): string {
  const clause = clauses.find((each) => each.toLowerCase().includes(offer.toLowerCase()))?.toLowerCase();
  if (!clause) return offer;
  const after = clause.slice(clause.indexOf(offer.toLowerCase()) + offer.length).split(/\s[+&]\s/)[0]!;
  const own = whenFrom(after);
  return own ? `${offer}, ${own.replace(" · ", " ")}` : offer;
}

/** A first-person sentence, not the name of a thing. */
const SENTENCE = /\b(?:i|me|we|we've|we'll|we're)\b/i;

/** What goes on the poster, from the request. */
export function posterContent(request: ImageRequest): PosterContent {
  // "film sun 13th": "sun" before a date is Sunday (elsewhere it may be the sun).
  // The brief with the landlord's shorthand written out ("wk", "w/", "cos", "2nite"), as every post
  // prints it: a poster never shows what a post would not.
  const description = printable(tidyBrief(emojiBetweenThoughts(descriptionOf(request.prompt)))).replace(
    /\bsun(?=\s+\d{1,2}(?:st|nd|rd|th)\b)/gi,
    "Sunday",
  );
  const themes = detectThemes(description);
  // The writer's reading of the brief, read once: the hours, the notices and the week's list come from it.
  const reading = readBrief(description);
  // "quiz cancelled tmrw … karaoke thurs instead": the poster is for what is on instead; the
  // cancellation is said in its body.
  const instead = insteadOfCalledOff(reading, description);
  if (instead) {
    const poster = posterContent({ ...request, prompt: instead.rest });
    return { ...poster, body: shorten([instead.note, poster.body].filter(Boolean).join(" "), 110) };
  }
  // The pub's hours ("xmas opening hrs mon-thurs 4-11, fri n sat 12-late …") are a list of their own,
  // never a week of events ("Fri · Saturday").
  const openingHours = hoursLines(reading);
  const listed = openingHours.length > 0 ? [] : scheduleFrom(description);
  const schedule = listed.length > 0 || openingHours.length > 0 ? listed : scheduleOf(reading);
  // "me n barb r having a wk off…, closed mon 4th jan": a headline that would be the landlord's own
  // sentence cut off ("Barb and I Are Having a Week") gives way to what the writer reads the thing as.
  const typed = printable(headlineFrom(description));
  const thing = reading.items[0]?.title;
  const subject =
    (SENTENCE.test(typed) && typed.split(/\s+/).length >= 5 && thing ? headlineNames(thing) : typed) ||
    "Tonight At The Pub";
  const notice = schedule.length > 0 ? null : noticeFrom(reading, description, subject);
  // The "v" of a match goes down with the team after it: a line never ends on a lone "v". A
  // two-word side stays on one line too: "Man / City v Arsenal" reads as two teams.
  // "winter beer festival fri-sun, live music sat": the festival is the headline, its nights the list.
  const festival =
    schedule.length > 0 &&
    FESTIVAL.test(schedule[0]!.what) &&
    subject.toLowerCase().includes(schedule[0]!.what.toLowerCase());
  // "live music this weekend: fri …": the landlord's own lead heads a list.
  const lead = listHeading(description);
  const listHead = lead
    ? headlineNames(lead)
    : schedule.length > 0 && isMatchDay(reading)
      ? matchDayHeadline(description, themes)
      : SCHEDULE_HEADLINE;
  const headline = keepSidesWhole(
    festival
      ? schedule[0]!.what
      : schedule.length > 0
        ? listHead
        : // Above a list of hours, "Christmas Hours" says it in two words: a third line of headline
          // over four lines of hours does not fit a square poster.
          openingHours.length > 0
          ? subject.replace(/\bOpening (?=Hours\b)/i, "")
          : (notice?.headline ?? subject),
  ).replace(/ v (?=\S)/g, " v\u00a0");
  const loss = notice !== null && A_LOSS.test(description);
  // A closure the writer reads as the brief's one thing ("closed mon 4th jan till thurs 7th").
  // So is a poster headed "Closed Monday", whatever else the brief says about the day.
  const closed =
    !notice &&
    schedule.length === 0 &&
    ((reading.items.length === 1 && reading.items[0]?.kind === "closure") || /^Closed\b/.test(headline));
  // "sun roast £14.95 12-4, then live music …": the art leads with what the headline is about (a
  // plate, not a microphone). A sport is left to the brief's own order: "Saints v Tigers" is no football.
  const [headlineTheme = "pub"] = detectThemes(headline.replace(/\u00a0/g, " "));
  const artThemes =
    headlineTheme !== "pub" && !SPORTS.has(headlineTheme) && themes.includes(headlineTheme)
      ? [headlineTheme, ...themes.filter((theme) => theme !== headlineTheme)]
      : themes;
  const motifs = motifsFor(
    artThemes,
    description,
    request.variant,
    loss ? "loss" : notice ? "notice" : closed ? "closed" : "night",
  );
  const lines =
    openingHours.length > 0
      ? openingHours
      : schedule.map((event, index) =>
          // The festival's own line is its days, as the brief's first clause gives them ("Friday 11th – Sunday 13th").
          festival && index === 0
            ? (whenFrom(description.split(/,\s*/)[0] ?? "") ?? scheduleLine({ ...event, what: "" }))
            : scheduleLine(event),
        );
  // The landlord's own overlay; without one, the call to action the brief itself gives grounds for.
  const overlay =
    (request.textOverlay ? printable(request.textOverlay) : "") ||
    // "Kitchen closed mon 7th": nobody books a table at a closed kitchen.
    (/\bclosed\b/i.test(headline) ? null : callToActionFrom(description, themes));
  const clauses = description.split(/,\s*/);
  const matchClause = matchClauseOf(clauses, headline);
  const ownWhen = matchClause > 0 ? whenFrom(clauses[matchClause]!) : null;
  // "Doors open 9pm" says the time: the day's badge then shows only the day.
  const when =
    lines.length > 0
      ? null
      : notice
        ? notice.when
        : whenBeyond(
            // "closed wed 9th …, back open thurs 10th from 12": the badge is the closure's day only.
            ownWhen ?? whenFrom(/^closed\b/i.test(headline) ? (clauses[0] ?? description) : description),
            `${headline} ${overlay ?? ""}`,
          );
  // A price the headline or the week's list already shows ("£5 Pints") is not drawn twice.
  // Names on an offer keep their capitals ("Bucket of 5 Bud £15", "2 pints Carling £7").
  const offers = (
    openingHours.length > 0 ? [] : offersFrom(description, headline).map((offer) => properCase(offer))
  )
    .filter((offer) => !headline.toLowerCase().includes(offer.toLowerCase()))
    .filter(
      (offer) => !schedule.some((event) => event.price && offer.includes(event.price.split(" ")[0] ?? "")),
    )
    // "closed mon …, back tues w/ £3 pints": under "Closed Monday" the offer is the reopening's, said
    // with it in the body, never a badge that reads as a deal on the day the pub is shut.
    .filter((offer) => !(/^Closed\b/.test(headline) && reopeningOffer(description, offer)))
    // Under a match headed from a later clause, a deal in an earlier one keeps its own days and
    // hours ("2 for £12 burgers, Monday – Thursday 5-9"): the badge is the match's.
    .map((offer) => (ownWhen ? withOwnHours(offer, clauses.slice(0, matchClause)) : offer))
    .slice(0, 3);
  // The body carries only what the lines above leave unsaid, never the brief typed out again.
  const body =
    openingHours.length > 0
      ? null
      : notice
        ? // A price a badge shows is not said again in the body.
          notice.lines
            .filter(
              (line) => !pricesFrom(line).some((price) => offers.some((offer) => offer.includes(price))),
            )
            .join(" ") || null
        : bodyWithLineUp(briefForBody(description, overlay), [
            headline,
            when ?? "",
            ...offers,
            ...lines,
            overlay ?? "",
          ]);
  return {
    width: request.size.width,
    height: request.size.height,
    pubName: printable(request.pubName ?? "") || "Your Local",
    headline,
    when: lines.length > 0 ? lines : when ? [when] : [],
    offers,
    body: body ? shorten(body, 110) : null,
    overlay,
    motifs,
    // A cancellation or a loss ends with thanks, a closure with "See you soon", never "See you there".
    signOff: notice ? "Thank you" : closed ? "See you soon" : "See you there",
    quiet: loss,
    variant: request.variant,
  };
}

/**
 * The poster's layout for `request`, before it is painted, fitted to its canvas by `layout` (the
 * Worker's satori, or node's for the OCR corpus and the layout checks).
 */
export async function posterElement(request: ImageRequest, layout: LayoutBoxes) {
  return fitted(
    LAYOUTS[request.style](posterContent(request)),
    request.size.width,
    request.size.height,
    layout,
  );
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
  const { layoutBoxes, renderImage } = await import("./engine.server");
  const element = await fitted(LAYOUTS[request.style](content), content.width, content.height, layoutBoxes);
  const bytes = await renderImage(element, content.width, content.height, encoding);
  return {
    bytes,
    contentType: encoding === "png" ? "image/png" : "image/jpeg",
    width: content.width,
    height: content.height,
  };
}
