/**
 * Rules every quiz question obeys, whoever wrote it (the built-in bank or a model): no trivially
 * reworded repeats, excluded topics absent, the answer once among four distinct options.
 * Pure and generic, so the live path filters model output with the same code.
 */
import { seededShuffle } from "../seeded-random";

/** Lower case, accents and punctuation gone, "&" read as "and", single spaces. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Words that carry no meaning of their own in a quiz question. */
const STOP_WORDS = new Set(
  (
    "a an the of in on at to for from by with and or is are was were be been being do does did " +
    "what whats which who whos whom whose where when why how this that these those it its " +
    "name named called known as into onto than then there their they he she his her him " +
    "can could would should will shall may might must has have had   you your we our i me my " +
    "one"
  )
    .split(/\s+/)
    .filter(Boolean),
);

/** Words whose swap for one another is a rewording, not a different question. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "flow run pass located situated found lie sit stand city town actually famous famously " +
    "popularly usually commonly often also still today currently based"
  ).split(/\s+/),
);

/** Word forms that mean the same thing in a quiz question ("sank"/"sink", "author"/"wrote"). */
const SAME_WORD: Record<string, string> = {
  sank: "sink",
  sunk: "sink",
  won: "win",
  winner: "win",
  wrote: "write",
  written: "write",
  writer: "write",
  author: "write",
  painted: "paint",
  painter: "paint",
  directed: "direct",
  director: "direct",
  sang: "sing",
  sung: "sing",
  singer: "sing",
  flowed: "flow",
  flowing: "flow",
  ran: "run",
  running: "run",
  passe: "pass",
};

/** A crude singular and a few word families: "rivers" → "river", "wrote" → "write". */
function stem(word: string): string {
  const single = word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  return SAME_WORD[single] ?? single;
}

/**
 * The meaningful words of a text, normalised and stemmed. A capitalised word inside a sentence is a
 * name even when it looks like a stop word ("the symbol He", "the symbol As"), so it is kept.
 */
export function contentTokens(text: string): Set<string> {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const tokens = new Set<string>();
  words.forEach((raw, index) => {
    const word = raw.toLowerCase();
    const isName = index > 0 && /^[A-Z]/.test(raw);
    if (isName || !STOP_WORDS.has(word)) tokens.add(stem(word));
  });
  return tokens;
}

/**
 * True when two questions are the same question reworded trivially: the same meaningful words once
 * case, punctuation, stop words, plurals and filler words ("flows"/"runs", "city") are set aside.
 * Template questions that differ in one real word ("Villa Park" / "Home Park") stay apart.
 */
export function isNearDuplicate(a: string, b: string): boolean {
  if (normaliseText(a) === normaliseText(b)) return true;
  return tokensNearDuplicate(contentTokens(a), contentTokens(b));
}

/** isNearDuplicate on pre-computed token sets, for checking many questions quickly. */
export function tokensNearDuplicate(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  let shared = 0;
  for (const token of a) {
    if (b.has(token)) shared++;
    else if (!FILLER_WORDS.has(token)) return false;
  }
  for (const token of b) if (!a.has(token) && !FILLER_WORDS.has(token)) return false;
  // Nothing but filler on either side (or both empty) still counts as the same question.
  return shared > 0 || (a.size === 0 && b.size === 0);
}

/** Lower-case, hyphenated topic tag: "Premier League" → "premier-league". */
export function tagOf(text: string): string {
  return normaliseText(text).replace(/ /g, "-");
}

/**
 * Topics a landlord may exclude, and the tags that belong to each. A tag excludes its own topic;
 * these add the obvious family ("football" also removes Premier League, FA Cup and club questions).
 */
const TOPIC_SYNONYMS: Record<string, string[]> = {
  football: [
    "soccer",
    "premier-league",
    "efl",
    "championship",
    "league-one",
    "league-two",
    "fa-cup",
    "league-cup",
    "world-cup",
    "euros",
    "champions-league",
    "europa-league",
    "scottish-premiership",
    "football-club",
    "football-ground",
  ],
  soccer: ["football"],
  rugby: ["rugby-union", "rugby-league", "six-nations", "rugby-world-cup", "lions"],
  cricket: ["ashes", "test-cricket", "county-cricket", "cricket-world-cup"],
  tennis: ["wimbledon", "grand-slam-tennis", "us-open-tennis", "french-open", "australian-open"],
  golf: ["the-open", "masters", "ryder-cup"],
  "motor-racing": ["formula-1", "f1", "motorsport"],
  "formula-1": ["f1", "motor-racing"],
  f1: ["formula-1", "motor-racing"],
  "horse-racing": ["grand-national", "derby-racing", "cheltenham"],
  boxing: ["heavyweight-boxing"],
  olympics: ["olympic-games", "paralympics"],
  politics: ["government", "prime-minister", "parliament", "election", "politician"],
  religion: ["church", "pope", "cathedral", "bible"],
  royalty: ["royal-family", "monarchy", "king", "queen"],
  royals: ["royal-family", "monarchy", "king", "queen"],
  war: ["military", "battle", "world-war"],
  music: ["pop-music", "rock-music", "band", "singer", "album", "eurovision"],
  film: ["films", "movie", "cinema", "oscars"],
  films: ["film", "movie", "cinema", "oscars"],
  movies: ["film", "movie", "cinema", "oscars"],
  tv: ["television", "soap", "sitcom"],
  television: ["tv", "soap", "sitcom"],
  science: ["chemistry", "physics", "biology", "elements", "astronomy"],
  chemistry: ["elements"],
  geography: ["capitals", "countries", "rivers", "mountains"],
  flags: ["flag"],
  money: ["currency", "currencies"],
  food: ["food-and-drink", "cooking"],
  drink: ["food-and-drink", "beer", "whisky"],
  alcohol: ["beer", "whisky", "wine", "drink"],
  space: ["astronomy", "planets"],
  history: ["world-war", "monarchy", "battle"],
};

/** The tags that one excluded topic removes: its own tag, its plural/singular, and its family. */
export function tagsForTopic(topic: string): Set<string> {
  const tag = tagOf(topic);
  const tags = new Set<string>([tag]);
  if (tag.endsWith("s")) tags.add(tag.slice(0, -1));
  else tags.add(`${tag}s`);
  for (const base of [...tags]) for (const synonym of TOPIC_SYNONYMS[base] ?? []) tags.add(synonym);
  return tags;
}

/**
 * True when a question falls under any excluded topic: by its topic tags first, then by the topic's
 * words appearing whole in the question or answer (for questions whose tags miss it).
 */
export function excludedBy(
  question: { tags: readonly string[]; question: string; answer: string },
  excludeTopics: readonly string[],
): boolean {
  if (excludeTopics.length === 0) return false;
  const questionTags = new Set(question.tags.map(tagOf));
  const text = ` ${normaliseText(`${question.question} ${question.answer}`)} `;
  return excludeTopics.some((topic) => {
    for (const tag of tagsForTopic(topic)) if (questionTags.has(tag)) return true;
    const phrase = normaliseText(topic);
    if (!phrase) return false;
    return text.includes(` ${phrase} `) || text.includes(` ${phrase}s `);
  });
}

/** Options compare equal when they normalise to the same text ("The Beatles" ≠ "Beatles", by design). */
function optionKey(option: string): string {
  return option.trim().toLowerCase();
}

/** The answer appears exactly once among four distinct options (case-insensitive). */
export function answerConsistent(q: { answer: string; options: readonly string[] }): boolean {
  if (q.options.length !== 4) return false;
  const keys = q.options.map(optionKey);
  if (new Set(keys).size !== 4 || keys.some((k) => k.length === 0)) return false;
  const answer = optionKey(q.answer);
  return answer.length > 0 && keys.filter((k) => k === answer).length === 1;
}

/** The four options in a deterministic order for the seed: the answer and three wrong ones. */
export function shuffleOptions(answer: string, wrong: readonly string[], seed: string): string[] {
  return seededShuffle([answer, ...wrong], seed);
}
