/**
 * A match round: questions about the two sides of a fixture from the sports centre — their grounds,
 * counties and nicknames from the sports reference data, and bank questions tagged with either team.
 */
import { normaliseText } from "~/lib/quiz/question-rules";
import { questionBank } from "./bank.server";
import { type BankQuestion, pickWrong, slug } from "./bank-question.server";
import { TEAMS, type TeamRecord } from "./clubs.server";
import { clubSource } from "./sources.server";

export interface MatchForQuiz {
  homeTeam: string;
  awayTeam: string;
  sport: string;
  competition: string;
  kickOff: string;
}

const COMPETITIONS: Record<string, string[]> = {
  football: [
    "Premier League",
    "Championship",
    "League One",
    "League Two",
    "FA Cup",
    "EFL Cup",
    "Champions League",
    "Europa League",
    "Scottish Premiership",
  ],
  rugby: ["Premiership Rugby", "United Rugby Championship", "Six Nations", "Champions Cup", "Top 14"],
  cricket: ["County Championship", "Vitality Blast", "The Hundred", "One-Day Cup"],
};

/** A team from the sports reference data by its name or any alias. */
export function findTeam(name: string, sport: string): TeamRecord | undefined {
  const wanted = normaliseText(name);
  const named = (t: TeamRecord) => [t.name, ...(t.aliases ?? [])].map(normaliseText);
  return (
    TEAMS.find((t) => t.sport === sport && named(t).includes(wanted)) ??
    TEAMS.find((t) => named(t).includes(wanted))
  );
}

function tags(team: TeamRecord, competition: string): string[] {
  return [team.sport, `${team.sport}-club`, slug(team.name), slug(competition)];
}

function teamQuestions(team: TeamRecord, competition: string): BankQuestion[] {
  const out: BankQuestion[] = [];
  const peers = TEAMS.filter((t) => t !== team && t.sport === team.sport);
  const sameLeague = peers.filter((t) => t.league === team.league);
  const base = {
    category: "sports" as const,
    sources: [clubSource(team)],
    tags: tags(team, competition),
    teams: [team.name],
  };
  if (team.ground) {
    const key = `match-ground-of-${slug(team.sport)}-${slug(team.name)}`;
    const grounds = (list: TeamRecord[]) => list.map((t) => t.ground).filter((g): g is string => Boolean(g));
    const wrong = pickWrong(key, team.ground, grounds(sameLeague), grounds(peers));
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "match-ground",
        fact: `ground-${slug(team.name)}`,
        question: `What is the name of ${team.name}'s home ground?`,
        answer: team.ground,
        wrong,
        explanation: `${team.name} play their home games at ${team.ground} in ${team.town}.`,
        difficulty: team.bigClub ? 3 : 5,
      });
    }
  }
  if (team.county && team.county !== team.town) {
    const key = `match-county-of-${slug(team.sport)}-${slug(team.name)}`;
    const counties = [...new Set(TEAMS.filter((t) => t.nation === team.nation).map((t) => t.county ?? ""))];
    const wrong = pickWrong(
      key,
      team.county,
      counties.filter((c) => c && c !== team.town),
    );
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "match-county",
        question: `In which county do ${team.name} play their home games?`,
        answer: team.county,
        wrong,
        explanation: `${team.name} are based in ${team.town}, ${team.county}.`,
        difficulty: 5,
      });
    }
  }
  const nickname = (team.aliases ?? []).find((a) => a.startsWith("The "));
  if (nickname) {
    const key = `match-nickname-of-${slug(team.sport)}-${slug(team.name)}`;
    const nicknames = peers.flatMap((t) => (t.aliases ?? []).filter((a) => a.startsWith("The ")));
    const wrong = pickWrong(key, nickname, nicknames);
    if (wrong) {
      out.push({
        ...base,
        key,
        kind: "match-nickname",
        question: `What is the nickname of ${team.name}?`,
        answer: nickname,
        wrong,
        explanation: `${team.name} are known as ${nickname}.`,
        difficulty: team.bigClub ? 3 : 5,
      });
    }
  }
  return out;
}

function fixtureQuestions(match: MatchForQuiz, home: TeamRecord | undefined): BankQuestion[] {
  const out: BankQuestion[] = [];
  const day = match.kickOff.slice(0, 10);
  const pair = `${slug(match.homeTeam)}-v-${slug(match.awayTeam)}-${day}`;
  const tagList = [match.sport, slug(match.competition), slug(match.homeTeam), slug(match.awayTeam)];
  const competitions = COMPETITIONS[match.sport] ?? [];
  const key = `match-competition-${pair}`;
  const wrong = pickWrong(key, match.competition, competitions);
  if (wrong) {
    out.push({
      key,
      category: "sports",
      kind: "match-competition",
      question: `${match.homeTeam} v ${match.awayTeam} tonight: which competition is it in?`,
      answer: match.competition,
      wrong,
      explanation: `The fixture is a ${match.competition} match.`,
      difficulty: 2,
      sources: [{ title: `The ${match.competition} fixture list in the Full House sports centre` }],
      tags: tagList,
      teams: [match.homeTeam, match.awayTeam],
    });
  }
  if (home?.ground) {
    const venueKey = `match-venue-${pair}`;
    const grounds = TEAMS.filter((t) => t.sport === home.sport && t !== home && t.ground).map(
      (t) => t.ground ?? "",
    );
    const away = findTeam(match.awayTeam, match.sport);
    const venueWrong = pickWrong(venueKey, home.ground, away?.ground ? [away.ground] : [], grounds);
    if (venueWrong) {
      out.push({
        key: venueKey,
        category: "sports",
        kind: "match-venue",
        fact: `ground-${slug(home.name)}`,
        question: `At which ground is ${match.homeTeam} v ${match.awayTeam} played?`,
        answer: home.ground,
        wrong: venueWrong,
        explanation: `${home.name} are at home, so it is played at ${home.ground}.`,
        difficulty: 3,
        sources: [clubSource(home)],
        tags: tagList,
        teams: [home.name],
      });
    }
  }
  return out;
}

/**
 * The match round's candidates: `specific` ones about this fixture and its two teams, and `related`
 * bank questions tagged with either team or the competition, for when the specific ones run out.
 */
export function matchQuestions(match: MatchForQuiz): { specific: BankQuestion[]; related: BankQuestion[] } {
  const home = findTeam(match.homeTeam, match.sport);
  const away = findTeam(match.awayTeam, match.sport);
  const specific = [
    ...fixtureQuestions(match, home),
    ...(home ? teamQuestions(home, match.competition) : []),
    ...(away ? teamQuestions(away, match.competition) : []),
  ];
  const names = new Set(
    [home?.name, away?.name, match.homeTeam, match.awayTeam]
      .filter(Boolean)
      .map((n) => normaliseText(n ?? "")),
  );
  const competitionTag = slug(match.competition);
  const sports = questionBank().byCategory.get("sports") ?? [];
  const related = [
    ...sports.filter((q) => q.teams?.some((t) => names.has(normaliseText(t)))),
    ...sports.filter(
      (q) => q.tags.includes(competitionTag) && !q.teams?.some((t) => names.has(normaliseText(t))),
    ),
    ...sports.filter((q) => q.tags.includes(match.sport) && !q.tags.includes(competitionTag)),
  ];
  return { specific, related };
}
