/**
 * Facts run together the way a brief is typed, not the way a post is written: "Tapas night Friday
 * 11th 6-9 any 3 plates £15!" as a headline, "💷 Doors 6.30 tickets £15 from the bar" as one list
 * line. A reader stops at each fact; a post puts a comma, a colon or a new line between them.
 */
import type { QualityProblem } from "./writing-check";

const DAY =
  "(?:mon|tues|wednes|thurs|fri|satur|sun)days?|tonight|tomorrow|today|\\d{1,2}(?:st|nd|rd|th)(?:\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*)?";
const TIME =
  "\\d{1,2}(?:[.:]\\d{2})?\\s?(?:am|pm)|\\d{1,2}(?:[.:]\\d{2})?(?:am|pm)?\\s?(?:-|–)\\s?\\d{1,2}(?:[.:]\\d{2})?(?:am|pm)?|\\d{1,2}[.:]\\d{2}";
const PRICE = "£\\s?\\d[\\d,]*(?:\\.\\d{1,2})?(?:pp)?";

/** A fact in a line, with what kind it is. */
const FACT = new RegExp(`(?<![\\p{L}\\p{N}£.:-])(?:(${TIME})|(${PRICE})|(${DAY}))(?![\\p{L}\\p{N}])`, "giu");

/** Words that join two facts into one thought ("8pm till late", "£22 or 3 courses £27"). */
const JOINS =
  /^(?:and|&|or|but|then|till|til|until|to|from|on|at|for|with|before|after|when|while|if|so|onwards|sharp|start|starts|each|every|only|per|a|an|the|doors|kick-off|ko|last|first|by|is|are|was|will|includes?|including|inc|incl|plus|over|under|all|day|late|daily|weekly|week|weekend|month|night|nights|evening|lunchtime|close)$/i;

/** Words a list line uses to ask something of the reader ("book at the bar", "bring an instrument"). */
const ASKS =
  /^(?:book|bring|pay|ring|call|message|msg|meet|ask|grab|email|dm|text|collect|pre-order|preorder)$/i;
/** Words that may stand before an ask in one thought ("please book", "£5 a book", "to pay", "good pay"). */
const BEFORE_ASK =
  /^(?:good|great|decent|competitive|excellent|top|better|holiday|sick|to|and|&|or|please|pls|must|can|just|then|so|you|we|we'll|you'll|will|now|a|an|the|per|each|our|your|this|or|club|guest|visitors?|free|quiz|bingo|raffle|people|ppl|enough|they|i|may|might|could|should|would)$/i;

interface Mark {
  kind: "time" | "price" | "day";
  start: number;
  end: number;
}

function marksIn(segment: string): Mark[] {
  const marks: Mark[] = [];
  for (const match of segment.matchAll(FACT)) {
    const kind = match[1] ? "time" : match[2] ? "price" : "day";
    const previous = marks.at(-1);
    const end = match.index + match[0].length;
    // "Friday 11th", "Saturday 2nd January": a day and its date are one fact.
    if (previous && previous.kind === kind && /^\s*$/.test(segment.slice(previous.end, match.index)))
      previous.end = end;
    else marks.push({ kind, start: match.index, end });
  }
  return marks;
}

function wordsOf(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}£]+|[^\p{L}\p{N}£]+$/gu, ""))
    .filter(Boolean);
}

/**
 * A time followed by a new thing and then another fact, with nothing to join them ("6-9 any 3
 * plates £15", "9pm tickets £1", "from 12 band 7pm"): two facts in one breath. Gives the glued
 * words and where the second fact's words start, so the writer can split there.
 */
export function timeThenNewFact(segment: string): { words: string; splitAt: number } | undefined {
  const marks = marksIn(segment);
  for (const [index, mark] of marks.entries()) {
    if (mark.kind !== "time") continue;
    const next = marks[index + 1];
    if (!next) continue;
    const between = wordsOf(segment.slice(mark.end, next.start));
    if (between.length === 0 || between.length > 7) continue;
    if (between.some((word) => JOINS.test(word))) continue;
    const splitAt = mark.end + (segment.slice(mark.end).length - segment.slice(mark.end).trimStart().length);
    return { words: segment.slice(mark.start, next.end).trim(), splitAt };
  }
  return undefined;
}

/**
 * An ask glued to the fact before it ("Photo under 10s book at bar", "Free entry bring an
 * instrument"): the glued words, and where the ask starts.
 */
export function askGluedOn(text: string): { words: string; splitAt: number } | undefined {
  const words = [...text.matchAll(/\S+/g)];
  for (let index = 1; index < words.length; index++) {
    const word = words[index]![0].replace(/[^\p{L}-]+$/u, "");
    const before = words[index - 1]![0];
    if (!ASKS.test(word) || /[,:;.!?–—-]$/.test(before)) continue;
    if (BEFORE_ASK.test(before.replace(/[^\p{L}']+/gu, ""))) continue;
    // "book up fast", "book club", "book now": the word is a noun or a phrase of its own.
    const after = words[index + 1]?.[0].toLowerCase() ?? "";
    if (/^(?:club|clubs|up|swap|sale|now|early|ahead|in|today|tonight|yours?)$/.test(after)) continue;
    return {
      words: words
        .slice(Math.max(0, index - 2), index + 3)
        .map((found) => found[0])
        .join(" "),
      splitAt: words[index]!.index,
    };
  }
  return undefined;
}

/**
 * A line in one breath (its words, after any emoji lead): each run between commas, colons and
 * dashes is read on its own.
 */
export function runOnProblems(text: string, listLine: boolean, problems: QualityProblem[]): void {
  if (!/\d|£/.test(text) && !listLine) return;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const segment of sentence.split(/[,:;()]|\s[–—-]\s/)) {
      const glued = timeThenNewFact(segment);
      if (glued) {
        problems.push({
          code: "facts_run_together",
          message: `"${glued.words}" runs two facts together: give each its own line or put a comma between them.`,
        });
        return;
      }
      const asked = listLine ? askGluedOn(segment.trim()) : undefined;
      if (asked) {
        problems.push({
          code: "facts_run_together",
          message: `"${asked.words}" runs a fact into what to do: put a comma or a new line between them.`,
        });
        return;
      }
    }
  }
}
