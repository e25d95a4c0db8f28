/**
 * The writing check every post must pass before a landlord sees it, whoever wrote it (the built-in
 * writer or a live model). Pure, so the browser can show the same findings: each problem has a
 * stable code and a message in a landlord's words ("Your price "£5" doesn't say what it's for").
 *
 * - Prose: no word twice in a row, no line twice, no half sentence or word on its own, no stray
 *   punctuation or unfilled blank, British spelling.
 * - Facts: every price (as written, with what it is for), time, day, date and name in the brief
 *   appears; nothing is stated that no source gave (prices, offers, times, days, events, occasions,
 *   fixtures; sport only when the post is about sport; weather only from a forecast).
 * - Voice: no weather talk on a notice, no sentiment said twice, the landlord's joined words kept
 *   together and in order, no greeting or apology set out as a list item.
 * - Fit: each list line's emoji fits its words, no team-quiz talk on a night without teams, no
 *   night-time hashtag on a daytime plan.
 * - Platform: length and hashtag limits, working and unrepeated hashtags.
 */
import { readFacts, type TextFacts } from "./brief-facts";
import { type BriefAllowance, briefAllowance, factProblems } from "./check-facts";
import { type FitAllowance, fitAllowance, fitProblems } from "./check-fit";
import { platformProblems } from "./check-platform";
import { proseProblems, timeInNameProblems } from "./check-prose";
import { type VoiceAllowance, voiceAllowance, voiceProblems } from "./check-voice";
import type { Angle, Framework, Optimization, Platform, Tone } from "./constants";

export interface QualityProblem {
  /** Stable, for code and tests: "repeated_word", "missing_price", "unasked_sport"… */
  code: string;
  /** For the landlord: what is wrong, quoting the words. */
  message: string;
}

export interface PostQuality {
  passed: boolean;
  problems: QualityProblem[];
}

export interface CheckedText {
  platform: Platform;
  headline: string;
  content: string;
  hashtags: string[];
  callToAction: string;
}

export interface CheckSources {
  /** What the landlord typed or said: the facts a post must carry, and the only source of offers and events. */
  brief: string;
  /** London date the post is written on (YYYY-MM-DD), so "tonight" and "tomorrow" can be checked. */
  today?: string;
  /** The refinements asked for: the match-day angle allows sport, the quiz angle a quiz. */
  refinements?: { tone?: Tone; framework?: Framework; angle?: Angle; optimization?: Optimization };
  /** The weather the writer was given: only a forecast may be stated as today's weather. */
  weather?: { isForecast: boolean; condition: string; temperatureC: number } | null;
  /** The fixtures on the TV list (when the post may talk sport): name, London date, kick-off "HH:MM". */
  fixtures?: Array<{ text: string; date?: string; kickoff?: string }>;
}

/** The brief read once for several posts: its facts, and what it allows a post to say. */
export interface PreparedSources extends CheckSources {
  facts: TextFacts;
  allowance: BriefAllowance;
  voice: VoiceAllowance;
  fit: FitAllowance;
}

export function prepareSources(sources: CheckSources): PreparedSources {
  if ("allowance" in sources) return sources as PreparedSources;
  const facts = readFacts(sources.brief);
  return {
    ...sources,
    facts,
    allowance: briefAllowance(sources, facts),
    voice: voiceAllowance(sources.brief),
    fit: fitAllowance(sources.brief, facts),
  };
}

function unique(problems: QualityProblem[]): QualityProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.code}|${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A headline reads as a name: "Darts tonight against the clock challenge" has its when inside it. */
function headlineProblems(headline: string): QualityProblem[] {
  const problems: QualityProblem[] = [];
  timeInNameProblems(headline, problems, true);
  return problems;
}

/** Checks one post against its sources. */
export function checkPost(post: CheckedText, sources: CheckSources | PreparedSources): PostQuality {
  const prepared = prepareSources(sources);
  const problems = post.content.trim()
    ? [
        ...proseProblems(post.content, prepared.brief, post.headline),
        ...proseProblems(post.headline).filter((problem) => problem.code !== "orphan_word"),
        ...headlineProblems(post.headline),
        ...proseProblems(post.callToAction),
        ...factProblems(post, prepared, prepared.facts, prepared.allowance),
        ...voiceProblems(post.content, prepared.voice),
        ...fitProblems(post, prepared.fit),
        ...platformProblems(post),
      ]
    : [{ code: "empty", message: "The post is empty." }];
  const found = unique(problems);
  return { passed: found.length === 0, problems: found };
}

/** Checks every post of one answer against the same sources. */
export function checkPosts<T extends CheckedText>(
  posts: T[],
  sources: CheckSources,
): Array<T & { quality: PostQuality }> {
  const prepared = prepareSources(sources);
  return posts.map((post) => ({ ...post, quality: checkPost(post, prepared) }));
}

/** What failed, as notes for a rewrite: one line per problem, naming the platform. */
export function revisionNotes(posts: Array<{ platform: Platform; quality: PostQuality }>): string[] {
  return posts.flatMap((post) =>
    post.quality.problems.map((problem) => `${post.platform}: ${problem.message}`),
  );
}
