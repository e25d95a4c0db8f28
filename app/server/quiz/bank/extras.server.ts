/** Team-name suggestions and social teasers for the night, drawn from the pub's area and the date. */
import type { QuizGenerationRequest, QuizQuestion } from "~/lib/contract/quiz";
import { crowdLabel } from "~/lib/quiz/constants";
import { seededShuffle } from "~/lib/seeded-random";
import { longLondonDate } from "~/lib/time";
import type { PlaceFacts } from "./places.server";

/** Pun names any pub quiz would recognise; our own wordplay. */
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
];

/** Names for the quiz's month (index 0 = January). */
const SEASON_NAMES: string[][] = [
  ["New Year, New Quiz", "Dry January Dropouts"],
  ["Quiz Me, I'm Valentine", "Pancake Day Tossers"],
  ["Mad March Hares", "The Ides of Quiz"],
  ["April Fools' Gold", "The Easter Egg-heads"],
  ["The Darling Buds of Quiz", "May the Quiz Be With You"],
  ["Midsummer Quizzards", "Flaming June Boffins"],
  ["Some Like It Hot Pot", "Summer Holiday Heads"],
  ["Bank Holiday Brainiacs", "Sun's Out, Quiz Out"],
  ["Back to School Boffins", "Harvest Moon Mensa"],
  ["Quiz or Treat", "The Conker Conquerors"],
  ["Bonfire of the Quizzities", "Remember, Remember the Answers"],
  ["Quiz-mas Carols", "Yule Never Guess", "Jingle Ales"],
];

const WEEKDAY_NAMES: Record<string, string> = {
  Monday: "Monday Night Masterminds",
  Tuesday: "Two-for-Tuesday Thinkers",
  Wednesday: "Wednesday Wisecrackers",
  Thursday: "Thirsty Thursday Thinkers",
  Friday: "Fact-Finding Friday",
  Saturday: "Saturday Night Quiz Fever",
  Sunday: "Sunday Roast Masters",
};

/** Eight suggestions: some from the pub's area, some from the date, the rest puns; seed-stable. */
export function suggestTeamNames(
  request: QuizGenerationRequest,
  place: PlaceFacts | null,
  seed: string,
): string[] {
  const month = Number(request.quizDate.slice(5, 7)) - 1;
  const weekday = longLondonDate(request.quizDate).split(" ")[0] ?? "";
  const local = place
    ? seededShuffle(PLACE_TEMPLATES, `${seed}:place`)
        .map((t) => t(place))
        .filter((n): n is string => Boolean(n))
        .slice(0, 3)
    : [];
  const seasonal = seededShuffle(
    [...(SEASON_NAMES[month] ?? []), WEEKDAY_NAMES[weekday] ?? ""].filter(Boolean),
    `${seed}:season`,
  ).slice(0, 2);
  const general = seededShuffle(GENERAL_NAMES, `${seed}:general`).slice(
    0,
    8 - local.length - seasonal.length,
  );
  return seededShuffle([...local, ...seasonal, ...general], `${seed}:order`);
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
