import { inSentence } from "./analysis.server";
import type { IntentBook } from "./phrases.server";

/** Quiz nights (and bingo), and live music (bands, karaoke, open mic). */
export const QUIZ: IntentBook = {
  slots: (scene) => {
    const subject = scene.a.subject;
    const bingo = /bingo/i.test(subject);
    return {
      gameNight: inSentence(subject),
      host: bingo ? "bingo caller" : "quiz master",
      ifQuiz: bingo ? undefined : "",
    };
  },
  keySlots: ["prize"],
  audience: ["quiz fans", "brainboxes", "know-it-alls"],
  emojis: ["🧠", "📝", "🤔", "🏆", "✏️"],
  hooks: [
    "🧠 {GameNight} is back {when}!",
    "🧠 Dust off the grey matter: {gameNight} {when}.",
    "📝 Pens at the ready: {gameNight} at {pub}, {when}.",
    "🧠 Think your team's got what it takes? Prove it {when}.",
    "🧠 {GameNight} {when}, with the {prize} up for grabs.",
    "🧠 It's {gameNight} at {pub}!",
    "📝 {GameNight}: pens out, phones away.",
  ],
  tiktokHooks: [
    "Your group chat needs to see this 👀",
    "The {prize} is up for grabs {day} 👀",
    "POV: your team name is better than your answers 🧠",
    "Phones away, pens out. {GameNight} {day} 📝",
    "Who's the brains of your group? Asking for a {gameNight} 🧠",
  ],
  body: [
    "Round up your sharpest mates, pick a team name you'll regret, and take on our {host}.",
    "The {prize} goes to the winning team; everyone else gets to blame the questions.",
    "There's a {prize} for the winners, plus bragging rights until next time.",
    "It's the best night of the week for know-it-alls, lucky guessers and everyone in between.",
    "Brains, banter and a cold pint: that's the whole formula.",
    "{ifQuiz}No phones, no Googling, just your team and that answer on the tip of your tongue.",
  ],
  desire: [
    "Imagine your team's name read out first, and the {prize} heading your way.",
    "Imagine nailing the question nobody else got, pint in hand, with your whole team cheering.",
  ],
  problem: ["Another night of the same old telly?", "Group chat full of plans that never happen?"],
  agitate: [
    "Same sofa, same shows, same argument about what to watch. You deserve a better night than that.",
    "Another week goes by and the only thing you've won is a row with the TV remote.",
  ],
  scene: [
    "It's {time} on {dayName}. Pens out, pints poured, and table four still can't agree on a team name. Then the mic crackles…",
    "It's the final round. Two points in it. Somebody remembers the answer at the last second, and the whole table erupts.",
    "It's {gameNight}. The answer sheets go round, the room goes quiet, and someone at the back whispers, \"It's definitely Henry the Eighth.\"",
  ],
  proof: [
    "Our regulars already know {gameNight} is the best night of the week. Come and see why.",
    "Ask our regulars: the rivalry between the teams is half the fun.",
  ],
  jokes: [
    "Why did the quiz master bring a ladder? To reach the high scores. 🥁",
    "We'd tell you a joke about the quiz, but you'd only argue with the answer. 😂",
    "Team names like 'Quiz Teama Aguilera' earn our respect, not extra points. 😂",
    "Top tip: if in doubt, the answer is Henry the Eighth. 🥁",
  ],
  banter: [
    "🗣️ Your team name's funnier than your answers, mate. Prove us wrong.",
    "🗣️ Heard your lot think you're clever. We'll find out {onDay}.",
    "🗣️ Last place gets a round of applause. That's the only round they're getting.",
  ],
  meme: [
    'POV: you said "it\'s definitely Paris" with your whole chest and it was not Paris.',
    'Nobody:\nAbsolutely nobody:\nYour mate at the quiz: "I KNEW that one!"',
    "Me: I'm rubbish at quizzes.\nAlso me: shouting the answer across the pub before the question's finished.",
  ],
  questions: [
    "What's the best quiz team name you've ever heard?",
    "Who's the know-it-all on your team?",
    "Which round is your team's secret weapon?",
  ],
  tags: [
    "Tag the mate who always knows the answer 👇",
    'Tag your quiz team, and the one who always says "it\'s on the tip of my tongue".',
    "Tag a mate you need on your team.",
  ],
  quizLine: [
    "Warm-up question: how many sides does a 50p coin have? Answers in the comments, no Googling. 🧠",
    "Warm-up question: what's a group of owls called? Answers below, no cheating. 🦉",
    "Warm-up question: which English county borders only one other? Answers in the comments. 🧠",
  ],
  photo: [
    "Close-up of quiz answer sheets, pens and two pints on a wooden table, with the {host}'s mic softly out of focus behind.",
    "A team huddled over their answer sheet mid-debate, shot at table height in warm pub lighting.",
  ],
  video: [
    "15 s: 0-3 s close-up of a pen writing a team name, text on screen '{headline}'; 3-10 s quick cuts of answer sheets going round, pints landing and the {host} at the mic; 10-15 s the {prize} written on a chalkboard, held up to camera: 'Who's taking it home?'",
    "12 s: a member of staff reads a warm-up question straight to camera (0-5 s), holds a pause with 'Answer in the comments' on screen (5-8 s), then cuts to the pub setting up for {gameNight} (8-12 s).",
  ],
  closers: [
    "See you {onDay}, and bring your brains! 🧠",
    "Get your team together and we'll see you {onDay}.",
    "Teams at the ready. See you {onDay}!",
    "Teams at the ready. See you there! 🧠",
  ],
  hashtags: ["PubQuiz", "QuizNight", "Quiz", "Trivia", "QuizTime", "GeneralKnowledge"],
  cta: "Book your quiz table",
};

export const LIVE_MUSIC: IntentBook = {
  slots: (scene) => {
    const subject = scene.a.subject;
    const karaoke = /karaoke/i.test(subject);
    const openMic = /open mic/i.test(subject);
    return {
      show: karaoke ? "karaoke night" : openMic ? "open mic night" : "live music",
      ifKaraoke: karaoke ? "" : undefined,
      ifOpenMic: openMic ? "" : undefined,
      ifBand: karaoke || openMic ? undefined : "",
    };
  },
  keySlots: ["act"],
  audience: ["music lovers", "gig-goers", "singers"],
  emojis: ["🎶", "🎤", "🎵", "🕺", "🔊"],
  hooks: [
    "🎶 Live music {when} with {act}!",
    "🎤 {Act}, live at {pub}, {when}.",
    "🎶 {Show} is back {when}!",
    "🎶 Turn it up: {show} at {pub} {when}.",
    "🎤 {Show} at {pub}!",
  ],
  tiktokHooks: [
    "Turn your sound up for this one 🔊",
    "{Act} live {day}. Plans: sorted 🎶",
    '{ifBand}POV: you said "just one" and then the band started 🎶',
    "This is your sign to get out {day} 🎤",
  ],
  body: [
    "{ifBand}Expect proper live music, a cracking atmosphere and a pint in your hand.",
    "{Act} bring the tunes; you bring the singalong.",
    "{ifBand}Bring your dancing shoes, or at least your best air guitar.",
    "{ifKaraoke}Warm up those vocal cords and pick your power ballad.",
    "{ifOpenMic}Bring your guitar, your poems or just your applause.",
    "{ifBand}It's live, it's loud (in the best way) and it's right here at your local.",
    "{ifKaraoke}The mic is open, the lyrics are on screen, and nobody's judging. Much.",
    "{ifOpenMic}Singers, players and poets: the mic is yours, and everyone gets a cheer.",
  ],
  desire: [
    "Imagine that first chorus kicking in, pint in hand, and the whole pub singing along.",
    "Imagine the lights down, the volume up and your favourite people all around you.",
  ],
  problem: [
    "Another weekend that sounds exactly like the last one?",
    "When did you last hear music that wasn't coming out of your phone?",
  ],
  agitate: ["Same playlist, same sofa, same Saturday. Your ears deserve better."],
  scene: [
    "It's {time} on {dayName}. The amps hum, the lights dip, and the first chord rings out across the bar.",
    "It's the last song. Everyone's on their feet, and even the quiet one at the bar knows the words.",
  ],
  proof: ["Our regulars already know a music night here is one of the best nights out going."],
  jokes: [
    "What's the difference between a guitar and a fish? You can't tuna fish. 🥁",
    "Our bar staff have requested no drum solos. We'll see how that goes. 😂",
    "Warning: air guitar injuries are not covered by the pub. 😂",
  ],
  banter: [
    "🗣️ We've heard your singing, mate. Leave this one to the professionals.",
    "🗣️ Reckon you're the best dancer in the pub? Big claim. Prove it {onDay}.",
  ],
  meme: [
    "POV: they play your song and suddenly you know every single word.",
    "Me: I'll leave before the encore.\nAlso me: front row, shouting for one more.",
  ],
  questions: [
    "What song should the night finish on?",
    "What's the best gig you've ever been to in a pub?",
    "{ifKaraoke}What's your go-to karaoke song?",
  ],
  tags: ["Tag the mate who'll be first on the dance floor 🕺", "Tag who you're bringing 🎶"],
  quizLine: [
    "Quick quiz: name a song that gets the whole pub singing. Wrong answers only. 🎶",
    "Music round warm-up: which band released 'Wonderwall'? Answers in the comments. 🎶",
  ],
  photo: [
    "The stage corner set up before doors: mic stand, amp and guitar lit warm, with a full pint in the foreground.",
    "{Act} mid-song from the side of the room, crowd silhouettes in front and warm stage lights behind.",
  ],
  video: [
    "15 s: 0-3 s black screen, then the first chord hits with text '{headline}'; 3-12 s soundcheck close-ups (guitar strings, a drum hit, a mic tap); 12-15 s a pint raised to camera: 'See you at the front.'",
    "12 s: film the empty stage corner in time-lapse as the gear goes up (0-8 s), cut to the lights coming on with '{headline}' on screen (8-12 s).",
  ],
  closers: [
    "See you at the front {onDay}! 🎶",
    "See you at the front! 🎶",
    "Bring your mates and your loudest voice. See you {onDay}.",
  ],
  hashtags: ["LiveMusic", "LiveBand", "GigNight", "PubGig", "SupportLiveMusic"],
  cta: "Book a table for the music",
};
