import { type HostMessage, NIGHT_LIMITS, type RemoteManagement } from "~/lib/contract/quiz-night";
import { isOffered, markOption, markTyped, readNumber } from "./marking.server";
import {
  type Checkpoint,
  currentQuestion,
  currentQuestionId,
  type NightState,
  type NightTeam,
  onTiebreaker,
  roundMode,
  standings,
} from "./state.server";
import { teamNameProblem } from "./team-names.server";

/**
 * The night's rules: each function checks a move against the state and either applies it (changing
 * `state` in place: the Durable Object then writes it) or names what is wrong, changing nothing.
 * The clock is always the server's `now`, never a phone's.
 */

export interface Refusal {
  code: "not_now" | "closed" | "invalid" | "not_found" | "joining_locked" | "full";
  message: string;
}

const refuse = (code: Refusal["code"], message: string): Refusal => ({ code, message });

/** How long a question stays open when the host does not say. */
export const DEFAULT_SECONDS = NIGHT_LIMITS.seconds.fallback;
/** Undo reaches back this many advances. */
const UNDO_DEPTH = 20;
/** An undone lock reopens the question for at least this long. */
const REOPEN_GRACE_MS = 15_000;

export function joinTeam(
  state: NightState,
  input: { name: string; tableSize: number; id: string; token: string; paper?: boolean },
  now: number,
): Refusal | NightTeam {
  const paper = input.paper ?? false;
  if (state.phase === "ended") return refuse("not_now", "This quiz night has finished.");
  if (state.joiningLocked && !paper)
    return refuse("joining_locked", "The host has closed joining for tonight.");
  if (state.teams.length >= NIGHT_LIMITS.teams)
    return refuse("full", "This quiz night has as many teams as it can take.");
  const problem = teamNameProblem(
    input.name,
    state.teams.map((team) => team.name),
  );
  if (problem) return refuse("invalid", problem);
  const team: NightTeam = {
    id: input.id,
    name: input.name.trim().replace(/\s+/g, " "),
    tableSize: input.tableSize,
    paper,
    token: input.token,
    paperScores: {},
    joinedAt: now,
  };
  state.teams.push(team);
  return team;
}

/** A team's answer to the open question: the last one before the lock stands. */
export function submitAnswer(
  state: NightState,
  input: { teamId: string; questionId: string; answer: string },
  now: number,
): Refusal | { answer: string } {
  if (!state.teams.some((team) => team.id === input.teamId))
    return refuse("not_found", "Your team is not in this quiz.");
  if (state.phase !== "open" || currentQuestionId(state) !== input.questionId) {
    return refuse("closed", "Answers for that question are closed.");
  }
  if (state.closesAt !== null && now > state.closesAt)
    return refuse("closed", "Time is up: that answer came after the lock.");
  let answer = input.answer.trim();
  let correct = false;
  if (onTiebreaker(state)) {
    const value = readNumber(answer);
    if (value === null) return refuse("invalid", "The tiebreaker needs a number.");
    answer = String(value);
  } else {
    const question = currentQuestion(state);
    if (!question) return refuse("closed", "There is no question open.");
    if (roundMode(state, question.round) === "options") {
      if (!isOffered(answer, question.options)) return refuse("invalid", "Pick one of the four options.");
      correct = markOption(answer, question);
    } else {
      correct = markTyped(answer, question);
    }
  }
  state.answers[input.questionId] ??= {};
  state.answers[input.questionId]![input.teamId] = { answer, at: now, correct, overridden: false };
  return { answer };
}

function checkpoint(state: NightState) {
  const saved: Checkpoint = {
    phase: state.phase,
    current: state.current,
    closesAt: state.closesAt,
    previousRanks: state.previousRanks,
    ranks: state.ranks,
  };
  state.undo = [...state.undo.slice(-(UNDO_DEPTH - 1)), saved];
}

/** The timer ran out: the alarm locks the question (no checkpoint: nobody pressed anything). */
export function lockIfDue(state: NightState, now: number): boolean {
  if (state.phase !== "open" || state.closesAt === null || now < state.closesAt) return false;
  state.phase = "locked";
  return true;
}

function openNext(state: NightState, seconds: number, now: number): Refusal | null {
  if (!["lobby", "revealed", "leaderboard"].includes(state.phase)) {
    return refuse("not_now", "Lock and reveal this question first.");
  }
  const next = state.current + 1;
  const last = state.questions.length + (state.tiebreaker ? 1 : 0);
  if (next >= last) return refuse("not_now", "That was the last question: end the night.");
  checkpoint(state);
  state.current = next;
  state.phase = "open";
  state.closesAt = now + seconds * 1000;
  return null;
}

function undo(state: NightState, now: number): Refusal | null {
  const last = state.undo.at(-1);
  if (!last) return refuse("not_now", "There is nothing to undo.");
  // Undoing the opening of a question: answers it took are dropped, it will be asked afresh.
  const openedId = currentQuestionId(state);
  if (last.current !== state.current && openedId) delete state.answers[openedId];
  state.undo = state.undo.slice(0, -1);
  state.phase = last.phase;
  state.current = last.current;
  state.previousRanks = last.previousRanks;
  state.ranks = last.ranks;
  state.closesAt =
    last.phase === "open" ? Math.max(last.closesAt ?? 0, now + REOPEN_GRACE_MS) : last.closesAt;
  return null;
}

function findTeam(state: NightState, teamId: string) {
  return state.teams.find((team) => team.id === teamId);
}

/** Every move the host can make. `ids` makes the id and token of a paper team the host adds. */
export function hostMove(
  state: NightState,
  move: Exclude<HostMessage, { type: "ping" } | RemoteManagement>,
  now: number,
  ids: () => { id: string; token: string },
): Refusal | null {
  switch (move.type) {
    case "open":
      return openNext(state, move.seconds ?? DEFAULT_SECONDS, now);
    case "lock":
      if (state.phase !== "open") return refuse("not_now", "No question is open.");
      checkpoint(state);
      state.phase = "locked";
      state.closesAt = Math.min(state.closesAt ?? now, now);
      return null;
    case "reveal":
      if (state.phase !== "locked") return refuse("not_now", "Lock the question before the reveal.");
      checkpoint(state);
      state.phase = "revealed";
      return null;
    case "leaderboard": {
      if (state.phase !== "revealed") return refuse("not_now", "Reveal the answer first.");
      checkpoint(state);
      state.phase = "leaderboard";
      state.previousRanks = state.ranks;
      state.ranks = Object.fromEntries(standings(state).map((row) => [row.teamId, row.rank]));
      return null;
    }
    case "end":
      if (state.phase === "ended") return refuse("not_now", "The night has already ended.");
      checkpoint(state);
      state.phase = "ended";
      state.closesAt = null;
      return null;
    case "undo":
      return undo(state, now);
    case "override": {
      if (!findTeam(state, move.teamId)) return refuse("not_found", "No such team.");
      const asked = state.questions.findIndex((q) => q.id === move.questionId);
      if (asked < 0 || asked > state.current) return refuse("not_found", "That question has not been asked.");
      if (asked === state.current && state.phase === "open") {
        return refuse("not_now", "Lock the question before changing a mark.");
      }
      state.answers[move.questionId] ??= {};
      const byTeam = state.answers[move.questionId]!;
      byTeam[move.teamId] = {
        answer: byTeam[move.teamId]?.answer ?? "",
        at: byTeam[move.teamId]?.at ?? now,
        correct: move.correct,
        overridden: true,
      };
      return null;
    }
    case "rename": {
      const team = findTeam(state, move.teamId);
      if (!team) return refuse("not_found", "No such team.");
      const others = state.teams.filter((t) => t.id !== team.id).map((t) => t.name);
      const problem = teamNameProblem(move.name, others);
      if (problem) return refuse("invalid", problem);
      team.name = move.name.trim().replace(/\s+/g, " ");
      return null;
    }
    case "remove":
      if (!findTeam(state, move.teamId)) return refuse("not_found", "No such team.");
      state.teams = state.teams.filter((team) => team.id !== move.teamId);
      return null;
    case "lockJoining":
      state.joiningLocked = move.locked;
      return null;
    case "paperTeam": {
      const joined = joinTeam(state, { ...move, ...ids(), paper: true }, now);
      return "code" in joined ? joined : null;
    }
    case "paperScore": {
      const team = findTeam(state, move.teamId);
      if (!team) return refuse("not_found", "No such team.");
      const inRound = state.questions.filter((q) => q.round === move.round).length;
      if (inRound === 0) return refuse("not_found", "This quiz has no such round.");
      if (move.score > inRound) return refuse("invalid", `Round ${move.round} has ${inRound} questions.`);
      team.paperScores[String(move.round)] = move.score;
      return null;
    }
    case "roundMode": {
      if (!state.questions.some((q) => q.round === move.round))
        return refuse("not_found", "This quiz has no such round.");
      const open = currentQuestion(state);
      if (state.phase === "open" && open?.round === move.round) {
        return refuse("not_now", "Change how a round is answered between questions.");
      }
      state.roundModes[String(move.round)] = move.mode;
      return null;
    }
  }
}
