import { History, Keyboard, Mic } from "lucide-react";
import { Suspense } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { draftWhen } from "./draft-labels";
import { preload, VoiceMode } from "./lazy-views";
import { LoadingPanel } from "./loading-panel";
import { TextForm } from "./text-form";
import type { ContentCreatorPage } from "./use-content-creator";

const MODES = [
  ["voice", "Voice Input", Mic],
  ["text", "Text Input", Keyboard],
] as const;

/** Where the message is said or typed: the mode switch, then the voice or text panel. */
export function ComposeArea({ page }: { page: ContentCreatorPage }) {
  const { posts, speech, allowance } = page;
  return (
    <div className="space-y-4">
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-stone-200/70 p-1" disabled={page.busy}>
        <legend className="sr-only">Input mode</legend>
        {MODES.map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={page.mode === value}
            onClick={() => page.chooseMode(value)}
            onPointerEnter={() => preload(value === "voice" ? "voice" : "drafts")}
            onFocus={() => preload(value === "voice" ? "voice" : "drafts")}
            className={cn(
              "flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-60",
              page.mode === value ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </fieldset>

      {page.restored && page.mode === "text" && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:flex-row sm:items-center"
        >
          <History className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
          <p className="flex-1">
            We put back what you were typing — auto-saved {draftWhen(page.restored.lastModified)}.
          </p>
          <Button size="sm" variant="outline" onClick={page.discardRestored}>
            Start afresh
          </Button>
        </div>
      )}

      {posts.processing ? (
        <LoadingPanel kind={posts.processing} />
      ) : speech.listening ? (
        <div className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm">
          <h2 className="font-display text-2xl font-bold">Listening...</h2>
          <p className="mt-1 text-muted">Your browser is writing down what you say.</p>
          {page.text && <p className="mt-3 rounded-xl bg-stone-50 p-3 text-left">{page.text}</p>}
          <Button className="mt-4" onClick={speech.stop}>
            Done
          </Button>
        </div>
      ) : page.mode === "voice" ? (
        <Suspense fallback={<VoicePlaceholder />}>
          <VoiceMode page={page} />
        </Suspense>
      ) : (
        <TextForm
          value={page.text}
          onChange={(text) => {
            // The posts will need their views: fetch them while the message is being typed.
            preload("results", "refine");
            page.setText(text);
          }}
          onSubmit={page.generate}
          disabled={page.busy}
          allowance={allowance}
        />
      )}
    </div>
  );
}

/** The voice panel's place while its code arrives: the same card, so nothing below it moves. */
function VoicePlaceholder() {
  return (
    <div
      aria-busy="true"
      className="flex min-h-[26rem] flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="size-24 animate-pulse rounded-full bg-stone-200" />
      <span className="h-7 w-48 animate-pulse rounded bg-stone-200" />
    </div>
  );
}
