import { detectThemes, FOR_CHILDREN, type Theme } from "./themes";

/** "8pm", "7.30pm", "19:30" as the brief wrote it (lower case, no space before am/pm). */
const TIME = String.raw`(\d{1,2}(?:[:.][0-5]\d)?\s?(?:am|pm)|(?:[01]?\d|2[0-3])[:.][0-5]\d)`;

const NO_BOOKING =
  /\bno (?:need to book|booking|bookings|reservations?)\b|\bwalk[- ]ins?\b|\bjust (?:turn|rock|show) up\b|\bfirst come,? first served\b/i;
const DOORS = new RegExp(String.raw`\bdoors?(?:\s+open)?(?:\s+(?:at|from))?\s+${TIME}`, "i");
const KICK_OFF = new RegExp(String.raw`\b(?:kick[- ]?off|ko)(?:\s+(?:at|is))?\s+${TIME}`, "i");
const FREE_ENTRY = /\bfree (?:entry|admission|to enter|to play|to get in)\b|\bno entry fee\b/i;
const TICKETS = /\btickets?\b/i;
const BOOK_AT_THE_BAR = /\bbook (?:at|behind|over) the bar\b/i;
const BOOKING = /\bbook(?:ing|ings|ed)?\b|\breserv(?:e|ation|ations)\b/i;
const PRIVATE =
  /\bprivate (?:hire|party|parties|function)|\bfunction room|\bparty bookings?\b|\bchristmas part(?:y|ies)\b/i;
/** The pub is shut ("closed for a private party", "closed for refurb"): there is nothing to book. */
const CLOSED = /^\s*(?:closed|shut|closing)\b|\bwe(?:'|’)?re closed\b|\bwill be closed\b/i;
/** A job advert: the people it wants enquire within (the sign in every pub window), not book a table. */
const HIRING =
  /\b(?:staff|chefs?|cooks?|kitchen porters?|bartenders?|help)\s+(?:wanted|needed|required)\b|\bwe(?:'|’)?re hiring\b|\bwe are hiring\b|\bjoin (?:our|the) team\b|\bvacanc(?:y|ies)\b/i;
/** A meal said by name: what a Christmas poster's table is booked for. */
const MEAL =
  /\b(?:dinner|lunch|menu|meal|roast|carvery|supper|afternoon tea|party bookings?|christmas part(?:y|ies))\b/i;
/** Events people sit down to, where the table is what they book. */
const TABLE_THEMES = new Set<Theme>(["roast", "food", "valentines", "christmas", "burns", "easter"]);

/** True when the brief says nobody needs to book ("no booking needed", "walk-ins welcome"). */
export function saysNoBooking(description: string): boolean {
  return NO_BOOKING.test(description);
}

const time = (raw: string) => raw.replace(/\s+/g, "").toLowerCase();

/**
 * The poster's call to action, from what the brief itself says: "No booking needed" when it says so
 * (never "book"), the doors' or kick-off's time, "Free entry", tickets, and a table booking only for
 * a sit-down meal, a private event or a brief that asks for bookings. Null when the brief gives no
 * ground for one: the poster then closes with its plain invitation ("See you there").
 */
export function callToActionFrom(
  description: string,
  themes: Theme[] = detectThemes(description),
): string | null {
  if (CLOSED.test(description)) return null;
  if (HIRING.test(description)) return "Enquire within";
  const doors = description.match(DOORS);
  if (NO_BOOKING.test(description)) {
    return doors?.[1] ? `Doors open ${time(doors[1])}, no booking needed` : "No booking needed";
  }
  if (doors?.[1]) return `Doors open ${time(doors[1])}`;
  const kickOff = description.match(KICK_OFF);
  if (kickOff?.[1]) return `Kick-off ${time(kickOff[1])}`;
  // "Free to play", "free entry": said as the brief says it.
  const free = description.match(FREE_ENTRY)?.[0];
  if (free) return free.charAt(0).toUpperCase() + free.slice(1).toLowerCase();
  if (TICKETS.test(description)) return "Get your tickets at the bar";
  // "book at the bar": where to book, as the brief says it.
  if (BOOK_AT_THE_BAR.test(description)) return "Book at the bar";
  // A children's party books places for the little ones, not a table.
  // The table is booked for the meal the poster is about: a roast, a Christmas dinner. Not for the
  // pie deal beside a match, carols round the tree or the Christmas opening hours.
  const [subject] = themes;
  const sitDown =
    subject !== undefined &&
    TABLE_THEMES.has(subject) &&
    (subject !== "christmas" || MEAL.test(description)) &&
    !FOR_CHILDREN.test(description);
  // "kids christmas party" is a party for the children, not a Christmas party booking.
  const table = sitDown || (PRIVATE.test(description) && !FOR_CHILDREN.test(description));
  if (BOOKING.test(description)) return table ? "Book your table now" : "Book now";
  return table ? "Book your table" : null;
}
