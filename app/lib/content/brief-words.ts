/**
 * The words landlords type, and how a post writes them. Shared by the writing check (to know which
 * facts a brief gives) and the built-in writer (to carry them over): typos and shorthand are put
 * right first ("thurs" → Thursday, "guiness" → Guinness, "2nite" → tonight), so "as given" means
 * the landlord's fact, spelt properly — never a different day, price or name.
 */

import { recentCache } from "~/lib/recent-cache";
import { MONTHS, ordinal } from "~/lib/time";

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The months as a post writes them: the calendar's own list. */
export const MONTH_NAMES = MONTHS;

/** Who a price is for ("£13.95 adults, £7.95 kids"), as a pattern source to build on. */
export const WHO_PAYS = String.raw`adults?|kids?|children|under \d+s|u\d+s|oaps?|members|non-members|seniors|concessions`;

/** National sides by the short names scoreboards use ("ENG v WAL", "eng v aus"). */
const SIDES_BY_SHORT_NAME: Record<string, string> = {
  eng: "England",
  wal: "Wales",
  aus: "Australia",
  sco: "Scotland",
  ire: "Ireland",
  fra: "France",
  ita: "Italy",
  nz: "New Zealand",
  rsa: "South Africa",
  ind: "India",
  pak: "Pakistan",
  arg: "Argentina",
};

/** Shorthand and common typos, whole words only: [what people type, how a post writes it]. */
/** Occasions a function room is hired for, as landlords list them. */
const HIRE_OCCASIONS =
  "birthdays|christenings|wakes|weddings|anniversaries|funerals|engagements|retirements|baby showers|wedding receptions";

const FIXES: Array<[RegExp, string]> = [
  [/\bopen[- ]mike\b/gi, "open mic"],
  // Typed as said: "brewery put there prices up", "we was rammed", "if anyones got", "drop em in".
  [/\b(put|putting|raised|raising|upped) there (?=prices|price)\b/gi, "$1 their "],
  [/\bwe was\b/gi, "we were"],
  // "brewery put theirs up again": the brewery, said as a sentence.
  [
    /(?<!\b(?:the|our|a) )\bbrewery (?=(?:has )?put (?:theirs|their prices|prices|them) up\b)/gi,
    "the brewery ",
  ],
  // "as many of you know Sylvia is retiring", "just to let everyone know that from monday…": the
  // lead-in is how the landlord starts talking, not part of the news.
  [
    /^(\s*(?:sadly,? )?)as (?:many|most|some) of you (?:will )?(?:know|have heard|will have heard|may know|may have heard),?\s+/i,
    "$1",
  ],
  [/^\s*just (?:to )?let(?:ting)? (?:everyone|you all|you|all) know,?(?: that)?\s+/i, ""],
  [/\bevry\b/gi, "every"],
  [/\b(?:reccomended|recomended|reccommended|recommened)\b/gi, "recommended"],
  // "bar staff wanted eves & wkends": evenings.
  [/\beves\b/gi, "evenings"],
  // "acoustic w jo bennett", "family day w bouncy castle": "w" on its own is "with".
  [/(?<=\p{L} )w (?=\p{L}{2,})/giu, "with "],
  // "sign up at bar", "tickets behind bar": the pub has one bar.
  [/\b(at|behind|from) bar\b(?! (?:staff|snacks|food|menu|tab|prices?)\b)/gi, "$1 the bar"],
  [/\blets (?=beat|go|do|get|have|see|make|raise|hope|keep|smash|celebrate|party)\b/gi, "let's "],
  // "gutted but from mon 14th pints going up": the landlord's sigh, not part of the news.
  [/^\s*(?:gutted|sad|sorry|unfortunately|annoyingly),? but,?\s+/i, ""],
  [/\bno bookings (?=first come)/gi, "no bookings, "],
  // "on sky box office £10 entry", "£5 on the door headliner jo fenwick", "20 ales 6 ciders £5 entry",
  // "£2 a go winner takes half": where it is shown, the price and who is on are separate facts.
  [
    /\b(box office|sky sports(?: (?:main event|premier league|football|arena|action))?|tnt sports(?: \d)?|bt sport|premier sports|dazn|itv ?[14]?|bbc (?:one|two|1|2)) (?=£\d)/gi,
    "$1, ",
  ],
  [
    /\bon the door (?=(?:headliner|headlining|support|with|featuring|starring|comedian|act|band|dj)\b)/gi,
    "on the door, ",
  ],
  [/\b(\d+ (?:real )?(?:ales|ciders|beers|gins|wines|lagers|rums|whiskies|whiskeys)) (?=£\d)/gi, "$1, "],
  [/\ba go (?=winner)/gi, "a go, "],
  // "chef full time must have experience good pay": three things about the job, not one.
  [
    /\b(full[- ]time|part[- ]time|experience) (?=must\b|experience\b|(?:good|great|decent|competitive) (?:pay|rates?|wages?)\b)/gi,
    "$1, ",
  ],
  // "hop stuff from saltaire brewery £4.20 a pint": the ale, then its price.
  [/\b(brewery|brewing(?: co)?|brewers) (?=£\d)/gi, "$1, "],
  // "bbq if weather holds if it rains we move inside": the plan, then what happens if it rains.
  [/(?<=\p{L}) (?=if it (?:rains|'s raining|is raining|pours|snows)\b)/giu, ", "],
  // "xmas menu out now 3 courses £29.95": the news, then the menu.
  [/\b(out now|on sale now|available now) (?=\d)/gi, "$1, "],
  // "opening at 10.30 early": opening early, at 10.30.
  [/\bopening (?:at )?(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) early\b/gi, "opening early at $1"],
  [/\b(last (?:yr|year|time|week|month)) (?=let'?s\b)/gi, "$1, "],
  [
    /\b(hospice|charity|trust|foundation|appeal|ambulance|macmillan|cancer research(?: uk)?) (?=£\d)/gi,
    "$1, ",
  ],
  // "left a coat after quiz tues its behind the bar": where it is now is a sentence of its own.
  [/(?<=\w)(?<!\b(?:and|so|but|now|cos|coz|because|if)) (?=it'?s behind the bar\b)/gi, ", "],
  [/\btakes half (?=(?:the )?other half\b)/gi, "takes half, "],
  // "quiz back next tues 8pm as normal": the time says it is as normal.
  [/(\d(?:am|pm)?)\s+as (?:normal|usual)\b/gi, "$1"],
  // "ring walks approx 11pm late licence til 1 bacon butties after": three facts, not one.
  [/\b(\d{1,2}(?:[.:]\d{2})?(?:am|pm)) (?=late licen[cs]e\b)/gi, "$1, "],
  [
    /\b(til|till|until|from) (\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) (?=(?:bacon|butties|sarnies|sandwiches|pizzas?|burgers?|chips|hot dogs?|food|snacks)\b)/gi,
    "$1 $2, ",
  ],
  [/\bvisitin\b/gi, "visiting"],
  // "£1 off if your wearing one", "your welcome": you are.
  [
    /\b(if|when|while|as long as) your (wearing|coming|going|bringing|staying|playing|free|around|about|here|out|watching|driving|in)\b/gi,
    "$1 you're $2",
  ],
  [/\byour (welcome|invited|all invited)\b/gi, "you're $1"],
  // "pie n a pint £9.50 while the games on": the game is on, one game.
  [/\b(while|whilst|when) (?:the )?(game|match|footy|rugby|racing|fight)s? on\b/gi, "$1 the $2's on"],
  // "on all screens + pie n a pint £9.50": a "+" after where it is shown starts the next thing.
  [/\b(on (?:all|the big|both|every) screens?|on the telly|on tv|on the big screen) \+ /gi, "$1, "],
  [/\b(?:please|pls|plz)(?: (?:please|pls|plz))+\b/gi, "please"],
  // "new hours from next wk mon-thu 4-11, fri-sat 12-12": the news, then the hours day by day.
  [
    /\b((?:new|winter|summer|christmas|xmas|changed?) (?:opening )?(?:hours|hrs|times) (?:from|starting) (?:next (?:week|wk|month)|this (?:week|wk|month)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*(?: \d{1,2}(?:st|nd|rd|th)?)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: \d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)(?: [a-z]+)?)):? (?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s?[-–])/gi,
    "$1. ",
  ],
  // "£12.95 served 12-4": the price, then when it is served.
  [/(£\d+(?:\.\d{2})?(?:pp)?) (?=(?:served|available)\b)/gi, "$1, "],
  // "guest ale this week is timothy taylor landlord": the guest ale, then which one it is.
  [
    /\b(guest (?:ale|beer|cider|lager)s?(?: (?:this (?:week|wk)|this month|on now|now on))?) (?:is|are|=) /gi,
    "$1: ",
  ],
  // "winner takes half rest to charity": who gets the rest is a clause of its own.
  [/\b(takes? half),? (?:the )?rest (?:to|goes to)\b/gi, "$1, the rest goes to"],
  // "on the big screen and happy hour 5-7": the happy hour is a fact of its own.
  [/\s+(?:and|&|\+) (?=happy (?:hour|hr)\b)/gi, ", "],
  // "happy hour 5-7 pints £3.50": what the happy hour gives is said with it.
  [
    /\b(happy (?:hours?|hrs?) \d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?[-–]\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) (?=(?:pints|cocktails|all pints|house wines?|draught|spirits)\b[^,]*£)/gi,
    "$1: ",
  ],
  // "kitchen closed mon-tue but bar open as normal": the bar is a fact of its own, not the closure's.
  [/\s+but (?=(?:the )?bar (?:is )?(?:still )?open\b)/gi, ", "],
  // "now hiring bar staff weekends": the job, said the way the job advert reads it.
  [
    /^(?:now |we'?re |we are )?(?:hiring|(?:we )?need|(?:we're |we are )?looking for):? (?:an? )?((?:full[- ]time |part[- ]time )?(?:(?:bar|kitchen|floor|waiting|front of house|cleaning) staff|bar ?(?:person|people|tender)s?|chefs?|cooks?|kp|kitchen porters?|pot washers?|glass collectors?|cleaners?|waiters?|waitress(?:es)?))\b(?! wanted)/i,
    "$1 wanted",
  ],
  // "new chef started - thai curry nite": the news, said as news.
  [/\b(?:our |a )?new chef (?:has )?started\b/gi, "we have a new chef"],
  // "fight prob on about midnight": probably.
  [
    /\bprob\b(?= (?:on|be|about|around|after|before|start|starts|finish|finishes|sold|busy|\d))/gi,
    "probably",
  ],
  // "bacon butties from 12 and we open early": the early opening is news of its own.
  [/\s+and (?=we(?:'re| are| will| ll)? (?:open|be open|opening)\b)/gi, ", "],
  // "beer fest 14-16 june 20+ real ales": the dates, then what is on.
  [
    /\b(\d{1,2}(?:st|nd|rd|th)?\s?[-–]\s?\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*) (?=\d)/gi,
    "$1, ",
  ],
  // "2 pies and a pint £12 mon-wed 12-3": the deal, then the days it runs.
  [
    /^((?:\d+|two|three) [a-z]+ (?:and|&|n) (?:a |\d+ )?[a-z]+ £\d+(?:\.\d{2})?) (?=(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/i,
    "$1, ",
  ],
  // "if its dry sat bbq in the garden from 2": the plan first, then the weather it hangs on.
  [
    /^if (?:it'?s|it is|the weather'?s|weather'?s|the weather is) (dry|sunny|nice|fine|warm) ([^,]+)/i,
    "$2 if it's $1",
  ],
  [
    /^if (?:it'?s|it is|the weather'?s|weather'?s|the weather is) (?:ok|okay|good) ([^,]+)/i,
    "$1 weather permitting",
  ],
  // "the jukebox fixed finally": news said as a sentence.
  [
    /\b(the |our )?(jukebox|telly|tv|heating|boiler|card machine|wifi|wi-fi|pool table|dartboard|coffee machine|glasswasher|dishwasher|toilets?|loos?)(?:'s|s| is| are| got| been)? (fixed|sorted|mended) (?:at last|finally)\b/gi,
    "$1$2 is finally $3",
  ],
  // "cheap cans £3 and sarnies in the afternoon": two things, each with its own words.
  [/(£\d+(?:\.\d{2})?) and (?=[a-z]+ (?:in the|from|at|all)\b)/gi, "$1, "],
  // "drop cv in": your CV.
  [/\bdrop (?:a |ur |your )?cvs? in\b/gi, "drop your CV in"],
  // "sunday roast back on this sun": back, said once, and said as news ("Sunday roast is back").
  [/\bback on (?=this |next |\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/gi, "back "],
  [
    /^((?:sunday )?roasts?|quiz(?: night)?|karaoke|bingo|open mic|curry night|steak night|pie night|live music|carvery) back\b/i,
    "$1 is back",
  ],
  // "weekends mainly": how often, before the when.
  [/\b(weekends|evenings|weekdays|nights|days|lunchtimes) (mainly|mostly)\b/gi, "$2 $1"],
  // "sorry folks brewery put their prices up": the apology, then the news.
  [/(,\s*)(sorry (?:folks|all|everyone|guys|peeps)),? (?=[a-z])/gi, "$1$2, "],
  // "daves retiring", "sues leaving": someone named is.
  [
    /\b(?!(?:we|they|its|his|hers|ours|yours|theirs|this|thus|was|has|is|as|us|yes|plus|chips|drinks)\b)([a-z]{2,})s (?=(?:retiring|leaving|moving on|off to pastures|hanging up)\b)/gi,
    "$1's ",
  ],
  // "quizmasters poorly": ours is, and the post says so.
  [
    /\b(quiz ?master|chef|cook|landlord|landlady|barman|barmaid|dj|caller|bingo caller)s (?=(?:poorly|ill|sick|off sick|not well|unwell|on holiday)\b)/gi,
    "our $1 is ",
  ],
  // "raffle prizes wanted if any1 can donate pls drop off at bar": what's wanted, then the ask.
  [
    /\b(prizes wanted),? if (?:anyone|any1|you|u) can donate,? (?:pls |please )?drop (?:them |it |one )?(?:off )?(?:at|behind) (?:the )?bar\b/gi,
    "$1. If you can donate a prize, drop it off at the bar please",
  ],
  [/\bany1\b/gi, "anyone"],
  // "we're running a sweepstake £2 a go": the sweepstake, then its price.
  [
    /\b((?:running|doing|having|holding) an? (?:sweepstake|sweep|raffle|tombola)) (£\d+(?:\.\d{2})? (?:a|per) (?:go|ticket|strip|horse|team|square))/gi,
    "$1: $2",
  ],
  // "wake from 2pm after the funeral": what it follows, then when, on one line.
  [
    /\b(from \d{1,2}(?:[.:]\d{2})?\s?(?:am|pm)?) (after the (?:funeral|service|cremation|burial))\b/gi,
    "$2 $1",
  ],
  // "function room free for xmas parties": available, never "no charge".
  // ("free for xmas dos if u spend £200" is no charge, and stays so.)
  [/\b((?:function|back|private|upstairs) room) (?:is )?free for\b(?![^,]*\bif\b)/gi, "$1 available for"],
  // "we're doing the bbq in the garden": the BBQ is the thing.
  [/\bwe'?re doing (?:a |the )?(bbq|barbecue|hog roast)\b/gi, "$1"],
  // "burgers r half price": are.
  [/\b([a-z]+s) r (?=half|free|back|on|going|£|\d)/gi, "$1 are "],
  // "kitchen closed tue n wed this wk due to refit": closed for the refit, that week.
  [
    /\b(this (?:week|wk)) due to (?:a |the )?(refit|refurb|refurbishment|maintenance|repairs)\b/gi,
    "for a $2 $1",
  ],
  [/\btrainin\b/gi, "training"],
  // "£4 a glass til its gone": while it lasts.
  [/\b(?:till?|until) it'?s gone\b/gi, "while it lasts"],
  // "band is the rockits": who is on.
  [/\b(band|dj|act|singer|comedian|headliner) is (?=the\b|[a-z]+ [a-z]+)/gi, "$1: "],
  // "raffle too prizes donated by local shops": the raffle, with its prizes.
  [/\b(raffle|tombola) too,? (?=prizes\b)/gi, "$1 too with "],
  // "new winter menu from mon: steak pie, fish pie…": the news, then its dishes one by one.
  [
    /\b(new (?:(?:winter|summer|spring|autumn|christmas|xmas|festive) )?menu (?:from|starting|starts) [^:,]+):\s/gi,
    "$1. ",
  ],
  [/\b(\d+) yr\b/gi, "$1 year"],
  // "sun 4.30 ko on all screens": the kick-off is the time's, said before it.
  [/\b(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) ko\b(?= on\b)/gi, "ko $1"],
  // "must book by 15th dec £20 deposit": the deadline, then the deposit.
  [
    /\b(by \d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*) (?=£)/gi,
    "$1, ",
  ],
  // "f1 on big screen": the big screen.
  [/\bon big screen\b/gi, "on the big screen"],
  [/\bon big screens\b/gi, "on the big screens"],
  // "…£9, ring ahead, n we now deliver": "and", after a comma too.
  [/(,\s*)n (?=we\b)/gi, "$1and "],
  // "exp preferred": experience.
  [/\bexp\b(?= (?:preferred|needed|required|essential|necessary|a must|an advantage))/gi, "experience"],
  // "cash in hand no": said as a landlord would say it aloud.
  [/\bcash in hand,? no\b/gi, "no cash in hand"],
  // "lost a set of keys …, behind the bar if urs": the pub has found them, and the owner collects.
  [/^lost (?=[^,]*,\s*(?:it'?s |they'?re )?behind the bar if (?:urs|yours|ur)\b)/i, "found "],
  // Keys, glasses, gloves: "they're behind the bar if they're yours".
  [
    /\b(keys|glasses|sunglasses|gloves|earrings|headphones|airpods)\b([^,]*,\s*)(?:they'?re )?behind the bar if (?:urs|yours|ur|they'?re (?:urs|yours))\b/gi,
    "$1$2they're behind the bar if they're yours",
  ],
  [/\bbehind the bar if (?:urs|yours|ur)\b/gi, "behind the bar if it's yours"],
  // "kids eat free wkend": this weekend, never "on Weekend".
  [/\b(?<!(?:this|next|every|the|all|holiday|hol|long|whole|bank|a|each|per) )wke?nd\b/gi, "this weekend"],
  // "found a black north face jacket left sat nite, behind the bar": where it is now, said whole.
  [
    /^((?:found|lost|someone left|left behind)\b[^,]*), (?:it'?s )?(behind the bar|at the bar)\b(?! if)/i,
    "$1, it's $2",
  ],
  // "2 8oz sirloins + bottle of red £40": two steaks of 8oz each, and a bottle.
  [/\b([2-9]) (\d{1,2}oz)\b/gi, "$1 x $2"],
  [/(?<=\s)(and|n|\+|&) bottle of\b/gi, "$1 a bottle of"],
  // "dj mike spinning": what the DJ does is not his name.
  [/\b(dj \p{L}+) (?:spinning|playing)\b(?! (?:the|some|all|tunes|records|classics))/giu, "$1 on the decks"],
  // "adults fancy dress 2 for 1 cocktails": the fancy dress, then the deal.
  [/\b(fancy dress) (?=\d (?:for|4) \d\b|2-for-1\b)/gi, "$1, "],
  // "tix £10 incl glass + 3 tokens": everything the ticket includes.
  [/\b((?:inc|incl|including) [\p{L} ]{2,20}?) \+ (?=\d+ \p{L}|a |an )/giu, "$1 and "],
  [/\baprox\b/gi, "approx"],
  [/\bring ?walks\b/gi, "ring walks"],
  // "all pints £3.50 cocktails 2 for £12": one deal, then the next.
  [/(£\d+(?:\.\d{2})?) (?=[a-z]+ \d+ (?:for|4) £)/gi, "$1, "],
  // "closing early 2nite at 9": an evening's early close, so 9pm.
  [
    /\b(clos(?:ing|e) early(?: (?:tonight|2nite|tonite|today|tomorrow|tmrw))? (?:at|from) )([5-9]|1[01])(?![\d:.]|\s?(?:am|pm)\b)/gi,
    "$1$2pm",
  ],
  // "back to normal tmrw 11am": from when.
  [
    /\b(back to normal|back open|back|reopening|open as normal) (tomorrow|tmrw|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*) (?=\d{1,2}(?:[.:]\d{2})?(?:am|pm)\b)/gi,
    "$1 $2 from ",
  ],
  // "for staff xmas do": the pub's own staff.
  [/\bfor staff (?=(?:xmas|christmas|summer) (?:do|party|night out)\b)/gi, "for our staff "],
  // "£1 sweepstake on the big race proceeds to yorkshire air ambulance": who the money goes to is a fact of its own.
  [/(?<=[\p{L}\d])(?<!\ball) (?=(?:all )?(?:proceeds|money raised) (?:to|for|go|going)\b)/giu, ", "],
  // "dj mikey from 8 tickets £10", "tickets on sale now £25 inc buffet": when, or that they are on sale, then the price.
  [/\b(from \d{1,2}(?:[.:]\d{2})?(?:am|pm)?) (?=(?:tickets|tix|entry)\b)/gi, "$1, "],
  [/\b(on sale now|out now|available now) (?=£\d)/gi, "$1, "],
  // "curry nite same nite 2 curries n a bottle of wine £20": the night, then its deal.
  [/\b(same (?:night|nite|day)) (?=\d)/gi, "$1: "],
  // "kitchen closed tues n weds this wk chef on hols": the closure, then why (and when).
  [/\b(this (?:week|wk)) (?:the |our )?(chef|cook) (?:is )?on hols\b/gi, "while our $2 is on holiday $1"],
  [
    /\b(this (?:week|wk)) (?:the |our )?(chef|cook) (?:is )?(on holiday|off|away)\b/gi,
    "while our $2 is $3 $1",
  ],
  [/\baswell\b/gi, "as well"],
  // "sun 12-4 face painting from 1": the hours, then the next thing on.
  [
    /(\d{1,2}(?:[.:]\d{2})?(?:am|pm)?\s?-\s?\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) (?=(?:face painting|bouncy castle|santa|magician|kids disco|raffle|live music|dj|bingo)\b)/gi,
    "$1, ",
  ],
  // "£2 a head + raffle": the raffle is on top of the entry, not part of its price.
  [/\s\+\s(?:a\s)?(?=raffle\b)/gi, " plus a "],
  // "if u can donate a prize drop it at the bar": the condition, a comma, then what to do.
  [
    /\b(if (?:you|u) can [^,.;!?]{3,40}?) (?=(?:drop|bring|pop|leave|hand|give|let us|message|ring|call|email)\b)/gi,
    "$1, ",
  ],
  // "function room for hire - birthdays christenings wakes": a list of occasions, with its commas
  // and its "and" ("birthdays, christenings and wakes"), which keeps it one line.
  [
    new RegExp(`\\b(${HIRE_OCCASIONS}) (${HIRE_OCCASIONS})\\b(?! (?:${HIRE_OCCASIONS}|and)\\b)`, "gi"),
    "$1 and $2",
  ],
  [new RegExp(`\\b(${HIRE_OCCASIONS}) (?=(?:${HIRE_OCCASIONS}) (?:${HIRE_OCCASIONS}|and)\\b)`, "gi"), "$1, "],
  [/\b(must|could|would|should|might) of\b/gi, "$1 have"],
  [/\bbrewerys\b/gi, "breweries"],
  [/\bpartys\b/gi, "parties"],
  [
    /\b(last|tomorrow|tonight|sunday|saturday|friday)(?:s|'s)? nights (?=quiz|winners?|band|gig|match|game|karaoke|bingo|event|do|party)/gi,
    "$1 night's ",
  ],
  [/\bkitchens (?=tiny|small|closed|shut|open|busy|back)\b/gi, "kitchen's "],
  [/\b(\p{L}+s) r (?=\p{L}+ing\b)/giu, "$1 are "],
  [/\bveganuary\b/gi, "Veganuary"],
  // "also after a glass collector": looking for one.
  [
    /\b(?:we're |were |we are )?after an? (?=(?:glass collector|chef|cook|barman|barmaid|bar ?staff|bar person|cleaner|kitchen porter|waiter|waitress|manager|pot washer)\b)/gi,
    "looking for a ",
  ],
  [/\banyones\b/gi, "anyone's"],
  [/\b(drop|bring|grab|get|hand|pass|send|give) em\b/gi, "$1 them"],
  [
    /\b(roads|pipes|toilets|doors|we|they|you) r\b(?= (?:bad|icy|closed|open|on|off|back|shut|blocked|busy|full|here|ready|sorted|cancelled|frozen|ok|fine|having|doing|going)\b)/gi,
    "$1 are",
  ],
  [/\bhot waters off\b/gi, "the hot water's off"],
  [/\b(?:deffo|defo|deffs)\b/gi, "definitely"],
  // "sa v england", "england v nz": a side written as letters is the country.
  [/\bsa(?= v\b)|(?<=\bv )sa\b/gi, "South Africa"],
  // "lost property a navy scarf left by the fire": the label, then what was left.
  [/^lost property\s+(?=[a-z])/i, "lost property: "],
  [/\b(?:mon|mnday|monady)\b(?!['’])/gi, "Monday"],
  [/\b(?:tues?|tuesdy|teusday|tuseday|tusday)\b/gi, "Tuesday"],
  [
    /(?<!\bsheff(?:ield)?\s)\b(?:weds?|wednsday|wensday|wedensday|wednesdy|wendsday|wedsday)\b/gi,
    "Wednesday",
  ],
  [/\b(?:thu|thur|thurs|thursdy|thrusday|thurday|thursay)\b/gi, "Thursday"],
  [/\b(?:fri|firday|fridy|frday)\b/gi, "Friday"],
  [
    /(?<!\b(?:he|she|i|we|they|who|you|always|usually|once|just|never|had|has|have)\s)\b(?:sat|saturaday|satuday|saterday|satday|saturdy)\b(?!\s+(?:down|there|back|around|next|at the end|at the bar for|in (?:the|his|her|their) (?:corner|seat|chair|spot)|by the fire for|here for|together|quietly))/gi,
    "Saturday",
  ],
  // "sun" is Sunday unless it is the sun ("the sun's out", "if the sun shines").
  [
    /(?<!\bthe\s)(?<!\bthe\s\s)\b(?:sun|sundy|sunady)\b(?!['’]s|\s+(?:is|shines?|comes|out|cream|set|rise|hat|trap|lounger|deck|terrace|kissed|shining))/gi,
    "Sunday",
  ],
  [/\b(?:2nite|2night|tonite|tonigt|toinght|tonihgt)\b/gi, "tonight"],
  [/\b(?:tmrw|tmw|tmrow|tomoz|2moro|2morrow|2mrw|tommorow|tomorow|tommorrow|tomorrw)\b/gi, "tomorrow"],
  [/\bnite\b/gi, "night"],
  [/\bmidnite\b/gi, "midnight"],
  // "book for the final 3rd jan": the final is on that day, never "the final third".
  [/\b(final) (?=\d{1,2}(?:st|nd|rd|th) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi, "$1 on "],
  [/\bnites\b/gi, "nights"],
  // "should b back", "will b there": be.
  [/\b(should|will|could|might|would|to|may|must|can|cud|shud|wud|won't|wont) b\b/gi, "$1 be"],
  [/\bits gonna\b/gi, "it's going to"],
  [/\bthru\b/gi, "through"],
  [/\b(last|next|this) yr\b/gi, "$1 year"],
  [/\bbc\b(?= (?:of|we|the|it|its|it's|our|they)\b)/gi, "because"],
  [/\bppv\b/gi, "pay-per-view"],
  [/\bpdc\b/gi, "PDC"],
  [/\b(get|grab|bring|take|book|buy|try|collect) em\b/gi, "$1 them"],
  [
    /\bw\b(?= (?:a|an|the|signed|free|chips|mash|your|our|all|extra|unlimited|baileys|cream|marshmallows|gravy|peas|salad|fries|sides?|fizz|mulled|crackling|yorkshires?|all the trimmings)\b)/gi,
    "with",
  ],
  // "boilers packed in", "the ovens gone": the boiler has.
  [
    /\b(boiler|oven|fridge|cellar cooler|pump|card machine|heating|telly|jukebox|dishwasher|glasswasher)s (?=(?:packed|gone|broken|bust|down|playing|not|on the blink|died|given up|fixed|sorted|mended|back|working)\b)/gi,
    "$1's ",
  ],
  // "also found - ladies gold bracelet": what was found, said with the word that says so.
  [/\b(found|lost|handed in)\s+[-–]\s+/gi, "$1: "],
  // "2 for 1 on cocktails": one offer, which no reading splits at "for 1".
  [/(£[\d.]+) and (?=[2-9] for [1-9]\b)/gi, "$1, "],
  [/\b([2-9]) for ([1-9])\b(?![.:]\d|\s?(?:am|pm)\b)/gi, "$1-for-$2"],
  // "2-4-1 cocktails", "241 pizzas": two for one, never the hours 2 to 4.
  [/\b(?:2-4-1|241|2 4 1)\b/g, "2-for-1"],
  // "come grab it from the bar": one ask, never "Come" on a line and "Grab it" on the next.
  [/\bcome (grab|get|collect|pick up|see|try|join|watch)\b/gi, "come and $1"],
  // "doors 2.30 lets gooo": hype typed onto a fact says nothing a post can print.
  [/\s+let'?s go{2,}\b!*/gi, ""],
  // "2 4 £8 cocktails", "£20 bar tab 4 2nd place": text-speak "4" is "for".
  [/\b(\d) 4 (?=£)/g, "$1 for "],
  [/\b4 (?=\d(?:st|nd|rd|th) place\b)/gi, "for "],
  [/\bgonna\b/gi, "going to"],
  // "if not its inside": the comma goes in with the sentence's other punctuation (SHORTHAND_WITHOUT_COMMA).
  [/\bif not its\b/gi, "if not it's"],
  // "were staying open late" at the start of a thought is "we're"; "prices were going up" is not.
  [
    /(^|[,.;!?(]\s*|\b(?:and|so|but|also|ahead|book|booking|heads up|just|sorry|folks|all|cos|coz|because|as)\s+)were (?=(?:short|nearly|almost|fully|full|busy|staying|opening|open|closed|closing|having|doing|showing|hosting|running|looking|raising|putting|back|going|getting|celebrating|playing|proud|sorry|delighted|excited|chuffed|hiring|taking|starting|shut)\b)/gi,
    "$1we're ",
  ],
  [/\b(?:tonights|tonites|2nites|2nights)\b/gi, "tonight's"],
  [/\bif its\b/gi, "if it's"],
  [
    /\bits (?=(?:nice|sunny|raining|dry|wet|cold|hot|warm|cosy|toasty|freezing|lovely|gone|back|open|closed|free|going|time|on|here|inside|outside|a|in|at|off|been|not|gonna|all|behind|blowing|over|up|down|only|just|now|busy|packed|rammed|heaving|popular|fully|booked|sold)\b)/gi,
    "it's ",
  ],
  [/\bnew (?:years|yrs|yr'?s) eve\b/gi, "New Year's Eve"],
  [/\bnew (?:years|yrs|yr'?s) day\b/gi, "New Year's Day"],
  [/\b(?:xmas|x-mas|chrimbo|crimbo)\b/gi, "Christmas"],
  [/\bnye\b/gi, "New Year's Eve"],
  [/\bnyd\b/gi, "New Year's Day"],
  [/\b2day\b/gi, "today"],
  [/(?<!\d\s?)\bhrs\b/gi, "hours"],
  [/\bhot choc\b/gi, "hot chocolate"],
  [/\b(?:b'?day|bday|birthdy)\b/gi, "birthday"],
  [/\bw\/e\b/gi, "weekend"],
  [/\b(?:wkend|wknd|wkd)(s?)\b/gi, "weekend$1"],
  [/\bwk\b/gi, "week"],
  [/\bwks\b/gi, "weeks"],
  [/\burs\b/gi, "yours"],
  [/\bhr\b/gi, "hour"],
  // "cos of the boiler", "cos itll be rammed": because, before what it is because of.
  [
    /\b(?:cos|coz|cuz)\b(?= (?:of|it|itll|it'll|its|it's|we|we're|were|the|there|our|i|you|u|they|he|she|everyone|chef|staff|the|a|no|nobody|someone|somebody|my|his|her|their)\b)/gi,
    "because",
  ],
  [/\bitll\b/gi, "it'll"],
  [/\bthatll\b/gi, "that'll"],
  [/\btheyre\b/gi, "they're"],
  [/\b(was|are|have|has|could|would|should|were)nt\b/gi, "$1n't"],
  [/\b(?:bufet|buffett|buffe)\b/gi, "buffet"],
  [/\bweathers (?=(?:ok|okay|good|nice|dry|fine|bad|decent|kind)\b)/gi, "weather's "],
  [/\bok\b/gi, "OK"],
  // "eng v france", "ENG v WAL six nations": a side's short name beside a "v", written out.
  ...Object.entries(SIDES_BY_SHORT_NAME).map(([short, side]): [RegExp, string] => [
    new RegExp(`\\b${short}\\b(?=\\s+v\\b)|(?<=\\bv\\s+)${short}\\b`, "gi"),
    side,
  ]),
  // "sad news big dave one of our oldest regulars passed away": the news said with its pauses.
  [/^(\s*(?:very |some |really )?(?:sad|heartbreaking|terrible|awful) news)\s+(?=\p{L})/iu, "$1: "],
  // "heads up prices going up": the landlord's lead-in, not part of the news.
  [/^\s*heads up,?\s+(?=\S)/i, ""],
  [/\bbookings? taking now\b/gi, "now taking bookings"],
  [/(^|\s)w\/(?=\s|\w)/gi, "$1with "],
  [/\b(?:quizz+|quize|qiuz)\b/gi, "quiz"],
  [/\b(?:karoke|karaoki|karaokee|kareoke|karaokie|karioke)\b/gi, "karaoke"],
  [/\b(?:guiness|guinnes|guinees|guinnness|guinnesss)\b/gi, "Guinness"],
  [/\b(?:prosseco|proseco|prossecco|prosecoo)\b/gi, "prosecco"],
  [/\b(?:tix|tkts|tckts|tickts)\b/gi, "tickets"],
  [/\b(?:tkt|tckt)\b/gi, "ticket"],
  [/\bbookin\b/gi, "booking"],
  // "well light the firepit", "well be open": we'll, before what we will do.
  [
    /\bwell (?=(?:light|do|have|be|see|put|open|move|fire|get|show|keep|need|let|sort|try|serve|run)\b)/gi,
    "we'll ",
  ],
  [/\bits (?=(?:[a-z]+ )?(?:night|day|week|time|first come)\b)/gi, "it's "],
  [
    /\b(so|and|then|but|instead|inside|if not) its (?=moving|moved|hotdogs|hot dogs|burgers|back|on|off|inside|cancelled|sold)\b/gi,
    "$1 it's ",
  ],
  // "buffet inc, £25": what the ticket includes.
  [/\b(?:inc|incl)\b\.?(?=\s*(?:[,;!]|$))/gi, "included"],
  [/\blol\b\s*/gi, ""],
  [/\bppl\b/gi, "people"],
  [/\bbank hols?\b/gi, "bank holiday"],
  [/\byrs\b/gi, "years"],
  [/\b(\d+)yrs\b/gi, "$1 years"],
  [/\bfave?\b/gi, "favourite"],
  [/\bavail\b/gi, "available"],
  [/\bpref\b/gi, "preferred"],
  [/\bmsg\b/gi, "message"],
  [/\b(we|you|they) r\b/gi, "$1 are"],
  // "me n barb r having a week off": the two of them are.
  [
    /(?<=\b(?:and|n|&) \p{L}+) r (?=(?:having|going|off|away|closed|open|back|taking|doing|looking|hoping|delighted|sorry)\b)/giu,
    " are ",
  ],
  [/\bweve\b/gi, "we've"],
  // "the heatings on", "fires lit n the heatings on": the heating is on.
  [/\b(heating|telly|kettle|oven|pizza oven|bbq|firepit)s on\b/gi, "$1's on"],
  [/\b(?:experiance|expereince|expeirence|experince)\b/gi, "experience"],
  [/\b(?:dm|pm) (?=(?:us|me)\b)/gi, "DM "],
  [/\b(happy new|new|this|next|last) yr\b/gi, "$1 year"],

  [/\b(?:pls|plz|pleez)\b/gi, "please"],
  [/\b(?:thx|thanx|thnx)\b/gi, "thanks"],
  [/\bb4\b/gi, "before"],
  // "even if ur off the booze", "if your 6 or more": you're, not your.
  [/\b(?:ur|your)\b(?= (?:off|not|welcome|invited|going|coming|stuck)\b)/gi, "you're"],
  [/\bif (?:ur|your) (?=\d)/gi, "if you're "],
  [/\bur\b/gi, "your"],
  [/\bu\b(?![-\d.])/gi, "you"],
  [/\b(?:inc|incl)\b\.?/gi, "including"],
  [/\b(?:ko|k\.o\.)(?=\s*\d)/gi, "kick-off"],
  [/\b(early|late|lunchtime|teatime|evening) ko\b/gi, "$1 kick-off"],
  [/\bkick ?off\b/gi, "kick-off"],
  [/\b(till?|until|before|after|at|from|by) ko\b/gi, "$1 kick-off"],
  [/(?<=\b\d{1,2}(?:[.:]\d{2})?(?:am|pm)?) ko\b/gi, " kick-off"],
  [/\bshes\b/gi, "she's"],
  [/\bbein\b/gi, "being"],
  [/\bcud\b/gi, "could"],
  [/\bshud\b/gi, "should"],
  [/\bwud\b/gi, "would"],
  [/\b(step|fill|com|go|do|play|sing|show|serv|runn|look|paint|danc|cook|walk|drink|eat)in\b/gi, "$1ing"],
  [/\babt\b/gi, "about"],
  [/\b(?:aftn|aft|afternoon|arvo)\b/gi, "afternoon"],
  [/\btho\b/gi, "though"],
  [/\b(men|women)s (?=(?:final|semi|match|team|darts|pool|night|toilets?|doubles|singles)\b)/gi, "$1's "],
  [/\bfinal rd\b/gi, "final round"],
  [/\balc(?:ohol)?[- ]free\b/gi, "alcohol-free"],
  [/(?<=£\d+(?:\.\d{2})? )min\b(?!s)/gi, "minimum"],
  [/\bdry jan\b/gi, "Dry January"],
  // "start jan", "on sale sept": a month on its own after what happens then, written out.
  [/\b(start|starts|starting|from|until|till|end of|before|after|by|on sale|in) jan\b/gi, "$1 January"],
  [/\b(start|starts|starting|from|until|till|end of|before|after|by|on sale|in) feb\b/gi, "$1 February"],
  [/\b(start|starts|starting|from|until|till|end of|before|after|by|on sale|in) sept?\b/gi, "$1 September"],
  [/\b(start|starts|starting|from|until|till|end of|before|after|by|on sale|in) oct\b/gi, "$1 October"],
  [/\bsantas\b/gi, "Santa's"],
  [/\bhes\b/gi, "he's"],
  [/\bthis morn\b/gi, "this morning"],
  [/\b(?:vs\.?|versus|V|VS)(?=\s)/g, "v"],
  [/\b(?:til|untill)\b/gi, "till"],
  [/\b(?:bbq|barbie|barbeque)\b/gi, "BBQ"],
  [/\bdj\b/gi, "DJ"],
  [/\b(?:fish|fish&) ?(?:n|'n'|&|n') ?chips\b/gi, "fish and chips"],
  [/\bfish&chips\b/gi, "fish and chips"],
  [/(?<=[\p{L}\p{N})]) n (?=[\p{L}\p{N}])/gu, " and "],
  [/\b(?:cant)\b/gi, "can't"],
  [/\b(?:dont)\b/gi, "don't"],
  [/\b(?:wont)\b/gi, "won't"],
  [/\b(?:isnt)\b/gi, "isn't"],
  [/\b(?:doesnt)\b/gi, "doesn't"],
  [/\b(?:didnt)\b/gi, "didn't"],
  [/\b(?:youre)\b/gi, "you're"],
  [/\b(?:theres)\b/gi, "there's"],
  [/\b(?:whats)\b/gi, "what's"],
  [/\b(?:im)\b/gi, "I'm"],
  [/\b(?:ive)\b/gi, "I've"],
  [/\bi\b(?![.-])/g, "I"],
  [/\b(?:resturant|restaraunt)\b/gi, "restaurant"],
  [/\b(?:accomodation)\b/gi, "accommodation"],
  [/\b(?:definately|defo)\b/gi, "definitely"],
  [/\b(?:recieve)\b/gi, "receive"],
  [/\b(?:sandwhich|sanwich)\b/gi, "sandwich"],
  [/\b(?:brocolli)\b/gi, "broccoli"],
  [/\byorkshire puds\b/gi, "Yorkshire puddings"],
  [/\byorkshires\b/gi, "Yorkshires"],
  // "get in early it's going to be rammed": the reason goes with the ask, after a colon.
  [/\b(get (?:in|here|down) early)\s+(?=it's|it'll|it will)/gi, "$1: "],
  // "20hrs a wk £12.50ph": the hours, then the pay, each said in full.
  [/\b(\d+(?:-\d+)?) ?(?:hrs|hours) (?:a|per|p\/) ?(?:wk|week)\b/gi, "$1 hours a week"],
  [/(£\d+(?:\.\d{2})?) ?(?:ph|p\/h|per hr|an hr|phr)\b/gi, "$1 an hour"],
  [/\b(hours a week) (?=£\d+(?:\.\d{2})? an hour)/gi, "$1, "],
  // "tmrw (weds) quiz cancelled": the day in brackets is tomorrow's name, said once.
  [/\b(?:tomorrow|tonight|today)\s*\(\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*\)/gi, "$1"],
  // "karaoke from 9 instead w/ sharon": who, then "instead".
  [/\binstead\s+(?:with|w\/)\s+(\p{L}+(?:\s\p{L}+)?)(?=\s*(?:[,.;!🎤🎶]|$))/giu, "with $1 instead"],
  // "roast is bak", "bills r killin us": the landlord's spelling, written out.
  [/\bbak\b/gi, "back"],
  [/\b(\p{L}{3,})in\b(?= (?:us|me|it|them|you|everyone)\b)/giu, "$1ing"],
  // "£10 adv £12 on the door": in advance, then on the door.
  [/(£\d+(?:\.\d{2})?) (?:adv|advance)\b,?\s*(?=£)/gi, "$1 in advance, "],
  // "guest ale this wk timothy taylors landlord": the ale's name, then that it is this week's.
  [/\b(guest (?:ale|beer)) this (?:week|wk):? (?=\p{L})/giu, "$1 this week: "],
  // "energy bills r killing us": are.
  [/\b(bills|prices|costs|we|they|you|things|drinks|pints|tickets|tables) r\b/gi, "$1 are"],
  // "full time £13ph cv to bar": the hours and the pay apart, and the CV to the bar.
  [/\b((?:full|part)[- ]time) (?=£\d)/gi, "$1, "],
  [/\b(cvs?) (to|behind) bar\b/gi, "$1 $2 the bar"],
  // "local tipster in 1pm": in at one.
  [/\b(in) (?=\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm)\b)/gi, "$1 at "],
  // "abu dhabi gp": a Grand Prix, in its capitals.
  [/\b(?:gp|g\.p\.)(?=$|[\s,.!;:])/gi, "GP"],
  // "kids xmas party": the party is the kids', with its apostrophe.
  [
    /\b(kids|childrens) (?=(?:(?:christmas|xmas|halloween|easter|summer|fancy dress) )?(?:party|parties|disco|club|menu|film|movie|craft|crafts|quiz|corner|area)\b)/gi,
    "$1' ",
  ],
  // "new guest on from kirkstall brewery": a guest that is on is a guest ale.
  [/\b(new )?guest (?=on\b(?! the\b))/gi, "$1guest ale "],
  // "then its man city v liverpool": the "it's" says nothing once "then" has started the next thing.
  [/\b(then|after that|followed by),? it'?s (?=\S)/gi, "$1 "],
];

/**
 * One pattern that matches wherever any of `patterns` would (each kept whole as one alternative, with
 * the same flags), so a text that none of them touches is read once instead of once per pattern.
 * Only for patterns without backreferences, whose group numbers would shift.
 */
export function anyOf(patterns: readonly RegExp[]): RegExp[] {
  const byFlags = new Map<string, RegExp[]>();
  for (const pattern of patterns) {
    const flags = pattern.flags.replace(/[gy]/g, "");
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), pattern]);
  }
  return [...byFlags].map(
    ([flags, group]) => new RegExp(group.map((pattern) => `(?:${pattern.source})`).join("|"), flags),
  );
}

/**
 * When none of the fixes matches, none changes the text, so none of the later ones can match either:
 * the whole list is skipped. Most texts (every post the writing check reads) need no fix at all.
 */
const FIXES_MAY_APPLY = anyOf(FIXES.map(([pattern]) => pattern));

/** Emoji and pictographs (landlords add their own; a post chooses its own). */
const EMOJI =
  /\p{Extended_Pictographic}|\uFE0F|\u200D|\u20E3|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|[\u{E0020}-\u{E007F}]/gu;

/**
 * The brief with shorthand and typos put right, emoji gone, and spacing tidied; punctuation and the
 * landlord's words otherwise as typed.
 */
/** Capitals that spell a name or a body, not a shout: kept as typed. */
const ACRONYMS =
  /^(?:RNLI|CAMRA|ABBA|UEFA|FIFA|NATO|RSPCA|RSPB|NSPCC|NHS|BBC|ITV|TNT|DJ|DJS|TV|BBQ|NYE|NYD|PDC|UFC|PSG|WWE|NFL|NBA|AFC|FC|UK|USA|RIP|IPA|APA|ABV|VIP|DIY|PTA|WI|CV|CVS|KP|OAP|OAPS|GP|PPV|DAZN|SKY|ACDC|AC\/DC|UB40|ELO|INXS|REM|OK|PS|FYI|ASAP|XL|BOGOF|TBC|TBA|DM|PM|AM)$/;
/** Small words that, in capitals, are a landlord raising their voice ("FREE", "ALL", "BOOK NOW"). */
const SHOUTED_SMALL =
  /^(?:ALL|NOW|OFF|NEW|BIG|FOR|THE|AND|PUB|BAR|OUT|GET|YES|ONE|TWO|TEN|HOT|FUN|EAT|BUY|WIN|TOP|OUR|YOU|ARE|NOT|ANY|BUT|NO|ON|AT|IN|IS|SO|TOO|ONLY|FREE|BOOK|PLS)$/;

/** "9th jan" as "9th January": the words before it, then the month written out (as typed if unknown). */
function withMonthNamed(whole: string, before: string, month: string): string {
  const name = MONTHS.find((full) => full.toLowerCase().startsWith(month.slice(0, 3).toLowerCase()));
  return name ? `${before} ${name}` : whole;
}

/** "QUIZ night", "mince pies FREE", "BOOK now": a shouted word written as a word. */
function unshoutWords(text: string): string {
  // "QUIZ THURSDAY 8PM - £2 PP": a brief typed all in capitals is lowered whole, its acronyms kept.
  const letters = text.replace(/[^A-Za-z]/g, "");
  const shouted = letters.length > 3 && letters.replace(/[^A-Z]/g, "").length / letters.length > 0.7;
  return text.replace(/\b[A-Z]{2,}\b/g, (word) =>
    ACRONYMS.test(word) || (!shouted && word.length < 4 && !SHOUTED_SMALL.test(word))
      ? word
      : word.toLowerCase(),
  );
}

/**
 * The brief as the reader reads it: shorthand, typos and shouting written out. Kept per text, as the
 * check reads the same brief for every post and refinement written from it.
 */
export function tidyBrief(brief: string): string {
  return tidiedBriefs.get(brief, () => tidyBriefNow(brief));
}

const tidiedBriefs = recentCache<string>(64);

function tidyBriefNow(brief: string): string {
  let text = unshoutWords(
    brief
      .replace(EMOJI, " ")
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      // "sorry everyone... bar open as normal": the dots a landlord types between thoughts end one.
      .replace(/[ \t]*(?:\.{2,}|…)+[ \t]*(?=[^\s.…])/g, ". "),
  );
  if (FIXES_MAY_APPLY.some((pattern) => pattern.test(text)))
    for (const [pattern, fix] of FIXES) text = text.replace(pattern, fix);
  return (
    text
      // "me + jan are retiring": the landlord and their partner, said the way a sentence says it.
      .replace(
        /\bme\s*(?:\+|&|and)\s*([a-z]+)\s+(?=(?:are|have|will|would|were)\b)/gi,
        (_, partner: string) => `${partner[0]!.toUpperCase()}${partner.slice(1)} and I `,
      )
      // "fri 11th-sun 13th": one stretch of days, spaced so the second day is read as a day.
      .replace(/(\d(?:st|nd|rd|th))[-–](?=(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/gi, "$1 - ")
      // "monday the 7th of december": the day and its date, as the reader takes them.
      .replace(
        /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day) the (\d{1,2}(?:st|nd|rd|th))(?: of(?= (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))?/gi,
        "$1 $2",
      )
      // "sat 9th jan acoustic nite": the month after a date, written out, so it is never a name's.
      .replace(
        /\b(\d{1,2}(?:st|nd|rd|th))\s+(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi,
        (whole, date: string, month: string) => withMonthNamed(whole, date, month),
      )
      // "thru jan", "all jan", "end of jan": the month written out.
      .replace(
        /\b(through|till|until|in|all|end of|start of|for|during) (jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/gi,
        (whole, lead: string, month: string) => withMonthNamed(whole, lead, month),
      )
      // "15-17 jan": one stretch of dates, each with its ordinal.
      .replace(
        /\b(\d{1,2})\s*[-–]\s*(\d{1,2})(?=\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\b)/gi,
        (whole, from: string, to: string) =>
          Number(from) < Number(to) && Number(to) <= 31
            ? `${ordinal(Number(from))}-${ordinal(Number(to))}`
            : whole,
      )
      // "fri 22 - sun 24 jan": one stretch of days, each with its ordinal.
      .replace(
        /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day) (\d{1,2})\s*(?:-|–|to)\s*((?:mon|tues|wednes|thurs|fri|satur|sun)day) (\d{1,2})(?=\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi,
        (_, first: string, from: string, last: string, to: string) =>
          `${first} ${ordinal(Number(from))} to ${last} ${ordinal(Number(to))}`,
      )
      .replace(/([!?])\1+/g, "$1")
      .replace(/\.{4,}/g, "...")
      .replace(/[ \t]+/g, " ")
      .replace(/\s+([,.!?;:])/g, "$1")
      .trim()
  );
}

/** Words that call a thing off ("quiz cancelled", "bingo postponed"). */
export const CALLED_OFF = /\b(?:cancelled|canceled|called off|postponed)\b/i;

/** A price going up ("pints going up 20p", "price rise", "we've had to put prices up"). */
export const PRICE_GOING_UP =
  /\b(?:going up|go up|goes up|price (?:rise|increase)|prices? (?:up|rising|going up|increase)|put (?:the )?prices? up|increasing|(?:pints?|drinks?|beers?) (?:are )?up \d+p)\b/i;

/** A death a brief passes on. */
export const A_LOSS = /\b(?:passed away|rip|rest in peace|sad news|funeral|died)\b/i;

/** A named thing a brief can mention, with what a post may write for it. */
export interface Named {
  /** How a post writes it: "Quiz", "Karaoke", "Sunday roast". */
  name: string;
  /** What a brief types. */
  said: RegExp;
  /** What counts as the post naming it (defaults to `said`). */
  written?: RegExp;
}

/** Events and nights: a post must name the ones the brief gives, and never add one it did not. */
export const EVENTS: Named[] = [
  { name: "music bingo", said: /\bmusic bingo\b/i },
  { name: "bingo", said: /\bbingo\b/i },
  { name: "quiz", said: /\bquiz(?:zes|ing)?\b|\btrivia\b/i, written: /\bquiz|\btrivia\b/i },
  { name: "karaoke", said: /\bkaraoke\b/i },
  { name: "open mic", said: /\bopen[- ]mic\b/i },
  {
    name: "live music",
    said: /\blive music\b|\blive band\b|\bband\b|\bgig\b|\bacoustic\b|\btribute (?:act|band|night)\b|\bsinger\b|\bjazz\b|\bfolk (?:night|session|club)\b|\bmusic session\b|\bunplugged\b/i,
    written:
      /\blive music\b|\bband\b|\bgig\b|\bacoustic\b|\btribute\b|\bsinger\b|\blive\b|\bjazz\b|\bfolk\b|\bsession\b|\bunplugged\b/i,
  },
  { name: "DJ", said: /\bDJ\b|\bdisco\b/i, written: /\bDJ\b|\bdisco\b/i },
  { name: "race night", said: /\brace night\b/i },
  {
    name: "comedy",
    said: /\bcomedy\b|\bcomedian\b|\bstand[- ]?up\b/i,
    written: /\bcomed(?:y|ian)\b|\bstand[- ]?up\b/i,
  },
  { name: "murder mystery", said: /\bmurder mystery\b/i },
  { name: "meat raffle", said: /\bmeat raffle\b/i },
  { name: "raffle", said: /\braffle\b|\btombola\b/i },
  { name: "fancy dress", said: /\bfancy dress\b|\bcostumes?\b/i, written: /\bfancy dress\b|\bcostume/i },
  { name: "beer festival", said: /\bbeer fest(?:ival)?\b/i, written: /\bbeer fest/i },
  { name: "tap takeover", said: /\btap takeover\b/i },
  { name: "happy hour", said: /\bhappy hours?\b/i },
  { name: "ceilidh", said: /\bceilidh\b/i },
  {
    name: "BBQ",
    said: /\bBBQ\b|\bbarbecue\b|\bhog roast\b/i,
    written: /\bBBQ\b|\bbarbecue\b|\bhog roast\b/i,
  },
  { name: "bottomless brunch", said: /\bbottomless\b/i },
  { name: "tasting", said: /\b(?:wine|gin|whisky|beer|rum|cheese) tasting\b/i, written: /\btasting\b/i },
  { name: "poker", said: /\bpoker\b/i },
  {
    name: "pool",
    said: /\bpool (?:comp|competition|tournament|league|night|team)\w*/i,
    written: /\bpool\b/i,
  },
  { name: "dominoes", said: /\bdominoes\b/i },
  { name: "crib", said: /\bcrib(?:bage)?\b/i },
  { name: "bake sale", said: /\bbake sale\b|\bcake sale\b/i, written: /\b(?:bake|cake) sale\b/i },
  { name: "coffee morning", said: /\bcoffee morning\b/i },
  { name: "book club", said: /\bbook club\b/i },
  { name: "knit and natter", said: /\bknit(?:ting)?\b/i },
  { name: "dog show", said: /\bdog show\b/i },
  { name: "car boot", said: /\bcar boot\b/i },
  { name: "silent disco", said: /\bsilent disco\b/i },
  { name: "wake", said: /\bwake\b(?! up)/i },
];

/** Occasions: named only when the brief names them. */
export const OCCASIONS: Named[] = [
  { name: "Christmas party season", said: /\b(?:christmas )?party season\b/i, written: /\bparty season\b/i },
  { name: "Christmas Eve", said: /\bchristmas eve\b/i },
  { name: "Christmas Day", said: /\bchristmas day\b/i },
  { name: "Boxing Day", said: /\bboxing day\b/i },
  { name: "Christmas", said: /\bchristmas\b|\bfestive\b/i, written: /\bchristmas\b|\bfestive\b|\bxmas\b/i },
  { name: "New Year's Eve", said: /\bnew year'?s eve\b/i, written: /\bnew year/i },
  { name: "New Year's Day", said: /\bnew year'?s day\b/i, written: /\bnew year/i },
  { name: "New Year", said: /\bnew year\b/i },
  { name: "Halloween", said: /\bhallowe'?en\b/i },
  { name: "Bonfire Night", said: /\bbonfire night\b|\bguy fawkes\b|\bfireworks? night\b/i },
  { name: "Burns Night", said: /\bburns night\b/i },
  { name: "Valentine's Day", said: /\bvalentine'?s?\b/i, written: /\bvalentine/i },
  {
    name: "St Patrick's Day",
    said: /\bst\.? ?patrick'?s\b|\bpaddy'?s day\b/i,
    written: /\bpatrick|\bpaddy/i,
  },
  { name: "St David's Day", said: /\bst\.? ?david'?s\b/i, written: /\bdavid'?s/i },
  { name: "St George's Day", said: /\bst\.? ?george'?s\b/i, written: /\bgeorge'?s/i },
  { name: "St Andrew's Day", said: /\bst\.? ?andrew'?s\b/i, written: /\bandrew'?s/i },
  { name: "Easter", said: /\beaster\b/i },
  { name: "Mother's Day", said: /\bmother'?s day\b|\bmothering sunday\b/i, written: /\bmother/i },
  { name: "Father's Day", said: /\bfather'?s day\b/i, written: /\bfather/i },
  { name: "Pancake Day", said: /\bpancake day\b|\bshrove tuesday\b/i, written: /\bpancake day\b|\bshrove/i },
  { name: "bank holiday", said: /\bbank hol(?:iday)?s?\b/i, written: /\bbank hol/i },
  { name: "Eurovision", said: /\beurovision\b/i },
  { name: "Oktoberfest", said: /\boktoberfest\b/i },
  { name: "Burns Night", said: /\bburns supper\b/i, written: /\bburns\b/i },
  { name: "Mad Friday", said: /\bmad friday\b/i },
  { name: "Black Friday", said: /\bblack friday\b/i },
  { name: "Dry January", said: /\bdry january\b|\bdryathlon\b/i, written: /\bdry january\b|\bdryathlon\b/i },
];

/** Dishes (most specific first): a post names every one the brief gives. */
export const DISHES: Named[] = [
  {
    name: "Christmas menu",
    said: /\b(?:christmas|festive) menus?\b/i,
    written: /\b(?:christmas|festive) menu/i,
  },
  {
    name: "Christmas dinner",
    said: /\bchristmas (?:dinners?|lunch(?:es)?)\b/i,
    written: /\bchristmas (?:dinner|lunch)/i,
  },
  {
    name: "Sunday roast",
    said: /\bsunday (?:roasts?|lunch(?:es)?|dinners?)\b/i,
    written: /\bsunday (?:roast|lunch|dinner)/i,
  },
  { name: "carvery", said: /\bcarvery\b/i },
  {
    name: "roast potatoes",
    said: /\broast (?:potato(?:es)?|spuds|tatties)\b|\broasties\b/i,
    written: /\broast (?:potato|spuds|tatties)|\broasties\b/i,
  },
  { name: "nut roast", said: /\bnut roast\b/i },
  { name: "roast", said: /\broasts?\b/i, written: /\broast/i },
  { name: "Yorkshire pudding", said: /\byorkshire(?:s| puddings?)\b/i, written: /\byorkshire/i },
  {
    name: "fish and chips",
    said: /\bfish and chips\b|\bfish supper\b/i,
    written: /\bfish and chips\b|\bfish supper\b/i,
  },
  { name: "pie and mash", said: /\bpie and mash\b/i },
  { name: "steak and ale pie", said: /\bsteak and ale pie\b/i },
  { name: "mince pies", said: /\bmince pies?\b/i, written: /\bmince pie/i },
  { name: "pie", said: /\bpies?\b/i, written: /\bpies?\b/i },
  { name: "steak", said: /\bsteaks?\b/i, written: /\bsteak/i },
  { name: "burger", said: /\bburgers?\b/i, written: /\bburger/i },
  { name: "curry", said: /\bcurr(?:y|ies)\b/i, written: /\bcurr(?:y|ies)\b/i },
  { name: "pizza", said: /\bpizzas?\b/i, written: /\bpizza/i },
  { name: "wings", said: /\bwings\b/i },
  { name: "nachos", said: /\bnachos\b/i },
  { name: "ploughman's", said: /\bploughman'?s\b/i, written: /\bploughman/i },
  {
    name: "full English",
    said: /\bfull english\b|\bfry[- ]?ups?\b/i,
    written: /\bfull english\b|\bfry[- ]?up/i,
  },
  {
    name: "breakfast",
    said: /\bbreakfasts?\b|\bbrekk(?:ie|y)\b/i,
    written: /\bbreakfast|\bbrekk(?:ie|y)\b/i,
  },
  { name: "brunch", said: /\bbrunch\b/i },
  {
    name: "bacon butties",
    said: /\bbacon (?:butt(?:y|ies)|sarnies?|sandwich(?:es)?|rolls?|baps?|cobs?|barms?)\b/i,
    written: /\bbacon (?:butt(?:y|ies)|sarnies?|sandwich(?:es)?|rolls?|baps?|cobs?|barms?)\b/i,
  },
  { name: "sausage rolls", said: /\bsausage rolls?\b/i, written: /\bsausage roll/i },
  { name: "hot dogs", said: /\bhot ?dogs?\b/i, written: /\bhot ?dog/i },
  {
    name: "bangers and mash",
    said: /\b(?:bangers|sausage) (?:and|&|n) mash\b/i,
    written: /\b(?:bangers|sausage) and mash\b/i,
  },
  { name: "scampi", said: /\bscampi\b/i },
  { name: "lasagne", said: /\blasagnes?\b/i, written: /\blasagne/i },
  { name: "chilli", said: /\bchilli(?: con carne)?\b/i, written: /\bchilli\b/i },
  { name: "mixed grill", said: /\bmixed grill\b/i },
  {
    name: "sharing platter",
    said: /\bsharing (?:platters?|boards?)\b/i,
    written: /\bsharing (?:platter|board)/i,
  },
  { name: "sticky toffee pudding", said: /\bsticky toffee\b/i },
  { name: "afternoon tea", said: /\bafternoon teas?\b/i, written: /\bafternoon tea/i },
  { name: "tapas", said: /\btapas\b/i },
  { name: "mussels", said: /\bmussels\b/i },
  { name: "toasties", said: /\btoasties?\b/i, written: /\btoastie/i },
  { name: "pancakes", said: /\bpancakes\b/i },
  { name: "chips", said: /\bchips\b/i },
  { name: "soup", said: /\bsoups?\b/i, written: /\bsoup/i },
  { name: "sandwiches", said: /\bsandwich(?:es)?\b|\bsarnies?\b/i, written: /\bsandwich|\bsarnie/i },
  { name: "cheeseboard", said: /\bcheese ?boards?\b/i, written: /\bcheese ?board/i },
  { name: "haggis", said: /\bhaggis\b/i },
  { name: "tacos", said: /\btacos?\b/i, written: /\btaco/i },
  { name: "kebab", said: /\bkebabs?\b/i, written: /\bkebab/i },
  { name: "hotpot", said: /\bhot ?pot\b/i, written: /\bhot ?pot\b/i },
];

/** Drinks: a post names every one the brief gives. */
export const DRINKS: Named[] = [
  { name: "Guinness", said: /\bguinness\b/i },
  { name: "prosecco", said: /\bprosecco\b/i },
  { name: "espresso martini", said: /\bespresso martinis?\b/i, written: /\bespresso martini/i },
  { name: "cocktails", said: /\bcocktails?\b/i, written: /\bcocktail/i },
  { name: "mocktails", said: /\bmocktails?\b/i, written: /\bmocktail/i },
  { name: "mulled wine", said: /\bmulled wine\b/i },
  { name: "gin", said: /\bgins?\b|\bG&Ts?\b|\bgin and tonics?\b/i, written: /\bgin|\bG&T/i },
  { name: "Pimm's", said: /\bpimm'?s\b/i, written: /\bpimm'?s\b/i },
  { name: "Aperol", said: /\baperol\b|\bspritz\b/i, written: /\baperol\b|\bspritz\b/i },
  { name: "guest ale", said: /\bguest (?:ales?|beers?)\b/i, written: /\bguest (?:ale|beer)/i },
  { name: "real ale", said: /\breal ales?\b|\bcask\b/i, written: /\breal ale|\bcask\b/i },
  { name: "craft beer", said: /\bcraft (?:beers?|ales?|lagers?)\b/i, written: /\bcraft\b/i },
  { name: "IPA", said: /\bIPAs?\b/i },
  { name: "stout", said: /\bstouts?\b/i, written: /\bstout/i },
  { name: "cider", said: /\bciders?\b/i, written: /\bcider/i },
  { name: "lager", said: /\blagers?\b/i, written: /\blager/i },
  { name: "whisky", said: /\bwhiske?y\b|\bscotch\b/i, written: /\bwhiske?y\b|\bscotch\b/i },
  { name: "rum", said: /\brum\b/i },
  { name: "wine", said: /\bwines?\b/i, written: /\bwine/i },
  {
    name: "champagne",
    said: /\bchampagne\b|\bbubbly\b|\bfizz\b/i,
    written: /\bchampagne\b|\bbubbly\b|\bfizz\b/i,
  },
  { name: "hot chocolate", said: /\bhot chocolates?\b/i, written: /\bhot chocolate/i },
  {
    name: "alcohol-free",
    said: /\balcohol[- ]free\b|\b0\.0%?|\blow (?:and|&) no\b/i,
    written: /\balcohol[- ]free\b|\b0\.0|\blow and no\b/i,
  },
  { name: "shots", said: /\bshots\b|\bj[aä]gerbombs?\b/i, written: /\bshots?\b|\bj[aä]gerbomb/i },
  // Timothy Taylor's Landlord, a beer: never the word "landlord" on its own.
  {
    name: "Landlord",
    said: /\b(?:timothy )?taylor'?s? landlord\b|\blandlord (?:is )?(?:back )?on (?:cask|tap|the pumps?)\b/i,
    written: /\blandlord\b/i,
  },
  { name: "pints", said: /\bpints?\b/i, written: /\bpints?\b/i },
];

/** Competitions, as a post writes them. */
export const COMPETITIONS: Named[] = [
  {
    name: "Premier League",
    said: /\bpremier league\b|\bthe prem\b|\bEPL\b/i,
    written: /\bpremier league\b|\bthe prem\b|\bEPL\b/i,
  },
  {
    name: "Champions League",
    said: /\bchampions league\b|\bUCL\b/i,
    written: /\bchampions league\b|\bUCL\b/i,
  },
  { name: "Europa League", said: /\beuropa league\b/i },
  { name: "FA Cup", said: /\bfa cup\b/i },
  { name: "Carabao Cup", said: /\bcarabao cup\b|\bleague cup\b/i, written: /\bcarabao\b|\bleague cup\b/i },
  { name: "Six Nations", said: /\bsix nations\b|\b6 nations\b/i, written: /\bsix nations\b|\b6 nations\b/i },
  { name: "Rugby World Cup", said: /\brugby world cup\b/i, written: /\bworld cup\b/i },
  {
    name: "World Cup qualifier",
    said: /\bworld cup qualifiers?\b/i,
    written: /\bworld cup\b[^.]*\bqualif/i,
  },
  { name: "World Cup", said: /\bworld cup\b/i },
  { name: "Euro qualifier", said: /\beuro (?:20\d\d )?qualifiers?\b/i, written: /\beuro\b[^.]*\bqualif/i },
  { name: "the Euros", said: /\beuros\b|\beuro 20\d\d\b/i, written: /\beuros?\b/i },
  { name: "the Ashes", said: /\bashes\b/i },
  {
    name: "the Champions Cup",
    said: /\b(?:rugby |investec )?champions cup\b/i,
    written: /\bchampions cup\b/i,
  },
  { name: "Wimbledon", said: /\bwimbledon\b/i },
  { name: "the Grand National", said: /\bgrand national\b/i },
  { name: "Cheltenham", said: /\bcheltenham\b/i },
  { name: "Royal Ascot", said: /\broyal ascot\b|\bascot\b/i, written: /\bascot\b/i },
  { name: "the Ryder Cup", said: /\bryder cup\b/i },
  {
    name: "the Grand Prix",
    said: /\bgrand prix\b|\bf1\b|\bformula (?:1|one)\b/i,
    written: /\bgrand prix\b|\bgp\b|\bf1\b|\bformula (?:1|one)\b/i,
  },
  {
    name: "the World Darts",
    said: /\bworld darts\b|\bdarts world\b|\bally pally\b/i,
    written: /\bdarts\b|\bally pally\b/i,
  },
  { name: "the World Matchplay", said: /\b(?:world )?matchplay\b/i, written: /\bmatchplay\b/i },
  { name: "the Grand Slam of Darts", said: /\bgrand slam of darts\b/i },
  { name: "the Masters", said: /\bthe masters\b/i },
  { name: "the Open", said: /\bthe open championship\b/i, written: /\bthe open\b/i },
  { name: "Nations League", said: /\bnations league\b/i },
];

/** TV channels, as a post writes them. */
export const CHANNELS: Named[] = [
  // The pay-per-view fight is its own channel: "on sky box office" is never plain Sky Sports.
  {
    name: "Sky Box Office",
    said: /\bsky (?:sports )?box office\b/i,
    written: /\bbox office\b/i,
  },
  {
    name: "Sky Sports",
    said: /\bsky sports?\b(?! box office)|\bon sky\b(?! (?:sports )?box office)|\bsky (?:main event|showcase|arena)\b/i,
    written: /\bsky\b/i,
  },
  { name: "TNT Sports", said: /\btnt(?: sports?)?\b|\bbt sports?\b/i, written: /\btnt\b|\bbt sport/i },
  { name: "BBC", said: /\bbbc\b/i },
  { name: "ITV", said: /\bitv\d?\b/i },
  {
    name: "Amazon Prime",
    said: /\bprime video\b|\bamazon prime\b|\bamazon\b/i,
    written: /\bprime\b|\bamazon\b/i,
  },
  { name: "Channel 4", said: /\bchannel 4\b/i },
  { name: "Premier Sports", said: /\bpremier sports\b/i },
];

/** The big meetings by name: each is a day of racing on its own, so it can head a post. */
export const RACE_MEETINGS =
  "grand national|(?:welsh|scottish|irish|midlands) (?:grand )?national|cheltenham";
/**
 * The big races by name, read as racing wherever a brief or a poster meets them: one list, so the
 * post, its kind and its art agree. A race inside a meeting ("racing sat, king george at 3.05") is
 * a detail of the racing, never a second happening.
 */
export const BIG_RACES = `${RACE_MEETINGS}|king george|gold cup|tingle creek`;

/**
 * Rugby sides and competitions whose names say rugby on their own ("leeds rhinos v hull kr", "sale
 * sharks"), so their match is never drawn with a football. Names shared with football clubs ("Wigan",
 * "Saints", "Bath") are left out, apart from the derby no pub would mistake ("wigan v saints").
 */
export const RUGBY_SIDES = String.raw`rhinos|hull kr|hull fc|wigan warriors|st\.? helens (?:v|vs)\b|(?:v|vs) st\.? helens|warrington wolves|catalans dragons|castleford tigers|cas tigers|huddersfield giants|salford red devils|leigh leopards|wakefield trinity|bradford bulls|featherstone rovers|york knights|london broncos|widnes vikings|super league|calcutta cup|champions cup rugby|investec champions cup|saracens|harlequins|leicester tigers|northampton saints|exeter chiefs|bristol bears|sale sharks|gloucester rugby|bath rugby|newcastle falcons|leinster|munster|ulster rugby|connacht|glasgow warriors|ospreys|scarlets|cardiff rugby|premiership rugby|gallagher premiership|autumn nations|british (?:and|&) irish lions|all blacks|springboks|wallabies|wigan v saints|saints v wigan`;

/**
 * Where a campaign stage's countdown is, as its brief opens ("The countdown is on:", "Two hours to
 * go:", "Match day:"): the post opens with it, and what follows is the thing it counts down to.
 */
export const COUNTDOWN_LEAD =
  /^\s*(the countdown is on|(?:one|two|three|four|\d{1,2}) hours? to go|(?:match|race|event|tournament) day|fight night)\s*:\s*/i;

/** Sports, with the words that say a brief (or a post) is about one. */
export const SPORT_WORDS = new RegExp(
  String.raw`\b(?:football|footy|soccer|rugby|cricket|darts|boxing(?! ?day)|fight night|f1|formula (?:1|one)|grand prix|gp|horse racing|the racing|itv racing|racing (?:at|from|on)|(?:boxing day|new year'?s day|festive|jump|jumps|flat) racing|the races|race day|golf|tennis|snooker|kick-off|kick off|kickoff|match ?day|the match|big match|big game|half[- ]time|final whistle|penalt(?:y|ies)|big screens?|premier league|champions league|europa league|six nations|${RUGBY_SIDES}|world cup|euros|fa cup|carabao|ashes|wimbledon|${BIG_RACES}|ryder cup|sky sports|tnt sports|bt sport|derby day|title fight|cup final|play-?offs?|(?:big|heavyweight|fury|joshua|usyk|dubois|canelo|ufc) fight|ring ?walks?|ufc|world darts|ally pally)\b`,
  "i",
);

/** Sport hashtags count as talking about sport. */
export const SPORT_HASHTAGS =
  /^#(?:MatchDay|LiveSport|SportsBar|BigScreen|Football|Footy|Rugby\w*|Cricket|Darts|Boxing|FightNight|F1|Formula1|HorseRacing|RaceDay|Tennis|Golf|ThreeLions|PremierLeague|ChampionsLeague|SixNations|WorldCup)$|^#[A-Z]{2,4}v[A-Z]{2,4}$/;

/** Offers: named only when the brief names them. */
export const OFFERS: Named[] = [
  {
    name: "half price",
    said: /\bhalf[- ]price\b|\bhalf off\b|\b50% off\b/i,
    written: /\bhalf[- ]price\b|\bhalf off\b|\b50% off\b/i,
  },
  {
    name: "2-for-1",
    said: /\b(?:2|two)[- ]for[- ](?:1|one)\b|\bbogof\b|\bbuy one,? get one\b|\b2 4 1\b|\b241\b/i,
    written: /\b(?:2|two)[- ]for[- ](?:1|one)\b|\bbogof\b|\bbuy one,? get one\b/i,
  },
  {
    name: "per cent off",
    said: /\b\d+ ?%\s*off\b|\b\d+ ?per ?cent off\b/i,
    written: /\b\d+ ?%\s*off\b|\b\d+ ?per ?cent off\b/i,
  },
  {
    name: "something free",
    said: /\bfree\b|\bon the house\b|\bcomplimentary\b/i,
    written:
      /\bfree (?:pints?|drinks?|beers?|shots?|food|glass|bottle|chips|dessert|pudding|starter|round|bar|meal|entry|gift|prosecco|cocktails?)\b|\bkids eat free\b|\bon the house\b|\bcomplimentary\b/i,
  },
  { name: "discount", said: /\bdiscount\b|\b\d+% off\b/i, written: /\bdiscount/i },
  { name: "bottomless", said: /\bbottomless\b/i },
  { name: "happy hour", said: /\bhappy hours?\b/i },
];

/** Common team abbreviations: a post may write either form. */
export const TEAM_ALIASES: string[][] = [
  ["man utd", "man united", "manchester united", "united"],
  ["man city", "manchester city", "city"],
  ["spurs", "tottenham", "tottenham hotspur"],
  ["wolves", "wolverhampton", "wolverhampton wanderers"],
  ["villa", "aston villa"],
  ["newcastle", "newcastle united", "toon"],
  ["west ham", "west ham united", "hammers"],
  ["forest", "nottingham forest", "nott'm forest"],
  ["brighton", "brighton and hove albion", "brighton & hove albion"],
  ["leeds", "leeds united", "leeds utd"],
  ["sheff utd", "sheffield united"],
  ["sheff wed", "sheffield wednesday"],
  ["psg", "paris saint-germain", "paris st germain"],
  ["boro", "middlesbrough"],
  ["qpr", "queens park rangers"],
  ["celtic"],
  ["rangers", "glasgow rangers"],
];

/** Words that say a brief is about music or a turn on stage, so "with …" names an act. */
export const PERFORMANCE =
  /\b(?:live|music|musc|band|gig|acoustic|singer|duo|trio|tribute|DJ|comedy|comedian|jazz|folk|blues|soul|motown|rock|country|piano|unplugged|session|ukulele|brass|choir|carols?|magician|headlin\w*|karaoke|open mic|playing)\b/i;

/** Small words that keep lower case inside a title ("Dave and the Dreamers"). */
export const SMALL_WORDS = new Set([
  "and",
  "of",
  "the",
  "a",
  "an",
  "on",
  "in",
  "at",
  "for",
  "with",
  "to",
  "v",
  "&",
]);

/** "the rusty nails" → "The Rusty Nails"; "qpr" → "QPR"; small words stay small inside. */
export function titleCaseName(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      if (/^[a-z]{2,3}$/i.test(word) && !/[aeiouy]/i.test(word)) return word.toUpperCase();
      if (/[A-Z]/.test(word.slice(1))) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** Escapes text for a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Landlord shorthand that runs two thoughts together without the comma a post needs: "no food just
 * drinks", "cash only no cards", "sorry no cash". Shared by the writer (which puts the comma in)
 * and the writing check (which asks for it), so both read the same shorthand.
 */
export const SHORTHAND_WITHOUT_COMMA =
  /\bno (?:[\p{L}'’]+ ){0,2}[\p{L}'’]+ (?:just|only)\b|\bonly (?:no|not)\b|(?:^|(?<=[.!?] ))(?:sorry|apologies) (?:no|not|we|the)\b|(?:^|(?<=[.!?] ))(?:because of|due to) (?:[\p{L}'’]+ ){1,4}?(?:we|we've|we're|we'll|we'd)\b|(?:^|(?<=[.!?] ))if not (?:it's|it'll|we|we'll|we're)\b|(?:^|(?<=[.!?] ))if (?:[\p{L}\p{N}'’]+ ){1,5}?(?:we'll|we're|we|it'll|let us know|ask (?:at|for|behind)|pop in|give us|drop us|message us|call us|ring us)\b/giu;

/** The shorthand with its comma: "no food just drinks" → "no food, just drinks"; no word changed. */
export function punctuateShorthand(text: string): string {
  if (!/\b(?:no|only|sorry|apologies|because|due|if)\b/i.test(text)) return text;
  return text.replace(SHORTHAND_WITHOUT_COMMA, withComma);
}

/** "no food just" → "no food, just": the comma goes before the last word ("if it's yours ask at", before "ask"). */
export function withComma(shorthand: string): string {
  const lastTwo = / (let us know|(?:ask|pop|give|drop|message|call|ring) (?:at|for|behind|in|us))$/i;
  if (!lastTwo.test(shorthand)) return shorthand.replace(/ (\S+)$/, ", $1");
  // "if anyone handed them in please message us": the comma goes before the "please".
  return shorthand.replace(
    /(?: (please|pls))? (let us know|\S+ \S+)$/i,
    (_, please: string | undefined, ask: string) => (please ? `, ${please} ${ask}` : `, ${ask}`),
  );
}

/**
 * Something that happens within an event at a time of its own ("tap takeover fri, meet the brewer
 * from 7"): the time is the happening's, not the event's (the takeover is on from opening).
 */
const HAPPENING_WORDS =
  "meet (?:the|our)|meet and greet|meet-and-greet|q ?& ?a|tutored|tasting|talk|signing|demo|masterclass|presentation|prize ?giving|speeches|raffle draw|buffet|fireworks|doors|ring ?walks?|main event|coach|bus|minibus|bonfire|santa|father christmas|piper|bagpipes|sign(?:[- ]?ups?| up)|registration|last entry|no entry|eyes down|practice|training|rehearsals?";
export const OWN_HAPPENING = new RegExp(`^(?:${HAPPENING_WORDS})\\b`, "i");
/** Where a happening starts inside a clause ("cheltenham trip sat 12th | coach leaves 9am"). */
// Never straight after what includes it: "£25 inc buffet" is what the ticket buys, not a happening.
// Nor after an article or a verb: "no hire fee if you have a buffet from us" is one condition.
export const HAPPENING_STARTS = new RegExp(
  `(?<!\\b(?:inc|incl|including|with|and|&|plus|n|free|a|an|the|your|our|have|has|get|order|book|want|of)\\.?)\\s(?=(?:${HAPPENING_WORDS})\\b)`,
  "gi",
);

/** A brief saying its sport is on the telly, not played at the pub: a screen, a channel, a broadcaster. */
export const ON_TV =
  /\b(?:tv|telly|sky|tnt|bt sport|bbc|itv|dazn|screens?|live on|channel|on the box|projector)\b/i;
