import { Settings } from "lucide-react";
import { Suspense } from "react";
import type { ContentPageData } from "~/routes/_app/dashboard";
import { Button } from "../ui/button";
import { AllowanceBanner } from "./allowance-banner";
import { ComposeArea } from "./compose-area";
import { ContextCards } from "./context-cards";
import {
  CampaignTimeline,
  ContentErrorView,
  DraftsPanel,
  PubSetupDialog,
  preload,
  RefinePanel,
  ResultsView,
  UpgradeDialog,
} from "./lazy-views";
import { LoadingPanel } from "./loading-panel";
import { type ContentCreatorPage, useContentCreator } from "./use-content-creator";

/** The Content Creator (spec §2 'Content Generator (/dashboard)'): the page's frame and its parts. */
export function ContentCreator({ data }: { data: ContentPageData }) {
  const page = useContentCreator(data);
  const { posts, pub } = page;
  const showResults = posts.shown !== null || posts.contentError;

  return (
    <div className="space-y-5 sm:space-y-6" data-hydrated={page.hydrated || undefined}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Content Creator</h1>
          <p className="mt-1 text-muted">
            {pub.pub?.name ? (
              <>
                Posts for <span className="font-semibold text-ink">{pub.pub.name}</span>, written around this
                week's fixtures, weather and season.
              </>
            ) : (
              "Say or type what's on — get Facebook, Instagram and TikTok posts in seconds."
            )}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => pub.setSetupOpen(true)}
          onPointerEnter={() => preload("pubSetup")}
          onFocus={() => preload("pubSetup")}
          className="shrink-0"
        >
          <Settings className="size-4" aria-hidden="true" />
          Setup
        </Button>
      </header>

      <AllowanceBanner usage={data.usage} allowance={page.allowance} refused={posts.upgrade} />
      {/* A dialog's code is fetched when it first opens: until then there is nothing to show. */}
      {posts.lockedFeature && (
        <Suspense fallback={null}>
          <UpgradeDialog
            feature={posts.lockedFeature}
            onOpenChange={(open) => !open && posts.setLockedFeature(null)}
          />
        </Suspense>
      )}
      <ContextCards context={data.context} />

      {showResults ? (
        <div className="space-y-5">
          {posts.processing === "refine" || posts.processing === "campaign" ? (
            <LoadingPanel kind={posts.processing} />
          ) : null}
          {posts.refineOpen && posts.shown && posts.processing !== "refine" && (
            <Suspense fallback={<LoadingPanel kind="refine" />}>
              <RefinePanel busy={page.busy} allowance={page.allowance} onRefine={posts.refine} />
            </Suspense>
          )}
          {/* Fetched as soon as something is typed; if the posts beat it here, the writing panel stays up. */}
          <Suspense fallback={<LoadingPanel kind={page.mode} />}>
            {posts.shown ? (
              <ResultsView
                result={posts.shown}
                context={data.context}
                refineOpen={posts.refineOpen}
                busy={page.busy}
                onStartOver={page.startOver}
                onToggleRefine={posts.toggleRefine}
              />
            ) : (
              <ContentErrorView onRetry={page.retry} />
            )}
          </Suspense>
          <div className="grid items-start gap-5 lg:grid-cols-2">
            <SidePanels page={page} />
          </div>
        </div>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <ComposeArea page={page} />
          <div className="space-y-5">
            <SidePanels page={page} />
          </div>
        </div>
      )}

      {(pub.setupOpen || pub.cleared) && (
        <Suspense fallback={null}>
          <PubSetupDialog
            open={pub.setupOpen}
            onOpenChange={pub.setSetupOpen}
            pub={pub.pub}
            busy={pub.busy}
            cleared={pub.cleared}
            onSave={pub.save}
            onSkip={pub.skip}
            onClear={pub.clear}
            onUndoClear={pub.undoClear}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The match campaign (after a sports hand-off) and the drafts. */
function SidePanels({ page }: { page: ContentCreatorPage }) {
  const { match, posts, drafts } = page;
  return (
    <>
      {match && (
        <Suspense fallback={<PanelPlaceholder label="Match campaign" />}>
          <CampaignTimeline
            match={match}
            writing={posts.writing}
            written={posts.written}
            disabled={page.busy || !page.allowance.canWrite}
            onWrite={(step, index) => posts.writeStep(match, step, index)}
          />
        </Suspense>
      )}
      {page.mode === "text" && (
        <Suspense fallback={<PanelPlaceholder label="Drafts" />}>
          <DraftsPanel
            drafts={drafts.drafts}
            title={drafts.title}
            onTitleChange={drafts.setTitle}
            saving={drafts.saving}
            onSave={drafts.save}
            onLoad={page.loadDraft}
            onDelete={drafts.remove}
            deleted={drafts.deleted}
            onUndo={drafts.undo}
          />
        </Suspense>
      )}
    </>
  );
}

/** A side panel's place while its code arrives: a card of about its size, so nothing below it moves. */
function PanelPlaceholder({ label }: { label: string }) {
  return (
    <section
      aria-busy="true"
      aria-label={label}
      className="h-64 animate-pulse rounded-2xl border border-stone-200 bg-white shadow-sm"
    />
  );
}
