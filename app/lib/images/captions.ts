import type { ImagePlatform } from "./constants";
import { detectThemes, headlineFrom, offersFrom, type Theme, whenFrom } from "./themes";

const THEME_TAGS: Record<Theme, string[]> = {
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
 * Three ready-to-post captions for the image, from the description, the pub's name and the
 * overlay text; hashtags suit the platform (Instagram takes more than Facebook).
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
  const when = whenFrom(input.description);
  // Prices exactly as the landlord wrote them, with what they are for.
  const offers = offersFrom(input.description, headline).filter(
    (offer) => !headline.toLowerCase().includes(offer.toLowerCase()),
  );
  const offer = offers.length > 0 ? ` ${offers.join(", ")}.` : "";
  const where = input.pubName ? ` at ${input.pubName}` : "";
  const [hook, push] = THEME_LINES[theme];
  const tags = [...new Set(themes.flatMap((t) => THEME_TAGS[t]))];
  const instagram = input.platform.startsWith("instagram") || input.platform === "tiktok";
  const hashtags = (
    instagram ? [...tags, "#PubLife", "#SupportLocal", "#BritishPub"] : tags.slice(0, 3)
  ).join(" ");
  const overlay = input.textOverlay?.trim();
  return [
    `${headline}${where}${when ? ` — ${when}` : ""}!${offer} ${hook}. ${push}. ${hashtags}`,
    `${overlay ? `${overlay}. ` : ""}${hook}${where}. Tag who you're bringing 👇 ${hashtags}`,
    `${when ? `${when}: ` : ""}${headline.toLowerCase() === "tonight at the pub" ? "Come on down" : headline}${where}.${offer} ${push}. See you at the bar 🍻`,
  ];
}
