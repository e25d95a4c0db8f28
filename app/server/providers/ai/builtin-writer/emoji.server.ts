import { DISHES, DRINKS } from "~/lib/content/brief-words";
import type { Item } from "./analysis.server";
import { KIND_EMOJI } from "./kinds.server";

/**
 * The emoji in front of a list line says what the line is about, read from its words, never from
 * where the line falls: 🎱 for the pool table, 🎯 for the darts, 📞 only for a number to ring.
 * Most specific first; ✨ when nothing says.
 */
const DETAIL_EMOJI: Array<[RegExp, string]> = [
  // A death or a wake, whatever else the line says: never a sparkle or a pint beside it.
  [
    /\b(?:passed away|died|rip|rest in peace|funeral|wake|in (?:loving )?memory|memorial|condolences)\b/i,
    "🕊️",
  ],
  // A number to ring, or being asked to ring ("ring us on…", "call to book"); not "ring walks".
  [
    /\b0\d{3,4} ?\d{3} ?\d{3,4}\b|\b(?:call|phone|ring|text|whatsapp)(?: us| the pub| ahead| to book| for| on)\b|\bgive us a (?:call|ring|bell)\b/i,
    "📞",
  ],
  // What there isn't ("no food", "kitchen closed", "sorry, no cash"): not the thing itself, nor a
  // day the pub is open ("Christmas Day: 12-2, drinks only (no food)").
  [
    /^(?![^:]*:\s*\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s*[-–])(?:.*\bno (?:food|cash|cards?|music|dogs|kids|children|entry(?! fee| charge)|football|sport|quiz|karaoke)\b|.*\bkitchen (?:is )?(?:closed|shut)\b)/i,
    "🚫",
  ],
  // "Due to brewery costs", "the brewery put their prices up": the reason for news, not a drink on offer.
  [
    /^(?:due to|because of|owing to)\b|\bput (?:their|the|its) prices up\b|\bcosts? (?:have |has )?gone up\b/i,
    "📌",
  ],
  // "If you can donate a prize, drop it at the bar": asking a favour, thanked in advance.
  [/^if (?:you|u) (?:can|could)\b|\b(?:can|could) (?:anyone|anybody|you) (?:help|lend|donate)\b/i, "🙏"],
  [
    /\b(?:win|winner|winners|winning|prizes?|jackpot|bar tab|voucher|rollover|up for grabs|takes the pot)\b/i,
    "🏆",
  ],
  // "his fave bitter on at £3": a drink in someone's memory, never a money line.
  [/\b(?:his|her|their) (?:favourite|fave|usual)\b/i, "🍺"],
  [/\btaxis?\b|\bcabs?\b/i, "🚕"],
  [/£|\b\d+p\b/, "💷"],
  // "No booking, just turn up": walk in.
  [
    /\bno (?:need to )?book(?:ing)?s?\b|\bjust turn up\b|\bwalk[- ]ins?\b|\bfirst come,? first served\b/i,
    "🚶",
  ],
  [
    /\b(?:book|booking|bookings|booked|reserve|reservations?|tables? left|spaces? left|places? left)\b/i,
    "📌",
  ],
  [/\b(?:tickets?|raffle|tombola)\b/i, "🎟️"],
  [/\b(?:pool|snooker|bingo|eyes down|dabbers?)\b/i, "🎱"],
  [/\b(?:darts?|dartboard|oche)\b/i, "🎯"],
  [/\b(?:poker|cards? games?|crib|cribbage)\b/i, "🃏"],
  [/\b(?:race night|horses?|racing|sweepstake)\b/i, "🏇"],
  [/\b(?:cocktails?|mojitos?|margaritas?|espresso martinis?|pornstar martinis?)\b/i, "🍸"],
  [/\b(?:prosecco|fizz|bubbly|champagne|wines?)\b/i, "🥂"],
  [/(?<!\bhot )\b(?:dogs?|doggie|water bowls?|dog treats|dog biscuits)\b/i, "🐶"],
  // "Family asked folk to come back here after" is a funeral's family, not a children's line.
  [
    /\b(?:kids|children|(?<!their )families|family[- ](?:fun|days?|sundays?|saturdays?|friendly|events?|afternoons?|disco|films?|nights?|quiz|tickets?|walk|run)|bouncy castle)\b/i,
    "🧒",
  ],
  [/\b(?:charity|donations?|proceeds|raising|money to|hospice|food bank)\b/i, "💛"],
  [/\b(?:fancy dress|costumes?|dress up|jumpers?)\b/i, "🎭"],
  [/\b(?:band|dj|music|singer|karaoke|tunes|piano|caller|piper|carol|mic)\b/i, "🎶"],
  [
    // "drinks only, no food": no plate beside what is not served.
    /(?<!\bno )\b(?:food|lunch(?:es)?|dinners?|breakfasts?|brunch|menus?|kitchen|lamb shanks?|shanks?|steaks?|served|wings|cakes?|butties|sandwich(?:es)?|sarnies|rolls|pies?|burgers?|pizzas?|chips|nachos|curry|tapas|buffet)\b/i,
    "🍽️",
  ],
  [/\b(?:screens?|sky|tnt|itv|bbc|on the telly|kick-off|live on)\b/i, "📺"],
  [/\b(?:garden|terrace|outside|sun|heaters)\b/i, "☀️"],
  // Where to ask, sign up or collect ("behind the bar if it's yours", "sign up at the bar", "sign the
  // card on the bar", "grab it from the bar"): the bar as a place, not a drink.
  [
    /\b(?:behind (?:the )?bar|ask (?:at|behind) (?:the )?bar|ask (?:for|at)|sign(?:-| )?up|names? (?:at|behind|on|to)|collect(?:ion)? from|sign (?:the|our|a) card|(?:grab|collect|pick up|get) (?:it|them|yours) (?:from|at|behind) the bar)\b/i,
    "👉",
  ],
  [/\b(?:drinks?|bar|pints?|beers?|ales?|on tap|brewery|brewing|brewers|cask|keg)\b/i, "🍺"],
];

export function detailEmoji(line: string): string {
  for (const [pattern, emoji] of DETAIL_EMOJI) if (pattern.test(line)) return emoji;
  if (DISHES.some((dish) => dish.said.test(line))) return "🍽️";
  if (DRINKS.some((drink) => drink.said.test(line))) return "🍺";
  return "✨";
}

/** The thing's own emoji where its name says more than its kind: bingo is not a quiz (🧠), a race night is not a party. */
const THING_EMOJI: Array<[RegExp, string]> = [
  // Never a balloon beside a wake.
  [/\b(?:wakes?|funeral teas?|celebrations? of life)\b/i, "🕊️"],
  [/\bbingo\b/i, "🎱"],
  [/\b(?:karaoke|open mic|comedy)\b/i, "🎤"],
  [/\brace night\b/i, "🏇"],
  [/\bmeat raffle\b/i, "🥩"],
  [/\b(?:raffle|tombola)\b/i, "🎟️"],
  [/\bpool\b/i, "🎱"],
  [/\bdarts\b/i, "🎯"],
  [/\b(?:poker|crib|cribbage)\b/i, "🃏"],
  [/\btap takeover\b/i, "🍺"],
];

export function thingEmoji(item: Pick<Item, "kind" | "name">): string {
  // A match on the telly keeps its screen, whatever sport it is.
  if (item.kind !== "sport")
    for (const [pattern, emoji] of THING_EMOJI) if (pattern.test(item.name)) return emoji;
  return KIND_EMOJI[item.kind];
}
