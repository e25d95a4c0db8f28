import type { QuizSummary } from "~/lib/contract/quiz";
import { toast } from "../../ui/toaster";
import { useQuizIntent } from "../use-quiz-intent";

interface ArchiveChange {
  quiz: QuizSummary;
  archived: boolean;
  /** An Undo restores without a second "archived" toast. */
  announce: boolean;
}

/**
 * Duplicate, archive and restore from the History view, each an intent of the route: the list and the
 * summary figures come back from the loader, and the toasts from the answers. They live in the view
 * (not the card), so an archived card leaving a filtered list still hears its answer and offers Undo.
 */
export function useLibraryActions() {
  const duplicating = useQuizIntent<"duplicate", QuizSummary>("duplicate", (answer) => {
    if (!answer.ok) {
      // Spec §8: this exact message, whatever the server said.
      toast({ title: "Error", description: "Failed to duplicate quiz", variant: "destructive" });
      return;
    }
    toast({
      title: "Quiz Duplicated",
      description: `"${answer.data.title}" is in your library.`,
      variant: "success",
    });
  });

  const archiving = useQuizIntent<"setArchived", ArchiveChange>("setArchived", (answer, change) => {
    const { quiz, archived, announce } = change;
    if (!answer.ok) {
      const failure = archived ? "Failed to archive quiz" : "Failed to restore quiz";
      toast({ title: "Error", description: failure, variant: "destructive" });
    } else if (archived && announce) {
      toast({
        title: "Quiz Archived",
        description: `"${quiz.title}" moved to the archive.`,
        variant: "success",
        action: {
          label: "Undo",
          altText: "Restore the quiz from the archive",
          onClick: () => setArchived(quiz, false, false),
        },
      });
    } else if (!archived) {
      toast({
        title: "Quiz Restored",
        description: `"${quiz.title}" is back in your library.`,
        variant: "success",
      });
    }
  });

  function duplicate(quiz: QuizSummary) {
    duplicating.submit({ quizId: quiz.id }, quiz);
  }

  function setArchived(quiz: QuizSummary, archived: boolean, announce = true) {
    archiving.submit({ quizId: quiz.id, archived }, { quiz, archived, announce });
  }

  return {
    duplicate,
    setArchived,
    /** One change to the library at a time: the cards wait while one is on its way. */
    busy: duplicating.pending || archiving.pending,
    busyId: duplicating.pendingFor?.id ?? archiving.pendingFor?.quiz.id ?? null,
  };
}
