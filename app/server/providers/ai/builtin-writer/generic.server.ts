import type { Weather } from "~/lib/contract/content";

/**
 * Phrasings every intent shares: the tones, the frameworks' connecting lines, and the context
 * lines (weather, season, fixtures, the town). Marks a reader (and a test) can see: cheeky lines
 * wink 😉, urgent lines start ⏰ and say today or tonight, warm lines welcome everyone.
 */
export const CHEEKY = [
  "Go on, you know you want to. 😉",
  "We won't tell your boss if you don't. 😉",
  "Consider this your excuse. You're welcome. 😉",
  "Tell them you're 'working late'. We'll back you up. 😉",
  "Best seats go to whoever gets here first. Just saying. 😉",
  "Your sofa will understand. Probably. 😉",
];

export const WARM = [
  "Everyone's welcome here: regulars, newcomers and anyone who fancies a friendly face.",
  "Pull up a chair; there's always a warm welcome at {pub}.",
  "It's your local, and there's always a warm welcome waiting.",
  "Bring your friends, bring your neighbours: everyone's welcome.",
  "We love seeing familiar faces, and we'd love to welcome some new ones too.",
  "Whether it's your first visit or your hundredth, you're welcome here.",
];

export const URGENT = [
  "{ifTonight}⏰ It's TONIGHT. Last chance to get yourself down here.",
  "⏰ Don't leave it late: book today.",
  "⏰ Last chance to get your table sorted. Do it today.",
  "⏰ Be quick: sort your plans today and thank yourself later.",
  "⏰ Hurry, {onDay} will be here before you know it. Get booked in today.",
];

export const FOMO = [
  "{ifLimited}Spaces are limited, so don't miss out.",
  "Miss it and you'll be hearing about it all week.",
  "Once the tables are gone, they're gone.",
  "Don't be the one catching up on the group chat the morning after.",
  "Nights like this don't wait around. Don't miss out.",
];

/** Follow-ups to an intent's own social-proof line (which names the regulars). */
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
  "The fix? {Thing}.",
];

/** AIDA's attention line. */
export const ATTENTION = [
  "👀 Stop scrolling, {audience}!",
  "📣 Listen up, {audience}!",
  "🚨 Heads up, {audience}:",
];

/** Weather, keyed on the condition in the context ({temp} is °C). */
export const WEATHER: Record<Weather["condition"], string[]> = {
  rain: [
    "Wet one out there? The perfect excuse to get cosy indoors{byFire}.",
    "Rain on the windows, pint in hand: there are worse ways to spend an evening.",
    "It's chucking it down, so leave the umbrella by the door and come in and dry off.",
    "Grey skies and drizzle outside; warm pub and good company inside.",
  ],
  cold: [
    "It's a chilly {temp}°C out there, so wrap up and come and warm up{byFire}.",
    "Baltic outside, toasty inside. Come and thaw out{byFire}.",
  ],
  snow: ["Snow's falling, so get your boots on and come and thaw out{byFire}."],
  windy: ["Blowing a gale out there? Batten down the hatches somewhere warmer{byFire}."],
  cloudy: [
    "Grey old day? Brighten it up with good company and a proper pint.",
    "Cloudy out there, but it's always bright in here.",
  ],
  hot: [
    "{ifGarden}{temp}°C and the beer garden's calling. Cold drinks, sunshine, sorted.",
    "{ifGarden}A scorcher at {temp}°C: grab a table in the beer garden before everyone else does.",
    "It's {temp}°C out there: come in, cool down and grab a cold one.",
  ],
  sunny: [
    "{ifGarden}Sun's out, beer garden's ready: grab a table in the sunshine.",
    "{ifGarden}Sunshine and a beer garden: we don't need to say any more.",
    "Sun's out! Make the most of it with a cold one.",
  ],
};

export const SEASON: Record<"spring" | "summer" | "autumn" | "winter", string[]> = {
  autumn: [
    "Dark nights are drawing in: the perfect excuse to get down your local.",
    "Autumn evenings were made for the pub.",
  ],
  winter: ["Winter's here, and there's nowhere cosier than your local.", "Cold nights, warm pub. Simple."],
  spring: [
    "Spring's here and the evenings are getting lighter.",
    "Lighter evenings, fresh starts, good pints.",
  ],
  summer: ["Long summer evenings were made for the pub.", "Summer's here: make the most of every evening."],
};

/** A big match this week, for posts about something else. */
export const TIE_IN = [
  "{ifScreens}And with {tieMatch} {tieWhen}{tieAt}, we'll have the big screens ready.",
  "And with {tieMatch} {tieWhen}, it's a big week to be down the pub.",
  "Plus {tieMatch} is {tieWhen}{tieAt}, so there's plenty going on.",
];

export const OCCASION_SOON = [
  "And with {occasionSoon} {occasionWhen}, there's plenty to look forward to.",
  "{OccasionSoon} is {occasionWhen}, too: make a proper week of it.",
];

export const LOCAL_LINES = [
  "Calling all {town} locals!",
  "Proud to be part of {town}: this is your local.",
  "If you're in {area} or anywhere in {town}, you know where to be.",
  "{Town}, this one's for you.",
];

/** The deals angle, led by the price when the brief gave one; never an invented offer. */
export const DEALS = [
  "💰 Proper value: {thing}, {price}.",
  "💰 {Thing}: {price}. Now that's what we call value.",
  "💰 {DealExtra}: that's a deal worth getting out for.",
  "💰 {ifFree}Free entry, and the {prize} up for grabs. Cracking value.",
  "💰 There's a {prize} up for grabs. Not bad for a night down the pub.",
];

/** When nothing in the brief is an offer, the deals angle still says nothing untrue. */
export const NO_DEAL = ["💰 A great night out doesn't have to cost the earth."];

/** Banter for any intent, when the intent's own lines run out. */
export const BANTER = [
  "🗣️ Bring your mates. Or don't, and miss out, mate.",
  "🗣️ Heard your lot are all talk, mate. Show us {onDay}.",
  "🗣️ Quiet ones at the back: we can't hear you, mate!",
];

/** The match-day angle when the context has no fixture to name. */
export const NO_MATCH = ["Whatever the score this week, a pint here is always a result."];
