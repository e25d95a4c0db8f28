import type { IntentBook } from "./phrases.server";

/** Food (roasts, specials, menus), drinks (ales, happy hours, festivals) and sport on the telly. */
const OCCASION_MEAL =
  /\b(?:christmas|boxing day|new year'?s|mother'?s day|mothering sunday|father'?s day|valentine'?s|easter)\b/i;

export const FOOD: IntentBook = {
  slots: (scene) => {
    // A Christmas Day or Mother's Day menu is an occasion, not everyday "no fuss" pub grub.
    const occasion = OCCASION_MEAL.test(scene.main.name);
    return {
      ifRoast: /roast|carvery|sunday (?:lunch|dinner)/i.test(`${scene.main.name} ${scene.brief.dish ?? ""}`)
        ? ""
        : undefined,
      // "You'll want kids eat free" reads wrong: an offer is not a dish you want.
      ifDish: /\b(?:free|deal|off|2 for|2-for-1|two for|half price)\b/i.test(scene.main.name)
        ? undefined
        : "",
      ifEveryday: occasion ? undefined : "",
      ifOccasion: occasion ? "" : undefined,
      // No pint beside a deal with wine, or a meal for the kids.
      ifPint: /\b(?:wine|red|white|ros[eé]|prosecco|fizz|champagne|kids?|children|family)\b/i.test(
        scene.brief.text,
      )
        ? undefined
        : "",
    };
  },
  audience: ["foodies", "hungry people", "good-food lovers"],
  emojis: ["😋", "🍴", "🥘", "🔥", "🤤"],
  hooks: [
    "😋 {Thing} at {pub}, {when}.",
    "{ifDish}🍴 Hungry? You'll want {theThing}, {when}.",
    "😋 {Thing}, {when}, and it's worth every mouthful.",
    "😋 Good food alert: {thing} at {pub}.",
    "{ifDish}🍴 {Thing}: cooked properly and brought to your table.",
    "🍴 Something good from the kitchen: {thing}.",
  ],
  tiktokHooks: [
    "Watch this come out of the kitchen 🤤",
    "Say less: {thing}, {onDay} 🍴",
    "{ifRoast}Sound on for the gravy pour 🤤",
    "Rate this out of 10 👇",
  ],
  body: [
    "{ifRoast}{Thing}, done the way it should be.",
    "{ifPint}Cooked in our kitchen and served with a smile, with a pint to wash it down.",
    "{ifEveryday}Proper pub food, proper portions, no fuss.",
    "{ifOccasion}Sit back, relax and leave all the cooking to us.",
    "Grab a table, bring your appetite and leave the washing-up to us.",
  ],
  desire: [
    "Imagine that first forkful, a cold pint at your elbow and nowhere else to be.",
    "Imagine sitting down to a meal you didn't have to cook, or wash up after.",
  ],
  problem: ["Staring into the fridge wondering what's for dinner?", "Can't face cooking?"],
  agitate: ["Another evening of cupboard leftovers and a sink full of pans. Nobody wants that."],
  scene: [
    "{ifRoast}It's just gone one. The gravy boat's doing laps and someone's already eyeing up seconds.",
    "It's dinner time. The kitchen door swings open and the plates head straight for table six.",
  ],
  proof: [
    "Our regulars already know the food here is worth the trip.",
    "Ask our regulars what to order. They won't keep quiet about it.",
  ],
  jokes: [
    "{ifRoast}Our gravy has its own fan club. 😂",
    "The diet can wait. It always does. 😂",
    "Lettuce be honest: you weren't going to cook anyway. 🥁",
  ],
  banter: [
    "{ifRoast}🗣️ Your mum's cooking is good, mate. Ours is better. Sorry.",
    "🗣️ Clean plates only, mate. We're watching.",
  ],
  meme: [
    "POV: you said you weren't hungry and then the plates arrived.",
    "Me: I'll just have a starter.\nAlso me: eyeing up pudding.",
  ],
  questions: [
    "{ifRoast}Gravy on everything, or gravy on the side?",
    "What's your go-to pub dinner?",
    "Who's the slowest eater you know?",
  ],
  tags: ["Tag the mate who owes you dinner 👇", "Tag someone who never says no to pub food."],
  quizLine: ["Pub quiz warm-up: which drink goes best with {theThing}? Answers below. 🍴"],
  photo: [
    "A plated {thing} shot from above on a wooden table, steam rising, with a pint beside it in natural window light.",
    "The food being carried out of the kitchen, shot at eye level with the bar softly blurred behind.",
  ],
  video: [
    "12 s: 0-3 s the plate landing on the pass with text '{headline}'; 3-9 s slow close-ups of the food; 9-12 s the plate set down in front of a happy customer.",
    "10 s: one continuous shot following the plate from the kitchen door to the table (0-7 s), ending on '{headline}' on screen (7-10 s).",
  ],
  closers: [
    "{ifBooking}Book a table and bring your appetite.",
    "{ifBooking}Get your table booked and we'll do the rest.",
    "Come hungry: the kitchen will take care of the rest.",
    "See you {seeDay}, and come hungry! 🍴",
  ],
  hashtags: ["PubFood", "PubGrub", "Foodie", "GoodFood"],
  cta: "Book your table",
};

export const DRINKS: IntentBook = {
  audience: ["ale fans", "beer lovers", "thirsty people"],
  emojis: ["🍻", "🥂", "🍹", "✨", "🙌"],
  hooks: [
    "🍻 {Thing} at {pub}, {when}.",
    "🍻 Thirsty? Make it {theThing}, {when}.",
    "🍻 Something good on the bar: {thing}.",
    "🍻 Raise a glass: {thing}, {when}.",
    "🍻 {Thing} at {pub}!",
  ],
  tiktokHooks: [
    "The pour on this though 🤤",
    "Your new favourite drink is waiting 🍻",
    "Who's coming for {theThing} {onDay}? 🍻",
  ],
  body: [
    "Poured properly, served by people who care about a good drink.",
    "Pull up a stool, ask the bar team what they recommend and settle in.",
    "Come and try something new, or stick with your usual. We won't judge.",
  ],
  desire: ["Imagine that first sip, the week behind you and good company all round."],
  problem: ["Same old drink, same old spot, same old week?"],
  agitate: ["Life's too short for a warm can on the sofa."],
  scene: ["It's that end-of-the-week feeling. Glasses clink and the bar fills with chatter."],
  proof: ["Our regulars already know the bar here is worth the walk."],
  jokes: [
    "This is a very hoppy announcement. 🥁",
    "Ale-lujah, it's here. 🥁",
    "The glasses keep coming back empty. We're taking that as a review. 😂",
  ],
  banter: [
    "🗣️ Still drinking the same pint every week, mate? Live a little.",
    "🗣️ Your local's alright, mate. Ours is better. Just saying.",
  ],
  meme: [
    "Me: one and done.\nAlso me: reading the whole drinks list out loud.",
    "POV: the first sip after a long week.",
  ],
  questions: ["What's your go-to order?", "First round's on the way: what are you having?"],
  tags: ["Tag your drinking buddy 🍻", 'Tag the mate who always says "just the one".'],
  quizLine: [
    "Pub quiz warm-up: how many pints are there in a firkin? Answers below (hint: it's more than you'd think). 🍻",
  ],
  photo: [
    "A freshly poured glass on the bar with the pumps softly blurred behind, shot at eye level.",
    "Two glasses clinking over the bar in warm evening light.",
  ],
  video: [
    "10 s: slow-motion pour filling the glass with text '{headline}' (0-6 s); cut to the glass sliding across the bar (6-8 s); end on a clink and 'Cheers!' (8-10 s).",
  ],
  closers: ["Cheers! See you at the bar. 🍻", "See you at the bar. Please drink responsibly."],
  hashtags: ["PintTime", "CheersToThat", "BeerLovers", "RealAle"],
  cta: "Reserve a table",
};

/**
 * A beer or cider festival: days of drinks, not one guest pint. Never "ask the bar team what they
 * recommend" or "stick with your usual".
 */
export const DRINKS_FESTIVAL: IntentBook = {
  ...DRINKS,
  hooks: [
    "🍻 {Thing} at {pub}, {when}.",
    "🍻 Glasses at the ready: {thing} at {pub}, {when}.",
    "🍻 It's on: {thing} at {pub}!",
    "🍻 {Thing} at {pub}!",
  ],
  tiktokHooks: ["Who's coming for {theThing} {onDay}? 🍻", "{Thing} at {pub} 🍻"],
  body: [
    "Work your way along the bar, find a new favourite and tell us what you thought.",
    "Good drinks, good company and plenty to try: that's what a festival is for.",
    "Bring your mates, take your time and try a few you haven't had yet.",
  ],
  closers: ["Cheers! See you at the bar. 🍻", "See you there. Please drink responsibly."],
  cta: "Find out more",
};

export const SPORT: IntentBook = {
  audience: ["{team} fans", "sports fans", "fans"],
  emojis: ["📺", "🔥", "📣", "🍻", "🙌"],
  hooks: [
    "{countdown}: {match}, {when}.",
    "{countdown}: {match}, live at {pub}.",
    "📣 {Match}, live at {pub}, {when}!",
    "📣 {Match}, {when}: get yourself down here.",
    "{ifNamedBeyondGame}🔥 Big {game}, better with a pint: {match}, {when}.",
    "📣 {Team} fans: {match}, {when}.",
    "📣 {Match}, live at {pub}!",
    "{ifNamedBeyondGame}🔥 Big {game}, better with a pint: {match}.",
  ],
  tiktokHooks: [
    "{countdown}: {match} 👇",
    "Where are you watching {match}? Wrong answer: at home 📺",
    "{Team} fans, this one's for you 📺",
    "The build-up to {match} starts here 👇",
  ],
  body: [
    "{ifOnTv}We'll have the sound up for every {moment}, and a proper {atmosphere} atmosphere.",
    "Get in early, grab a good spot and get the first round in before {start}.",
    "Nothing beats the big {game} with a full pub behind you.",
    "{ifTeamSport}{ifUnbooked}Shirts on, scarves out, and the best seat in the house is the one you get to first.",
    "{ifRacing}Pick your horse, grab a pint and cheer them home.",
    "A cold one, a good seat and your mates around you: sorted.",
  ],
  desire: [
    "Imagine {bigMoment} with the whole pub on its feet.",
    "Imagine the noise when it matters, a cold pint in your hand and your mates either side.",
  ],
  problem: [
    "Watching the big {game} on your own at home? Where's the fun in that?",
    "{ifOnTv}Tiny telly, no atmosphere, nobody to celebrate with?",
  ],
  agitate: [
    "{ifOnTv}Shouting at the telly with nobody to high-five is no way to watch sport. And the neighbours can hear you.",
    "Cheering on your own with nobody to high-five is no fun. And the neighbours can hear you.",
  ],
  scene: ["It's {tense}. The pub goes silent, then absolutely erupts."],
  proof: [
    "Our regulars already know this is the place to watch the big one.",
    "Ask our regulars: there's nothing like it in here when it matters.",
  ],
  jokes: [
    "We've asked the ref for a fair game. He hasn't replied. 😂",
    "{ifOnTv}Our telly has seen more drama than a soap opera. 😂",
  ],
  banter: [
    "🗣️ {Opponent} fans welcome too, mate. Someone's got to sit quietly in the corner.",
    "🗣️ Come on {team}! Sing up, mate, and let them hear you!",
    "🗣️ Bring your loudest mate and your lucky shirt. Yes, even if it hasn't been washed.",
  ],
  meme: [
    "POV: it's {tense} and the whole pub is holding the same breath.",
    "{ifOnTv}Me: I'm not getting worked up about this one.\nAlso me, ten minutes in: on my feet, shouting at the telly. 😤📣",
  ],
  questions: ["What's your prediction? 👇", "Where's your lucky seat in the pub?"],
  tags: ["Tag who you're watching it with 👇", "Tag the mate who'll be the loudest in the pub."],
  // A named match gets a score to predict; "the big boxing night" is not named twice in one post.
  quizLine: [
    "{ifMatchup}Pub quiz warm-up: what's your prediction for {match}? Answers below, bragging rights only. 📺",
    "{ifNoMatchup}Pub quiz warm-up: who's your money on? Answers below, bragging rights only. 📺",
  ],
  photo: [
    "The screen showing the build-up, shot over the shoulders of fans with pints raised.",
    "Scarves and shirts draped over the chairs, with a row of fresh pints on the table.",
  ],
  video: [
    "15 s: 0-3 s a pint being poured with text '{headline}'; 3-10 s the screen switching on and staff in shirts; 10-15 s the staff point at camera: 'Where else would you watch it?'",
  ],
  closers: [
    "Get here early for a good seat. See you {seeDay}!",
    "{ifTeamSport}Shirts on, pints ready. See you there.",
    "Pints ready. See you there! 📺",
  ],
  hashtags: ["MatchDay", "LiveSport", "SportsBar"],
  cta: "Book your table for the {game}",
};
