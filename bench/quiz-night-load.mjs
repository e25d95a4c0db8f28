// The live quiz night under load (issue 21's benchmark): one night, N teams of four phones, each a
// real WebSocket through the local edge to the night's Durable Object, as phones on the pub's
// network would be. Measures, per run: every phone answering at once (send → ack), the host's
// reveal reaching every phone (send → the phone's "revealed" state), and workerd's CPU per answer.
import { readdirSync, readFileSync } from "node:fs";

const TIMEOUT_MS = 30_000;
/** How long the phones' answers are spread over: the last seconds of a question's countdown. */
const ANSWER_SPREAD_MS = 5_000;

/** workerd's CPU time so far (ms): every workerd process in the server's process group. */
function workerdCpuMs(processGroup) {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // fields[2] is the process group; fields[11] and [12] are utime and stime in clock ticks.
      if (!name.startsWith("workerd") || Number(fields[2]) !== processGroup) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks * 10; // 100 ticks a second on Linux
}

/** A socket with an inbox: `next(match)` resolves with the first message that matches. */
function open(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const inbox = [];
    const waiters = [];
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      message.receivedAt = performance.now();
      const waiter = waiters.findIndex((w) => w.match(message));
      if (waiter >= 0) waiters.splice(waiter, 1)[0].resolve(message);
      else inbox.push(message);
    });
    socket.addEventListener("error", () => reject(new Error(`socket to ${url} failed`)));
    socket.addEventListener("open", () =>
      resolve({
        send: (message) => socket.send(JSON.stringify(message)),
        close: () => socket.close(1000, "bench done"),
        /** Waits for a message; with `fresh`, earlier messages already received do not count. */
        next(match, { fresh = false } = {}) {
          if (fresh) inbox.length = 0;
          const index = inbox.findIndex(match);
          if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]);
          return new Promise((resolveNext, rejectNext) => {
            const timer = setTimeout(() => rejectNext(new Error("no such message in time")), TIMEOUT_MS);
            waiters.push({
              match,
              resolve: (message) => {
                clearTimeout(timer);
                resolveNext(message);
              },
            });
          });
        },
      }),
    );
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Runs one night with `teams` teams of `phonesPerTeam` phones on the owner's first saved quiz.
 * `processGroup` is the server's process group (for workerd's CPU).
 */
export async function quizNightLoad({ origin, cookie, processGroup, teams, phonesPerTeam = 4 }) {
  const headers = { Cookie: cookie, Origin: origin, "Content-Type": "application/json" };
  const library = await (await fetch(`${origin}/api/quiz/history/1?limit=5`, { headers })).json();
  const quiz = (library.quizzes ?? library.items ?? library)[0];
  if (!quiz?.id) throw new Error(`no saved quiz to run a night on: ${JSON.stringify(library).slice(0, 200)}`);
  const opened = await fetch(`${origin}/api/quiz/${quiz.id}/nights`, { method: "POST", headers });
  if (opened.status !== 201)
    throw new Error(`opening a night answered ${opened.status}: ${await opened.text()}`);
  const { code } = await opened.json();
  const ws = origin.replace(/^http/, "ws");
  const host = await open(`${ws}/api/nights/${code}/ws?role=host`, { Cookie: cookie, Origin: origin });
  const phones = [];
  try {
    for (let team = 0; team < teams; team++) {
      const captain = await open(`${ws}/api/nights/${code}/ws`);
      captain.send({ type: "join", name: `Bench Table ${team + 1}`, tableSize: phonesPerTeam });
      const joined = await captain.next((m) => m.type === "joined" || m.type === "error");
      if (joined.type !== "joined") throw new Error(`team ${team + 1} could not join: ${joined.message}`);
      phones.push(captain);
      for (let other = 1; other < phonesPerTeam; other++) {
        const phone = await open(`${ws}/api/nights/${code}/ws`);
        phone.send({ type: "rejoin", teamId: joined.teamId, token: joined.token });
        await phone.next((m) => m.type === "state");
        phones.push(phone);
      }
    }

    host.send({ type: "open", seconds: 120 });
    const shown = await Promise.all(
      phones.map((phone) => phone.next((m) => m.type === "state" && m.view.phase === "open")),
    );
    const { question } = shown[0].view;
    const answer = question.options?.[0] ?? "Bench";

    // Every phone answers within the same few seconds (as they do when the countdown nears its end),
    // at a random moment of that spread; each waits for its own ack.
    const cpuBefore = workerdCpuMs(processGroup);
    const acks = await Promise.all(
      phones.map(async (phone) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * ANSWER_SPREAD_MS));
        const sent = performance.now();
        phone.send({ type: "answer", questionId: question.id, answer });
        const ack = await phone.next((m) => m.type === "ack");
        return ack.receivedAt - sent;
      }),
    );
    // The fan-out that follows each answer (the team's phones and the host) ends with the host
    // seeing every team's answer: CPU is read then.
    await host.next((m) => m.type === "state" && m.view.answers?.length === teams);
    const cpuPerAnswer = (workerdCpuMs(processGroup) - cpuBefore) / phones.length;
    host.send({ type: "lock" });
    await Promise.all(
      phones.map((phone) => phone.next((m) => m.type === "state" && m.view.phase === "locked")),
    );

    const revealSent = performance.now();
    host.send({ type: "reveal" });
    const reveals = await Promise.all(
      phones.map(async (phone) => {
        const state = await phone.next((m) => m.type === "state" && m.view.phase === "revealed");
        return state.receivedAt - revealSent;
      }),
    );
    host.send({ type: "end" });
    return {
      phones: phones.length,
      answerAckP95: percentile(acks, 95),
      revealP95: percentile(reveals, 95),
      cpuPerAnswerMs: cpuPerAnswer,
    };
  } finally {
    for (const phone of phones) phone.close();
    host.close();
  }
}
