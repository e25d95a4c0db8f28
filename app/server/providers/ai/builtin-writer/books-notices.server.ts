import { properCase } from "~/lib/content/proper-case";
import { lowerFirst } from "./analysis.server";
import type { IntentBook } from "./phrases.server";

/**
 * Notices: charity, private hire, staff wanted, closures, opening hours, the beer garden, pub news,
 * and the "what's on" post for several things at once. Plain words first: a closure or a job
 * advert is news a landlord wants read, so the lines stay friendly and clear.
 */
const SHARED = {
  desire: ["Imagine a seat at the bar, a fresh pint and nowhere you need to be."],
  problem: ["Need an excuse to get out of the house?"],
  agitate: ["Another week gone and nothing to show for it but a tidy sofa."],
  scene: [
    "It's a quiet moment behind the bar. The door swings open, someone waves, and the first round goes in.",
  ],
  proof: ["Our regulars already know this is a good one."],
  jokes: ["We're not saying we're the best pub around, but we're definitely in the top one. 😂"],
  banter: ["🗣️ Your sofa will cope without you, mate."],
  meme: [
    "POV: you only popped in for one.",
    "Me: I'll have a quiet one.\nAlso me: still here at last orders.",
  ],
  questions: ["Who's coming?", "What's your usual?"],
  tags: ["Tag who you're bringing 👇"],
  quizLine: ["Quick quiz: what's the best thing about your local? Answers below 👇"],
  photo: ["The front of the pub in good light, door open, with a chalkboard outside."],
  video: [
    "10 s: walk in through the front door (0-3 s) with text '{headline}', pan across the bar (3-8 s), end on a pint raised to camera (8-10 s).",
  ],
  hashtags: ["LocalPub", "PubLife", "SupportLocal", "BritishPub"],
};

export const CHARITY: IntentBook = {
  ...SHARED,
  // "raised £1,340 … thank you": the night is over, so nobody is asked to come along to it.
  slots: (scene) => ({
    ifAhead: /\b(?:raised|thank(?:s| you| u))\b/i.test(scene.brief.text) ? undefined : "",
  }),
  audience: ["everyone", "neighbours", "kind souls"],
  emojis: ["💛", "🙌", "🤝", "✨", "😊"],
  hooks: [
    "{ifAhead}💛 Please come along: {thing}, {when}!",
    "💛 For a good cause: {thing} at {pub}, {when}.",
    "🤝 {Thing} at {pub}!",
    "💛 Please share: {thing}.",
  ],
  tiktokHooks: ["Doing our bit for a good cause 💛", "Every little helps: {thing}, {onDay} 💛"],
  body: [
    "Every bit helps, and it means a lot to everyone involved.",
    "{ifAhead}Come along, bring your friends, and help us make a real difference.",
    "This community never lets a good cause down: it's the best bit of running a pub.",
  ],
  proof: ["Our regulars always get behind a good cause, and we're proud of it."],
  jokes: ["Warning: good deeds may result in a warm, fuzzy feeling. 😂"],
  banter: ["🗣️ Dig deep, mate. Every penny counts."],
  meme: ["POV: you came for one and left having done a good deed."],
  questions: ["Who's coming to support?", "Can you share this with someone who'd want to help?"],
  tags: ["Tag someone who'd want to get involved 👇"],
  closers: ["Thank you for your support! 💛", "{ifAhead}See you there, and thank you! 💛"],
  hashtags: ["Charity", "Community", "GoodCause", "LocalPub"],
  cta: "Get involved",
};

/** A brief about saying goodbye: its post is said gently, never as a celebration. */
export const FAREWELL = /\b(?:wakes?|funerals?|celebrations? of life)\b/i;

export const HIRE: IntentBook = {
  ...SHARED,
  // "Planning something? Wakes." and "Got something to celebrate? Wakes…" read wrong: those hooks
  // only answer with a room or a space, never with an occasion.
  // Nor beside a room whose brief also offers it for wakes ("birthdays, wakes - room for hire").
  slots: (scene) => ({
    ifSpace:
      /\b(?:wakes?|funeral teas?|celebrations? of life|christenings?|baby showers?|birthdays?|parties|bookings(?: now)?(?: open)?)$/i.test(
        scene.slots.title ?? "",
      ) || FAREWELL.test(scene.brief.text)
        ? undefined
        : "",
  }),
  audience: ["party planners", "everyone", "families"],
  emojis: ["🎈", "🥂", "✨", "🙌", "🍾"],
  hooks: [
    "🎈 {Title} at {pub}.",
    "{ifSpace}🎈 Planning something? {Title}.",
    "{ifSpace}🥂 Got something to celebrate? {Title} at {pub}.",
  ],
  tiktokHooks: ["Planning a get-together? Look no further 🎈", "Your next celebration sorted 🥂"],
  body: [
    "Tell us what you're planning and we'll help make it a good one.",
    "Friendly staff, good food and drink, and a space that's all yours.",
    "From big birthdays to quiet get-togethers, you're in safe hands.",
  ],
  scene: [
    "It's the night of the big do. The room's ready, the drinks are poured, and the first guests walk in smiling.",
  ],
  proof: ["Our regulars have held their own celebrations here for years."],
  jokes: ["We'll do the organising. You do the celebrating. Fair deal. 😂"],
  banter: ["🗣️ Stop putting off the planning, mate. We've got you."],
  meme: ["POV: you booked it early and everyone thinks you're organised."],
  questions: ["What are you celebrating this year?", "Who's the organiser in your family?"],
  tags: ["Tag the mate who's always organising 👇"],
  photo: ["The room laid out and ready, tables set and lights warm, shot from the doorway."],
  closers: ["Get in touch to book.", "Ask at the bar or get in touch to book."],
  hashtags: ["PrivateHire", "FunctionRoom", "Celebrations", "LocalPub"],
  cta: "Enquire about booking",
  problem: ["Got something to celebrate and nowhere to hold it?"],
  agitate: ["Hunting for a room, sorting the food, counting chairs: it soon adds up."],
  solution: [
    "The answer? Let us host it, and you enjoy it.",
    "Sorted: we'll look after the room, the food and the drinks.",
  ],
  storyPayoff: "That could be your do, at {pub}.",
};

/**
 * Private hire for a wake or a celebration of life: the same facts, said gently. No party words,
 * no jokes and no banter, whatever tone is asked for: a landlord would never post those.
 */
export const WAKE: IntentBook = {
  ...HIRE,
  gentle: true,
  storyPayoff: "",
  desire: ["Imagine a quiet room, a warm cup of tea and everyone together."],
  problem: ["Not sure where to start with the arrangements?"],
  agitate: ["There's a lot to arrange at a hard time."],
  audience: ["families", "everyone"],
  emojis: ["🕊️", "🤍", "✨"],
  hooks: ["🕊️ {Title} at {pub}.", "🤍 {Title}: we're here to help."],
  tiktokHooks: ["We're here when you need us 🤍"],
  body: [
    "We'll take care of the food, the drinks and the room, so you can be with the people who matter.",
    "A quiet, comfortable space and a team who will look after everyone.",
  ],
  scene: ["The room is ready, the tea is poured, and friends gather to share their stories."],
  proof: ["Families have trusted us with these days for years."],
  jokes: ["Just let us know what you need, and we'll look after the rest."],
  banter: ["Just ask at the bar. We'll sort the rest."],
  meme: ["Leave the details to us, so you don't have to think about them."],
  questions: ["Is there anything we can help you plan?"],
  tags: ["Share this with anyone who might need it."],
  photo: ["The function room set quietly, with white tablecloths and soft light."],
  closers: ["Get in touch, and we'll talk it through.", "Pop in and have a word, any time."],
  hashtags: ["PrivateHire", "FunctionRoom", "LocalPub", "CommunityPub"],
  cta: "Get in touch",
};

/** A job's first word, which is never a name: "chef", "bar staff", "full time cook". */
const JOB_WORD =
  /^(?:chefs?|cooks?|bar|kitchen|full|part|weekend|evening|glass|waiting|front|head|sous|cleaners?|staff|waiters?|waitress(?:es)?|pot)\b/i;

export const STAFF: IntentBook = {
  ...SHARED,
  // The job without "wanted" ("bar staff wanted" → "bar staff"); none for a bare "staff wanted",
  // so no hook says "We're hiring: staff wanted".
  slots: (scene) => {
    // "bar staff wanted for Christmas": "wanted" goes wherever it is, so no hook says it twice.
    const role = (scene.slots.title ?? "").replace(/\s+(?:wanted|needed|required)\b/gi, "").trim();
    // Lower case mid-sentence ("We're hiring: chef."), but a name keeps its capital ("Christmas temps").
    const cased = properCase(role.toLowerCase());
    const midSentence = JOB_WORD.test(cased) ? cased.charAt(0).toLowerCase() + cased.slice(1) : cased;
    return { role: role && !/^(?:staff|staff wanted)$/i.test(role) ? midSentence : undefined };
  },
  audience: ["job hunters", "friendly faces", "locals"],
  emojis: ["👋", "🙌", "✨", "🍻", "😊"],
  hooks: [
    "👋 We're hiring: {role}.",
    "👋 {Role} wanted at {pub}: come and join our team.",
    "🙌 Fancy working at {pub}? We're hiring.",
    "👋 We're hiring at {pub}.",
  ],
  tiktokHooks: ["Want to join the best team in town? 👋", "We're hiring 👋"],
  body: [
    "We're a friendly team and we look after each other.",
    "If you're friendly, reliable and good with people, this could be for you.",
  ],
  desire: ["Imagine a job where the regulars know your name and the team has your back."],
  problem: ["Looking for a new job with a friendly team?"],
  agitate: ["Not every job comes with this many friendly faces."],
  scene: ["It's a busy shift. The team's laughing behind the bar, and the regulars are in good spirits."],
  proof: ["Our team stays because they like it here. Ask them."],
  jokes: ["Perks include the best gossip in town. 😂"],
  banter: ["🗣️ Know someone who'd be great behind the bar, mate? Send them our way."],
  meme: ["POV: your new job comes with regulars who already love you."],
  questions: ["Know someone who'd be perfect for this?"],
  tags: ["Tag someone who'd be great for this 👇"],
  photo: ["The bar team smiling behind the bar, shot at eye level in warm light."],
  video: [
    "10 s: the team waving from behind the bar (0-4 s) with text '{headline}', then a quick tour of the bar (4-10 s).",
  ],
  closers: ["We'd love to hear from you.", "Could this be you?"],
  tones: {
    cheekier: [
      "Go on, you've been waiting for a sign. This is it. 😉",
      "Fair warning: the regulars will know your life story by week two. 😉",
    ],
    urgent: [
      "⏰ We'd like someone started soon, so don't sit on it.",
      "⏰ Interested? Get in touch this week.",
    ],
    warmer: [
      "Whoever you are, bring a smile and you'll fit right in.",
      "You'll be part of the team from your very first shift.",
    ],
    banter: ["🗣️ Know someone who'd be great behind the bar, mate? Send them our way."],
  },
  fomo: [
    "Jobs like this don't hang about, so get in touch soon.",
    "Don't leave it too long: we'd like someone in soon.",
  ],
  solution: [
    "The answer? Work at your local, with a team that has your back.",
    "Sorted: a job with a team that has your back.",
  ],
  hashtags: ["Hiring", "JobsNearMe", "PubJobs", "LocalJobs"],
  cta: "Apply now",
  storyPayoff: "That could be you, at {pub}.",
};

/**
 * A team or group asking for people ("ladies darts team looking for new players", "pool team need
 * a sub"): an invitation to join, in the group's own words. Nothing is promised that the brief did
 * not say (no "all abilities", no "beginners welcome" of its own).
 */
export const TEAM_CALL: IntentBook = {
  ...SHARED,
  slots: (scene) => ({ group: scene.brief.teamCall?.group }),
  audience: ["players", "locals", "everyone"],
  emojis: ["🙋", "📣", "🤝", "🍻", "✨"],
  // The ask itself is the first list line: a hook that said it again would repeat it.
  hooks: [
    "🙋 Fancy joining our {group}?",
    "📣 Could you join our {group}?",
    "🤝 A shout from our {group} at {pub}.",
  ],
  tiktokHooks: ["Calling all players 📣", "Join the team 🙋"],
  body: [
    "Know someone who'd be up for it? Send them our way.",
    "Spread the word: share this with anyone who might fancy it.",
  ],
  desire: ["Imagine a regular night out with a team that's glad to see you."],
  problem: ["Fancy something new to do of an evening?"],
  agitate: ["Another week of the same old routine."],
  scene: [
    "It's team night. The pints are on the table, the banter's flowing, and there's room for one more.",
  ],
  proof: ["Our teams are a friendly bunch: ask any of them."],
  jokes: ["The team banter alone is worth it. 😂"],
  banter: ["🗣️ Go on, mate. You know you want to."],
  meme: ["POV: you said you'd fill in once and now you never miss a week."],
  questions: ["Fancy giving it a go?"],
  tags: ["Tag a mate who should give it a go 👇"],
  photo: ["The team round a table with their pints, shot from the end of the table in warm light."],
  closers: ["Have a word at the bar if you're interested.", "Ask behind the bar for details."],
  tones: {
    cheekier: ["Go on, you know you want to. 😉"],
    urgent: ["⏰ Let us know soon if you're up for it."],
    warmer: ["Whoever you are, you'll get a warm welcome."],
    banter: ["🗣️ Go on, mate. You know you want to."],
  },
  fomo: ["Let us know soon if you fancy it."],
  solution: ["The answer? Join the team at your local."],
  hashtags: ["PubTeam", "JoinTheTeam", "LocalPub", "CommunityPub"],
  cta: "Find out more",
  storyPayoff: "That could be you, at {pub}.",
};

/**
 * News of a death ("our regular jim passed away"): said quietly, with no exclamation, no party or
 * "see you soon" lines, and no jokes whatever tone is asked for.
 */
export const LOSS: IntentBook = {
  ...WAKE,
  // Said by name when the brief gives one ("our regular jim"): "they" beside the landlord's "his" jars.
  slots: (scene) => {
    const name = scene.brief.facts.names.find((fact) => fact.kind === "person")?.name;
    // With no name read, the landlord's own "his" or "her" says how to speak of them.
    const his = /\b(?:his|him|he)\b/i.test(scene.brief.text);
    const her = /\b(?:her|she)\b/i.test(scene.brief.text);
    const [they, their, them] =
      his && !her ? ["he", "his", "him"] : her && !his ? ["she", "her", "her"] : ["they", "their", "them"];
    return {
      name,
      ifNoName: name ? undefined : "",
      they,
      their,
      them,
      were: they === "they" ? "were" : "was",
    };
  },
  hooks: ["🕊️ Some sad news from {pub}."],
  tiktokHooks: ["Some sad news from your local 🕊️"],
  body: [
    "Our thoughts are with {name}'s family and friends.",
    "{Name} was part of this pub, and will be missed by everyone here.",
    "{ifNoName}Our thoughts are with {their} family and friends.",
    "{ifNoName}{They} {were} part of this pub, and {they}'ll be missed.",
  ],
  closers: [
    "Everyone who knew {name} is welcome to raise a glass.",
    "{ifNoName}Everyone who knew {them} is welcome to raise a glass.",
    "Rest easy. 🕊️",
  ],
  // A wake may close the pub to everyone else: no "fill the bar" beside it.
  jokes: [
    "There'll be stories about {name} told at the bar, and rightly so.",
    "{ifNoName}There'll be stories told at the bar, and rightly so.",
  ],
  banter: ["Come and share a story or two."],
  meme: ["There's a seat at the bar that won't feel the same."],
  scene: ["The bar is quiet for a moment, and then someone starts a story, and everyone's smiling again."],
  photo: ["A single pint on the bar in soft light, shot quietly from the side."],
  hashtags: ["LocalPub", "CommunityPub"],
  cta: "Get in touch",
};

/** A closure for a sad reason: a funeral, a death, an illness. */
const SAD_REASON =
  /\b(?:funeral|passed away|passing|bereavement|wake|illness|ill health|poorly|in hospital|family emergency|sad news)\b/i;

export const CLOSURE: IntentBook = {
  ...SHARED,
  // A closure in the landlord's words is passed on with a full stop, never "shut till Monday!".
  opening: "notice",
  // "we're closed for refurbishment", but "kitchen closed" and "power cut" as they are.
  slots: (scene) => {
    // Lower case but for names and days ("bingo postponed till next Thursday").
    const title = scene.slots.title ? lowerFirst(scene.slots.title) : "";
    // Closed for a funeral or an illness: sorry, never "if this messes up your plans", never a joke.
    const sad = SAD_REASON.test(scene.brief.text);
    return {
      notice: /^clos(?:ed|ing)\b/.test(title) ? `we're ${title}` : title,
      ifLight: sad ? undefined : "",
    };
  },
  audience: ["everyone", "regulars"],
  emojis: ["📢", "🔧", "🙏", "👋", "✨"],
  hooks: [
    "📢 Heads up: {notice} {onDay}.",
    "📢 A quick notice from {pub}: {notice} {onDay}.",
    "📢 Please note: {notice} {onDay}.",
    // A notice with a day always says it: "Heads up: kitchen closed tonight", never just "kitchen closed".
    "{ifNoDay}📢 Heads up: {notice}.",
  ],
  tiktokHooks: ["Quick update from your local 📢", "PSA from {pub} 📢"],
  // One apology in the body and one thanks in the close: said twice, it reads like a form letter.
  body: ["Sorry for any inconvenience.", "{ifLight}Sorry if this messes up your plans."],
  desire: ["Imagine your seat at the bar, waiting for you the moment we're back."],
  problem: ["Planning a visit?"],
  agitate: ["Nobody likes turning up to a locked door."],
  scene: ["It's quiet for once. The chairs are up and the lights are low, but not for long."],
  proof: ["Our regulars are always so understanding about these things."],
  jokes: ["{ifLight}We'll miss you more than you'll miss us. Probably. 😂"],
  banter: ["{ifLight}🗣️ Don't go getting comfy at another pub, mate."],
  meme: ["{ifLight}POV: you check the pub's page before setting off. Good habit."],
  questions: ["Can you share this so nobody has a wasted trip?"],
  tags: ["Tag a regular so they know 👇"],
  photo: ["Your front door with a handwritten notice in the window, shot straight on."],
  video: [
    "8 s: a hand turning the door sign (0-3 s) with text '{headline}', then a wave from the team (3-8 s).",
  ],
  closers: ["Thanks for your patience. See you soon!", "Thanks for bearing with us."],
  tones: {
    cheekier: [
      "We'll be back before you've had time to miss us. 😉",
      "Don't go getting too comfy at home while we're shut. 😉",
    ],
    urgent: ["⏰ Worth knowing before you set off.", "⏰ Please pass this on so nobody's caught out."],
    warmer: [
      "It's your local, and we'll be glad to see you when we're back.",
      "We'll be ready with a warm welcome as soon as the doors open again.",
    ],
    banter: ["🗣️ Don't go getting comfy at another pub, mate."],
  },
  fomo: ["Worth knowing before you set off, so nobody's caught out."],
  solution: ["The answer? Check here before you set off, and we'll see you soon."],
  cta: "Plan your next visit",
  storyPayoff: "",
};

export const OPENING: IntentBook = {
  ...SHARED,
  audience: ["everyone", "locals", "regulars and newcomers"],
  emojis: ["🍻", "🕚", "🚪", "👋", "✨"],
  hooks: [
    "🕚 Good to know: {title} {when}.",
    "📢 Good news from {pub}: {title} {when}.",
    "🚪 Good news: {title} {when}, and the pumps are ready.",
    "🕚 {Title} at {pub}.",
  ],
  tiktokHooks: ["PSA from your local 📢", "Plans sorted 🍻"],
  // "A bit of peace and quiet" is not Christmas Eve with a DJ.
  slots: (scene) => ({
    ifCalm: /\b(?:dj|disco|band|live|music|karaoke|party|quiz|match|fight|racing|darts|screens?)\b/i.test(
      scene.brief.text,
    )
      ? undefined
      : "",
  }),
  body: [
    "{ifCalm}Pop in for a pint, a catch-up or a bit of peace and quiet.",
    "Same warm welcome, same good pints, same friendly faces behind the bar.",
  ],
  jokes: ["Opening times? We prefer to call it pint o'clock. 🥁"],
  banter: ["🗣️ The bar stool's been asking after you, mate."],
  questions: ["Who's popping in?", "What's your first order?"],
  tags: ["Tag who you're meeting for a pint 👇"],
  photo: ["Your front door open with the lights on inside, shot from the pavement."],
  closers: ["See you soon! 🍻", "See you {seeDay}! 🍻"],
  hashtags: ["OpeningHours", "LocalPub", "PubLife"],
  cta: "Plan your visit",
  // Opening news may follow a closure ("power cut earlier, kitchen back open"): plain lines for
  // every tone, never the generic ones that sell a night out.
  tones: {
    cheekier: ["Your usual will be waiting. 😉"],
    urgent: ["⏰ Worth knowing before you head out."],
    warmer: ["It'll be good to see you."],
    banter: ["🗣️ The bar stool's been asking after you, mate."],
  },
  fomo: ["Worth knowing before you plan your week."],
};

export const GARDEN: IntentBook = {
  ...SHARED,
  audience: ["garden lovers", "everyone", "families"],
  emojis: ["🌿", "🍻", "🌼", "🙌", "✨"],
  hooks: ["🌿 Get outside: {title}, {when}!", "🌿 {Title} at {pub}.", "🍻 Outside at {pub}: {title}."],
  tiktokHooks: ["Your new favourite spot 🌿", "Get outside: {title}, {onDay} 🌿"],
  body: [
    "Grab a table outside, bring your mates and settle in.",
    "Fresh air, cold drinks and good company: sorted.",
  ],
  jokes: ["Our garden is growing on us. 🥁"],
  banter: ["🗣️ Get off the sofa and into the garden, mate."],
  meme: ["POV: you found the best table in the garden."],
  questions: ["Inside or outside: where are you sitting?"],
  tags: ["Tag who you're bringing 🌿"],
  photo: ["The garden tables set with a couple of full pints, shot from a low angle."],
  closers: ["See you out there! 🍻", "See you {seeDay}! 🌿"],
  hashtags: ["BeerGarden", "PubGarden", "LocalPub"],
  cta: "Book a table",
};

export const NEWS: IntentBook = {
  ...SHARED,
  audience: ["everyone", "locals", "friends"],
  emojis: ["🍻", "👋", "✨", "🙌", "😊"],
  // News posts open with the landlord's own words; these lines only follow them.
  hooks: ["📣 News from {pub}!", "📣 A quick one from {pub}."],
  tiktokHooks: ["Quick update from your local 👋", "You'll want to hear this 👀"],
  // News is whatever the landlord says it is (a found dog, a quiz win, a refurb): lines that fit any of
  // it, never "same good pints" beside a lost dog.
  // Two lines that say different things: both are printed on Facebook.
  body: [
    "{ifNotThanks}Please pass this on to anyone who'd want to know.",
    "{ifNotThanks}{ifNotFound}{ifOngoing}We'll keep you posted here.",
    "{ifNotThanks}{ifNotFound}{ifSettled}Come and say hello next time you're in.",
    "{ifFound}If it's yours, pop in and we'll have it waiting for you.",
    "{ifThanks}We couldn't do it without you, and we never take that for granted.",
    "{ifThanks}You lot make this place what it is.",
  ],
  // Something left at the pub is already found: there is nothing to keep anyone posted on. A thank-you
  // is said back, never passed on.
  slots: (scene) => {
    const found = /\b(?:lost property|left (?:behind|here|a|an|his|her|their)|handed in|found a)\b/i.test(
      scene.brief.text,
    );
    const thanks =
      /^(?:(?:a |massive |huge |big )?(?:thank you|thanks|thank u|ta)\b|cheers (?:to|for)\b)/i.test(
        scene.brief.text,
      );
    // "We'll keep you posted" only where there is more to come ("hopefully back thurs", "tbc").
    const ongoing =
      /\b(?:update|updates|waiting|hopefully|should be|fingers crossed|tbc|tba|more (?:info|details|news) (?:soon|to follow)|keep you posted|once|when we know|not sure|until further notice|for now)\b/i.test(
        scene.brief.text,
      );
    return {
      ifOngoing: ongoing ? "" : undefined,
      ifSettled: ongoing ? undefined : "",
      ifFound: found ? "" : undefined,
      ifNotFound: found ? undefined : "",
      ifThanks: thanks ? "" : undefined,
      ifNotThanks: thanks ? undefined : "",
    };
  },
  closers: [
    "{ifNotThanks}Thanks, everyone.",
    "{ifNotThanks}Thanks for reading, and see you soon.",
    "{ifThanks}Thank you, all. 💛",
  ],
  cta: "Pop in and see us",
};

export const WHATS_ON: IntentBook = {
  ...SHARED,
  // "Pick a night" only when the things are on different days: two things tonight are one night out.
  slots: (scene) => {
    // "Saturday" and "Saturday night" are one day.
    const days = new Set(
      scene.brief.items.flatMap((item) =>
        item.day
          ? [
              item.day
                .toLowerCase()
                .replace(/\s+(?:night|afternoon|evening|morning|lunchtime|daytime)$/, "")
                // "Sundays" and "every Sunday" are Sunday too.
                .replace(/^every\s+/, "")
                .replace(/(day)s$/, "$1"),
            ]
          : [],
      ),
    );
    // "A few dates for your diary" only when at least two of the things have a day (a beer back on has
    // none), and not the same one: two matches on Saturday are one date.
    const dated = days.size >= 2 ? scene.brief.items.filter((item) => item.day).length : 0;
    return {
      ifManyDays: days.size >= 2 ? "" : undefined,
      // "Your week, sorted" only for a week that is this one: gigs 10 days off are not "your week".
      ifThisWeeksDays: days.size >= 2 && scene.withinAWeek ? "" : undefined,
      ifOneDay: days.size < 2 ? "" : undefined,
      ifDated: dated >= 2 ? "" : undefined,
    };
  },
  audience: ["everyone", "locals", "regulars"],
  emojis: ["📣", "🍻", "🙌", "✨", "🎉"],
  hooks: [
    "📣 Here's what's on at {pub}!",
    "{ifDated}📣 A few dates for your diary at {pub}.",
    "{ifThisWeeksDays}📣 Your week at {pub}, sorted.",
  ],
  tiktokHooks: ["Your plans, sorted 📣", "Here's what's on 👇"],
  body: [
    "Plenty going on, so there's no excuse to stay in.",
    "{ifManyDays}Something for everyone: pick a night, or come to them all.",
    "{ifOneDay}Come for one, stay for the lot.",
  ],
  desire: [
    "{ifManyDays}Imagine a week where every night has something to look forward to.",
    "{ifOneDay}Imagine a seat at the bar, a fresh pint and plenty going on around you.",
  ],
  problem: ["Stuck for plans?"],
  proof: ["Our regulars already have these in the diary."],
  questions: ["Which one are you coming to?"],
  tags: ["Tag who you're bringing 👇"],
  closers: ["See you at the bar! 🍻", "{ifManyDays}Pick your night and we'll see you there."],
  hashtags: ["WhatsOn", "PubLife", "LocalPub", "ThisWeek"],
  cta: "Book a table",
};

/** A remembrance night ("pint for pete … 1 yr since we lost him"): gentle, and an invitation. */
export const MEMORIAL: IntentBook = {
  ...LOSS,
  hooks: ["🕊️ {Title}, {when}.", "🤍 Join us for {title}, {when}."],
  tiktokHooks: ["Raising a glass together 🕊️"],
  body: [
    "Everyone who knew {name} is welcome to join us and raise a glass.",
    "{ifNoName}Everyone who knew them is welcome to join us and raise a glass.",
  ],
  closers: ["We'd love to see you there. 🤍", "Hope to see you there. 🕊️"],
  cta: "Join us",
};

/** A price going up: said plainly, with an apology, and never sold with drinks cheer. */
export const PRICE_RISE: IntentBook = {
  ...CLOSURE,
  opening: "notice",
  slots: undefined,
  emojis: ["📢", "🙏", "✨"],
  hooks: ["📢 A quick note on prices at {pub}."],
  tiktokHooks: ["A quick note on prices 📢"],
  // One line: a second apology would say the first again.
  body: ["We know nobody likes paying more, so we wanted you to hear it from us first."],
  closers: ["Thanks for understanding, and for sticking with us.", "Thanks for your support, as always."],
  tones: {
    cheekier: ["Your usual's still the best seat in the house. 😉"],
    urgent: ["⏰ Worth knowing before your next round."],
    warmer: ["Thank you for sticking with us: it means a lot."],
    banter: ["🗣️ Still cheaper than a night in town, mate."],
  },
  jokes: ["We'd much rather be sharing good news, honestly."],
  questions: ["Thanks for understanding."],
  cta: "Pop in and see us",
};

/** A landlord asking for a hand ("anyone got a gazebo we can borrow?"): a question, and how to help. */
export const REQUEST: IntentBook = {
  ...NEWS,
  opening: "question",
  emojis: ["🙏", "🙋", "✨"],
  hooks: ["🙏 Can you help?"],
  tiktokHooks: ["Can you help? 🙏"],
  body: [
    "If you can help, have a word at the bar or send us a message.",
    "Any help would be brilliant: just let us know.",
  ],
  closers: ["Thank you! 🙏", "Thanks in advance! 🙏"],
  cta: "Get in touch",
};

/** A landlord saying goodbye ("after 22 yrs we're retiring … leaving do sat"): thanks, not hype. */
export const FAREWELL_NEWS: IntentBook = {
  ...NEWS,
  emojis: ["🍻", "🙏", "✨"],
  // "our chef marco is retiring": a colleague leaving is thanked by name, never "a privilege to run your local".
  slots: (scene) => {
    const text = scene.brief.text;
    const name = scene.brief.facts.names.find((fact) => fact.kind === "person")?.name;
    // "Sylvia is retiring after 22 years behind our bar": someone named is the one leaving.
    const namedLeaving =
      name !== undefined &&
      new RegExp(
        `\\b${name.split(" ")[0]}(?:'s|’s| is| will be)? (?:retiring|leaving|moving on|retires|leaves|hanging up)\\b`,
        "i",
      ).test(text);
    const colleague =
      (/\bour (?:chef|cook|head chef|barmaid|barman|bar manager|manager|cleaner|landlady's|landlord's|[a-z]+ (?:chef|manager)) \p{L}+/iu.test(
        text,
      ) ||
        namedLeaving) &&
      // The landlord's own goodbye: "we're retiring", "handing over the keys".
      !/\b(?:we're|we are|i'm|i am) (?:retiring|leaving|moving on|off|handing)\b|\bhanding over the keys\b|\b(?:our|my) last shift\b/i.test(
        text,
      );
    return {
      ifOurs: colleague ? undefined : "",
      ifColleague: colleague ? "" : undefined,
      name: colleague ? name : undefined,
      ifNoName: colleague && !name ? "" : undefined,
    };
  },
  body: [
    "{ifOurs}Thank you for all the pints, the laughs and the good company over the years.",
    "{ifOurs}It's been a privilege to run your local.",
    "{ifColleague}A huge thank you for everything, from all of us here.",
    "{ifColleague}Come in and give {name} a proper send-off.",
    "{ifNoName}Come in and give them a proper send-off.",
  ],
  closers: ["Come and raise a glass with us. 🍻", "Thank you, everyone. 🍻"],
  cta: "Come and say goodbye",
};
