import { describe, expect, it } from "vitest";
import { hostMove, joinTeam, lockIfDue, submitAnswer } from "~/server/quiz-night/rules.server";
import {
  leaderboard,
  type NightQuestion,
  newNight,
  TIEBREAKER_ID,
  teamScore,
} from "~/server/quiz-night/state.server";
import { hostView, nightResults, playerView } from "~/server/quiz-night/views.server";

const question = (n: number, round: number, answer: string, options: string[]): NightQuestion => ({
  id: `q${n}`,
  round,
  roundName: `Round ${round}`,
  question: `Question ${n}?`,
  answer,
  options,
  aliases: [],
});

const T0 = 1_800_000_000_000;
let ids = 0;
const nextIds = () => ({ id: `t${++ids}`, token: `token-${ids}-0123456789abcdef` });

function night() {
  const state = newNight({
    code: "ABCDEF",
    quizId: "quiz-1",
    accountId: "acc-1",
    title: "Thursday quiz",
    pubName: "The Red Lion",
    questions: [
      question(1, 1, "Paris", ["London", "Paris", "Rome", "Madrid"]),
      question(2, 1, "Mars", ["Venus", "Mars", "Jupiter", "Saturn"]),
      question(3, 2, "The Beatles", ["The Beatles", "Oasis", "Blur", "Queen"]),
    ],
    tiebreaker: { question: "How tall is Ben Nevis in metres?", answer: 1345, unit: "m" },
    now: T0,
  });
  const a = joinTeam(state, { name: "Quizteama Aguilera", tableSize: 4, ...nextIds() }, T0);
  const b = joinTeam(state, { name: "Les Quizerables", tableSize: 3, ...nextIds() }, T0);
  if ("code" in a || "code" in b) throw new Error("join failed");
  return { state, a, b };
}

const host = (state: ReturnType<typeof night>["state"], move: Parameters<typeof hostMove>[1], now = T0) =>
  hostMove(state, move, now, nextIds);

describe("a question's life: open, lock, reveal, leaderboard", () => {
  it("counts answers only while open by the server's clock, and the last before the lock stands", () => {
    const { state, a, b } = night();
    expect(host(state, { type: "open", seconds: 30 }, T0)).toBeNull();
    expect(state.phase).toBe("open");
    expect(submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "London" }, T0 + 1000)).toEqual({
      answer: "London",
    });
    expect(submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "Paris" }, T0 + 2000)).toEqual({
      answer: "Paris",
    });
    // One second late by the server's clock, even though the alarm has not locked yet.
    expect(
      submitAnswer(state, { teamId: b.id, questionId: "q1", answer: "Paris" }, T0 + 31_000),
    ).toMatchObject({ code: "closed" });
    expect(lockIfDue(state, T0 + 31_000)).toBe(true);
    expect(state.phase).toBe("locked");
    expect(
      submitAnswer(state, { teamId: b.id, questionId: "q1", answer: "Paris" }, T0 + 32_000),
    ).toMatchObject({ code: "closed" });
    expect(host(state, { type: "reveal" })).toBeNull();
    expect(teamScore(state, a.id)).toBe(1);
    expect(teamScore(state, b.id)).toBe(0);
  });

  it("refuses an answer to a question that is not the open one, and an option that was not offered", () => {
    const { state, a } = night();
    host(state, { type: "open" });
    expect(submitAnswer(state, { teamId: a.id, questionId: "q2", answer: "Mars" }, T0)).toMatchObject({
      code: "closed",
    });
    expect(submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "Berlin" }, T0)).toMatchObject({
      code: "invalid",
    });
  });

  it("marks typed rounds with tolerance", () => {
    const { state, a } = night();
    host(state, { type: "roundMode", round: 2, mode: "typed" });
    for (let i = 0; i < 2; i++) {
      host(state, { type: "open" });
      host(state, { type: "lock" });
      host(state, { type: "reveal" });
    }
    host(state, { type: "open" });
    const shown = playerView(state, a.id, T0).question;
    expect(shown?.mode).toBe("typed");
    expect(shown?.options).toBeUndefined();
    submitAnswer(state, { teamId: a.id, questionId: "q3", answer: "beatels" }, T0);
    expect(state.answers.q3?.[a.id]?.correct).toBe(true);
  });
});

describe("a phone never sees the answer before the reveal", () => {
  it("sends players the question without its answer while open and locked", () => {
    const { state, a } = night();
    host(state, { type: "open" });
    submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "Paris" }, T0);
    for (const phase of ["open", "locked"]) {
      if (phase === "locked") host(state, { type: "lock" });
      const view = playerView(state, a.id, T0);
      expect(view.reveal).toBeNull();
      expect(JSON.stringify(view.question)).not.toContain('"answer"');
      // The team's own answer is there; nothing says whether it is right, not even the score.
      expect(view.myAnswer).toBe("Paris");
      expect(JSON.stringify(view)).not.toContain("correct");
      expect(view.team?.score).toBe(0);
    }
    host(state, { type: "reveal" });
    expect(playerView(state, a.id, T0).reveal).toEqual({ answer: "Paris", correct: true });
    expect(hostView(state, T0, new Map()).question?.answer).toBe("Paris");
  });
});

describe("the host's corrections", () => {
  it("overrides a mark and the scores follow", () => {
    const { state, a, b } = night();
    host(state, { type: "open" });
    submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "Rome" }, T0);
    expect(host(state, { type: "override", teamId: a.id, questionId: "q1", correct: true })).toMatchObject({
      code: "not_now",
    });
    host(state, { type: "lock" });
    host(state, { type: "override", teamId: a.id, questionId: "q1", correct: true });
    // Marks changed before the reveal show only from the reveal.
    expect(teamScore(state, a.id)).toBe(0);
    host(state, { type: "reveal" });
    host(state, { type: "override", teamId: b.id, questionId: "q1", correct: true });
    expect(teamScore(state, a.id)).toBe(1);
    expect(teamScore(state, b.id)).toBe(1);
    host(state, { type: "override", teamId: b.id, questionId: "q1", correct: false });
    expect(teamScore(state, b.id)).toBe(0);
  });

  it("undoes an accidental advance, dropping answers to a question opened by mistake", () => {
    const { state, a } = night();
    host(state, { type: "open" });
    host(state, { type: "lock" });
    host(state, { type: "reveal" });
    host(state, { type: "open" }, T0 + 60_000);
    submitAnswer(state, { teamId: a.id, questionId: "q2", answer: "Mars" }, T0 + 61_000);
    expect(host(state, { type: "undo" })).toBeNull();
    expect(state.phase).toBe("revealed");
    expect(state.current).toBe(0);
    expect(state.answers.q2).toBeUndefined();
    expect(host(state, { type: "undo" })).toBeNull();
    expect(state.phase).toBe("locked");
  });

  it("renames, removes, locks joining and checks names", () => {
    const { state, a, b } = night();
    expect(host(state, { type: "rename", teamId: a.id, name: "les quizerables" })).toMatchObject({
      code: "invalid",
    });
    expect(host(state, { type: "rename", teamId: a.id, name: "Agatha Quiztie" })).toBeNull();
    expect(host(state, { type: "remove", teamId: b.id })).toBeNull();
    expect(state.teams.map((t) => t.name)).toEqual(["Agatha Quiztie"]);
    host(state, { type: "lockJoining", locked: true });
    expect(joinTeam(state, { name: "Late Comers", tableSize: 2, ...nextIds() }, T0)).toMatchObject({
      code: "joining_locked",
    });
    expect(joinTeam(state, { name: "Shit Happens", tableSize: 2, ...nextIds() }, T0)).toMatchObject({
      code: "joining_locked",
    });
    host(state, { type: "lockJoining", locked: false });
    expect(joinTeam(state, { name: "Shit Happens", tableSize: 2, ...nextIds() }, T0)).toMatchObject({
      code: "invalid",
    });
  });
});

describe("paper teams, the leaderboard and the tiebreaker", () => {
  it("puts paper scores on the same leaderboard and shows who moved up", () => {
    const { state, a, b } = night();
    host(state, { type: "paperTeam", name: "Pen and Paper", tableSize: 5 });
    const paper = state.teams.find((t) => t.paper)!;
    host(state, { type: "open" });
    submitAnswer(state, { teamId: a.id, questionId: "q1", answer: "Paris" }, T0);
    host(state, { type: "lock" });
    host(state, { type: "reveal" });
    host(state, { type: "leaderboard" });
    expect(leaderboard(state)[0]).toMatchObject({ teamId: a.id, rank: 1, moved: 0 });
    host(state, { type: "open" });
    submitAnswer(state, { teamId: b.id, questionId: "q2", answer: "Mars" }, T0);
    host(state, { type: "lock" });
    host(state, { type: "reveal" });
    expect(host(state, { type: "paperScore", teamId: paper.id, round: 1, score: 3 })).toMatchObject({
      code: "invalid",
    });
    host(state, { type: "paperScore", teamId: paper.id, round: 1, score: 2 });
    host(state, { type: "leaderboard" });
    const board = leaderboard(state);
    expect(board[0]).toMatchObject({ name: "Pen and Paper", score: 2, rank: 1, paper: true, moved: 1 });
    expect(board.find((r) => r.teamId === a.id)).toMatchObject({ rank: 2, moved: -1 });
  });

  it("breaks a tie with the nearest number", () => {
    const { state, a, b } = night();
    for (let i = 0; i < 3; i++) {
      host(state, { type: "open" });
      host(state, { type: "lock" });
      host(state, { type: "reveal" });
    }
    host(state, { type: "open" });
    expect(playerView(state, a.id, T0).question).toMatchObject({ id: TIEBREAKER_ID, mode: "number" });
    expect(
      submitAnswer(state, { teamId: a.id, questionId: TIEBREAKER_ID, answer: "tall" }, T0),
    ).toMatchObject({ code: "invalid" });
    submitAnswer(state, { teamId: a.id, questionId: TIEBREAKER_ID, answer: "1,200" }, T0);
    submitAnswer(state, { teamId: b.id, questionId: TIEBREAKER_ID, answer: "1400 m" }, T0);
    host(state, { type: "lock" });
    host(state, { type: "reveal" });
    expect(playerView(state, b.id, T0).reveal).toEqual({ answer: "1345 m", correct: null });
    expect(leaderboard(state).map((r) => [r.teamId, r.rank])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
    expect(host(state, { type: "open" })).toMatchObject({ code: "not_now" });
    host(state, { type: "end" });
    expect(nightResults(state)).toEqual({
      attendanceCount: 7,
      teams: [
        { name: "Les Quizerables", score: 0 },
        { name: "Quizteama Aguilera", score: 0 },
      ],
    });
  });
});
