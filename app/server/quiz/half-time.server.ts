/**
 * The half-time quiz (issue 21, point 7): from a televised match in the sports centre, ten checked
 * questions (half-time-questions.server.ts) saved as the owner's quiz and opened as a live night.
 */
import { type QuizGenerationRequest, quizGenerationRequestSchema } from "~/lib/contract/quiz";
import type { OpenedNight } from "~/lib/contract/quiz-night";
import type { Fixture } from "~/lib/contract/sports";
import type { Account } from "~/server/auth/accounts.server";
import type { AppContext } from "~/server/context.server";
import { errors } from "~/server/http/errors.server";
import { openNight } from "~/server/quiz-night/nights.server";
import { fixtureForAccount } from "~/server/sports/fixtures.server";
import { quizAllowed } from "./generate.server";
import {
  HALF_TIME_QUESTIONS,
  halfTimeQuizQuestions,
  selectHalfTimeQuestions,
} from "./half-time-questions.server";
import { insertDraftQuiz } from "./quiz-store.server";

export interface HalfTimeQuiz extends OpenedNight {
  quizId: string;
  aboutTeams: number;
  note: string | null;
}

/**
 * POST /api/sports/fixtures/{fixtureId}/half-time-quiz: the owner (on a plan with the quiz generator)
 * turns a televised match that has not finished into a saved ten-question quiz and a live night on it.
 */
export async function startHalfTimeQuiz(
  ctx: AppContext,
  account: Account,
  fixtureId: string,
  origin: string,
): Promise<HalfTimeQuiz> {
  if (!quizAllowed(account))
    throw errors.subscriptionRequired("The half-time quiz needs a plan with the quiz generator.");
  const fixture = await fixtureForAccount(ctx, account.id, fixtureId);
  if (!fixture.isTelevised) throw errors.conflict("The half-time quiz is for matches shown on TV.");
  if (!fixture.awayTeam.trim())
    throw errors.conflict("The half-time quiz is for a match between two sides, not a race or a round.");
  if (fixture.status === "finished") throw errors.conflict("That match has finished.");
  const now = ctx.now();
  const selection = selectHalfTimeQuestions(fixture, now);
  if (selection.questions.length < HALF_TIME_QUESTIONS) {
    throw errors.conflict("The question bank has too few sport questions for a half-time quiz.");
  }
  const title = `Half-time quiz: ${fixture.awayTeam ? `${fixture.homeTeam} v ${fixture.awayTeam}` : fixture.homeTeam}`;
  const quizId = `halftime-${crypto.randomUUID()}`;
  await insertDraftQuiz(ctx, {
    id: quizId,
    accountId: account.id,
    title,
    quizDate: fixture.date,
    status: "saved",
    difficultyLevel: 3,
    expectedCrowd: 20,
    request: halfTimeRequest(title, fixture),
    categories: { local: 0, sports: 100, currentEvents: 0, entertainment: 0, music: 0, generalKnowledge: 0 },
    questions: halfTimeQuizQuestions(selection, fixture),
    tiebreakers: [],
    teamNames: [],
    socialTeasers: [],
    generator: "builtin",
    generatedAt: now,
  });
  const night = await openNight(ctx, account, quizId, origin);
  return { ...night, quizId, aboutTeams: selection.aboutTeams, note: selection.note };
}

/**
 * The request the quiz is recorded as having (regenerating one of its questions reads it): ten
 * questions, all sport, nothing else asked for.
 */
function halfTimeRequest(title: string, fixture: Fixture): QuizGenerationRequest {
  return quizGenerationRequestSchema.parse({
    title,
    quizDate: fixture.date,
    expectedCrowd: 20,
    difficulty: 3,
    totalQuestions: HALF_TIME_QUESTIONS,
    categories: {
      local: 0,
      sports: 100,
      currentEvents: 0,
      entertainment: 0,
      music: 0,
      generalKnowledge: 0,
      pictureRound: false,
    },
    includeTeamNames: false,
    createSocialTeasers: false,
    generateTiebreakers: false,
  });
}
