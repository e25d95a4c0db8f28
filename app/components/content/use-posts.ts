import { useState } from "react";
import type { LockedFeature } from "~/components/billing/upgrade-dialog";
import type { ApiAnswer } from "~/lib/api-client";
import { TEXT_INPUT } from "~/lib/content/constants";
import type { ContentResult, Refinements } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { CampaignStep, SportsMatchContext } from "~/lib/contract/sports";
import { matchText } from "~/lib/sports/teams";
import { useIntent } from "~/lib/use-intent";
import { toast } from "../ui/toaster";
import { CONTENT_INTENTS } from "./content-intents";
import type { ProcessingKind } from "./loading-panel";
import { pubForRequest } from "./shared";
import type { Recording } from "./voice-panel";

type Failure = Extract<ApiAnswer<unknown>, { ok: false }>;

interface PostsOptions {
  pub: PubDetails | null;
  /** A transcript to put in the text box (spoken words are never thrown away). */
  onTranscript: (text: string) => void;
  /** The server has no speech service after all: offer the browser's recognition or typing. */
  onTranscriptionUnavailable: () => void;
}

/** "Saturday 28 November 2026" for a London calendar date, with the browser's own Intl. */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
}

/**
 * The posts on screen and the writes that make them: generate, voice, refine and the match
 * campaign's steps. Posts live only in this page (the server keeps no copy); every charge shows in
 * the header and the banner through the loaders' revalidation after each write.
 */
export function usePosts({ pub, onTranscript, onTranscriptionUnavailable }: PostsOptions) {
  const [shown, setShown] = useState<ContentResult | null>(null);
  const [contentError, setContentError] = useState(false);
  const [refineOpen, setRefineOpen] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [lockedFeature, setLockedFeature] = useState<LockedFeature | null>(null);
  const [keptRecording, setKeptRecording] = useState<Recording | null>(null);
  const [writing, setWriting] = useState<number | null>(null);
  const [written, setWritten] = useState<ReadonlySet<number>>(new Set());

  /** 402 shows the one upgrade notice; anything else is a toast with the server's words. */
  function fail(answer: Failure, title = "Error") {
    if (answer.status === 402) {
      setUpgrade(answer.message);
      return;
    }
    toast({ title, description: answer.message, variant: "destructive" });
  }

  /** Shows an answer, or the Content Error view when it carries no posts array. */
  function accept(answer: ContentResult | null | undefined): boolean {
    if (!answer || !Array.isArray(answer.posts)) {
      setShown(null);
      setContentError(true);
      return false;
    }
    setContentError(false);
    setShown(answer);
    return true;
  }

  function announce() {
    toast({ title: "Content Generated!", description: "Three posts, ready to copy.", variant: "success" });
  }

  const generating = useIntent(CONTENT_INTENTS, "generate", (answer) => {
    if (!answer.ok) return fail(answer);
    if (accept(answer.data)) announce();
  });

  const transcribing = useIntent(CONTENT_INTENTS, "transcribe", (answer) => {
    if (!answer.ok) {
      // The recording stays, so it can be sent again: a spoken message is never thrown away.
      if (answer.code === "transcription_unavailable") return onTranscriptionUnavailable();
      if (answer.status === 402) setLockedFeature("voice_transcription");
      return fail(answer, "Voice Failed");
    }
    setKeptRecording(null);
    if (answer.data?.transcript) onTranscript(answer.data.transcript.slice(0, TEXT_INPUT.max));
    if (accept(answer.data)) announce();
  });

  const refining = useIntent(CONTENT_INTENTS, "refine", (answer) => {
    if (!answer.ok) {
      if (answer.status === 402) return fail(answer);
      toast({ title: "Refinement Failed", description: answer.message, variant: "destructive" });
      return;
    }
    if (!Array.isArray(answer.data?.posts)) {
      toast({
        title: "Refinement Failed",
        description: "The refined posts could not be read.",
        variant: "destructive",
      });
      return;
    }
    setShown(answer.data);
    setRefineOpen(false);
    toast({ title: "Content Refined!", description: "Your posts have been rewritten.", variant: "success" });
  });

  const campaigning = useIntent(CONTENT_INTENTS, "writeCampaignStep", (answer) => {
    const step = writing;
    setWriting(null);
    if (!answer.ok) return fail(answer);
    if (!accept(answer.data.result)) return;
    const { draft, draftProblem } = answer.data;
    if (draft) {
      if (step !== null) setWritten((done) => new Set(done).add(step));
      toast({ title: "Draft Saved", description: `"${draft.title}" is in your drafts.`, variant: "success" });
    } else {
      toast({
        title: "Save Failed",
        description: draftProblem ?? "The draft could not be saved.",
        variant: "destructive",
      });
    }
  });

  function startWriting() {
    setRefineOpen(false);
    setUpgrade(null);
  }

  const processing: ProcessingKind | null = generating.pending
    ? "text"
    : transcribing.pending
      ? "voice"
      : refining.pending
        ? "refine"
        : campaigning.pending
          ? "campaign"
          : null;

  return {
    shown,
    contentError,
    processing,
    refineOpen,
    toggleRefine: () => setRefineOpen((open) => !open),
    upgrade,
    lockedFeature,
    setLockedFeature,
    keptRecording,
    writing,
    written,
    generate(content: string) {
      startWriting();
      void generating.submit({ content, pubDetails: pubForRequest(pub) });
    },
    sendRecording(recording: Recording) {
      startWriting();
      setKeptRecording(recording);
      const form = new FormData();
      form.append("audio", recording.audio, recording.filename);
      const details = pubForRequest(pub);
      if (details) form.append("pubDetails", JSON.stringify(details));
      void transcribing.submit(form);
    },
    discardRecording: () => setKeptRecording(null),
    refine(refinements: Refinements) {
      if (shown) void refining.submit({ originalContent: shown, refinements });
    },
    writeStep(match: SportsMatchContext, step: CampaignStep, index: number) {
      const { fixture } = match;
      const channel = fixture.tvChannels[0] ? ` live on ${fixture.tvChannels[0]}` : "";
      const brief =
        `${step.postTitle}: ${matchText(fixture)} (${fixture.competition})${channel} on ${longDate(fixture.date)} at ${fixture.kickOffTime}. ${step.callToAction}`.slice(
          0,
          TEXT_INPUT.max,
        );
      startWriting();
      setWriting(index);
      void campaigning.submit({
        content: brief,
        pubDetails: pubForRequest(pub),
        draft: {
          title: `${step.stage} — ${matchText(fixture)}`.slice(0, 120),
          contentType: "event_announcement",
          metadata: {
            tags: ["match", fixture.id.slice(0, 40)],
            platform: step.platforms.join(", ").slice(0, 40),
          },
        },
      });
    },
    startOver() {
      setShown(null);
      setContentError(false);
      setRefineOpen(false);
    },
    retry: () => setContentError(false),
  };
}
