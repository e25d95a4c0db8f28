import type { QuizSummary } from "~/lib/contract/quiz";
import { shortDate } from "../shared";

/** The latest quizzes, each opening in Preview. */
export function RecentQuizzes({
  quizzes,
  onOpen,
}: {
  quizzes: QuizSummary[];
  onOpen: (quizId: string) => void;
}) {
  if (quizzes.length === 0) {
    return (
      <p className="mt-3 rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">
        No quizzes yet — generate your first and save it to see it here.
      </p>
    );
  }
  return (
    <ul className="mt-3 divide-y divide-stone-100">
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <button
            type="button"
            onClick={() => onOpen(quiz.id)}
            className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg px-2 py-3 text-left hover:bg-stone-50"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words">{quiz.title}</span>
              <span className="block text-sm text-muted">
                {shortDate(quiz.quizDate || quiz.generatedAt)} · {quiz.totalQuestions} questions
                {quiz.status === "archived" ? " · Archived" : ""}
              </span>
            </span>
            <span className="text-sm text-muted">
              {quiz.usageStats.attendanceCount === null
                ? "No results yet"
                : `${quiz.usageStats.attendanceCount} attended`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
