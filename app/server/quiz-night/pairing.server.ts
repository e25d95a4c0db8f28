import {
  MAX_REMOTES,
  PAIRING_CODE_LENGTH,
  PAIRING_MAX_FAILURES,
  PAIRING_TTL_MS,
  pairingCodeSchema,
  ROOM_CODE_ALPHABET,
} from "~/lib/contract/quiz-night";
import type { Refusal } from "./rules.server";
import type { NightRemote, NightState } from "./state.server";

/**
 * Pairing the host's own phone as a remote (issue 21, point 2): the TV shows a short-lived code, a
 * phone at /remote enters it and is given a token of its own; from then on that phone's socket may
 * send the host's moves, without the owner's session on the phone. A code works once, for five
 * minutes, and is void after a few wrong tries; the TV can cancel it or unpair a remote at any time.
 */

/** `length` characters of the room-code alphabet, drawn without modulo bias. */
export function randomCode(length: number): string {
  const alphabet = ROOM_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let code = "";
  while (code.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/** Compares without stopping at the first difference: the time taken says nothing of the code. */
function sameSecret(a: string, b: string): boolean {
  let differ = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) differ |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return differ === 0;
}

const refuse = (code: Refusal["code"], message: string): Refusal => ({ code, message });

/** The code on the TV, while it is still good. */
export function livePairing(state: NightState, now: number) {
  const pairing = state.pairing;
  return pairing && now < pairing.expiresAt ? { code: pairing.code, expiresAt: pairing.expiresAt } : null;
}

/** A fresh code for the TV (any earlier one stops working). */
export function startPairing(state: NightState, now: number, code = randomCode(PAIRING_CODE_LENGTH)) {
  if (state.remotes.length >= MAX_REMOTES)
    return refuse("full", `At most ${MAX_REMOTES} remotes: unpair one first.`);
  state.pairing = { code, expiresAt: now + PAIRING_TTL_MS, failures: 0 };
  return null;
}

export function cancelPairing(state: NightState) {
  state.pairing = null;
}

/**
 * A phone's try at the code on the TV. Right: the code is used up and the phone is a remote. Wrong:
 * counted, and after PAIRING_MAX_FAILURES the code is void (the host shows a new one).
 */
export function pairRemote(
  state: NightState,
  typed: string,
  now: number,
  ids: () => { id: string; token: string },
): Refusal | NightRemote {
  const pairing = state.pairing;
  if (!pairing || now >= pairing.expiresAt) {
    return refuse("not_found", "That pairing code has expired: show a new one on the TV.");
  }
  const parsed = pairingCodeSchema.safeParse(typed);
  if (!parsed.success || !sameSecret(parsed.data, pairing.code)) {
    pairing.failures += 1;
    if (pairing.failures >= PAIRING_MAX_FAILURES) state.pairing = null;
    return refuse("invalid", "That is not the pairing code on the TV.");
  }
  if (state.remotes.length >= MAX_REMOTES)
    return refuse("full", `At most ${MAX_REMOTES} remotes: unpair one first.`);
  state.pairing = null;
  const remote: NightRemote = { ...ids(), pairedAt: now };
  state.remotes.push(remote);
  return remote;
}

/** A paired remote by its saved token (after a reload or a sleep); null once unpaired. */
export function findRemote(state: NightState, remoteId: string, token: string): NightRemote | null {
  const remote = state.remotes.find((r) => r.id === remoteId);
  return remote && sameSecret(remote.token, token) ? remote : null;
}

export function revokeRemote(state: NightState, remoteId: string): Refusal | null {
  if (!state.remotes.some((r) => r.id === remoteId)) return refuse("not_found", "No such remote.");
  state.remotes = state.remotes.filter((r) => r.id !== remoteId);
  return null;
}
