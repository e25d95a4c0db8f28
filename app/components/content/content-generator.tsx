import { Keyboard, Mic, Settings } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type LockedFeature, UpgradeDialog } from "~/components/billing/upgrade-dialog";
import { ApiError, api } from "~/lib/api-client";
import { TEXT_INPUT } from "~/lib/content/constants";
import type { ContentContext, ContentResult, Refinements } from "~/lib/contract/content";
import type { PubDetails } from "~/lib/contract/pub";
import type { CampaignStep, SportsMatchContext } from "~/lib/contract/sports";
import type { UsageResponse } from "~/lib/contract/usage";
import { takeMatchHandOff } from "~/lib/sports/handoff-keys";
import { matchText } from "~/lib/sports/teams";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { toast } from "../ui/toaster";
import { CampaignTimeline } from "./campaign-timeline";
import { ContextCards } from "./context-cards";
import { DraftsPanel, upsertDraft } from "./drafts-panel";
import { LoadingPanel, type ProcessingKind } from "./loading-panel";
import { PubSetupDialog } from "./pub-setup-dialog";
import { RefinePanel } from "./refine-panel";
import { ContentErrorView, exportText, ResultsView } from "./results-view";
import {
  type Draft,
  errorText,
  PUB_SKIP_KEY,
  pubForRequest,
  readCachedPub,
  UpgradeNotice,
  writeCachedPub,
} from "./shared";
import { TextForm } from "./text-form";
import { TrialBanner } from "./trial-banner";
import { type Recording, VoicePanel } from "./voice-panel";

const AUTO_SAVE_MS = 3000;
export const VOICE_UNAVAILABLE = "Voice transcription isn't available here — type your message instead";

type Mode = "voice" | "text";

/** The bits of the Web Speech API this page uses (not in every TypeScript DOM library). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

export interface ContentGeneratorProps {
  initialUsage: UsageResponse | null;
  initialContext: ContentContext | null;
  initialDrafts: Draft[] | null;
  initialPub: PubDetails | null;
}

/** The Content Generator (spec §2 'Content Generator (/dashboard)'). */
export function ContentGenerator({
  initialUsage,
  initialContext,
  initialDrafts,
  initialPub,
}: ContentGeneratorProps) {
  const [searchParams] = useSearchParams();
  const paid = initialUsage ? initialUsage.subscriptionStatus !== "trial" : false;
  const [mode, setMode] = useState<Mode>(paid ? "voice" : "text");
  const [text, setText] = useState("");
  const [result, setResult] = useState<ContentResult | null>(null);
  const [contentError, setContentError] = useState(false);
  const [processing, setProcessing] = useState<ProcessingKind | null>(null);
  const [refineOpen, setRefineOpen] = useState(false);
  const [usage, setUsage] = useState(initialUsage);
  const [trialUsedUp, setTrialUsedUp] = useState(false);
  const [upgrade, setUpgrade] = useState<string | null>(null);
  const [lockedFeature, setLockedFeature] = useState<LockedFeature | null>(null);
  const [context, setContext] = useState(initialContext);
  const [drafts, setDrafts] = useState<Draft[]>(initialDrafts ?? []);
  const [pub, setPub] = useState<PubDetails | null>(initialPub);
  const [setupOpen, setSetupOpen] = useState(false);
  const [voiceNotice, setVoiceNotice] = useState<string | null>(null);
  const [browserListening, setBrowserListening] = useState(false);
  const [match, setMatch] = useState<SportsMatchContext | null>(null);
  const [writing, setWriting] = useState<number | null>(null);
  const [written, setWritten] = useState<ReadonlySet<number>>(new Set());
  const [hydrated, setHydrated] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const lastSaved = useRef("");
  const busy = processing !== null || browserListening;

  // First visit: the cached copy stands in for the server's; no details and no skip opens setup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival.
  useEffect(() => {
    setHydrated(true);
    if (initialPub) writeCachedPub(initialPub);
    else {
      const cached = readCachedPub();
      let skipped = false;
      try {
        skipped = window.localStorage.getItem(PUB_SKIP_KEY) !== null;
      } catch {
        skipped = false;
      }
      if (cached?.name) setPub(cached);
      else if (!skipped) setSetupOpen(true);
    }

    // The sports hand-off (spec §4): read once, then it is gone from storage.
    if (searchParams.get("source") === "sports") {
      const handOff = takeMatchHandOff(window.sessionStorage);
      if (handOff) {
        setMode("text");
        setText(handOff.prefill);
        setMatch(handOff.context);
        setSetupOpen(false);
        toast({
          title: "Match loaded",
          description: `${matchText(handOff.context.fixture)} — press Generate, or write each campaign post below.`,
          variant: "success",
        });
      }
    }
    return () => recognition.current?.stop();
  }, []);

  // Auto-save (spec §4): 3 s after the text changes, when it is over 10 characters; silent on failure.
  useEffect(() => {
    const content = text.trim();
    if (content.length <= TEXT_INPUT.min || content === lastSaved.current) return;
    const timer = window.setTimeout(async () => {
      try {
        const draft = await api<Draft>("/api/drafts", {
          method: "POST",
          json: { title: "Auto-save", content, contentType: "marketing", isAutoSave: true },
        });
        lastSaved.current = content;
        setDrafts((list) => upsertDraft(list, draft));
      } catch (error) {
        console.error("Auto-save failed", error);
      }
    }, AUTO_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const refreshUsage = useCallback(async () => {
    try {
      setUsage(await api<UsageResponse>("/api/subscription/usage"));
    } catch {
      // The banner keeps its last count.
    }
  }, []);

  /** A failed call: 402 opens the upgrade notice, anything else is an 'Error' toast. */
  function fail(error: unknown, fallback: string) {
    console.error(fallback, error);
    if (error instanceof ApiError && error.status === 402) {
      setTrialUsedUp(true);
      setUpgrade(
        error.detail ||
          "Pick a plan to keep writing posts — Starter and Pro also unlock voice input, images and the pub quiz.",
      );
      return;
    }
    toast({ title: "Error", description: errorText(error, fallback), variant: "destructive" });
  }

  /** Shows an answer, or the Content Error view when it carries no posts array. */
  /** A fresh result from typed or spoken words: shown, and announced with the §8 toast. */
  function acceptGenerated(answer: ContentResult | null | undefined) {
    if (accept(answer)) {
      toast({ title: "Content Generated!", description: "Three posts, ready to copy.", variant: "success" });
    }
  }

  function accept(answer: ContentResult | null | undefined): boolean {
    if (!answer || !Array.isArray(answer.posts)) {
      setResult(null);
      setContentError(true);
      return false;
    }
    setContentError(false);
    setResult(answer);
    return true;
  }

  async function generate() {
    const content = text.trim();
    if (content.length < TEXT_INPUT.min) {
      toast({
        title: "Error",
        description: "Please enter at least 10 characters to generate content",
        variant: "destructive",
      });
      return;
    }
    setProcessing("text");
    setRefineOpen(false);
    setUpgrade(null);
    try {
      const answer = await api<ContentResult>("/api/generate-content", {
        method: "POST",
        json: { inputType: "text", content, pubDetails: pubForRequest(pub) },
      });
      acceptGenerated(answer);
    } catch (error) {
      fail(error, "Failed to generate content from text");
    } finally {
      setProcessing(null);
      void refreshUsage();
    }
  }

  function voiceUnavailable() {
    setBrowserListening(false);
    recognition.current = null;
    setVoiceNotice(VOICE_UNAVAILABLE);
    setMode("text");
    toast({ title: "Switched to typing", description: "Type your message and press Generate." });
  }

  /** Local mode has no speech model: listen with the browser's own recognition, where it exists. */
  function listenInBrowser() {
    const speechWindow = window as unknown as {
      SpeechRecognition?: SpeechRecognitionCtor;
      webkitSpeechRecognition?: SpeechRecognitionCtor;
    };
    const Ctor = speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
    if (!Ctor) return voiceUnavailable();
    let heard = "";
    let failed = false;
    try {
      const next = new Ctor();
      next.lang = "en-GB";
      next.continuous = true;
      next.interimResults = true;
      next.onresult = (event) => {
        heard = Array.from(event.results, (result) => result[0]?.transcript ?? "")
          .join(" ")
          .trim();
        setText(heard.slice(0, TEXT_INPUT.max));
      };
      next.onerror = (event) => {
        console.error("Browser speech recognition failed", event.error);
        failed = true;
        if (!heard) voiceUnavailable();
      };
      next.onend = () => {
        recognition.current = null;
        setBrowserListening(false);
        if (heard) {
          setMode("text");
          toast({
            title: "Got it",
            description: "Check the words, then press Generate.",
            variant: "success",
          });
        } else if (!failed) voiceUnavailable();
      };
      recognition.current = next;
      setBrowserListening(true);
      next.start();
    } catch (error) {
      console.error("Browser speech recognition could not start", error);
      voiceUnavailable();
    }
  }

  async function sendRecording({ audio, filename }: Recording) {
    setProcessing("voice");
    setRefineOpen(false);
    setUpgrade(null);
    const form = new FormData();
    form.append("audio", audio, filename);
    const details = pubForRequest(pub);
    if (details) form.append("pubDetails", JSON.stringify(details));
    try {
      const answer = await api<ContentResult>("/api/transcribe", { method: "POST", body: form });
      if (answer?.transcript) setText(answer.transcript.slice(0, TEXT_INPUT.max));
      acceptGenerated(answer);
    } catch (error) {
      if (error instanceof ApiError && error.code === "transcription_unavailable") {
        setProcessing(null);
        listenInBrowser();
        return;
      }
      if (error instanceof ApiError && error.status === 402) setLockedFeature("voice_transcription");
      fail(error, "Failed to process voice input");
    } finally {
      setProcessing((current) => (current === "voice" ? null : current));
      void refreshUsage();
    }
  }

  async function refine(refinements: Refinements) {
    if (!result) return;
    setProcessing("refine");
    try {
      const answer = await api<ContentResult>("/api/refine-content", {
        method: "POST",
        json: { originalContent: result, refinements },
      });
      if (!answer || !Array.isArray(answer.posts)) throw new Error("The refined posts could not be read");
      setResult(answer);
      setRefineOpen(false);
      toast({
        title: "Content Refined!",
        description: "Your posts have been rewritten.",
        variant: "success",
      });
    } catch (error) {
      console.error("Refinement failed", error);
      if (error instanceof ApiError && error.status === 402) fail(error, "Refinement failed");
      else
        toast({
          title: "Refinement Failed",
          description: "Unable to refine content. Please try again.",
          variant: "destructive",
        });
    } finally {
      setProcessing(null);
      void refreshUsage();
    }
  }

  async function writeStep(step: CampaignStep, index: number) {
    if (!match) return;
    const { fixture } = match;
    const channel = fixture.tvChannels[0] ? ` live on ${fixture.tvChannels[0]}` : "";
    const brief =
      `${step.postTitle}: ${matchText(fixture)} (${fixture.competition})${channel} on ${longDate(fixture.date)} at ${fixture.kickOffTime}. ${step.callToAction}`.slice(
        0,
        TEXT_INPUT.max,
      );
    setProcessing("campaign");
    setWriting(index);
    setRefineOpen(false);
    setUpgrade(null);
    try {
      const answer = await api<ContentResult>("/api/generate-content", {
        method: "POST",
        json: { inputType: "text", content: brief, pubDetails: pubForRequest(pub) },
      });
      if (!accept(answer)) return;
      const draft = await api<Draft>("/api/drafts", {
        method: "POST",
        json: {
          title: `${step.stage} — ${matchText(fixture)}`.slice(0, 120),
          content: exportText(answer.posts),
          contentType: "event_announcement",
          metadata: {
            tags: ["match", fixture.id.slice(0, 40)],
            platform: step.platforms.join(", ").slice(0, 40),
          },
        },
      });
      setDrafts((list) => upsertDraft(list, draft));
      setWritten((done) => new Set(done).add(index));
      toast({ title: "Draft Saved", description: `"${draft.title}" is in your drafts.`, variant: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 402)
        fail(error, "Failed to generate campaign content");
      else
        toast({
          title: "Error",
          description: errorText(error, "Failed to generate campaign content"),
          variant: "destructive",
        });
    } finally {
      setProcessing(null);
      setWriting(null);
      void refreshUsage();
    }
  }

  function startOver() {
    setResult(null);
    setContentError(false);
    setRefineOpen(false);
    setText("");
    setVoiceNotice(null);
  }

  function loadDraft(draft: Draft) {
    lastSaved.current = draft.content.trim();
    setMode("text");
    setResult(null);
    setContentError(false);
    setText(draft.content.slice(0, TEXT_INPUT.max));
    toast({ title: "Draft Loaded", description: `"${draft.title}" is in the text box.`, variant: "success" });
  }

  function savedPub(next: PubDetails | null) {
    setPub(next);
    if (next) setContext((current) => (current ? { ...current, pubFeatures: next.features } : current));
  }

  const showResults = result !== null || contentError;

  const side = (
    <>
      {match && (
        <CampaignTimeline
          match={match}
          writing={writing}
          written={written}
          disabled={busy}
          onWrite={writeStep}
        />
      )}
      {mode === "text" && (
        <DraftsPanel drafts={drafts} setDrafts={setDrafts} content={text} onLoad={loadDraft} />
      )}
    </>
  );

  return (
    <div className="space-y-5 sm:space-y-6" data-hydrated={hydrated || undefined}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">Content Creator</h1>
          <p className="mt-1 text-muted">
            {pub?.name ? (
              <>
                Posts for <span className="font-semibold text-ink">{pub.name}</span>, written around this
                week's fixtures, weather and season.
              </>
            ) : (
              "Say or type what's on — get Facebook, Instagram and TikTok posts in seconds."
            )}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setSetupOpen(true)} className="shrink-0">
          <Settings className="size-4" aria-hidden="true" />
          Setup
        </Button>
      </header>

      <TrialBanner usage={usage} exhausted={trialUsedUp} />
      {upgrade && <UpgradeNotice>{upgrade}</UpgradeNotice>}
      <UpgradeDialog feature={lockedFeature} onOpenChange={(open) => !open && setLockedFeature(null)} />
      <ContextCards context={context} />

      {showResults ? (
        <div className="space-y-5">
          {processing === "refine" || processing === "campaign" ? <LoadingPanel kind={processing} /> : null}
          {refineOpen && result && processing !== "refine" && <RefinePanel busy={busy} onRefine={refine} />}
          {result ? (
            <ResultsView
              result={result}
              context={context}
              refineOpen={refineOpen}
              busy={busy}
              onStartOver={startOver}
              onToggleRefine={() => setRefineOpen((open) => !open)}
            />
          ) : (
            <ContentErrorView
              onRetry={() => {
                setContentError(false);
                if (text.trim().length >= TEXT_INPUT.min) void generate();
              }}
            />
          )}
          <div className="grid items-start gap-5 lg:grid-cols-2">{side}</div>
        </div>
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-4">
            <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-stone-200/70 p-1" disabled={busy}>
              <legend className="sr-only">Input mode</legend>
              {(
                [
                  ["voice", "Voice Input", Mic],
                  ["text", "Text Input", Keyboard],
                ] as const
              ).map(([value, label, Icon]) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={mode === value}
                  onClick={() => {
                    setMode(value);
                    // Voice is a paid feature: the trial sees what it would unlock.
                    if (value === "voice" && !paid) setLockedFeature("voice_transcription");
                  }}
                  className={cn(
                    "flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:opacity-60",
                    mode === value ? "bg-white text-ink shadow-sm" : "text-muted hover:text-ink",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </button>
              ))}
            </fieldset>

            {voiceNotice && mode === "text" && (
              <p
                role="status"
                className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              >
                {voiceNotice}
              </p>
            )}

            {processing ? (
              <LoadingPanel kind={processing} />
            ) : browserListening ? (
              <div className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm">
                <h2 className="font-display text-2xl font-bold">Listening...</h2>
                <p className="mt-1 text-muted">Say it once more — your browser is writing it down.</p>
                {text && <p className="mt-3 rounded-xl bg-stone-50 p-3 text-left">{text}</p>}
                <Button className="mt-4" onClick={() => recognition.current?.stop()}>
                  Done
                </Button>
              </div>
            ) : mode === "voice" ? (
              paid ? (
                <VoicePanel disabled={busy} onRecorded={sendRecording} />
              ) : (
                <div className="space-y-4">
                  <UpgradeNotice title="Voice input is a paid feature">
                    Voice input comes with Starter and Pro. On the trial, type your message instead.
                  </UpgradeNotice>
                  <Button variant="outline" className="w-full" onClick={() => setMode("text")}>
                    <Keyboard className="size-4" aria-hidden="true" />
                    Type it instead
                  </Button>
                </div>
              )
            ) : (
              <TextForm value={text} onChange={setText} onSubmit={generate} disabled={busy} />
            )}
          </div>
          <div className="space-y-5">{side}</div>
        </div>
      )}

      <PubSetupDialog open={setupOpen} onOpenChange={setSetupOpen} pub={pub} onSaved={savedPub} />
    </div>
  );
}

/** "Saturday 28 November 2026" for a London calendar date, with the browser's own Intl (no date library). */
function longDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
}
