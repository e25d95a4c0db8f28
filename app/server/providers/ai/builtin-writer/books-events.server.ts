import { inSentence } from "./analysis.server";
import type { IntentBook } from "./phrases.server";

/** Opening hours, parties and occasions, and anything else a landlord wants to say. */
export const OPENING: IntentBook = {
  slots: (scene) => ({
    ifClosed: /^Closed|Update$/.test(scene.a.subject) ? "" : undefined,
    ifOpen: /^Closed|Update$/.test(scene.a.subject) ? undefined : "",
    ifFestive: /Christmas|Boxing|New Year/.test(scene.a.occasion ?? "") ? "" : undefined,
  }),
  keySlots: [],
  audience: ["everyone", "locals", "regulars and newcomers"],
  emojis: ["🍻", "🕚", "🚪", "👋", "✨"],
  hooks: [
    "{ifOpen}🕚 We're open {when}!",
    "{ifOpen}📢 Good news: {pub} is open {when}.",
    "{ifOpen}🚪 Doors open {when}. The pumps are ready.",
    "{ifClosed}📢 Opening hours update: we're closed {when}.",
    "{ifClosed}📢 Heads up: {pub} is closed {when}.",
  ],
  tiktokHooks: [
    "{ifOpen}Plans for {day}? Sorted 🍻",
    "{ifOpen}PSA: we're open {onDay} 📢",
    "{ifClosed}PSA: we're closed {onDay}. Here's what you need to know 📢",
  ],
  body: [
    "{ifFestive}{ifOpen}Walk off the big dinner, escape the relatives and settle in with a pint.",
    "{ifOpen}Pop in for a pint, a catch-up or a bit of peace and quiet.",
    "{ifOpen}Same warm welcome, same good pints, same friendly faces behind the bar.",
    "{ifClosed}We'll be back to our usual hours straight after, with the pumps on and a warm welcome waiting.",
    "{ifClosed}Sorry for any inconvenience, and thanks for bearing with us.",
  ],
  desire: ["Imagine a seat at the bar, a fresh pint and nowhere you need to be."],
  problem: ["Wondering who's open {onDay}?"],
  agitate: ["Nothing worse than turning up to a locked door with a thirst on."],
  scene: [
    "{ifOpen}It's {day}, just after opening. The first pint of the day is poured and the regulars are settling into their seats.",
  ],
  proof: ["Our regulars already know where to find us. Now you do too."],
  jokes: [
    "{ifFestive}Yes, we're open. No, you don't have to bring the relatives. 😂",
    "Opening times? We prefer to call it pint o'clock. 🥁",
  ],
  banter: ["🗣️ Your sofa will survive without you for a few hours, mate."],
  meme: [
    "POV: you finally escape the house.",
    "Me: I'll stay in tonight.\nAlso me: checking what time the pub opens.",
  ],
  questions: ["Who's popping in?", "What's your first order?"],
  tags: ["Tag who you're meeting for a pint 👇"],
  quizLine: ["Quick quiz: first drink of the day, tea or a pint? Answers below. ☕"],
  photo: [
    "Your front door open with the lights on inside, shot from the pavement as it gets dark.",
    "The bar ready before opening: clean glasses, pumps lined up, warm lights on.",
  ],
  video: [
    "10 s: 0-3 s a hand flipping the door sign with text '{headline}'; 3-8 s a quick walk through the bar with the lights coming on; 8-10 s the first pint pulled and slid across the bar.",
  ],
  closers: [
    "{ifOpen}See you {onDay}! 🍻",
    "{ifOpen}See you soon! 🍻",
    "{ifClosed}Thanks for your patience. See you soon!",
  ],
  hashtags: ["OpeningHours", "OpenToday", "LocalPub", "PubLife"],
  cta: "Plan your visit",
};

const OCCASION_EMOJI: Record<string, string> = {
  Halloween: "🎃",
  Christmas: "🎄",
  "Christmas Eve": "🎄",
  "Christmas Day": "🎄",
  "Boxing Day": "🎄",
  "New Year's Eve": "🥂",
  "New Year's Day": "🥂",
  "Bonfire Night": "🎆",
  "St Patrick's Day": "☘️",
  "Burns Night": "🥃",
  "Valentine's Day": "❤️",
  Easter: "🐣",
};

export const EVENT: IntentBook = {
  slots: (scene) => {
    const occasion = scene.a.occasion;
    return {
      eventName: inSentence(scene.a.subject),
      occasionEmoji: (occasion && OCCASION_EMOJI[occasion]) ?? "🥳",
      ifHalloween: occasion === "Halloween" ? "" : undefined,
      ifChristmas: /Christmas/.test(occasion ?? "") ? "" : undefined,
      ifParty: occasion || /party|disco|bash|celebration/i.test(scene.a.subject) ? "" : undefined,
    };
  },
  keySlots: ["act"],
  audience: ["party people", "everyone", "night owls"],
  emojis: ["🥳", "🎊", "🪩", "💃", "🙌"],
  hooks: [
    "{occasionEmoji} {Subject} with {act}, {when}!",
    "{occasionEmoji} {Act} at {pub}: {eventName}, {when}.",
    "{occasionEmoji} {Subject} {when}!",
    "{occasionEmoji} Save the date: {eventName} at {pub}, {when}.",
    "{ifParty}{occasionEmoji} It's party time: {eventName} {when}.",
    "{occasionEmoji} {Subject} at {pub}!",
  ],
  tiktokHooks: [
    "This is your sign to come to our {eventName} {occasionEmoji}",
    "{ifFancyDress}Outfit check for {day} 👀",
    "{Subject} {day}. You in? {occasionEmoji}",
  ],
  body: [
    "{ifFancyDress}Fancy dress is very much encouraged: the more effort, the better.",
    "Good company, good drinks and a great night out.",
    "{ifParty}Good tunes, good company and a proper party atmosphere.",
    "Round up the gang and make a night of it.",
    "{ifHalloween}Ghouls, ghosts and a very good pint: what more could you want?",
    "{ifChristmas}It's the most wonderful time of the year to be down the pub.",
  ],
  desire: ["Imagine the music up, your mates around you, and a night you'll be talking about for weeks."],
  problem: ["Stuck for plans {onDay}?"],
  agitate: ["Nobody wants to be the one scrolling through everyone else's photos the morning after."],
  scene: [
    "It's {time} on {dayName}. The decorations are up, the first guests arrive, and the bar starts to buzz.",
    "It's party night. The lights go down, the music goes up, and the first round lands on the table.",
  ],
  proof: ["Our regulars already know we throw a good party."],
  jokes: [
    "{ifHalloween}What's a ghost's favourite drink? Boo-ze. 🥁",
    "{ifChristmas}What do you call a cat on the beach at Christmas? Sandy Claws. 🥁",
    "Our party playlist has been approved by at least one member of staff. 😂",
  ],
  banter: [
    "{ifFancyDress}🗣️ Dig out that costume, mate. We've seen what you wore last year.",
    "🗣️ Bring the party, mate, or at least bring someone who can.",
  ],
  meme: [
    "POV: you said you'd only stay for one and now you're leading the conga.",
    "{ifFancyDress}Me: I'm not dressing up.\nAlso me: three hours into a homemade costume.",
  ],
  questions: ["{ifFancyDress}What are you coming as?", "Who's the life and soul of your group?"],
  tags: ["Tag your party crew 👇", "{ifFancyDress}Tag the mate who'll have the best costume."],
  quizLine: [
    "{ifHalloween}Quiz time: what were the first jack-o'-lanterns carved from? Answers below. 🎃",
    "Quick quiz: who in your group is most likely to start the dancing? Answers below 👇",
  ],
  photo: [
    "Your bar decorated for the {eventName}, shot from the doorway with the lights low and a couple of guests in the frame.",
    "Close-up of a decorated table with drinks and props in warm light.",
  ],
  video: [
    "15 s: 0-3 s lights off, then on to reveal the decorated bar with text '{headline}'; 3-10 s quick cuts of decorations, drinks being poured and staff getting ready; 10-15 s a group cheers to camera.",
  ],
  closers: [
    "See you {onDay}! {occasionEmoji}",
    "Get it in the diary. See you {onDay}!",
    "Get it in the diary and we'll see you there! {occasionEmoji}",
  ],
  hashtags: ["PubParty", "NightOut", "PartyTime", "WhatsOn"],
  cta: "Book your spot",
};

export const GENERAL: IntentBook = {
  slots: (scene) => ({ news: inSentence(scene.a.subject) }),
  keySlots: [],
  audience: ["everyone", "locals", "friends"],
  emojis: ["🍻", "👋", "✨", "🙌", "😊"],
  hooks: [
    "📣 News from {pub}: {news}.",
    "📣 {Subject}!",
    "👋 A quick one from {pub}: {news}.",
    "📣 {Subject} {when}!",
  ],
  tiktokHooks: ["Quick update from your local 👋", "You'll want to hear this 👀", "{Subject} {day} 👀"],
  body: [
    "{ifGarden}The beer garden's ready for you, so grab a table while the sun's out.",
    "Pop in, say hello and make an afternoon of it.",
    "Same friendly faces, same good pints, same warm welcome.",
    "Whatever brings you in, there's a seat and a pint waiting.",
  ],
  desire: ["Imagine a cold pint, good company and nowhere else you need to be."],
  problem: ["Need an excuse to get out of the house?"],
  agitate: ["Another weekend gone and nothing to show for it but a tidy sofa."],
  scene: [
    "It's a {dayName} afternoon. The door swings open, someone waves from the bar, and the first round goes in.",
  ],
  proof: ["Our regulars already know this is a good one."],
  jokes: [
    "We'd make a joke about the beer garden, but it's still growing on us. 🥁",
    "We're not saying we're the best pub around, but we're definitely in the top one. 😂",
  ],
  banter: ["🗣️ Your sofa will cope without you, mate."],
  meme: [
    "POV: you only popped in for one.",
    "Me: I'll have a quiet one.\nAlso me: still here at last orders.",
  ],
  questions: ["Who's coming?", "What's your usual?"],
  tags: ["Tag who you're bringing 👇"],
  quizLine: ["Quick quiz: what's the best thing about your local? Answers below 👇"],
  photo: [
    "{ifGarden}The beer garden in sunshine with a couple of full pints on a picnic table.",
    "The front of the pub in good light, door open, with a chalkboard outside.",
  ],
  video: [
    "10 s: walk in through the front door (0-3 s) with text '{Subject}', pan across the bar (3-8 s), end on a pint being raised to camera (8-10 s).",
  ],
  closers: ["See you soon! 🍻", "Come and say hello. See you {onDay}!"],
  hashtags: ["LocalPub", "PubLife", "SupportLocal", "BritishPub"],
  cta: "Book a table",
};
