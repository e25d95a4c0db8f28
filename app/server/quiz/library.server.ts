import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { QuizAnalytics, QuizHistoryResponse, quizHistoryQuerySchema } from "~/lib/contract/quiz";
import { HIGH_PERFORMER_SCORE, QUIZ_LIMITS } from "~/lib/quiz/constants";
import { normaliseText } from "~/lib/quiz/question-rules";
import { londonDate } from "~/lib/time";
import type { AppContext } from "~/server/context.server";
import { quizQuestionReports, quizzes } from "~/server/db/schema.server";
import { type StoredQuestion, toSummary, vouchedCountOf } from "./quiz-store.server";

type Ctx = Pick<AppContext, "db" | "now">;
type HistoryQuery = ReturnType<typeof quizHistoryQuerySchema.parse>;

const ORDER = {
  date: [desc(quizzes.generatedAt)],
  title: [asc(sql`lower(${quizzes.title})`), desc(quizzes.generatedAt)],
  attendance: [
    sql`${quizzes.attendanceCount} IS NULL`,
    desc(quizzes.attendanceCount),
    desc(quizzes.generatedAt),
  ],
  difficulty: [desc(quizzes.difficultyLevel), desc(quizzes.generatedAt)],
} as const;

const STATUSES = { all: ["saved", "archived"], active: ["saved"], archived: ["archived"] } as const;

const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/** The library: my saved (and, when asked, archived) quizzes with the history page's summary figures. */
export async function quizHistory(
  ctx: Ctx,
  accountId: string,
  query: HistoryQuery,
): Promise<QuizHistoryResponse> {
  const search = query.search?.toLowerCase();
  const rows = await ctx.db
    .select()
    .from(quizzes)
    .where(
      and(
        eq(quizzes.accountId, accountId),
        inArray(quizzes.status, [...STATUSES[query.filter]]),
        search ? sql`instr(lower(${quizzes.title}), ${search}) > 0` : undefined,
      ),
    )
    .orderBy(...ORDER[query.sort]);
  const summaries = rows.map(toSummary);
  const attended = summaries.flatMap((q) =>
    q.usageStats.attendanceCount === null ? [] : [q.usageStats.attendanceCount],
  );
  const scored = summaries.flatMap((q) =>
    q.usageStats.averageScore === null ? [] : [q.usageStats.averageScore],
  );
  return {
    quizzes: summaries.slice(0, query.limit),
    summary: {
      totalQuizzes: summaries.length,
      avgAttendance: mean(attended),
      avgScore: mean(scored),
      highPerformers: summaries.filter((q) => (q.performanceScore ?? 0) >= HIGH_PERFORMER_SCORE).length,
    },
  };
}

/** What makes two questions "the same" for freshness: the bank key, or the wording for written ones. */
function identity(question: StoredQuestion) {
  return question.sourceKey && question.sourceKey !== "ai"
    ? question.sourceKey
    : normaliseText(question.question);
}

/**
 * 'Quiz Performance This Month', from real records: attendance the host recorded, fact checks and
 * question reports (accuracy), and repeats against each quiz's 12 predecessors (fresh content).
 */
export async function quizAnalytics(ctx: Ctx, accountId: string): Promise<QuizAnalytics> {
  const thisMonth = londonDate(ctx.now()).slice(0, 7);
  const lastMonthDate = new Date(`${thisMonth}-15T12:00:00Z`);
  lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
  const lastMonth = lastMonthDate.toISOString().slice(0, 7);

  const generated = await ctx.db
    .select({
      id: quizzes.id,
      status: quizzes.status,
      quizDate: quizzes.quizDate,
      questions: quizzes.questions,
      attendanceCount: quizzes.attendanceCount,
    })
    .from(quizzes)
    .where(eq(quizzes.accountId, accountId))
    .orderBy(asc(quizzes.generatedAt));

  const library = generated.filter((q) => q.status !== "draft");
  const inMonth = (month: string) => library.filter((q) => q.quizDate.startsWith(month));
  const current = inMonth(thisMonth);
  const attendance = (list: typeof library) =>
    mean(list.flatMap((q) => (q.attendanceCount === null ? [] : [q.attendanceCount])));
  const avgAttendance = attendance(current);
  const previous = attendance(inMonth(lastMonth));
  const attendanceChange =
    avgAttendance === null || previous === null || previous === 0
      ? null
      : Math.round(((avgAttendance - previous) / previous) * 1000) / 10;

  const questionCount = current.reduce((sum, q) => sum + q.questions.length, 0);
  let accuracyScore: number | null = null;
  let freshContent: number | null = null;
  if (questionCount > 0) {
    const [reports] = await ctx.db
      .select({ count: sql<number>`count(*)` })
      .from(quizQuestionReports)
      .where(
        and(
          eq(quizQuestionReports.accountId, accountId),
          inArray(
            quizQuestionReports.quizId,
            current.map((q) => q.id),
          ),
        ),
      );
    const verified = current.reduce((sum, q) => sum + vouchedCountOf(q), 0);
    const trusted = Math.max(0, verified - (reports?.count ?? 0));
    accuracyScore = Math.round((trusted / questionCount) * 100) / 10;

    let fresh = 0;
    for (const quiz of current) {
      const index = generated.findIndex((q) => q.id === quiz.id);
      const before = generated.slice(Math.max(0, index - QUIZ_LIMITS.freshnessWindow), index);
      const seen = new Set(before.flatMap((q) => q.questions.map(identity)));
      fresh += quiz.questions.filter((question) => !seen.has(identity(question))).length;
    }
    freshContent = Math.round((fresh / questionCount) * 1000) / 10;
  }
  return { avgAttendance, attendanceChange, accuracyScore, freshContent, totalQuizzes: current.length };
}

/** A question someone says is wrong: one report per question counts against accuracy. */
export async function reportQuestion(
  ctx: Ctx,
  accountId: string,
  quizId: string,
  questionId: string,
  reason: string,
) {
  await ctx.db
    .insert(quizQuestionReports)
    .values({ quizId, questionId, accountId, reason })
    .onConflictDoUpdate({
      target: [quizQuestionReports.quizId, quizQuestionReports.questionId],
      set: { reason },
    });
}
