import type { Intent, SportKind } from "./lexicon.server";

/**
 * What the writer understood from a brief: the intent and the facts it must carry over exactly.
 * Everything here comes from the landlord's own words; nothing is invented.
 */
export interface Analysis {
  intent: Intent;
  /** The headline's subject: "Quiz Night", "Live Music: The Rusty Nails", "England v Wales". */
  subject: string;
  /** "Thursday", "every Thursday", "Friday night", "Boxing Day", "tonight", "28 November". */
  day?: string;
  /** "8pm", "from 11", "12-4pm", "20:00". */
  time?: string;
  prices: string[];
  prize?: string;
  act?: string;
  food: string[];
  drinks: string[];
  teams: string[];
  sport?: SportKind;
  competition?: string;
  occasion?: string;
  /** Other details worth keeping word for word: "Fancy dress", "Teams of up to 6". */
  extras: string[];
}

export function emptyAnalysis(intent: Intent, subject: string): Analysis {
  return { intent, subject, prices: [], food: [], drinks: [], teams: [], extras: [] };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** First words that stay capitalised mid-sentence: days, occasions, places, brands. */
const PROPER =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Xmas|Halloween|Easter|Boxing|New Year|Burns|Bonfire|Valentine|St|Mother|Father|Pancake|Yorkshire|English|Guinness|Pimm|Aperol|Oktoberfest|Eurovision|British|England|Scotland|Wales|Ireland|DJ|MC)\b/;

/** Lower-cases the first letter unless the first word is a name, a day or an acronym ("IPA", "Sunday roast"). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !PROPER.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** A headline subject as it reads mid-sentence: "Steak Night" → "steak night", "Halloween Party" → "Halloween party". */
export function inSentence(subject: string): string {
  const words = subject.split(" ");
  return words
    .map((word, index) => (index === 0 ? lowerFirst(word) : PROPER.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

export function titleCase(text: string): string {
  const small = new Set(["and", "of", "the", "a", "on", "in", "at", "for", "with", "to"]);
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(" ");
}
