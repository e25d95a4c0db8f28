import type { AnswerMode, LeaderboardRow, NightPhase } from "~/lib/contract/quiz-night";

/**
 * A running night as its Durable Object keeps it. Everything here is plain JSON: it is written to the
 * object's storage after every change, so an evicted or restarted object carries on where it was.
 */

export interface NightQuestion {
  id: string;
  round: number;
  roundName: string;
  question: string;
  answer: string;
  options: string[];
  aliases: string[];
  /** The stored picture's name (picture rounds): served only while this question is the current one. */
  picture?: string;
}

export interface NightTiebreaker {
  question: string;
  answer: number;
  unit?: string;
}

export interface NightTeam {
  id: string;
  name: string;
  tableSize: number;
  /** A table playing on the printed sheets: the host types its round scores. */
  paper: boolean;
  /** A phone proves it is this team's with this token (kept in its localStorage). */
  token: string;
  /** Round number → the score the host typed for that round. */
  paperScores: Record<string, number>;
  joinedAt: number;
}

export interface TeamAnswer {
  answer: string;
  at: number;
  correct: boolean;
  /** The host overturned the night's mark. */
  overridden: boolean;
}

/** What undo restores: where the night stood before the host's last advance. */
export interface Checkpoint {
  phase: NightPhase;
  current: number;
  closesAt: number | null;
  previousRanks: Record<string, number>;
  ranks: Record<string, number>;
}

/** A phone paired as the host's remote: its token (in the phone's localStorage) proves it. */
export interface NightRemote {
  id: string;
  token: string;
  pairedAt: number;
}

export interface NightState {
  code: string;
  quizId: string;
  accountId: string;
  title: string;
  pubName: string;
  createdAt: number;
  questions: NightQuestion[];
  tiebreaker: NightTiebreaker | null;
  /** Round → how phones answer it; rounds not listed show options. */
  roundModes: Record<string, AnswerMode>;
  phase: NightPhase;
  /** Index of the current question; questions.length is the tiebreaker; -1 before the first. */
  current: number;
  closesAt: number | null;
  joiningLocked: boolean;
  teams: NightTeam[];
  /** Question id (or "tiebreaker") → team id → the answer that stands. */
  answers: Record<string, Record<string, TeamAnswer>>;
  /** Ranks at the leaderboard before last, and at the last: "who moved up" compares them. */
  previousRanks: Record<string, number>;
  ranks: Record<string, number>;
  undo: Checkpoint[];
  resultsSaved: boolean;
  /** The pairing code on the TV, if any, and the wrong tries at it so far. */
  pairing: { code: string; expiresAt: number; failures: number } | null;
  remotes: NightRemote[];
}

export const TIEBREAKER_ID = "tiebreaker";

export function newNight(init: {
  code: string;
  quizId: string;
  accountId: string;
  title: string;
  pubName: string;
  questions: NightQuestion[];
  tiebreaker: NightTiebreaker | null;
  now: number;
}): NightState {
  return {
    ...init,
    createdAt: init.now,
    roundModes: {},
    phase: "lobby",
    current: -1,
    closesAt: null,
    joiningLocked: false,
    teams: [],
    answers: {},
    previousRanks: {},
    ranks: {},
    undo: [],
    resultsSaved: false,
    pairing: null,
    remotes: [],
  };
}

/** The question on screen, or null before the first and on the tiebreaker. */
export function currentQuestion(state: NightState): NightQuestion | null {
  return state.questions[state.current] ?? null;
}

export function onTiebreaker(state: NightState): boolean {
  return state.tiebreaker !== null && state.current === state.questions.length;
}

export function currentQuestionId(state: NightState): string | null {
  if (onTiebreaker(state)) return TIEBREAKER_ID;
  return currentQuestion(state)?.id ?? null;
}

export function roundMode(state: NightState, round: number): AnswerMode {
  return state.roundModes[String(round)] ?? "options";
}

/**
 * A team's score: one point per answer marked right (the host's mark standing), plus paper rounds.
 * The question on screen counts only from its reveal: a score that moved earlier would give the
 * answer away.
 */
export function teamScore(state: NightState, teamId: string): number {
  const unrevealed = state.phase === "open" || state.phase === "locked" ? currentQuestionId(state) : null;
  let score = 0;
  for (const [questionId, byTeam] of Object.entries(state.answers)) {
    if (questionId === TIEBREAKER_ID || questionId === unrevealed) continue;
    if (byTeam[teamId]?.correct) score += 1;
  }
  const team = state.teams.find((t) => t.id === teamId);
  for (const value of Object.values(team?.paperScores ?? {})) score += value;
  return score;
}

/** How far a team's tiebreaker guess was from the answer (Infinity without one). */
function tiebreakDistance(state: NightState, teamId: string): number {
  const guess = state.answers[TIEBREAKER_ID]?.[teamId];
  if (!state.tiebreaker || !guess || state.phase === "open" || state.phase === "locked") return Infinity;
  return Math.abs(Number(guess.answer) - state.tiebreaker.answer);
}

/**
 * Highest score first; on equal scores the nearest tiebreaker guess (once revealed) goes ahead.
 * Teams still level share a rank.
 */
export function standings(state: NightState): Omit<LeaderboardRow, "moved">[] {
  const rows = state.teams.map((team) => ({
    teamId: team.id,
    name: team.name,
    score: teamScore(state, team.id),
    distance: tiebreakDistance(state, team.id),
    paper: team.paper,
  }));
  rows.sort((a, b) => b.score - a.score || a.distance - b.distance || a.name.localeCompare(b.name));
  return rows.map((row, index) => {
    const first = rows.findIndex((other) => other.score === row.score && other.distance === row.distance);
    return {
      teamId: row.teamId,
      name: row.name,
      score: row.score,
      paper: row.paper,
      rank: first + 1 || index + 1,
    };
  });
}

/** The standings with how many places each team moved since the leaderboard before. */
export function leaderboard(state: NightState): LeaderboardRow[] {
  return standings(state).map((row) => {
    const before = state.previousRanks[row.teamId];
    return { ...row, moved: before === undefined ? 0 : before - row.rank };
  });
}
