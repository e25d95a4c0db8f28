/**
 * Does the post read as written by a person? The same word twice in a row, the same line twice,
 * half a sentence, a word left on its own, stray punctuation, a blank left unfilled, and American
 * spelling. Each problem quotes the words a landlord would have to fix.
 */
import { SHORTHAND_WITHOUT_COMMA, withComma } from "./brief-words";
import { americanSpellings } from "./british-spelling";
import { runOnProblems } from "./check-run-on";
import { properCase } from "./proper-case";
import type { QualityProblem } from "./writing-check";

/** Emoji, bullets and quote marks before the words of a line. */
const LEAD =
  /^(?:[\s•·*>"'“‘-]|\p{Extended_Pictographic}|\uFE0F|\u200D|\u20E3|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}])+/u;
const EMOJI =
  /\p{Extended_Pictographic}|\uFE0F|\u200D|\u20E3|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]/gu;

/** "on on" is a slip; "bye bye" and "had had" are English. */
const DOUBLE_OK = new Set([
  "had",
  "that",
  "bye",
  "chop",
  "knock",
  "ha",
  "tut",
  "la",
  "no",
  "yum",
  "boom",
  "night",
  "choo",
  "very",
]);

/** One-word sentences a person does write. */
const ONE_WORD_OK = new Set(
  (
    "cheers sorted simple hurry yes enjoy welcome lovely boom tidy cracking perfect bingo done thanks ta deal easy " +
    "classic legend yum priceless nice result brilliant sold shh oops right go ready sorry congratulations congrats " +
    "wow finally absolutely delicious incoming noted sláinte slainte salut prost ding goal howzat shots timber " +
    "lush smashing champion magic winner bargain proper nailed respect amazing epic relax booked hello hi hiya " +
    "evening morning afternoon again guilty behave honestly seriously literally exactly definitely obviously " +
    "anyone everyone tonight tomorrow today now yeah yep nope no probably much maybe apparently allegedly " +
    "possibly naturally mostly anyway promise deal sorted nearly almost"
  ).split(" "),
);

const ABBREVIATION_BEFORE = /\b(?:e\.g|i\.e|approx|etc|inc|no|vs|st|mr|mrs|ms|dr|ft|feat)\.$/i;

export function quote(text: string, max = 60): string {
  const clean = text.trim();
  return `"${clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean}"`;
}

function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}£][\p{L}\p{N}'’£.,:-]*/gu)?.map((word) => word.replace(/[.,:]+$/, "")) ?? [];
}

/** Sentences of one line, split after . ! ? (not after "…" or an abbreviation). */
export function sentencesOf(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of line.matchAll(/[.!?]+(?=\s+\S)/g)) {
    const end = match.index + match[0].length;
    if (ABBREVIATION_BEFORE.test(line.slice(0, end))) continue;
    parts.push(line.slice(start, end));
    start = end;
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Anything but printable ASCII and whitespace: emoji, £, accents, curly quotes (and control characters). */
const NOT_PLAIN = /[^\t\n\r\x20-\x7e]/;

/**
 * A line as words only, lower case, for comparing lines. Most lines are plain ASCII, where letters
 * and digits are [a-z0-9] and there is no emoji: those skip the Unicode property patterns, which
 * cost several times as much per character (the same answer either way).
 */
function normalisedLine(line: string): string {
  if (!NOT_PLAIN.test(line))
    return line
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  return line
    .replace(EMOJI, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}£]+/gu, " ")
    .trim();
}

const STOP = new Set(
  "a an the and or of to at on in for with is are our your we you it this that be".split(" "),
);

function tokens(line: string): string[] {
  return normalisedLine(line)
    .split(" ")
    .filter((token) => token && !STOP.has(token));
}

const DAY_OR_DATE =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/gi;

/** A line of prose and its sentences, split once for every rule that reads them. */
interface ProseLine {
  line: string;
  sentences: string[];
}

/** A short phrase of the brief's set out as a list line, and how a sentence would open with it. */
export interface ListedPhrase {
  line: string;
  /** The phrase's words, lower case: "eyes down". */
  words: string;
  /** The phrase anywhere in a sentence, for a writer that says the landlord's words only once. */
  anywhere: RegExp;
  /** "Eyes down." or "Eyes down, dabbers ready": the phrase opening a sentence, then a stop or a comma. */
  opening: RegExp;
}

/**
 * A short phrase of the brief's set out as a list line ("✨ Eyes down") and used again as a line of
 * its own or to open one ("Eyes down. See you Thursday!", "Eyes down, dabbers ready"): the
 * landlord's words once is enough. Prices, times and "thing: when" lines are left out (an angle may
 * lead with the deal on purpose), and so is a name opening a sentence ("New menu at The Red Lion")
 * and the post's own subject.
 */
function briefPhraseSaidTwice(
  proseLines: ProseLine[],
  listed: ListedPhrase[],
  problems: QualityProblem[],
): void {
  if (listed.length === 0) return;
  for (const { line, sentences } of proseLines) {
    if (/^\s*#/.test(line) || isListLine(line)) continue;
    for (const sentence of sentences) {
      const again = listed.find((phrase) => phrase.opening.test(sentence));
      if (again)
        problems.push({
          code: "repeated_phrase",
          message: `${quote(again.line.replace(LEAD, ""))} is in the list and said again in ${quote(sentence)}: say it once.`,
        });
    }
  }
}

/** List lines that are a short phrase of the brief's own words, with no price, time or "thing: when". */
function briefPhrasesListed(lines: readonly string[], briefWords: Set<string>): ListedPhrase[] {
  const phrases: ListedPhrase[] = [];
  for (const line of lines) {
    if (!isListLine(line) || /[:\d£]/.test(line)) continue;
    const words = normalisedLine(line).split(" ");
    if (words.length < 2 || words.length > 4 || !words.every((word) => briefWords.has(word))) continue;
    const run = words.map(escapeForPattern).join("[^\\p{L}\\p{N}£]+");
    phrases.push({
      line,
      words: words.join(" "),
      opening: new RegExp(`^${PHRASE_LEAD}${run}\\s*(?:[,.!?;]|$)`, "iu"),
      anywhere: new RegExp(`(?<![\\p{L}\\p{N}])${run}(?![\\p{L}\\p{N}])`, "iu"),
    });
  }
  return phrases;
}

/** Emoji, bullets and quote marks a sentence may open with, as a pattern's source. */
const PHRASE_LEAD = String.raw`(?:[\s•·*>"'“‘-]|\p{Extended_Pictographic}|\uFE0F|\u200D)*`;

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * For a writer: the brief's short phrases its list lines carry (found as the check finds them), and
 * whether a line of prose says one again anywhere, which is stricter than the check.
 */
export function listedBriefPhrases(lines: readonly string[], brief: string): ListedPhrase[] {
  return briefPhrasesListed(lines, new Set(normalisedLine(brief).split(" ")));
}

export function repeatsListedPhrase(text: string, listed: readonly ListedPhrase[]): boolean {
  return listed.some((phrase) => phrase.anywhere.test(text));
}

/** A line's words as the check compares them: lower case, no emoji or punctuation. */
export { normalisedLine as wordsOfLine };

/** A line's times and prices ("12-1am", "£5"), sorted: two lines with different ones say different things. */
function figuresIn(line: string): string {
  return (
    line.match(
      /£\s?\d[\d,.]*|\d{1,2}(?:[.:]\d{2})?(?:am|pm)?(?:\s?[-–]\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?)?/gi,
    ) ?? []
  )
    .map((figure) => figure.replace(/\s/g, "").toLowerCase())
    .sort()
    .join(" ");
}

/** Two "Name: …" list lines whose names differ say different things, however alike the rest is. */
function differentNames(line: string, other: string): boolean {
  const name = (text: string) => /^\P{L}*([^:]+):\s/u.exec(text)?.[1]?.trim().toLowerCase();
  const [mine, theirs] = [name(line), name(other)];
  return mine !== undefined && theirs !== undefined && mine !== theirs;
}

function repeatedLines(proseLines: ProseLine[], problems: QualityProblem[]): void {
  const lines = proseLines.map(({ line }) => line);
  const seen = new Map<string, string>();
  for (const line of lines) {
    const key = normalisedLine(line);
    if (key.length >= 3 && seen.has(key)) {
      problems.push({ code: "repeated_line", message: `This line is in the post twice: ${quote(line)}.` });
    } else seen.set(key, line);
  }
  // Sentences repeated across lines ("See you Thursday!" in the body and the sign-off).
  const sentences = new Map<string, string>();
  for (const { line, sentences: ofLine } of proseLines) {
    for (const sentence of ofLine) {
      const key = normalisedLine(sentence);
      if (key.split(" ").length < 4) continue;
      if (sentences.has(key) && sentences.get(key) !== line) {
        problems.push({
          code: "repeated_line",
          message: `This sentence is in the post twice: ${quote(sentence)}.`,
        });
      }
      sentences.set(key, line);
    }
  }
  // Short list lines (emoji first) that say what another list line already says.
  // A list line: emoji first, short, and no sentence punctuation at its end ("✨ 2 December 2026").
  // Each list line's tokens are worked out once: every pair of list lines is compared below.
  const tokensOf = new Map<string, string[]>();
  const figuresOf = new Map<string, string>();
  const listLines = lines.filter((line) => {
    if (!LEAD.test(line) || !/^\P{L}/u.test(line)) return false;
    const lineTokens = tokens(line);
    if (lineTokens.length > 8 || /[.!?]$/.test(line.replace(EMOJI, "").trim())) return false;
    tokensOf.set(line, lineTokens);
    figuresOf.set(line, figuresIn(line));
    return true;
  });
  const flagged = new Set<string>();
  const whenLine = listLines.find((line) => /^\s*(?:📅|🗓️|🗓)/u.test(line));
  // A span ("📅 Thursday 17th to Saturday 19th") names days a night of it may name again
  // ("🎶 Live music: Saturday, 8pm").
  const span =
    whenLine !== undefined &&
    /\b(?:to|till|until|thru)\b|[–-]\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day/i.test(whenLine);
  const whenDays = new Set(span ? [] : (whenLine?.match(DAY_OR_DATE) ?? []).map((day) => day.toLowerCase()));
  for (const [index, line] of listLines.entries()) {
    const mine = tokensOf.get(line)!;
    if (line !== whenLine && whenDays.size > 0) {
      const again = (line.match(DAY_OR_DATE) ?? []).find((day) => whenDays.has(day.toLowerCase()));
      if (again && !flagged.has(line)) {
        flagged.add(line);
        problems.push({
          code: "repeated_line",
          message: `${quote(line)} says "${again}" again, which ${quote(whenLine!)} already says.`,
        });
        continue;
      }
    }
    if (mine.length < 2) continue;
    for (const other of listLines.slice(index + 1)) {
      const theirs = new Set(tokensOf.get(other));
      const [shorter, longer] = mine.length <= theirs.size ? [mine, theirs] : [[...theirs], new Set(mine)];
      const shared = shorter.filter((token) => longer.has(token)).length;
      // "New Year's Eve: 12-1am" and "New Year's Day: 12-8" share words, but each has its own hours.
      const ownFigures =
        (figuresOf.get(line) !== figuresOf.get(other) &&
          figuresOf.get(line) !== "" &&
          figuresOf.get(other) !== "") ||
        // "Boxing Day: 12-6" and "New Year's Day: 12-6": the same hours on two different days.
        differentNames(line, other);
      if (shorter.length >= 2 && shared / shorter.length >= 2 / 3 && !flagged.has(other) && !ownFigures) {
        flagged.add(other);
        problems.push({
          code: "repeated_line",
          message: `${quote(other)} repeats what ${quote(line)} already says.`,
        });
      }
    }
  }
}

/** Only a time ("8pm", "all day"), or a time with its condition ("before 5", "from 7ish", "after 8pm"). */
const ONLY_A_TIME =
  /^(?:(?:before|after|from|until|till|til|by|at|around|about|approx)\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?(?:ish)?|noon|midday|midnight|all (?:day|night|evening|weekend|week|month))(?:\s+(?:start|onwards|sharp|till late))?\s*[.!]?$/i;

function sentenceProblems(sentence: string, problems: QualityProblem[]): void {
  const bare = sentence.replace(LEAD, "").trim();
  if (!bare || /^[#@]|^https?:|^www\./i.test(bare)) return;
  const said = words(bare.replace(EMOJI, " "));
  const lettered = said.filter((word) => /\p{L}/u.test(word));
  if (lettered.length === 0) {
    // A phone number is fine on its own line; a price or a bare number is not.
    const phone = /\d{3,}[\s-]?\d{3,}/.test(bare);
    if (said.length > 0 && !phone)
      problems.push({
        code: "fragment",
        message: `${quote(sentence)} is a number on its own, with nothing to say what it is.`,
      });
    return;
  }
  const first = bare.match(/[\p{L}\p{N}£]/u)?.[0] ?? "";
  if (/\p{Ll}/u.test(first) && !/^[a-z]+[A-Z]/.test(bare) && !/^(?:e\.g\.|i\.e\.)/.test(bare)) {
    problems.push({
      code: lettered.length === 1 ? "orphan_word" : "fragment",
      message:
        lettered.length === 1
          ? `${quote(sentence)} is a word left on its own.`
          : `${quote(sentence)} starts with a small letter, so it reads as half a sentence.`,
    });
    return;
  }
  // "💷 On: Hobgoblin Ruby": a word that needs something before it, then a colon.
  if (/^(?:on|in|at|for|to|with|by|from|of|and|v|vs)\s*:/i.test(bare)) {
    problems.push({ code: "fragment", message: `${quote(sentence)} isn't a whole sentence.` });
    return;
  }
  if (/^(?:of|than|nor|'s)\b/i.test(bare)) {
    problems.push({ code: "fragment", message: `${quote(sentence)} isn't a whole sentence.` });
    return;
  }
  // A list item may be one name ("🍺 Guinness"); a sentence of one word must be a word people say alone.
  const listItem = LEAD.test(sentence) && /^\P{L}/u.test(sentence) && /\p{Lu}/u.test(first);
  const only = lettered.length === 1 && said.length === 1 ? lettered[0]! : undefined;
  const question = /\?\s*(?:\p{Extended_Pictographic}|\uFE0F)*\s*$/u.test(bare);
  if (
    only &&
    !listItem &&
    !question &&
    !/\d/.test(only) &&
    !ONE_WORD_OK.has(only.toLowerCase().replace(/['’]/g, ""))
  ) {
    problems.push({ code: "orphan_word", message: `${quote(sentence)} is a word left on its own.` });
    return;
  }
  const ending = bare.replace(EMOJI, "").trim();
  // "🕒 5 days including", once "weekends" was taken away: nothing says what is included.
  if (
    /\b(?:the|a|an|and|or|but|of|your|our|including|incl|inc|plus|excluding|except)\s*[.!]?\s*$/i.test(ending)
  ) {
    problems.push({ code: "fragment", message: `${quote(sentence)} stops before the sentence ends.` });
    return;
  }
  // "✨ Before 5", "⏰ From 7": a list line that is only a time, or a time condition, has lost the
  // thing it qualifies ("Kids eat free weekdays before 5"); the landlord would put it back by hand.
  if (LEAD.test(sentence) && /^\P{L}/u.test(sentence) && ONLY_A_TIME.test(ending)) {
    problems.push({
      code: "orphan_time",
      message: `${quote(sentence)} is a time on its own: say it with what it's for.`,
    });
    return;
  }
  // "Doors open from", or a list line "✨ Ring walks about" once "10pm" was taken away: a word that
  // needs a time or a name after it. Prose may end on some ("Nights like this don't wait around."),
  // and a question on any ("What are you waiting for?").
  // "don't hang about", "pop by": the verb's own word, with nothing missing after it.
  const needsMore = listItem
    ? /(?<!\b(?:hang|hanging|mess|messing|muck|mucking|stick|sticking|wait|waiting|knock|knocking|come|coming|run|running|turn|look|pop|drop|stop|swing|stand|call|get|go|nip)\s)\b(?:about|around|approx|from|until|till|til|by|with|at|before)\s*[.!]?\s*$/i
    : /\b(?:approx|from|until|till|til)\s*[.!]?\s*$/i;
  if (!question && needsMore.test(ending)) {
    problems.push({ code: "fragment", message: `${quote(sentence)} stops before the sentence ends.` });
  }
}

/** Words of a sentence in order, as written, for finding a phrase said twice. */
function phraseWords(sentence: string): string[] {
  return sentence
    .replace(EMOJI, " ")
    .split(/[^\p{L}\p{N}£]+/u)
    .filter(Boolean);
}

/** A name or a date ("at The Red Lion", "on Friday 11th December"): two words with capitals or digits after the first. */
function isNamed(words: string[], start: number): boolean {
  return (
    words.slice(1).filter((word) => /^[\p{Lu}\p{N}£]/u.test(word)).length >= 2 ||
    (start > 0 &&
      /^[\p{Lu}\p{N}]/u.test(words[0]!) &&
      words.slice(1).some((word) => /^[\p{Lu}\p{N}]/u.test(word)))
  );
}

const PHRASE_LENGTH = 4;

/** The brief's own words ("the boxing fight night"): every word but the small ones is in the brief. */
function fromBrief(run: string[], briefWords: Set<string>): boolean {
  const meaning = run.map((word) => word.toLowerCase()).filter((word) => !STOP.has(word) && word !== "s");
  return meaning.length > 0 && meaning.every((word) => briefWords.has(word));
}

/**
 * The same run of four or more words in two sentences of one post ("…and a pint in your hand" twice
 * in a row): stock phrases said twice read as a machine's. Only prose sentences count; list lines
 * carry the brief's own words, which the opening line may well repeat.
 */
function repeatedPhrases(proseLines: ProseLine[], briefWords: Set<string>, problems: QualityProblem[]): void {
  const seen = new Map<string, string>();
  const reported = new Set<string>();
  for (const { line, sentences } of proseLines) {
    if (/^\s*#/.test(line) || isListLine(line)) continue;
    for (const sentence of sentences) {
      const said = phraseWords(sentence);
      const mine = new Set<string>();
      for (let start = 0; start + PHRASE_LENGTH <= said.length; start++) {
        const run = said.slice(start, start + PHRASE_LENGTH);
        const phrase = run.join(" ").toLowerCase();
        // The landlord's own words, names and dates may be said twice; stock phrases may not.
        if (mine.has(phrase) || isNamed(run, start) || fromBrief(run, briefWords)) continue;
        mine.add(phrase);
        const before = seen.get(phrase);
        if (before !== undefined && before !== sentence && !reported.has(sentence)) {
          reported.add(sentence);
          problems.push({
            code: "repeated_phrase",
            message: `"${phrase}" is said twice: in ${quote(before)} and ${quote(sentence)}.`,
          });
        }
      }
      for (const phrase of mine) if (!seen.has(phrase)) seen.set(phrase, sentence);
    }
  }
}

/** A list line: emoji first and no sentence punctuation at its end ("🎶 Live music: Saturday, 9pm"). */
function isListLine(line: string): boolean {
  return LEAD.test(line) && /^\P{L}/u.test(line) && !/[.!?]$/.test(line.replace(EMOJI, "").trim());
}

/**
 * A name printed in small letters that a post prints with capitals ("st michaels hospice",
 * "hobgoblin ruby", "v the plough", "Stevie b"): the same reading of names the writer uses, and
 * only letters it would raise (the first letter of a line is the sentence rules' business).
 */
function caseProblems(line: string, problems: QualityProblem[]): void {
  const text = line.replace(LEAD, "").trim();
  if (!/[a-z]/.test(text)) return;
  const written = text.split(/\s+/);
  const cased = properCase(text).split(" ");
  // Word by word, so an apostrophe the name gains ("michaels" → "Michael's") still lines up.
  if (cased.length !== written.length) return;
  const bare = (word: string) => word.toLowerCase().replace(/['’]/g, "");
  for (const [index, word] of written.entries()) {
    const fixed = cased[index]!;
    if (index === 0 || bare(fixed) !== bare(word)) continue;
    const before = [...word.replace(/['’]/g, "")];
    const raised = [...fixed.replace(/['’]/g, "")].some(
      (letter, at) => /\p{Ll}/u.test(before[at] ?? "") && /\p{Lu}/u.test(letter),
    );
    if (raised) {
      problems.push({
        code: "lower_case_name",
        message: `"${word.replace(/[.,:;!?]+$/, "")}" is a name: write "${fixed.replace(/[.,:;!?]+$/, "")}" (in ${quote(line)}).`,
      });
      return;
    }
  }
}

/** A time ("from 10", "8pm", "12-4") run straight into a price with no comma between. */
const TIME_THEN_PRICE =
  /\b((?:(?:from|at|till|until)\s+\d{1,2}(?:[:.]\d{2})?(?:am|pm)?|\d{1,2}(?:[:.]\d{2})?(?:am|pm)|\d{1,2}(?:[:.]\d{2})?(?:am|pm)?-\d{1,2}(?:[:.]\d{2})?(?:am|pm)?))\s+(£\s?\d[\d,]*(?:\.\d{1,2})?)/i;

/** The shorthand pattern without its global flag, for one test per line. */
const SHORTHAND_ONCE = new RegExp(SHORTHAND_WITHOUT_COMMA.source, "iu");

/** Emoji with the space before them. */
const EMOJI_RUN = new RegExp(`\\s*(?:${EMOJI.source})+`, "gu");

function punctuationProblems(line: string, next: string | undefined, problems: QualityProblem[]): void {
  // Emoji go with the space before them, so "pint 🍺." and "formula. 🎵 Good" read as written.
  const text = line.replace(EMOJI_RUN, "").trim();
  const stray =
    /\s[,.;:!?](?!\.\.)/.exec(text) ??
    /[,;:]\s*[,;:.!?]|(?<!\.)\.\.(?!\.)|[!?]\.|,\s*$|;\s*$|\(\s*\)/.exec(text) ??
    /^[,.;:!?)\]]/.exec(text) ??
    /(?:^|\s)[·•|]\s*$|^\s*[·•|](?:\s|$)/.exec(text) ??
    (/:\s*$/.test(text) && !next?.trim() ? /:\s*$/.exec(text) : null) ??
    /\S {2,}\S/.exec(text);
  if (stray) {
    problems.push({
      code: "dangling_punctuation",
      message: `Stray punctuation or spacing in ${quote(line)}.`,
    });
    return;
  }
  // "Full English served from 10 £9.95": when it's served and what it costs are two things.
  const timeThenPrice = TIME_THEN_PRICE.exec(text);
  if (timeThenPrice) {
    problems.push({
      code: "missing_comma",
      message: `"${timeThenPrice[0]}" runs a time into a price: put a comma in ("${timeThenPrice[1]}, ${timeThenPrice[2]}").`,
    });
    return;
  }
  const shorthand = SHORTHAND_ONCE.exec(text);
  if (shorthand) {
    problems.push({
      code: "missing_comma",
      message: `"${shorthand[0]}" runs two thoughts together: put a comma in ("${withComma(shorthand[0])}").`,
    });
    return;
  }
  const opens = (text.match(/\(/g) ?? []).length;
  const closes = (text.match(/\)/g) ?? []).length;
  if (opens !== closes)
    problems.push({ code: "dangling_punctuation", message: `A bracket is left open in ${quote(line)}.` });
}

/** The same word twice in a row ("on on"), and its twin for lines of plain ASCII (the same matches there). */
const DOUBLED_WORD = /(?<![\p{L}\p{N}'’])([\p{L}'’]+)[ \t]+\1(?![\p{L}\p{N}'’])/giu;
const DOUBLED_PLAIN_WORD = /(?<![A-Za-z0-9'])([A-Za-z']+)[ \t]+\1(?![A-Za-z0-9'])/gi;

const TIME_WORD = "(?:tonight|tonite|today|tomorrow|tmrw|this (?:mon|tues|wednes|thurs|fri|satur|sun)day)";
/** "Darts tonight against the clock challenge": a time word with more of the name after it. */
const TIME_INSIDE_NAME = new RegExp(
  String.raw`\b${TIME_WORD}\s+(?!(?:at|from|only|and|&|is|are|we|it|in|on|till|until|with|for|night|so|but|or|\d)\b)\p{L}+`,
  "iu",
);

/**
 * The name of a thing on a list line ("🎯 Darts tonight against the clock challenge: 8pm") or in a
 * headline keeps no time words inside it: the when goes after the colon, said once.
 */
export function timeInNameProblems(line: string, problems: QualityProblem[], headline = false): void {
  const text = line.replace(LEAD, "").trim();
  const colon = text.indexOf(": ");
  if (!headline && (!LEAD.test(line) || !/^\P{L}/u.test(line) || colon < 0)) return;
  const name = headline ? text : text.slice(0, colon);
  const when = colon < 0 ? "" : text.slice(colon + 2);
  const inside = TIME_INSIDE_NAME.exec(name);
  const word = new RegExp(String.raw`\b${TIME_WORD}\b`, "i").exec(name)?.[0];
  const twice = !headline && word !== undefined && new RegExp(String.raw`\b${word}\b`, "i").test(when);
  if (inside || twice)
    problems.push({
      code: "time_in_name",
      message: `"${word}" is inside the name in ${quote(line)}: the name goes first, the when after it, once.`,
    });
}

/** Problems in one piece of prose (the post, its headline or its call to action). */
export function proseProblems(text: string, brief = "", subject = ""): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const placeholder = /\{[A-Za-z]+\}|\b(?:undefined|null|NaN)\b|\[object Object\]/.exec(text);
  if (placeholder) {
    problems.push({ code: "placeholder", message: `A blank was left unfilled: "${placeholder[0]}".` });
  }
  const lines = text.split("\n");
  // Line by line (a word and its repeat are on one line), plain lines with the ASCII twin.
  let offset = 0;
  for (const line of lines) {
    for (const match of line.matchAll(NOT_PLAIN.test(line) ? DOUBLED_WORD : DOUBLED_PLAIN_WORD)) {
      if (DOUBLE_OK.has(match[1]!.toLowerCase())) continue;
      const at = offset + match.index;
      const start = text.lastIndexOf(" ", Math.max(0, at - 2));
      const end = text.indexOf(" ", at + match[0].length + 1);
      problems.push({
        code: "repeated_word",
        message: `"${match[1]}" is written twice in a row: ${quote(text.slice(start + 1, end < 0 ? undefined : end))}.`,
      });
    }
    offset += line.length + 1;
  }
  const proseLines = lines.flatMap((line) => (line.trim() ? [{ line, sentences: sentencesOf(line) }] : []));
  repeatedLines(proseLines, problems);
  const briefWords = new Set(normalisedLine(brief).split(" "));
  repeatedPhrases(proseLines, briefWords, problems);
  if (brief) {
    // The post's subject (its headline: "Private Room") is said as often as the post needs.
    const about = ` ${normalisedLine(subject)} `;
    const listed = briefPhrasesListed(lines, briefWords).filter(
      (phrase) => !about.includes(` ${phrase.words} `),
    );
    briefPhraseSaidTwice(proseLines, listed, problems);
  }
  let next = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const { sentences } = proseLines[next++]!;
    if (/^\s*#/.test(line)) continue;
    punctuationProblems(line, lines[index + 1], problems);
    caseProblems(line, problems);
    timeInNameProblems(line, problems, false);
    runOnProblems(line.replace(LEAD, "").trim(), isListLine(line), problems);
    for (const sentence of sentences) sentenceProblems(sentence, problems);
  }
  for (const { american, british } of americanSpellings(text)) {
    problems.push({
      code: "american_spelling",
      message: `"${american}" is the American spelling: write "${british}".`,
    });
  }
  return problems;
}
