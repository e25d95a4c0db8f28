import { quizQuestionEditSchema } from "~/lib/contract/quiz";
import { sameOption } from "~/lib/quiz/answers";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { replaceQuestion } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-question";

/** PATCH /api/quiz/{id}/questions/{questionId} — the host's own wording, answer or options. */
export const action = apiMethods<Route.ActionArgs>({
  async PATCH(args) {
    const account = await requireAccount(args);
    const edit = await readJson(args.request, quizQuestionEditSchema);
    const { quizId, questionId } = args.params;
    const question = await replaceQuestion(getApp(args), account.id, quizId, questionId, async (current) => {
      // The answer is stored exactly as its option is written, so every screen shows the same text.
      const answer = edit.options.find((option) => sameOption(option, edit.answer)) ?? edit.answer;
      const changed =
        current.question !== edit.question ||
        !sameOption(current.answer, answer) ||
        current.options.some((option, index) => option !== edit.options[index]);
      // Accepted spellings belong to the old answer ("Leeds Utd" must not mark a new answer right).
      const aliases = sameOption(current.answer, answer) ? current.aliases : [];
      return { ...current, ...edit, answer, aliases, ...(changed ? { edited: true } : {}) };
    });
    return { question };
  },
});
