import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { HostView, ServerMessage } from "~/lib/contract/quiz-night";
import { call, type Json, ORIGIN, signedInAccount } from "./helpers";

async function fixturesFor(cookie: string, filter: "all" | "televised") {
  const response = await call(`/api/sports/upcoming-fixtures?filter=${filter}&days=60&limit=100`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json<Json>()).fixtures as Json[];
}

const halfTime = (fixtureId: string, cookie: string) =>
  call(`/api/sports/fixtures/${encodeURIComponent(fixtureId)}/half-time-quiz`, { method: "POST", cookie });

/** The host's first view of the night over a real socket, closed before returning (5 s at most). */
async function hostLobby(code: string, cookie: string): Promise<HostView> {
  const response = await SELF.fetch(`${ORIGIN}/api/nights/${code}/ws?role=host`, {
    headers: { Upgrade: "websocket", Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": "127.0.3.4" },
  });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  try {
    const view = new Promise<HostView>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no state in 5 s")), 5000);
      ws.addEventListener("message", (event) => {
        const message = JSON.parse(event.data as string) as ServerMessage;
        if (message.type === "state" && message.view.role === "host") {
          clearTimeout(timer);
          resolve(message.view);
        }
      });
    });
    ws.accept();
    return await view;
  } finally {
    ws.close(1000, "test over");
  }
}

describe("the half-time quiz from a televised match", () => {
  it("saves ten checked questions as the owner's quiz and opens a night the owner hosts", async () => {
    const owner = await signedInAccount("pro");
    const televised = (await fixturesFor(owner.cookie, "televised")).find(
      (fixture) => fixture.isTelevised && fixture.awayTeam && fixture.status !== "finished",
    );
    expect(televised).toBeTruthy();
    const response = await halfTime(televised!.id, owner.cookie);
    expect(response.status, await response.clone().text()).toBe(201);
    const opened = await response.json<Json>();
    expect(opened).toEqual({
      quizId: expect.stringMatching(/^halftime-/),
      code: expect.stringMatching(/^[A-Z2-9]{6}$/),
      hostUrl: `/quiz-generator/${opened.quizId}/host?night=${opened.code}`,
      joinUrl: `${ORIGIN}/play?code=${opened.code}`,
      aboutTeams: expect.any(Number),
      note: opened.aboutTeams >= 10 ? null : expect.stringContaining(String(opened.aboutTeams || "nothing")),
    });

    // The quiz is the owner's, saved, with ten sourced questions from the checked bank.
    const quiz = await (await call(`/api/quiz/${opened.quizId}`, { cookie: owner.cookie })).json<Json>();
    expect(quiz.title).toBe(`Half-time quiz: ${televised!.homeTeam} v ${televised!.awayTeam}`);
    expect(quiz.questions).toHaveLength(10);
    for (const question of quiz.questions) {
      expect(question.provenance).toBe("curated-bank");
      expect(question.sources.length).toBeGreaterThan(0);
      expect(question.options).toContain(question.answer);
    }
    const teamsRound = `${televised!.homeTeam} and ${televised!.awayTeam}`;
    expect(quiz.questions.filter((q: Json) => q.roundName === teamsRound)).toHaveLength(opened.aboutTeams);

    // The night is open on it: anyone sees the lobby, only the owner hosts.
    const lookup = await (await call(`/api/nights/${opened.code}`)).json<Json>();
    expect(lookup).toMatchObject({ title: quiz.title, phase: "lobby", teamCount: 0 });
    const host = await hostLobby(opened.code, owner.cookie);
    expect(host).toMatchObject({ quizId: opened.quizId, phase: "lobby", remaining: 10 });

    const stranger = await signedInAccount("pro");
    expect((await call(`/api/quiz/${opened.quizId}`, { cookie: stranger.cookie })).status).toBe(404);
    const strangerHost = await SELF.fetch(`${ORIGIN}/api/nights/${opened.code}/ws?role=host`, {
      headers: { Upgrade: "websocket", Cookie: stranger.cookie, Origin: ORIGIN },
    });
    expect(strangerHost.status).toBe(404);
  });

  it("asks a trial to upgrade, and refuses unknown, untelevised, single-event and signed-out requests", async () => {
    const trial = await signedInAccount("trial");
    const [televised] = (await fixturesFor(trial.cookie, "televised")).filter((f) => f.isTelevised);
    const refused = await halfTime(televised!.id, trial.cookie);
    expect(refused.status).toBe(402);
    expect((await refused.json<Json>()).error.code).toBe("subscription_required");

    const owner = await signedInAccount("pro");
    const unknown = await halfTime("builtin:no-such-match", owner.cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json<Json>()).error.code).toBe("not_found");
    const offAir = (await fixturesFor(owner.cookie, "all")).find((fixture) => !fixture.isTelevised);
    expect(offAir).toBeTruthy();
    const race = (await fixturesFor(owner.cookie, "televised")).find((fixture) => !fixture.awayTeam);
    expect(race).toBeTruthy();
    expect((await halfTime(race!.id, owner.cookie)).status).toBe(409);
    const notOnTv = await halfTime(offAir!.id, owner.cookie);
    expect(notOnTv.status).toBe(409);
    expect((await notOnTv.json<Json>()).error).toMatchObject({ code: "conflict" });
    expect(
      (await call(`/api/sports/fixtures/${televised!.id}/half-time-quiz`, { method: "POST" })).status,
    ).toBe(401);
    expect(
      (await call(`/api/sports/fixtures/${televised!.id}/half-time-quiz`, { cookie: owner.cookie })).status,
    ).toBe(405);
  });
});
