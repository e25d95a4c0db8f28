import { describe, expect, it } from "vitest";
import {
  MAX_REMOTES,
  PAIRING_MAX_FAILURES,
  PAIRING_TTL_MS,
  ROOM_CODE_ALPHABET,
} from "~/lib/contract/quiz-night";
import {
  cancelPairing,
  findRemote,
  livePairing,
  pairRemote,
  randomCode,
  revokeRemote,
  startPairing,
} from "~/server/quiz-night/pairing.server";
import { newNight } from "~/server/quiz-night/state.server";
import { hostView } from "~/server/quiz-night/views.server";

const T0 = 1_800_000_000_000;
let ids = 0;
const nextIds = () => ({ id: `r${++ids}`, token: `remote-token-${ids}-0123456789` });

function night() {
  return newNight({
    code: "ABCDEF",
    quizId: "quiz-1",
    accountId: "acc-1",
    title: "Thursday quiz",
    pubName: "The Red Lion",
    questions: [],
    tiebreaker: null,
    now: T0,
  });
}

describe("pairing the host's remote", () => {
  it("draws codes from the room-code alphabet", () => {
    const codes = Array.from({ length: 200 }, () => randomCode(8));
    expect(
      codes.every((code) => code.length === 8 && [...code].every((c) => ROOM_CODE_ALPHABET.includes(c))),
    ).toBe(true);
    expect(new Set(codes).size).toBe(200);
  });

  it("pairs once with the code as typed (any case, spaces), then the code is gone", () => {
    const state = night();
    expect(startPairing(state, T0, "ABCDEFGH")).toBeNull();
    expect(livePairing(state, T0)).toEqual({ code: "ABCDEFGH", expiresAt: T0 + PAIRING_TTL_MS });
    const remote = pairRemote(state, " abcd efgh ", T0 + 1000, nextIds);
    expect(remote).toMatchObject({ id: expect.any(String), pairedAt: T0 + 1000 });
    expect(livePairing(state, T0 + 1000)).toBeNull();
    expect(pairRemote(state, "ABCDEFGH", T0 + 2000, nextIds)).toMatchObject({ code: "not_found" });
    if ("code" in remote) throw new Error("not paired");
    expect(findRemote(state, remote.id, remote.token)).toBe(remote);
    expect(findRemote(state, remote.id, `${remote.token.slice(0, -1)}x`)).toBeNull();
  });

  it("refuses an expired code and voids one after too many wrong tries", () => {
    const state = night();
    startPairing(state, T0, "ABCDEFGH");
    expect(pairRemote(state, "ABCDEFGH", T0 + PAIRING_TTL_MS, nextIds)).toMatchObject({ code: "not_found" });
    startPairing(state, T0, "ABCDEFGH");
    for (let i = 0; i < PAIRING_MAX_FAILURES; i++) {
      expect(pairRemote(state, "HGFEDCBA", T0, nextIds)).toMatchObject({ code: "invalid" });
    }
    expect(state.pairing).toBeNull();
    expect(pairRemote(state, "ABCDEFGH", T0, nextIds)).toMatchObject({ code: "not_found" });
    startPairing(state, T0, "ABCDEFGH");
    cancelPairing(state);
    expect(pairRemote(state, "ABCDEFGH", T0, nextIds)).toMatchObject({ code: "not_found" });
  });

  it("keeps to a few remotes, unpairs them, and never shows the code on a remote's view", () => {
    const state = night();
    for (let i = 0; i < MAX_REMOTES; i++) {
      startPairing(state, T0, "ABCDEFGH");
      pairRemote(state, "ABCDEFGH", T0, nextIds);
    }
    expect(startPairing(state, T0)).toMatchObject({ code: "full" });
    const [first] = state.remotes;
    expect(revokeRemote(state, first!.id)).toBeNull();
    expect(findRemote(state, first!.id, first!.token)).toBeNull();
    expect(revokeRemote(state, first!.id)).toMatchObject({ code: "not_found" });
    startPairing(state, T0, "ABCDEFGH");
    expect(hostView(state, T0, new Map()).pairing?.code).toBe("ABCDEFGH");
    expect(hostView(state, T0, new Map(), new Set(), true)).toMatchObject({ pairing: null, remote: true });
    expect(JSON.stringify(hostView(state, T0, new Map(), new Set(), true))).not.toContain("remote-token");
  });
});
