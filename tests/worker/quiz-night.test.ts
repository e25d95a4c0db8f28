import { env, evictDurableObject, runDurableObjectAlarm, runInDurableObject, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { HostView, PlayerView, ServerMessage } from "~/lib/contract/quiz-night";
import type { PlanId } from "~/lib/plans";
import { insertDraftQuiz, type StoredQuestion } from "~/server/quiz/quiz-store.server";
import type { QuizNight } from "~/server/quiz-night/night.server";
import { call, type Json, ORIGIN, services, signedInAccount } from "./helpers";

const question = (
  n: number,
  answer: string,
  options: string[],
  round = 1,
  aliases: string[] = [],
): StoredQuestion => ({
  id: `q${n}`,
  round,
  roundName: round === 1 ? "Geography" : "Music",
  category: "generalKnowledge",
  difficulty: 4,
  question: `Night question ${n}?`,
  answer,
  options,
  explanation: "",
  localRelevance: 0,
  sources: [{ title: "Test" }],
  aliases,
  provenance: "curated-bank",
  tags: [],
});

/** A saved quiz of three questions (the third a typed round) and a tiebreaker, owned by a paying pub. */
async function quizNightOwner(plan: PlanId = "pro") {
  const owner = await signedInAccount(plan);
  const id = `night-quiz-${crypto.randomUUID().slice(0, 8)}`;
  await insertDraftQuiz(services, {
    id,
    accountId: owner.account.id,
    title: "Thursday Night Quiz",
    quizDate: "2026-11-26",
    status: "saved",
    difficultyLevel: 5,
    expectedCrowd: 30,
    request: {} as never,
    categories: {},
    questions: [
      question(1, "Paris", ["London", "Paris", "Rome", "Madrid"]),
      question(2, "Mars", ["Venus", "Mars", "Jupiter", "Saturn"], 1, ["The Red Planet"]),
      question(3, "The Beatles", ["The Beatles", "Oasis", "Blur", "Queen"], 2),
    ],
    tiebreakers: [
      {
        id: "t1",
        question: "How tall is Ben Nevis?",
        answer: 1345,
        unit: "m",
        explanation: "",
        sources: [{ title: "OS" }],
      },
    ],
    generator: "builtin",
    generatedAt: new Date(),
  });
  return { ...owner, quizId: id };
}

async function openNight(owner: { cookie: string; quizId: string }) {
  const response = await call(`/api/quiz/${owner.quizId}/nights`, { method: "POST", cookie: owner.cookie });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { code: string; hostUrl: string; joinUrl: string };
}

const stubOf = (code: string) => env.QUIZ_NIGHT.get(env.QUIZ_NIGHT.idFromName(code));

const address = () => `127.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** Every socket a test opened: closed after each test, so none outlives it (or holds the run open). */
const openSockets = new Set<WebSocket>();
afterEach(() => {
  for (const ws of openSockets) {
    try {
      ws.close(1000, "test over");
    } catch {
      // Already closed by the other end.
    }
  }
  openSockets.clear();
});

/** A real WebSocket to the night through the Worker, with an inbox to wait on. */
async function connect(
  code: string,
  options: {
    host?: { cookie: string };
    remote?: boolean;
    origin?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = {
    Upgrade: "websocket",
    "CF-Connecting-IP": address(),
    ...options.headers,
  };
  if (options.host) {
    headers.Cookie = options.host.cookie;
    headers.Origin = options.origin ?? ORIGIN;
  }
  const role = options.host ? "?role=host" : options.remote ? "?role=remote" : "";
  const response = await SELF.fetch(`${ORIGIN}/api/nights/${code}/ws${role}`, { headers });
  expect(response.status, response.status === 101 ? "" : await response.text()).toBe(101);
  const ws = response.webSocket!;
  openSockets.add(ws);
  const inbox: ServerMessage[] = [];
  const raw: string[] = [];
  let closed: { code: number; reason: string } | null = null;
  let wake = () => {};
  ws.addEventListener("message", (event) => {
    raw.push(event.data as string);
    inbox.push(JSON.parse(event.data as string));
    wake();
  });
  ws.addEventListener("close", (event) => {
    closed = { code: event.code, reason: event.reason };
    wake();
  });
  ws.accept();
  return {
    ws,
    raw,
    send: (message: unknown) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    closed: () => closed,
    /** The first message (oldest first) that passes `match`, taken from the inbox; waits up to 5 s. */
    async next<T extends ServerMessage>(match: (m: ServerMessage) => boolean): Promise<T> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const index = inbox.findIndex(match);
        if (index >= 0) return inbox.splice(0, index + 1).at(-1) as T;
        if (closed || Date.now() > deadline)
          throw new Error(`no such message; closed: ${JSON.stringify(closed)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}
type Client = Awaited<ReturnType<typeof connect>>;

const stateWhere =
  <V extends PlayerView | HostView>(check: (view: V) => boolean) =>
  (m: ServerMessage) =>
    m.type === "state" && check(m.view as V);
const playerState = (client: Client, check: (view: PlayerView) => boolean) =>
  client.next<{ type: "state"; view: PlayerView }>(stateWhere(check)).then((m) => m.view);
const hostState = (client: Client, check: (view: HostView) => boolean) =>
  client.next<{ type: "state"; view: HostView }>(stateWhere(check)).then((m) => m.view);

async function joinTeam(code: string, name: string, tableSize = 4) {
  const phone = await connect(code);
  phone.send({ type: "join", name, tableSize });
  const joined = await phone.next<{ type: "joined"; teamId: string; token: string }>(
    (m) => m.type === "joined",
  );
  return { phone, teamId: joined.teamId, token: joined.token };
}

describe("opening a night", () => {
  it("gives the owner a room code; the public lookup shows the night but nothing of its questions", async () => {
    const owner = await quizNightOwner();
    const night = await openNight(owner);
    expect(night.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(night.code).not.toMatch(/[01OILS5]/);
    expect(night.hostUrl).toBe(`/quiz-generator/${owner.quizId}/host?night=${night.code}`);
    expect(night.joinUrl).toBe(`${ORIGIN}/play?code=${night.code}`);

    const lookup = await call(`/api/nights/${night.code.toLowerCase()}`);
    expect(lookup.status).toBe(200);
    const body = await lookup.text();
    expect(JSON.parse(body)).toEqual({
      code: night.code,
      title: "Thursday Night Quiz",
      pubName: expect.any(String),
      phase: "lobby",
      teamCount: 0,
      joiningOpen: true,
    });
    expect(body).not.toContain("Paris");
    expect(body).not.toContain(owner.account.id);
  });

  it("refuses a plan without the quiz generator, someone else's quiz, and unknown codes", async () => {
    const trial = await quizNightOwner("trial");
    const refused = await call(`/api/quiz/${trial.quizId}/nights`, { method: "POST", cookie: trial.cookie });
    expect(refused.status).toBe(402);
    const owner = await quizNightOwner();
    const stranger = await signedInAccount("pro");
    const notYours = await call(`/api/quiz/${owner.quizId}/nights`, {
      method: "POST",
      cookie: stranger.cookie,
    });
    expect(notYours.status).toBe(404);
    expect((await call("/api/nights/ZZZZZZ")).status).toBe(404);
    const malformed = await call("/api/nights/not-a-code");
    expect(malformed.status).toBe(404);
    expect((await malformed.json<Json>()).error.code).toBe("not_found");
  });

  it("rate-limits lookups from one address", async () => {
    // 30 a minute; a minute's window may roll over mid-test, so keep asking until the refusal comes.
    const statuses: number[] = [];
    while (statuses.length < 62 && statuses.at(-1) !== 429) {
      statuses.push(
        (await call("/api/nights/ABCDEF", { headers: { "CF-Connecting-IP": "127.9.9.9" } })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts only wrong codes: a pub's phones on one Wi-Fi address all get in, a guesser does not", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const pubWifi = { "CF-Connecting-IP": "127.8.8.8" };
    // Eighty phones and reloads from one address in a minute: all answered.
    for (let phone = 0; phone < 80; phone++) {
      expect((await call(`/api/nights/${code}`, { headers: pubWifi })).status).toBe(200);
    }
    const socket = await SELF.fetch(`${ORIGIN}/api/nights/${code}/ws`, {
      headers: { ...pubWifi, Upgrade: "websocket" },
    });
    expect(socket.status).toBe(101);
    socket.webSocket?.accept();
    socket.webSocket?.close(1000, "done");
    // Past its wrong guesses, an address is refused the right code too.
    const guesser = { "CF-Connecting-IP": "127.7.7.7" };
    let refused = false;
    for (let guess = 0; guess < 62 && !refused; guess++) {
      refused = (await call("/api/nights/ABCDEF", { headers: guesser })).status === 429;
    }
    expect(refused).toBe(true);
    expect((await call(`/api/nights/${code}`, { headers: guesser })).status).toBe(429);
  });
});

describe("on the pub's network (npm start -- --network)", () => {
  it("answers phones on other devices for the night's public paths only", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const phone = { "CF-Connecting-IP": "192.168.1.23" };
    expect((await call(`/api/nights/${code}`, { headers: phone })).status).toBe(200);
    // The host's own phone pairs as the remote from the same network.
    expect((await call(`/remote?code=${code}`, { headers: phone })).status).toBe(200);
    expect((await call(`/api/nights/${code}/pictures/q1`, { headers: phone })).status).toBe(404);
    const socket = await SELF.fetch(`${ORIGIN}/api/nights/${code}/ws`, {
      headers: { ...phone, Upgrade: "websocket" },
    });
    expect(socket.status).toBe(101);
    socket.webSocket?.accept();
    socket.webSocket?.close(1000, "done");
    const opening = await call(`/api/quiz/${owner.quizId}/nights`, {
      method: "POST",
      cookie: owner.cookie,
      headers: phone,
    });
    expect(opening.status).toBe(403);
    expect(
      (await call(`/quiz-generator/${owner.quizId}/host`, { cookie: owner.cookie, headers: phone })).status,
    ).toBe(403);
  });
});

describe("the host's socket", () => {
  it("needs the owner's session from a Full House page", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const path = `${ORIGIN}/api/nights/${code}/ws?role=host`;
    const headers = { Upgrade: "websocket", "CF-Connecting-IP": address() };
    expect((await SELF.fetch(path, { headers: { ...headers, Origin: ORIGIN } })).status).toBe(401);
    const elsewhere = await SELF.fetch(path, {
      headers: { ...headers, Cookie: owner.cookie, Origin: "https://evil.example" },
    });
    expect(elsewhere.status).toBe(403);
    const stranger = await signedInAccount("pro");
    const notYours = await SELF.fetch(path, {
      headers: { ...headers, Cookie: stranger.cookie, Origin: ORIGIN },
    });
    expect(notYours.status).toBe(404);
    // A phone that forges the object's own role header is still a phone.
    const forged = await connect(code, {
      headers: { "X-Night-Role": "host", "X-Night-Account": owner.account.id },
    });
    const view = await playerState(forged, () => true);
    expect(view.role).toBe("player");
  });
});

describe("a round played on phones", () => {
  it("joins, answers, refuses a late answer, reveals, and the host's override moves the scores", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    await hostState(host, (v) => v.phase === "lobby");
    const red = await joinTeam(code, "Quizteama Aguilera", 4);
    const blue = await joinTeam(code, "Les Quizerables", 3);
    const bad = await connect(code);
    bad.send({ type: "join", name: "Shit Happens", tableSize: 2 });
    expect(await bad.next((m) => m.type === "error")).toMatchObject({ code: "invalid" });
    await hostState(host, (v) => v.teams.length === 2);

    host.send({ type: "open", seconds: 30 });
    const shown = await playerState(red.phone, (v) => v.phase === "open");
    expect(shown.question).toMatchObject({
      id: "q1",
      number: 1,
      total: 3,
      options: ["London", "Paris", "Rome", "Madrid"],
    });
    expect(shown.closesAt! - shown.serverNow).toBeGreaterThan(25_000);

    red.phone.send({ type: "answer", questionId: "q1", answer: "London" });
    await red.phone.next((m) => m.type === "ack");
    red.phone.send({ type: "answer", questionId: "q1", answer: "Paris" });
    expect(await red.phone.next((m) => m.type === "ack")).toEqual({
      type: "ack",
      questionId: "q1",
      answer: "Paris",
    });
    await hostState(host, (v) => v.answers.length === 1 && v.answers[0]!.answer === "Paris");

    // The question's time runs out by the object's clock: Blue's answer arrives after it.
    await runInDurableObject(stubOf(code), (instance: QuizNight) => {
      (instance as unknown as { night: { closesAt: number } }).night.closesAt = Date.now() - 1;
    });
    blue.phone.send({ type: "answer", questionId: "q1", answer: "Paris" });
    expect(await blue.phone.next((m) => m.type === "error")).toMatchObject({ code: "closed" });
    expect(await runDurableObjectAlarm(stubOf(code))).toBe(true);
    await playerState(blue.phone, (v) => v.phase === "locked");

    // Up to here no phone has been told the answer or any mark.
    for (const message of [...red.phone.raw, ...blue.phone.raw]) {
      expect(message).not.toContain('"answer":"Paris","correct"');
      expect(message).not.toContain('"reveal":{');
      expect(message).not.toContain('"correct"');
      expect(message).not.toContain('"score":1');
    }

    host.send({ type: "reveal" });
    expect((await playerState(red.phone, (v) => v.phase === "revealed")).reveal).toEqual({
      answer: "Paris",
      correct: true,
    });
    expect((await playerState(blue.phone, (v) => v.phase === "revealed")).reveal).toEqual({
      answer: "Paris",
      correct: false,
    });

    // The host gives Blue the point (their paper said Paris): the scores follow.
    host.send({ type: "override", teamId: blue.teamId, questionId: "q1", correct: true });
    const after = await hostState(host, (v) => v.teams.every((t) => t.score === 1));
    expect(after.answers.find((a) => a.teamId === blue.teamId)).toMatchObject({
      correct: true,
      overridden: true,
    });
    host.send({ type: "leaderboard" });
    const board = await playerState(blue.phone, (v) => v.phase === "leaderboard");
    expect(board.leaderboard?.map((row) => [row.name, row.score, row.rank])).toEqual([
      ["Les Quizerables", 1, 1],
      ["Quizteama Aguilera", 1, 1],
    ]);
  });

  it("closes only the socket that sends a malformed or oversized message, with a reason", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const good = await joinTeam(code, "Agatha Quiztie");
    const junk = await connect(code);
    junk.send("{not json");
    await expect(junk.next(() => false)).rejects.toThrow(/1007.*not JSON/);
    const big = await connect(code);
    big.send({ type: "join", name: "x".repeat(3000), tableSize: 2 });
    await expect(big.next(() => false)).rejects.toThrow(/1009.*too large/);
    const off = await connect(code);
    off.send({ type: "reveal" });
    await expect(off.next(() => false)).rejects.toThrow(/1008/);
    good.phone.send({ type: "ping" });
    expect(await good.phone.next((m) => m.type === "pong")).toEqual({ type: "pong" });
  });
});

describe("a typed round", () => {
  it("shows phones a text box and marks a small typo or an alias right", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    const red = await joinTeam(code, "Typing Tigers");
    const blue = await joinTeam(code, "Spell Checkers");
    host.send({ type: "roundMode", round: 1, mode: "typed" });
    const lobby = await hostState(host, (v) => v.rounds[0]?.mode === "typed");
    expect(lobby.rounds.map((r) => [r.round, r.mode])).toEqual([
      [1, "typed"],
      [2, "options"],
    ]);

    host.send({ type: "open", seconds: 60 });
    const shown = await playerState(red.phone, (v) => v.phase === "open");
    expect(shown.question).toMatchObject({ id: "q1", mode: "typed" });
    expect(shown.question?.options).toBeUndefined();
    // The round's mode cannot change under an open question.
    host.send({ type: "roundMode", round: 1, mode: "options" });
    expect(await host.next((m) => m.type === "error")).toMatchObject({ code: "not_now" });

    red.phone.send({ type: "answer", questionId: "q1", answer: "  pariss " });
    expect(await red.phone.next((m) => m.type === "ack")).toMatchObject({ answer: "pariss" });
    blue.phone.send({ type: "answer", questionId: "q1", answer: "Lyon" });
    await blue.phone.next((m) => m.type === "ack");
    host.send({ type: "lock" });
    host.send({ type: "reveal" });
    expect((await playerState(red.phone, (v) => v.phase === "revealed")).reveal).toEqual({
      answer: "Paris",
      correct: true,
    });
    expect((await playerState(blue.phone, (v) => v.phase === "revealed")).reveal?.correct).toBe(false);

    // The second question carries an alias: "red planet" is Mars.
    host.send({ type: "leaderboard" });
    host.send({ type: "open", seconds: 60 });
    await playerState(blue.phone, (v) => v.phase === "open" && v.question?.id === "q2");
    blue.phone.send({ type: "answer", questionId: "q2", answer: "red planet" });
    await blue.phone.next((m) => m.type === "ack");
    host.send({ type: "lock" });
    host.send({ type: "reveal" });
    const revealed = await hostState(host, (v) => v.phase === "revealed" && v.question?.id === "q2");
    expect(revealed.answers).toEqual([
      expect.objectContaining({ teamId: blue.teamId, answer: "red planet", correct: true }),
    ]);
  });
});

describe("the host's remote", () => {
  it("pairs a phone by the TV's code: it runs the night without the owner's session", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    const red = await joinTeam(code, "Remote Controllers");
    host.send({ type: "pairRemote" });
    const showing = await hostState(host, (v) => v.pairing !== null);
    const pairing = showing.pairing!.code;
    expect(pairing).toMatch(/^[A-Z2-9]{8}$/);
    expect(showing.pairing!.expiresAt - showing.serverNow).toBeLessThanOrEqual(5 * 60_000);

    // Before pairing a remote socket is a stranger: a host move closes it; nothing was sent to it.
    const early = await connect(code, { remote: true });
    early.send({ type: "open" });
    await expect(early.next(() => false)).rejects.toThrow(/1008/);
    expect(early.raw).toEqual([]);

    // A wrong code is refused and costs the socket; the TV's code still stands.
    const wrong = await connect(code, { remote: true });
    wrong.send({ type: "pair", code: pairing === "ABCDEFGH" ? "HGFEDCBA" : "ABCDEFGH" });
    expect(await wrong.next((m) => m.type === "error")).toMatchObject({ code: "invalid" });
    await expect(wrong.next(() => false)).rejects.toThrow(/1008/);

    const remote = await connect(code, { remote: true });
    remote.send({ type: "pair", code: pairing.toLowerCase() });
    const paired = await remote.next<{ type: "paired"; remoteId: string; token: string }>(
      (m) => m.type === "paired",
    );
    const view = await hostState(remote, () => true);
    expect(view).toMatchObject({ role: "host", remote: true, pairing: null, phase: "lobby" });
    // Used once: the TV's code is gone, and a second phone cannot use it.
    await hostState(host, (v) => v.pairing === null && v.remotes.some((r) => r.connected));
    const second = await connect(code, { remote: true });
    second.send({ type: "pair", code: pairing });
    expect(await second.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });

    // The remote runs the night: the phones see the question; it cannot pair more remotes.
    remote.send({ type: "open", seconds: 30 });
    await playerState(red.phone, (v) => v.phase === "open" && v.question?.id === "q1");
    remote.send({ type: "lock" });
    await hostState(host, (v) => v.phase === "locked");
    remote.send({ type: "undo" });
    await hostState(host, (v) => v.phase === "open");
    remote.send({ type: "pairRemote" });
    expect(await remote.next((m) => m.type === "error")).toMatchObject({ code: "not_now" });

    // A team's phone can never make a host move: it is closed, the night unmoved.
    red.phone.send({ type: "lock" });
    await expect(red.phone.next(() => false)).rejects.toThrow(/1008/);
    expect((await runInDurableObject(stubOf(code), (i: QuizNight) => i.lookup()))?.phase).toBe("open");

    // After a reload the remote's token brings it back; once the TV unpairs it, nothing does.
    remote.ws.close(1000, "reload");
    const back = await connect(code, { remote: true });
    back.send({ type: "rejoin", remoteId: paired.remoteId, token: paired.token });
    await hostState(back, (v) => v.remote && v.phase === "open");
    host.send({ type: "revokeRemote", remoteId: paired.remoteId });
    await expect(back.next(() => false)).rejects.toThrow(/4001/);
    await hostState(host, (v) => v.remotes.length === 0);
    const again = await connect(code, { remote: true });
    again.send({ type: "rejoin", remoteId: paired.remoteId, token: paired.token });
    expect(await again.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    await expect(again.next(() => false)).rejects.toThrow(/4001/);
  });

  it("refuses an expired code, and voids a code after five wrong tries", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    host.send({ type: "pairRemote" });
    const pairing = (await hostState(host, (v) => v.pairing !== null)).pairing!.code;
    await runInDurableObject(stubOf(code), (instance: QuizNight) => {
      (instance as unknown as { night: { pairing: { expiresAt: number } } }).night.pairing.expiresAt =
        Date.now() - 1;
    });
    const late = await connect(code, { remote: true });
    late.send({ type: "pair", code: pairing });
    expect(await late.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });

    host.send({ type: "pairRemote" });
    const fresh = (await hostState(host, (v) => v.pairing !== null && v.pairing.code !== pairing)).pairing!;
    for (let attempt = 0; attempt < 5; attempt++) {
      const guesser = await connect(code, { remote: true });
      guesser.send({ type: "pair", code: fresh.code === "ABCDEFGH" ? "HGFEDCBA" : "ABCDEFGH" });
      await guesser.next((m) => m.type === "error");
    }
    await hostState(host, (v) => v.pairing === null);
    const tooLate = await connect(code, { remote: true });
    tooLate.send({ type: "pair", code: fresh.code });
    expect(await tooLate.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
  });
});

describe("phones that sleep and objects that are evicted", () => {
  it("rejoins a team by its token, and an evicted night carries on with nothing lost", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    const red = await joinTeam(code, "Universally Challenged", 5);
    host.send({ type: "open", seconds: 60 });
    await playerState(red.phone, (v) => v.phase === "open");
    red.phone.send({ type: "answer", questionId: "q1", answer: "Rome" });
    await red.phone.next((m) => m.type === "ack");

    // The object is evicted; the sockets hibernate and stay open.
    await evictDurableObject(stubOf(code));
    red.phone.send({ type: "answer", questionId: "q1", answer: "Paris" });
    expect(await red.phone.next((m) => m.type === "ack")).toMatchObject({ answer: "Paris" });

    // The phone reloads: a new socket, the token from localStorage.
    red.phone.ws.close(1000, "reload");
    await evictDurableObject(stubOf(code), { webSockets: "close" });
    const again = await connect(code);
    again.send({ type: "rejoin", teamId: red.teamId, token: "0".repeat(48) });
    expect(await again.next((m) => m.type === "error")).toMatchObject({ code: "not_found" });
    again.send({ type: "rejoin", teamId: red.teamId, token: red.token });
    await again.next((m) => m.type === "joined");
    const view = await playerState(again, (v) => v.team !== null);
    expect(view).toMatchObject({
      phase: "open",
      team: { name: "Universally Challenged" },
      myAnswer: "Paris",
    });
    expect(view.question?.id).toBe("q1");
  });
});

describe("the night's results", () => {
  it("go through the quiz's results when the host ends the night: phones and paper on one board", async () => {
    const owner = await quizNightOwner();
    const { code } = await openNight(owner);
    const host = await connect(code, { host: owner });
    const red = await joinTeam(code, "The Lager Than Life", 4);
    host.send({ type: "paperTeam", name: "Pen Pushers", tableSize: 6 });
    const withPaper = await hostState(host, (v) => v.teams.length === 2);
    const paper = withPaper.teams.find((t) => t.paper)!;
    host.send({ type: "open" });
    await playerState(red.phone, (v) => v.phase === "open");
    red.phone.send({ type: "answer", questionId: "q1", answer: "Paris" });
    await red.phone.next((m) => m.type === "ack");
    host.send({ type: "lock" });
    host.send({ type: "reveal" });
    host.send({ type: "paperScore", teamId: paper.id, round: 1, score: 2 });
    await hostState(host, (v) => v.teams.find((t) => t.paper)?.score === 2);
    host.send({ type: "end" });
    const ended = await hostState(host, (v) => v.phase === "ended");
    expect(ended.resultsSaved).toBe(true);
    await playerState(red.phone, (v) => v.phase === "ended" && v.leaderboard !== null);

    const quiz = await (await call(`/api/quiz/${owner.quizId}`, { cookie: owner.cookie })).json<Json>();
    expect(quiz.usageStats.attendanceCount).toBe(10);
    expect(quiz.teams).toEqual([
      { name: "Pen Pushers", score: 2 },
      { name: "The Lager Than Life", score: 1 },
    ]);
  });
});
