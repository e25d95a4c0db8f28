import { Eye } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError, api } from "~/lib/api-client";
import type { Quiz } from "~/lib/contract/quiz";
import { UpgradeDialog } from "../billing/upgrade-dialog";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { buttonClasses } from "../ui/button";
import { cn } from "../ui/cn";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toaster";
import { defaultQuizForm, GenerateForm, type QuizForm } from "./generate-form";
import { QuizDashboard } from "./quiz-dashboard";
import { QuizHistory } from "./quiz-history";
import { QuizPreview } from "./quiz-preview";
import { errorText } from "./shared";
import { useQuizJob } from "./use-quiz-job";

type View = "dashboard" | "generate" | "preview" | "history";

const TABS = [
  ["dashboard", "Dashboard"],
  ["generate", "Generate Quiz"],
  ["history", "History"],
] as const;

export interface QuizGeneratorPageProps {
  pubName: string | null;
  /** The pub's town, a hint for the local area field. */
  areaHint: string | null;
  /** Today's London date, YYYY-MM-DD. */
  today: string;
  /** An active paid plan, or an admin: the server still decides (402 opens the same dialog). */
  canGenerate: boolean;
}

/** The quiz generator (spec §2 'Quiz generator'): dashboard, generate, preview and history views. */
export function QuizGeneratorPage({ pubName, areaHint, today, canGenerate }: QuizGeneratorPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<View>("dashboard");
  const [form, setForm] = useState<QuizForm>(() => defaultQuizForm(today));
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [previewFrom, setPreviewFrom] = useState<View>("generate");
  const [saving, setSaving] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [opening, setOpening] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [hydrated, setHydrated] = useState(false);

  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  function go(next: View) {
    setView(next);
    window.scrollTo({ top: 0 });
  }

  function startGenerating() {
    if (!canGenerate) return setUpgrade(true);
    go("generate");
  }

  const openQuiz = useCallback(async (quizId: string, from: View) => {
    setOpening(true);
    try {
      const found = await api<Quiz>(`/api/quiz/${encodeURIComponent(quizId)}`);
      setQuiz(found);
      setPreviewFrom(from);
      setView("preview");
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast({
        title: "Error",
        description:
          error instanceof ApiError && error.status === 404
            ? "That quiz isn't in your library."
            : errorText(error, "Could not open the quiz"),
        variant: "destructive",
      });
    } finally {
      setOpening(false);
    }
  }, []);

  // ?quiz={id} opens that quiz in Preview (the host screen's Esc comes back this way).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival.
  useEffect(() => {
    setHydrated(true);
    const quizId = searchParams.get("quiz");
    if (quizId) {
      void openQuiz(quizId, "history");
      setSearchParams({}, { replace: true, preventScrollReset: true });
    }
  }, []);

  const onGenerated = useCallback((generated: Quiz) => {
    setQuiz(generated);
    setPreviewFrom("generate");
    setView("preview");
    window.scrollTo({ top: 0 });
  }, []);
  const generation = useQuizJob({ onGenerated, onResume: () => setView("generate") });

  async function save() {
    if (!quiz) return;
    setSaving(true);
    try {
      const saved = await api<Quiz>("/api/quiz/save", {
        method: "POST",
        json: { id: quiz.id, title: quiz.title },
      });
      setQuiz(saved);
      toast({
        title: "Quiz Saved!",
        description: `"${saved.title}" is saved to the quiz library.`,
        variant: "success",
      });
      refresh();
      go("dashboard");
    } catch (error) {
      console.error("Quiz save failed", error);
      toast({
        title: "Save Failed",
        description: "Failed to save quiz. Please try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-6" data-hydrated={hydrated || undefined}>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold break-words sm:text-4xl">
            {pubName ? `${pubName} - Quiz Generator` : "Smart Pub Quiz Generator"}
          </h1>
          <p className="mt-1 text-muted">AI-powered quiz creation for UK pubs</p>
        </div>
        <OtherToolsNav
          links={[
            { to: "/dashboard", label: "Content Creator" },
            { to: "/sports", label: "Sports Centre" },
            { to: "/images", label: "AI Images" },
            { to: "/", label: "Back to Home" },
          ]}
        />
      </header>

      <nav aria-label="Quiz views">
        <ul
          className={cn(
            "grid gap-1 rounded-xl bg-stone-200/70 p-1",
            view === "preview" ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3",
          )}
        >
          {TABS.map(([value, label]) => (
            <li key={value}>
              <button
                type="button"
                aria-current={view === value ? "page" : undefined}
                onClick={() => (value === "generate" ? startGenerating() : go(value))}
                className={cn(
                  "flex min-h-11 w-full items-center justify-center rounded-lg px-1 text-sm leading-tight font-semibold transition-colors sm:px-4",
                  view === value ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
                )}
              >
                {label}
              </button>
            </li>
          ))}
          {view === "preview" && (
            <li>
              <span
                aria-current="page"
                className="flex min-h-11 items-center justify-center gap-1.5 rounded-lg bg-white px-4 text-sm font-semibold text-ink shadow-sm"
              >
                <Eye className="size-4" aria-hidden="true" />
                Preview
              </span>
            </li>
          )}
        </ul>
      </nav>

      {!canGenerate && view === "dashboard" && (
        <div className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">
            <strong>The quiz generator comes with Starter and Pro.</strong> Your free trial covers the content
            creator.
          </p>
          <Link to="/pricing" className={buttonClasses({ variant: "brass", size: "sm" })}>
            View Plans
          </Link>
        </div>
      )}

      {generation.jobId && view !== "generate" && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 items-center gap-2 text-sm">
            <Spinner label="Generating" />
            Your quiz is being generated ({generation.job?.progress ?? 0}%). It opens here when it's ready.
          </p>
          <button
            type="button"
            onClick={() => go("generate")}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            Show progress
          </button>
        </div>
      )}

      {opening && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner label="Opening the quiz" /> Opening the quiz…
        </p>
      )}

      {view === "dashboard" && (
        <QuizDashboard
          refreshKey={refreshKey}
          onGenerate={startGenerating}
          onHistory={() => go("history")}
          onOpen={(quizId) => void openQuiz(quizId, "dashboard")}
        />
      )}
      {view === "generate" && (
        <GenerateForm
          form={form}
          setForm={setForm}
          areaHint={areaHint}
          canGenerate={canGenerate}
          onUpgrade={() => setUpgrade(true)}
          onCancel={() => go("dashboard")}
          jobId={generation.jobId}
          job={generation.job}
          onStarted={generation.start}
        />
      )}
      {view === "preview" && quiz && (
        <QuizPreview
          key={quiz.id}
          quiz={quiz}
          onChange={setQuiz}
          onBack={() => go(previewFrom === "preview" ? "dashboard" : previewFrom)}
          onSave={save}
          saving={saving}
        />
      )}
      {view === "history" && (
        <QuizHistory
          onBack={() => go("dashboard")}
          onOpen={(found) => {
            setQuiz(found);
            setPreviewFrom("history");
            go("preview");
          }}
          onChanged={refresh}
        />
      )}

      <UpgradeDialog feature={upgrade ? "quiz_generator" : null} onOpenChange={setUpgrade} />
    </div>
  );
}
