import { AudioLines, Keyboard, RotateCcw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../ui/button";
import { preload } from "./lazy-views";
import type { ContentCreatorPage } from "./use-content-creator";
import { VoicePanel } from "./voice-panel";

/**
 * Voice input, honest before anything is recorded: a paid feature on the trial; with no
 * transcription service on this server, the browser's own speech recognition or typing; otherwise
 * the recorder, and a recording that could not be sent is kept to send again.
 */
export function VoiceMode({ page }: { page: ContentCreatorPage }) {
  const { posts, speech, allowance } = page;
  // Any press here may end in posts: fetch their views while the landlord speaks.
  const preloadResults = () => preload("results", "refine");
  const typeInstead = (
    <Button variant="outline" className="w-full sm:w-auto" onClick={() => page.chooseMode("text")}>
      <Keyboard className="size-4" aria-hidden="true" />
      Type it instead
    </Button>
  );

  if (!page.paid) {
    return (
      <Box title="Voice input is a paid feature">
        <p className="text-sm">
          Voice input comes with Starter and Pro. On the trial, type your message instead.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {typeInstead}
          {!allowance.trialUsedUp && (
            <Link to="/pricing" className={buttonClasses({ variant: "brass" })}>
              View Plans
            </Link>
          )}
        </div>
      </Box>
    );
  }

  if (page.data.transcriber === null) {
    return (
      <Box title="No speech-to-text service on this server">
        <p className="text-sm">
          Recordings can't be turned into words here (no transcription service is set up — in local mode no
          speech model ships with Full House).{" "}
          {speech.supported
            ? "Your browser can listen instead and write the words into the text box, or you can type."
            : "This browser has no speech recognition of its own, so type your message instead."}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {speech.supported && (
            <Button
              onClick={() => {
                preloadResults();
                speech.start();
              }}
              disabled={page.busy || !allowance.canWrite}
            >
              <AudioLines className="size-4" aria-hidden="true" />
              Speak to your browser
            </Button>
          )}
          {typeInstead}
        </div>
      </Box>
    );
  }

  const kept = posts.keptRecording;
  return (
    <div className="space-y-3" onPointerDownCapture={preloadResults} onKeyDownCapture={preloadResults}>
      {kept && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center"
        >
          <p className="flex-1">Your last recording wasn't turned into posts. It's kept — send it again?</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => posts.sendRecording(kept)} disabled={page.busy}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Send again
            </Button>
            <Button size="sm" variant="ghost" onClick={posts.discardRecording}>
              <Trash2 className="size-4" aria-hidden="true" />
              Discard
            </Button>
          </div>
        </div>
      )}
      <VoicePanel disabled={page.busy || !allowance.canWrite} onRecorded={posts.sendRecording} />
    </div>
  );
}

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-1">{children}</div>
    </section>
  );
}
