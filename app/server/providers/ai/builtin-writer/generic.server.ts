import type { Weather } from "~/lib/contract/content";

/**
 * Phrasings every kind of post shares: the tones, the frameworks' connecting lines, the weather (only
 * ever from a real forecast) and the season, the town. None of them names a day, a time, a price, an
 * offer, an event or a fixture: those come only from the brief (or, for the match-day angle, the TV
 * list). Marks a reader can see: cheeky lines wink 😉, urgent lines start ⏰, warm lines welcome.
 */
export const CHEEKY = [
  "Go on, you know you want to. 😉",
  "We won't tell your boss if you don't. 😉",
  "Consider this your excuse. 😉",
  "Tell them you're 'working late'. We'll back you up. 😉",
  "Best seats go to whoever gets here first. Just saying. 😉",
  "Your sofa will understand. Probably. 😉",
];

export const WARM = [
  "Everyone's welcome here: regulars, newcomers and anyone who fancies a friendly face.",
  "Pull up a chair; there's always a warm welcome at {pub}.",
  "It's your local, and you're always welcome here.",
  "Bring your friends, bring your neighbours: everyone's welcome.",
  "Whether it's your first visit or your hundredth, you're welcome here.",
];

export const URGENT = [
  "{ifTonight}⏰ It's TONIGHT. Grab your coat.",
  "{ifBooking}⏰ Don't leave it late: book now.",
  "⏰ Last chance to get your table sorted. Do it now.",
  "⏰ Be quick: sort your plans now and thank yourself later.",
  "{ifBooking}⏰ Hurry: {dayName} will be here before you know it. Get booked in now.",
  "⏰ Set a reminder now, so you don't forget.",
];

export const FOMO = [
  "{ifLimited}Spaces are limited, so don't miss out.",
  "Miss it and you'll be hearing about it for ages.",
  "Once the tables are gone, they're gone.",
  "{ifEvening}Don't be the one catching up on the group chat the morning after.",
  "{ifEvening}Nights like this don't wait around.",
];

/** Follow-ups to a book's own social-proof line. */
export const PROOF = [
  "There's a reason the same friendly faces keep coming back.",
  "Word gets around: ask anyone who's been.",
  "Come and find out what all the fuss is about.",
];

/** PAS's solution, always led by "The fix?", "Sorted:" or "The answer?". */
export const SOLUTION = [
  "The fix? {Thing} at {pub}, {when}.",
  "Sorted: {thing}, {when}.",
  "The answer? {Thing} at {pub}.",
  "{ifEvening}The answer? A good night out at your local.",
  "{ifDaytime}The answer? A good day out at your local.",
];

/** AIDA's attention line. */
export const ATTENTION = [
  "👀 Stop scrolling, {audience}!",
  "📣 Listen up, {audience}!",
  "🚨 Heads up, {audience}!",
];

/** Weather from a real forecast only, keyed on its condition ({temp} is the forecast's °C). */
export const WEATHER: Record<Weather["condition"], string[]> = {
  rain: [
    "{ifIndoors}Wet one out there? The perfect excuse to get cosy indoors{byFire}.",
    "{ifOutdoors}Rain in the forecast, so bring a brolly and a coat.",
    "{ifIndoors}{ifEvening}Rain on the windows, pint in hand: there are worse ways to spend an evening.",
    "{ifIndoors}{ifDaytime}Rain on the windows, pint in hand: there are worse ways to spend a day.",
    "{ifIndoors}Grey skies and drizzle outside; warm pub and good company inside.",
  ],
  cold: [
    "It's a chilly {temp}°C out there, so wrap up and come and warm up{byFire}.",
    "Baltic outside, toasty inside. Come and thaw out{byFire}.",
  ],
  snow: ["Snow's falling, so get your boots on and come and thaw out{byFire}."],
  windy: ["Blowing a gale out there? Batten down the hatches somewhere warmer{byFire}."],
  cloudy: ["Grey old day out there? Brighten it up with good company and a proper pint."],
  hot: [
    "{ifGarden}{temp}°C out there and the beer garden's calling. Cold drinks, sunshine, sorted.",
    "It's {temp}°C out there: come in, cool down and grab a cold one.",
  ],
  sunny: [
    "{ifGarden}Sun's out, beer garden's ready: grab a table in the sunshine.",
    "Sun's out! Make the most of it with a cold one.",
  ],
};

/** The weather angle without a forecast: the time of year, never a claim about today's sky. */
export const SEASON: Record<"spring" | "summer" | "autumn" | "winter", string[]> = {
  // Evening lines only for an evening thing: a 10am coffee morning is no "winter evening".
  autumn: [
    "{ifEvening}Dark evenings are drawing in: the perfect excuse to get down your local.",
    "{ifEvening}Whatever the weather, autumn evenings were made for the pub{byFire}.",
    "{ifDaytime}Whatever the weather, an autumn day is better with a trip to your local.",
  ],
  winter: [
    "{ifIndoors}Winter's here, and there's nowhere cosier than your local{byFire}.",
    "{ifEvening}Whatever the weather, a winter evening is better down the pub.",
    "{ifDaytime}Whatever the weather, a winter's day is better with a trip to your local.",
  ],
  spring: [
    "{ifEvening}Spring's here and the evenings are getting lighter.",
    "{ifEvening}Whatever the weather, lighter evenings were made for the pub.",
    "{ifDaytime}Whatever the weather, a spring day is better with a trip to your local.",
  ],
  summer: [
    "{ifEvening}Long summer evenings were made for the pub.",
    "{ifEvening}Whatever the weather, summer evenings were made for the pub.",
    "{ifDaytime}Whatever the weather, a summer's day is better with a trip to your local.",
  ],
};

/** The weather angle on a plan that hangs on the weather ("if it's sunny we'll have the BBQ going"). */
export const WEATHER_PLAN = [
  "Fingers crossed for the weather: whatever it does, we'll have a plan.",
  "We'll keep an eye on the sky, so check back here on the day.",
];

export const LOCAL_LINES = [
  "Calling all {town} locals!",
  "Proud to be part of {town}: this is your local.",
  "If you're in {area} or anywhere in {town}, you know where to be.",
  "{ifEvening}{Town}, this is your kind of night.",
  "{ifDaytime}{Town}, this is your kind of day.",
];

/** The deals angle: the landlord's own price line, never an invented offer. */
export const DEALS = [
  "💰 Proper value: {deal}.",
  "💰 The bit you'll like: {deal}.",
  "💰 Up for grabs: {prize}.",
];

/** When nothing in the brief is an offer, the deals angle still says nothing untrue. */
export const NO_DEAL = [
  "{ifEvening}💰 A good night doesn't have to cost the earth.",
  "💰 Good people, good pints, and always good value.",
];

/** Banter for any kind, when the book's own lines run out. */
export const BANTER = [
  "🗣️ Bring your mates. Or don't, and miss out, mate.",
  "🗣️ Heard your lot are all talk, mate. Show us.",
  "🗣️ Quiet ones at the back: we can't hear you, mate!",
];

/** The match-day angle when the TV list has nothing to name. */
export const NO_MATCH = ["Whatever the score this week, a pint here is always a result."];
