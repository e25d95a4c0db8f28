import type { HostView, NightLookup, PlayerQuestion, PlayerView } from "~/lib/contract/quiz-night";
import { sameOption } from "~/lib/quiz/answers";
import { livePairing } from "./pairing.server";
import {
  currentQuestion,
  currentQuestionId,
  leaderboard,
  type NightState,
  onTiebreaker,
  roundMode,
  TIEBREAKER_ID,
  teamScore,
} from "./state.server";

/**
 * What each side sees. A phone's view is built from the redacted question alone: the answer is added
 * only once the phase is past the reveal, so no message to a phone can carry it earlier.
 */

const REVEALED = new Set(["revealed", "leaderboard", "ended"]);

export function picturePath(code: string, questionId: string) {
  return `/api/nights/${code}/pictures/${questionId}`;
}

/** The question on screen without its answer (or null in the lobby and after the night). */
function redactedQuestion(state: NightState): PlayerQuestion | null {
  if (state.phase === "lobby" || state.phase === "ended") return null;
  const total = state.questions.length;
  if (onTiebreaker(state) && state.tiebreaker) {
    return {
      id: TIEBREAKER_ID,
      number: total + 1,
      total,
      roundName: "Tiebreaker",
      text: state.tiebreaker.question,
      mode: "number",
    };
  }
  const question = currentQuestion(state);
  if (!question) return null;
  const mode = roundMode(state, question.round);
  return {
    id: question.id,
    number: state.current + 1,
    total,
    roundName: question.roundName,
    text: question.question,
    mode,
    ...(mode === "options" ? { options: [...question.options] } : {}),
    ...(question.picture ? { imageUrl: picturePath(state.code, question.id) } : {}),
  };
}

function rightAnswer(state: NightState): string | null {
  if (onTiebreaker(state) && state.tiebreaker) {
    const { answer, unit } = state.tiebreaker;
    return unit ? `${answer} ${unit}` : String(answer);
  }
  const question = currentQuestion(state);
  if (!question) return null;
  if (roundMode(state, question.round) === "options") {
    return question.options.find((option) => sameOption(option, question.answer)) ?? question.answer;
  }
  return question.answer;
}

const LEADERBOARD_PHASES = new Set(["leaderboard", "ended"]);

export function playerView(state: NightState, teamId: string | null, now: number): PlayerView {
  const team = state.teams.find((t) => t.id === teamId) ?? null;
  const questionId = currentQuestionId(state);
  const mine = team && questionId ? state.answers[questionId]?.[team.id] : undefined;
  const revealed = REVEALED.has(state.phase) && state.phase !== "ended" && questionId !== null;
  const answer = revealed ? rightAnswer(state) : null;
  return {
    role: "player",
    code: state.code,
    title: state.title,
    pubName: state.pubName,
    phase: state.phase,
    joiningOpen: !state.joiningLocked && state.phase !== "ended",
    teamCount: state.teams.length,
    team: team ? { id: team.id, name: team.name, score: teamScore(state, team.id) } : null,
    question: redactedQuestion(state),
    serverNow: now,
    closesAt: state.phase === "open" ? state.closesAt : null,
    myAnswer: mine && mine.answer !== "" ? mine.answer : null,
    reveal:
      answer === null ? null : { answer, correct: onTiebreaker(state) ? null : (mine?.correct ?? false) },
    leaderboard: LEADERBOARD_PHASES.has(state.phase) ? leaderboard(state) : null,
  };
}

/**
 * The host's view: the TV's own, or a paired remote's (`remote`), which runs the night but is never
 * shown the pairing code.
 */
export function hostView(
  state: NightState,
  now: number,
  connected: Map<string, number>,
  remotesConnected: ReadonlySet<string> = new Set(),
  remote = false,
): HostView {
  const questionId = currentQuestionId(state);
  const question = redactedQuestion(state);
  const rounds = new Map<number, { round: number; name: string; questions: number }>();
  for (const q of state.questions) {
    const round = rounds.get(q.round) ?? { round: q.round, name: q.roundName, questions: 0 };
    round.questions += 1;
    rounds.set(q.round, round);
  }
  return {
    role: "host",
    code: state.code,
    quizId: state.quizId,
    title: state.title,
    pubName: state.pubName,
    phase: state.phase,
    joiningOpen: !state.joiningLocked && state.phase !== "ended",
    teams: state.teams.map((team) => ({
      id: team.id,
      name: team.name,
      tableSize: team.tableSize,
      paper: team.paper,
      connected: connected.get(team.id) ?? 0,
      score: teamScore(state, team.id),
      paperScores: team.paperScores,
    })),
    question: question ? { ...question, answer: rightAnswer(state) ?? "" } : null,
    serverNow: now,
    closesAt: state.phase === "open" ? state.closesAt : null,
    answers: Object.entries(questionId ? (state.answers[questionId] ?? {}) : {}).map(([teamId, a]) => ({
      teamId,
      answer: a.answer,
      correct: a.correct,
      overridden: a.overridden,
    })),
    leaderboard: leaderboard(state),
    rounds: [...rounds.values()].map((round) => ({ ...round, mode: roundMode(state, round.round) })),
    canUndo: state.undo.length > 0,
    remaining: state.questions.length + (state.tiebreaker ? 1 : 0) - (state.current + 1),
    nextIsTiebreaker: state.tiebreaker !== null && state.current + 1 === state.questions.length,
    resultsSaved: state.resultsSaved,
    pairing: remote ? null : livePairing(state, now),
    remotes: state.remotes.map((r) => ({
      id: r.id,
      pairedAt: r.pairedAt,
      connected: remotesConnected.has(r.id),
    })),
    remote,
  };
}

/** The public lookup: enough to join, nothing of the questions. */
export function lookupView(state: NightState): NightLookup {
  return {
    code: state.code,
    title: state.title,
    pubName: state.pubName,
    phase: state.phase,
    teamCount: state.teams.length,
    joiningOpen: !state.joiningLocked && state.phase !== "ended",
  };
}

/** The night's results for the quiz's record: phone and paper teams alike, and who was there. */
export function nightResults(state: NightState) {
  return {
    attendanceCount: state.teams.reduce((sum, team) => sum + team.tableSize, 0),
    teams: leaderboard(state).map((row) => ({ name: row.name, score: row.score })),
  };
}
