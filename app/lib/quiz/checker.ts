/**
 * The one-right-answer checker: run over the whole built-in bank (in `npm test` and when the bank
 * loads) and over every live question. It rejects what makes a quiz question arguable or giveaway:
 * an option that is also true, options of another kind or era than the answer, an answer given away
 * by the question or by another question in the same quiz, year-ambiguous wording, and typed-answer
 * aliases that would accept a wrong option. Pure: the bank passes what it knows about names (which
 * are towns, clubs, capitals…, which acts belong to which years) as a registry.
 */
import { answerConsistent, normaliseText as normaliseUncached } from "./question-rules";

/**
 * normaliseText, remembered: the bank check normalises the same names tens of thousands of times.
 * Bounded, so a long-lived isolate checking live questions never grows it without end.
 */
const normalised = new Map<string, string>();
function normaliseText(text: string): string {
  let value = normalised.get(text);
  if (value === undefined) {
    value = normaliseUncached(text);
    if (normalised.size > 50_000) normalised.clear();
    normalised.set(text, value);
  }
  return value;
}

export type CheckRule =
  | "options"
  | "also-true"
  | "option-kind"
  | "option-era"
  | "gives-away"
  | "given-away-in-quiz"
  | "year-ambiguous"
  | "alias"
  | "duplicate";

export interface CheckProblem {
  rule: CheckRule;
  /** What is wrong, in words a landlord would understand. */
  message: string;
}

export interface CheckableQuestion {
  question: string;
  answer: string;
  /** The three wrong options. */
  wrong: readonly string[];
  aliases?: readonly string[];
}

/** What the checker may know about names: their kinds ("uk-town", "football-club") and years. */
export interface CheckRegistry {
  kindsOf(name: string): ReadonlySet<string> | undefined;
  yearsOf(name: string): readonly number[] | undefined;
  /**
   * Other answers the same subject has elsewhere in the bank: "the Lyceum Theatre" → Sheffield when
   * one fact puts it in Crewe and another in Sheffield.
   */
  otherAnswersAbout?(question: CheckableQuestion): readonly string[];
}

const NO_REGISTRY: CheckRegistry = { kindsOf: () => undefined, yearsOf: () => undefined };

/** Words too common to give an answer away when a question shares them. */
const COMMON_WORDS = new Set(
  (
    "the and of city town united county club football rugby cricket athletic rovers wanderers albion " +
    "river north south east west new old great little upper lower saint st park road street hall house " +
    "castle bridge royal national british english scottish welsh irish international stadium ground " +
    "theatre museum church cathedral abbey station market bay island isle lake hill mount mountain " +
    "band song album film book year years first last world cup league prize award awards day night " +
    "people person king queen prince princess lord lady sir dame parliament government council " +
    // Kinds of place or thing: a question naming "Blackpool Tower" does not give away "Eiffel Tower".
    "tower fountain college school pier railway line square viaduct palace cottage mill arches " +
    "roundabout island canal gardens garden centre airport dock docks harbour port gate arena field " +
    "lane walk way gallery library hospital university festival show fair games country valley " +
    "forest moor hills cliffs wood common green heath court arcade monument memorial statue"
  ).split(" "),
);

/** The distinctive words of a name: four letters or more and not a common word. */
function distinctiveWords(text: string): string[] {
  return normaliseText(text)
    .split(" ")
    .filter((w) => w.length >= 4 && !COMMON_WORDS.has(w) && !/^\d+$/.test(w));
}

function containsPhrase(haystack: string, needle: string): boolean {
  const n = normaliseText(needle);
  return n.length > 0 && ` ${normaliseText(haystack)} `.includes(` ${n} `);
}

const YEAR = /^(1[0-9]{3}|20[0-9]{2})$/;
const NUMBER = /^-?[\d,.]+\s*%?$/;
const SEASON = /^(1[0-9]{3}|20[0-9]{2})\s*[–-]\s*\d{2,4}$/;

/** The shape of a value: a year, a season ("1991–92"), a number, or words. */
function shapeOf(value: string): "year" | "season" | "number" | "words" {
  const v = value.trim();
  if (YEAR.test(v)) return "year";
  if (SEASON.test(v)) return "season";
  if (NUMBER.test(v)) return "number";
  return "words";
}

/** Award ceremonies named by a year read two ways: the year held, or the year of the work. */
const CEREMONY_BY_YEAR =
  /\b(?:19|20)\d{2}\s+(?:Academy Awards?|Oscars?|BAFTAs?|BAFTA Awards|Brit Awards|BRIT Awards|Brits|Golden Globes?|Grammys?|Grammy Awards|Emmys?|Emmy Awards|Olivier Awards)\b/i;
const CEREMONY_QUALIFIED =
  /\b(?:held in|ceremony (?:held )?in|\d+(?:st|nd|rd|th)\s+(?:Academy|BAFTA|Brit|Grammy|Emmy))\b/i;
/** Football seasons straddle two years: "the 2015 season" could be 2014–15 or 2015–16. */
const SEASON_BY_YEAR = /\b(?:19|20)\d{2}\s+(?:football |Premier League |league |FA Cup )?season\b/i;
/** "In or near X": "near" lets a second option be true. */
const IN_OR_NEAR = /\bin or near\b/i;

/**
 * Names that many UK towns share (a Lyceum, a Grand Hotel, a Theatre Royal): asking where "the"
 * one is has several right answers unless the question says which.
 */
const SHARED_LANDMARK_NAMES = [
  "Lyceum",
  "Grand Hotel",
  "Theatre Royal",
  "Royal Exchange",
  "Corn Exchange",
  "Hippodrome",
  "Alhambra",
  "Empire Theatre",
  "Winter Gardens",
  "Opera House",
  "Playhouse",
  "Guildhall",
  "Assembly Rooms",
  "Town Hall",
  "Market Hall",
  "Royal Infirmary",
  "Pier",
  "Cathedral",
  "Castle",
  "Minster",
  "Central Library",
  "Art Gallery",
  "City Museum",
  "Botanic Gardens",
  "Botanical Gardens",
  "Victoria Park",
  "Albert Park",
  "Queens Park",
  "St James' Park",
  "St James Park",
  "County Ground",
];
const WHERE_QUESTION = /^(?:where\b|in which (?:town|city|county|place)\b|which (?:town|city|place)\b)/i;

/** "…the Lyceum?", "…the Grand Hotel?": one of the shared names, unqualified, ending the question. */
const SHARED_LANDMARK_ASKED = new RegExp(
  `\\bthe (${SHARED_LANDMARK_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?:\\s+(?:Theatre|Hotel))?\\s*\\?`,
  "i",
);

function sharedLandmarkAsked(question: string): string | null {
  if (!WHERE_QUESTION.test(question.trim())) return null;
  return SHARED_LANDMARK_ASKED.exec(question)?.[1] ?? null;
}

/** Problems with one question on its own (no other question of its quiz needed). */
export function checkQuestion(q: CheckableQuestion, registry: CheckRegistry = NO_REGISTRY): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const options = [q.answer, ...q.wrong];
  if (q.wrong.length !== 3 || !answerConsistent({ answer: q.answer, options })) {
    problems.push({
      rule: "options",
      message: "It needs four different options with the answer among them once.",
    });
    return problems;
  }

  // An option that is also true.
  const aliases = (q.aliases ?? []).map(normaliseText);
  for (const option of q.wrong) {
    const norm = normaliseText(option);
    if (norm === normaliseText(q.answer) || aliases.includes(norm)) {
      problems.push({ rule: "also-true", message: `"${option}" is another name for the answer.` });
    }
  }
  for (const other of registry.otherAnswersAbout?.(q) ?? []) {
    const clash = q.wrong.find((option) => normaliseText(option) === normaliseText(other));
    if (clash)
      problems.push({
        rule: "also-true",
        message: `Another checked fact gives "${clash}" for the same thing.`,
      });
  }
  const shared = sharedLandmarkAsked(q.question);
  if (shared) {
    problems.push({
      rule: "also-true",
      message: `Many towns have a ${shared}: the question must say which one it means.`,
    });
  }
  if (IN_OR_NEAR.test(q.question)) {
    problems.push({ rule: "also-true", message: `"In or near" lets a second option be right too.` });
  }

  // Options of another kind or era than the answer.
  const answerShape = shapeOf(q.answer);
  for (const option of q.wrong) {
    if (shapeOf(option) !== answerShape) {
      problems.push({
        rule: "option-kind",
        message: `"${option}" is not the same kind of answer as "${q.answer}".`,
      });
    }
  }
  const answerKinds = registry.kindsOf(q.answer);
  if (answerKinds?.size) {
    for (const option of q.wrong) {
      const kinds = registry.kindsOf(option);
      // A club named after its town (Chesterfield) is known to the registry only as a place.
      const townClub =
        kinds?.size === 1 && kinds.has("place") && [...answerKinds].some((k) => k.endsWith("club"));
      if (kinds?.size && !townClub && ![...kinds].some((k) => answerKinds.has(k))) {
        problems.push({
          rule: "option-kind",
          message: `"${option}" is a ${[...kinds][0]}, not a ${[...answerKinds][0]} like the answer.`,
        });
      }
    }
  }
  const answerYears = registry.yearsOf(q.answer);
  if (answerYears?.length) {
    for (const option of q.wrong) {
      const years = registry.yearsOf(option);
      if (!years?.length) continue;
      const gap = Math.min(...answerYears.flatMap((a) => years.map((y) => Math.abs(a - y))));
      if (gap > 6) {
        problems.push({
          rule: "option-era",
          message: `"${option}" is from another era: it gives the answer away.`,
        });
      }
    }
  }

  // The question gives its own answer away.
  if (givesAway(q.question, q.answer)) {
    problems.push({ rule: "gives-away", message: "The question contains its own answer." });
  }

  // Year-ambiguous wording.
  if (CEREMONY_BY_YEAR.test(q.question) && !CEREMONY_QUALIFIED.test(q.question)) {
    problems.push({
      rule: "year-ambiguous",
      message: "A ceremony named by a year reads two ways (the year it was held or the films of that year).",
    });
  }
  if (SEASON_BY_YEAR.test(q.question)) {
    problems.push({
      rule: "year-ambiguous",
      message: "A season named by one year could be either of two seasons.",
    });
  }

  problems.push(...checkAliases(q));
  return problems;
}

/**
 * True when the question's text holds the answer, or names a distinctive word of it ("Villa Park" →
 * Aston Villa, "Stoke City" → Stoke-on-Trent). Only names count: "Which canal…" does not give away
 * "Bridgewater Canal", but "the football club Stoke City" gives away Stoke.
 */
export function givesAway(question: string, answer: string): boolean {
  if (normaliseText(answer).length >= 4 && containsPhrase(question, answer)) return true;
  const names = new Set(
    question
      .split(/[^A-Za-zÀ-ÿ'’-]+/)
      .filter((word, index) => index > 0 && /^[A-ZÀ-Þ]/.test(word))
      .flatMap((word) => normaliseText(word).split(" ")),
  );
  return distinctiveWords(answer).some((w) => names.has(w));
}

/**
 * Aliases accepted for typed answers: never a wrong option's name (or a whole word of one, which
 * would accept that option typed short), never empty, never the answer twice.
 */
export function checkAliases(q: CheckableQuestion): CheckProblem[] {
  return badAliases(q).map((alias) => ({
    rule: "alias" as const,
    message: `The accepted answer "${alias}" would also accept a wrong option.`,
  }));
}

/** The aliases that would mark a wrong option right. */
export function badAliases(q: CheckableQuestion): string[] {
  return (q.aliases ?? []).filter((alias) => {
    const norm = normaliseText(alias);
    if (!norm) return true;
    return q.wrong.some((option) => normaliseText(option) === norm || containsPhrase(option, alias));
  });
}

/**
 * Within one quiz: a question whose text holds another question's answer gives that answer away
 * ("Which river flows through Leeds?" before "Which city is home to the Royal Armouries?").
 */
export function givesAwayWithin(a: CheckableQuestion, b: CheckableQuestion): boolean {
  const answerIn = (answer: string, text: string) =>
    normaliseText(answer).length >= 4 && containsPhrase(text, answer);
  return answerIn(a.answer, b.question) || answerIn(b.answer, a.question);
}

/** Problems of a whole quiz: each question's own, plus answers given away by another question. */
export function checkQuiz<Q extends CheckableQuestion & { id: string }>(
  questions: readonly Q[],
  registry: CheckRegistry = NO_REGISTRY,
): Map<string, CheckProblem[]> {
  const result = new Map<string, CheckProblem[]>();
  questions.forEach((q, i) => {
    const problems = checkQuestion(q, registry);
    for (const other of questions.slice(0, i)) {
      if (givesAwayWithin(other, q)) {
        problems.push({
          rule: "given-away-in-quiz",
          message: `Another question in this quiz gives its answer away ("${other.question}").`,
        });
      }
    }
    if (problems.length) result.set(q.id, problems);
  });
  return result;
}
