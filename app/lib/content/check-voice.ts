/**
 * Does the post sound like one person saying it once? Four things a reader notices at once and a
 * fact check does not:
 * - weather talk on a notice (a closure, a job advert, a funeral): the sky has nothing to do with it;
 * - the same sentiment said twice in other words ("thanks for your patience" … "cheers for bearing
 *   with us"), from a small lexicon of sentiment families;
 * - the landlord's own phrase taken apart ("evenings and weekends" printed as "Weekends" and, lines
 *   later, "evenings");
 * - a greeting or an apology set out as a list item ("✨ Sorry all"): it is a sentence;
 * - a night the brief calls off written as going ahead ("Tonight's quiz is on").
 * Every pattern is compiled once here: the check runs on every post a person generates.
 */
import { anyOf, CALLED_OFF, EVENTS, ON_TV, SPORT_WORDS } from "./brief-words";
import { quote, sentencesOf } from "./check-prose";
import type { QualityProblem } from "./writing-check";

/** A brief that is a notice: news a landlord wants read, where weather talk is out of place. */
const NOTICE_BRIEF =
  /\b(?:clos(?:ed|ure|ures)|closing (?:early|at|from|for|on|today|tonight|tomorrow)|shut|staff wanted|wanted|hiring|vacanc(?:y|ies)|jobs?|apply|cv|funeral|passed away|bereave\w*|condolences|rip|wake|refurb\w*|deep clean|opening hours|new hours|power cut|private hire|function room)\b/i;
/** A notice that is about being outside after all ("garden open for private hire this summer"). */
const OUTDOOR_BRIEF =
  /\b(?:garden|outside|outdoors?|terrace|patio|bbq|barbecue|walk(?:s|ers|ing)?|sun\w*|summer|picnic|marquee)\b/i;
/** Weather talk in a post, said as fact or not ("whatever the weather" included). */
const WEATHER_TALK =
  /\b(?:weather|forecast|sunshine|sun'?s out|sunny|rain\w*|drizzl\w*|showers|snow\w*|chilly|baltic|freezing|blowing a gale|windy|grey skies|grey old day|heatwave|scorcher|wrap up warm)\b|°C/i;

/** A closure, a job advert or a death: news to pass on, not a night out to sell. */
const CLOSURE_JOB_OR_LOSS =
  /\b(?:clos(?:ed|ure|ures)|closing (?:early|at|from|for|on|today|tonight|tomorrow)|shut|power cut|no food|(?:staff|chef|cook|cleaner|porter|collector|manager|supervisor|bartender|barman|barmaid|waiters?|waitress(?:es)?|help) (?:wanted|needed)|hiring|vacanc(?:y|ies)|funeral|passed away|condolences|rip|rest in peace)\b/i;
/** Selling lines that hurry people to a night out ("Once the tables are gone", "Your sofa will understand"). */
const HYPE =
  /\bdon'?t miss (?:it|out)\b|\bmiss it and\b|\bonce the tables are gone\b|\bwhoever gets here first\b|\bworking late\b|\byour sofa will\b|\bnights like this\b|\bcatching up on the group chat\b|\ba good night out\b|\bwho'?s in\?/i;

/** A brief calling something off ("tonight's quiz cancelled", "bingo postponed"), not one saying it is still on. */
const STILL_ON =
  /\bnot (?:cancelled|canceled|called off|postponed)\b|\bstill on\b|\bgoing ahead\b|\b(?:otherwise|or|else|may be|might be) (?:cancelled|canceled|called off|postponed)\b/i;
/** Words that say a night is going ahead as planned. */
const GOING_AHEAD =
  /\b(?:is on|it'?s on|still on|see you (?:there|tonight|then)|don'?t miss|at the ready|get your team together|your team is needed|pencil it in|save the date|mark the date|get it in the diary)\b/i;

/** Any night or event a brief can name (karaoke, bingo, live music…), read in one pass. */
const ANY_EVENT = anyOf(EVENTS.map((entry) => entry.said));

/** Sentiment families: two sentences of one family say the same thing twice. */
const SENTIMENTS: Array<[family: string, pattern: RegExp]> = [
  ["thanks", /\b(?:thanks|thank you|cheers for|grateful|appreciated?|ta very much)\b/i],
  ["apology", /\b(?:sorry|apologi[sz]e[sd]?|apologies|regret)\b/i],
  [
    "invitation",
    /\b(?:come on down|come (?:along|down)|pop (?:in|down|along|by|over)|drop (?:in|by)|swing by|join us)\b/i,
  ],
  ["contact", /\b(?:get in touch|give us a (?:call|ring|bell)|drop us a (?:line|message)|message us)\b/i],
];

const FAMILY_WORDS: Record<string, string> = {
  thanks: "thanks",
  apology: "sorry",
  invitation: "invitation",
  contact: "ask to get in touch",
};

const GREETING_OR_APOLOGY =
  /^(?:(?:(?:and )?(?:we(?:'re| are)|i(?:'m| am)) )?(?:so |very |really |truly )?sorry|apologies|thanks|thank you|cheers|hi|hello|hiya|hey|morning|evening|afternoon|good (?:morning|afternoon|evening))(?:\s+(?:all|everyone|everybody|folks|guys|again|team|lot|x+|for (?:any|the) (?:inconvenience|disruption|trouble|hassle)(?: caused)?|for your (?:understanding|patience|support)))?(?:\s+(?:so|very) much)?$/i;
/** Emoji and bullets that start a list line. */
const LIST_LEAD = /^\s*(?:[•·*-]|\p{Extended_Pictographic}|\uFE0F|\u200D)+\s*/u;
const EMOJI_ANYWHERE = /\p{Extended_Pictographic}|\uFE0F|\u200D/gu;

/**
 * "evenings and weekends", "fish & chips", "bar or floor": two words the landlord joined. ("big
 * screen and happy hour 5-7" joins two facts: "happy hour" is one thing, not a word of a pair.)
 */
const JOINED = /\b([a-z]{3,})\s+(?:and|&|or|n)\s+([a-z]{3,})\b(?!\s+(?:hour|hr)s?\b)/gi;
const NOT_A_PHRASE = new Set(
  "the and for you our your all are was with this that from its but then".split(" "),
);
const WORD_SPLIT = /[^\p{L}\p{N}'’]+/u;

/** The sentiment families a line says (thanks, apology, invitation, contact), for writers avoiding a repeat. */
export function sentimentFamilies(text: string): string[] {
  return SENTIMENTS.filter(([, pattern]) => pattern.test(text)).map(([family]) => family);
}

/** "Sorry all", "Hi everyone", "Apologies": a clause that greets or apologises and says nothing else. */
export function isGreetingOrApology(clause: string): boolean {
  return GREETING_OR_APOLOGY.test(clause.trim());
}

/** A notice (a closure, a job advert, a funeral) that is not about being outside: no weather talk. */
export function isNoticeWithoutWeather(brief: string): boolean {
  return NOTICE_BRIEF.test(brief) && !OUTDOOR_BRIEF.test(brief) && !WEATHER_TALK.test(brief);
}

/** What the brief's words ask of a post's voice, read once for every post of an answer. */
export interface VoiceAllowance {
  /** The brief is a notice and not about being outside: no weather talk. */
  noticeWithoutWeather: boolean;
  /** The brief is a closure, a job advert or a death: no selling a night out. */
  noHype: boolean;
  /** The brief calls a night off: nothing may say it is on. */
  calledOff: boolean;
  /** Word pairs the landlord joined with "and"/"or", lower case, in their order. */
  joined: Array<[string, string]>;
}

export function voiceAllowance(brief: string): VoiceAllowance {
  const joined: Array<[string, string]> = [];
  for (const match of brief.matchAll(JOINED)) {
    const first = match[1]!.toLowerCase();
    const second = match[2]!.toLowerCase();
    if (first !== second && !NOT_A_PHRASE.has(first) && !NOT_A_PHRASE.has(second))
      joined.push([first, second]);
  }
  return {
    noticeWithoutWeather: isNoticeWithoutWeather(brief),
    // A "closing party" or "christmas party bookings" is a night out, whatever else it says.
    // So is a night the notice only comes with ("karaoke sat, no food just drinks").
    noHype:
      CLOSURE_JOB_OR_LOSS.test(brief) &&
      !/\bpart(?:y|ies)\b|\bnight\b|\bgig\b|\bquiz\b|\s(?:v|vs)\.?\s/i.test(brief) &&
      // "boxing day racing … on all screens, no food": sport on the screens is a day out too.
      !(SPORT_WORDS.test(brief) && ON_TV.test(brief)) &&
      // "xmas day lunch 4 courses £65pp … kitchen closed boxing day": a priced meal is a thing to sell.
      !/\b(?:lunch|dinner|menu|roast|carvery|breakfast|brunch|courses?)\b[^.,;]*£\d/i.test(brief) &&
      !ANY_EVENT.some((pattern) => pattern.test(brief)),
    calledOff: CALLED_OFF.test(brief) && !STILL_ON.test(brief),
    joined,
  };
}

export function voiceProblems(content: string, allowance: VoiceAllowance): QualityProblem[] {
  const problems: QualityProblem[] = [];
  const lines = content.split("\n").filter((line) => line.trim() && !/^\s*#/.test(line));
  const seen = new Map<string, string>();
  for (const line of lines) {
    const bare = line.replace(LIST_LEAD, "").replace(EMOJI_ANYWHERE, "").trim();
    if (LIST_LEAD.test(line) && !/[.!?]$/.test(bare) && GREETING_OR_APOLOGY.test(bare))
      problems.push({
        code: "greeting_as_list_item",
        message: `${quote(line)} is set out as a list item, but it's something you'd say: make it a sentence.`,
      });
    for (const sentence of sentencesOf(line)) {
      if (allowance.noticeWithoutWeather && WEATHER_TALK.test(sentence))
        problems.push({
          code: "weather_on_notice",
          message: `${quote(sentence)} talks about the weather, which has nothing to do with this notice.`,
        });
      const hype = allowance.noHype ? HYPE.exec(sentence) : null;
      if (hype)
        problems.push({
          code: "hype_on_notice",
          message: `${quote(sentence)} sells a night out, but your post is a notice: pass the news on plainly.`,
        });
      const ahead = allowance.calledOff ? GOING_AHEAD.exec(sentence) : null;
      if (ahead)
        problems.push({
          code: "called_off_written_as_on",
          message: `${quote(sentence)} says it's going ahead, but your brief calls it off.`,
        });
      for (const [family, pattern] of SENTIMENTS) {
        if (!pattern.test(sentence)) continue;
        // "Special thanks to Sue and the team" after thanking everyone thanks someone in particular.
        if (family === "thanks" && /\b[Ss]pecial thanks\b|\b[Tt]hanks to [A-Z]/.test(sentence)) continue;
        const earlier = seen.get(family);
        if (earlier === undefined) seen.set(family, sentence);
        else
          problems.push({
            code: "repeated_sentiment",
            message: `${quote(sentence)} says the same ${FAMILY_WORDS[family]} as ${quote(earlier)}: say it once.`,
          });
      }
    }
  }
  if (allowance.joined.length > 0) {
    const lineWords = lines.map((line) => line.toLowerCase().split(WORD_SPLIT));
    for (const [first, second] of allowance.joined) {
      let hasFirst = false;
      let hasSecond = false;
      let inOrder = false;
      for (const words of lineWords) {
        const at = words.indexOf(first);
        const then = words.lastIndexOf(second);
        if (at >= 0) hasFirst = true;
        if (then >= 0) hasSecond = true;
        if (at >= 0 && then > at) inOrder = true;
      }
      if (hasFirst && hasSecond && !inOrder)
        problems.push({
          code: "split_phrase",
          message: `Your words "${first} … ${second}" are split up or turned round in the post: keep them as you wrote them.`,
        });
    }
  }
  return problems;
}
