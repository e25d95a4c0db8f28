import { saysNoBooking } from "./call-to-action";
import type { ImagePlatform } from "./constants";
import { detectThemes, headlineFrom, offersFrom, type Theme, whenFrom } from "./themes";

const THEME_TAGS: Record<Theme, string[]> = {
  newyear: ["#NewYearsEve", "#NYE"],
  bonfire: ["#BonfireNight"],
  burns: ["#BurnsNight"],
  stpatricks: ["#StPatricksDay"],
  valentines: ["#ValentinesDay"],
  easter: ["#Easter"],
  golf: ["#Golf"],
  tennis: ["#Tennis"],
  snooker: ["#Snooker"],
  cocktails: ["#Cocktails"],
  wine: ["#Wine"],
  bingo: ["#Bingo", "#EyesDown"],
  quiz: ["#PubQuiz", "#QuizNight"],
  football: ["#MatchDay", "#LiveFootball"],
  rugby: ["#Rugby", "#MatchDay"],
  cricket: ["#Cricket", "#BeerGarden"],
  racing: ["#RaceDay"],
  f1: ["#F1", "#GrandPrix"],
  boxing: ["#FightNight", "#Boxing"],
  food: ["#PubGrub", "#FoodieUK"],
  roast: ["#SundayRoast", "#SundayLunch"],
  music: ["#LiveMusic"],
  karaoke: ["#Karaoke"],
  christmas: ["#ChristmasAtThePub", "#Festive"],
  halloween: ["#Halloween"],
  garden: ["#BeerGarden", "#SunnyDays"],
  darts: ["#Darts"],
  comedy: ["#ComedyNight"],
  drinks: ["#Cheers", "#RealAle"],
  pub: ["#LocalPub"],
};

const THEME_LINES: Record<Theme, [string, string]> = {
  newyear: ["See the year out with us", "Raise a glass at midnight"],
  bonfire: ["Wrap up warm", "Warm up by the fire after the fireworks"],
  burns: ["Haggis, neeps and a dram", "Raise a glass to the bard"],
  stpatricks: ["Sláinte!", "The black stuff is poured and waiting"],
  valentines: ["Bring someone special", "A table for two is waiting"],
  easter: ["Long weekend, longer lunches", "The whole family is welcome"],
  golf: ["Every shot on the big screen", "Pull up a stool for the final holes"],
  tennis: ["Every point on the big screen", "Grab a drink and settle in for the match"],
  snooker: ["Every frame on the screen", "Quiet please, the pints are poured"],
  cocktails: ["Shaken, stirred and poured with care", "Your favourite cocktail is waiting at the bar"],
  wine: ["Something good in every glass", "Pull up a chair and pour another"],
  bingo: ["Eyes down, dabbers at the ready", "Full house? Shout it loud"],
  quiz: [
    "Dust off your thinking caps",
    "Bring your brainiest mates and a team name that'll make the quizmaster laugh",
  ],
  football: ["Big screen, cold pints, great atmosphere", "Get here early for the best seats"],
  rugby: ["Every try on the big screen", "Jerseys on, pints poured, let's have it"],
  cricket: ["Long afternoon, cold drinks, cricket on", "Pull up a chair for every over"],
  racing: ["Hats on, glasses up", "Every race on the screens"],
  f1: ["Lights out and away we go", "Every lap on the big screen"],
  boxing: ["Every round on the big screen", "Get here early for a good view of the fight"],
  food: ["Proper food, proper portions", "Made fresh in our kitchen"],
  roast: ["The roast you've been thinking about all week", "Yorkshires the size of your head"],
  music: ["Live music, great company", "Grab a drink and find a spot near the band"],
  karaoke: ["Warm up those vocal cords", "No talent required, just enthusiasm"],
  christmas: ["The fire's lit and the tree is up", "Book your festive table before it's gone"],
  halloween: ["Come as something scary", "Prizes for the best costume"],
  garden: ["The garden's open and the sun's out", "Your table in the sunshine is waiting"],
  darts: ["Oche, oche, oche", "Bring your arrows and your A game"],
  comedy: ["Guaranteed laughs", "Get a drink in before the first act"],
  drinks: ["Cheers to that", "Something cold and delicious waiting at the bar"],
  pub: ["Your local's waiting", "Good company, good drinks, good times"],
};

/**
 * The headline as it reads inside a sentence. A short name keeps its capitals ("Quiz Night",
 * "England v South Africa"); a longer phrase is written as a landlord types a sentence ("Christmas
 * party bookings now open"), keeping the words the brief itself capitalised and the days.
 */
export function subjectInSentence(headline: string, description: string): string {
  const words = headline.split(/\s+/).filter(Boolean);
  if (words.length <= 3 || /\sv\s/i.test(headline)) return headline;
  const written = new Set(description.split(/[^\p{L}'’]+/u).filter((word) => /^\p{Lu}/u.test(word)));
  return words
    .map((word, index) =>
      index === 0 || written.has(word) || DAY_NAME.test(word) || /^[A-Z0-9£]{2,}$/.test(word)
        ? word
        : word.toLowerCase(),
    )
    .join(" ");
}

const DAY_NAME = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/i;

/**
 * The poster's "Thursday · 8pm" as words in a sentence: "on Thursday at 8pm", "all day on Saturday",
 * "tonight at 9.30pm", "on Friday, 5-7pm". The parts the headline already says are left out.
 */
export function whenInSentence(when: string | null, headline: string): string | null {
  if (!when) return null;
  const said = headline.toLowerCase();
  const parts = when.split(" · ").filter((part) => !said.includes(part.toLowerCase()));
  const words: string[] = [];
  for (const part of parts) {
    if (DAY_NAME.test(part)) words.push(`on ${part}`);
    // "Every Friday": a weekly night keeps its day's capital.
    else if (/^every \w+day\b/i.test(part)) words.push(`every ${part.slice(6)}`);
    else if (/\d/.test(part)) words.push(/[-–]/.test(part) ? `, ${part}` : `at ${part}`);
    else words.push(part.toLowerCase());
  }
  const phrase = words.join(" ").replace(/ ,/g, ",");
  return phrase.length > 0 ? phrase : null;
}

/** A sentence ends once: "Book your table today!" keeps its own mark. */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Three ready-to-post captions for the image, from the description, the pub's name and the
 * overlay text; hashtags suit the platform (Instagram takes more than Facebook). They read as a
 * landlord writes: a sentence with the event's name, the day in words (no poster "·"), each price
 * exactly as written and said once, and the poster's own words not echoed back.
 */
export function suggestCaptions(input: {
  description: string;
  pubName: string | null;
  textOverlay: string | null;
  platform: ImagePlatform;
}): string[] {
  const themes = detectThemes(input.description);
  const theme = themes[0] ?? "pub";
  const headline = headlineFrom(input.description);
  const subject = subjectInSentence(headline, input.description);
  const when = whenInSentence(whenFrom(input.description), headline);
  // Prices exactly as the landlord wrote them, with what they are for; a bare price ("£16.95") is
  // the headline's own and reads "Just £16.95".
  const offers = offersFrom(input.description, headline).filter(
    (offer) => !headline.toLowerCase().includes(offer.toLowerCase()),
  );
  const offerLine =
    offers.length === 0
      ? ""
      : ` ${sentence(offers.map((offer, index) => (index === 0 && /^£[\d.,]+$/.test(offer) ? `Just ${offer}` : offer)).join(", "))}`;
  const at = input.pubName ? ` at ${input.pubName}` : "";
  const whenPart = when ? (when.startsWith(",") ? when : ` ${when}`) : "";
  const [hook, stockPush] = THEME_LINES[theme];
  // A brief that says "no booking needed" is never told to book.
  const push = saysNoBooking(input.description) && /\bbook/i.test(stockPush) ? "Just turn up" : stockPush;
  const tags = [...new Set(themes.flatMap((t) => THEME_TAGS[t]))];
  const instagram = input.platform.startsWith("instagram") || input.platform === "tiktok";
  const hashtags = (
    instagram ? [...tags, "#PubLife", "#SupportLocal", "#BritishPub"] : tags.slice(0, 3)
  ).join(" ");
  const overlay = input.textOverlay?.trim();
  // The overlay is the poster's call to action; a caption repeats it only when it adds to the headline.
  const overlayLine =
    overlay && !overlay.toLowerCase().includes(headline.toLowerCase()) ? ` ${sentence(overlay)}` : "";
  const stock = headline.toLowerCase() === "tonight at the pub";
  return [
    `${subject}${at}${whenPart}!${offerLine} ${hook}. ${push}. ${hashtags}`,
    `${hook}! ${stock ? "Come on down" : subject}${whenPart}${at}.${overlayLine} Tag who you're bringing 👇 ${hashtags}`,
    `${stock ? "Come on down" : subject}${whenPart}${at}.${offerLine} ${push}. See you at the bar 🍻`,
  ].map((caption) => caption.replace(/\s+/g, " ").trim());
}
