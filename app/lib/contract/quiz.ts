import { z } from "zod";
import { optionsDistinct, sameOption } from "../quiz/answers";
import { MIX_CATEGORIES, QUESTION_CATEGORIES, QUIZ_DEFAULTS, QUIZ_LIMITS } from "../quiz/constants";

const { crowd, difficulty, mix, customRoundQuestions, tiebreakers, totalQuestions } = QUIZ_LIMITS;

const percent = z.number().int().min(mix.min).max(mix.max);

/**
 * The fixture a match round is built around, resolved from the sports centre when the request is
 * accepted and stored with the round, so the round can be rebuilt after the fixture has left the list.
 */
export const quizMatchSchema = z.object({
  homeTeam: z.string().max(120),
  awayTeam: z.string().max(120),
  sport: z.string().max(60),
  competition: z.string().max(120),
  kickOff: z.string().max(40),
});
export type QuizMatch = z.infer<typeof quizMatchSchema>;

/** A custom round (spec §5): a name, a category and 5-20 questions (10 when the count is not a number). */
export const customRoundSchema = z.object({
  name: z.string().trim().min(1, "Each custom round needs a name").max(60),
  category: z.enum(MIX_CATEGORIES),
  questionCount: z.preprocess(
    (value) => (typeof value === "number" && Number.isFinite(value) ? value : customRoundQuestions.fallback),
    z
      .number()
      .int()
      .min(customRoundQuestions.min, "A custom round has 5 to 20 questions")
      .max(customRoundQuestions.max, "A custom round has 5 to 20 questions"),
  ),
  specificArea: z.string().trim().max(120).optional().default(""),
  /** A match round: built around this fixture from the sports centre (its id in /api/sports). */
  fixtureId: z.string().trim().max(120).optional(),
  /** Written by the server from fixtureId when the request is accepted; whatever a client sends is replaced. */
  match: quizMatchSchema.optional(),
});
export type CustomRound = z.infer<typeof customRoundSchema>;

/** The §3 quiz generation request. */
export const quizGenerationRequestSchema = z
  .object({
    title: z
      .string({ error: "Please enter a title for your quiz" })
      .trim()
      .min(1, "Please enter a title for your quiz")
      .max(120),
    quizDate: z.iso.date("Pick the date of the quiz"),
    expectedCrowd: z.number().int().min(crowd.min).max(crowd.max).default(QUIZ_DEFAULTS.expectedCrowd),
    difficulty: z.number().int().min(difficulty.min).max(difficulty.max).default(QUIZ_DEFAULTS.difficulty),
    totalQuestions: z
      .number()
      .int()
      .min(totalQuestions.min)
      .max(totalQuestions.max)
      .default(QUIZ_DEFAULTS.totalQuestions),
    localArea: z.string().trim().max(120).optional().default(""),
    categories: z
      .object({
        local: percent,
        sports: percent,
        currentEvents: percent,
        entertainment: percent,
        music: percent,
        generalKnowledge: percent,
        pictureRound: z.boolean(),
      })
      .default({ ...QUIZ_DEFAULTS.categories, pictureRound: QUIZ_DEFAULTS.pictureRound }),
    customRounds: z.array(customRoundSchema).max(6).default([]),
    excludeTopics: z
      .array(z.string().trim().min(1).max(60))
      .max(20)
      .default([])
      .refine((topics) => new Set(topics.map((t) => t.toLowerCase())).size === topics.length, {
        message: "Each excluded topic once, please",
      }),
    includeTeamNames: z.boolean().default(QUIZ_DEFAULTS.includeTeamNames),
    createSocialTeasers: z.boolean().default(QUIZ_DEFAULTS.createSocialTeasers),
    generateTiebreakers: z.boolean().default(QUIZ_DEFAULTS.generateTiebreakers),
    tiebreakerCount: z
      .number()
      .int()
      .min(tiebreakers.min)
      .max(tiebreakers.max)
      .default(QUIZ_DEFAULTS.tiebreakerCount),
    pubProfileId: z.union([z.string(), z.number()]).optional(),
    localContentWeight: z.number().min(0).max(1).optional(),
  })
  .refine(
    (request) =>
      request.customRounds.reduce((sum, round) => sum + round.questionCount, 0) <= request.totalQuestions,
    {
      message: "Custom rounds add up to more questions than the quiz has",
      path: ["customRounds"],
    },
  );
export type QuizGenerationRequest = z.infer<typeof quizGenerationRequestSchema>;
export type QuizGenerationInput = z.input<typeof quizGenerationRequestSchema>;

/**
 * A reference a person can open: an article or page about that very fact (url), or a named work.
 * Quizzes stored before sources had addresses hold plain strings: they load as titles.
 */
export const questionSourceSchema = z.preprocess(
  (value) => (typeof value === "string" ? { title: value } : value),
  z.object({
    title: z.string().trim().min(1).max(200),
    url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .optional(),
  }),
);
export type QuestionSource = z.infer<typeof questionSourceSchema>;

/**
 * Where a question's trust comes from: "fact-checked" only when a fact check ran for this quiz and
 * confirmed it (live mode, metered); "curated-bank" for the built-in bank's checked rows.
 */
export const QUESTION_PROVENANCES = ["fact-checked", "curated-bank"] as const;
export type QuestionProvenance = (typeof QUESTION_PROVENANCES)[number];

export const quizQuestionSchema = z.object({
  id: z.string(),
  round: z.number().int().min(1),
  roundName: z.string(),
  category: z.enum(QUESTION_CATEGORIES),
  difficulty: z.number().int().min(1).max(10),
  question: z.string().trim().min(1).max(400),
  answer: z.string().trim().min(1).max(200),
  /** Four choices, the answer among them once. */
  options: z.array(z.string().trim().min(1).max(200)).length(4),
  explanation: z.string().trim().max(600),
  localRelevance: z.number().int().min(0).max(10),
  sources: z.array(questionSourceSchema).min(1).max(4),
  /** Other accepted spellings of the answer for typed answers ("Man Utd" for "Manchester United"). */
  aliases: z.array(z.string().trim().min(1).max(200)).max(12).default([]),
  provenance: z.enum(QUESTION_PROVENANCES).default("curated-bank"),
  /** Topic tags: what exclusions match against. */
  tags: z.array(z.string()).default([]),
  /** Picture round: the stored image, served by GET /api/quiz/{quizId}/pictures/{questionId}. */
  imageUrl: z.string().optional(),
  /** Where the question came from in the built-in bank, or "ai"; keeps the freshness rule honest. */
  sourceKey: z.string().optional(),
  /** The host rewrote it: its fact check (or the bank's curation) no longer vouches for it. */
  edited: z.boolean().optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** An edit of one question in place. */
export const quizQuestionEditSchema = quizQuestionSchema
  .pick({ question: true, answer: true, options: true, explanation: true })
  .refine((q) => optionsDistinct(q.options), {
    message: "The four options must all be different",
    path: ["options"],
  })
  .refine((q) => q.options.filter((o) => sameOption(o, q.answer)).length === 1, {
    message: "The answer must be one of the four options, once",
    path: ["options"],
  });
export type QuizQuestionEdit = z.infer<typeof quizQuestionEditSchema>;

export const tiebreakerSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Nearest wins: always a number. */
  answer: z.number(),
  unit: z.string().optional(),
  explanation: z.string(),
  sources: z.array(questionSourceSchema).min(1),
});
export type Tiebreaker = z.infer<typeof tiebreakerSchema>;

export const teamScoreSchema = z.object({
  name: z.string().trim().min(1, "Each team needs a name").max(60),
  score: z.number().min(0).max(200),
});

/** The night's results, recorded by the host (host screen or history card). */
export const quizResultsSchema = z.object({
  attendanceCount: z.number().int().min(0).max(1000),
  teams: z.array(teamScoreSchema).max(60).default([]),
});
export type QuizResults = z.infer<typeof quizResultsSchema>;

export const quizUsageStatsSchema = z.object({
  attendanceCount: z.number().nullable(),
  /** Mean team score out of 10 (scaled from the quiz's question count). */
  averageScore: z.number().nullable(),
});

/**
 * The fact checks of one quiz. mode "live": a check ran per written question, metered as it ran;
 * "none": the built-in bank (no check runs, questions are "from the curated bank").
 * allowanceExhausted: the plan's fact checks ran out mid-quiz, so the rest came from the curated bank.
 */
export const quizFactChecksSchema = z.object({
  mode: z.enum(["live", "none"]),
  ran: z.number().int().min(0),
  passed: z.number().int().min(0),
  allowanceExhausted: z.boolean(),
});
export type QuizFactChecks = z.infer<typeof quizFactChecksSchema>;

export const QUIZ_STATUSES = ["draft", "saved", "archived"] as const;

export const quizSchema = z.object({
  id: z.string(),
  title: z.string(),
  quizDate: z.string(),
  totalQuestions: z.number().int(),
  difficultyLevel: z.number().int().min(1).max(10),
  generatedAt: z.string(),
  status: z.enum(QUIZ_STATUSES),
  categories: z.record(z.string(), z.number()),
  usageStats: quizUsageStatsSchema,
  teams: z.array(teamScoreSchema).default([]),
  questions: z.array(quizQuestionSchema),
  tiebreakers: z.array(tiebreakerSchema).default([]),
  teamNames: z.array(z.string()).default([]),
  socialTeasers: z.array(z.string()).default([]),
  /** "Built-in question bank" in local mode, the model's name in live mode. */
  generator: z.string(),
  /** Answers a fact check run for this quiz confirmed (live mode only); 0 for the built-in bank. */
  verifiedCount: z.number().int().min(0),
  /** What the fact checks did for this quiz: shown so the preview never claims more than ran. */
  factChecks: quizFactChecksSchema.default({ mode: "none", ran: 0, passed: 0, allowanceExhausted: false }),
});
export type Quiz = z.infer<typeof quizSchema>;

/** A card in history: the quiz without its questions. */
export const quizSummarySchema = quizSchema
  .omit({ questions: true, tiebreakers: true, teamNames: true, socialTeasers: true })
  .extend({ performanceScore: z.number().nullable() });
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const QUIZ_SORTS = ["date", "title", "attendance", "difficulty"] as const;
export const QUIZ_FILTERS = ["all", "active", "archived"] as const;

export const quizHistoryQuerySchema = z.object({
  sort: z.enum(QUIZ_SORTS).default("date"),
  filter: z.enum(QUIZ_FILTERS).default("all"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(100).optional(),
});

export const quizHistoryResponseSchema = z.object({
  quizzes: z.array(quizSummarySchema),
  summary: z.object({
    totalQuizzes: z.number().int(),
    avgAttendance: z.number().nullable(),
    avgScore: z.number().nullable(),
    highPerformers: z.number().int(),
  }),
});
export type QuizHistoryResponse = z.infer<typeof quizHistoryResponseSchema>;

export const quizAnalyticsSchema = z.object({
  /** Mean attendance of this month's quizzes with results; null when none recorded. */
  avgAttendance: z.number().nullable(),
  /** Percent change against last month's mean; null without both months. */
  attendanceChange: z.number().nullable(),
  /** Out of 10: questions confirmed and not reported wrong; null before any quiz this month. */
  accuracyScore: z.number().nullable(),
  /** Percent of this month's questions not used by the pub in its 12 quizzes before; null before any. */
  freshContent: z.number().nullable(),
  totalQuizzes: z.number().int(),
});
export type QuizAnalytics = z.infer<typeof quizAnalyticsSchema>;

export const EXPORT_FORMATS = ["pdf", "docx", "txt"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const questionReportSchema = z.object({
  reason: z.string().trim().min(3, "Tell us what's wrong with it").max(300),
});
