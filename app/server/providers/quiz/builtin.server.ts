import { buildRoundPlan } from "~/lib/quiz/round-plan";
import {
  bankCapacity,
  generateBuiltinQuiz,
  pickReplacement,
  QuizBankExhaustedError,
} from "~/server/quiz/bank/builtin-generator.server";
import type { QuizSource } from "./types";

export const BUILTIN_QUIZ_LABEL = "Built-in question bank";

/**
 * Local mode: the curated question bank in the repo. No fact check runs for a quiz here, so nothing
 * is called verified: every question says it is "from the curated bank", with its sources.
 */
export function createBuiltinQuizSource(): QuizSource {
  return {
    kind: "builtin",
    label: BUILTIN_QUIZ_LABEL,
    factChecksFor: () => 0,
    async generate(input, progress) {
      // The plan follows what the bank can supply fresh for this pub: a category it has run dry of
      // gives its share to the others rather than borrowing another category's questions.
      const { capacity, pictures } = bankCapacity(input);
      const plan = buildRoundPlan(input.request, { capacity, pictures });
      const planned = plan.reduce((sum, round) => sum + round.questionCount, 0);
      if (planned < input.request.totalQuestions)
        throw new QuizBankExhaustedError(`a ${input.request.totalQuestions}-question quiz`, null);
      const draft = generateBuiltinQuiz({ ...input, plan });
      await progress(60);
      return {
        ...draft,
        verifiedCount: 0,
        factChecks: { mode: "none", ran: 0, passed: 0, allowanceExhausted: false },
      };
    },
    async replace(input, existing, target) {
      return pickReplacement(input, existing, target);
    },
  };
}
