import { z } from "zod";
import { EXPORT_FORMATS } from "~/lib/contract/quiz";
import { getApp, requireAccount } from "~/server/auth/request-user.server";
import { apiHandler } from "~/server/http/api.server";
import { readQuery } from "~/server/http/body.server";
import { getPub } from "~/server/pub/pub.server";
import { exportQuiz } from "~/server/quiz/export.server";
import { pictureObject } from "~/server/quiz/generate.server";
import { getOwnQuizRow, toQuiz } from "~/server/quiz/quiz-store.server";
import type { Route } from "./+types/quiz-export";

const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format: choose pdf, docx or txt" }),
});

/** GET /api/quiz/{id}/export?format=pdf|docx|txt — the quiz as a download named from its title. */
export const loader = apiHandler(async (args: Route.LoaderArgs) => {
  const account = await requireAccount(args);
  const { format } = readQuery(args.request, exportQuerySchema);
  const ctx = getApp(args);
  const row = await getOwnQuizRow(ctx, account.id, args.params.quizId);
  const pictures = new Map<string, Uint8Array>();
  if (format !== "txt") {
    await Promise.all(
      row.questions.map(async (question) => {
        if (!question.picture) return;
        const object = await pictureObject(ctx, question.picture);
        if (object) pictures.set(question.id, new Uint8Array(await object.arrayBuffer()));
      }),
    );
  }
  const pub = await getPub(ctx, account.id);
  const file = await exportQuiz(toQuiz(row), format, pictures, pub?.name ?? null);
  return new Response(file.bytes, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
