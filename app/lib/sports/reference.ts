import type { Sport } from "./constants";

/** A team (or player) the product knows: where it plays decides 'local', its size decides interest. */
export interface TeamInfo {
  name: string;
  sport: Sport;
  /** Other names sources use, e.g. "Man Utd", "Manchester United FC", "Spurs". */
  aliases?: string[];
  /** Home town or city, and its county or council area, for matching the pub's address. */
  town: string;
  county: string;
  nation: "england" | "scotland" | "wales" | "northern_ireland" | "international";
  ground: string;
  /** One of the clubs (or national sides) that fill pubs wherever they play. */
  bigClub?: boolean;
}

export interface CompetitionInfo {
  name: string;
  sport: Sport;
  /** How much the competition itself draws a UK pub crowd, 0-40. */
  weight: number;
  aliases?: string[];
}

export interface Derby {
  name: string;
  sport: Sport;
  teams: [string, string];
}

/** The lookups the fixture rules need; the server builds them from the data files. */
export interface SportsReference {
  team(name: string, sport: Sport): TeamInfo | undefined;
  competition(name: string, sport: Sport): CompetitionInfo | undefined;
  derby(home: string, away: string, sport: Sport): Derby | undefined;
}
