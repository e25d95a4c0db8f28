import { apiAnswer } from "~/lib/api-client";
import type {
  Quiz,
  QuizGenerationInput,
  QuizQuestion,
  QuizQuestionEdit,
  QuizResults,
} from "~/lib/contract/quiz";
import type { Intents } from "~/lib/use-intent";

const quizPath = (quizId: string, ...rest: string[]) =>
  ["/api/quiz", quizId, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join("/");

/** One question of one quiz. */
interface QuestionRef {
  quizId: string;
  questionId: string;
}

/**
 * The quiz pages' writes (run by the generator's and the host screen's clientAction): each is one
 * call to the /api contract, answered as a value, and the loaders revalidate after it, so the
 * history, the dashboard's figures and the preview are always the server's.
 */
export const QUIZ_INTENTS = {
  /** Queues the quiz; the job is followed with useJob. */
  generate: (input: QuizGenerationInput) =>
    apiAnswer<{ jobId: string }>("/api/quiz/generate", { method: "POST", json: input }),
  save: ({ id, title }: { id: string; title: string }) =>
    apiAnswer<Quiz>("/api/quiz/save", { method: "POST", json: { id, title } }),
  duplicate: ({ quizId }: { quizId: string }) =>
    apiAnswer<Quiz>(quizPath(quizId, "duplicate"), { method: "POST", json: {} }),
  setArchived: ({ quizId, archived }: { quizId: string; archived: boolean }) =>
    apiAnswer<Quiz>(quizPath(quizId, "archive"), { method: "PATCH", json: { archived } }),
  recordResults: ({ quizId, results }: { quizId: string; results: QuizResults }) =>
    apiAnswer<Quiz>(quizPath(quizId, "results"), { method: "PUT", json: results }),
  editQuestion: ({ quizId, questionId, edit }: QuestionRef & { edit: QuizQuestionEdit }) =>
    apiAnswer<{ question: QuizQuestion }>(quizPath(quizId, "questions", questionId), {
      method: "PATCH",
      json: edit,
    }),
  regenerateQuestion: ({ quizId, questionId }: QuestionRef) =>
    apiAnswer<{ question: QuizQuestion }>(quizPath(quizId, "regenerate-question", questionId), {
      method: "POST",
      json: {},
    }),
  reportQuestion: ({ quizId, questionId, reason }: QuestionRef & { reason: string }) =>
    apiAnswer<unknown>(quizPath(quizId, "questions", questionId, "report"), {
      method: "POST",
      json: { reason },
    }),
} satisfies Intents;

export type QuizIntents = typeof QUIZ_INTENTS;
