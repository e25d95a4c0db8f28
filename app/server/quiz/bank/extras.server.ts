/** Team-name suggestions and social teasers for the night, drawn from the pub's area and the date. */
import type { QuizGenerationRequest, QuizQuestion } from "~/lib/contract/quiz";
import { crowdLabel } from "~/lib/quiz/constants";
import { seededShuffle } from "~/lib/seeded-random";
import { longLondonDate } from "~/lib/time";
import type { PlaceFacts } from "./places.server";

/** Pun names any pub quiz would recognise, and our own wordplay. */
const GENERAL_NAMES = [
  "Quiz Team Aguilera",
  "Let's Get Quizzical",
  "The Quizzly Bears",
  "Agatha Quiztie",
  "Universally Challenged",
  "Les Quizerables",
  "The Quizzard of Oz",
  "Tequila Mockingbird",
  "The Know-It-Ales",
  "Risky Quizness",
  "Trivia Newton-John",
  "The Spanish Inquizition",
  "Smarty Pints",
  "The Beer Necessities",
  "The Pintellectuals",
  "Sherlock Homies",
  "The Trivial Pursuers",
  "Hops and Robbers",
  "The Ale-ympians",
  "Quizzy Rascal",
  "The Fact Hunt",
  "Brew-niversity Challenge",
  "Pub Fiction",
  "Wrong Answer Dept.",
  "Quiz Akabusi",
  "The Quizzy Gillespies",
  "Ctrl Alt Defeat",
  "The Usual Suspects",
  "Clueless in the Corner",
  "Last Orders, First Place",
  "The Half-Pint Heroes",
  "Bitter Losers",
  "The Mild Bunch",
  "Pint-Sized Geniuses",
  "Stout Scouts",
  "The Cask Force",
  "Hoppy Endings",
  "The Round Table",
  "My Drinking Team Has a Quiz Problem",
  "The Scampi Fries",
  "Pork Scratchings United",
  "The Dartboard Dodgers",
  "Table Four",
  "The Beermuda Triangle",
  "Malt Disney",
  "Barley Legal",
  "The Quizzees",
  "Answer Sheet Heroes",
  "The Blank Pages",
  "Not Last Again",
  "The Pencil Pushers",
  "Brains on Tap",
  "The Ale Force",
  "Quizteama Aguilera",
  "Hop Gun",
  "The Thinking Drinkers",
  "Mind the Gap Year",
  "The Crisp Packet",
  "Second Place Is Fine",
  "The Dregs",
  "Full Pint Jackets",
  "Lager Than Life",
  "The Fizzicists",
  "Sip Happens",
  "Quiz Khalifa",
  "The Bar Stool Boffins",
  "Taking the Quiz",
  "The Knowledge",
  "Cheers for the Answers",
  "The Hopeless Romantics",
  "We Thought There'd Be Food",
  "Three Men and a Quizmaster",
];

const PLACE_TEMPLATES: Array<(p: PlaceFacts) => string | null> = [
  (p) => `${p.name} Quizzards`,
  (p) => `The ${p.name} Know-It-Ales`,
  (p) => `Ye Olde ${p.name} Boffins`,
  (p) => `The Pride of ${p.county}`,
  (p) => `${p.county} Brain Trust`,
  (p) => (p.rivers[0] ? `The ${p.rivers[0]} Rovers` : null),
  (p) => (p.rivers[0] ? `Up the ${p.rivers[0]} Without a Clue` : null),
  (p) => `${p.name} Trivia Troopers`,
  (p) => `The ${p.name} Brainstormers`,
  (p) => `${p.name} Till We Die`,
  (p) => `The ${p.county} Quizzlers`,
  (p) => `Greater ${p.name} Geniuses`,
  (p) => `${p.name} Nights, Big Ideas`,
  (p) => `The Best of ${p.name}`,
  (p) => (p.rivers[0] ? `Quizzing on the ${p.rivers[0]}` : null),
  (p) => `${p.name} Pub Legends`,
];

/**
 * Names tied to a time of year, each with the days (month-day, inclusive) it is fresh: no Bonfire
 * Night names in late November, no Christmas ones in October. A window may wrap the new year.
 */
const DATED_NAMES: Array<{ name: string; from: string; to: string }> = [
  { name: "New Year, New Quiz", from: "12-27", to: "01-15" },
  { name: "Dry January Dropouts", from: "01-01", to: "01-31" },
  { name: "Blue Monday Brainboxes", from: "01-10", to: "01-25" },
  { name: "Quiz Me, I'm Valentine", from: "02-01", to: "02-14" },
  { name: "Six Nations Know-It-Alls", from: "02-01", to: "03-20" },
  { name: "Mad March Hares", from: "03-01", to: "03-31" },
  { name: "The Ides of Quiz", from: "03-01", to: "03-15" },
  { name: "The Shamrockers", from: "03-10", to: "03-17" },
  { name: "April Fools' Gold", from: "03-25", to: "04-01" },
  { name: "The Easter Egg-heads", from: "03-20", to: "04-25" },
  { name: "The Darling Buds of Quiz", from: "05-01", to: "05-31" },
  { name: "May the Quiz Be With You", from: "05-01", to: "05-04" },
  { name: "Flaming June Boffins", from: "06-01", to: "06-30" },
  { name: "Midsummer Quizzards", from: "06-14", to: "06-28" },
  { name: "Strawberries and Clever Cream", from: "06-25", to: "07-14" },
  { name: "Some Like It Hot Pot", from: "07-01", to: "08-15" },
  { name: "Summer Holiday Heads", from: "07-20", to: "08-31" },
  { name: "Bank Holiday Brainiacs", from: "08-20", to: "08-31" },
  { name: "Sun's Out, Quiz Out", from: "06-01", to: "08-31" },
  { name: "Back to School Boffins", from: "09-01", to: "09-20" },
  { name: "Harvest Moon Mensa", from: "09-10", to: "10-10" },
  { name: "The Conker Conquerors", from: "09-20", to: "10-31" },
  { name: "Quiz or Treat", from: "10-15", to: "10-31" },
  { name: "Bonfire of the Quizzities", from: "10-25", to: "11-06" },
  { name: "Remember, Remember the Answers", from: "10-28", to: "11-05" },
  { name: "Advent-urous Minds", from: "11-28", to: "12-24" },
  { name: "Quiz-mas Carols", from: "12-01", to: "12-26" },
  { name: "Yule Never Guess", from: "12-01", to: "12-26" },
  { name: "Jingle Ales", from: "12-01", to: "12-31" },
];

/** True when a month-day falls inside a window, which may run across the new year. */
function inWindow(monthDay: string, from: string, to: string): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/** The dated names fresh on the quiz's date. */
export function namesForDate(quizDate: string): string[] {
  const monthDay = quizDate.slice(5, 10);
  return DATED_NAMES.filter((n) => inWindow(monthDay, n.from, n.to)).map((n) => n.name);
}

const WEEKDAY_NAMES: Record<string, string> = {
  Monday: "Monday Night Masterminds",
  Tuesday: "Two-for-Tuesday Thinkers",
  Wednesday: "Wednesday Wisecrackers",
  Thursday: "Thirsty Thursday Thinkers",
  Friday: "Fact-Finding Friday",
  Saturday: "Saturday Night Quiz Fever",
  Sunday: "Sunday Roast Masters",
};

/** How many suggestions a quiz gets. */
const TEAM_NAME_COUNT = 8;

/**
 * Eight suggestions, seed-stable: a few from the pub's area, one or two fresh for the date, the rest
 * puns, and none the pub was offered in its last 12 quizzes (`recent`).
 */
export function suggestTeamNames(
  request: QuizGenerationRequest,
  place: PlaceFacts | null,
  seed: string,
  recent: readonly string[] = [],
): string[] {
  const used = new Set(recent.map((n) => n.toLowerCase()));
  const fresh = (list: string[]) => list.filter((n) => !used.has(n.toLowerCase()));
  const weekday = longLondonDate(request.quizDate).split(" ")[0] ?? "";
  const local = place
    ? fresh(
        seededShuffle(PLACE_TEMPLATES, `${seed}:place`)
          .map((t) => t(place))
          .filter((n): n is string => Boolean(n)),
      ).slice(0, 2)
    : [];
  const seasonal = fresh(
    seededShuffle(
      [...namesForDate(request.quizDate), WEEKDAY_NAMES[weekday] ?? ""].filter(Boolean),
      `${seed}:season`,
    ),
  ).slice(0, 2);
  const general = fresh(seededShuffle(GENERAL_NAMES, `${seed}:general`)).slice(
    0,
    TEAM_NAME_COUNT - local.length - seasonal.length,
  );
  return seededShuffle([...new Set([...local, ...seasonal, ...general])], `${seed}:order`);
}

/**
 * Three short posts teasing the night: the date and size, the line-up of rounds, the crowd. They are
 * posted days before the quiz, so they never quote a question or an answer from it.
 */
export function writeSocialTeasers(
  request: QuizGenerationRequest,
  questions: ReadonlyArray<QuizQuestion>,
  place: PlaceFacts | null,
  _now: Date,
): string[] {
  const day = longLondonDate(request.quizDate).replace(/ \d{4}$/, "");
  const weekday = day.split(" ")[0] ?? "quiz night";
  const roundNames = [...new Map(questions.map((q) => [q.round, q.roundName])).values()];
  const hasPictures = questions.some((q) => q.category === "picture");
  const crowd = crowdLabel(request.expectedCrowd).toLowerCase();
  const where = place ? `in ${place.name}` : "at the pub";
  const localRound = questions.find((q) => q.category === "local");
  const lineUp =
    roundNames.length > 1
      ? `${roundNames.slice(0, -1).join(", ")} and ${roundNames.at(-1)}`
      : (roundNames[0] ?? "a mixed bag");
  return [
    `🧠 ${request.title}: ${day}. ${questions.length} questions over ${roundNames.length} rounds${hasPictures ? ", picture round included" : ""}. Round up your team and join us ${where}!`,
    `${weekday}'s line-up: ${lineUp}. Brush up now, the questions stay secret till the night 👀`,
    localRound && place
      ? `How well do you know ${place.name}? Find out on ${day}. We're expecting a ${crowd} crowd of about ${request.expectedCrowd}, so get your table early!`
      : `We're expecting a ${crowd} crowd of about ${request.expectedCrowd} on ${day}, so get your table early! 🍻`,
  ];
}
