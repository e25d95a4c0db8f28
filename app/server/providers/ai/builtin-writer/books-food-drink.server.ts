import { inSentence, lowerFirst } from "./analysis.server";
import type { IntentBook } from "./phrases.server";

/** Food: roasts, specials, menus. Drinks: guest ales, happy hours, beer festivals. */
export const FOOD: IntentBook = {
  slots: (scene) => {
    const food = scene.a.food[0];
    const roast = scene.a.food.some((item) => /roast|carvery/i.test(item));
    return {
      food: / Night$/.test(scene.a.subject)
        ? inSentence(scene.a.subject)
        : food
          ? lowerFirst(food)
          : undefined,
      ifRoast: roast ? "" : undefined,
      foodMoment: roast
        ? "the gravy pour and a knife going through a Yorkshire"
        : "steam rising and the first forkful",
    };
  },
  keySlots: ["food", "price"],
  audience: ["foodies", "hungry people", "roast lovers"],
  emojis: ["😋", "🍴", "🥘", "🔥", "🤤"],
  hooks: [
    "😋 {Food} at {pub}, {when}.",
    "🍴 Hungry? {Food}, {price}, {when}.",
    "😋 {Food}, {price}. Need we say more?",
    "🍴 {Food} {when}, and it's worth every mouthful.",
    "😋 Good food alert: {food} at {pub}.",
    "🍴 {Food} is on!",
  ],
  tiktokHooks: [
    "Watch this {food} come out of the kitchen 🤤",
    "{Food}, {price}? Say less 🍴",
    "{ifRoast}Sound on for the gravy pour 🤤",
    "Rate this {food} out of 10 👇",
  ],
  body: [
    "{ifRoast}Crispy roast potatoes, Yorkshire puddings and proper gravy: the full works.",
    "Cooked in our kitchen and served with a smile, with a pint to wash it down.",
    "Proper pub food, proper portions, no fuss.",
    "Grab a table, bring your appetite and leave the washing-up to us.",
    "{Food}, {price}: that's dinner sorted.",
  ],
  desire: [
    "Imagine that first forkful, a cold pint at your elbow and nowhere else to be.",
    "Imagine sitting down to a {food} you didn't have to cook, or wash up after.",
  ],
  problem: ["Staring into the fridge wondering what's for dinner?", "Can't face cooking {onDay}?"],
  agitate: ["Another evening of cupboard leftovers and a sink full of pans. Nobody wants that."],
  scene: [
    "{ifRoast}It's {dayName}, just gone one. The gravy boat's doing laps and someone's eyeing up the last roastie.",
    "It's dinner time. The kitchen door swings open and a {food} heads straight for table six.",
  ],
  proof: [
    "Our regulars already know the {food} here is worth the trip.",
    "Ask our regulars what to order. They won't keep quiet about it.",
  ],
  jokes: [
    "{ifRoast}Our roast potatoes have their own fan club. Membership is free. 😂",
    "Diet starts tomorrow. It always does. 😂",
    "Lettuce be honest: you weren't going to cook anyway. 🥁",
  ],
  banter: [
    "{ifRoast}🗣️ Your mum's roast is good, mate. Ours is better. Sorry.",
    "🗣️ Clean plates only, mate. We're watching.",
  ],
  meme: [
    "POV: you said you weren't hungry and then the {food} arrived.",
    "Me: I'll just have a starter.\nAlso me: ordering the {food} and eyeing up pudding.",
  ],
  questions: [
    "{ifRoast}Gravy on everything, or gravy on the side?",
    "What's your go-to pub dinner?",
    "Who's the slowest eater you know?",
  ],
  tags: ["Tag the mate who owes you dinner 👇", "Tag someone who'd never say no to a {food}."],
  quizLine: [
    "{ifRoast}Quiz time: what's the best part of a roast? Wrong answers only. 👇",
    "Pub quiz warm-up: which pint goes best with a {food}? Answers below. 🍴",
  ],
  photo: [
    "A plated {food} shot from above on a wooden table, steam rising, with a pint beside it in natural window light.",
    "The {food} being carried out of the kitchen, shot at eye level with the bar softly blurred behind.",
  ],
  video: [
    "12 s: 0-3 s the {food} landing on the pass with text '{Food}{priceTag}'; 3-9 s slow close-ups of {foodMoment}; 9-12 s the plate set down in front of a happy customer.",
    "10 s: one continuous shot following the {food} from the kitchen door to the table (0-7 s), ending on '{headline}' on screen (7-10 s).",
  ],
  closers: [
    "Book a table and bring your appetite. See you {onDay}!",
    "Get your table booked and we'll do the rest.",
  ],
  hashtags: ["PubFood", "PubGrub", "Foodie", "GoodFood"],
  cta: "Book your table",
};

export const DRINKS_BOOK: IntentBook = {
  slots: (scene) => ({
    drink: scene.a.drinks[0] ? lowerFirst(scene.a.drinks[0]).replace(/^ipa$/i, "IPA") : "something new",
    ifHappyHour: scene.a.drinks.includes("happy hour") ? "" : undefined,
    ifFestival: scene.a.drinks.some((drink) => /festival|takeover/.test(drink)) ? "" : undefined,
  }),
  keySlots: ["drink"],
  audience: ["ale fans", "beer lovers", "thirsty people"],
  emojis: ["🍻", "🥂", "🍹", "✨", "🙌"],
  hooks: [
    "🍻 {Drink} at {pub}, {when}.",
    "🍻 Thirsty? {Drink} {when}.",
    "🍻 Something good on the bar {when}: {drink}.",
    "🍻 {Drink}, on the bar {when}.",
    "🍻 {Drink} is here!",
  ],
  tiktokHooks: [
    "The pour on this though 🤤",
    "Your new favourite drink is waiting 🍻",
    "{Drink} {day}. Who's coming? 🍻",
  ],
  body: [
    "Poured properly, served by people who care about a good drink.",
    "Pull up a stool, ask the bar team what they recommend and settle in.",
    "{ifHappyHour}The perfect excuse to catch up with friends after work.",
    "{ifFestival}A bar full of beers to explore, and plenty of time to find your favourite.",
    "Come and try something new, or stick with your usual. We won't judge.",
  ],
  desire: ["Imagine that first sip, the week finally behind you and good company all round."],
  problem: ["Same old drink, same old spot, same old week?"],
  agitate: ["Life's too short for a warm can on the sofa."],
  scene: [
    "It's {time}. The pumps gleam, a fresh glass fills, and the first sip of {drink} lands just right.",
    "It's that end-of-the-week feeling. Glasses clink and the bar fills with chatter.",
  ],
  proof: ["Our regulars already know the bar here is worth the walk."],
  jokes: [
    "This is a very hoppy announcement. 🥁",
    "Ale-lujah. 🥁",
    "We're not saying the drinks are good, but the glasses keep coming back empty. 😂",
  ],
  banter: [
    "🗣️ Still drinking the same pint every week, mate? Live a little.",
    "🗣️ Your local's alright. Ours is better. Just saying, mate.",
  ],
  meme: [
    "Me: one and done.\nAlso me: reading the whole menu out loud.",
    "POV: the first sip after a long week.",
  ],
  questions: ["What's your go-to order?", "Ale, lager or cider: what are you having?"],
  tags: ["Tag your drinking buddy 🍻", 'Tag the mate who always says "just the one".'],
  quizLine: [
    "Pub quiz warm-up: what's the difference between an ale and a lager? Answers below (hint: it's the yeast). 🍻",
  ],
  photo: [
    "A freshly poured {drink} on the bar with the pumps softly blurred behind, shot at eye level.",
    "Two glasses clinking over the bar in warm evening light.",
  ],
  video: [
    "10 s: slow-motion pour filling the glass with text '{headline}' (0-6 s); cut to the glass sliding across the bar (6-8 s); end on a clink and 'Cheers!' (8-10 s).",
  ],
  closers: ["Cheers! See you at the bar {onDay}. 🍻", "See you at the bar. Please drink responsibly."],
  hashtags: ["RealAle", "PintTime", "CheersToThat", "BeerLovers"],
  cta: "Reserve a table",
};
