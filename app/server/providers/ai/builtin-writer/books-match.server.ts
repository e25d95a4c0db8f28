import type { IntentBook } from "./phrases.server";

/** Matches, races and fights on the big screen. */
export const MATCH: IntentBook = {
  slots: (scene) => ({
    matchOrBig: scene.slots.match ?? "the big match",
    sceneTime: scene.slots.kickoff,
  }),
  keySlots: ["match"],
  audience: ["{team} fans", "sports fans", "match-goers"],
  emojis: ["📺", "🔥", "📣", "🍻", "🙌"],
  hooks: [
    "📣 {Match}, live on the big screen {when}!",
    "📣 It's match day {when}: {match}, live at {pub}.",
    "🔥 Big {game}, big screen, better with a pint: {match}, {when}.",
    "📣 {Team} fans: {match} is on {when}.",
    "📣 The big {game} is on {when}.",
    "📣 {Match}, live on the big screen at {pub}!",
    "🔥 Big {game}, big screen, better with a pint: {match}.",
  ],
  tiktokHooks: [
    "Where are you watching {match}? Wrong answer: at home 📺",
    "{Team} fans, this one's for you {sportEmoji}",
    "Get your shirt on. {Match} {day} {sportEmoji}",
    "The build-up to {match} starts here 👇",
  ],
  body: [
    "Every {moment} on the big screen, the sound up, and a proper {atmosphere} atmosphere.",
    "Get in early, grab a good spot and get the first round in before {start}.",
    "Nothing beats watching the big {game} with a full pub behind you.",
    "{ifTeamSport}Shirts on, scarves out, and the best seat in the house is the one you get to first.",
    "{ifRacing}Pick your horse, grab a pint and cheer them home.",
    "Big screen, good company and a pint in your hand: that's the plan sorted.",
  ],
  desire: [
    "Imagine {bigMoment} with the whole pub on its feet.",
    "Imagine the noise when it matters, a cold pint in your hand and your mates either side.",
  ],
  problem: [
    "Watching the big {game} on your own at home? Where's the fun in that?",
    "Tiny telly, no atmosphere, nobody to celebrate with?",
  ],
  agitate: [
    "Shouting at the screen with nobody to high-five is no way to watch sport. And the neighbours can hear you.",
  ],
  scene: [
    "It's {sceneTime}. Pints poured, eyes on the screen, and the whole pub holds its breath as {start} arrives.",
    "It's {tense}. The pub goes silent, then absolutely erupts.",
  ],
  proof: [
    "Our regulars already know this is the place to watch the big games.",
    "Ask our regulars: there's nothing like a match day in here.",
  ],
  jokes: [
    "{ifFootball}Why was the pitch so wet? The players kept dribbling. 🥁",
    "We've asked the ref for a fair game. He hasn't replied. 😂",
    "Our big screen has seen more drama than a soap opera. 😂",
  ],
  banter: [
    "🗣️ {Opponent} fans welcome too. Someone's got to sit quietly in the corner.",
    "🗣️ Come on {team}! Sing up, mate, we can't hear you!",
    "🗣️ Bring your loudest mate and your lucky shirt. Yes, even if it hasn't been washed.",
  ],
  meme: [
    "POV: it's {tense} and the whole pub is holding the same breath.",
    "Me: I'm not getting worked up about this one.\nAlso me at {start}: 😤📣",
  ],
  questions: [
    "What's your prediction? 👇",
    "Who's your player to watch?",
    "Where's your lucky seat in the pub?",
  ],
  tags: ["Tag who you're watching it with 👇", "Tag the mate who'll be the loudest in the pub."],
  quizLine: [
    "Pub quiz warm-up: what's your score prediction for {match}? Answers below, bragging rights only. {sportEmoji}",
    "Quick quiz: who's your player of the match going to be? Answers in the comments. {sportEmoji}",
  ],
  photo: [
    "The big screen showing the build-up, shot over the shoulders of fans with pints raised.",
    "Scarves and shirts draped over the chairs in front of the big screen, with a row of fresh pints on the table.",
  ],
  video: [
    "15 s: 0-3 s a pint being poured with text '{headline}'; 3-10 s the big screen switching on, scarves on chairs, staff in shirts; 10-15 s the staff point at camera: 'Where else would you watch it?'",
    "12 s: a countdown on screen over quick cuts of the pub filling up (0-8 s), then the team sheet or the build-up on the big screen with '{start} {kickoff}' (8-12 s).",
  ],
  closers: [
    "Get here early for a good seat. See you {onDay}! {sportEmoji}",
    "{ifTeamSport}Shirts on. See you {onDay}.",
    "{ifTeamSport}Shirts on, pints ready. See you there.",
    "Pints ready. See you there! {sportEmoji}",
  ],
  hashtags: ["MatchDay", "LiveSport", "BigScreen", "SportsBar"],
  cta: "Book your table for the {game}",
};
