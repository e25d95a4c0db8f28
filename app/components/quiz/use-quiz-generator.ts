import { useCallback, useEffect, useState } from "react";
import { useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Quiz } from "~/lib/contract/quiz";
import { toast } from "../ui/toaster";
import { defaultQuizForm, type QuizForm } from "./generate/quiz-form";
import { useQuizGeneration } from "./generate/use-quiz-generation";
import type { HistoryQuery, QuizListView, QuizPageData } from "./page-data";
import { historySearch, listViewOf, listViewSearch, previewSearch, QUIZ_PARAM } from "./quiz-url";
import { useQuizIntent } from "./use-quiz-intent";

/**
 * The quiz generator page's data and actions, owned by its route. Server state comes from the loader
 * only (`data`); the view lives in the address, so moving between views reads that view's data afresh;
 * writes go through the route's intents (`QUIZ_INTENTS`), after which the loaders read again. What stays here is what the person
 * is doing: the form being filled in, the dialog that is open, the generation being followed.
 */
export function useQuizGenerator(data: QuizPageData) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [form, setForm] = useState<QuizForm>(() => defaultQuizForm(data.today));
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const show = useCallback(
    (view: QuizListView, options: { replace?: boolean } = {}) =>
      setSearchParams(listViewSearch(view, searchParams), options),
    [searchParams, setSearchParams],
  );

  const showGenerate = useCallback(() => {
    if (!data.canGenerate) return setUpgradeOpen(true);
    show("generate");
  }, [data.canGenerate, show]);

  const openQuiz = useCallback(
    (quizId: string, from: QuizListView) => setSearchParams(previewSearch(quizId, from, searchParams)),
    [searchParams, setSearchParams],
  );

  const setHistoryQuery = useCallback(
    (query: HistoryQuery) =>
      setSearchParams(historySearch(query), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  const generation = useQuizGeneration({
    // Resolves once the quiz is on screen, so its toast shows with it.
    onGenerated: (quiz) => navigate({ search: `?${previewSearch(quiz.id, "generate")}` }),
    onResume: () => show("generate", { replace: true }),
    onUpgrade: () => setUpgradeOpen(true),
  });

  // Save moves on to the dashboard, which reads everything afresh: reading the 40-question preview
  // first would only hold it up.
  const saving = useQuizIntent(
    "save",
    (answer) => {
      if (!answer.ok) {
        toast({
          title: "Save Failed",
          description: "Failed to save quiz. Please try again.",
          variant: "destructive",
        });
        return;
      }
      toast({
        title: "Quiz Saved!",
        description: `"${answer.data.title}" is saved to the quiz library.`,
        variant: "success",
      });
      show("dashboard");
    },
    { revalidate: false },
  );

  const saveQuiz = useCallback(
    (quiz: Quiz) => saving.submit({ id: quiz.id, title: quiz.title }, undefined),
    [saving.submit],
  );

  // The view being read while the next one loads: the tabs follow at once, the content when it lands.
  const pending = navigation.state === "loading" && navigation.location.pathname === "/quiz-generator";
  const pendingView = pending ? viewOf(new URLSearchParams(navigation.location.search)) : null;

  return {
    data,
    content: data.content,
    /** The tab that is (or is about to be) shown. */
    activeView: pendingView ?? data.content.view,
    loadingView: pendingView !== null && pendingView !== data.content.view,
    hydrated,
    show,
    showGenerate,
    openQuiz,
    setHistoryQuery,
    form,
    setForm,
    generation,
    saveQuiz,
    saving: saving.pending,
    upgradeOpen,
    setUpgradeOpen,
  };
}

export type QuizGeneratorState = ReturnType<typeof useQuizGenerator>;

function viewOf(params: URLSearchParams): QuizPageData["content"]["view"] {
  return params.get(QUIZ_PARAM) ? "preview" : listViewOf(params);
}
