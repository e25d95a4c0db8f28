import { z } from "zod";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiMethods } from "~/server/http/api.server";
import { readJson } from "~/server/http/body.server";
import { saveQuiz, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-save";

// The page sends the whole quiz; the stored questions (edited one by one) are the truth, so only
// the id and a changed title are read.
const saveRequestSchema = z.object({
  id: z.string({ error: "id: which quiz to save" }).min(1),
  title: z.string().trim().min(1, "Please enter a title for your quiz").max(120).optional(),
});

/** POST /api/quiz/save — puts a generated quiz in my library. */
export const action = apiMethods<Route.ActionArgs>({
  async POST(args) {
    const account = await requireAccount(args);
    const { id, title } = await readJson(args.request, saveRequestSchema);
    return toQuiz(await saveQuiz(getApp(args), account.id, id, title));
  },
});
