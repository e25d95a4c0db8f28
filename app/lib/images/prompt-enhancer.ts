import type { ContentType } from "../content/constants";
import type { ImagePlatform, ImageStyle } from "./constants";
import { detectThemes, type Theme } from "./themes";

/** How each style is achieved: medium, light and lens (or its illustrated equivalent). */
const STYLE_DIRECTION: Record<ImageStyle, string> = {
  photorealistic:
    "photorealistic photograph, warm tungsten light and soft window light, shot on a 35mm lens at f/2, shallow depth of field, natural colours",
  hyper_realistic:
    "hyper-realistic, ultra-detailed 8K photograph, crisp textures on wood, glass and brass, dramatic side light with deep shadows, 85mm lens, condensation beads on the glasses",
  illustrated:
    "hand-drawn editorial illustration, bold ink outlines, flat colour with paper-grain texture, limited warm palette",
  pixar:
    "3D animated film still, rounded friendly characters, soft global illumination, rich saturated colours, playful expressions",
  vintage:
    "vintage 1950s British advertising poster, screen-printed look, muted cream, racing green and brick red, subtle paper wear",
  modern:
    "clean modern graphic design, bold geometric shapes, strong contrast, generous negative space, contemporary colour palette",
  comic:
    "comic-book panel, thick black ink lines, halftone dots, bright primary colours, dynamic angles and action bursts",
};

/** The scene a theme suggests: subject and setting a pub's regulars would recognise. */
const THEME_SCENE: Record<Theme, string> = {
  newyear:
    "a pub at midnight on New Year's Eve, fireworks through the window, a clock at twelve, glasses of fizz raised",
  bonfire: "a bonfire and fireworks over a pub garden, people wrapped up warm with drinks in hand",
  burns: "a Burns Night supper in a pub, haggis, neeps and tatties, a dram of whisky, tartan",
  stpatricks: "a pub on St Patrick's Day, shamrocks, green bunting and pints of stout",
  valentines: "a candle-lit table for two in a cosy pub, red roses and glasses of wine",
  easter: "a bright spring pub garden at Easter, painted eggs on the tables, families at lunch",
  golf: "a golf tournament on the big screen in a pub, a flag on the green, fans watching the putt",
  tennis: "a tennis match on the big screen in a pub garden, strawberries and jugs of Pimm's",
  snooker: "a snooker table under a low lamp in a pub, the balls racked, a cue chalked",
  cocktails: "colourful cocktails lined up on a polished bar, a bartender shaking a mixer",
  wine: "glasses of red and white wine on a candle-lit pub table, bottles on the shelf behind",
  bingo: "regulars at long tables with bingo tickets and dabbers, a caller drawing numbered balls",
  quiz: "teams huddled round candle-lit tables with answer sheets and pencils, a quizmaster with a microphone",
  football: "a packed pub cheering at a big screen showing the match, scarves raised, pints on the bar",
  rugby: "fans in jerseys watching rugby on the big screen, pints of ale, a roaring fire",
  cricket: "a sunny pub garden with the cricket on a screen, jugs of Pimm's and pints of bitter",
  racing: "punters in their best hats watching the race on screen, glasses raised",
  f1: "a Formula 1 race on the big screen, a chequered flag, fans leaning in at the bar",
  boxing: "a big boxing fight on the big screen, red gloves, fans on their feet at the bar",
  food: "a hearty plate of freshly cooked pub food on a scrubbed wooden table, steam rising",
  roast: "a Sunday roast with golden Yorkshire puddings, roast potatoes, seasonal veg and rich gravy",
  music: "a band playing in the corner of a cosy pub, fairy lights, an audience with drinks in hand",
  karaoke: "a laughing crowd singing along at a karaoke microphone under coloured lights",
  christmas: "a pub decorated for Christmas, garlands and fairy lights, a crackling fire, mulled wine",
  halloween: "a pub dressed for Halloween with carved pumpkins, candles and cobwebs, guests in fancy dress",
  garden: "a sunny beer garden with picnic benches, hanging baskets and cold pints",
  darts: "a dartboard lit on an old pub wall, players mid-throw, chalk scoreboard",
  comedy: "a comedian on a small stage under a spotlight, the audience laughing",
  drinks: "perfectly poured pints lined up on a polished bar, brass taps behind",
  pub: "a welcoming traditional British pub interior, polished wooden bar, brass taps, a warm fire",
};

const CONTENT_PURPOSE: Record<ContentType, string> = {
  marketing: "inviting and upbeat, made to bring people through the door",
  quiz: "fun and sociable, made to announce a quiz night",
  general: "welcoming and true to a local pub",
  event_announcement: "exciting, made to announce an event with a clear focal point",
};

const PLATFORM_COMPOSITION: Record<ImagePlatform, string> = {
  facebook: "square composition with the subject centred and space at the top for a headline",
  instagram_post: "square composition, the subject filling the frame, eye-catching at thumbnail size",
  instagram_story:
    "tall 9:16 vertical composition, the subject in the middle third, clear space top and bottom for text",
  tiktok:
    "tall 9:16 vertical composition, bold and readable on a phone, clear space at the bottom for captions",
};

export interface EnhanceRequest {
  basicPrompt: string;
  contentType: ContentType;
  style: ImageStyle;
  platform?: ImagePlatform;
}

/**
 * The built-in prompt enhancer: keeps the landlord's own words first, then adds the subject and
 * setting their words suggest, the style's medium, light and lens, the mood for the content type
 * and the platform's composition. Deterministic, so the same request always reads the same.
 */
export function enhancePrompt({ basicPrompt, contentType, style, platform }: EnhanceRequest): string {
  const own = basicPrompt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!\s]+$/, "");
  const theme = detectThemes(own)[0] ?? "pub";
  const parts = [
    `${own.charAt(0).toUpperCase()}${own.slice(1)}`,
    `Scene: ${THEME_SCENE[theme]}, in a British pub`,
    `Style: ${STYLE_DIRECTION[style]}`,
    `Mood: ${CONTENT_PURPOSE[contentType]}`,
    `Composition: ${PLATFORM_COMPOSITION[platform ?? "instagram_post"]}`,
    "No text or logos in the image",
  ];
  return `${parts.join(". ")}.`;
}
