import { and, desc, eq, ne } from "drizzle-orm";
import type {
  QuestionSource,
  Quiz,
  QuizFactChecks,
  QuizQuestion,
  QuizResults,
  QuizSummary,
} from "~/lib/contract/quiz";
import { performanceScore } from "~/lib/quiz/constants";
import { normaliseText } from "~/lib/quiz/question-rules";
import type { AppContext } from "~/server/context.server";
import { quizzes } from "~/server/db/schema.server";
import { errors } from "~/server/http/errors.server";

type Ctx = Pick<AppContext, "db" | "now">;
/** Questions are stored with the shipped picture they show, if any. */
export type StoredQuestion = QuizQuestion & { picture?: string };
export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuiz = Omit<typeof quizzes.$inferInsert, "updatedAt">;

/**
 * A stored question in today's shape. Quizzes written before sources had addresses hold plain
 * strings; before provenance was kept, a live ("ai") question had passed its fact check (only
 * confirmed ones were kept) and anything else came from the bank.
 */
export function upgradeStoredQuestion(stored: StoredQuestion): StoredQuestion {
  const loose = stored as StoredQuestion & { sources: Array<string | QuestionSource> };
  return {
    ...stored,
    sources: loose.sources.map((source) => (typeof source === "string" ? { title: source } : source)),
    aliases: stored.aliases ?? [],
    provenance: stored.provenance ?? (stored.sourceKey === "ai" ? "fact-checked" : "curated-bank"),
  };
}

/** A stored question as the API shows it: its picture becomes a URL under its own quiz. */
export function publicQuestion(quizId: string, stored: StoredQuestion): QuizQuestion {
  const { picture, ...question } = upgradeStoredQuestion(stored);
  return picture ? { ...question, imageUrl: `/api/quiz/${quizId}/pictures/${question.id}` } : question;
}

/**
 * Answers a fact check run for this quiz confirmed and the host has not rewritten since. Bank
 * questions never count: nothing checked them for this quiz. Rows from before provenance was kept
 * read their live questions as checked (see upgradeStoredQuestion).
 */
export function verifiedCountOf(row: Pick<QuizRow, "questions">): number {
  return row.questions.map(upgradeStoredQuestion).filter((q) => q.provenance === "fact-checked" && !q.edited)
    .length;
}

/**
 * Questions something vouches for — a fact check that ran, or the curated bank's own checks — and
 * the host has not rewritten: the accuracy score's numerator, not a "verified" claim.
 */
export function vouchedCountOf(row: Pick<QuizRow, "questions">): number {
  return row.questions.filter((q) => !q.edited).length;
}

const NO_FACT_CHECKS: QuizFactChecks = { mode: "none", ran: 0, passed: 0, allowanceExhausted: false };

export function toQuiz(row: QuizRow): Quiz {
  return {
    id: row.id,
    title: row.title,
    quizDate: row.quizDate,
    totalQuestions: row.questions.length,
    difficultyLevel: row.difficultyLevel,
    generatedAt: row.generatedAt.toISOString(),
    status: row.status,
    categories: row.categories,
    usageStats: { attendanceCount: row.attendanceCount, averageScore: row.averageScore },
    teams: row.teams,
    questions: row.questions.map((q) => publicQuestion(row.id, q)),
    tiebreakers: row.tiebreakers,
    teamNames: row.teamNames,
    socialTeasers: row.socialTeasers,
    generator: row.generator,
    verifiedCount: verifiedCountOf(row),
    factChecks: row.factChecks ?? NO_FACT_CHECKS,
  };
}

export function toSummary(row: QuizRow): QuizSummary {
  const { questions: _q, tiebreakers: _t, teamNames: _n, socialTeasers: _s, ...summary } = toQuiz(row);
  return {
    ...summary,
    performanceScore:
      row.attendanceCount === null || row.averageScore === null
        ? null
        : performanceScore(row.attendanceCount, row.averageScore),
  };
}

/** Stores a freshly generated quiz as its owner's draft; a job run twice finds the first one. */
export async function insertDraftQuiz(ctx: Ctx, quiz: NewQuiz): Promise<{ row: QuizRow; created: boolean }> {
  const [row] = await ctx.db
    .insert(quizzes)
    .values({ ...quiz, updatedAt: ctx.now() })
    .onConflictDoNothing()
    .returning();
  if (row) return { row, created: true };
  const [existing] = await ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
  if (!existing) throw new Error("Quiz insert conflicted but no quiz holds its id");
  return { row: existing, created: false };
}

/** One of my quizzes; anyone else's (or an unknown id) is 404. */
export async function getOwnQuizRow(ctx: Pick<AppContext, "db">, accountId: string, quizId: string) {
  const [row] = await ctx.db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.accountId, accountId)));
  if (!row) throw errors.notFound("No such quiz.");
  return row;
}

async function update(ctx: Ctx, accountId: string, quizId: string, values: Partial<QuizRow>) {
  const [row] = await ctx.db
    .update(quizzes)
    .set({ ...values, updatedAt: ctx.now() })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.accountId, accountId)))
    .returning();
  if (!row) throw errors.notFound("No such quiz.");
  return row;
}

/**
 * Replaces one question, keeping its place. The read and the write are one conditional UPDATE on
 * the row's `updated_at`, so two edits at once cannot silently drop one of them (the loser gets 409).
 */
export async function replaceQuestion(
  ctx: Ctx,
  accountId: string,
  quizId: string,
  questionId: string,
  change: (current: StoredQuestion, all: StoredQuestion[], row: QuizRow) => Promise<StoredQuestion>,
): Promise<QuizQuestion> {
  const row = await getOwnQuizRow(ctx, accountId, quizId);
  const index = row.questions.findIndex((q) => q.id === questionId);
  if (index < 0) throw errors.notFound("No such question in this quiz.");
  const next = await change(row.questions[index]!, row.questions, row);
  const questions = row.questions.with(index, next);
  const [written] = await ctx.db
    .update(quizzes)
    .set({ questions, updatedAt: ctx.now() })
    .where(and(eq(quizzes.id, quizId), eq(quizzes.updatedAt, row.updatedAt)))
    .returning({ id: quizzes.id });
  if (!written) throw errors.conflict("This quiz changed while you were editing. Reload and try again.");
  return publicQuestion(row.id, next);
}

export async function saveQuiz(ctx: Ctx, accountId: string, quizId: string, title?: string) {
  const row = await getOwnQuizRow(ctx, accountId, quizId);
  return update(ctx, accountId, quizId, {
    status: row.status === "archived" ? "archived" : "saved",
    ...(title ? { title } : {}),
  });
}

export async function setArchived(ctx: Ctx, accountId: string, quizId: string, archived: boolean) {
  await getOwnQuizRow(ctx, accountId, quizId);
  return update(ctx, accountId, quizId, { status: archived ? "archived" : "saved" });
}

/** A saved copy to run again: same questions, a fresh id, no results yet. */
export async function duplicateQuiz(ctx: Ctx, accountId: string, quizId: string) {
  const row = await getOwnQuizRow(ctx, accountId, quizId);
  const now = ctx.now();
  const [copy] = await ctx.db
    .insert(quizzes)
    .values({
      ...row,
      id: crypto.randomUUID(),
      jobId: null,
      title: `${row.title} (copy)`,
      status: "saved",
      attendanceCount: null,
      averageScore: null,
      teams: [],
      generatedAt: now,
      updatedAt: now,
    })
    .returning();
  return copy!;
}

/**
 * The night's results. The average score is out of 10, scaled from the teams' raw scores against
 * the number of questions, so quizzes of any length compare fairly in history and analytics.
 */
export async function recordResults(ctx: Ctx, accountId: string, quizId: string, results: QuizResults) {
  const row = await getOwnQuizRow(ctx, accountId, quizId);
  const outOf = row.questions.length;
  const scores = results.teams.map((team) => team.score);
  const averageScore =
    scores.length === 0 || outOf === 0
      ? null
      : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length / outOf) * 100) / 10;
  if (scores.some((score) => score > outOf)) {
    throw errors.invalid(`teams: a team can score at most ${outOf}, one point per question.`);
  }
  // Results belong to a quiz that was played: a draft becomes a saved quiz so they show in history.
  return update(ctx, accountId, quizId, {
    ...(row.status === "draft" ? { status: "saved" as const } : {}),
    attendanceCount: results.attendanceCount,
    teams: results.teams,
    averageScore,
  });
}

/**
 * The freshness rule's memory: what this pub has had in its last N quizzes (drafts, copies and
 * archived ones too: a duplicated quiz that is run again was still heard by the room). Bank keys for
 * bank questions; the normalised wording of every question, so written (live) ones count as well;
 * and the team names it was offered.
 */
export async function recentQuestions(ctx: Pick<AppContext, "db">, accountId: string, lastN: number) {
  const rows = await ctx.db
    .select({ questions: quizzes.questions, teamNames: quizzes.teamNames })
    .from(quizzes)
    .where(eq(quizzes.accountId, accountId))
    .orderBy(desc(quizzes.generatedAt))
    .limit(lastN);
  const questions = rows.flatMap((row) => row.questions);
  return {
    keys: new Set(questions.flatMap((q) => (q.sourceKey && q.sourceKey !== "ai" ? [q.sourceKey] : []))),
    texts: [...new Set(questions.map((q) => normaliseText(q.question)))],
    /** Team names already suggested: a pub never sees the same suggestion twice in 12 quizzes. */
    teamNames: [...new Set(rows.flatMap((row) => row.teamNames))],
  };
}

/** Every quiz of mine except unsaved drafts, newest first: the library. */
export async function libraryRows(ctx: Pick<AppContext, "db">, accountId: string) {
  return ctx.db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.accountId, accountId), ne(quizzes.status, "draft")))
    .orderBy(desc(quizzes.generatedAt));
}
