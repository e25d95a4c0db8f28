/**
 * The sports reference data (teams, competitions, derbies and dated events) loaded once per isolate
 * from the JSON files beside this module, with case-insensitive, alias-aware lookups.
 *
 * data/events.json holds the dated one-offs the built-in feed cannot derive from a league format:
 * majors, race meetings, Grands Prix, internationals, fight nights. One entry per event:
 *   sport, competition, highlights     always
 *   home + away                        a two-sided fixture (an international, a Test)
 *   title                              a single event with no opponent (a race, a fight night)
 *   date, time                         London date and wall-clock time of the main session
 *                                      (the race, the final, the final round)
 *   venue                              defaults to the home side's ground
 *   stage                              defaults to "round" for two-sided fixtures, "event" otherwise
 *   oneOff                             not annual (a World Cup, the Ryder Cup): never replayed into
 *                                      years the file does not cover
 *   format                             how one entry becomes several fixtures:
 *     golf           four rounds, Thursday to Sunday; rounds 1-3 at openingTime
 *     grand_prix     qualifying the day before (at qualifyingTime, else an hour after race time) and the race
 *     tennis_major   opening day from start at openingTime, each British player's first match,
 *                    the women's final the day before (womensFinalTime) and the men's final
 *     tennis_finals  opening day from start, semi-finals the day before, the final
 *     festival       one fixture per entry in days[] ({ title, time, highlights }), on consecutive
 *                    days ending on date, or on dayOffsets[] from the first day
 * Times are London times so a BST/GMT change never moves a fixture; startsAt is computed from them.
 */
import { SPORTS, type Sport } from "~/lib/sports/constants";
import type { CompetitionInfo, Derby, SportsReference, TeamInfo } from "~/lib/sports/reference";
import type { SourceFixture } from "~/server/providers/fixtures/types";
import competitionsData from "./data/competitions.json";
import derbiesData from "./data/derbies.json";
import eventsData from "./data/events.json";
import teamsData from "./data/teams.json";

/** A team as teams.json holds it: the league says which round-robin the built-in feed puts it in. */
export interface TeamRecord extends TeamInfo {
  league?: string;
}

export type EventFormat = "golf" | "grand_prix" | "tennis_major" | "tennis_finals" | "festival";

export interface FestivalDay {
  title: string;
  time: string;
  highlights: string;
}

/** One entry of data/events.json (see the module comment). */
export interface SportsEvent {
  sport: Sport;
  competition: string;
  title?: string;
  home?: string;
  away?: string;
  date: string;
  time: string;
  start?: string;
  openingTime?: string;
  womensFinalTime?: string;
  qualifyingTime?: string;
  venue?: string;
  stage?: SourceFixture["stage"];
  highlights: string;
  format?: EventFormat;
  days?: FestivalDay[];
  dayOffsets?: number[];
  oneOff?: boolean;
}

const teams = teamsData as TeamRecord[];
const competitions = competitionsData as CompetitionInfo[];
const derbies = derbiesData as Derby[];
/** Sorted by date, so window look-ups can stop early. */
export const sportsEvents: readonly SportsEvent[] = (eventsData as SportsEvent[])
  .slice()
  .sort((a, b) => a.date.localeCompare(b.date));

/** Club suffixes and prefixes sources add or drop: "Arsenal FC", "AFC Bournemouth", "Yorkshire CCC". */
const CLUB_AFFIXES = /^(the|fc|afc|cf|rfc|ccc)\s+|\s+(fc|afc|cf|rfc|ccc)$/g;

/** The form every name and alias is compared in: lower case, no accents, punctuation or club affixes. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(CLUB_AFFIXES, "")
    .trim();
}

function indexBySport<T extends { name: string; sport: Sport; aliases?: string[] }>(
  records: readonly T[],
): Map<Sport, Map<string, T>> {
  const index = new Map<Sport, Map<string, T>>(SPORTS.map((sport) => [sport, new Map()]));
  for (const record of records) {
    const bySport = index.get(record.sport);
    if (!bySport) continue;
    // The canonical name wins over another record's alias ("Newcastle" is the football club's alias,
    // but rugby's Newcastle Red Bulls keep theirs because the index is per sport).
    bySport.set(normaliseName(record.name), record);
  }
  for (const record of records) {
    const bySport = index.get(record.sport);
    for (const alias of record.aliases ?? []) {
      const key = normaliseName(alias);
      if (bySport && !bySport.has(key)) bySport.set(key, record);
    }
  }
  return index;
}

const teamIndex = indexBySport(teams);
const competitionIndex = indexBySport(competitions);

function pairKey(a: string, b: string): string {
  return [a, b].sort().join("|");
}

const derbyIndex = new Map<Sport, Map<string, Derby>>(SPORTS.map((sport) => [sport, new Map()]));
for (const derby of derbies) {
  derbyIndex
    .get(derby.sport)
    ?.set(pairKey(normaliseName(derby.teams[0]), normaliseName(derby.teams[1])), derby);
}

function findTeam(name: string, sport: Sport): TeamRecord | undefined {
  return teamIndex.get(sport)?.get(normaliseName(name));
}

/** The canonical key of a side: its team's name when known, else the name as given. */
function sideKey(name: string, sport: Sport): string {
  return normaliseName(findTeam(name, sport)?.name ?? name);
}

export const sportsReference: SportsReference = {
  team: findTeam,
  competition: (name, sport) => competitionIndex.get(sport)?.get(normaliseName(name)),
  derby: (home, away, sport) =>
    derbyIndex.get(sport)?.get(pairKey(sideKey(home, sport), sideKey(away, sport))),
};

const teamsBySport = new Map<Sport, TeamRecord[]>(
  SPORTS.map((sport) => [sport, teams.filter((team) => team.sport === sport)]),
);

/** Every team the product knows, or those of one sport, in data-file order. */
export function allTeams(sport?: Sport): readonly TeamRecord[] {
  return sport ? (teamsBySport.get(sport) ?? []) : teams;
}

/** The clubs teams.json places in a league (2025-26 membership), in data-file order. */
export function teamsInLeague(league: string): readonly TeamRecord[] {
  return teams.filter((team) => team.league === league);
}
