/**
 * The "when" words of a clause: runs of tokens like "this Saturday from 7pm", "tues 15th dec 8pm"
 * or "12-4", found so the writer can lift them out of the landlord's words and print them in one
 * place ("Thursday, 8pm") without leaving half a sentence behind.
 */
export interface Token {
  /** As typed, with its punctuation. */
  raw: string;
  /** Lower case, without surrounding punctuation. */
  bare: string;
  /** Offset in the clause. */
  index: number;
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((match) => ({
    raw: match[0],
    bare: match[0].toLowerCase().replace(/^[^\p{L}\p{N}£@&-]+|[^\p{L}\p{N}%+&]+$/gu, ""),
    index: match.index,
  }));
}

const WEEKDAY =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?:[-–](?:mon|tues|wednes|thurs|fri|satur|sun)days?)?$/;
const RELATIVE = /^(?:tonight|today|tomorrow|weekend|weekends|weekday|weekdays|daily)$/;
const ORDINAL = /^\d{1,2}(?:st|nd|rd|th)$/;
const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;
const CLOCK = /^(?:\d{1,2}(?:[:.]\d{2})?(?:am|pm)|\d{1,2}[:.][0-5]\d|noon|midday|midnight)$/;
const RANGE =
  /^\d{1,2}(?:[:.]\d{2})?(?:am|pm)?[-–](?:\d{1,2}(?:[:.]\d{2})?(?:am|pm)?|late|close|midnight|noon|midday)$/;
const BARE_HOUR = /^\d{1,2}(?:ish)?$/;
const TIME_LEAD =
  /^(?:from|at|@|till|until|to|doors|start|starts|starting|kick-off|open|opens|back|-|–|for|before|after)$/;
/** Words that belong to a when only between or around its anchors. */
const CONNECTOR =
  /^(?:on|at|@|from|till|until|to|-|–|&|and|this|next|every|each|all|the|of|night|nights|afternoon|afternoons|evening|evenings|morning|mornings|lunchtime|late|start|sharp|onwards|for|doors|kick-off|ish|o'clock|20\d\d|only|bank|holiday|in|first|second|third|fourth|last|other|alternate)$/;
/**
 * Connectors a when may start with and still read right ("from 9", "every Friday", "this Saturday").
 */
const KEEP_LEADING = /^(?:from|till|until|every|each|this|next|all|bank|kick-off)$/;
/** Connectors a when may end with ("till late", "Saturday night", "7pm start"). */
const KEEP_TRAILING =
  /^(?:late|onwards|start|sharp|night|nights|afternoon|afternoons|evening|evenings|morning|mornings|lunchtime|20\d\d)$/;

const PART_OF_DAY =
  /^(?:nights|afternoons|evenings|mornings|lunchtimes|night|afternoon|evening|morning|lunchtime)$/;

export function isDayToken(bare: string): boolean {
  return WEEKDAY.test(bare) || RELATIVE.test(bare);
}

/** A score after a result word ("won 3-1", "beat the crown 7-2"). */
function isScore(tokens: Token[], index: number): boolean {
  return tokens
    .slice(Math.max(0, index - 5), index)
    .some((token) => /^(?:beat|won|lost|drew|draw|smashed|thrashed|score|scored|result)$/.test(token.bare));
}

function isTimeAt(tokens: Token[], index: number): boolean {
  const bare = tokens[index]!.bare;
  // "beat the red lion 7-2": a result, not a time.
  if (RANGE.test(bare) && !/(?:am|pm)/.test(bare) && isScore(tokens, index)) return false;
  if (CLOCK.test(bare) || RANGE.test(bare)) return true;
  if (!BARE_HOUR.test(bare)) return false;
  const before = tokens[index - 1]?.bare ?? "";
  const after = tokens[index + 1]?.bare ?? "";
  if (/^(?:am|pm|o'clock|noon|midday|midnight)$/.test(after)) return true;
  // "9 till 1", "9 to late": an hour that opens a span is a time ("4 to 6 players" is a count).
  if (
    /^(?:till|until|til|to)$/.test(after) &&
    /^(?:\d{1,2}(?:[:.]\d{2})?(?:am|pm)?|late|close|midnight|noon|midday)$/.test(
      tokens[index + 2]?.bare ?? "",
    ) &&
    !/^(?:people|players|per|teams?|a side|courses|pints?|mins?|minutes|hours?|hrs|days|weeks|years|guests)$/.test(
      tokens[index + 3]?.bare ?? "",
    ) &&
    tokens[index - 1]?.bare !== "up" &&
    Number(bare.replace("ish", "")) <= 23
  )
    return true;
  if (tokens[index - 2]?.bare === "up") return false;
  // "beers from 3 breweries", "from 12 local farms": a count of things, not 3 o'clock.
  if (
    /^[a-z]{3,}s$/.test(after) &&
    !isDayToken(after) &&
    !/^(?:onwards|hrs|sharp|weds|thurs|tues)$/.test(after)
  )
    return false;
  if (
    /^(?:people|players|per|teams?|courses?|pints?|mins?|minutes|hours?|hrs|days|weeks|years|x|for|quid|a|each|mile|miles|km|k)$/.test(
      after,
    ) &&
    before !== "for"
  )
    return false;
  return TIME_LEAD.test(before) && Number(bare.replace("ish", "")) <= 23;
}

function isAnchorAt(tokens: Token[], index: number): boolean {
  const bare = tokens[index]!.bare;
  // "only 2 fridays left": a count of days is what is left, not when.
  if (
    isDayToken(bare) &&
    /s$/.test(bare) &&
    /^\d+$|^(?:two|three|four|five)$/.test(tokens[index - 1]?.bare ?? "")
  )
    return false;
  if (isDayToken(bare) || isTimeAt(tokens, index) || isAllDay(tokens, index)) return true;
  if (ORDINAL.test(bare)) {
    const before = tokens[index - 1]?.bare ?? "";
    const after = tokens[index + 1]?.bare ?? "";
    return (
      MONTH.test(after) ||
      (after === "of" && MONTH.test(tokens[index + 2]?.bare ?? "")) ||
      WEEKDAY.test(before) ||
      before === "the" ||
      before === "on"
    );
  }
  if (MONTH.test(bare) && bare !== "may") {
    const before = tokens[index - 1]?.bare ?? "";
    // "a few dates left in december": the month is what is left, part of the fact, not its when.
    if (before === "in" && /^(?:left|free|available|remaining)$/.test(tokens[index - 2]?.bare ?? ""))
      return false;
    return (
      /^\d{1,2}(?:st|nd|rd|th)?$/.test(before) ||
      /^(?:in|all|throughout)$/.test(before) ||
      /^\d{1,2}(?:st|nd|rd|th)?$/.test(tokens[index + 1]?.bare ?? "")
    );
  }
  // "28 November": a day of the month before its month.
  if (/^\d{1,2}$/.test(bare) && MONTH.test(tokens[index + 1]?.bare ?? "")) return true;
  return false;
}

/** "all day Wednesday", "Sunday all day": "all day" is part of the when, never a line of its own. */
function isAllDay(tokens: Token[], index: number): boolean {
  return tokens[index]!.bare === "day" && tokens[index - 1]?.bare === "all";
}

function isWhenish(tokens: Token[], index: number): boolean {
  const bare = tokens[index]!.bare;
  return (
    isAnchorAt(tokens, index) ||
    isAllDay(tokens, index) ||
    CONNECTOR.test(bare) ||
    MONTH.test(bare) ||
    /^\d{1,2}(?:st|nd|rd|th)$/.test(bare)
  );
}

/** Token ranges [start, end) of every when in the tokens, trimmed to read right on their own. */
export function whenRuns(tokens: Token[], from = 0, to = tokens.length): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let index = from;
  while (index < to) {
    if (!isWhenish(tokens, index)) {
      index++;
      continue;
    }
    let end = index;
    // A run stops at punctuation that ends a clause part ("friday: the jukes").
    while (end < to && isWhenish(tokens, end)) {
      end++;
      if (/[:;!?]$/.test(tokens[end - 1]!.raw)) break;
    }
    let start = index;
    const anchored = () => {
      for (let at = start; at < end; at++) if (isAnchorAt(tokens, at)) return true;
      return false;
    };
    // "evenings and weekends" stays whole: a part of the day joined to a day is one when.
    const joinedToDay = (at: number) =>
      PART_OF_DAY.test(tokens[at]!.bare) &&
      /^(?:and|&|or)$/.test(tokens[at + 1]?.bare ?? "") &&
      at + 2 < end &&
      isAnchorAt(tokens, at + 2);
    while (
      start < end &&
      !isAnchorAt(tokens, start) &&
      !KEEP_LEADING.test(tokens[start]!.bare) &&
      !joinedToDay(start)
    )
      start++;
    while (
      end > start &&
      !isAnchorAt(tokens, end - 1) &&
      !KEEP_TRAILING.test(tokens[end - 1]!.bare) &&
      !isAllDay(tokens, end - 1)
    )
      end--;
    // "from" or "every" with nothing after it that is a when is not a when.
    while (
      start < end &&
      KEEP_LEADING.test(tokens[start]!.bare) &&
      start + 1 < end &&
      !isWhenish(tokens, start + 1)
    )
      start++;
    // "before 5", "after 8pm": the condition stays with its time, never a list line of its own
    // (a date keeps its "before": "drop a toy at the bar before 20th December" is the toy's).
    if (
      start > from &&
      start < end &&
      /^(?:before|after)$/.test(tokens[start - 1]!.bare) &&
      isTimeAt(tokens, start)
    )
      start--;
    // "leinster v bath at 3": a bare hour keeps its "at", or it reads as no time at all.
    if (
      start > from &&
      start < end &&
      /^(?:at|@)$/.test(tokens[start - 1]!.bare) &&
      /^\d{1,2}$/.test(tokens[start]!.bare) &&
      isTimeAt(tokens, start)
    )
      start--;
    if (end > start && anchored()) runs.push([start, end]);
    index = Math.max(end, index + 1);
  }
  return runs;
}

/** True when every word of the text is a when ("8pm", "all this Saturday from 7pm"). */
export function isOnlyWhen(tokens: Token[]): boolean {
  if (tokens.length === 0) return false;
  const runs = whenRuns(tokens);
  const covered = runs.reduce((sum, [start, end]) => sum + (end - start), 0);
  const stray = tokens.filter((_token, index) => !runs.some(([start, end]) => index >= start && index < end));
  return covered > 0 && stray.every((token) => CONNECTOR.test(token.bare) || token.bare === "");
}

/** Splits a run into its day part ("every Thursday") and its time part ("from 8pm"). */
export function dayAndTime(tokens: Token[], [start, end]: [number, number]): { day?: string; time?: string } {
  let first = -1;
  let last = -1;
  for (let index = start; index < end; index++) {
    if (isTimeAt(tokens, index)) {
      if (first < 0) first = index;
      last = index;
    }
  }
  const text = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((token) => token.raw)
      .join(" ")
      .replace(/[,;:!?.]+$/, "")
      .replace(/^[-–]\s*|\s*[-–]$/g, "")
      .trim();
  if (first < 0) return { day: text(start, end) || undefined };
  // The time takes its lead-in ("from 9", "at 8") and its tail ("till late", "start").
  let timeStart = first;
  while (
    timeStart > start &&
    TIME_LEAD.test(tokens[timeStart - 1]!.bare) &&
    !isDayToken(tokens[timeStart - 1]!.bare)
  )
    timeStart--;
  let timeEnd = last + 1;
  while (
    timeEnd < end &&
    /^(?:late|close|midnight|start|sharp|onwards|till|until|ish|o'clock|am|pm)$/.test(tokens[timeEnd]!.bare)
  )
    timeEnd++;
  // "kick-off sat 5th 12.30": the kick-off is the time's, not the day's.
  const kickOff = /^kick-off\s+/i.exec(text(start, timeStart));
  const before = text(start, timeStart).slice(kickOff?.[0].length ?? 0);
  const after = text(timeEnd, end);
  const dayWords = [before, after].filter(Boolean).join(" ");
  return {
    // "sat nite on at 10pm": the "on" said before the time is not part of the day.
    day: dayWords.replace(/^(?:on|at|the)\s+/i, "").replace(/\s+on$/i, "") || undefined,
    time:
      (kickOff ? "kick-off " : "") +
        text(timeStart, timeEnd)
          // "at 8" keeps its "at": a bare hour on its own ("Tonight, 8") reads as no time at all.
          .replace(/^(?:at|@)\s+(?!\d{1,2}$)/i, "")
          .replace(/^@\s+/, "at ")
          .replace(/\s+(?:till|until)$/i, "") || undefined,
  };
}

/** "8pm start" said as "Starts at 8pm"; anything else comes back as it was. */
export function startsAt(text: string): string {
  return text.replace(/^(\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm)?) start$/i, "Starts at $1");
}
