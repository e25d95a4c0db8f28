import {
  type NightLookup,
  type OpenedNight,
  ROOM_CODE_LENGTH,
  roomCodeSchema,
} from "~/lib/contract/quiz-night";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { AppError, errors } from "~/server/http/errors.server";
import { getPub } from "~/server/pub/pub.server";
import { pictureObject, quizAllowed } from "~/server/quiz/generate.server";
import { getOwnQuizRow, upgradeStoredQuestion } from "~/server/quiz/quiz-store.server";
import { assertUnderRateLimit, enforceRateLimit, type RateRule } from "~/server/security/rate-limit.server";
import { randomCode } from "./pairing.server";
import { NIGHT_ACCOUNT_HEADER, NIGHT_ROLE_HEADER } from "./socket-headers.server";
import type { NightQuestion } from "./state.server";

/**
 * Room codes resist guessing (29^6 codes, a handful live at once): an address gets 30 wrong codes a
 * minute. Right codes are not counted against it: in a pub, every phone on the Wi-Fi shares one
 * public address, and sixty teams of four join, sleep and rejoin within minutes. They have a wide
 * limit of their own against floods.
 */
export const NIGHT_LOOKUP_RULE: RateRule = { name: "night-lookup", limit: 30, windowSeconds: 60 };
export const NIGHT_JOIN_RULE: RateRule = { name: "night-join", limit: 1200, windowSeconds: 60 };

type Ctx = Pick<AppContext, "db" | "env" | "now">;

/** Six characters from an alphabet without look-alikes, drawn without modulo bias. */
export function newRoomCode(): string {
  return randomCode(ROOM_CODE_LENGTH);
}

/**
 * Where phones open the night: the request's own origin, or on `npm start -- --network` this machine's
 * address on the pub's network (PLAYER_ORIGIN, set by scripts/local-server; never set in production).
 */
export function playerOrigin(ctx: Pick<AppContext, "env">, requestOrigin: string): string {
  return (ctx.env as { PLAYER_ORIGIN?: string }).PLAYER_ORIGIN ?? requestOrigin;
}

function nightStub(ctx: Pick<AppContext, "env">, code: string) {
  return ctx.env.QUIZ_NIGHT.get(ctx.env.QUIZ_NIGHT.idFromName(code));
}

/** A code as typed (any case, spaces) or null when it cannot be one: such codes are 404 at once. */
export function readRoomCode(text: string): string | null {
  const parsed = roomCodeSchema.safeParse(text.replace(/\s+/g, ""));
  return parsed.success ? parsed.data : null;
}

/** POST /api/quiz/{quizId}/nights: the quiz's owner, on a plan with the quiz generator, opens a night. */
export async function openNight(
  ctx: Ctx,
  account: Account,
  quizId: string,
  origin: string,
): Promise<OpenedNight> {
  if (!quizAllowed(account))
    throw errors.subscriptionRequired("Quiz nights need a plan with the quiz generator.");
  const quiz = await getOwnQuizRow(ctx, account.id, quizId);
  if (quiz.questions.length === 0) throw errors.invalid("This quiz has no questions to play.");
  const pub = await getPub(ctx, account.id);
  const questions: NightQuestion[] = quiz.questions.map((stored) => {
    const q = upgradeStoredQuestion(stored);
    return {
      id: q.id,
      round: q.round,
      roundName: q.roundName,
      question: q.question,
      answer: q.answer,
      options: q.options,
      aliases: q.aliases,
      ...(stored.picture ? { picture: stored.picture } : {}),
    };
  });
  const first = quiz.tiebreakers[0];
  const init = {
    quizId: quiz.id,
    accountId: account.id,
    title: quiz.title,
    pubName: pub?.name ?? "",
    questions,
    tiebreaker: first ? { question: first.question, answer: first.answer, unit: first.unit } : null,
  };
  // A fresh code is all but certain to be free; a taken one is simply drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newRoomCode();
    if (await nightStub(ctx, code).start({ ...init, code })) {
      return {
        code,
        hostUrl: `/quiz-generator/${quiz.id}/host?night=${code}`,
        joinUrl: `${playerOrigin(ctx, origin)}/play?code=${code}`,
      };
    }
  }
  throw new Error("No free room code after five draws");
}

async function findNight(ctx: Pick<AppContext, "env">, text: string) {
  const code = readRoomCode(text);
  const found = code ? await nightStub(ctx, code).lookup() : null;
  if (!found || !code)
    throw errors.notFound("No quiz night has that code. Check the code on the pub's screen.");
  return { code, found };
}

/**
 * A night by its code for a caller at `address`: wrong codes count against the guessing limit (and
 * a caller past it gets 429 before any look-up), right ones only against the wide join limit.
 */
async function findNightLimited(ctx: Ctx, text: string, address: string) {
  await enforceRateLimit(ctx, NIGHT_JOIN_RULE, address);
  await assertUnderRateLimit(ctx, NIGHT_LOOKUP_RULE, address);
  try {
    return await findNight(ctx, text);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      await enforceRateLimit(ctx, NIGHT_LOOKUP_RULE, address);
    throw error;
  }
}

/** GET /api/nights/{code}: public, rate limited per address; never a question or an answer. */
export async function lookUpNight(ctx: Ctx, text: string, address: string): Promise<NightLookup> {
  const { found } = await findNightLimited(ctx, text, address);
  const { accountId: _account, quizId: _quiz, ...lookup } = found;
  return lookup;
}

/**
 * The night's socket. Players need nothing but the code (rate limited like the lookup); the host
 * must be the night's owner, on a page of this site (the socket's Origin): a page elsewhere cannot
 * open a host socket with the owner's cookie. A remote (`?role=remote`) is let in like a phone and
 * gains the host's moves only by pairing with the code on the TV (pairing.server.ts).
 */
export async function connectToNight(
  ctx: Ctx,
  input: {
    code: string;
    request: Request;
    role: "host" | "remote" | "player";
    account: Account | null;
    address: string;
  },
): Promise<Response> {
  const { request } = input;
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    throw errors.invalid("This address takes a WebSocket connection.");
  }
  // A remote's socket is a phone's until it pairs, and each wrong pairing code closes it: rate
  // limiting the sockets rate-limits the guesses.
  if (input.role === "remote") await enforceRateLimit(ctx, NIGHT_LOOKUP_RULE, input.address);
  const { code, found } =
    input.role === "player"
      ? await findNightLimited(ctx, input.code, input.address)
      : await findNight(ctx, input.code);
  const headers = new Headers({ Upgrade: "websocket" });
  headers.set(NIGHT_ROLE_HEADER, input.role);
  if (input.role === "host") {
    if (!input.account) throw errors.unauthenticated();
    if (request.headers.get("Origin") !== new URL(request.url).origin) {
      throw errors.forbidden("The host's screen connects from a Full House page only.");
    }
    if (found.accountId !== input.account.id) throw errors.notFound("No quiz night has that code.");
    headers.set(NIGHT_ACCOUNT_HEADER, input.account.id);
  }
  // A fresh request: nothing the client sent (a forged role header) reaches the object.
  return nightStub(ctx, code).fetch(new Request(request.url, { headers }));
}

/** A picture for the phones: only the night's current question's, only while it is on screen. */
export async function nightPicture(ctx: Pick<AppContext, "env">, text: string, questionId: string) {
  const { code } = await findNight(ctx, text);
  const picture = await nightStub(ctx, code).currentPicture(questionId);
  const object = picture ? await pictureObject(ctx, picture) : null;
  if (!object) throw errors.notFound("That picture is not on screen.");
  return new Response(object.body, {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, no-store" },
  });
}
