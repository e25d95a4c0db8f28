/**
 * Sports questions about UK and European clubs from the sports centre's reference data
 * (app/server/sports/data/teams.json): grounds, towns and nicknames, right by construction.
 */

import { normaliseText } from "~/lib/quiz/question-rules";
import teamsData from "~/server/sports/data/teams.json";
import { type BankQuestion, pickWrong, slug } from "./bank-question.server";
import { clubSource } from "./sources.server";

export interface TeamRecord {
  name: string;
  sport: string;
  league?: string;
  aliases?: string[];
  town: string;
  county?: string;
  nation: string;
  ground?: string;
  bigClub?: boolean;
}

export const TEAMS = teamsData as TeamRecord[];

/** National sides share names with countries and grounds with clubs: club questions skip them. */
const NATIONAL = new Set([
  "England",
  "Scotland",
  "Wales",
  "Northern Ireland",
  "Ireland",
  "France",
  "Italy",
  "New Zealand",
  "South Africa",
  "Australia",
  "Argentina",
  "Fiji",
  "Japan",
  "India",
  "Pakistan",
  "Sri Lanka",
  "Bangladesh",
]);

const SPORT_NOUN: Record<string, string> = {
  football: "football club",
  rugby: "rugby club",
  cricket: "county cricket club",
};

export const CLUBS = TEAMS.filter((t) => SPORT_NOUN[t.sport] && !NATIONAL.has(t.name) && t.ground);

function sportTags(team: TeamRecord): string[] {
  const tags = [team.sport, `${team.sport === "cricket" ? "county-cricket" : `${team.sport}-club`}`];
  if (team.league) tags.push(slug(team.league));
  if (team.sport === "football") tags.push("football-ground");
  return tags;
}

/**
 * How widely a club is known in a British pub (decision 013): the big clubs everyone follows, the rest
 * of the Premier League, the Championship and Scottish Premiership, League One, then clubs abroad,
 * rugby and county cricket, whose grounds carry sponsors' names few can place.
 */
function clubFame(team: TeamRecord): number {
  if (team.bigClub) return 2;
  switch (team.league) {
    case "Premier League":
      return 4;
    case "Championship":
    case "Scottish Premiership":
      return 6;
    case "League One":
      return 8;
    case "Premiership Rugby":
      return 7;
    default:
      if (team.sport === "cricket") return 8;
      return team.nation === "international" ? 7 : 8;
  }
}

/** The question's form moves the fame a step: a nickname is easier to place than a ground or a town. */
function clubDifficulty(team: TeamRecord, formShift: number): number {
  return Math.min(10, Math.max(1, clubFame(team) + formShift));
}

function peers(team: TeamRecord): { near: string[]; far: string[] } {
  const same = CLUBS.filter((c) => c !== team && c.sport === team.sport);
  return {
    near: same.filter((c) => c.league === team.league).map((c) => c.name),
    far: same.filter((c) => c.league !== team.league).map((c) => c.name),
  };
}

export function clubQuestions(): BankQuestion[] {
  const out: BankQuestion[] = [];
  // Grounds two clubs share (San Siro) or whose names read alike (St James' Park, St James Park) make
  // ambiguous questions: the first club listed keeps the question, a shared ground gives none.
  const groundUsers = new Map<string, number>();
  const groundOwner = new Map<string, TeamRecord>();
  for (const c of CLUBS) {
    if (!c.ground) continue;
    groundUsers.set(c.ground, (groundUsers.get(c.ground) ?? 0) + 1);
    const norm = normaliseText(c.ground);
    if (!groundOwner.has(norm)) groundOwner.set(norm, c);
  }
  for (const team of CLUBS) {
    const ground = team.ground ?? "";
    const noun = SPORT_NOUN[team.sport] ?? "club";
    const sources = [clubSource(team)];
    /** Adds one question about this club when three fair wrong options exist (`near` ones first). */
    const ask = (q: {
      kind: string;
      key: string;
      question: string;
      answer: string;
      explanation: string;
      near: readonly string[];
      far: readonly string[];
      formShift: number;
    }) => {
      const wrong = pickWrong(q.key, q.answer, q.near, q.far);
      if (!wrong) return;
      out.push({
        key: q.key,
        category: "sports",
        kind: q.kind,
        question: q.question,
        answer: q.answer,
        wrong,
        explanation: q.explanation,
        difficulty: clubDifficulty(team, q.formShift),
        sources,
        tags: sportTags(team),
        teams: [team.name],
      });
    };
    const namesItself = normaliseText(ground).includes(normaliseText(team.name).split(" ")[0] ?? "");
    if (groundUsers.get(ground) === 1 && groundOwner.get(normaliseText(ground)) === team && !namesItself) {
      ask({
        kind: "club-ground",
        key: `ground-${slug(team.sport)}-${slug(team.name)}`,
        question: `Which ${noun} plays its home games at ${ground}?`,
        answer: team.name,
        explanation: `${ground} in ${team.town} is the home of ${team.name}.`,
        ...peers(team),
        formShift: 0,
      });
    }
    // Town questions only where the club's name doesn't give the town away, and never "London": it is
    // the room's first guess for any club it cannot place, so the question tests nothing.
    const townGiven = team.name.toLowerCase().includes(team.town.toLowerCase().split(" ")[0] ?? "");
    if (!townGiven && team.town !== "London") {
      ask({
        kind: "club-town",
        key: `club-town-${slug(team.sport)}-${slug(team.name)}`,
        question: `In which town or city is the ${noun} ${team.name} based?`,
        answer: team.town,
        explanation: `${team.name} play at ${ground} in ${team.town}${team.county && team.county !== team.town ? `, ${team.county}` : ""}.`,
        near: [
          ...new Set(
            CLUBS.filter((c) => c.sport === team.sport && c.nation === team.nation).map((c) => c.town),
          ),
        ],
        far: [...new Set(CLUBS.map((c) => c.town))],
        formShift: 1,
      });
    }
    const nickname = (team.aliases ?? []).find((a) => a.startsWith("The "));
    if (nickname) {
      ask({
        kind: "club-nickname",
        key: `nickname-${slug(team.sport)}-${slug(team.name)}`,
        question: `Which ${noun} is nicknamed "${nickname}"?`,
        answer: team.name,
        explanation: `${team.name} are known as ${nickname}.`,
        ...peers(team),
        formShift: -1,
      });
    }
  }
  return out;
}
