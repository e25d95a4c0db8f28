import type { TextFacts } from "~/lib/content/brief-facts";
import { properCase } from "~/lib/content/proper-case";

/**
 * What the writer understood from a brief: one or more things that are on (a quiz, a roast, a
 * match…), each with its day, time and the landlord's other words for it, tidied but never
 * reworded. Everything here comes from the brief; nothing is invented.
 */
export type Kind =
  | "quiz"
  | "music"
  | "sport"
  | "food"
  | "drinks"
  | "event"
  | "charity"
  | "hire"
  | "staff"
  | "closure"
  | "opening"
  | "garden"
  | "news";

export type SportKind =
  | "football"
  | "rugby"
  | "cricket"
  | "formula1"
  | "darts"
  | "boxing"
  | "horse_racing"
  | "tennis"
  | "golf"
  | "snooker"
  | "athletics";

export interface Item {
  kind: Kind;
  /** How the post names it mid-sentence: "quiz night", "live music with The Rusty Nails", "Arsenal v Chelsea". */
  name: string;
  /** The name with the landlord's words that go with it, for its line: "kids quiz during half term". */
  title: string;
  /** The day as the brief gives it, tidied: "Thursday", "every Friday", "tonight", "Saturday 31 October". */
  day?: string;
  /** The time as the brief gives it, tidied: "8pm", "from 9", "12-4pm", "7:30 for 8". */
  time?: string;
  /** The landlord's other words about it, one tidied line each: "£50 bar tab for the winners". */
  details: string[];
}

export interface Brief {
  /** The brief with typos and shorthand put right. */
  text: string;
  facts: TextFacts;
  /** What is on, most important first: one item, or several for a "what's on" post. */
  items: Item[];
  /** Words for the whole post rather than one item: "All welcome", "Booking essential". */
  notes: string[];
  sport?: SportKind;
  teams: string[];
  competition?: string;
  channel?: string;
  act?: string;
  dish?: string;
  drink?: string;
  occasion?: string;
  /** The prize line when there is one: "£50 bar tab for the winners". */
  prize?: string;
  /** A line with a price and what it is for, for the deals angle: "£5 pints of Guinness during the match". */
  deal?: string;
  /** The brief's own weather plan ("if the sun's out"), which the post may repeat. */
  weatherPlan: boolean;
  /**
   * A team or group asking for people ("ladies darts team looking for new players"): who asks
   * ("ladies darts team") and what for, said after the group ("is looking for new players").
   */
  teamCall?: { group: string; ask: string };
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Quiz Night" → "quiz night" mid-sentence; names, days and acronyms keep their capitals. */
export function lowerFirst(text: string): string {
  // "Cancer Research quiz" keeps its capitals: two capitalised words in a row are a name.
  if (/^[A-Z][\p{L}']*\s+[A-Z]/u.test(text)) return text;
  if (!/^[A-Z][a-z]/.test(text) || PROPER.test(text)) return text;
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  // A name the brief typed ("Jubilee street party", "Irish music session") keeps its capital.
  return properCase(`x ${lowered}`).charAt(2) === text.charAt(0) ? text : lowered;
}

const PROPER =
  /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Christmas|Halloween|Easter|Boxing Day|New Year|Burns|Bonfire|Valentine|St\b|Mother|Father|Pancake|Yorkshire|English|Guinness|Pimm|Aperol|Oktoberfest|Eurovision|British|England|Scotland|Wales|Ireland|DJ|BBQ|TV|NHS|Macmillan|Sky|TNT|BBC|ITV|Six Nations|Premier|Champions|The [A-Z])/;

export function titleCase(text: string): string {
  const small = new Set(["and", "of", "the", "a", "on", "in", "at", "for", "with", "to", "v"]);
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalise(word),
    )
    .join(" ");
}
