export { MONTHS } from "~/lib/time";
/**
 * The words the built-in writer recognises in a brief: days, occasions, food, drink, sports and
 * the extras landlords mention. Each entry maps what people type to how the post writes it.
 */

export const INTENTS = [
  "quiz",
  "live_music",
  "match",
  "food",
  "drinks",
  "opening_hours",
  "event",
  "general",
] as const;
export type Intent = (typeof INTENTS)[number];

export type SportKind =
  | "football"
  | "rugby"
  | "cricket"
  | "formula1"
  | "darts"
  | "boxing"
  | "horse_racing"
  | "tennis"
  | "golf";

/** Keyword weights per intent; the highest total wins, ties go to the earlier intent in INTENTS. */
export const INTENT_KEYWORDS: Record<Intent, Array<[RegExp, number]>> = {
  quiz: [
    [/\bquiz(?:zes|z?ing)?\b/i, 4],
    [/\btrivia\b/i, 4],
    [/\bquiz ?master\b/i, 2],
    [/\bbingo\b/i, 3],
    [/\bgeneral knowledge\b/i, 2],
  ],
  live_music: [
    [/\blive music\b/i, 4],
    [/\b(?:band|gig|acoustic|singer|duo|trio|tribute act|musicians?)\b/i, 3],
    [/\bopen mic\b/i, 4],
    [/\bkaraoke\b/i, 4],
    [/\bdj\b/i, 3],
    [/\blive\s*:/i, 2],
  ],
  match: [
    [/\b(?:v|vs\.?|versus)\b/, 3],
    [/\b(?:match|big game|the game|kick[- ]?off|derby day|match ?day)\b/i, 3],
    [/\b(?:big screens?|on the screens?|on sky|on tnt|live sport|showing)\b/i, 2],
    [
      /\b(?:football|footy|rugby|cricket|darts|boxing(?! day)|fight night|f1|formula (?:1|one)|grand prix)\b/i,
      3,
    ],
    [/\b(?:premier league|champions league|fa cup|six nations|world cup|euros|ashes|wimbledon)\b/i, 3],
    [/\b(?:grand national|cheltenham|royal ascot|ryder cup)\b/i, 3],
    [/\b(?:race day|live (?:tennis|golf|cricket|football|rugby))\b/i, 3],
  ],
  food: [
    [/\b(?:menu|kitchen|chef|food|dinner|lunch|grub|dish|specials?)\b/i, 2],
    [/\bserv(?:ed|ing)\b/i, 1],
    [/\b(?:roasts?|carvery)\b/i, 3],
    [
      /\b(?:steaks?|curry|curries|pies?|burgers?|pizzas?|fish (?:and|&) chips|wings|brunch|breakfast|nachos|ploughman'?s|tapas)\b/i,
      3,
    ],
  ],
  drinks: [
    [/\b(?:happy hour|beer festival|tap takeover|cocktail night|gin night)\b/i, 4],
    [/\b(?:guest ales?|on the bar|on tap|new beers?|cask|brewery)\b/i, 3],
    [/\b(?:pints?|drinks?)\b/i, 1],
  ],
  opening_hours: [
    [
      /\b(?:open(?:ing)? (?:from|at|on|till|until|all day|as normal|hours|times)|we'?re open|we are open|re-?open(?:ing)?)\b/i,
      4,
    ],
    [/\b(?:closed|closing (?:early|at)|last orders|opening hours|hours over)\b/i, 4],
  ],
  event: [
    [
      /\b(?:party|parties|celebration|bash|disco|ceilidh|fundraiser|charity|comedy|race night|tournament|competition)\b/i,
      4,
    ],
    [/\b(?:fancy dress|costumes?|fireworks|murder mystery|raffle|tickets?)\b/i, 2],
    [/\bspecial event\b/i, 3],
  ],
  general: [[/\bbeer garden\b.{0,20}\bopen\b|\bgarden(?:'s| is) open\b/i, 6]],
};

export const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Occasions UK pubs trade on; `date` (MM-DD) when the day is fixed, so 'tomorrow' can be worked out. */
export const OCCASIONS: Array<{ name: string; pattern: RegExp; date?: string; isDay: boolean }> = [
  { name: "Christmas Eve", pattern: /\bchristmas eve\b|\bxmas eve\b/i, date: "12-24", isDay: true },
  { name: "Christmas Day", pattern: /\bchristmas day\b|\bxmas day\b/i, date: "12-25", isDay: true },
  { name: "Boxing Day", pattern: /\bboxing day\b/i, date: "12-26", isDay: true },
  { name: "New Year's Eve", pattern: /\bnew year'?s eve\b|\bnye\b/i, date: "12-31", isDay: true },
  { name: "New Year's Day", pattern: /\bnew year'?s day\b/i, date: "01-01", isDay: true },
  { name: "Halloween", pattern: /\bhallowe'?en\b/i, date: "10-31", isDay: false },
  {
    name: "Bonfire Night",
    pattern: /\bbonfire night\b|\bguy fawkes\b|\bfireworks night\b/i,
    date: "11-05",
    isDay: true,
  },
  { name: "Burns Night", pattern: /\bburns night\b/i, date: "01-25", isDay: true },
  { name: "Valentine's Day", pattern: /\bvalentine'?s\b/i, date: "02-14", isDay: true },
  { name: "St Patrick's Day", pattern: /\bst\.? patrick'?s\b|\bpaddy'?s day\b/i, date: "03-17", isDay: true },
  { name: "St David's Day", pattern: /\bst\.? david'?s day\b/i, date: "03-01", isDay: true },
  { name: "St George's Day", pattern: /\bst\.? george'?s day\b/i, date: "04-23", isDay: true },
  { name: "Pancake Day", pattern: /\bpancake day\b|\bshrove tuesday\b/i, isDay: true },
  { name: "Mother's Day", pattern: /\bmother'?s day\b|\bmothering sunday\b/i, isDay: true },
  { name: "Father's Day", pattern: /\bfather'?s day\b/i, isDay: true },
  { name: "Easter", pattern: /\beaster\b/i, isDay: false },
  { name: "Oktoberfest", pattern: /\boktoberfest\b/i, isDay: false },
  { name: "Eurovision", pattern: /\beurovision\b/i, isDay: false },
  { name: "Christmas", pattern: /\bchristmas\b|\bxmas\b|\bfestive\b/i, isDay: false },
  { name: "Bank Holiday", pattern: /\bbank holiday\b/i, isDay: false },
];

/** Dishes, most specific first: [how the post writes it, what people type]. */
export const FOODS: Array<[string, RegExp]> = [
  ["Christmas menu", /\b(?:christmas|festive|xmas) menu\b/i],
  ["Christmas dinner", /\b(?:christmas|xmas) (?:dinner|lunch)\b/i],
  ["Sunday roast", /\bsunday (?:roasts?|lunch|dinner)\b/i],
  ["roast beef", /\broast (?:beef|sirloin)\b|\bbeef roast\b/i],
  ["roast pork", /\broast pork\b|\bpork roast\b/i],
  ["roast lamb", /\broast lamb\b|\blamb roast\b/i],
  ["roast chicken", /\broast chicken\b|\bchicken roast\b/i],
  ["nut roast", /\bnut roast\b/i],
  ["carvery", /\bcarvery\b/i],
  ["roast dinner", /\broasts?\b/i],
  ["Yorkshire puddings", /\byorkshire pudd?ings?\b|\byorkshires\b/i],
  ["fish and chips", /\bfish (?:and|&|'n'|n) chips\b|\bfish supper\b/i],
  ["pie and mash", /\bpie (?:and|&) mash\b/i],
  ["steak and ale pie", /\bsteak (?:and|&) ale pie\b/i],
  ["pie", /\bpies?\b/i],
  ["steak", /\bsteaks?\b/i],
  ["burger", /\bburgers?\b/i],
  ["curry", /\bcurr(?:y|ies)\b/i],
  ["pizza", /\bpizzas?\b/i],
  ["wings", /\bwings\b/i],
  ["nachos", /\bnachos\b/i],
  ["ploughman's", /\bploughman'?s\b/i],
  ["full English", /\bfull english\b|\bfry[- ]?up\b/i],
  ["brunch", /\bbrunch\b/i],
  ["breakfast", /\bbreakfasts?\b/i],
  ["bangers and mash", /\b(?:bangers|sausage) (?:and|&|n) mash\b/i],
  ["scampi", /\bscampi\b/i],
  ["lasagne", /\blasagne\b/i],
  ["chilli", /\bchilli\b/i],
  ["mixed grill", /\bmixed grill\b/i],
  ["sharing platter", /\bsharing (?:platters?|boards?)\b/i],
  ["sticky toffee pudding", /\bsticky toffee\b/i],
  ["afternoon tea", /\bafternoon tea\b/i],
  ["tapas", /\btapas\b/i],
  ["mussels", /\bmussels\b/i],
  ["toasties", /\btoasties?\b/i],
  ["pancakes", /\bpancakes\b/i],
  ["new menu", /\bnew menu\b/i],
];

export const DRINKS: Array<[string, RegExp]> = [
  ["happy hour", /\bhappy hour\b/i],
  ["beer festival", /\bbeer festival\b|\bbeer fest\b/i],
  ["tap takeover", /\btap takeover\b/i],
  ["guest ale", /\bguest ales?\b|\bguest beers?\b/i],
  ["real ale", /\breal ales?\b|\bcask ales?\b|\bcask beers?\b/i],
  ["craft beer", /\bcraft beers?\b/i],
  ["IPA", /\bipas?\b/i],
  ["Guinness", /\bguinness\b/i],
  ["stout", /\bstouts?\b/i],
  ["lager", /\blagers?\b/i],
  ["cider", /\bciders?\b/i],
  ["mulled wine", /\bmulled wine\b/i],
  ["gin", /\bgins?\b|\bg&ts?\b|\bgin and tonic\b/i],
  ["cocktails", /\bcocktails?\b/i],
  ["mocktails", /\bmocktails?\b/i],
  ["alcohol-free beer", /\balcohol[- ]free\b|\b0\.0\b|\blow (?:and|&) no\b/i],
  ["Pimm's", /\bpimm'?s\b/i],
  ["Aperol spritz", /\baperol\b|\bspritz\b/i],
  ["prosecco", /\bprosecco\b/i],
  ["whisky", /\bwhiske?y\b/i],
  ["rum", /\brum\b/i],
  ["hot chocolate", /\bhot chocolate\b/i],
];

/** Sports, with the words that say which one a brief means. */
export const SPORT_WORDS: Array<[SportKind, RegExp]> = [
  ["rugby", /\brugby\b|\bsix nations\b|\b6 nations\b|\bscrum\b|\bautumn internationals?\b/i],
  ["cricket", /\bcricket\b|\bashes\b|\btest match\b|\bt20\b|\bthe hundred\b|\bodi\b/i],
  ["formula1", /\bf1\b|\bformula (?:1|one)\b|\bgrand prix\b/i],
  ["darts", /\bdarts\b/i],
  ["boxing", /\bboxing\b(?! day)|\bfight night\b|\btitle fight\b|\bheavyweight\b/i],
  [
    "horse_racing",
    /\bgrand national\b|\bcheltenham\b|\broyal ascot\b|\bhorse racing\b|\bthe derby\b|\bgold cup\b/i,
  ],
  ["tennis", /\btennis\b|\bwimbledon\b/i],
  ["golf", /\bgolf\b|\bryder cup\b|\bthe masters\b|\bthe open championship\b/i],
  [
    "football",
    /\bfootball\b|\bfooty\b|\bpremier league\b|\bfa cup\b|\bcarabao\b|\bchampions league\b|\beuropa league\b|\beuros?\b|\bnations league\b|\bthree lions\b|\bpenalt(?:y|ies)\b/i,
  ],
];

/** Competitions: [how the post writes it, what people type, its sport]. */
export const COMPETITIONS: Array<[string, RegExp, SportKind]> = [
  ["Premier League", /\bpremier league\b|\bthe prem\b|\bepl\b/i, "football"],
  ["Champions League", /\bchampions league\b|\bucl\b/i, "football"],
  ["Europa League", /\beuropa league\b/i, "football"],
  ["FA Cup", /\bfa cup\b/i, "football"],
  ["Carabao Cup", /\bcarabao cup\b|\bleague cup\b/i, "football"],
  ["Nations League", /\bnations league\b/i, "football"],
  ["Rugby World Cup", /\brugby world cup\b/i, "rugby"],
  ["World Cup", /\bworld cup\b/i, "football"],
  ["the Euros", /\beuros\b|\beuro 20\d\d\b/i, "football"],
  ["Six Nations", /\bsix nations\b|\b6 nations\b/i, "rugby"],
  ["the Ashes", /\bashes\b/i, "cricket"],
  ["The Hundred", /\bthe hundred\b/i, "cricket"],
  ["Wimbledon", /\bwimbledon\b/i, "tennis"],
  ["the Grand National", /\bgrand national\b/i, "horse_racing"],
  ["Cheltenham", /\bcheltenham\b/i, "horse_racing"],
  ["Royal Ascot", /\broyal ascot\b/i, "horse_racing"],
  ["the Ryder Cup", /\bryder cup\b/i, "golf"],
  ["the British Grand Prix", /\bbritish grand prix\b|\bbritish gp\b|\bsilverstone\b/i, "formula1"],
  ["the Grand Prix", /\bgrand prix\b/i, "formula1"],
  ["the World Darts", /\bworld darts\b|\bdarts world\b|\bally pally\b/i, "darts"],
];

/** Three-letter codes for match hashtags like #ENGvWAL. */
export const NATION_CODES: Record<string, string> = {
  England: "ENG",
  Wales: "WAL",
  Scotland: "SCO",
  Ireland: "IRE",
  "Northern Ireland": "NIR",
  France: "FRA",
  Italy: "ITA",
  Germany: "GER",
  Spain: "ESP",
  Australia: "AUS",
  "New Zealand": "NZ",
  "South Africa": "RSA",
  India: "IND",
  Argentina: "ARG",
};

/** Extras a landlord often mentions: [how the post writes it, what people type]. */
export const EXTRAS: Array<[string, RegExp]> = [
  ["Fancy dress", /\bfancy dress\b|\bcostumes?\b|\bdress(?:ed)? up\b/i],
  ["Free entry", /\bfree (?:entry|to enter|admission|to play)\b|\bno entry fee\b/i],
  ["Dogs welcome", /\bdogs? (?:are )?welcome\b|\bdog[- ]friendly\b/i],
  ["Families welcome", /\b(?:kids|children|families) (?:are )?welcome\b|\bfamily[- ]friendly\b/i],
  ["Everyone welcome", /\b(?:all|everyone) (?:is )?welcome\b/i],
  [
    "Booking essential",
    /\bbooking (?:is )?essential\b|\bmust book\b|\bpre-?book(?:ing)? (?:only|essential)\b/i,
  ],
  ["Booking recommended", /\bbook(?:ing)? (?:early|recommended|advised)\b|\bbook ahead\b/i],
  ["Over-18s only", /\bover[- ]18s?\b|\b18\+|\badults only\b/i],
  ["On the big screen", /\bbig screens?\b|\bgiant screens?\b/i],
  ["In the beer garden", /\bbeer garden\b/i],
  ["All day", /\ball day\b/i],
  ["Meat raffle", /\bmeat raffle\b/i],
  ["Raffle on the night", /\braffle\b/i],
  ["Half price", /\bhalf[- ]price\b/i],
  ["2-for-1", /\b2[- ]for[- ]1\b|\btwo for one\b|\bbogof\b|\bbuy one,? get one free\b/i],
  ["Veggie and vegan options", /\bvegan\b|\bvegetarian\b|\bveggie\b/i],
  ["Gluten-free options", /\bgluten[- ]free\b/i],
  ["Tickets from the bar", /\btickets? (?:available |on sale )?(?:at|from|behind) the bar\b/i],
  ["Limited spaces", /\blimited (?:spaces|places|tickets|tables|seats)\b/i],
];

export const CHANNELS: Array<[string, RegExp]> = [
  ["Sky Sports", /\bsky sports?\b|\bon sky\b/i],
  ["TNT Sports", /\btnt(?: sports)?\b|\bbt sport\b/i],
  ["BBC", /\bbbc(?: one| two)?\b/i],
  ["ITV", /\bitv\d?\b/i],
  ["Amazon Prime", /\b(?:amazon )?prime video\b|\bamazon prime\b/i],
  ["Channel 4", /\bchannel 4\b/i],
];

/** Words a leftover clause needs more than, before it is kept as a detail of its own. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but with for from to of on at in by is are be we we're were our us you your it it's its this " +
    "that these those all some any up out as so just very really also too here there night nights day days " +
    "come join book see get grab bring pop head call ring don't dont miss be will can back new now time " +
    "live music quiz pub bar week weekend tonight today tomorrow"
  ).split(" "),
);

/** Clauses that are only a call to action: the writer writes its own. */
export const CALL_TO_ACTION_CLAUSE =
  /^(?:come|join|book|see you|don'?t miss|get|grab|bring|call|ring|pop|head|be there|let'?s|why not|who'?s|whos)\b/i;
