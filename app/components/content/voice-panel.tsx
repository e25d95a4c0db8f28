import { Mic, MicOff, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";

type VoiceState = "idle" | "starting" | "recording" | "denied";

/** §7: webm with opus, then webm, then wav. */
const MIME_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/wav"] as const;

function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export interface Recording {
  audio: Blob;
  filename: string;
}

interface VoicePanelProps {
  disabled: boolean;
  /** Called once the recording stops: it is sent at once (spec §4). */
  onRecorded: (recording: Recording) => void;
}

/** The voice panel (spec §2): Ready to Listen → Listening... → sent on stop; Microphone Access Needed. */
export function VoicePanel({ disabled, onRecorded }: VoicePanelProps) {
  const [state, setState] = useState<VoiceState>("idle");
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (state !== "recording") return;
    setSeconds(0);
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, [state]);

  // Leaving the page mid-recording releases the microphone.
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  async function start() {
    setState("starting");
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        audio: {
          sampleRate: 44100,
          channelCount: 1,
          noiseSuppression: true,
          echoCancellation: true,
          autoGainControl: true,
        },
      });
      stream.current = media;
      const mimeType = pickMimeType();
      const next = new MediaRecorder(media, { mimeType, audioBitsPerSecond: 128_000 });
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        for (const track of media.getTracks()) track.stop();
        stream.current = null;
        const type = next.mimeType || mimeType || "audio/webm";
        const audio = new Blob(chunks, { type });
        const filename = type.includes("wav") ? "recording.wav" : "recording.webm";
        setState("idle");
        onRecorded({ audio, filename });
      };
      recorder.current = next;
      next.start(250);
      setState("recording");
    } catch (error) {
      console.error("Microphone could not be opened", error);
      setState("denied");
    }
  }

  function stop() {
    const current = recorder.current;
    recorder.current = null;
    if (current && current.state !== "inactive") current.stop();
    else setState("idle");
  }

  const minutes = Math.floor(seconds / 60);
  const clock = `${minutes}:${String(seconds % 60).padStart(2, "0")}`;

  return (
    <div className="flex flex-col items-center gap-5 rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
      {state === "denied" ? (
        <>
          <span className="grid size-20 place-items-center rounded-full bg-red-50 text-red-700">
            <MicOff className="size-9" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-display text-2xl font-bold">Microphone Access Needed</h2>
            <p className="mt-1 max-w-sm text-muted">
              Allow the microphone for this site in your browser settings, then try again — or switch to Text
              Input and type it.
            </p>
          </div>
          <Button onClick={() => setState("idle")}>Try Again</Button>
        </>
      ) : state === "recording" ? (
        <>
          <button
            type="button"
            onClick={stop}
            aria-label="Stop and send"
            className="relative grid size-24 place-items-center rounded-full bg-red-600 text-white shadow-lg"
          >
            <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-500/40" />
            <Square className="relative size-9 fill-current" aria-hidden="true" />
          </button>
          <div aria-live="polite">
            <h2 className="font-display text-2xl font-bold">Listening...</h2>
            <p className="mt-1 font-mono text-muted tabular-nums">{clock}</p>
          </div>
          <Button variant="danger" onClick={stop}>
            <Square className="size-4 fill-current" aria-hidden="true" />
            Stop Recording
          </Button>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={start}
            disabled={disabled || state === "starting"}
            aria-label="Start recording"
            className={cn(
              "grid size-24 place-items-center rounded-full bg-brand-600 text-white shadow-lg transition",
              "hover:scale-105 hover:bg-brand-700 disabled:opacity-60",
            )}
          >
            <Mic className="size-10" aria-hidden="true" />
          </button>
          <div>
            <h2 className="font-display text-2xl font-bold">Ready to Listen</h2>
            <p className="mt-1 max-w-sm text-muted">
              Tap the microphone and say what's on — “Quiz night Thursday, £50 bar tab for the winners”.
            </p>
          </div>
        </>
      )}
      <div className="w-full rounded-xl bg-stone-50 p-4 text-left text-sm">
        <p className="font-semibold">Tips for better recognition</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
          <li>Step away from the bar and the jukebox.</li>
          <li>Hold the phone about a hand's width from your mouth.</li>
          <li>Say the day, the time and the offer.</li>
        </ul>
        <p className="mt-2 text-xs text-muted">Processing usually takes 10-30 seconds.</p>
      </div>
    </div>
  );
}
