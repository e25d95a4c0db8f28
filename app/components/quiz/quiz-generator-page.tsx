import { Link } from "react-router";
import { UpgradeDialog } from "../billing/upgrade-dialog";
import { OtherToolsNav } from "../layout/other-tools-nav";
import { Button, buttonClasses } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { QuizDashboard } from "./dashboard/quiz-dashboard";
import { GenerateForm } from "./generate/generate-form";
import { QuizHistory } from "./history/quiz-history";
import type { QuizPageData } from "./page-data";
import { QuizPreview } from "./preview/quiz-preview";
import { QuizViewTabs } from "./quiz-view-tabs";
import { type QuizGeneratorState, useQuizGenerator } from "./use-quiz-generator";

/** The quiz generator (spec §2 'Quiz generator'): dashboard, generate, preview and history views. */
export function QuizGeneratorPage({ data }: { data: QuizPageData }) {
  const page = useQuizGenerator(data);
  const { pubName, source, canGenerate } = data;
  return (
    <div className="space-y-6" data-hydrated={page.hydrated || undefined}>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold break-words sm:text-4xl">
            {pubName ? `${pubName} - Quiz Generator` : "Smart Pub Quiz Generator"}
          </h1>
          <p className="mt-1 text-muted">
            {source.kind === "live"
              ? "AI-powered quiz creation for UK pubs"
              : "Pub quizzes from the built-in question bank, for UK pubs"}
          </p>
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

      <QuizViewTabs active={page.activeView} onShow={page.show} onGenerate={page.showGenerate} />

      {!canGenerate && page.activeView === "dashboard" && (
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

      {page.generation.jobId && page.activeView !== "generate" && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 items-center gap-2 text-sm">
            <Spinner label="Generating" />
            Your quiz is being generated ({page.generation.job?.progress ?? 0}%). It opens here when it's
            ready.
          </p>
          <Button variant="outline" size="sm" onClick={() => page.show("generate")}>
            Show progress
          </Button>
        </div>
      )}

      {page.loadingView ? (
        <div className="flex justify-center p-10">
          <Spinner label="Loading" />
        </div>
      ) : (
        <QuizView page={page} />
      )}

      <UpgradeDialog
        feature={page.upgradeOpen ? "quiz_generator" : null}
        onOpenChange={page.setUpgradeOpen}
      />
    </div>
  );
}

/** The view the loader read, with its data. */
function QuizView({ page }: { page: QuizGeneratorState }) {
  const { content, data } = page;
  switch (content.view) {
    case "dashboard":
      return (
        <QuizDashboard
          analytics={content.analytics}
          recent={content.recent}
          source={data.source}
          onGenerate={page.showGenerate}
          onHistory={() => page.show("history")}
          onOpen={(quizId) => page.openQuiz(quizId, "dashboard")}
        />
      );
    case "generate":
      return (
        <GenerateForm
          form={page.form}
          setForm={page.setForm}
          areaHint={data.areaHint}
          source={data.source}
          canGenerate={data.canGenerate}
          generation={page.generation}
          onUpgrade={() => page.setUpgradeOpen(true)}
          onCancel={() => page.show("dashboard")}
        />
      );
    case "history":
      return (
        <QuizHistory
          query={content.query}
          history={content.history}
          onQuery={page.setHistoryQuery}
          onBack={() => page.show("dashboard")}
          onOpen={(quizId) => page.openQuiz(quizId, "history")}
        />
      );
    case "preview":
      return (
        <QuizPreview
          key={content.quizId}
          quiz={content.quiz}
          missing={content.missing}
          onBack={() => page.show(content.from)}
          onSave={page.saveQuiz}
          saving={page.saving}
        />
      );
  }
}
