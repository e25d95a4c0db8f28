/**
 * TikTok has no open publishing API, so a TikTok post is a reminder (issue 20): the caption to copy,
 * the poster to download, and an idea for a short video the landlord can film on a phone in about a
 * minute. The idea is drawn from what the post is about (a match, the quiz, music, food, the
 * garden, a pint) and only names what the post itself says: the teams, the time, the prize. Nothing is
 * invented; a shot that needs something the post does not mention is worded "if…".
 */

import { playedAtThePub } from "~/lib/content/pub-games";

export interface TikTokVideoIdea {
  /** What the video is about, e.g. "The match on the big screen". */
  subject: string;
  /** 3–5 shots, in order, each a few seconds of phone video. */
  shots: string[];
  /** The words to lay over the video: the post's own opening line. */
  onScreenText: string;
}

interface Post {
  content: string;
  hashtags?: readonly string[];
}

type Subject = "match" | "quiz" | "music" | "food" | "drinks" | "garden" | "pub";

/** In order of what a post is most likely about when it mentions several. */
const SUBJECT_WORDS: Array<[Subject, RegExp]> = [
  [
    "match",
    /\b(kick[- ]?off|match|derby|fixture|football|rugby|cricket|darts|snooker|boxing|grand prix|f1|premier league|champions league|six nations|sky sports|tnt sports|big screen)\b|\b\w+ (?:v|vs) \w+/i,
  ],
  ["quiz", /\bquiz(?:zes|night)?\b|\bquizmaster\b|\bpub quiz\b/i],
  ["music", /\b(live music|band|acoustic|dj|karaoke|open mic|gig|singer|folk night|jazz)\b/i],
  [
    "food",
    /\b(roast|sunday lunch|menu|food|kitchen|pie|burger|fish and chips|curry|steak|dinner|lunch|brunch|breakfast|pudding|chef)\b/i,
  ],
  ["garden", /\b(beer garden|garden|sunshine|sunny|terrace|outside seating)\b/i],
  [
    "drinks",
    /\b(pint|pints|ale|ales|beer|lager|cider|stout|guinness|gin|cocktail|wine|prosecco|on tap|cask|ipa)\b/i,
  ],
];

const TIME = /\b(\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)|\d{1,2}:\d{2})\b/i;
const PRIZE = /(£\s?\d[\d,]*(?:\.\d{2})?[^.!?\n]{0,30}|bar tab|prize|trophy|vouchers?)/i;
const TEAMS =
  /\b([A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,3}) (?:v|vs\.?|versus) ([A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,3})/;

/** What the post is mainly about; a post naming none of the subjects is about the pub itself. */
export function postSubject(content: string): Subject {
  // A darts night with a pot is played here: it is filmed as the pub's night, not a match on screen.
  const atThePub = playedAtThePub(content);
  return (
    SUBJECT_WORDS.find(
      ([subject, words]) => !(atThePub && subject === "match") && words.test(content),
    )?.[0] ?? "pub"
  );
}

/** The post's first sentence or line, short enough to read on a phone screen. */
function openingLine(content: string) {
  const line = content.split("\n").find((part) => part.trim()) ?? content;
  const sentence = /^(.+?[.!?])(\s|$)/.exec(line.trim())?.[1] ?? line.trim();
  return sentence.length <= 70 ? sentence : `${sentence.slice(0, 67).replace(/\s+\S*$/, "")}…`;
}

function shotsFor(subject: Subject, content: string): { title: string; shots: string[] } {
  const time = TIME.exec(content)?.[1];
  const prize = PRIZE.exec(content)?.[1]?.trim();
  const teams = TEAMS.exec(content);
  const mentionsDrink = SUBJECT_WORDS.find(([name]) => name === "drinks")![1].test(content);
  const timeShot = time
    ? `Finish on the door or the board with "${time}" written up (or add it as text).`
    : "Finish on the pub sign or the front door, so people know where it is.";
  switch (subject) {
    case "match":
      return {
        title: teams ? `${teams[1]} v ${teams[2]} on the big screen` : "The match on the big screen",
        shots: [
          teams
            ? `The screen with the ${teams[1]} v ${teams[2]} build-up on (keep the sound low: broadcasters own it).`
            : "The big screen with the build-up on (keep the sound low: broadcasters own it).",
          "A slow walk from the door to the best seats, so people see the view they will get.",
          mentionsDrink
            ? "A pint being poured at the bar, the head settling."
            : "The bar ready for kick-off: glasses out, taps on.",
          "If you have a crowd in, a few seconds of them watching (ask first).",
          time ? `End on the kick-off time, "${time}", as text over the screen.` : timeShot,
        ],
      };
    case "quiz":
      return {
        title: "Quiz night",
        shots: [
          "Answer sheets and pens laid out on a table.",
          "The quizmaster's mic or question cards, face down (no answers on camera).",
          prize
            ? `The prize the post promises: ${prize}.`
            : "Teams settling in with their drinks, if they are happy to be filmed.",
          timeShot,
        ],
      };
    case "music":
      return {
        title: "Live music",
        shots: [
          "The corner where the music happens: the mic stand, the amps, the lights.",
          "A few seconds of the sound check, if there is one (your own act's music, not a recording).",
          "The bar from the stage's side, glasses ready.",
          timeShot,
        ],
      };
    case "food":
      return {
        title: "From the kitchen",
        shots: [
          "A plate coming out of the kitchen door, filmed at table height.",
          "A slow pan across the plate, close up (good light: near a window).",
          "The table laid and waiting.",
          timeShot,
        ],
      };
    case "drinks":
      return {
        title: "A pint being poured",
        shots: [
          "The pump clip or tap, close up.",
          "The pint being poured, slowly, from the side.",
          "The head settling on the bar, a few seconds still.",
          "Sliding it across the bar towards the camera.",
        ],
      };
    case "garden":
      return {
        title: "The beer garden",
        shots: [
          "Walking out of the back door into the garden.",
          "A slow pan across the tables.",
          mentionsDrink ? "A drink on a garden table." : "A table set and waiting.",
          timeShot,
        ],
      };
    case "pub":
      return {
        title: "The pub today",
        shots: [
          "The pub sign or front door from across the road.",
          "Walking in through the door to the bar.",
          "The bar, a slow pan along it.",
          "You behind the bar, saying the post's first line to the camera.",
        ],
      };
  }
}

/** A short video idea for a TikTok reminder, from the post's own words. */
export function tiktokVideoIdea(post: Post): TikTokVideoIdea {
  const subject = postSubject(post.content);
  const { title, shots } = shotsFor(subject, post.content);
  return { subject: title, shots, onScreenText: openingLine(post.content) };
}

/** The reminder's video idea as plain lines (the e-mail and the copy button use the same words). */
export function videoIdeaText(idea: TikTokVideoIdea) {
  return [
    `Video idea: ${idea.subject} (film in portrait, 3–5 seconds a shot, about a minute in all)`,
    ...idea.shots.map((shot, index) => `${index + 1}. ${shot}`),
    `Words on screen: "${idea.onScreenText}"`,
  ].join("\n");
}

/** The caption to paste into TikTok: the post's words, then its hashtags (as every platform gets them). */
export function tiktokCaption(post: Post) {
  const tags = (post.hashtags ?? []).map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" ");
  return tags ? `${post.content}\n\n${tags}` : post.content;
}
