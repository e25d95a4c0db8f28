import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { TEXT_INPUT } from "~/lib/content/constants";
import type { SportsMatchContext } from "~/lib/contract/sports";
import { takeMatchHandOff } from "~/lib/sports/handoff-keys";
import { matchText } from "~/lib/sports/teams";
import type { ContentPageData } from "~/routes/_app/dashboard";
import { toast } from "../ui/toaster";
import type { Draft } from "./shared";
import { useBrowserSpeech } from "./use-browser-speech";
import { useDrafts } from "./use-drafts";
import { usePosts } from "./use-posts";
import { usePubProfile } from "./use-pub-profile";
import { writingAllowance } from "./writing-allowance";

export type Mode = "voice" | "text";

/**
 * The content page's data and actions (/dashboard owns it): figures, drafts and the pub come
 * from the loader; every write is an intent on the route, after which the loaders revalidate.
 * What stays here is the page's own state: what is typed, which mode, which panel is open.
 */
export function useContentCreator(data: ContentPageData) {
  const [searchParams] = useSearchParams();
  const paid = data.usage ? data.usage.subscriptionStatus !== "trial" : false;
  const [mode, setMode] = useState<Mode>(paid ? "voice" : "text");
  const [text, setText] = useState("");
  const [restored, setRestored] = useState<Draft | null>(null);
  const [match, setMatch] = useState<SportsMatchContext | null>(null);
  const [hydrated, setHydrated] = useState(false);

  const allowance = writingAllowance(data);
  const pub = usePubProfile(data);
  const drafts = useDrafts(data.drafts ?? [], text);
  const speech = useBrowserSpeech({
    onHeard: setText,
    onEnd(heard) {
      setMode("text");
      toast(
        heard
          ? { title: "Got it", description: "Check the words, then press Generate.", variant: "success" }
          : {
              title: "Your browser didn't catch that",
              description: "Type your message instead — anything it heard is in the box.",
            },
      );
    },
  });
  const posts = usePosts({
    pub: pub.pub,
    onTranscript: setText,
    onTranscriptionUnavailable() {
      toast({
        title: "Speech-to-text is switched off here",
        description: "Your recording is kept. Use your browser's speech recognition, or type it.",
      });
    },
  });

  // Arrival: the sports hand-off, else the auto-save from last time, else (first visit) pub setup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on arrival, with the first paint's data.
  useEffect(() => {
    setHydrated(true);
    const handOff = searchParams.get("source") === "sports" ? takeMatchHandOff(window.sessionStorage) : null;
    if (handOff) {
      setMode("text");
      setText(handOff.prefill);
      setMatch(handOff.context);
      toast({
        title: "Match loaded",
        description: `${matchText(handOff.context.fixture)} — press Generate, or write each campaign post below.`,
        variant: "success",
      });
      return;
    }
    const autoSave = drafts.autoSaveToRestore();
    if (autoSave) {
      const content = autoSave.content.slice(0, TEXT_INPUT.max);
      drafts.markSaved(content);
      setText(content);
      setMode("text");
      setRestored(autoSave);
    }
    pub.openIfFirstVisit();
  }, []);

  function changeText(next: string) {
    setText(next);
    if (!next.trim()) setRestored(null);
  }

  return {
    data,
    hydrated,
    paid,
    allowance,
    pub,
    drafts,
    posts,
    speech,
    match,
    mode,
    chooseMode(next: Mode) {
      setMode(next);
      // Voice is a paid feature: the trial sees what it would unlock.
      if (next === "voice" && !paid) posts.setLockedFeature("voice_transcription");
    },
    text,
    setText: changeText,
    /** The auto-save put back on arrival, while its note is on screen. */
    restored,
    /** "Start afresh": the restored text goes, and the same auto-save will not come back. */
    discardRestored() {
      drafts.dismissAutoSave();
      setRestored(null);
      setText("");
    },
    generate() {
      const content = text.trim();
      if (content.length < TEXT_INPUT.min) {
        toast({
          title: "Error",
          description: "Please enter at least 10 characters to generate content",
          variant: "destructive",
        });
        return;
      }
      posts.generate(content);
    },
    startOver() {
      posts.startOver();
      drafts.dismissAutoSave();
      setRestored(null);
      setText("");
    },
    retry() {
      posts.retry();
      if (text.trim().length >= TEXT_INPUT.min) posts.generate(text.trim());
    },
    loadDraft(draft: Draft) {
      const content = draft.content.slice(0, TEXT_INPUT.max);
      drafts.markSaved(content);
      setMode("text");
      posts.startOver();
      setRestored(null);
      setText(content);
      toast({
        title: "Draft Loaded",
        description: `"${draft.title}" is in the text box.`,
        variant: "success",
      });
    },
    busy: posts.processing !== null || speech.listening,
  };
}

export type ContentCreatorPage = ReturnType<typeof useContentCreator>;
