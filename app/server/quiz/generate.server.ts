import {
  type Quiz,
  type QuizGenerationRequest,
  type QuizMatch,
  quizGenerationRequestSchema,
} from "~/lib/contract/quiz";
import { planIncludes } from "~/lib/plans";
import { QUIZ_LIMITS } from "~/lib/quiz/constants";
import { buildRoundPlan } from "~/lib/quiz/round-plan";
import type { Account } from "~/server/auth/accounts.server";
import { type Charge, spend, withCharge } from "~/server/billing/metering.server";
import type { AppContext } from "~/server/context.server";
import { drafts } from "~/server/db/schema.server";
import { AppError, errors } from "~/server/http/errors.server";
import { firstLiveJob, startJob } from "~/server/jobs/jobs.server";
import { JobFailure, type JobHandler } from "~/server/jobs/types.server";
import { createBuiltinQuizSource } from "~/server/providers/quiz/builtin.server";
import type { DraftQuestion, QuizBuildInput, QuizSource } from "~/server/providers/quiz/types";
import { getPub } from "~/server/pub/pub.server";
import { enforceAiRateLimit } from "~/server/security/rate-limit.server";
import { fixtureForAccount } from "~/server/sports/fixtures.server";
import {
  loadPictureBytes,
  QuizBankExhaustedError,
  resolvePlace,
  resolveTown,
} from "./bank/builtin-generator.server";
import { insertDraftQuiz, recentQuestions, replaceQuestion, toQuiz } from "./quiz-store.server";

export const QUIZ_GENERATION_JOB = "quiz-generation";

const SUBSCRIPTION_REQUIRED = "Quiz generation requires a paid subscription. Please upgrade your plan.";

/**
 * Quizzes are for the plans app/lib/plans.ts says include the quiz generator, while active (or in
 * grace, past_due); admins pass by role. The page asks the same question, so it never offers what the
 * API would refuse (or vice versa).
 */
export function quizAllowed(account: Pick<Account, "role" | "currentPlan" | "subscriptionStatus">): boolean {
  if (account.role === "admin") return true;
  const paid = planIncludes(account.currentPlan, "quiz_generator");
  const current = account.subscriptionStatus === "active" || account.subscriptionStatus === "past_due";
  return paid && current;
}

export function assertQuizAllowed(account: Account) {
  if (!quizAllowed(account)) throw errors.subscriptionRequired(SUBSCRIPTION_REQUIRED);
}

/** The fixture behind a match round, as the sports centre has it now; unknown (or gone) is a 404. */
async function resolveMatch(ctx: AppContext, accountId: string, fixtureId: string): Promise<QuizMatch> {
  const fixture = await fixtureForAccount(ctx, accountId, fixtureId);
  return {
    homeTeam: fixture.homeTeam,
    awayTeam: fixture.awayTeam,
    sport: fixture.sport,
    competition: fixture.competition,
    kickOff: fixture.startsAt,
  };
}

/**
 * Every match round's fixture, resolved once when the request is accepted and stored inside its
 * round: the job (and any redelivery) and later regenerations rebuild the round from it, even after
 * kick-off when the fixture has left the list. Whatever `match` a client sent is replaced.
 */
async function withResolvedMatches(
  ctx: AppContext,
  accountId: string,
  request: QuizGenerationRequest,
): Promise<QuizGenerationRequest> {
  const customRounds = await Promise.all(
    request.customRounds.map(async ({ match: _fromClient, ...round }) =>
      round.fixtureId ? { ...round, match: await resolveMatch(ctx, accountId, round.fixtureId) } : round,
    ),
  );
  return { ...request, customRounds };
}

/** What a question source needs for this pub: the plan, the place and the pub's recent questions. */
async function buildInput(
  ctx: AppContext,
  accountId: string,
  request: QuizGenerationRequest,
  seed: string,
): Promise<QuizBuildInput> {
  const [pub, recent] = await Promise.all([
    getPub(ctx, accountId),
    recentQuestions(ctx, accountId, QUIZ_LIMITS.freshnessWindow),
  ]);
  const where = request.localArea || pub?.address || "";
  return {
    request,
    plan: buildRoundPlan(request),
    place: resolvePlace(where),
    town: resolveTown(where),
    recentKeys: recent.keys,
    recentTexts: recent.texts,
    recentTeamNames: recent.teamNames,
    now: ctx.now(),
    seed,
  };
}

function pictureObjectKey(picture: string) {
  return `quiz-pictures/${picture}.png`;
}

/** Picture-round images are copied into R2 once (they are shipped artwork, the same for every pub). */
async function storePictures(ctx: AppContext, questions: DraftQuestion[]) {
  const pictures = [...new Set(questions.flatMap((q) => (q.picture ? [q.picture] : [])))];
  await Promise.all(
    pictures.map(async (picture) => {
      const key = pictureObjectKey(picture);
      if (await ctx.env.FILES.head(key)) return;
      const bytes = await loadPictureBytes(picture);
      await ctx.env.FILES.put(key, bytes, {
        httpMetadata: { contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" },
      });
    }),
  );
}

/** The bytes of a picture-round question's image, from R2. */
export async function pictureObject(ctx: Pick<AppContext, "env">, picture: string) {
  return ctx.env.FILES.get(pictureObjectKey(picture));
}

export const QUIZ_IN_PROGRESS =
  "A quiz is already being generated for your pub. Wait for it to finish, then start the next one.";

/**
 * One quiz at a time per account: each generation reads the pub's recent questions to stay fresh, so
 * two at once could hand out the same questions. A queued or running quiz job refuses another (409);
 * a dead one (its lease or queue message lost) does not, and the new quiz replaces it.
 */
async function assertNoQuizInProgress(ctx: AppContext, accountId: string) {
  if (await firstLiveJob(ctx, accountId, QUIZ_GENERATION_JOB)) {
    throw errors.conflict(QUIZ_IN_PROGRESS);
  }
}

/**
 * Validates the request, checks the plan and queues the job. Fact checks are not debited up front:
 * the job debits each batch just before it runs (metered as it runs), and when the plan's allowance
 * runs out the rest of the quiz comes from the curated bank, labelled so.
 */
export async function startQuizGeneration(
  ctx: AppContext,
  account: Account,
  request: QuizGenerationRequest,
): Promise<string> {
  assertQuizAllowed(account);
  await assertNoQuizInProgress(ctx, account.id);
  const resolved = await withResolvedMatches(ctx, account.id, request);
  await enforceAiRateLimit(ctx, account);
  return startJob(ctx, {
    accountId: account.id,
    kind: QUIZ_GENERATION_JOB,
    input: resolved,
    // The check above answers at once; this one holds when two starts race past it together.
    oneAtATime: { conflict: QUIZ_IN_PROGRESS },
  });
}

/**
 * The job's fact-check meter: each batch is debited under its own ref, which starts with the job's id
 * (a redelivered job is never charged twice for the same batch, and a job that fails gets them all
 * back from markFailed); an allowance that cannot cover a batch answers false.
 */
function factCheckMeter(ctx: AppContext, accountId: string, jobId: string) {
  return async (count: number, ref: string): Promise<boolean> => {
    if (count <= 0) return true;
    const charge: Charge = { accountId, meter: "fact_checks", amount: count, ref: `${jobId}:${ref}` };
    try {
      await spend(ctx, charge);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.status === 402) return false;
      throw error;
    }
  };
}

/**
 * Social teasers become content drafts, ready to post from the content creator. Their ids come from
 * the quiz's id, so a redelivered job (or one that stopped after the quiz insert) writes each once.
 */
async function saveTeasers(ctx: AppContext, accountId: string, quiz: Quiz) {
  if (quiz.socialTeasers.length === 0) return;
  const now = ctx.now();
  await ctx.db
    .insert(drafts)
    .values(
      quiz.socialTeasers.map((teaser, index) => ({
        id: `${quiz.id}:teaser-${index + 1}`,
        accountId,
        title: `${quiz.title} — teaser ${index + 1}`,
        content: teaser,
        contentType: "quiz" as const,
        metadata: { tags: ["quiz", "teaser"], wordCount: teaser.split(/\s+/).filter(Boolean).length },
        lastModified: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The generation job: the quiz's id is the job's id, so a redelivered message finds the quiz it
 * already wrote instead of writing (and announcing) another.
 */
export const quizGenerationJob: JobHandler<QuizGenerationRequest, Quiz> = {
  kind: QUIZ_GENERATION_JOB,
  input: quizGenerationRequestSchema,
  async run(ctx, job) {
    const request = job.input;
    await job.progress(5);
    const input = {
      ...(await buildInput(ctx, job.accountId, request, job.id)),
      meterFactChecks: factCheckMeter(ctx, job.accountId, job.id),
    };
    await job.progress(15);
    const draft = await ctx.providers.quiz
      .generate(input, (percent) => job.progress(15 + percent * 0.7))
      .catch(async (error: unknown) => {
        // A failed job gives back the fact checks it ran (markFailed refunds every charge whose ref
        // starts with the job's id); a retry reuses them, as their refs are already charged.
        // The SDK has already retried; a person waiting on the page gets the reason now, not after
        // the queue's back-off.
        if (error instanceof AppError || error instanceof QuizBankExhaustedError) {
          throw new JobFailure(error.message);
        }
        throw error;
      });
    await storePictures(ctx, draft.questions);
    await job.progress(92);
    const { row } = await insertDraftQuiz(ctx, {
      id: job.id,
      accountId: job.accountId,
      jobId: job.id,
      title: request.title,
      quizDate: request.quizDate,
      status: "draft",
      difficultyLevel: request.difficulty,
      expectedCrowd: request.expectedCrowd,
      request,
      categories: {
        local: request.categories.local,
        sports: request.categories.sports,
        currentEvents: request.categories.currentEvents,
        entertainment: request.categories.entertainment,
        music: request.categories.music,
        generalKnowledge: request.categories.generalKnowledge,
      },
      questions: draft.questions,
      tiebreakers: request.generateTiebreakers ? draft.tiebreakers.slice(0, request.tiebreakerCount) : [],
      teamNames: request.includeTeamNames ? draft.teamNames : [],
      socialTeasers: request.createSocialTeasers ? draft.socialTeasers : [],
      generator: ctx.providers.quiz.label,
      verifiedCount: draft.verifiedCount,
      factChecks: draft.factChecks,
      generatedAt: ctx.now(),
    });
    const quiz = toQuiz(row);
    // Also when the quiz row already existed: a delivery may have stopped between the two writes.
    await saveTeasers(ctx, job.accountId, quiz);
    return quiz;
  },
};

/** Swaps one question for a new one under the quiz's own rules; a live fact check is metered. */
export async function regenerateQuestion(
  ctx: AppContext,
  account: Account,
  quizId: string,
  questionId: string,
) {
  assertQuizAllowed(account);
  await enforceAiRateLimit(ctx, account);
  const replace = (source: QuizSource) =>
    replaceQuestion(ctx, account.id, quizId, questionId, async (current, all, row) => {
      const input = await buildInput(ctx, account.id, row.request, `${quizId}:${questionId}:${Date.now()}`);
      const next = await source.replace(input, all, current).catch((error: unknown) => {
        if (error instanceof QuizBankExhaustedError) throw errors.conflict(error.message);
        throw error;
      });
      await storePictures(ctx, [next]);
      return { ...next, id: current.id, round: current.round, roundName: current.roundName };
    });
  const source = ctx.providers.quiz;
  if (source.kind === "builtin") return replace(source);
  try {
    return await withCharge(
      ctx,
      { accountId: account.id, meter: "fact_checks", amount: 1, ref: `quiz-replace:${crypto.randomUUID()}` },
      () => replace(source),
    );
  } catch (error) {
    // The plan's fact checks have run out: the replacement comes from the curated bank, labelled so.
    if (error instanceof AppError && error.status === 402) return replace(createBuiltinQuizSource());
    throw error;
  }
}
