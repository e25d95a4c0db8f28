/**
 * Does every line fit what the post is about? Three things a landlord spots at a glance that the
 * fact check does not, each read from the post's words and the brief's, whoever wrote the post:
 * - a list line's emoji that says something else (📞 in front of "Pool table free all day");
 * - a team quiz's lines on a night that has no teams (bingo, karaoke, a race night: "your team is
 *   needed", "team names", 🧠);
 * - a night-time hashtag (#WinterNights, #QuizNight) on a daytime plan ("boxing day open 12-6");
 * - an ask to book when the brief says there is no need ("no booking, just turn up").
 * The brief is read once per answer (FitAllowance); each post is then read line by line, once.
 */
import type { TextFacts } from "./brief-facts";
import { SPORT_WORDS, tidyBrief } from "./brief-words";
import { quote } from "./check-prose";
import type { QualityProblem } from "./writing-check";

/** What the brief's words allow a post's lines and tags to say. */
export interface FitAllowance {
  /** The brief has teams, a quiz, a league or a match: team talk fits. */
  teams: boolean;
  /** Every time the brief gives is in the daytime and it says nothing of a night: no night tags. */
  daytime: boolean;
  /** The brief's words, lower case and squashed ("burnsnight"), for tags made of the brief's own words. */
  squashed: string;
  /** The brief says there is no booking ("no booking, just turn up"): the post must not ask anyone to book. */
  noBooking: boolean;
}

/** A brief that says nobody needs to book. */
export const NO_BOOKING =
  /\bno (?:need to )?book(?:ing)?s?\b|\bno bookings? (?:needed|required|necessary)\b|\bno reservations\b|\bwalk[- ]ins? (?:only|welcome)\b|\bjust turn up\b|\bfirst come,? first served\b/i;
/** A line that asks the reader to book ("Book your table", "Get booked in now", "booking essential"). */
export const ASKS_TO_BOOK =
  /\b(?:book (?:a|your|now|early|in|ahead|online|via)|get (?:your table |yourself )?booked|booked in|reserve (?:a|your)|booking (?:essential|recommended|advised|required)|to book)\b/i;

/** A brief about teams: a quiz, a league, a match, a side, a competition, or a job in "our team". */
const TEAM_BRIEF =
  /\b(?:teams?|quiz\w*|trivia|league|match|matches|game|games|tournament|comp|competition|squad|sides?|players?|v|vs|versus|against|darts|pool|dominoes|crib|cribbage|skittles|hiring|staff|join)\b/i;
/** A team quiz's words: said to a reader with no team, they are another night's lines. */
const TEAM_TALK =
  /\byour team(?:'s)?\b|\bteam names?\b|\bteams? of\b|\bquiz ?masters?\b|\bbrainbox\w*|\bknow-it-alls?\b|\bgrey matter\b|🧠/iu;

/** Words that make a brief about the evening, whatever its times say. */
const NIGHT_BRIEF = /\b(?:night|nights|nite|tonight|evening|evenings|late|midnight|eve)\b/i;
/** A tag about the night: #WinterNights, #QuizNight, #NightOut, #SummerEvenings. */
const NIGHT_TAG = /night|evening|tonight/i;
/** Readings of a time up to 6pm: "12-6" ends at 6pm at the latest, but "8" may be 8pm. */
const LATEST_DAYTIME = 18 * 60;

/** The phone's emoji on a line with no number and no ask to ring. */
const PHONE_LINE = /^\s*(?:📞|☎️?|📱)/u;
const PHONE_WORDS = /\d{3,}|\b(?:call|calls|calling|ring|phone|number|text|whatsapp|contact|dial)\b/i;

export function fitAllowance(brief: string, facts: TextFacts): FitAllowance {
  const text = tidyBrief(brief);
  const times = facts.times;
  return {
    teams: TEAM_BRIEF.test(text) || SPORT_WORDS.test(text),
    daytime:
      times.length > 0 &&
      !NIGHT_BRIEF.test(text) &&
      times.every((time) => time.minutes.every((minute) => minute <= LATEST_DAYTIME)),
    squashed: text.toLowerCase().replace(/[^a-z0-9]+/g, ""),
    noBooking: NO_BOOKING.test(text),
  };
}

/** A night-time tag ("#WinterNights") on a daytime plan, unless the brief's own words make it ("#BurnsNight"). */
export function nightTagOutOfPlace(tag: string, allowance: FitAllowance): boolean {
  if (!allowance.daytime) return false;
  const words = tag.replace(/^#/, "").toLowerCase();
  return NIGHT_TAG.test(words) && !allowance.squashed.includes(words);
}

export function fitProblems(
  post: { content: string; hashtags: string[]; callToAction: string },
  allowance: FitAllowance,
): QualityProblem[] {
  const problems: QualityProblem[] = [];
  for (const line of allowance.noBooking ? [...post.content.split("\n"), post.callToAction] : []) {
    const ask = ASKS_TO_BOOK.exec(line);
    if (ask)
      problems.push({
        code: "booking_contradicted",
        message: `${quote(line)} asks people to book ("${ask[0]}"), but you said there's no need to.`,
      });
  }
  for (const line of post.content.split("\n")) {
    if (PHONE_LINE.test(line) && !PHONE_WORDS.test(line))
      problems.push({
        code: "emoji_mismatch",
        message: `${quote(line)} has a phone in front, but it isn't a number to ring: use an emoji that fits the line.`,
      });
    if (!allowance.teams) {
      const talk = TEAM_TALK.exec(line);
      if (talk)
        problems.push({
          code: "wrong_night",
          message: `${quote(line)} talks of a team quiz ("${talk[0]}"), but your night has no teams.`,
        });
    }
  }
  for (const tag of post.hashtags)
    if (nightTagOutOfPlace(tag, allowance))
      problems.push({
        code: "night_tag_in_daytime",
        message: `${tag} is a night-time tag, but your plans are in the daytime.`,
      });
  return problems;
}
