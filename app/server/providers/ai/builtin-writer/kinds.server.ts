import { BIG_RACES, RACE_MEETINGS } from "~/lib/content/brief-words";
import { playedAtThePub } from "~/lib/content/pub-games";
import type { Kind } from "./analysis.server";

/**
 * What a clause of a brief is about, and what the thing is called. `signal` words say which kind a
 * clause is (the highest weight wins); `head` finds the thing's own name in the landlord's words
 * ("steak night", "open mic", "race night"), which the post then uses as written.
 */
interface KindRule {
  kind: Kind;
  weight: number;
  signal: RegExp;
  head: RegExp;
  /** The name when the brief's words give none. */
  fallback: string;
  emoji: string;
}

/** New Year's Eve with a day, a date or tickets after it is a night at the pub, not the date alone. */
const NEW_YEARS_EVE_ON_A_DAY = String.raw`new year's eve(?= (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|ticket|from))`;

export const KIND_RULES: KindRule[] = [
  {
    kind: "staff",
    weight: 10,
    signal:
      /\b(?:wanted|needed|hiring|vacanc(?:y|ies)|apply|cv|temps|job|jobs|recruiting|join our team|looking for a|(?:looking for|need|needs|after) (?:a |an |new |more |experienced |extra )?(?:bar |kitchen |floor |front of house )?(?:staff|chefs?|cooks?|bartenders?|waiters?|waitress(?:es)?|cleaners?|glass collectors?|kitchen porters?|barmaids?|barmen|barman))\b/i,
    head: /\b(?:assistant manager|general manager|duty manager|bar manager|deputy manager|bar supervisor|supervisor|breakfast chef|head chef|sous chef|chef de partie|commis chef|line cook|cook|bar staff|bar and floor staff|floor staff|waiting staff|kitchen staff|front of house|kitchen porter|pot washer|glass collector|bartender|barman|barmaid|bar person|waiters?|waitress(?:es)?|chef|cleaner|temps|staff|friendly face)\b/i,
    fallback: "staff",
    emoji: "👋",
  },
  {
    kind: "closure",
    weight: 6,
    signal:
      /\b(?:closed|closing|power cut|no food|shut|closure|(?<!(?:otherwise|or|else|be|maybe) )(?:cancelled|canceled|called off|postponed)|burst pipe|flood(?:ed|ing)?|no power|no water|card machine(?:'s)? down)\b/i,
    head: /\b(?:kitchen closed|closing early|closed|closing|shut|power cut|no food|cancelled|canceled|called off|postponed|burst pipe|flood(?:ed|ing)?|no power|no water|card machine(?:'s)? down)\b/i,
    fallback: "closed",
    emoji: "📢",
  },
  {
    kind: "sport",
    weight: 5,
    signal: new RegExp(
      String.raw`\s(?:v|vs)\s|\b(?:football|footy|rugby|cricket|darts|boxing(?! day)|fight night|f1|formula (?:1|one)|grand prix|gp|racing|${BIG_RACES}|golf(?! day)|ryder cup|tennis|wimbledon|snooker|athletics|cross[- ]country|the match|kick-off|six nations|premier league|champions league|world cup|euros|fa cup|carabao|ashes|match day|derby day|half time|super saturday|(?:big|title|world title|heavyweight|fury|joshua|usyk|dubois|canelo|ufc) fight|ufc|ring walks)\b`,
      "i",
    ),
    head: new RegExp(
      String.raw`\b(?:(?:rugby league|super league) grand final|challenge cup final|(?:rugby league|rugby union|super league) (?:semi[- ]final|final)|boxing fight night|(?:big|title|world title|heavyweight|fury|joshua|usyk|dubois|canelo|ufc) fight(?: night)?|f1 (?:british )?grand prix|rugby world cup|six nations|premier league|champions league(?: semi final| final)?|world cup(?: final)?|euros|fa cup(?: final)?|carabao cup(?: final)?|(?:the )?ashes(?: (?:(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th) )?test)?(?: day (?:\d|one|two|three|four|five))?|wimbledon(?: final)?|${RACE_MEETINGS}|king george(?: vi)?(?: chase)?(?: at kempton)?|tingle creek(?: chase)?(?: at sandown)?|ryder cup|(?:british )?grand prix|(?:abu dhabi|las vegas|qatar|brazilian|mexican|british|monaco|italian|belgian|dutch|hungarian|spanish|austrian|canadian|miami|saudi|bahrain|australian|japanese|chinese|singapore|azerbaijan|emilia romagna|us) gp|f1|darts(?: final)?(?! comp| team| marathon| night)(?![^,.;]*\b(?:challenge|knockout|killer|tournament|comp|competition)\b)|boxing(?! day)|fight night|snooker(?: world)?(?: final)?|(?:european |world |british |national )?(?:cross[- ]country|athletics)(?: championships?)?|golf(?! day)|cricket|rugby|super saturday football|football|footy|the match|(?:boxing day |itv |horse |festive )?racing)\b`,
      "i",
    ),
    fallback: "the match",
    emoji: "📺",
  },
  {
    kind: "quiz",
    weight: 6,
    signal: /\b(?:quiz(?:zes|master)?|trivia|bingo)\b/i,
    head: /\b(?:drag bingo|music bingo|bingo(?: night)?|beat the quizmaster|quiz(?: night| league home match| league)?|trivia(?: night)?)\b/i,
    fallback: "quiz night",
    emoji: "🧠",
  },
  {
    kind: "hire",
    weight: 6,
    signal:
      /\b(?:for hire|private hire|function room|room hire|private room|book the snug|catered for|available for|taking bookings for christmas parties|party bookings|marquee|hen and stag|parties welcome|christenings?|baby showers?|wakes?|funeral teas?|celebrations? of life)\b/i,
    // A room is what is for hire: "birthdays, wakes - room for hire" is about the room, never headed "Wakes".
    head: /\b(?:celebration of life|funeral teas|function room|room (?:for|to) hire|room hire|private hire|private room|garden marquee|the snug|the barn|hen and stag parties|(?:christmas|office|work|festive) party bookings|christmas parties|office christmas do)\b/i,
    fallback: "private hire",
    emoji: "🎈",
  },
  {
    kind: "music",
    weight: 5,
    signal:
      /\b(?:live music|live musc|live band|live jazz|band|bands|gig|acoustic|singer|tribute|karaoke|open mic|DJ|disco|jazz|folk|blues|motown|rock n roll|country night|piano|unplugged|music session|ceilidh|ukulele|brass band|choir|carol singers|carols|carol singing|carol service|vinyl night|line dancing|salsa|\d0s night)\b/i,
    head: /\b(?:live music|live musc|live band|live jazz|silent disco|karaoke(?: night)?|open mic(?: night)?|comedy open mic|DJ|acoustic(?: set| night)?|jazz(?: night| afternoon)?|folk night|irish music session|music session|(?:\w+ )?tribute night|tribute band|ceilidh|soul and motown night|rock n roll night|country night|piano night|unplugged|brass band|ukulele group|carol singers|carol singing|carols|vinyl night|line dancing(?: class)?|salsa night|\d0s night)\b/i,
    fallback: "live music",
    emoji: "🎶",
  },
  {
    kind: "event",
    weight: 5,
    signal: new RegExp(
      String.raw`\b(?:trip|day out|outing|coach to|craft morning|crafts? (?:session|club|afternoon)|kids craft|santa'?s? grotto|breakfast with santa|(?:visit from |meet )?santa|story ?time|face painting|kids disco|BBQ|barbecue|hog roast|mad friday|home game|home match|league (?:home )?(?:match|game|night)|darts team|darts comp|pool team|ladies darts|party|parties|race night|comedy|murder mystery|meat raffle|poker|tournament|comp|games night|egg hunt|book club|knit|car boot|dog show|wedding fair|fireworks|pumpkin|singles night|student night|valentines meal|burns supper|burns night|oktoberfest|jumper day|pub crawl|exhibition|holiday club|outdoor cinema|fete|bash|knees[- ]up|celebration|hangover breakfast|hair of the dog|${NEW_YEARS_EVE_ON_A_DAY}|(?:christmas|charity|grand|big|easter|summer|festive) raffle|grotto|film night|movie night)\b`,
      "i",
    ),
    head: new RegExp(
      String.raw`\b(?:(?:darts|pool|dominoes|crib|cribbage|skittles|football|footy) league (?:home )?(?:match|game|night)|(?:darts|pool|dominoes|crib|cribbage|skittles) (?:home )?match|league (?:home )?(?:match|game)|home match|(?:darts|pool|dominoes) comp\w*|(?:darts|pool|dominoes) (?:knockout|tournament|challenge|killer)|darts (?:tonight |tomorrow |this \w+ )?against the clock(?: challenge)?|darts team home game|ladies darts night|pool league team|christmas party nights|(?:halloween|christmas|new years eve|new year's eve|summer|garden|eurovision|birthday|street|st patrick's day|bonfire night|\d0s) party|party nights|BBQ|barbecue|mad friday|birthday bash|(?:cockney )?knees[- ]up|b'?day bash|race night|comedy night|murder mystery(?: dinner)?|meat raffle|(?:christmas|xmas|charity|grand|big|easter|summer|festive) raffle(?: draw)?|poker night|darts comp|pool (?:tournament|league team)|games night|easter egg hunt|book club|knit and natter|car boot|dog show|wedding fair|fireworks|pumpkin carving|singles night|student night|valentines meal|burns supper|burns night|oktoberfest|christmas jumper day|pub crawl stop|pub crawl|exhibition|kids holiday club|outdoor cinema|summer fete|fete|party|darts|coach trip|coach to (?:the )?[a-z]+|trip|day out|outing|(?:christmas )?craft morning|crafts? (?:session|club|afternoon)|santa'?s? grotto|breakfast with santa|santa|story ?time|face painting|kids disco|${NEW_YEARS_EVE_ON_A_DAY})\b`,
      "i",
    ),
    fallback: "our event",
    emoji: "🎉",
  },
  {
    kind: "charity",
    weight: 3,
    signal:
      /\b(?:charity|fundraiser|raising|raised|donations?|proceeds|macmillan|hospice|appeal|food bank|children in need|samaritans|cancer research|nhs|warm space|pensioners|dementia|movember|litter pick|blood donor|air ambulance|lifeboats|collection|bake sale|coffee morning|fun run|auction)\b/i,
    head: /\b(?:macmillan coffee morning|coffee morning|charity fun run|fun run|bake sale|charity darts marathon|movember fundraiser|fundraiser|christmas toy appeal|toy appeal|blood donor session|community litter pick|litter pick|charity auction|charity golf day|samaritans collection|collection point|warm space|pensioners lunch|dementia friendly afternoon|free coffee for nhs staff|raffle)\b/i,
    fallback: "our fundraiser",
    emoji: "💛",
  },
  {
    kind: "food",
    weight: 3,
    signal:
      /\b(?:menu|kitchen|chef|food|dinner|dinners|lunch|lunchtime|grub|fish|cod|haddock|lamb|shank|chicken|beef|pork|sausages?|mash|baps?|pancakes|haggis|wing|dish|dishes|specials?|roasts?|carvery|steaks?|curry|curries|pies?|burgers?|pizzas?|fish and chips|wings|brunch|breakfasts?|nachos|tapas|afternoon tea|served|serving|eat|meal|mains?|buffet|lasagne|chilli|cheeseboard|sandwich|full english|hog roast|bacon rolls)\b/i,
    head: /\b(?:(?:mother'?s day|mothering sunday|father'?s day|christmas day|boxing day|new year'?s day|easter sunday|valentine'?s(?: day)?) (?:lunch|dinner|menu|meal|roast|carvery|afternoon tea)|christmas (?:lunch|dinner)|pancakes|bottomless brunch|sunday (?:roast|lunch|dinner|club)|proper sunday dinner|roast dinners?|roast beef|roasts?|carvery|steak night|steak nite|curry night|pie night|pie week|fish and chips|fish friday|burger tuesday|pizza friday|wing wednesday|tapas thursday|chilli night|sausage and mash thursday|breakfasts?|full english|afternoon tea|christmas day lunch|christmas menu|xmas menu|festive menu|new vegan menu|new menu|lunchtime deal|lunch (?:offer|deal|special)s?|meal deal|kids eat free|(?:pie|burger|curry|pizza|steak|pasty|chilli) (?:and|&|n) (?:a )?pint(?=[^,;.]*?\b(?:mon|tues?|wed|weds|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?\b)|hangover breakfast|hog roast|steak and ale pie|lasagne and garlic bread|cheeseboard|doggie dinners|nachos|new specials board|sunday lunch)\b/i,
    fallback: "food",
    emoji: "🍽️",
  },
  {
    kind: "drinks",
    weight: 3,
    signal:
      /\b(?:(?:timothy )?taylor'?s? landlord|happy hour|beer festival|cider festival|ale festival|tap takeover|cocktails?|gin|whisky|rum|prosecco|tasting|espresso martinis|guest ale|real ale|mulled wine|fizz|pints?|lager|cider|guinness|hot chocolate|drinks|on tap|beers?(?! garden)|wines?|pimm's|doubles)\b/i,
    head: /\b(?:(?:timothy )?taylor'?s? landlord|happy hour|real ale festival|(?:beer|cider|ale|gin|real ale|craft beer|wine) fest(?:ival)?|tap takeover|cocktail night|(?:wine|gin|whisky|beer|rum|cheese) tasting|whisky night|cocktails|real ale club|guest ale|mulled wine|fizz friday|beer of the month|espresso martinis|hot chocolate|low and no drinks|alcohol free beers|prosecco|pimm's|guinness|mulled wine|lager|cider)\b/i,
    fallback: "drinks",
    emoji: "🍻",
  },
  {
    kind: "opening",
    weight: 2,
    signal: /\b(?:open|opening|reopening|re-opening|last orders|late licence|hours|we're open)\b/i,
    head: /\b(?:christmas opening hours|new opening hours|opening hours|grand reopening|reopening|late licence|last orders|open)\b/i,
    fallback: "opening hours",
    emoji: "🕚",
  },
  {
    kind: "garden",
    weight: 3,
    signal: /\b(?:beer garden|garden|terrace|outdoor|play area|out the front)\b/i,
    head: /\b(?:beer garden|covered terrace|garden)\b/i,
    fallback: "the beer garden",
    emoji: "☀️",
  },
];

export const KIND_EMOJI: Record<Kind, string> = Object.fromEntries([
  ...KIND_RULES.map((rule) => [rule.kind, rule.emoji]),
  ["news", "📣"],
]) as Record<Kind, string>;

const SIGNALS = KIND_RULES.map((rule) => new RegExp(rule.signal.source, "gi"));
const HEADS = KIND_RULES.map((rule) => new RegExp(rule.head.source, "gi"));

/** The kinds a piece of text is about, most first (ties keep the rules' order). */
export function kindsOf(text: string): Kind[] {
  if (playedAtThePub(text)) return kindsPlayedHere(text);
  // "cheltenham trip", "coach to wembley": a day out from the pub, not the racing on the screens.
  if (TRIP.test(text)) return ["event", ...scoredKinds(text).filter((kind) => kind !== "event")];
  return scoredKinds(text);
}

const TRIP = /\b(?:trip|coach to|day out|outing)\b/i;

function kindsPlayedHere(text: string): Kind[] {
  const kinds = scoredKinds(text).filter((kind) => kind !== "sport");
  // A quiz league match is still a quiz; the other games are events at the pub.
  return kinds.includes("quiz") || kinds[0] === "event"
    ? kinds
    : ["event", ...kinds.filter((kind) => kind !== "event")];
}

function scoredKinds(text: string): Kind[] {
  return KIND_RULES.map((rule, index) => ({
    kind: rule.kind,
    score: (text.match(SIGNALS[index]!)?.length ?? 0) * rule.weight,
  }))
    .filter((entry) => entry.score > 0)
    .sort((left, right) => right.score - left.score)
    .map((entry) => entry.kind);
}

/** The kind a piece of text is most about, or undefined when nothing says. */
export function kindOf(text: string): Kind | undefined {
  return kindsOf(text)[0];
}

export function ruleOf(kind: Kind): KindRule | undefined {
  return KIND_RULES.find((rule) => rule.kind === kind);
}

/** Every head word in the text with its kind and position, for splitting "quiz tues karaoke fri". */
export function headsIn(text: string): Array<{ kind: Kind; index: number; length: number }> {
  const found: Array<{ kind: Kind; index: number; length: number }> = [];
  for (const [index, rule] of KIND_RULES.entries()) {
    for (const match of text.matchAll(HEADS[index]!)) {
      if (
        found.some(
          (head) => match.index < head.index + head.length && head.index < match.index + match[0].length,
        )
      )
        continue;
      found.push({ kind: rule.kind, index: match.index, length: match[0].length });
    }
  }
  return found.sort((left, right) => left.index - right.index);
}
