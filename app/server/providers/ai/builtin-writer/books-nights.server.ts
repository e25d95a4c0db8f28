import type { IntentBook } from "./phrases.server";

/**
 * Quiz and bingo nights, music nights (bands, karaoke, open mic, DJs) and other events. Every line is
 * a whole sentence that names only what the brief gave: the {thing}, its {when}, the {pub}. A line
 * that needs a slot the brief did not fill is never used.
 */
export const QUIZ: IntentBook = {
  slots: (scene) => ({
    host: "quiz master",
    // "is back" only for a quiz that was away: the brief says so.
    ifBack: /\b(?:back|returns?|returning|reopens?)\b/i.test(scene.brief.text) ? "" : undefined,
  }),
  audience: ["brainboxes", "know-it-alls", "team captains"],
  emojis: ["🧠", "📝", "🤔", "🏆", "✏️"],
  hooks: [
    "{ifBack}🧠 {Thing} is back {when}!",
    "🧠 Dust off the grey matter: {thing}, {when}.",
    "📝 Pens at the ready: {thing} at {pub}, {when}.",
    "🧠 Think your team's got what it takes? Prove it at {theThing}, {when}.",
    "📝 {Thing} at {pub}: pens out, thinking caps on.",
    "🧠 {Thing} is on, and your team is needed.",
  ],
  tiktokHooks: [
    "Your group chat needs to see this 👀",
    "POV: your team name is better than your answers 🧠",
    "Pens out: {thing}, {onDay} 📝",
    "Who's the brains of your group? 🧠",
  ],
  body: [
    "Round up your sharpest mates, pick a team name you'll regret, and take on our {host}.",
    "It's the best night of the week for know-it-alls, lucky guessers and everyone in between.",
    "Brains and banter: that's the whole formula.",
    "Just your team, a cold pint and that answer on the tip of your tongue.",
    "Bring your team, bring your best guesses, and leave the arguing until the answers are read out.",
  ],
  desire: [
    "Imagine your team's name read out first, pint in hand, with the whole table cheering.",
    "Imagine nailing the question nobody else got, and never letting your mates forget it.",
  ],
  problem: ["Another evening of the same old telly?", "Group chat full of plans that never happen?"],
  agitate: [
    "Same sofa, same shows, same argument about what to watch. You deserve a better night than that.",
    "Another week goes by, and the only thing you've won is a row with the remote.",
  ],
  scene: [
    "It's {time} on {dayName}. Pens out, pints poured, and table four still can't agree on a team name.",
    "It's the final round. Two points in it. Somebody remembers the answer at the last second, and the whole table erupts.",
  ],
  proof: [
    "Our regulars already know {theThing} is one of the best nights of the week.",
    "Ask our regulars: the rivalry between the teams is half the fun.",
  ],
  jokes: [
    "Why did the quiz master bring a ladder? To reach the high scores. 🥁",
    "We'd tell you a joke about the answers, but you'd only argue with them. 😂",
    "Top tip: if in doubt, the answer is Henry the Eighth. 🥁",
    "Team names that make the whole pub laugh earn our respect, not extra points. 😂",
  ],
  banter: [
    "🗣️ Your team name's funnier than your answers, mate. Prove us wrong.",
    "🗣️ Heard your lot think you're clever. We'll soon find out.",
    "🗣️ Last place gets a round of applause, mate. That's the only round they're getting.",
  ],
  meme: [
    'POV: you said "it\'s definitely Paris" with your whole chest and it was not Paris.',
    "Me: I'm rubbish at these.\nAlso me: shouting the answer across the pub before the question's finished.",
  ],
  questions: [
    "What's the best team name you've ever heard?",
    "Who's the know-it-all in your group?",
    "Which round is your team's secret weapon?",
  ],
  tags: ["Tag the mate who always knows the answer 👇", "Tag a mate you need on your team."],
  quizLine: [
    "Warm-up question: how many sides does a hexagon have? Answers in the comments. 🧠",
    "Warm-up question: what's a group of owls called? Answers below, no cheating. 🦉",
    "Warm-up question: which English county borders only one other? Answers in the comments. 🧠",
  ],
  photo: [
    "Close-up of answer sheets, pens and two pints on a wooden table, with the {host}'s mic softly out of focus behind.",
    "A team huddled over their sheet mid-debate, shot at table height in warm pub lighting.",
  ],
  video: [
    "15 s: 0-3 s close-up of a pen writing a team name, text on screen '{headline}'; 3-10 s quick cuts of sheets going round, pints landing and the {host} at the mic; 10-15 s a raised pint: 'Who's taking it home?'",
    "12 s: a member of staff reads a warm-up question straight to camera (0-5 s), holds a pause with 'Answer in the comments' on screen (5-8 s), then cuts to the pub setting up (8-12 s).",
  ],
  closers: [
    "See you {seeDay}, and bring your brains! 🧠",
    "Get your team together and we'll see you there.",
    "Teams at the ready. See you {seeDay}!",
    "Teams at the ready. See you there! 🧠",
  ],
  hashtags: ["PubQuiz", "QuizNight", "Quiz", "Trivia", "QuizTime"],
  cta: "Book your team's table",
};

/**
 * Bingo (music bingo, drag bingo): a night of luck played card by card, not a team quiz, so none
 * of the quiz's teams, brains, answers or 🧠.
 */
export const BINGO: IntentBook = {
  slots: (scene) => ({
    ifBack: /\b(?:back|returns?|returning|reopens?)\b/i.test(scene.brief.text) ? "" : undefined,
    ifMusic: /\bmusic bingo\b/i.test(scene.main.name) ? "" : undefined,
  }),
  audience: ["bingo fans", "lucky dippers", "card markers"],
  emojis: ["🎱", "🍀", "🤞", "🏆", "🎉"],
  hooks: [
    "{ifBack}🎱 {Thing} is back {when}!",
    "🎱 Eyes down, dabbers ready: {thing}, {when}.",
    "🍀 Feeling lucky? {Thing} at {pub}, {when}.",
    "🎱 {Thing} at {pub}: grab a card and a pint.",
    "🤞 Fingers crossed for a full house: {thing}, {when}.",
  ],
  tiktokHooks: [
    "Feeling lucky? {Thing}, {onDay} 🎱",
    "Your group chat needs to see this 👀",
    "One number to go and you could hear a pin drop 🎱",
  ],
  body: [
    "Dabbers at the ready: our caller has the numbers and you bring the luck.",
    "Luck, laughs and a cold pint: that's the whole formula.",
    "Grab a pen, grab a pint and get ready to shout when your numbers come up.",
    "{ifMusic}Mark off the songs as they play and shout when your card is full.",
  ],
  desire: ["Imagine that last number called, your card complete, and the whole room turning round."],
  problem: ["Another evening of the same old telly?", "Fancy a night where luck does the work?"],
  agitate: [
    "Same sofa, same shows, same argument about what to watch. You deserve a better night than that.",
  ],
  scene: ["It's eyes down. The room goes quiet, one number to go, and somebody's pen is shaking."],
  proof: ["Our regulars already know {theThing} is one of the best nights of the week."],
  jokes: [
    "Our caller says the secret is a lucky pen. We're not so sure. 😂",
    'Our caller has heard every "house!" joke going. Try a new one. 😂',
  ],
  banter: [
    "🗣️ Feeling lucky, mate? We'll see about that.",
    "🗣️ Shout louder than that when you win, mate. We need to hear you.",
  ],
  meme: [
    "POV: one number away and the whole room can hear your heartbeat.",
    "Me: I never win anything.\nAlso me: one number off a full house, gripping the pen.",
  ],
  questions: ["Lucky pen or lucky seat: what's your secret?", "Who's the luckiest person you know?"],
  tags: ["Tag your luckiest mate 👇", "Tag the mate who always says they never win anything."],
  quizLine: ['Bingo warm-up: what number is "two fat ladies"? Answers below 👇'],
  photo: [
    "Close-up of a bingo card, a dabber and a pint on a wooden table, with the caller softly out of focus behind.",
    "The room mid-game from the side, heads down over cards in warm pub lighting.",
  ],
  video: [
    "12 s: 0-3 s close-up of a dabber hitting a card, text on screen '{headline}'; 3-9 s quick cuts of cards, pints and the caller at the mic; 9-12 s a hand shoots up: 'House!'",
  ],
  closers: [
    "Eyes down. See you {seeDay}!",
    "Dabbers ready. See you there!",
    "Good luck, and see you there! 🍀",
  ],
  hashtags: ["Bingo", "BingoNight", "EyesDown", "FullHouse"],
  cta: "Book your table",
};

export const MUSIC: IntentBook = {
  slots: (scene) => {
    const text = `${scene.main.name} ${scene.brief.text}`;
    const karaoke = /karaoke/i.test(scene.main.name);
    const openMic = /open mic/i.test(scene.main.name);
    const dj = /\bDJ\b|disco/i.test(scene.main.name);
    const band =
      !karaoke &&
      !openMic &&
      !dj &&
      /\b(?:live music|live band|band|gig|acoustic|singer|tribute|jazz|folk|session|unplugged)\b/i.test(text);
    // Carols, a choir, an acoustic-only open mic: a night to listen to, never "turn it up".
    const quiet =
      /\b(?:acoustic|carols?|choirs?|folk|jazz|piano|classical|unplugged|string quartet|harp)\b/i.test(text);
    return {
      ifKaraoke: karaoke ? "" : undefined,
      ifLoud: quiet ? undefined : "",
      ifQuiet: quiet ? "" : undefined,
      // "Your loudest voice" is for a night the crowd sings at, not a folk or piano night.
      ifSingAlong: (karaoke || openMic || /\bsing[- ]?along\b/i.test(text)) && !quiet ? "" : undefined,
      ifOpenMic: openMic ? "" : undefined,
      ifDJ: dj ? "" : undefined,
      ifBand: band ? "" : undefined,
      ifDancing:
        dj || /\b(?:dance|dancing|disco|\d0s night|motown|salsa|ceilidh)\b/i.test(text) ? "" : undefined,
    };
  },
  audience: ["music lovers", "{ifEvening}night owls", "singers in the shower"],
  emojis: ["🎶", "🎤", "🎵", "🕺", "🔊"],
  hooks: [
    "🎶 Get ready: {thing}, {when}!",
    "🎤 {Thing} at {pub}, {when}.",
    "{ifLoud}🎶 Turn it up: {thing} at {pub}, {when}.",
    "🎶 {Thing} {when}, and you're all invited.",
    "🎤 {Thing} at {pub}!",
    "🎶 Music, mates and a proper pint: {thing}, {when}.",
  ],
  tiktokHooks: [
    "Turn your sound up for this one 🔊",
    "Plans sorted: {thing}, {onDay} 🎶",
    "This is your sign to get out {onDay} 🎤",
  ],
  body: [
    "{ifBand}{ifLoud}Expect proper live music and a cracking atmosphere.",
    "{ifQuiet}Grab a drink, find a seat and let the music do the rest.",
    "{ifBand}{ifLoud}It's live, it's loud (in the best way) and it's right here at your local.",
    "{ifKaraoke}Warm up those vocal cords and pick your power ballad.",
    "{ifKaraoke}The mic is yours, the lyrics are on screen, and nobody's judging. Much.",
    "{ifOpenMic}Singers, players and poets: the mic is yours, and everyone gets a cheer.",
    "{ifAdults}{ifDJ}Floor-fillers, guilty pleasures and the odd tune you forgot you loved.",
    "{ifDancing}Bring your dancing shoes, or at least your best moves.",
    "{ifAdults}{ifLoud}Good tunes, good company and a pint in your hand: that's the night sorted.",
    "{ifAdults}{ifEvening}Round up your mates and make a night of it.",
  ],
  desire: [
    "Imagine that first chorus kicking in, pint in hand, and the whole pub singing along.",
    "Imagine the lights down, the volume up and your favourite people all around you.",
  ],
  problem: [
    "Another week that sounds exactly like the last one?",
    "When did you last hear music that wasn't coming out of your phone?",
  ],
  agitate: ["Same playlist, same sofa, same old routine. Your ears deserve better."],
  scene: [
    "It's {time} on {dayName}. The lights dip, the first notes ring out across the bar, and the room turns round to listen.",
    "It's the last song. Everyone's on their feet, and even the quiet one at the bar knows the words.",
  ],
  proof: ["Our regulars already know a music night here is one of the best nights out going."],
  jokes: [
    "{ifBand}What's the difference between a guitar and a fish? You can't tuna fish. 🥁",
    "Warning: air guitar injuries are not covered by the pub. 😂",
    "{ifKaraoke}Our glasses have survived every high note so far. So far. 😂",
  ],
  banter: [
    // Said to the crowd at a band's night: at karaoke or an open mic, the reader is the singer.
    "{ifBand}🗣️ We've heard your singing, mate. Leave this one to the professionals.",
    "{ifSingAlong}🗣️ Reckon you can hit the high notes, mate? Big claim. Prove it.",
    "{ifDancing}🗣️ Reckon you're the best dancer in the pub, mate? Big claim. Prove it.",
    "🗣️ Get the first round in early, mate. The good seats go fast.",
  ],
  meme: [
    "POV: they play your song and suddenly you know every single word.",
    "Me: I'll leave after one more.\nAlso me: front row, shouting for an encore.",
  ],
  questions: [
    "What song should the night finish on?",
    "What's your go-to singalong song?",
    "{ifDancing}Who's first on the dance floor in your group?",
  ],
  tags: [
    "{ifDancing}Tag the mate who'll be first on the dance floor 🕺",
    "{ifSingAlong}Tag the mate who always grabs the mic 🎤",
    "Tag who you're bringing 🎶",
  ],
  quizLine: ["Quick quiz: name a song that gets the whole pub singing. Wrong answers only. 🎶"],
  photo: [
    "The corner of the bar set up before doors: mic stand and lights warm, with a full pint in the foreground.",
    "The room from the side mid-song, silhouettes in front and warm lights behind.",
  ],
  video: [
    "15 s: 0-3 s black screen, then the first note hits with text '{headline}'; 3-12 s close-ups of the set-up and the bar filling; 12-15 s a pint raised to camera: 'See you at the front.'",
    "12 s: a time-lapse of the corner being set up (0-8 s), then the lights coming on with '{headline}' on screen (8-12 s).",
  ],
  closers: [
    "{ifLoud}See you at the front {seeDay}! 🎶",
    "{ifLoud}See you at the front! 🎶",
    "{ifQuiet}Sit back, relax and enjoy it. 🎶",
    "{ifSingAlong}Bring your mates and your loudest voice.",
  ],
  hashtags: ["LiveMusic", "MusicNight", "PubMusic", "NightOut"],
  cta: "Book a table for the music",
};

const TRIP_NAME = /\b(?:trip|coach to|day out|outing)\b/i;

export const EVENT: IntentBook = {
  slots: (scene) => ({
    // "fancy dress optional" is no call to dress up.
    ifFancyDress:
      /fancy dress|costumes?\b/i.test(scene.brief.text) &&
      !/\b(?:fancy dress|costumes?) (?:is |are )?(?:optional|not required|not essential)\b/i.test(
        scene.brief.text,
      )
        ? ""
        : undefined,
    ifRaceNight: /\brace night\b/i.test(scene.main.name) ? "" : undefined,
    ifRaffle: /\b(?:raffle|tombola)\b/i.test(scene.main.name) ? "" : undefined,
    ifParty: /party|bash|celebrat/i.test(scene.main.name) ? "" : undefined,
    // The pub's own team at home: come and cheer them on, not a party.
    ifHomeMatch: /\b(?:league|home) (?:home )?(?:match|game)\b|\bhome match\b/i.test(scene.main.name)
      ? ""
      : undefined,
    // A trip leaves from the pub: "Cheltenham trip at The Red Lion" reads as if the races came here.
    ifTrip: TRIP_NAME.test(scene.main.name) ? "" : undefined,
    ifAtPub: TRIP_NAME.test(scene.main.name) ? undefined : "",
  }),
  audience: ["everyone", "{ifEvening}night owls", "the whole gang"],
  emojis: ["🥳", "🎊", "🙌", "✨", "🎉"],
  hooks: [
    "{ifAhead}🎉 Mark the date: {thing}, {when}!",
    "{ifAhead}{ifAtPub}🎉 Save the date: {thing} at {pub}, {when}.",
    "{ifAtPub}🎉 {Thing} at {pub}!",
    "{ifTrip}🚌 Who's coming? {Thing} from {pub}, {when}.",
    "{ifAhead}🥳 Pencil it in: {thing}, {when}.",
    "🎉 Coming up at {pub}: {thing}, and you're invited.",
  ],
  tiktokHooks: [
    "This is your sign to come to {theThing} 🎉",
    "You in for {theThing} {onDay}? 🎉",
    "{ifFancyDress}Outfit check for {theThing} 👀",
  ],
  body: [
    "{ifFancyDress}Fancy dress is very much encouraged: the more effort, the better.",
    "{ifHomeMatch}Come down and cheer our team on: every game counts.",
    "{ifAdults}{ifEvening}Good company, good drinks and a great night out.",
    "{ifAdults}Pop in and say hello; we'll have the bar ready.",
    "{ifAdults}{ifParty}A full bar, good tunes and a proper party atmosphere.",
    "{ifKids}Bring the little ones along: this one's for them.",
    "{ifEvening}Round up the gang and make a night of it.",
    "{ifAdults}{ifDaytime}Bring the family, bring your mates, and make a day of it.",
    "{ifRaceNight}Pick a horse, grab a pint and cheer it home.",
    "{ifRaffle}Grab a strip of tickets and keep your fingers crossed.",
  ],
  desire: [
    "{ifEvening}Imagine your mates around you, a drink in hand, and a night you'll be talking about for weeks.",
    "{ifDaytime}Imagine your mates around you, a drink in hand, and a day you'll be talking about for weeks.",
  ],
  problem: ["Stuck for plans?"],
  agitate: [
    "{ifEvening}Nobody wants to be the one scrolling through everyone else's photos the morning after.",
    "{ifDaytime}Nobody wants to be the one scrolling through everyone else's photos later on.",
  ],
  scene: [
    "It's {time} on {dayName}. The first guests arrive, the first round lands, and the whole place starts to buzz.",
  ],
  proof: [
    "{ifEvening}Our regulars already know we put on a good night.",
    "{ifDaytime}Our regulars already know we put on a good day.",
  ],
  jokes: [
    "We've been planning this one for ages. The planning involved a lot of pints. 😂",
    "Warning: may cause sore cheeks from laughing. 😂",
  ],
  banter: [
    "🗣️ Bring the fun, mate, or at least bring someone who can.",
    "{ifFancyDress}🗣️ Dig out that costume, mate. We've seen what you wore last time.",
  ],
  meme: [
    "POV: you said you'd only stay for one.",
    "{ifFancyDress}Me: I'm not dressing up.\nAlso me: three hours into a homemade costume.",
  ],
  questions: ["{ifFancyDress}What are you coming as?", "Who's the life and soul of your group?"],
  tags: ["Tag your crew 👇", "{ifFancyDress}Tag the mate who'll have the best costume."],
  quizLine: ["Quick quiz: who in your group is most likely to stay till last orders? Answers below 👇"],
  photo: [
    "{ifIndoors}Your bar set up for {theThing}, shot from the doorway with the lights low and a couple of guests in the frame.",
    "Close-up of a decorated table with drinks in warm light.",
  ],
  video: [
    "15 s: 0-3 s lights off, then on to reveal the bar with text '{headline}'; 3-10 s quick cuts of drinks being poured and staff getting ready; 10-15 s a group cheers to camera.",
  ],
  closers: ["See you {seeDay}! 🎉", "{ifAhead}Get it in the diary and we'll see you there! 🎉"],
  hashtags: ["WhatsOn", "NightOut", "PubLife", "GoodTimes"],
  cta: "Book your spot",
};
