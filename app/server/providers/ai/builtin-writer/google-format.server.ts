import {
  EMOJI,
  GOOGLE_SUMMARY_LIMIT,
  type GoogleActionType,
  type GooglePostFormat,
  type GoogleTopicType,
  type GoogleVersion,
  type GoogleVersionInput,
  UK_PHONE,
} from "~/lib/publishing/google-post";

/**
 * The Google version of a post (docs/decisions/026). A Business Profile post is read on the pub's
 * Google listing by someone already looking for it, so it keeps the post's own words and facts and
 * changes only what Google handles differently: no hashtags (they are not links there), no phone
 * number in the text (Google turns such posts down; the Call button rings the listing's number),
 * two emoji at most, at most 1,500 characters, and a button chosen from what the post asks people
 * to do. Nothing is added that the post did not say, so the Google version needs no new writing.
 */

const KEPT_EMOJI = 2;

/** "#QuizNight" in the text, not "No.#1" or a URL's fragment. */
const HASHTAG = /(?<![\p{L}\p{N}&/])#[\p{L}\p{N}_]+/gu;

/** Words that introduce a phone number; they go with it ("Call us on 01234 567890"). */
const PHONE_LEAD =
  /(?:(?:give us a|just)\s+)?(?:call|ring|phone|tel(?:ephone)?\.?|t:)(?:\s+us)?(?:\s+(?:on|at))?\s*:?\s*$/i;

function withoutPhoneNumbers(text: string): string {
  let kept = "";
  let from = 0;
  for (const match of text.matchAll(UK_PHONE)) {
    kept += text.slice(from, match.index);
    const lead = PHONE_LEAD.exec(kept);
    if (lead) kept = kept.slice(0, lead.index);
    from = match.index + match[0].length;
  }
  return kept + text.slice(from);
}

function fewerEmoji(text: string): string {
  let seen = 0;
  return text.replace(EMOJI, (emoji) => (++seen <= KEPT_EMOJI ? emoji : ""));
}

/** Spaces and punctuation left behind by what was taken out. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]{2,}/g, " ")
        .replace(/\s+([.,!?;:])/g, "$1")
        .replace(/([,;:])(?=[.!?])/g, "")
        .replace(/\(\s*\)/g, "")
        .replace(/^[\s,;:.-]+/, "")
        .trimEnd(),
    )
    .filter((line, index, lines) => line !== "" || (index > 0 && lines[index - 1] !== ""))
    .join("\n")
    .trim();
}

/** At most the limit, cut after the last whole sentence that fits. */
function withinLimit(text: string): string {
  if (text.length <= GOOGLE_SUMMARY_LIMIT) return text;
  const head = text.slice(0, GOOGLE_SUMMARY_LIMIT);
  const end = Math.max(
    head.lastIndexOf(". "),
    head.lastIndexOf("! "),
    head.lastIndexOf("?\n"),
    head.lastIndexOf(".\n"),
  );
  return (
    end > GOOGLE_SUMMARY_LIMIT / 2
      ? head.slice(0, end + 1)
      : `${head.slice(0, GOOGLE_SUMMARY_LIMIT - 1).trimEnd()}…`
  ).trim();
}

/** The post's words in Google's format. */
export function googleSummary(content: string): string {
  const stripped = fewerEmoji(withoutPhoneNumbers(content.replace(HASHTAG, "")));
  return withinLimit(tidy(stripped));
}

/** What the post asks people to do, read from its words, strongest ask first. */
const ASKS: Array<[GoogleActionType, RegExp]> = [
  ["BOOK", /\b(book|booking|reserve|reservations?)\b/i],
  ["ORDER", /\b(order|takeaway|take-away|delivery|click and collect)\b/i],
  [
    "SIGN_UP",
    /\b(sign up|sign-up|register|enter (?:a|your) team|get your team in|put your name down|entries)\b/i,
  ],
  ["SHOP", /\b(buy|shop|tickets?|vouchers?)\b/i],
];

/** The button for the post: the landlord's choice, else what the post asks, linked to the pub's site. */
export function googleButton(
  text: string,
  links: GoogleVersionInput["links"],
  chosen?: GoogleActionType,
): GooglePostFormat["callToAction"] {
  const asked = chosen ?? ASKS.find(([, pattern]) => pattern.test(text))?.[0] ?? "LEARN_MORE";
  if (asked === "CALL") return { actionType: "CALL" };
  const url = asked === "BOOK" ? (links.bookingLink ?? links.website) : (links.website ?? links.bookingLink);
  // No link to send people to: the Call button still works (it rings the listing's number).
  return url ? { actionType: asked, url } : { actionType: "CALL" };
}

/** The Google version of a post: its summary, topic type, button, and event or offer. */
export function googleVersionOf(input: GoogleVersionInput): GoogleVersion {
  const summary = googleSummary(input.post.content);
  const topicType: GoogleTopicType =
    input.topicType ?? (input.offer ? "OFFER" : input.event ? "EVENT" : "STANDARD");
  const asks = [input.post.content, input.post.callToAction ?? ""].join("\n");
  return {
    summary,
    format: {
      topicType,
      // Google ignores a button on an offer post (the offer carries its own redeem link).
      callToAction: topicType === "OFFER" ? null : googleButton(asks, input.links, input.actionType),
      event: topicType === "STANDARD" ? null : (input.event ?? null),
      offer: topicType === "OFFER" ? (input.offer ?? {}) : null,
    },
  };
}
