import { useEffect, useRef, useState } from "react";
import { TEXT_INPUT } from "~/lib/content/constants";

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

function speechRecognition(): SpeechRecognitionCtor | undefined {
  const speechWindow = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

interface BrowserSpeechOptions {
  /** The words so far, as the browser hears them. */
  onHeard: (text: string) => void;
  /** Listening stopped: `heard` is false when nothing was caught (or the browser refused). */
  onEnd: (heard: boolean) => void;
}

/**
 * The browser's own speech recognition, for servers with no transcription service: the words go
 * straight into the text box, so nothing heard is ever lost.
 */
export function useBrowserSpeech({ onHeard, onEnd }: BrowserSpeechOptions) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onHeard, onEnd });
  handlers.current = { onHeard, onEnd };

  useEffect(() => {
    setSupported(Boolean(speechRecognition()));
    return () => recognition.current?.stop();
  }, []);

  function start() {
    const Recognition = speechRecognition();
    if (!Recognition) return handlers.current.onEnd(false);
    let heard = "";
    try {
      const next = new Recognition();
      next.lang = "en-GB";
      next.continuous = true;
      next.interimResults = true;
      next.onresult = (event) => {
        heard = Array.from(event.results, (result) => result[0]?.transcript ?? "")
          .join(" ")
          .trim()
          .slice(0, TEXT_INPUT.max);
        handlers.current.onHeard(heard);
      };
      next.onerror = (event) => console.error("Browser speech recognition failed", event.error);
      next.onend = () => {
        recognition.current = null;
        setListening(false);
        handlers.current.onEnd(heard.length > 0);
      };
      recognition.current = next;
      setListening(true);
      next.start();
    } catch (error) {
      console.error("Browser speech recognition could not start", error);
      recognition.current = null;
      setListening(false);
      handlers.current.onEnd(false);
    }
  }

  return { supported, listening, start, stop: () => recognition.current?.stop() };
}
